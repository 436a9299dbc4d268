/**
 * Table shapes (kernel polygons and template sectors, in table mm) as three.js shapes and sample points.
 * Shapes are built in table coordinates and drawn inside <TableSpace>.
 */
import { Shape } from 'three';
import type { AnnularSector, TemplateShape } from '../kernel/index.ts';

/** A point of a flat polygon, table mm. */
export type PolygonPoint = readonly [x: number, y: number];

/** A flat polygon [x0, y0, x1, y1, …] as its points (a trailing odd value is left out). */
export function polygonPoints(polygon: ArrayLike<number>): PolygonPoint[] {
  const points: PolygonPoint[] = [];
  let x: number | null = null;
  for (const v of Array.from(polygon)) {
    if (x === null) x = v;
    else {
      points.push([x, v]);
      x = null;
    }
  }
  return points;
}

/** A flat polygon's edges, each from a point to the next (the last back to the first). */
export function polygonEdges(polygon: ArrayLike<number>): [from: PolygonPoint, to: PolygonPoint][] {
  const points = polygonPoints(polygon);
  const [first] = points;
  if (!first) return [];
  return points.map((p, i) => [p, points[i + 1] ?? first]);
}

/** A flat polygon [x0, y0, x1, y1, …] as a THREE.Shape (same winding). */
export function polygonShape(polygon: ArrayLike<number>): Shape {
  const shape = new Shape();
  const [first, ...rest] = polygonPoints(polygon);
  if (first) shape.moveTo(first[0], first[1]);
  for (const [x, y] of rest) shape.lineTo(x, y);
  shape.closePath();
  return shape;
}

/** An annular sector as a THREE.Shape: outer arc counter-clockwise, inner arc back. */
export function sectorShape(s: AnnularSector, segments = 48): Shape {
  const shape = new Shape();
  const a0 = s.startRad;
  const a1 = s.startRad + s.sweepRad;
  shape.moveTo(s.cx + s.outerMm * Math.cos(a0), s.cy + s.outerMm * Math.sin(a0));
  for (let i = 1; i <= segments; i++) {
    const a = a0 + ((a1 - a0) * i) / segments;
    shape.lineTo(s.cx + s.outerMm * Math.cos(a), s.cy + s.outerMm * Math.sin(a));
  }
  for (let i = segments; i >= 0; i--) {
    const a = a0 + ((a1 - a0) * i) / segments;
    shape.lineTo(s.cx + s.innerMm * Math.cos(a), s.cy + s.innerMm * Math.sin(a));
  }
  shape.closePath();
  return shape;
}

/** A template as a THREE.Shape. */
export function templateShapeOutline(t: TemplateShape): Shape {
  return t.kind === 'rect' ? polygonShape(t.polygon) : sectorShape(t.sector);
}

/** The outline of a template as a flat polygon (sectors sampled), for drawing its edge. */
export function templatePolygon(t: TemplateShape, segments = 48): number[] {
  if (t.kind === 'rect') return Array.from(t.polygon);
  return templateShapeOutline(t)
    .getPoints(segments)
    .flatMap((p) => [p.x, p.y]);
}

/** True when (x, y) is inside a simple polygon (even-odd rule). */
export function pointInPolygon(polygon: ArrayLike<number>, x: number, y: number): boolean {
  let inside = false;
  // Each edge as (j, i) = (a point, the next one).
  for (const [[xj, yj], [xi, yi]] of polygonEdges(polygon)) {
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from (x, y) to the nearest edge of a polygon, mm. */
export function distanceToPolygonEdge(polygon: ArrayLike<number>, x: number, y: number): number {
  let best = Infinity;
  for (const [[ax, ay], [bx, by]] of polygonEdges(polygon)) {
    const ex = bx - ax;
    const ey = by - ay;
    const len2 = ex * ex + ey * ey;
    const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((x - ax) * ex + (y - ay) * ey) / len2));
    best = Math.min(best, Math.hypot(ax + t * ex - x, ay + t * ey - y));
  }
  return best;
}

/** Centroid (vertex mean) and axis-aligned bounds of a polygon. */
export function polygonBox(polygon: ArrayLike<number>): {
  cx: number;
  cy: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
} {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let sx = 0;
  let sy = 0;
  const points = polygonPoints(polygon);
  for (const [x, y] of points) {
    sx += x;
    sy += y;
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { cx: sx / points.length, cy: sy / points.length, minX, minY, maxX, maxY };
}
