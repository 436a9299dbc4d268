/* eslint-disable @typescript-eslint/no-non-null-assertion -- flat Float64Array polygons indexed in hot distance loops within their bounds. */
/**
 * Distances between polygons (convex or concave), mm. Two polygons whose interiors or boundaries meet are at
 * distance 0; otherwise the distance is the smallest vertex-to-edge distance in either direction.
 */
import { closestPair, type ClosestPair, convexDistance } from './convex.ts';
import { orient2d } from 'robust-predicates';

/** True when segment ab and segment cd share a point (robust orientation tests). */
export function segmentsIntersect(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const o1 = orient2d(ax, ay, bx, by, cx, cy);
  const o2 = orient2d(ax, ay, bx, by, dx, dy);
  const o3 = orient2d(cx, cy, dx, dy, ax, ay);
  const o4 = orient2d(cx, cy, dx, dy, bx, by);
  if (o1 === 0 && onSegment(ax, ay, bx, by, cx, cy)) return true;
  if (o2 === 0 && onSegment(ax, ay, bx, by, dx, dy)) return true;
  if (o3 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) return true;
  if (o4 === 0 && onSegment(cx, cy, dx, dy, bx, by)) return true;
  return o1 * o2 < 0 && o3 * o4 < 0;
}

/** For a point already known to be collinear with ab: is it between a and b? */
function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
}

/** True when (px, py) is inside or on the boundary of a simple polygon (winding-independent crossing test). */
export function pointInPolygon(poly: Float64Array, px: number, py: number): boolean {
  const n = poly.length / 2;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = poly[2 * i]!;
    const yi = poly[2 * i + 1]!;
    const xj = poly[2 * j]!;
    const yj = poly[2 * j + 1]!;
    if (orient2d(xj, yj, xi, yi, px, py) === 0 && onSegment(xj, yj, xi, yi, px, py)) return true;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** True when the boundaries of two polygons meet or one polygon contains the other. */
export function polygonsTouchOrOverlap(a: Float64Array, b: Float64Array): boolean {
  const n = a.length / 2;
  const m = b.length / 2;
  for (let i = 0; i < n; i++) {
    const i2 = (i + 1) % n;
    const ax = a[2 * i]!;
    const ay = a[2 * i + 1]!;
    const bx = a[2 * i2]!;
    const by = a[2 * i2 + 1]!;
    const minX = Math.min(ax, bx);
    const maxX = Math.max(ax, bx);
    const minY = Math.min(ay, by);
    const maxY = Math.max(ay, by);
    for (let j = 0; j < m; j++) {
      const j2 = (j + 1) % m;
      const cx = b[2 * j]!;
      const cy = b[2 * j + 1]!;
      const dx = b[2 * j2]!;
      const dy = b[2 * j2 + 1]!;
      // Segments whose bounding boxes are disjoint cannot share a point (exact comparisons, no rounding).
      if (Math.max(cx, dx) < minX || Math.min(cx, dx) > maxX || Math.max(cy, dy) < minY || Math.min(cy, dy) > maxY) {
        continue;
      }
      if (segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy)) return true;
    }
  }
  return pointInPolygon(a, b[0]!, b[1]!) || pointInPolygon(b, a[0]!, a[1]!);
}

/** Distance between two polygons, mm (0 when they touch or overlap). */
export function polygonDistance(a: Float64Array, b: Float64Array): number {
  return polygonsTouchOrOverlap(a, b) ? 0 : convexDistance(a, b);
}

/** Closest points between two polygons, or a zero-length pair at a shared point when they meet. */
export function polygonClosestPair(a: Float64Array, b: Float64Array): ClosestPair {
  if (!polygonsTouchOrOverlap(a, b)) return closestPair(a, b);
  return { distanceMm: 0, from: { x: a[0]!, y: a[1]! }, to: { x: a[0]!, y: a[1]! } };
}
