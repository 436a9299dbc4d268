/* eslint-disable @typescript-eslint/no-non-null-assertion -- flat Float64Array polygons and edge lists indexed within their bounds in line-of-sight loops. */
/**
 * Obstructed shots (rules: OBSTRUCTED): the range line crossing an obstacle. When several closest lines tie
 * (parallel edges facing each other), the attacker may choose, so the shot is obstructed only when every tied
 * line crosses an obstacle. The tied lines are found exactly as a finite set of single lines and bands of
 * parallel lines, and each band is checked as an interval of offsets, so the answer does not depend on which
 * ship measures or on the order of anything.
 */
import { clipHalfPlane, closestOnSegment, signedArea } from './convex.ts';
import { pointInPolygon, polygonsTouchOrOverlap } from './distance.ts';
import { type Interval, subtractOpen } from './intervals.ts';
import type { PlacedObstacle } from './obstacle.ts';
import type { Point } from './pose.ts';

/** A single closest line from a to b, mm. */
export interface RangeLine {
  from: Point;
  to: Point;
}

/** A band of tied closest lines: from + t·dir to to + t·dir for t ∈ [0, widthMm]. */
export interface RangeBand {
  from: Point;
  to: Point;
  /** Unit vector along the band (along the parallel edges). */
  dir: Point;
  widthMm: number;
}

/** Every closest line between two polygons that do not touch: the single lines and the bands. */
export interface TiedLines {
  distanceMm: number;
  lines: RangeLine[];
  bands: RangeBand[];
}

/** Relative tolerance for calling two candidate distances a tie, mm. */
const TIE_MM = 1e-9;

/**
 * All closest lines between the boundaries of two disjoint polygons. Vertex-to-edge candidates give single
 * lines; a pair of anti-parallel edges at the minimum distance whose projections overlap gives a band.
 */
export function tiedClosestLines(a: Float64Array, b: Float64Array): TiedLines {
  type Cand = { d: number; line?: RangeLine; band?: RangeBand };
  const cands: Cand[] = [];
  const n = a.length / 2;
  const m = b.length / 2;
  const vertexEdge = (verts: Float64Array, edges: Float64Array, vertsAreFrom: boolean) => {
    const ne = edges.length / 2;
    for (let k = 0; k < verts.length; k += 2) {
      const p = { x: verts[k]!, y: verts[k + 1]! };
      for (let i = 0; i < ne; i++) {
        const j = (i + 1) % ne;
        const q = closestOnSegment(p.x, p.y, edges[2 * i]!, edges[2 * i + 1]!, edges[2 * j]!, edges[2 * j + 1]!);
        const d = Math.hypot(q.x - p.x, q.y - p.y);
        cands.push({ d, line: vertsAreFrom ? { from: p, to: q } : { from: q, to: p } });
      }
    }
  };
  vertexEdge(a, b, true);
  vertexEdge(b, a, false);
  for (let i = 0; i < n; i++) {
    const i2 = (i + 1) % n;
    const ax = a[2 * i]!;
    const ay = a[2 * i + 1]!;
    const ex = a[2 * i2]! - ax;
    const ey = a[2 * i2 + 1]! - ay;
    const elen = Math.hypot(ex, ey);
    if (elen === 0) continue;
    const ux = ex / elen;
    const uy = ey / elen;
    for (let j = 0; j < m; j++) {
      const j2 = (j + 1) % m;
      const bx = b[2 * j]!;
      const by = b[2 * j + 1]!;
      const fx = b[2 * j2]! - bx;
      const fy = b[2 * j2 + 1]! - by;
      const flen = Math.hypot(fx, fy);
      if (flen === 0) continue;
      // Parallel edges (either direction) at a constant distance.
      if (Math.abs(ux * fy - uy * fx) > 1e-12 * flen) continue;
      const nx = -uy;
      const ny = ux;
      const dist = (bx - ax) * nx + (by - ay) * ny;
      const t0 = 0;
      const t1 = elen;
      const s0 = (bx - ax) * ux + (by - ay) * uy;
      const s1 = s0 + fx * ux + fy * uy;
      const lo = Math.max(t0, Math.min(s0, s1));
      const hi = Math.min(t1, Math.max(s0, s1));
      if (hi - lo <= 0) continue;
      const from = { x: ax + lo * ux, y: ay + lo * uy };
      cands.push({
        d: Math.abs(dist),
        band: { from, to: { x: from.x + dist * nx, y: from.y + dist * ny }, dir: { x: ux, y: uy }, widthMm: hi - lo },
      });
    }
  }
  const min = cands.reduce((m, c) => Math.min(m, c.d), Infinity);
  const tied = cands.filter((c) => c.d <= min + TIE_MM * Math.max(1, min));
  const bands = dedupeBands(tied.flatMap((c) => (c.band ? [c.band] : [])));
  // Lines that lie inside a band are already covered by it.
  const lines = tied.flatMap((c) => (c.line ? [c.line] : [])).filter((l) => !bands.some((bd) => lineInBand(l, bd)));
  return { distanceMm: min, lines: dedupeLines(lines), bands };
}

