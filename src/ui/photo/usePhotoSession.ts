import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import type { Situation as Scenario } from '../../state/dispute/situation.ts';
import { disputeNoticeAtom, disputeStartedAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { photoTestApi } from '../../state/photo/photoTestApi.ts';
import { pixelsOfStored, storedCopy } from '../../state/photo/photoFile.ts';
import {
  photoIdAtom,
  photoLinksAtom,
  photoMessageAtom,
  photoPixelsAtom,
  tablePhotoAtom,
} from '../../state/photo/photoAtoms.ts';
import {
  linkPhoto,
  newPhotoId,
  type PhotoLinks,
  readPhotoLinks,
  readStoredPhoto,
  takeLegacyPhoto,
  unlinkPhoto,
  writeStoredPhoto,
} from '../../state/photo/photoStorage.ts';
import { continuesSituation, situationKey } from '../../state/photo/situationKey.ts';
import { type StoredPhoto, storedPhotoOf, type TablePhoto, tablePhotoOf } from '../../state/photo/tablePhoto.ts';

type Store = ReturnType<typeof useStore>;

/** The stored copy's size, read from its picture. */
function storedSize(url: string): Promise<{ widthPx: number; heightPx: number; image: HTMLImageElement }> {
  return new Promise((ok, fail) => {
    const img = new Image();
    img.onload = () => ok({ widthPx: img.naturalWidth, heightPx: img.naturalHeight, image: img });
    img.onerror = () => fail(new Error('the stored picture could not be read'));
    img.src = url;
  });
}

/** Saves the photo under its id; when storage is full, tries a smaller copy, then says it is kept for this visit. */
async function save(id: string, photo: TablePhoto): Promise<string | null> {
  const size = await storedSize(photo.storedUrl);
  if (writeStoredPhoto(window.localStorage, id, storedPhotoOf(photo, size))) return null;
  const small = storedCopy(size.image, size.widthPx, size.heightPx, 1024);
  const smaller: StoredPhoto = { ...storedPhotoOf({ ...photo, storedUrl: small.url }, small) };
  if (writeStoredPhoto(window.localStorage, id, smaller)) return null;
  return 'This browser’s storage is full, so the photo is kept for this visit only: use “Save photo file” to keep it.';
}

/** A storage problem: in the photo panel, and in the dispute notice, since the panel may be closed. */
const error = (store: Store, text: string) => {
  store.set(photoMessageAtom, { tone: 'error', text });
  store.set(disputeNoticeAtom, { tone: 'error', text });
};

/** The link table, read once (a damaged one moved aside and reported), and the first version's photo tied in. */
function linksOf(store: Store, situation: Scenario): PhotoLinks {
  const cached = store.get(photoLinksAtom);
  if (cached) return cached;
  const ls = window.localStorage;
  const now = new Date();
  const { links, problem } = readPhotoLinks(ls, now);
  if (problem) error(store, problem);
  store.set(photoLinksAtom, links);
  // The first version kept one photo beside the autosave: it belongs to the situation on the table now.
  const legacy = takeLegacyPhoto(ls, now);
  if (!legacy.ok) error(store, legacy.message);
  else if (legacy.photo) {
    const id = newPhotoId(ls, now);
    if (writeStoredPhoto(ls, id, legacy.photo)) linkPhoto(ls, links, situationKey(situation), id);
  }
  return links;
}

/** Shows the saved photo with this id (none for null), or says why it cannot be read (it is moved aside). */
function showPhoto(store: Store, id: string | null, saved: { current: TablePhoto | null }): void {
  const ls = window.localStorage;
  const r = id === null ? { ok: true as const, photo: null } : readStoredPhoto(ls, id, new Date());
  if (!r.ok) error(store, r.message);
  if (id !== null && (!r.ok || !r.photo)) unlinkPhoto(ls, store.get(photoLinksAtom) ?? {}, id);
  const photo = r.ok && r.photo ? tablePhotoOf(r.photo) : null;
  saved.current = photo;
  store.set(photoIdAtom, photo ? id : null);
  store.set(tablePhotoAtom, photo);
  store.set(photoPixelsAtom, null);
  if (photo)
    void pixelsOfStored(photo).then((px) => {
      if (px && store.get(tablePhotoAtom) === photo) store.set(photoPixelsAtom, px);
    });
}

/**
 * Keeps each situation's table photo: when the situation on the table changes, an edit keeps the photo (and
 * ties the new state to it), while another situation (a scenario or draft opened, an undo past one) hides it
 * and shows that situation's own photo, if it has one. Every change of the photo (new photo, moved corners,
 * points, a typed area) is saved under the photo's id; a new photo gets a new id.
 */
export function usePhotoSession(): void {
  const store = useStore();
  const situation = useAtomValue(situationAtom);
  const started = useAtomValue(disputeStartedAtom);
  const photo = useAtomValue(tablePhotoAtom);
  const previous = useRef<Scenario | null>(null);
  const saved = useRef<TablePhoto | null>(null);
  useEffect(() => {
    photoTestApi().photo = () => {
      const p = store.get(tablePhotoAtom);
      return p ? { name: p.name, id: store.get(photoIdAtom) } : null;
    };
  }, [store]);
  useEffect(() => {
    if (!started) return;
    const links = linksOf(store, situation);
    const key = situationKey(situation);
    const before = previous.current;
    previous.current = situation;
    const shown = store.get(photoIdAtom);
    if (shown && before && continuesSituation(before, situation)) {
      if (links[key] !== shown) linkPhoto(window.localStorage, links, key, shown);
      return;
    }
    const id = links[key] ?? null;
    if (id === shown && (id !== null || !store.get(tablePhotoAtom))) return;
    if (store.get(tablePhotoAtom) && id === null)
      store.set(photoMessageAtom, {
        tone: 'info',
        text: 'The table photo stays with its own situation: it comes back when that situation does.',
      });
    showPhoto(store, id, saved);
  }, [situation, started, store]);
  useEffect(() => {
    if (!started || !photo || photo === saved.current) return;
    saved.current = photo;
    const ls = window.localStorage;
    let id = store.get(photoIdAtom);
    if (!id) {
      id = newPhotoId(ls, new Date());
      store.set(photoIdAtom, id);
      linkPhoto(ls, linksOf(store, store.get(situationAtom)), situationKey(store.get(situationAtom)), id);
    }
    void save(id, photo).then((problem) => problem && error(store, problem));
  }, [photo, started, store]);
}
