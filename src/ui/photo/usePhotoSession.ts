import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { readStoredPhoto, writeStoredPhoto } from '../../state/photo/photoStorage.ts';
import { pixelsOfStored, storedCopy } from '../../state/photo/photoFile.ts';
import {
  photoMessageAtom,
  photoPixelsAtom,
  photoStorageBlockedAtom,
  tablePhotoAtom,
} from '../../state/photo/photoAtoms.ts';
import { type StoredPhoto, storedPhotoOf, type TablePhoto, tablePhotoOf } from '../../state/photo/tablePhoto.ts';

/** The stored copy's size, read from its picture. */
function storedSize(url: string): Promise<{ widthPx: number; heightPx: number; image: HTMLImageElement }> {
  return new Promise((ok, fail) => {
    const img = new Image();
    img.onload = () => ok({ widthPx: img.naturalWidth, heightPx: img.naturalHeight, image: img });
    img.onerror = () => fail(new Error('the stored picture could not be read'));
    img.src = url;
  });
}

/** Saves the photo; when storage is full, tries a smaller copy, then says it is kept for this visit only. */
async function save(photo: TablePhoto | null): Promise<string | null> {
  if (!photo) return writeStoredPhoto(window.localStorage, null) ? null : 'the photo could not be removed from storage';
  const size = await storedSize(photo.storedUrl);
  if (writeStoredPhoto(window.localStorage, storedPhotoOf(photo, size))) return null;
  const small = storedCopy(size.image, size.widthPx, size.heightPx, 1024);
  const smaller: StoredPhoto = { ...storedPhotoOf({ ...photo, storedUrl: small.url }, small) };
  if (writeStoredPhoto(window.localStorage, smaller)) return null;
  return 'This browser’s storage is full, so the photo is kept for this visit only: use “Save photo file” to keep it.';
}

/**
 * Keeps the table photo across reloads: reads the saved photo once at start, then saves every change (a new
 * photo, moved corners, a typed area). A saved photo that cannot be read is reported and not written over
 * until another photo is opened.
 */
export function usePhotoSession(): void {
  const [photo, setPhoto] = useAtom(tablePhotoAtom);
  const setPixels = useSetAtom(photoPixelsAtom);
  const setMessage = useSetAtom(photoMessageAtom);
  const [blocked, setBlocked] = useAtom(photoStorageBlockedAtom);
  const started = useRef(false);
  const loaded = useRef<TablePhoto | null>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const r = readStoredPhoto(window.localStorage);
    if (!r.ok) return void (setBlocked(true), setMessage({ tone: 'error', text: r.message }));
    if (!r.photo) return;
    const p = tablePhotoOf(r.photo);
    loaded.current = p;
    setPhoto(p);
    void pixelsOfStored(p).then((px) => px && setPixels(px));
  }, [setPhoto, setPixels, setMessage, setBlocked]);
  useEffect(() => {
    if (!started.current || photo === loaded.current) return;
    if (blocked && !photo) return;
    if (blocked) setBlocked(false);
    void save(photo).then((problem) => problem && setMessage({ tone: 'error', text: problem }));
  }, [photo, blocked, setBlocked, setMessage]);
}
