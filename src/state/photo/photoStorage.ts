/**
 * Table photos in local storage, each tied to its situation (never in a share link: far too big). Every photo
 * has its own key; a small link table says which photo goes with which situation, by the situation's
 * fingerprint (situationKey.ts), so a photo comes back with its situation (after a reload, an undo, a restored
 * draft, a scenario file saved from it) and another situation never shows it. A saved photo or link table that
 * cannot be read is moved aside under a dated key, as dispute work is (keptData.ts), and reported: never dropped.
 */
import type { KeyValueStore } from '../dispute/autosave.ts';
import { parseStoredPhoto, type StoredPhoto } from './tablePhoto.ts';

/** Where the first version kept its one photo (read once, then tied to the situation on the table). */
export const LEGACY_PHOTO_KEY = 'holotable.dispute.photo';
/** Each photo's key: this prefix and the photo's id. */
export const PHOTO_KEY_PREFIX = 'holotable.dispute.photo.';
/** The link table: situation fingerprint → photo id. */
export const PHOTO_LINKS_KEY = 'holotable.dispute.photoLinks';
/** Where unreadable photo text is kept: this prefix and when it was moved aside. */
export const KEPT_PHOTO_PREFIX = 'holotable.dispute.unreadable.photo.';
/** How many situation fingerprints the link table remembers (the undo history holds 200 situations). */
export const MAX_PHOTO_LINKS = 1000;

/** Situation fingerprint → photo id, oldest first. */
export type PhotoLinks = Record<string, string>;

/** Copies unreadable text to a new dated key; the key, or null when storage refuses (then keep the original). */
export function keepPhotoTextAside(store: KeyValueStore, text: string, now: Date): string | null {
  const base = `${KEPT_PHOTO_PREFIX}${now.toISOString()}`;
  let key = base;
  for (let n = 2; store.getItem(key) !== null; n += 1) key = `${base}-${n}`;
  try {
    store.setItem(key, text);
    return store.getItem(key) === text ? key : null;
  } catch {
    return null;
  }
}

/** Moves unreadable text at `key` aside and removes it; the message to show. */
function moveAside(store: KeyValueStore, key: string, text: string, what: string, why: string, now: Date): string {
  const kept = keepPhotoTextAside(store, text, now);
  if (!kept)
    return `${what} could not be read (${why}), and storage is too full to copy it aside: it is left as it was.`;
  store.removeItem(key);
  return `${what} could not be read (${why}); it is kept aside in this browser's storage as “${kept}”.`;
}

/** The link table, or an empty one and a message when it could not be read (it is then moved aside). */
export function readPhotoLinks(store: KeyValueStore, now: Date): { links: PhotoLinks; problem: string | null } {
  const text = store.getItem(PHOTO_LINKS_KEY);
  if (text === null) return { links: {}, problem: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  const ok =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string');
  if (ok) return { links: value as PhotoLinks, problem: null };
  const why = 'it is not a table of situations and photos';
  return { links: {}, problem: moveAside(store, PHOTO_LINKS_KEY, text, 'The list of saved table photos', why, now) };
}

/** Ties a situation to a photo (latest last, the oldest forgotten past MAX_PHOTO_LINKS); false when storage is full. */
export function linkPhoto(store: KeyValueStore, links: PhotoLinks, situation: string, photoId: string | null): boolean {
  const rest = Object.entries(links).filter(([k]) => k !== situation);
  const entries = photoId === null ? rest : [...rest, [situation, photoId] as [string, string]];
  const next = Object.fromEntries(entries.slice(-MAX_PHOTO_LINKS));
  for (const k of Object.keys(links)) delete links[k];
  Object.assign(links, next);
  try {
    store.setItem(PHOTO_LINKS_KEY, JSON.stringify(next));
    return true;
  } catch {
    return false;
  }
}

/** What reading a situation's photo gave: none, the photo, or a message (the damaged text moved aside). */
export type PhotoRead = { ok: true; photo: StoredPhoto | null } | { ok: false; message: string };

/** Reads the photo with this id, moving it aside when it cannot be read. */
export function readStoredPhoto(store: KeyValueStore, photoId: string, now: Date): PhotoRead {
  const key = `${PHOTO_KEY_PREFIX}${photoId}`;
  const text = store.getItem(key);
  if (text === null) return { ok: true, photo: null };
  const r = parseStoredPhoto(text);
  if (r.ok) return r;
  return { ok: false, message: moveAside(store, key, text, 'The saved table photo of this situation', r.message, now) };
}

/**
 * Reads the first version's single photo, if any: the photo (its key removed; the caller saves it under a key
 * of its own), or a message when it could not be read (moved aside).
 */
export function takeLegacyPhoto(store: KeyValueStore, now: Date): PhotoRead {
  const text = store.getItem(LEGACY_PHOTO_KEY);
  if (text === null) return { ok: true, photo: null };
  const r = parseStoredPhoto(text);
  if (!r.ok)
    return { ok: false, message: moveAside(store, LEGACY_PHOTO_KEY, text, 'The saved table photo', r.message, now) };
  store.removeItem(LEGACY_PHOTO_KEY);
  return r;
}

/** Saves the photo under its id; false when storage is full (the caller tries smaller, then says so). */
export function writeStoredPhoto(store: KeyValueStore, photoId: string, photo: StoredPhoto): boolean {
  try {
    store.setItem(`${PHOTO_KEY_PREFIX}${photoId}`, JSON.stringify(photo));
    return true;
  } catch {
    // Chromium and Firefox throw a QuotaExceededError DOMException; its name differs between browsers.
    return false;
  }
}

/** Forgets every situation's link to a photo (gone, or moved aside). */
export function unlinkPhoto(store: KeyValueStore, links: PhotoLinks, photoId: string): void {
  for (const [situation, id] of Object.entries(links)) if (id === photoId) linkPhoto(store, links, situation, null);
}

/** Removes a photo the user removed, and every link to it. */
export function removeStoredPhoto(store: KeyValueStore, links: PhotoLinks, photoId: string): void {
  store.removeItem(`${PHOTO_KEY_PREFIX}${photoId}`);
  unlinkPhoto(store, links, photoId);
}

/** A fresh photo id: when it was taken (ISO 8601, UTC), made unique in this storage. */
export function newPhotoId(store: KeyValueStore, now: Date): string {
  const base = now.toISOString();
  let id = base;
  for (let n = 2; store.getItem(`${PHOTO_KEY_PREFIX}${id}`) !== null; n += 1) id = `${base}-${n}`;
  return id;
}