function lineInBand(l: RangeLine, bd: RangeBand): boolean {
  const t = (l.from.x - bd.from.x) * bd.dir.x + (l.from.y - bd.from.y) * bd.dir.y;
  const u = (l.to.x - bd.to.x) * bd.dir.x + (l.to.y - bd.to.y) * bd.dir.y;
  const off = Math.abs((l.from.x - bd.from.x) * -bd.dir.y + (l.from.y - bd.from.y) * bd.dir.x);
  return off < 1e-7 && Math.abs(t - u) < 1e-7 && t >= -1e-7 && t <= bd.widthMm + 1e-7;
}

function dedupeLines(lines: RangeLine[]): RangeLine[] {
  const out: RangeLine[] = [];
  for (const l of lines) {
    const same = out.some(
      (o) =>
        Math.hypot(o.from.x - l.from.x, o.from.y - l.from.y) < 1e-9 &&
        Math.hypot(o.to.x - l.to.x, o.to.y - l.to.y) < 1e-9,
    );
    if (!same) out.push(l);
  }
  return out;
}

function dedupeBands(bands: RangeBand[]): RangeBand[] {
  const out: RangeBand[] = [];
  for (const b of bands) {
    if (
      !out.some(
        (o) => Math.hypot(o.from.x - b.from.x, o.from.y - b.from.y) < 1e-9 && Math.abs(o.widthMm - b.widthMm) < 1e-9,
      )
    ) {
      out.push(b);
    }
  }
  return out;
}

/**
 * True when the segment passes through the interior of a simple polygon: the segment is cut at every
 * boundary crossing and the middle of each piece is tested for being strictly inside.
 */
export function segmentCrossesPolygon(poly: Float64Array, ax: number, ay: number, bx: number, by: number): boolean {
  const n = poly.length / 2;
  const ts = [0, 1];
  const ex = bx - ax;
  const ey = by - ay;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const px = poly[2 * i]!;
    const py = poly[2 * i + 1]!;
    const qx = poly[2 * j]!;
    const qy = poly[2 * j + 1]!;
    const fx = qx - px;
    const fy = qy - py;
    const den = ex * fy - ey * fx;
    if (den !== 0) {
      const t = ((px - ax) * fy - (py - ay) * fx) / den;
      const u = ((px - ax) * ey - (py - ay) * ex) / den;
      if (t > 0 && t < 1 && u >= 0 && u <= 1) ts.push(t);
    } else {
      // Collinear edges cut the segment at their endpoints.
      for (const [x, y] of [
        [px, py],
        [qx, qy],
      ] as const) {
        const len2 = ex * ex + ey * ey;
        const t = len2 === 0 ? 0 : ((x - ax) * ex + (y - ay) * ey) / len2;
        if (t > 0 && t < 1) ts.push(t);
      }
    }
  }
  ts.sort((p, q) => p - q);
  for (let k = 0; k + 1 < ts.length; k++) {
    if (ts[k + 1]! - ts[k]! < 1e-12) continue;
    const t = (ts[k]! + ts[k + 1]!) / 2;
    const x = ax + t * ex;
    const y = ay + t * ey;
    if (strictlyInside(poly, x, y)) return true;
  }
  return false;
}

