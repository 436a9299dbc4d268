import { useAtomValue } from 'jotai';
import { CORNER_NAMES } from '../../kernel/photo/index.ts';
import { photoCalibrationAtom, photoMatEdgeFitAtom, refinedCornersAtom } from '../../state/photo/photoAtoms.ts';
import { cornerFitText } from '../../state/photo/photoEdgeFit.ts';
import { PhotoToggle } from './PhotoToggle.tsx';

/** Props of CalibrationLine. */
export type CalibrationLineProps = Record<string, never>;

/**
 * How well the marks fix the table: exact for four corners, residuals with more points, or why not; and the
 * choice to fit the four corners to the mat's edges (for a flat, printed-to-the-edge mat).
 */
export function CalibrationLine(_: CalibrationLineProps) {
  const c = useAtomValue(photoCalibrationAtom);
  const refined = useAtomValue(refinedCornersAtom);
  if (!c) return null;
  const text = !c.ok
    ? `The corners cannot be used: ${c.message}.`
    : c.pointCount === 4
      ? 'Calibrated from the 4 corners: exact (add a fifth point under “Known points” to get a check).'
      : `Calibrated from ${c.pointCount} points (least squares): residual ${c.rmsResidualMm.toFixed(1)} mm rms, ${c.maxResidualMm.toFixed(1)} mm at most.`;
  return (
    <div className={`photo-calibration ${c.ok ? 'ok' : 'bad'}`} data-testid="photo-calibration" role="status">
      {text}
      {c.ok && refined ? <span data-testid="photo-corner-fit"> {cornerFitText(refined, CORNER_NAMES)}.</span> : null}
      {c.ok && c.pointCount === 4 ? (
        <PhotoToggle
          atom={photoMatEdgeFitAtom}
          testId="photo-mat-edge-fit"
          title="For a flat mat printed to its cut edge: a thick mat's side or a border fits the wrong edge"
        >
          Fit the corners to the mat&apos;s edges
        </PhotoToggle>
      ) : null}
    </div>
  );
}
