import { useEffect, useMemo } from 'react';
import { BufferGeometry, Float32BufferAttribute } from 'three';
import type { HexGrid } from '../../battle/timeline.ts';

/** Props of HexGridLines. */
export type HexGridLinesProps = { grid: HexGrid };

/** Height of the printed grid above the mat, mm (just enough not to flicker against it). */
const GRID_Z_MM = 0.25;

/** Axial step across the side facing 60·f degrees (f = 0 … 5), as in rules/star-warriors/hex.ts. */
const AXIAL_STEPS: readonly [number, number][] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

/** The step across the side between corners k and k + 1 (k = 0 … 5), which faces 60·(k + 1) degrees. */
const SIDE_STEPS = [...AXIAL_STEPS.slice(1), ...AXIAL_STEPS.slice(0, 1)];

/**
 * Every hex side of a pointy-top odd-r grid as one set of line segments, table mm. A side shared by two hexes is
 * drawn by the one that comes first in row-major order, so no side is drawn twice.
 */
export function hexGridSegments(grid: HexGrid): Float32Array {
  const radius = grid.sizeMm / Math.sqrt(3);
  const corner = (cx: number, cy: number, k: number): [number, number] => {
    const a = ((60 * k + 30) * Math.PI) / 180;
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
  };
  const index = (col: number, row: number) =>
    col < 0 || row < 0 || col >= grid.cols || row >= grid.rows ? -1 : row * grid.cols + col;
  const out: number[] = [];
  for (let row = 0; row < grid.rows; row++)
    for (let col = 0; col < grid.cols; col++) {
      const cx = grid.originMm.x + grid.sizeMm * (col + (row % 2) / 2);
      const cy = grid.originMm.y + grid.sizeMm * (Math.sqrt(3) / 2) * row;
      const q = col - Math.floor(row / 2);
      for (const [k, [dq, dr]] of SIDE_STEPS.entries()) {
        const nr = row + dr;
        const neighbour = index(q + dq + Math.floor(nr / 2), nr);
        if (neighbour >= 0 && neighbour < index(col, row)) continue;
        const a = corner(cx, cy, k);
        const b = corner(cx, cy, k + 1);
        out.push(a[0], a[1], GRID_Z_MM, b[0], b[1], GRID_Z_MM);
      }
    }
  return Float32Array.from(out);
}

/** The Star Warriors map's hex grid printed on the mat. */
export function HexGridLines({ grid }: HexGridLinesProps) {
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(hexGridSegments(grid), 3));
    return g;
  }, [grid]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <lineSegments name="hex-grid" geometry={geometry} renderOrder={1}>
      <lineBasicMaterial color="#7fb8ff" transparent opacity={0.35} depthWrite={false} toneMapped={false} />
    </lineSegments>
  );
}
