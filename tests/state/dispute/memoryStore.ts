/** An in-memory local storage for the dispute storage tests (the KeyValueStore window.localStorage satisfies). */
import type { KeyValueStore } from '../../../src/state/dispute/autosave.ts';

/** A store over a Map, optionally refusing writes to keys that match `full` (storage full). */
export function memoryStore(full?: RegExp): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (full?.test(k)) throw new Error('The quota has been exceeded.');
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}
