/**
 * The table photo in local storage, beside the autosaved situation (never in a share link: it is far too big).
 * A write that does not fit is retried smaller by the caller; a saved photo that cannot be read is reported
 * and left where it is.
 */
import type { KeyValueStore } from '../dispute/autosave.ts';
import { parseStoredPhoto, type StoredPhoto } from './tablePhoto.ts';

/** The storage key of the table photo. */
export const PHOTO_KEY = 'holotable.dispute.photo';

/** The saved photo, none, or why the saved text cannot be read. */
export function readStoredPhoto(
  store: KeyValueStore,
): { ok: true; photo: StoredPhoto | null } | { ok: false; message: string } {
  const text = store.getItem(PHOTO_KEY);
  if (text === null) return { ok: true, photo: null };
  const r = parseStoredPhoto(text);
  return r.ok
    ? r
    : { ok: false, message: `The saved table photo could not be read (${r.message}); it is left as it was.` };
}

/** Saves the photo; false when storage is full (the caller says so, and the photo stays for this visit). */
export function writeStoredPhoto(store: KeyValueStore, photo: StoredPhoto | null): boolean {
  try {
    if (photo) store.setItem(PHOTO_KEY, JSON.stringify(photo));
    else store.removeItem(PHOTO_KEY);
    return true;
  } catch {
    // Chromium and Firefox throw a QuotaExceededError DOMException; its name differs between browsers.
    return false;
  }
}
