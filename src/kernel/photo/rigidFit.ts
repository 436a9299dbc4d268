/**
 * Rigid fits in the plane: the rotation and translation that best carry known local points onto marked table
 * points (least squares, closed form; the 2D case of the Kabsch / Umeyama solution without scale).
 */
import { DEG } from '../constants.ts';
import type { Point } from '../pose.ts';

/** A rigid placement: local points are rotated by rotationDeg (counter-clockwise) about the origin, then moved by x, y. */
export interface RigidPlacement {
  x: number;
  y: number;
  rotationDeg: number;
}

/** A local point placed rigidly. */
export function placePoint(p: RigidPlacement, local: Point): Point {
  const c = Math.cos(p.rotationDeg * DEG);
  const s = Math.sin(p.rotationDeg * DEG);
  return { x: p.x + local.x * c - local.y * s, y: p.y + local.x * s + local.y * c };
}

/**
 * The placement minimising the summed squared distances from each placed local point to its table point
 * (pairs by index); null for no points, or lists of different lengths. With one point the rotation is 0.
 */
export function fitRigid(local: readonly Point[], table: readonly Point[]): RigidPlacement | null {
  const n = local.length;
  if (n === 0 || table.length !== n) return null;
  const mean = (ps: readonly Point[]) => ({
    x: ps.reduce((s, p) => s + p.x, 0) / n,
    y: ps.reduce((s, p) => s + p.y, 0) / n,
  });
  const ml = mean(local);
  const mt = mean(table);
  let sxx = 0;
  let sxy = 0;
  local.forEach((p, i) => {
    const q = table[i] ?? p;
    const ax = p.x - ml.x;
    const ay = p.y - ml.y;
    const bx = q.x - mt.x;
    const by = q.y - mt.y;
    sxx += ax * bx + ay * by;
    sxy += ax * by - ay * bx;
  });
  const angle = sxx === 0 && sxy === 0 ? 0 : Math.atan2(sxy, sxx);
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { x: mt.x - (ml.x * c - ml.y * s), y: mt.y - (ml.x * s + ml.y * c), rotationDeg: angle / DEG };
}

/** Root-mean-square distance, mm, from each placed local point to its table point. */
export function rigidResidualMm(p: RigidPlacement, local: readonly Point[], table: readonly Point[]): number {
  if (local.length === 0) return 0;
  const sum = local.reduce((acc, l, i) => {
    const q = placePoint(p, l);
    const t = table[i] ?? q;
    return acc + (q.x - t.x) ** 2 + (q.y - t.y) ** 2;
  }, 0);
  return Math.sqrt(sum / local.length);
}
