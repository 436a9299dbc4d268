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
  const same = (u: { ux: number; uy: number }) =>
    Math.abs(u.ux - a.ux) <= DIRECTION_TOLERANCE && Math.abs(u.uy - a.uy) <= DIRECTION_TOLERANCE;
  return same(b) && same(c);
}

/** Where the moving base's piece overlaps a fixed piece: the open progress interval (lo, hi), or null. */
function pairInterval(
  me: BaseFrame,
  i: number,
  dx: number,
  dy: number,
  o: BaseFrame,
  k: number,
): { lo: number; hi: number } | null {
  // Axes: the moving piece's forward and left, then the fixed piece's. D = (dx, dy) is mm per unit progress.
  const axes = [me.c, me.s, -me.s, me.c, o.c, o.s, -o.s, o.c];
  let lo = -Infinity;
  let hi = Infinity;
  for (let a = 0; a < 8; a += 2) {
    const nx = axes[a]!;
    const ny = axes[a + 1]!;
    const half =
      me.hf[i]! * Math.abs(me.c * nx + me.s * ny) +
      me.hl[i]! * Math.abs(-me.s * nx + me.c * ny) +
      o.hf[k]! * Math.abs(o.c * nx + o.s * ny) +
      o.hl[k]! * Math.abs(-o.s * nx + o.c * ny);
    const d0 = (me.px[i]! - o.px[k]!) * nx + (me.py[i]! - o.py[k]!) * ny;
    const dv = dx * nx + dy * ny;
    // Overlap along this axis while |d0 + p·dv| < half.
    if (dv === 0) {
      if (Math.abs(d0) >= half) return null;
      continue;
    }
    const p1 = (-half - d0) / dv;
    const p2 = (half - d0) / dv;
    lo = Math.max(lo, Math.min(p1, p2));
    hi = Math.min(hi, Math.max(p1, p2));
    if (lo >= hi) return null;
  }
  return { lo, hi };
}

/**
 * The largest progress in [0, 1] at which the translating base overlaps none of `others`, exactly (up to
 * rounding): 1 when the end is free. Null when the path turns the base, an obstruction has no frame, or the base
 * overlaps at every progress back to the start (callers then use the certified search).
 */
export function translationFreeProgress(
  path: ManeuverPath,
  size: BaseSize,
  others: readonly Obstruction[],
): number | null {
  if (!isPureTranslation(path) || others.some((o) => !o.frame)) return null;
  const me = baseFrame({ x: 0, y: 0, headingDeg: 0 }, size);
  const g: GuidePair = { rx: 0, ry: 0, fx: 0, fy: 0 };
  placeAtProgress(path, 0, g, me);
  const travel = travelMm(path);
  const dx = travel * path.pieces[0].ux;
  const dy = travel * path.pieces[0].uy;
  const intervals: { lo: number; hi: number }[] = [];
  for (const o of others) {
    const f = o.frame!;
    for (let i = 0; i < me.px.length; i++) {
      for (let k = 0; k < f.px.length; k++) {
        const iv = pairInterval(me, i, dx, dy, f, k);
        if (iv && iv.hi > 0 && iv.lo < 1) intervals.push(iv);
      }
    }
  }
  // Walk down from p = 1 through the union of the open intervals holding the current candidate.
  let p = 1;
  for (let moved = true; moved; ) {
    moved = false;
    for (const iv of intervals) {
      if (iv.lo < p && p < iv.hi) {
        p = iv.lo;
        moved = true;
      }
    }
  }
  return p > 0 ? p : null;
}
