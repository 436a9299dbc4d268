import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { rectifiedPng } from '../../scene/dispute/rectifiedCanvas.ts';
import {
  photoIdAtom,
  photoLinksAtom,
  photoMessageAtom,
  photoPixelsAtom,
  rectifiedPhotoAtom,
  tablePhotoAtom,
} from '../../state/photo/photoAtoms.ts';
import { removeStoredPhoto } from '../../state/photo/photoStorage.ts';
import { storedPhotoOf } from '../../state/photo/tablePhoto.ts';
import { downloadFile, fileStamp } from '../dispute/download.ts';

/** Props of PhotoExportButtons. */
export type PhotoExportButtonsProps = Record<string, never>;

/**
 * The photo's exports: the rectified play area as PNG, the photo with its marks as a file to keep beside the
 * scenario; and removing the photo (from this situation and from storage).
 */
export function PhotoExportButtons(_: PhotoExportButtonsProps) {
  const [photo, setPhoto] = useAtom(tablePhotoAtom);
  const rectified = useAtomValue(rectifiedPhotoAtom);
  const setMessage = useSetAtom(photoMessageAtom);
  const [photoId, setPhotoId] = useAtom(photoIdAtom);
  const links = useAtomValue(photoLinksAtom);
  const setPixels = useSetAtom(photoPixelsAtom);
  if (!photo) return null;
  const remove = () => {
    if (photoId) removeStoredPhoto(window.localStorage, links ?? {}, photoId);
    setPhotoId(null);
    setPhoto(null);
    setPixels(null);
  };
  const exportPng = () => {
    const url = rectified && rectifiedPng(rectified);
    if (url) downloadFile(`holotable-photo-rectified-${fileStamp(new Date())}.png`, url);
    else setMessage({ tone: 'error', text: 'Nothing to export yet: the corners must calibrate the photo first.' });
  };
  const exportFile = () => {
    const img = new Image();
    img.onload = () => {
      const text = JSON.stringify(storedPhotoOf(photo, { widthPx: img.naturalWidth, heightPx: img.naturalHeight }));
      downloadFile(`holotable-photo-${fileStamp(new Date())}.json`, new Blob([text], { type: 'application/json' }));
    };
    img.src = photo.storedUrl;
  };
  return (
    <div className="photo-buttons photo-exports">
      <button type="button" data-testid="photo-export-png" onClick={exportPng}>
        Export rectified PNG
      </button>
      <button type="button" data-testid="photo-export-file" onClick={exportFile}>
        Save photo file
      </button>
      <button type="button" data-testid="photo-remove" onClick={remove}>
        Remove photo
      </button>
    </div>
  );
}
