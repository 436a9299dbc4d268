/**
 * Finding the part of a zod schema that governs one place in a file, so that the fuzzer knows when a mutation
 * must be rejected: a value the schema there refuses makes the whole file invalid.
 */
import type { z } from 'zod';

/** A key of an object or an index of an array. */
export type PathKey = string | number;

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  options?: z.ZodType[];
  in?: z.ZodType;
}

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

/** The schema with optional/nullable/default wrappers and pipes taken off. */
function unwrap(s: z.ZodType): z.ZodType {
  let cur = s;
  for (;;) {
    const def = defOf(cur);
    if (WRAPPERS.has(def.type) && def.innerType) cur = def.innerType;
    else if (def.type === 'pipe' && def.in) cur = def.in;
    else return cur;
  }
}

/** The union option that accepts `value` (the first), or the schema itself when it is no union. */
function branchFor(s: z.ZodType, value: unknown): z.ZodType | undefined {
  const u = unwrap(s);
  const def = defOf(u);
  if (def.type !== 'union') return u;
  const option = (def.options ?? []).find((o) => o.safeParse(value).success);
  return option && branchFor(option, value);
}

/** The schema of one child (key or index) of a value matched by `s`; undefined when the schema says nothing. */
function childSchema(s: z.ZodType, key: PathKey): z.ZodType | undefined {
  const def = defOf(s);
  switch (def.type) {
    case 'object':
      return typeof key === 'string' && Object.hasOwn(def.shape ?? {}, key) ? def.shape?.[key] : undefined;
    case 'record':
      return def.valueType;
    case 'array':
      return def.element;
    case 'tuple':
      return typeof key === 'number' ? (def.items?.[key] ?? def.rest ?? undefined) : undefined;
    default:
      return undefined;
  }
}

/**
 * The schema governing `path` in `root` (a value the root schema accepts), or undefined when it cannot be told
 * (a path through a union no option of which accepts the value, or outside the schema).
 */
export function schemaAt(schema: z.ZodType, root: unknown, path: readonly PathKey[]): z.ZodType | undefined {
  let s: z.ZodType | undefined = schema;
  let value: unknown = root;
  for (const key of path) {
    const branch: z.ZodType | undefined = s && branchFor(s, value);
    s = branch && childSchema(branch, key);
    value = (value as Record<PathKey, unknown> | undefined)?.[key];
    if (!s) return undefined;
  }
  return s;
}

/** How an object in a file takes keys it does not list: strict (refuses them), a record (any key), or loose. */
export type ObjectKind = 'strict' | 'record' | 'loose' | 'unknown';

/** What kind of object the schema at `path` is. */
export function objectKindAt(schema: z.ZodType, root: unknown, path: readonly PathKey[]): ObjectKind {
  const s = schemaAt(schema, root, path);
  let value: unknown = root;
  for (const key of path) value = (value as Record<PathKey, unknown>)[key];
  const branch = s && branchFor(s, value);
  if (!branch) return 'unknown';
  const def = defOf(branch);
  if (def.type === 'record') return 'record';
  if (def.type !== 'object') return 'unknown';
  return def.catchall && defOf(def.catchall).type === 'never' ? 'strict' : 'loose';
}
