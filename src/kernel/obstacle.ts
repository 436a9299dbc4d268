/* eslint-disable @typescript-eslint/no-non-null-assertion -- flat Float64Array outlines and earcut indices indexed within their bounds. */
/**
 * Obstacles on the table: a token outline placed at a pose, kept as the true (concave) polygon plus its
 * triangulation (earcut) so overlap tests can run on convex pieces without losing the concavities.
 */
import earcut from 'earcut';
import { DEG } from './constants.ts';
import { type Bounds, boundsOf, type ConvexPolygon, signedArea } from './convex.ts';
import { obstacleOutline, type ObstacleKind } from './obstacleOutlines.ts';

/** An obstacle placed on the table. Polygon and triangles in table mm, counter-clockwise. */
export interface PlacedObstacle {
  readonly id: string;
  readonly kind: ObstacleKind;
  readonly polygon: Float64Array;
  readonly triangles: readonly ConvexPolygon[];
  readonly bounds: Bounds;
}

/** How an obstacle is placed: its centre (mm), rotation (deg CCW) and whether the back side is up. */
export interface ObstaclePlacement {
  x: number;
  y: number;
  rotationDeg?: number;
  flipped?: boolean;
}

/** Places a local outline (mm around its centre): mirrored in x when flipped, rotated, then moved. */
export function placeOutline(
  outline: readonly (readonly [number, number])[],
  placement: ObstaclePlacement,
): Float64Array {
  const a = (placement.rotationDeg ?? 0) * DEG;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const flip = placement.flipped ? -1 : 1;
  const out = new Float64Array(outline.length * 2);
  outline.forEach(([lx, ly], i) => {
    const x = lx * flip;
    out[2 * i] = placement.x + x * c - ly * s;
    out[2 * i + 1] = placement.y + x * s + ly * c;
  });
  // Mirroring reverses the winding; keep every polygon counter-clockwise.
  return signedArea(out) < 0 ? reverseRing(out) : out;
}

function reverseRing(poly: Float64Array): Float64Array {
  const n = poly.length / 2;
  const out = new Float64Array(poly.length);
  for (let i = 0; i < n; i++) {
    out[2 * i] = poly[2 * (n - 1 - i)]!;
    out[2 * i + 1] = poly[2 * (n - 1 - i) + 1]!;
  }
  return out;
}

/** Splits a simple polygon into counter-clockwise triangles (earcut). */
export function triangulate(polygon: Float64Array): ConvexPolygon[] {
  const idx = earcut(Array.from(polygon));
  const tris: ConvexPolygon[] = [];
  for (let i = 0; i < idx.length; i += 3) {
    const t = new Float64Array(6);
    for (let k = 0; k < 3; k++) {
      t[2 * k] = polygon[2 * idx[i + k]!]!;
      t[2 * k + 1] = polygon[2 * idx[i + k]! + 1]!;
    }
    const area = signedArea(t);
    if (area === 0) continue;
    tris.push(area < 0 ? reverseRing(t) : t);
  }
  return tris;
}

/** Builds a placed obstacle from a polygon already in table mm (any winding). */
export function obstacleFromPolygon(id: string, kind: ObstacleKind, polygon: Float64Array): PlacedObstacle {
  const ccw = signedArea(polygon) < 0 ? reverseRing(polygon) : polygon;
  return { id, kind, polygon: ccw, triangles: triangulate(ccw), bounds: boundsOf(ccw) };
}

/** Places one of the 18 named token outlines (asteroid-1 … asteroid-12, debris-1 … debris-6). */
export function placeNamedObstacle(id: string, shape: string, placement: ObstaclePlacement): PlacedObstacle {
  const def = obstacleOutline(shape);
  if (!def) throw new Error(`unknown obstacle shape "${shape}"`);
  return obstacleFromPolygon(id, def.kind, placeOutline(def.outlineMm, placement));
}

/** True when the polygon's edges do not cross each other (a simple polygon), which earcut needs. */
export function isSimplePolygon(polygon: Float64Array): boolean {
  const n = polygon.length / 2;
  const seg = (i: number) =>
    [polygon[2 * i]!, polygon[2 * i + 1]!, polygon[2 * ((i + 1) % n)]!, polygon[2 * ((i + 1) % n) + 1]!] as const;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      const [ax, ay, bx, by] = seg(i);
      const [cx, cy, dx, dy] = seg(j);
      const o1 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
      const o2 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax);
      const o3 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx);
      const o4 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx);
      if (o1 * o2 <= 0 && o3 * o4 <= 0 && !(o1 === 0 && o2 === 0)) return false;
    }
  }
  return signedArea(polygon) !== 0;
}
