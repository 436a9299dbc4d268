/* eslint-disable @typescript-eslint/no-non-null-assertion -- flat Float64Array polygons indexed in hot SAT and distance loops within their bounds. */
/**
 * Convex polygons: overlap, signed separation and closest points.
 *
 * A convex polygon is a flat Float64Array [x0, y0, x1, y1, …] in mm, counter-clockwise. "Overlap" always means
 * the interiors intersect: shapes that only touch along an edge or at a point do not overlap (rules:
 * OVERLAPPING SHIPS places a bumped ship "touching" the other).
 */
import type { Point } from './pose.ts';

/** A convex polygon, counter-clockwise, as flat coordinates in mm. */
export type ConvexPolygon = Float64Array;

/** Axis-aligned bounds and bounding circle of a polygon, for cheap rejection. */
export interface Bounds {
  cx: number;
  cy: number;
  radius: number;
}

/** Bounding circle (centred on the vertex mean) of flat coordinates. */
export function boundsOf(poly: Float64Array): Bounds {
  const n = poly.length / 2;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < n; i++) {
    cx += poly[2 * i]!;
    cy += poly[2 * i + 1]!;
  }
  cx /= n;
  cy /= n;
  let r2 = 0;
  for (let i = 0; i < n; i++) {
    const dx = poly[2 * i]! - cx;
    const dy = poly[2 * i + 1]! - cy;
    r2 = Math.max(r2, dx * dx + dy * dy);
  }
  return { cx, cy, radius: Math.sqrt(r2) };
}

/**
 * Largest gap between the projections of a and b over the edge normals of `axesOf` (SAT), mm.
 * Positive: a separating axis exists; ≤ 0: no separating axis among those edges.
 */
function maxGapOverAxes(axesOf: ConvexPolygon, a: ConvexPolygon, b: ConvexPolygon): number {
  const n = axesOf.length / 2;
  let best = -Infinity;
  for (let i = 0; i < n; i++) {
    const x0 = axesOf[2 * i]!;
    const y0 = axesOf[2 * i + 1]!;
    const j = (i + 1) % n;
    const ex = axesOf[2 * j]! - x0;
    const ey = axesOf[2 * j + 1]! - y0;
    // sqrt, not Math.hypot (several times slower here): no overflow at table scale.
    const len = Math.sqrt(ex * ex + ey * ey);
    if (len === 0) continue;
    // Outward normal of a CCW edge.
    const nx = ey / len;
    const ny = -ex / len;
    let aMin = Infinity;
    let aMax = -Infinity;
    for (let k = 0; k < a.length; k += 2) {
      const d = a[k]! * nx + a[k + 1]! * ny;
      if (d < aMin) aMin = d;
      if (d > aMax) aMax = d;
    }
    let bMin = Infinity;
    let bMax = -Infinity;
    for (let k = 0; k < b.length; k += 2) {
      const d = b[k]! * nx + b[k + 1]! * ny;
      if (d < bMin) bMin = d;
      if (d > bMax) bMax = d;
    }
    const gap = Math.max(bMin - aMax, aMin - bMax);
    if (gap > best) best = gap;
  }
  return best;
}

/** True when the interiors of two convex polygons intersect (separating axis theorem, strict). */
export function convexOverlap(a: ConvexPolygon, b: ConvexPolygon): boolean {
  return maxGapOverAxes(a, a, b) < 0 && maxGapOverAxes(b, a, b) < 0;
}

/**
 * Signed separation of two convex polygons, mm: the Euclidean distance when they are apart, minus the
 * penetration depth (minimum translation distance, the smallest SAT overlap) when they overlap, 0 when
 * touching. It changes by at most the largest displacement of any vertex, which bump searches rely on.
 */
export function convexSignedSeparation(a: ConvexPolygon, b: ConvexPolygon): number {
  const gap = Math.max(maxGapOverAxes(a, a, b), maxGapOverAxes(b, a, b));
  if (gap <= 0) return gap;
  return convexDistance(a, b);
}

/** Squared distance from point (px, py) to segment (ax, ay)–(bx, by), and the closest point's parameter. */
export function pointSegmentDistance2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const ex = bx - ax;
  const ey = by - ay;
  const len2 = ex * ex + ey * ey;
  let t = len2 === 0 ? 0 : ((px - ax) * ex + (py - ay) * ey) / len2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const dx = ax + t * ex - px;
  const dy = ay + t * ey - py;
  return dx * dx + dy * dy;
}

