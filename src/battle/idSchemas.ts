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

/**
 * The longest id (characters): ids are repeated in every event and decision of a completed file, so a longer one
 * could grow a file within the size limit into one past it.
 */
export const MAX_ID_LENGTH = 64;

/** The longest name or title shown on screen (characters): a pilot's, a player's, a ship's, a battle's. */
export const MAX_NAME_LENGTH = 200;

/** An id of a unit or obstacle: a non-empty string of at most MAX_ID_LENGTH characters, other than "__proto__". */
export const idSchema = z
  .string()
  .min(1)
  .max(MAX_ID_LENGTH, {
    error: (issue) => `expected at most ${MAX_ID_LENGTH} characters, got ${lengthOf(issue.input)}`,
  })
  .refine((v) => v !== RESERVED_NAME, { message: RESERVED_NAME_MESSAGE, abort: true });

/** A name or title shown on screen: at most MAX_NAME_LENGTH characters. */
export const nameSchema = () =>
  z.string().max(MAX_NAME_LENGTH, {
    error: (issue) => `expected at most ${MAX_NAME_LENGTH} characters, got ${lengthOf(issue.input)}`,
  });

function lengthOf(input: unknown): number {
  return typeof input === 'string' ? input.length : 0;
}

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
