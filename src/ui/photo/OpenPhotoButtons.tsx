import { useSetAtom } from 'jotai';
import { openPhoto } from '../../state/photo/photoFile.ts';
import { photoIdAtom, photoMessageAtom, photoPixelsAtom, tablePhotoAtom } from '../../state/photo/photoAtoms.ts';

/** Props of OpenPhotoButtons. */
export type OpenPhotoButtonsProps = Record<string, never>;

/**
 * Taking a photo (a phone's camera) or choosing one (an image, or a photo file saved earlier). A file that
 * cannot be opened leaves the photo and the situation as they were, and the message says why.
 */
export function OpenPhotoButtons(_: OpenPhotoButtonsProps) {
  const setPhoto = useSetAtom(tablePhotoAtom);
  const setPixels = useSetAtom(photoPixelsAtom);
  const setMessage = useSetAtom(photoMessageAtom);
  const setPhotoId = useSetAtom(photoIdAtom);
  const open = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setMessage({ tone: 'info', text: `Opening “${file.name}”…` });
    const r = await openPhoto(file);
    if (!r.ok) {
      setMessage({ tone: 'error', text: `Not opened: ${r.message}. The photo and situation are as they were.` });
      return;
    }
    // A new photo is saved under a new id: the one it replaces stays with the situation's earlier states.
    setPhotoId(null);
    setPhoto(r.photo);
    setPixels(r.pixels);
    setMessage({
      tone: 'info',
      text: `Opened “${r.photo.name}” (${r.photo.widthPx} × ${r.photo.heightPx} px). Drag the four corners onto the play area's corners.`,
    });
  };
  return (
    <div className="photo-open">
      <label className="photo-file-button">
        Take photo
        <input
          type="file"
          accept="image/*"
          capture="environment"
          data-testid="photo-capture"
          onChange={(e) => void open(e.target)}
        />
      </label>
      <label className="photo-file-button">
        Open photo…
        <input
          type="file"
          accept="image/*,.json,application/json"
          data-testid="photo-file"
          onChange={(e) => void open(e.target)}
        />
      </label>
    </div>
  );
}
