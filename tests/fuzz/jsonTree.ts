/**
 * Plain JSON values as trees: every place in a value, reading and replacing one without touching the original
 * (keys such as `__proto__` stay own data properties), and writing a value as JSON text with raw number tokens.
 */
import type { PathKey } from './schemaAt.ts';

/** A place in a value: its path and what is there. */
export interface Place {
  path: PathKey[];
  value: unknown;
}

/** Whether a value is a plain JSON object (not an array, not null). */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RawJson);

/** Every place in a value, the root first, depth first in key order. */
export function places(root: unknown): Place[] {
  const out: Place[] = [];
  const stack: Place[] = [{ path: [], value: root }];
  while (stack.length) {
    const p = stack.pop()!;
    out.push(p);
    const children: Place[] = Array.isArray(p.value)
      ? p.value.map((v, i) => ({ path: [...p.path, i], value: v }))
      : isObject(p.value)
        ? Object.entries(p.value).map(([k, v]) => ({ path: [...p.path, k], value: v }))
        : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return out;
}

/** The value at a path. */
export function getAt(root: unknown, path: readonly PathKey[]): unknown {
  let v = root;
  for (const key of path) v = (v as Record<PathKey, unknown>)[key];
  return v;
}

/** An object like `o` with `key` set (as an own data property, whatever its name), in place of the old one. */
function withKey(o: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const entries = Object.entries(o);
  const i = entries.findIndex(([k]) => k === key);
  if (i >= 0) entries[i] = [key, value];
  else entries.push([key, value]);
  return Object.fromEntries(entries);
}

/**
 * A copy of `root` with the value at `path` replaced by what `change` makes of it; `undefined` deletes an object
 * field or removes an array item.
 */
export function updateAt(root: unknown, path: readonly PathKey[], change: (old: unknown) => unknown): unknown {
  if (path.length === 0) return change(root);
  const [key, ...rest] = path;
  if (Array.isArray(root) && typeof key === 'number') {
    const next = updateAt(root[key], rest, change);
    const copy = [...root];
    if (next === undefined && rest.length === 0) copy.splice(key, 1);
    else copy[key] = next;
    return copy;
  }
  if (isObject(root) && typeof key === 'string') {
    const next = updateAt(root[key], rest, change);
    if (next === undefined && rest.length === 0)
      return Object.fromEntries(Object.entries(root).filter(([k]) => k !== key));
    return withKey(root, key, next);
  }
  return root;
}

/** A copy of `root` with every string and key equal to `from` turned into `to`. */
export function renameEverywhere(root: unknown, from: string, to: string): unknown {
  if (root === from) return to;
  if (Array.isArray(root)) return root.map((v) => renameEverywhere(v, from, to));
  if (isObject(root))
    return Object.fromEntries(
      Object.entries(root).map(([k, v]) => [k === from ? to : k, renameEverywhere(v, from, to)]),
    );
  return root;
}

/**
 * JSON text written as given: a number such as `1e400` (Infinity once parsed) or `-0`, or arrays nested deeper
 * than JSON.stringify can write.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

const RAW_MARK = '\uE000';

/** JSON text of a value, pretty or compact, with a final newline; RawJson tokens and -0 are written as such. */
export function toJsonText(value: unknown, pretty: boolean): string {
  const raws: string[] = [];
  const mark = (raw: string) => `${RAW_MARK}${raws.push(raw) - 1}${RAW_MARK}`;
  const text = JSON.stringify(
    value,
    (_key, v: unknown) => (v instanceof RawJson ? mark(v.text) : Object.is(v, -0) ? mark('-0') : v),
    pretty ? 2 : undefined,
  );
  const unmarked = text.replace(new RegExp(`"${RAW_MARK}(\\d+)${RAW_MARK}"`, 'g'), (_, i: string) => raws[Number(i)]!);
  return `${unmarked}\n`;
}

/** The JSON type of a value, as a schema speaks of it. */
export function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (v instanceof RawJson) return 'raw';
  return typeof v;
}
