/* eslint-disable @typescript-eslint/no-non-null-assertion -- flat Float64Array polygons indexed within their bounds in the slide SAT loops. */
/**
 * Exact overlap along a straight slide: for convex A moved by s·u, the set of s where A overlaps a fixed
 * convex B is one open interval, found by intersecting the per-axis SAT intervals (the axes do not turn
 * under translation). Used for barrel rolls, decloaks and Tallon roll slides.
 */
import type { ConvexPolygon } from './convex.ts';
import type { Interval } from './intervals.ts';

function projectRange(poly: ConvexPolygon, nx: number, ny: number): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (let k = 0; k < poly.length; k += 2) {
    const d = poly[k]! * nx + poly[k + 1]! * ny;
    if (d < lo) lo = d;
    if (d > hi) hi = d;
  }
  return [lo, hi];
}

/** Open interval of s (mm) for which A + s·(ux, uy) overlaps B, or null when it never does. */
export function slideOverlapInterval(a: ConvexPolygon, b: ConvexPolygon, ux: number, uy: number): Interval | null {
  let lo = -Infinity;
  let hi = Infinity;
  for (const axesOf of [a, b]) {
    const n = axesOf.length / 2;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const ex = axesOf[2 * j]! - axesOf[2 * i]!;
      const ey = axesOf[2 * j + 1]! - axesOf[2 * i + 1]!;
      const len = Math.hypot(ex, ey);
      if (len === 0) continue;
      const nx = ey / len;
      const ny = -ex / len;
      const [aMin, aMax] = projectRange(a, nx, ny);
      const [bMin, bMax] = projectRange(b, nx, ny);
      const k = ux * nx + uy * ny;
      if (Math.abs(k) < 1e-15) {
        if (!(aMin < bMax && aMax > bMin)) return null;
        continue;
      }
      // Overlap on this axis while aMin + s k < bMax and aMax + s k > bMin.
      const t0 = (bMin - aMax) / k;
      const t1 = (bMax - aMin) / k;
      lo = Math.max(lo, Math.min(t0, t1));
      hi = Math.min(hi, Math.max(t0, t1));
      if (lo >= hi) return null;
    }
  }
  return [lo, hi];
}

/** The open intervals of s where any piece of `moving` (slid by s·u) overlaps any of `fixed`. */
export function slideOverlapIntervals(
  moving: readonly ConvexPolygon[],
  fixed: readonly ConvexPolygon[],
  ux: number,
  uy: number,
): Interval[] {
  const out: Interval[] = [];
  for (const a of moving) {
    for (const b of fixed) {
      const iv = slideOverlapInterval(a, b, ux, uy);
      if (iv) out.push(iv);
    }
  }
  return out;
}
