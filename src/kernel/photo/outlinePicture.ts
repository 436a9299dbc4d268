/**
 * The picture a flat convex piece (a ship's base) of one grey makes on a mat of another, blurred: for each
 * pixel centre, how much of the piece covers it (0–1), in photo px: the product of its sides' blurred
 * half-planes, which keeps a blurred corner's rounding (exact for a rectangle seen square-on).
 */
import type { Point } from '../pose.ts';

/**
 * A piece's picture: the distance out of it (px, negative inside), the side that distance is to (its index,
 * side i running from vertex i to i + 1), and its blurred coverage of a pixel centre.
 */
export interface OutlinePicture {
  distanceOut(q: Point): number;
  sideOf(q: Point): number;
  coverage(q: Point, blurPx: number): number;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26 for erf, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** True when the polygon (either winding) turns the same way at every vertex. */
export function isConvex(pts: readonly Point[]): boolean {
  let sign = 0;
  for (const [i, a] of pts.entries()) {
    const b = pts[(i + 1) % pts.length] ?? a;
    const c = pts[(i + 2) % pts.length] ?? b;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (cross === 0) continue;
    if (sign !== 0 && Math.sign(cross) !== sign) return false;
    sign = Math.sign(cross);
  }
  return true;
}

/** A convex outline's picture: each side a line n·q = c with n pointing out. */
export function convexPicture(pts: readonly Point[]): OutlinePicture {
  const cx = pts.reduce((a, p) => a + p.x, 0) / pts.length;
  const cy = pts.reduce((a, p) => a + p.y, 0) / pts.length;
  const lines = pts.map((a, i) => {
    const b = pts[(i + 1) % pts.length] ?? a;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    // Outwards: the centre lies on the negative side.
    const flip = ((b.y - a.y) * (cx - a.x) - (b.x - a.x) * (cy - a.y)) / len > 0 ? -1 : 1;
    const nx = (flip * (b.y - a.y)) / len;
    const ny = (-flip * (b.x - a.x)) / len;
    return { nx, ny, c: nx * a.x + ny * a.y };
  });
  const outOf = (q: Point, l: { nx: number; ny: number; c: number }) => l.nx * q.x + l.ny * q.y - l.c;
  return {
    distanceOut: (q) => lines.reduce((m, l) => Math.max(m, outOf(q, l)), -Infinity),
    sideOf: (q) => lines.reduce((best, l, i) => (outOf(q, l) > outOf(q, lines[best] ?? l) ? i : best), 0),
    coverage: (q, blurPx) => lines.reduce((v, l) => v * normalCdf(-(l.nx * q.x + l.ny * q.y - l.c) / blurPx), 1),
  };
}
