import { useAtom, useAtomValue } from 'jotai';
import type { Point } from '../../kernel/pose.ts';
import { photoAreaAtom, photoCalibrationAtom, tablePhotoAtom } from '../../state/photo/photoAtoms.ts';
import { knownAreaPoints } from '../../state/photo/tablePhoto.ts';
import { NumberField } from '../dispute/NumberField.tsx';

/** Props of KnownPoints: where the next marked point lies on the table, and how to change that. */
export type KnownPointsProps = { next: Point; onNext: (p: Point) => void };

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Further calibration points (a fifth and more): choose or type where the next point lies on the table (the
 * middle of an edge, the centre, or a range ruler's mark typed in mm), click it on the photo; the fit becomes
 * least squares and each point's residual is listed, so a misplaced mark or lens distortion shows.
 */
export function KnownPoints({ next, onNext }: KnownPointsProps) {
  const [photo, setPhoto] = useAtom(tablePhotoAtom);
  const area = useAtomValue(photoAreaAtom);
  const calibration = useAtomValue(photoCalibrationAtom);
  if (!photo) return null;
  const presets = knownAreaPoints(area);
  const chosen = presets.findIndex((p) => p.tableMm.x === next.x && p.tableMm.y === next.y);
  const residuals = calibration?.ok ? calibration.pointResidualsMm.slice(4) : [];
  const setPoint = (i: number, tableMm: Point) =>
    setPhoto({ ...photo, extraPoints: photo.extraPoints.map((e, j) => (j === i ? { ...e, tableMm } : e)) });
  const remove = (i: number) => setPhoto({ ...photo, extraPoints: photo.extraPoints.filter((_, j) => j !== i) });
  return (
    <div className="photo-known" data-testid="photo-known-points">
      <div className="muted">
        Choose where the next point is on the table, then click it on the photo. Every point after the four corners
        makes the fit least squares; its residual says how well it agrees.
      </div>
      <div className="photo-known-next">
        <select
          aria-label="next point"
          data-testid="photo-known-preset"
          value={chosen >= 0 ? String(chosen) : 'typed'}
          onChange={(e) => {
            const p = presets[Number(e.target.value)];
            if (p) onNext({ ...p.tableMm });
          }}
        >
          {presets.map((p, i) => (
            <option key={p.name} value={String(i)}>
              {p.name}
            </option>
          ))}
          <option value="typed">typed (a ruler mark)</option>
        </select>
        <NumberField
          label="x"
          unit="mm"
          value={round2(next.x)}
          testId="photo-known-x"
          onCommit={(x) => onNext({ ...next, x })}
        />
        <NumberField
          label="y"
          unit="mm"
          value={round2(next.y)}
          testId="photo-known-y"
          onCommit={(y) => onNext({ ...next, y })}
        />
      </div>
      <ol className="photo-known-list" start={5}>
        {photo.extraPoints.map((e, i) => (
          <li key={i} data-testid={`photo-known-${i}`}>
            <NumberField
              label="x"
              unit="mm"
              value={round2(e.tableMm.x)}
              testId={`photo-known-${i}-x`}
              onCommit={(x) => setPoint(i, { ...e.tableMm, x })}
            />
            <NumberField
              label="y"
              unit="mm"
              value={round2(e.tableMm.y)}
              testId={`photo-known-${i}-y`}
              onCommit={(y) => setPoint(i, { ...e.tableMm, y })}
            />
            <span data-testid={`photo-known-${i}-residual`}>
              {residuals[i] === undefined ? '' : `off by ${residuals[i].toFixed(2)} mm`}
            </span>
            <button type="button" data-testid={`photo-known-${i}-remove`} onClick={() => remove(i)}>
              Remove
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
