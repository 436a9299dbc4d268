/**
 * Range and attack measurement (rules: RANGE, FIRING ARC, ATTACK, OBSTRUCTED, TOUCHING). Ranges are measured
 * between plain base squares, without guides. A range band r covers closest distances d with
 * 100(r − 1) < d ≤ 100 r mm; touching bases (d = 0) are at range 1.
 */
import { coordAt } from './flat.ts';
import { type ArcKind, arcHalfPlanes, clipToArc } from './arcs.ts';
import { type BaseSize, RANGE_BAND_MM } from './constants.ts';
import type { ConvexPolygon } from './convex.ts';
import { polygonsTouchOrOverlap } from './distance.ts';
import { baseSquare } from './footprint.ts';
import type { PlacedObstacle } from './obstacle.ts';
import {
  bandLineAt,
  clearBandOffsets,
  isObstructed,
  obstaclesCrossedBy,
  tiedClosestLines,
  type TiedLines,
} from './obstruction.ts';
import type { Point, Pose } from './pose.ts';

/** A range band 1–3, or null beyond range 3. */
export type RangeNumber = 1 | 2 | 3 | null;

/** The range band of a closest distance in mm: 1, 2, 3, or null beyond range 3. */
export function rangeBandOf(distanceMm: number): RangeNumber {
  if (distanceMm <= RANGE_BAND_MM) return 1;
  if (distanceMm <= 2 * RANGE_BAND_MM) return 2;
  if (distanceMm <= 3 * RANGE_BAND_MM) return 3;
  return null;
}

/** True when a closest distance (mm) is at range r exactly (in that band). */
export function atRange(distanceMm: number, r: number): boolean {
  return distanceMm <= r * RANGE_BAND_MM && (r === 1 || distanceMm > (r - 1) * RANGE_BAND_MM);
}

/** True when a closest distance (mm) is within range r (range 1 to r). */
export function withinRange(distanceMm: number, r: number): boolean {
  return distanceMm <= r * RANGE_BAND_MM;
}

/** True when a closest distance (mm) is beyond range r. */
export function beyondRange(distanceMm: number, r: number): boolean {
  return distanceMm > r * RANGE_BAND_MM;
}

/** A closest distance with every tied closest line, and one representative line (mm). */
export interface Measurement {
  distanceMm: number;
  band: RangeNumber;
  /** A representative closest line: the first tied single line, else the middle of the first band. */
  line: [Point, Point];
  tied: TiedLines;
}

/** Closest distance between two polygons with all tied lines; touching or overlapping polygons give 0. */
export function measurePolygons(from: ConvexPolygon | Float64Array, to: ConvexPolygon | Float64Array): Measurement {
  if (polygonsTouchOrOverlap(from, to)) {
    const p = contactPoint(from, to);
    return { distanceMm: 0, band: 1, line: [p, p], tied: { distanceMm: 0, lines: [], bands: [] } };
  }
  const tied = tiedClosestLines(from, to);
  return { distanceMm: tied.distanceMm, band: rangeBandOf(tied.distanceMm), line: representative(tied), tied };
}

/** A deterministic representative of the tied lines: the middle of a band if any, else the first line. */
function representative(tied: TiedLines): [Point, Point] {
  const band = tied.bands[0];
  if (band) {
    const t = band.widthMm / 2;
    return [
      { x: band.from.x + t * band.dir.x, y: band.from.y + t * band.dir.y },
      { x: band.to.x + t * band.dir.x, y: band.to.y + t * band.dir.y },
    ];
  }
  const [l] = tied.lines;
  if (l === undefined) throw new Error('rangeLine: no line');
  return [l.from, l.to];
}

/** A point both polygons share (for drawing a zero-length range line between touching bases). */
function contactPoint(a: Float64Array, b: Float64Array): Point {
  let best = { d: Infinity, x: coordAt(a, 0), y: coordAt(a, 1) };
  for (let k = 0; k < a.length; k += 2) {
    const ax = coordAt(a, k);
    const ay = coordAt(a, k + 1);
    for (let i = 0; i < b.length; i += 2) {
      const bx = coordAt(b, i);
      const by = coordAt(b, i + 1);
      const d = Math.hypot(ax - bx, ay - by);
      if (d < best.d) best = { d, x: (ax + bx) / 2, y: (ay + by) / 2 };
    }
  }
  return { x: best.x, y: best.y };
}

/** Range between two ships' plain bases. */
export function shipRange(a: Pose, aSize: BaseSize, b: Pose, bSize: BaseSize): Measurement {
  return measurePolygons(baseSquare(a, aSize), baseSquare(b, bSize));
}

/** Range from a ship's plain base to an obstacle or token outline (rules: RANGE, used for setup and effects). */
export function rangeToPolygon(ship: Pose, size: BaseSize, polygon: Float64Array): Measurement {
  return measurePolygons(baseSquare(ship, size), polygon);
}

/** An attack's geometry against one target through one arc. */
export interface AttackGeometry {
  /** Any part of the target's base inside the arc (arc lines count as inside). */
  inArc: boolean;
  /** Attack range: from the attacker's base to the closest point of the target's base inside the arc, mm. */
  distanceMm?: number;
  band?: RangeNumber;
  /** The attack's range line (an unobstructed one when the attacker can choose one). */
  line?: [Point, Point];
  /** Every tied attack line. */
  tied?: TiedLines;
  /** Obstructed: every tied attack line crosses an obstacle (rules: OBSTRUCTED). */
  obstructed?: boolean;
  /** Obstacles crossed by the reported line. */
  obstaclesCrossed?: string[];
}

/** The attack geometry of an attacker's arc against a target's base, with obstruction by `obstacles`. */
export function attackGeometry(
  attacker: Pose,
  attackerSize: BaseSize,
  arc: ArcKind,
  target: Pose,
  targetSize: BaseSize,
  obstacles: readonly PlacedObstacle[],
): AttackGeometry {
  const inside = clipToArc(baseSquare(target, targetSize), arcHalfPlanes(attacker, attackerSize, arc));
  if (inside.length < 2) return { inArc: false };
  const m = measurePolygons(baseSquare(attacker, attackerSize), inside);
  if (m.distanceMm === 0)
    return { inArc: true, distanceMm: 0, band: 1, line: m.line, tied: m.tied, obstructed: false, obstaclesCrossed: [] };
  const obstructed = isObstructed(m.tied, obstacles);
  const line = obstructed ? m.line : clearLine(m, obstacles);
  return {
    inArc: true,
    distanceMm: m.distanceMm,
    band: m.band,
    line,
    tied: m.tied,
    obstructed,
    obstaclesCrossed: obstaclesCrossedBy({ from: line[0], to: line[1] }, obstacles),
  };
}

/** A tied line that crosses no obstacle, for display when the attacker can choose: a clear single line, else
 * the middle of the widest clear part of a band (from the exact clear offsets). */
function clearLine(m: Measurement, obstacles: readonly PlacedObstacle[]): [Point, Point] {
  for (const l of m.tied.lines) if (obstaclesCrossedBy(l, obstacles).length === 0) return [l.from, l.to];
  for (const band of m.tied.bands) {
    const free = clearBandOffsets(band, obstacles);
    if (free.length === 0) continue;
    const [lo, hi] = free.reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a));
    const l = bandLineAt(band, (lo + hi) / 2);
    return [l.from, l.to];
  }
  return m.line;
}