function strictlyInside(poly: Float64Array, x: number, y: number): boolean {
  if (!pointInPolygon(poly, x, y)) return false;
  // pointInPolygon counts the boundary as inside; exclude points on an edge.
  const n = poly.length / 2;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const q = closestOnSegment(x, y, poly[2 * i]!, poly[2 * i + 1]!, poly[2 * j]!, poly[2 * j + 1]!);
    if (Math.hypot(q.x - x, q.y - y) < 1e-12) return false;
  }
  return true;
}

/** The obstacles a single range line crosses, by id. */
export function obstaclesCrossedBy(line: RangeLine, obstacles: readonly PlacedObstacle[]): string[] {
  return obstacles
    .filter((o) => segmentCrossesPolygon(o.polygon, line.from.x, line.from.y, line.to.x, line.to.y))
    .map((o) => o.id);
}

/** Offsets t ∈ [0, width] of a band whose line crosses an obstacle, as open intervals (may touch). */
function blockedOffsets(band: RangeBand, o: PlacedObstacle): Interval[] {
  const nx = band.to.x - band.from.x;
  const ny = band.to.y - band.from.y;
  const len = Math.hypot(nx, ny);
  const out: Interval[] = [];
  if (len === 0) return out;
  const ux = nx / len;
  const uy = ny / len;
  const c0 = band.from.x * ux + band.from.y * uy;
  for (const tri of o.triangles) {
    // Keep the part strictly between the two parallel edges' lines, then project along the band.
    let clip = clipHalfPlane(tri, -ux, -uy, -c0);
    clip = clipHalfPlane(clip, ux, uy, c0 + len);
    if (clip.length < 6 || Math.abs(signedArea(clip)) < 1e-12) continue;
    let lo = Infinity;
    let hi = -Infinity;
    for (let k = 0; k < clip.length; k += 2) {
      const t = (clip[k]! - band.from.x) * band.dir.x + (clip[k + 1]! - band.from.y) * band.dir.y;
      lo = Math.min(lo, t);
      hi = Math.max(hi, t);
    }
    out.push([lo, hi]);
  }
  return out;
}

/** The line of a band at offset t (mm along the band). */
export function bandLineAt(band: RangeBand, t: number): RangeLine {
  return {
    from: { x: band.from.x + t * band.dir.x, y: band.from.y + t * band.dir.y },
    to: { x: band.to.x + t * band.dir.x, y: band.to.y + t * band.dir.y },
  };
}

/**
 * The offsets t ∈ [0, width] of a band whose line crosses no obstacle, as closed intervals (a single clear
 * line is an interval of zero width). Each obstacle triangle blocks an open interval of offsets; where two
 * blocked intervals only touch, the line at the touching offset runs along a shared edge and is tested on
 * its own against the true outlines.
 */
export function clearBandOffsets(band: RangeBand, obstacles: readonly PlacedObstacle[]): Interval[] {
  const open: Interval[] = [];
  for (const o of obstacles) for (const blocked of blockedOffsets(band, o)) open.push(blocked);
  const free = subtractOpen(0, band.widthMm, open);
  return free.filter(([lo, hi]) => hi > lo || obstaclesCrossedBy(bandLineAt(band, lo), obstacles).length === 0);
}

/** True when every line of the band crosses some obstacle. */
export function bandObstructed(band: RangeBand, obstacles: readonly PlacedObstacle[]): boolean {
  return clearBandOffsets(band, obstacles).length === 0;
}

/** Obstruction over all tied closest lines: obstructed only when every one of them crosses an obstacle. */
export function isObstructed(tied: TiedLines, obstacles: readonly PlacedObstacle[]): boolean {
  if (tied.lines.length === 0 && tied.bands.length === 0) return false;
  return (
    tied.lines.every((l) => obstaclesCrossedBy(l, obstacles).length > 0) &&
    tied.bands.every((b) => bandObstructed(b, obstacles))
  );
}

/** True when the two polygons touch or overlap (no range line to measure; never obstructed). */
export function touching(a: Float64Array, b: Float64Array): boolean {
  return polygonsTouchOrOverlap(a, b);
}
