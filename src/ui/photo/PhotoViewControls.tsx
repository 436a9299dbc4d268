import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { NumberField } from '../dispute/NumberField.tsx';
import { photoAreaAtom, photoViewAtom, tablePhotoAtom } from '../../state/photo/photoAtoms.ts';

/** Props of PhotoViewControls. */
export type PhotoViewControlsProps = Record<string, never>;

/** True on a phone-sized screen (dispute.css's narrow layout), where the settings start folded. */
const narrow = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 700px)').matches === true;

/**
 * The play area's size for this photo, and the photo on the mat or not (before / after) and how opaque, in a
 * fold: open on a wide screen, folded on a phone so the photo keeps the room.
 */
export function PhotoViewControls(_: PhotoViewControlsProps) {
  const [photo, setPhoto] = useAtom(tablePhotoAtom);
  const area = useAtomValue(photoAreaAtom);
  const [view, setView] = useAtom(photoViewAtom);
  const [open, setOpen] = useState(() => !narrow());
  if (!photo) return null;
  const setArea = (patch: Partial<typeof area>) => setPhoto({ ...photo, area: { ...area, ...patch } });
  return (
    <details
      className="photo-fold"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="photo-settings"
    >
      <summary>Play area, photo on the mat, opacity</summary>
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
      </div>
    </details>
  );
}
