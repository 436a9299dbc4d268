/**
 * Schemas for the names a file gives its units and keys its decision maps by. "__proto__" is refused with a
 * message naming the field: JSON.parse keeps it as an ordinary key, but zod drops it from records and objects
 * without a word, and a plain object reads it as its prototype. Every other name ("constructor", "toString")
 * is an ordinary id: lookups by id use Maps or own entries (lookup.ts).
 */
import { z } from 'zod';

/** The one name no id or key may take. */
export const RESERVED_NAME = '__proto__';

const RESERVED = `"${RESERVED_NAME}" (JavaScript reserves that name)`;

/** The message for an id or key that is the reserved name. */
export const RESERVED_NAME_MESSAGE = `expected a name other than ${RESERVED}`;

/** An id of a unit or obstacle: a non-empty string other than "__proto__". */
export const idSchema = z
  .string()
  .min(1)
  .refine((v) => v !== RESERVED_NAME, { message: RESERVED_NAME_MESSAGE, abort: true });

function hasReservedKey(input: unknown): boolean {
  return typeof input === 'object' && input !== null && !Array.isArray(input) && Object.hasOwn(input, RESERVED_NAME);
}

/**
 * A map from ids (or other names) to values. A "__proto__" key is refused naming it, where z.record alone
 * would drop it silently.
 */
export function keyedRecord<V extends z.ZodType>(value: V) {
  return z.preprocess(
    (input, ctx) => {
      if (hasReservedKey(input))
        ctx.addIssue({ code: 'custom', message: RESERVED_NAME_MESSAGE, path: [RESERVED_NAME], input });
      return input;
    },
    z.record(z.string(), value),
  );
}
