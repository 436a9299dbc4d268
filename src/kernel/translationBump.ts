/**
 * The bump search in closed form for a base that only translates along its path (straights, and Koiogran
 * turns before their rotation). Under a translation by p·D the separating-axis gaps of two rectangles are linear
 * in progress p along fixed axes, so each pair of pieces (the moving base or one of its guides, against another
 * base or guide) overlaps on exactly one open interval of progress. The largest free progress is the lower end of
 * the union of those intervals that holds p = 1: no sampling, no step that could pass over a free position.
 */
import { type Obstruction, placeAtProgress } from './bump.ts';
import type { BaseSize } from './constants.ts';
import { baseFrame, type BaseFrame } from './footprint.ts';
import { type GuidePair, type ManeuverPath, travelMm } from './path.ts';

const DIRECTION_TOLERANCE = 1e-12;

/** True when every piece of the path is a line in one direction: the base translates and never turns. */
export function isPureTranslation(path: ManeuverPath): boolean {
  const [a, b, c] = path.pieces;
  if (a.kind !== 'line' || b.kind !== 'line' || c.kind !== 'line') return false;
  return (
    Math.abs(b.ux - a.ux) <= DIRECTION_TOLERANCE &&
    Math.abs(b.uy - a.uy) <= DIRECTION_TOLERANCE &&
    Math.abs(c.ux - a.ux) <= DIRECTION_TOLERANCE &&
    Math.abs(c.uy - a.uy) <= DIRECTION_TOLERANCE
  );
}

/** True when the point (qx, qy) lies at least `reach` from the segment from (x0, y0) along (dx, dy), mm. */
function segmentMisses(x0: number, y0: number, dx: number, dy: number, qx: number, qy: number, reach: number): boolean {
  const wx = qx - x0;
  const wy = qy - y0;
  const dd = dx * dx + dy * dy;
  const t = dd > 0 ? Math.min(Math.max((wx * dx + wy * dy) / dd, 0), 1) : 0;
  const ex = wx - t * dx;
  const ey = wy - t * dy;
  return ex * ex + ey * ey >= reach * reach;
}

// Overlap intervals of progress found for one search, as (lo, hi) pairs (scratch: searches run one at a time).
let intervals = new Float64Array(64);

/**
 * Where the moving base's piece i overlaps the fixed piece k: writes the open progress interval (lo, hi) at
 * `intervals[at]` and returns true, or returns false when they never overlap. Axes: the moving piece's forward
 * and left, then the fixed piece's; D = (dx, dy) is mm per unit progress.
 */
function pairInterval(me: BaseFrame, i: number, dx: number, dy: number, o: BaseFrame, k: number, at: number): boolean {
  let lo = -Infinity;
  let hi = Infinity;
  for (let a = 0; a < 4; a++) {
    const nx = a === 0 ? me.c : a === 1 ? -me.s : a === 2 ? o.c : -o.s;
    const ny = a === 0 ? me.s : a === 1 ? me.c : a === 2 ? o.s : o.c;
    const half =
      me.hf[i]! * Math.abs(me.c * nx + me.s * ny) +
      me.hl[i]! * Math.abs(-me.s * nx + me.c * ny) +
      o.hf[k]! * Math.abs(o.c * nx + o.s * ny) +
      o.hl[k]! * Math.abs(-o.s * nx + o.c * ny);
    const d0 = (me.px[i]! - o.px[k]!) * nx + (me.py[i]! - o.py[k]!) * ny;
    const dv = dx * nx + dy * ny;
    // Overlap along this axis while |d0 + p·dv| < half.
    if (dv === 0) {
      if (Math.abs(d0) >= half) return false;
      continue;
    }
    const p1 = (-half - d0) / dv;
    const p2 = (half - d0) / dv;
    lo = Math.max(lo, Math.min(p1, p2));
    hi = Math.min(hi, Math.max(p1, p2));
    if (lo >= hi) return false;
  }
  intervals[at] = lo;
  intervals[at + 1] = hi;
  return true;
}

/**
 * The largest progress in [0, 1] at which the translating base overlaps none of `others`, exactly (up to
 * rounding): 1 when the end is free. Null when the path turns the base, an obstruction has no frame, or the base
 * overlaps at every progress back to the start (callers then use the certified search). Pieces whose bounding
 * circles never come within reach along the motion are skipped: they cannot overlap at any progress.
 */
export function translationFreeProgress(
  path: ManeuverPath,
  size: BaseSize,
  others: readonly Obstruction[],
): number | null {
  if (!isPureTranslation(path)) return null;
  for (const o of others) if (!o.frame) return null;
  const me = baseFrame({ x: 0, y: 0, headingDeg: 0 }, size);
  const g: GuidePair = { rx: 0, ry: 0, fx: 0, fy: 0 };
  placeAtProgress(path, 0, g, me);
  const travel = travelMm(path);
  const dx = travel * path.pieces[0].ux;
  const dy = travel * path.pieces[0].uy;
  let n = 0;
  for (const o of others) {
    const f = o.frame!;
    if (segmentMisses(me.x, me.y, dx, dy, o.whole.cx, o.whole.cy, me.rho + o.whole.radius)) continue;
    for (let i = 0; i < me.px.length; i++) {
      for (let k = 0; k < f.px.length; k++) {
        if (segmentMisses(me.px[i]!, me.py[i]!, dx, dy, f.px[k]!, f.py[k]!, me.radius[i]! + f.radius[k]!)) continue;
        if (n + 2 > intervals.length) {
          const grown = new Float64Array(intervals.length * 2);
          grown.set(intervals);
          intervals = grown;
        }
        if (pairInterval(me, i, dx, dy, f, k, n) && intervals[n + 1]! > 0 && intervals[n]! < 1) n += 2;
      }
    }
  }
  // Walk down from p = 1 through the union of the open intervals holding the current candidate.
  let p = 1;
  for (let moved = true; moved; ) {
    moved = false;
    for (let j = 0; j < n; j += 2) {
      if (intervals[j]! < p && p < intervals[j + 1]!) {
        p = intervals[j]!;
        moved = true;
      }
    }
  }
  return p > 0 ? p : null;
}
