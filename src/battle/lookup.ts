/**
 * Lookups that must succeed: an entry the battle file was already checked to have, or a value an earlier step
 * stored. Each throws an error naming what is missing instead of letting `undefined` travel on, so a broken
 * invariant fails where it breaks, never as a silent default. Lookups by a name from a file (`ownEntry`,
 * `emptyRecord`) see own entries only, never Object.prototype's ("constructor", "toString").
 */

/** A value an earlier step guarantees (a parsed name, a measured distance); throws naming `what` if absent. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what}: missing`);
  return value;
}

/** The entry at an index of a list; throws naming `what` when the list is shorter. */
export function itemAt<T>(list: readonly T[], index: number, what: string): T {
  const item = list[index];
  if (item === undefined) throw new Error(`${what}: no entry at index ${index} of ${list.length}`);
  return item;
}

/** The last entry of a list; throws naming `what` when the list is empty. */
export function lastItem<T>(list: readonly T[], what: string): T {
  return itemAt(list, list.length - 1, what);
}

/** The value stored under a key; throws naming `what` when there is none. */
export function valueOf<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`${what}: nothing stored for ${JSON.stringify(key)}`);
  return value;
}

/** A record's own entry; throws naming `what` when the key is absent. */
export function entryOf<V>(record: Readonly<Record<string, V>>, key: string, what: string): V {
  const value = ownEntry(record, key);
  if (value === undefined) throw new Error(`${what}: no entry ${JSON.stringify(key)}`);
  return value;
}

/**
 * A record's own entry under a user-given key, or undefined: `record[key]` would find Object.prototype's
 * members for keys such as "constructor", "toString" or "__proto__".
 */
export function ownEntry<V>(record: Readonly<Record<string, V>> | undefined, key: string): V | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * An empty record with no prototype, for entries keyed by user-given names: reading a key such as
 * "constructor" finds only what was stored, and writing "__proto__" stores an entry instead of a prototype.
 */
export function emptyRecord<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}

/** The first element matching a test; throws naming `what` when none does. */
export function findOne<T>(list: readonly T[], test: (item: T) => boolean, what: string): T {
  const item = list.find(test);
  if (item === undefined) throw new Error(`${what}: not found`);
  return item;
}

/** The two entries of a two-player list (the schema checks the length), as a pair. */
export function pairOf<T>(list: readonly T[], what: string): readonly [T, T] {
  const [a, b] = list;
  if (a === undefined || b === undefined || list.length !== 2)
    throw new Error(`${what}: expected two entries, got ${list.length}`);
  return [a, b];
}
