/**
 * A known outline fitted rigidly to edge points found in a photo, each point already paired with the side of
 * the outline it was found along: Gauss-Newton on the distances from the points to their sides' lines, then
 * iteratively reweighted (Tukey's biweight, scale from the median absolute residual) so that points on
 * something else — a ship model over the base, another piece, a shadow — stop counting.
 */
import { DEG } from '../constants.ts';
import type { Point } from '../pose.ts';
import { placePoint, type RigidPlacement } from './rigidFit.ts';

/** An edge point on the table, mm, and the outline side (local mm, a → b) it lies on. */
export interface SidePoint {
  tableMm: Point;
  a: Point;
  b: Point;
}

/** The fit: the placement, the inliers' rms distance to their sides, and how many points counted. */
export interface EdgeFit {
  placement: RigidPlacement;
  rmsResidualMm: number;
  inliers: number;
}

/** Signed distance of a point (local mm) from the line through a side, and the side's unit normal. */
function sideDistance(q: Point, a: Point, b: Point): { r: number; n: Point } {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const n = { x: (b.y - a.y) / len, y: -(b.x - a.x) / len };
  return { r: n.x * (q.x - a.x) + n.y * (q.y - a.y), n };
}

/** A table point in the placement's local frame. */
function toLocal(p: RigidPlacement, q: Point): Point {
  const c = Math.cos(p.rotationDeg * DEG);
  const s = Math.sin(p.rotationDeg * DEG);
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  return { x: dx * c + dy * s, y: -dx * s + dy * c };
}

/** Residuals of every point under a placement. */
export function sideResiduals(p: RigidPlacement, points: readonly SidePoint[]): number[] {
  return points.map((pt) => sideDistance(toLocal(p, pt.tableMm), pt.a, pt.b).r);
}

/** One weighted Gauss-Newton step; null when the points do not fix the placement. */
function step(p: RigidPlacement, points: readonly SidePoint[], weights: readonly number[]): RigidPlacement | null {
  const m = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const v = [0, 0, 0];
  const c = Math.cos(p.rotationDeg * DEG);
  const s = Math.sin(p.rotationDeg * DEG);
  points.forEach((pt, i) => {
    const w = weights[i] ?? 0;
    if (w <= 0) return;
    const q = toLocal(p, pt.tableMm);
    const { r, n } = sideDistance(q, pt.a, pt.b);
    // d q / d(θ, x, y), as in outlineFit.ts.
    const j = [n.x * q.y - n.y * q.x, -(n.x * c - n.y * s), -(n.x * s + n.y * c)];
    for (let a = 0; a < 3; a++) {
      v[a] = (v[a] ?? 0) - w * (j[a] ?? 0) * r;
      for (let b = 0; b < 3; b++) m[3 * a + b] = (m[3 * a + b] ?? 0) + w * (j[a] ?? 0) * (j[b] ?? 0);
    }
  });
  const [a = 0, b = 0, cc = 0, d = 0, e = 0, f = 0, g = 0, h = 0, k = 0] = m;
  const det = a * (e * k - f * h) - b * (d * k - f * g) + cc * (d * h - e * g);
  // Too few points, or all along one line: the placement is not fixed.
  if (!(Math.abs(det) > 1e-9 * Math.max(1, a * e * k))) return null;
  const col = (x: number[], y: number[], z: number[]) =>
    (x[0] ?? 0) * ((y[1] ?? 0) * (z[2] ?? 0) - (y[2] ?? 0) * (z[1] ?? 0)) -
    (y[0] ?? 0) * ((x[1] ?? 0) * (z[2] ?? 0) - (x[2] ?? 0) * (z[1] ?? 0)) +
    (z[0] ?? 0) * ((x[1] ?? 0) * (y[2] ?? 0) - (x[2] ?? 0) * (y[1] ?? 0));
  const c0 = [a, d, g];
  const c1 = [b, e, h];
  const c2 = [cc, f, k];
  const dt = col(v, c1, c2) / det;
  const dx = col(c0, v, c2) / det;
  const dy = col(c0, c1, v) / det;
  return { x: p.x + dx, y: p.y + dy, rotationDeg: p.rotationDeg + dt / DEG };
}

/** Gauss-Newton to convergence under fixed weights. */
function solve(p: RigidPlacement, points: readonly SidePoint[], weights: readonly number[]): RigidPlacement | null {
  let cur = p;
  for (let i = 0; i < 30; i++) {
    const next = step(cur, points, weights);
    if (!next) return null;
    const moved = Math.hypot(next.x - cur.x, next.y - cur.y) + Math.abs(next.rotationDeg - cur.rotationDeg);
    cur = next;
    if (moved < 1e-7) break;
  }
  return cur;
}

/** Tukey biweights of residuals at scale c·σ, σ from the median absolute residual (at least floorMm). */
function tukeyWeights(rs: readonly number[], floorMm: number): number[] {
  const abs = rs.map(Math.abs).sort((x, y) => x - y);
  const sigma = Math.max(floorMm, 1.4826 * (abs[Math.floor(abs.length / 2)] ?? 0));
  const c = 4.685 * sigma;
  return rs.map((r) => (Math.abs(r) < c ? (1 - (r / c) ** 2) ** 2 : 0));
}

/**
 * The placement near `start` that best carries the sides onto their edge points, robustly; null when the
 * points do not fix it. `floorMm` is the least residual scale (about a tenth of a pixel on the table).
 */
export function fitSidesToEdgePoints(
  start: RigidPlacement,
  points: readonly SidePoint[],
  floorMm: number,
): EdgeFit | null {
  let weights = points.map(() => 1);
  let p = solve(start, points, weights);
  for (let round = 0; p && round < 4; round++) {
    weights = tukeyWeights(sideResiduals(p, points), floorMm);
    p = solve(p, points, weights);
  }
  if (!p) return null;
  const rs = sideResiduals(p, points);
  const w = tukeyWeights(rs, floorMm);
  const inl = rs.filter((_, i) => (w[i] ?? 0) > 0);
  const rms = Math.sqrt(inl.reduce((acc, r) => acc + r * r, 0) / Math.max(1, inl.length));
  return { placement: p, rmsResidualMm: rms, inliers: inl.length };
}

/** The side's ends placed on the table (for projecting into the photo). */
export function placedSide(p: RigidPlacement, a: Point, b: Point): [Point, Point] {
  return [placePoint(p, a), placePoint(p, b)];
}
