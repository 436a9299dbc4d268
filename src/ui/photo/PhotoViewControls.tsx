import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { NumberField } from '../dispute/NumberField.tsx';
import {
  photoAreaAtom,
  photoViewAtom,
  rectifiedPhotoAtom,
  tablePhotoAtom,
  photoMessageAtom,
} from '../../state/photo/photoAtoms.ts';
import { downloadFile, fileStamp } from '../dispute/download.ts';
import { rectifiedPng } from '../../scene/dispute/rectifiedCanvas.ts';
import { storedPhotoOf } from '../../state/photo/tablePhoto.ts';

/** Props of PhotoViewControls. */
export type PhotoViewControlsProps = Record<string, never>;

/**
 * The play area's size for this photo, the photo on the mat or not (before / after) and how opaque, and the
 * exports: the rectified view as PNG, the photo with its marks as a file to keep beside the scenario.
 */
export function PhotoViewControls(_: PhotoViewControlsProps) {
  const [photo, setPhoto] = useAtom(tablePhotoAtom);
  const area = useAtomValue(photoAreaAtom);
  const [view, setView] = useAtom(photoViewAtom);
  const rectified = useAtomValue(rectifiedPhotoAtom);
  const setMessage = useSetAtom(photoMessageAtom);
  if (!photo) return null;
  const setArea = (patch: Partial<typeof area>) => setPhoto({ ...photo, area: { ...area, ...patch } });
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
    <div className="photo-view-controls">
      <NumberField
        label="area width"
        unit="mm"
        value={area.widthMm}
        testId="photo-area-width"
        onCommit={(v) => setArea({ widthMm: v })}
      />
      <NumberField
        label="area height"
        unit="mm"
        value={area.heightMm}
        testId="photo-area-height"
        onCommit={(v) => setArea({ heightMm: v })}
      />
      <label className="dispute-check">
        <input
          type="checkbox"
          checked={view.showOnMat}
          data-testid="photo-show-on-mat"
          onChange={(e) => setView({ ...view, showOnMat: e.target.checked })}
        />{' '}
        photo on the mat (after) · off (before)
      </label>
      <label className="photo-opacity">
        opacity
        <input
          type="range"
          min={0.1}
          max={1}
          step={0.05}
          value={view.opacity}
          data-testid="photo-opacity"
          onChange={(e) => setView({ ...view, opacity: Number(e.target.value) })}
        />
      </label>
      <div className="photo-buttons">
        <button type="button" data-testid="photo-export-png" onClick={exportPng}>
          Export rectified PNG
        </button>
        <button type="button" data-testid="photo-export-file" onClick={exportFile}>
          Save photo file
        </button>
        <button type="button" data-testid="photo-remove" onClick={() => setPhoto(null)}>
          Remove photo
        </button>
      </div>
    </div>
  );
}
