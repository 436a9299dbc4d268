/**
 * Overlap tests between the kernel's shape kinds: base pieces (convex), obstacles (triangulated concave
 * polygons) and templates (rectangles or annular sectors). Bounding circles reject far pairs first.
 */
import { type Bounds, boundsOf, type ConvexPolygon, convexOverlap, convexSignedSeparation } from './convex.ts';
import type { PlacedObstacle } from './obstacle.ts';
import { sectorBounds, sectorOverlapsConvex } from './sector.ts';
import type { TemplateShape } from './template.ts';

/** True when two bounding circles are apart by more than `marginMm`. */
export function circlesApart(a: Bounds, b: Bounds, marginMm = 0): boolean {
  const dx = a.cx - b.cx;
  const dy = a.cy - b.cy;
  const r = a.radius + b.radius + marginMm;
  return dx * dx + dy * dy > r * r;
}

/** Bounding circle of a template shape. */
export function templateBounds(t: TemplateShape): Bounds {
  return t.kind === 'rect' ? boundsOf(t.polygon) : sectorBounds(t.sector);
}

/** True when a template's interior meets a convex polygon's interior. */
export function templateOverlapsConvex(t: TemplateShape, poly: ConvexPolygon): boolean {
  return t.kind === 'rect' ? convexOverlap(t.polygon, poly) : sectorOverlapsConvex(t.sector, poly);
}

/** True when any of the convex pieces overlaps the obstacle's true (concave) outline. */
export function piecesOverlapObstacle(pieces: readonly ConvexPolygon[], o: PlacedObstacle): boolean {
  for (const piece of pieces) {
    if (circlesApart(boundsOf(piece), o.bounds)) continue;
    for (const tri of o.triangles) if (convexOverlap(piece, tri)) return true;
  }
  return false;
}

/** True when a template overlaps an obstacle's true outline. */
export function templateOverlapsObstacle(t: TemplateShape, o: PlacedObstacle): boolean {
  if (circlesApart(templateBounds(t), o.bounds)) return false;
  for (const tri of o.triangles) if (templateOverlapsConvex(t, tri)) return true;
  return false;
}

/** True when a template overlaps any of a base's convex pieces. */
export function templateOverlapsPieces(t: TemplateShape, pieces: readonly ConvexPolygon[]): boolean {
  for (const piece of pieces) if (templateOverlapsConvex(t, piece)) return true;
  return false;
}

/** True when two sets of convex pieces overlap (some pair's interiors intersect). */
export function piecesOverlap(a: readonly ConvexPolygon[], b: readonly ConvexPolygon[]): boolean {
  for (const pa of a) for (const pb of b) if (convexOverlap(pa, pb)) return true;
  return false;
}

/**
 * Signed separation of two unions of convex pieces, mm: distance when apart, minus the deepest pairwise
 * penetration when overlapping. Pairs whose bounding circles are farther apart than `cutoffMm` are skipped
 * (their separation cannot be the minimum), so pass the best value found so far.
 */
export function piecesSignedSeparation(
  a: readonly ConvexPolygon[],
  aBounds: readonly Bounds[],
  b: readonly ConvexPolygon[],
  bBounds: readonly Bounds[],
  cutoffMm = Infinity,
): number {
  let best = cutoffMm;
  for (let i = 0; i < a.length; i++) {
    for (let k = 0; k < b.length; k++) {
      const ba = aBounds[i]!;
      const bb = bBounds[k]!;
      const lower = Math.hypot(ba.cx - bb.cx, ba.cy - bb.cy) - ba.radius - bb.radius;
      if (lower >= best) continue;
      const s = convexSignedSeparation(a[i]!, b[k]!);
      if (s < best) best = s;
    }
  }
  return best;
}
