/**
 * Stored text that could not be read whole, kept as it was: moved aside under a dated key before anything is
 * written over the original, listed for download, and removed only when the user discards it.
 */
import type { KeyValueStore } from './autosave.ts';

/** Local-storage key of the autosaved situation (here, so the page switch can name it without the format). */
export const AUTOSAVE_KEY = 'holotable.dispute.autosave';
/** Local-storage key of the kept drafts. */
export const DRAFTS_KEY = 'holotable.dispute.drafts';

/** Where kept text lives: this prefix, what it was (`autosave`, `drafts`), a dot and when it was moved aside. */
export const KEPT_PREFIX = 'holotable.dispute.unreadable.';

/** What kept text was. */
export type KeptSource = 'autosave' | 'drafts';

/** One piece of kept text. */
export interface KeptEntry {
  key: string;
  source: KeptSource;
  /** When it was moved aside (ISO 8601, UTC). */
  keptAt: string;
  text: string;
}

/**
 * Copies `text` to a new dated key and returns that key, or null when storage refuses (full): then the original
 * must not be written over either.
 */
export function keepAside(store: KeyValueStore, source: KeptSource, text: string, now: Date): string | null {
  const base = `${KEPT_PREFIX}${source}.${now.toISOString()}`;
  let key = base;
  for (let n = 2; store.getItem(key) !== null; n += 1) key = `${base}-${n}`;
  try {
    store.setItem(key, text);
    return store.getItem(key) === text ? key : null;
  } catch {
    return null;
  }
}

/** Every piece of kept text, oldest first. */
export function keptEntries(store: KeyValueStore): KeptEntry[] {
  const entries: KeptEntry[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    const m = key && /^holotable\.dispute\.unreadable\.(autosave|drafts)\.(.+)$/.exec(key);
    const text = key === null ? null : store.getItem(key);
    if (!m || text === null) continue;
    entries.push({ key: m[0], source: m[1] as KeptSource, keptAt: m[2] ?? '', text });
  }
  return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Removes one piece of kept text (the user asked to). */
export function discardKept(store: KeyValueStore, key: string): void {
  if (key.startsWith(KEPT_PREFIX)) store.removeItem(key);
}

/**
 * Everything the app keeps in storage, as one JSON document of the stored texts exactly as they are (for a
 * download when a page fails): `{ "holotable.dispute.autosave": "…", … }`.
 */
export function storedWorkText(store: KeyValueStore): string {
  const all: Record<string, string> = {};
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    const text = key === null ? null : store.getItem(key);
    if (key !== null && key.startsWith('holotable.') && text !== null) all[key] = text;
  }
  return `${JSON.stringify(all, null, 2)}\n`;
}

/**
 * Moves the autosave aside (a dated key, listed to download) and removes it, so dispute mode starts afresh
 * after a failure the autosave keeps causing; false (and nothing removed) when storage refuses the copy.
 */
export function setAutosaveAside(store: KeyValueStore, now: Date): boolean {
  const text = store.getItem(AUTOSAVE_KEY);
  if (text === null) return true;
  if (keepAside(store, 'autosave', text, now) === null) return false;
  store.removeItem(AUTOSAVE_KEY);
  return true;
}