/** Closest point of segment (ax, ay)–(bx, by) to (px, py). */
export function closestOnSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): Point {
  const ex = bx - ax;
  const ey = by - ay;
  const len2 = ex * ex + ey * ey;
  let t = len2 === 0 ? 0 : ((px - ax) * ex + (py - ay) * ey) / len2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return { x: ax + t * ex, y: ay + t * ey };
}

/**
 * Euclidean distance between the boundaries of two polygons (convex or not) that do not overlap, mm:
 * the smallest vertex-to-edge distance in both directions. 0 when they touch or cross.
 */
export function convexDistance(a: Float64Array, b: Float64Array): number {
  return Math.sqrt(Math.min(vertexEdgeMin2(a, b), vertexEdgeMin2(b, a)));
}

function vertexEdgeMin2(verts: Float64Array, edges: Float64Array): number {
  const n = edges.length / 2;
  let best = Infinity;
  for (let k = 0; k < verts.length; k += 2) {
    const px = verts[k]!;
    const py = verts[k + 1]!;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const d = pointSegmentDistance2(px, py, edges[2 * i]!, edges[2 * i + 1]!, edges[2 * j]!, edges[2 * j + 1]!);
      if (d < best) best = d;
    }
  }
  return best;
}

/** A pair of closest points between two non-overlapping polygon boundaries, and their distance in mm. */
export interface ClosestPair {
  distanceMm: number;
  from: Point;
  to: Point;
}

/**
 * Closest points between the boundaries of polygons a and b (which must not overlap): from lies on a, to on b.
 * Ties are broken by the first pair found; see obstruction.ts for the full set of tied lines.
 */
export function closestPair(a: Float64Array, b: Float64Array): ClosestPair {
  let best: ClosestPair = { distanceMm: Infinity, from: { x: 0, y: 0 }, to: { x: 0, y: 0 } };
  const scan = (verts: Float64Array, edges: Float64Array, vertsAreA: boolean) => {
    const n = edges.length / 2;
    for (let k = 0; k < verts.length; k += 2) {
      const px = verts[k]!;
      const py = verts[k + 1]!;
      for (let i = 0; i < n; i++) {
        const j = (i + 1) % n;
        const q = closestOnSegment(px, py, edges[2 * i]!, edges[2 * i + 1]!, edges[2 * j]!, edges[2 * j + 1]!);
        const d = Math.hypot(q.x - px, q.y - py);
        if (d < best.distanceMm) {
          best = vertsAreA
            ? { distanceMm: d, from: { x: px, y: py }, to: q }
            : { distanceMm: d, from: q, to: { x: px, y: py } };
        }
      }
    }
  };
  scan(a, b, true);
  scan(b, a, false);
  return best;
}

/** True when (px, py) is strictly inside convex polygon `poly` (CCW). */
export function pointInConvex(poly: ConvexPolygon, px: number, py: number): boolean {
  const n = poly.length / 2;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const x0 = poly[2 * i]!;
    const y0 = poly[2 * i + 1]!;
    const cross = (poly[2 * j]! - x0) * (py - y0) - (poly[2 * j + 1]! - y0) * (px - x0);
    if (cross <= 0) return false;
  }
  return true;
}

/** Clips a convex polygon to the half-plane nx·x + ny·y ≤ c (Sutherland–Hodgman); may return fewer than 3 points. */
export function clipHalfPlane(poly: Float64Array, nx: number, ny: number, c: number): Float64Array {
  const out: number[] = [];
  const n = poly.length / 2;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const ax = poly[2 * i]!;
    const ay = poly[2 * i + 1]!;
    const bx = poly[2 * j]!;
    const by = poly[2 * j + 1]!;
    const da = ax * nx + ay * ny - c;
    const db = bx * nx + by * ny - c;
    if (da <= 0) out.push(ax, ay);
    if ((da < 0 && db > 0) || (da > 0 && db < 0)) {
      const t = da / (da - db);
      out.push(ax + t * (bx - ax), ay + t * (by - ay));
    }
  }
  return Float64Array.from(out);
}

/** Signed area of a polygon, mm² (positive when counter-clockwise). */
export function signedArea(poly: Float64Array): number {
  const n = poly.length / 2;
  let a = 0;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    a += poly[2 * i]! * poly[2 * j + 1]! - poly[2 * j]! * poly[2 * i + 1]!;
  }
  return a / 2;
}
