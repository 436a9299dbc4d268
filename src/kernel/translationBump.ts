/* eslint-disable @typescript-eslint/no-non-null-assertion -- Float64Array frame tables and interval scratch indexed within their bounds in the bump search. */
/**
 * The bump search in closed form for a base that only translates along its path (straights, and Koiogran
 * turns before their rotation). Under a translation by p·D the separating-axis gaps of two rectangles are linear
 * in progress p along fixed axes, so each pair of pieces (the moving base or one of its guides, against another
 * base or guide) overlaps on exactly one open interval of progress. The largest free progress is the lower end of
 * the union of those intervals that holds p = 1: no sampling, no step that could pass over a free position.
 */
import { type Obstruction, placeAtProgress } from './bump.ts';
import type { BaseSize } from './constants.ts';
import { baseFrame } from './footprint.ts';
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

/** The moving base's frame per size and its guide points, reused by every search (searches run one at a time). */
const SMALL_FRAME = baseFrame({ x: 0, y: 0, headingDeg: 0 }, 'small');
const LARGE_FRAME = baseFrame({ x: 0, y: 0, headingDeg: 0 }, 'large');
const scratchGuides: GuidePair = { rx: 0, ry: 0, fx: 0, fy: 0 };

/**
 * Narrows (lo, hi) to the progresses at which |d0 + p·dv| < half (one separating axis of a pair of pieces, d0
 * the centres' offset along it, dv their relative speed along it per unit progress, inv = 1 / dv); false when
 * that leaves nothing. Writes the result into `span`.
 */
function narrowOnAxis(d0: number, dv: number, inv: number, half: number, span: Float64Array): boolean {
  if (dv === 0) return Math.abs(d0) < half;
  const p1 = (-half - d0) * inv;
  const p2 = (half - d0) * inv;
  if (p1 < p2) {
    if (p1 > span[0]!) span[0] = p1;
    if (p2 < span[1]!) span[1] = p2;
  } else {
    if (p2 > span[0]!) span[0] = p2;
    if (p1 < span[1]!) span[1] = p1;
  }
  return span[0]! < span[1]!;
}

const span = new Float64Array(2);

/**
 * The largest progress in [0, 1] at which the translating base overlaps none of `others`, exactly (up to
 * rounding): 1 when the end is free. Null when the path turns the base, an obstruction has no frame, or the base
 * overlaps at every progress back to the start (callers then use the certified search). Pieces whose bounding
 * circles never come within reach along the motion are skipped: they cannot overlap at any progress.
 *
 * Each pair of pieces overlaps while all four separating-axis gaps are negative (the moving base's forward
 * and left axes, then the other base's): on each axis an interval of progress, and the pair's interval is
 * their intersection. The axes, the rectangles' half-extents along them and the relative speed along them are
 * the same for every pair of pieces of two bases, so they are computed once per other ship.
 */
export function translationFreeProgress(
  path: ManeuverPath,
  size: BaseSize,
  others: readonly Obstruction[],
): number | null {
  if (!isPureTranslation(path)) return null;
  for (const o of others) if (!o.frame) return null;
  const me = size === 'small' ? SMALL_FRAME : LARGE_FRAME;
  placeAtProgress(path, 0, scratchGuides, me);
  const travel = travelMm(path);
  const dx = travel * path.pieces[0].ux;
  const dy = travel * path.pieces[0].uy;
  const ca = me.c;
  const sa = me.s;
  let n = 0;
  for (const o of others) {
    const f = o.frame!;
    if (segmentMisses(me.x, me.y, dx, dy, o.whole.cx, o.whole.cy, me.rho + o.whole.radius)) continue;
    const cb = f.c;
    const sb = f.s;
    const al = Math.abs(ca * cb + sa * sb);
    const be = Math.abs(ca * sb - sa * cb);
    // Relative speed (moving minus fixed) along each axis, mm per unit progress.
    const vA = dx * ca + dy * sa;
    const vL = dy * ca - dx * sa;
    const vB = dx * cb + dy * sb;
    const vM = dy * cb - dx * sb;
    const iA = 1 / vA;
    const iL = 1 / vL;
    const iB = 1 / vB;
    const iM = 1 / vM;
    for (let i = 0; i < me.px.length; i++) {
      const xi = me.px[i]!;
      const yi = me.py[i]!;
      const hfi = me.hf[i]!;
      const hli = me.hl[i]!;
      // This piece's swept circle against the other base's circle: none of its pieces can be met when they miss.
      if (segmentMisses(xi, yi, dx, dy, o.whole.cx, o.whole.cy, me.radius[i]! + o.whole.radius)) continue;
      for (let k = 0; k < f.px.length; k++) {
        const hfk = f.hf[k]!;
        const hlk = f.hl[k]!;
        const ox = xi - f.px[k]!;
        const oy = yi - f.py[k]!;
        // Only progress in [0, 1] matters (an interval reaching above 1 must still hold p = 1): most pairs are
        // rejected on their first axis.
        span[0] = 0;
        span[1] = 1.5;
        const overlaps =
          narrowOnAxis(ox * ca + oy * sa, vA, iA, hfi + hfk * al + hlk * be, span) &&
          narrowOnAxis(oy * ca - ox * sa, vL, iL, hli + hfk * be + hlk * al, span) &&
          narrowOnAxis(ox * cb + oy * sb, vB, iB, hfk + hfi * al + hli * be, span) &&
          narrowOnAxis(oy * cb - ox * sb, vM, iM, hlk + hfi * be + hli * al, span);
        if (!overlaps || span[1]! <= 0 || span[0]! >= 1) continue;
        if (n + 2 > intervals.length) {
          const grown = new Float64Array(intervals.length * 2);
          grown.set(intervals);
          intervals = grown;
        }
        intervals[n] = span[0]!;
        intervals[n + 1] = span[1]!;
        n += 2;
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
