import { useMemo } from 'react';
import { BufferGeometry, Float32BufferAttribute } from 'three';
import type { SquareGrid } from '../../battle/timeline.ts';

/** Props of GridLines. */
export type GridLinesProps = { grid: SquareGrid };

/** Height of the grid lines above the mat, mm (just clear of it, so they never flicker into it). */
const LINE_HEIGHT_MM = 0.4;

/** The square grid printed on the mat: one line every `cellMm` across the whole map. */
export function GridLines({ grid }: GridLinesProps) {
  const geometry = useMemo(() => {
    const w = grid.cols * grid.cellMm;
    const h = grid.rows * grid.cellMm;
    const pts: number[] = [];
    for (let c = 0; c <= grid.cols; c++)
      pts.push(c * grid.cellMm, 0, LINE_HEIGHT_MM, c * grid.cellMm, h, LINE_HEIGHT_MM);
    for (let r = 0; r <= grid.rows; r++)
      pts.push(0, r * grid.cellMm, LINE_HEIGHT_MM, w, r * grid.cellMm, LINE_HEIGHT_MM);
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(pts, 3));
    return g;
  }, [grid]);
  return (
    <lineSegments name="ft-grid" geometry={geometry}>
      <lineBasicMaterial color="#7fa6d9" transparent opacity={0.35} depthWrite={false} />
    </lineSegments>
  );
}
