/**
 * Executing a maneuver on the table: final position, bumps, obstacles, ships moved through and fleeing
 * (rules: OVERLAPPING SHIPS, MOVING THROUGH, OBSTACLES, BEARING, FLEEING THE BATTLEFIELD).
 */
import { BASE_SIDE_MM, type BaseSize, CONTACT_TOLERANCE_MM, DEG, TALLON_SLIDE_MAX_MM } from './constants.ts';
import {
  circlesApart,
  frameSignedSeparation,
  piecesOverlapObstacle,
  piecesSignedSeparation,
  templateOverlapsObstacle,
  templateMissesCircle,
  templateOverlapsPieces,
  type TemplateTester,
  templateTester,
} from './collide.ts';
import { circleBox, type TableIndex, tableIndex, unionBox } from './broadPhase.ts';
import { type BumpResult, type Obstruction, obstructionOf, shipObstruction } from './bump.ts';
import { endIsFree, findFreeProgress } from './bumpSearch.ts';
import type { ConvexPolygon } from './convex.ts';
import { baseFrame, basePieces, baseSquare, footprintRadiusMm } from './footprint.ts';
import { type Interval, nearestInSet, subtractOpen } from './intervals.ts';
import { type Maneuver, maneuverName } from './maneuver.ts';
import type { PlacedObstacle } from './obstacle.ts';
import { polygonDistance } from './distance.ts';
import { type ManeuverPath, maneuverPath, poseAtProgress, travelMm } from './path.ts';
import { plainEndPose, tallonPose } from './placement.ts';
import { normalizeDeg, type Pose } from './pose.ts';
import { isOutsidePlayArea, type ShipOnTable, type TableState } from './table.ts';
import { type TemplateShape, templateShape } from './template.ts';
import { slideOverlapIntervals } from './translate.ts';

/** What executing one maneuver did. Poses in mm/deg (heading normalised to [0, 360)). */
export interface ManeuverOutcome {
  ship: string;
  maneuver: string;
  start: Pose;
  final: Pose;
  /** Progress along the template where the ship stopped: 1 unless it bumped. */
  progress: number;
  /** Ships touched in the final position after overlapping (rules: OVERLAPPING SHIPS). */
  bumped: string[];
  /** Gap to the touched ships after a bump, mm (≤ CONTACT_TOLERANCE_MM); 0 when there was no bump. */
  contactGapMm: number;
  /** Obstacles overlapped by the travelled template or the final base, nearest to the start first. */
  obstaclesHit: string[];
  /** Obstacles the final base overlaps. */
  landedOn: string[];
  /** Ships and obstacles the travelled part of the template overlaps. */
  movedThrough: { ships: string[]; obstacles: string[] };
  /** Part of the base outside the play area at the end (the ship is destroyed). */
  fled: boolean;
  /** The ship must skip its Perform Action step: it bumped, hit an asteroid, or fled. */
  skipAction: boolean;
  /** Koiogran/Segnor 180° or Tallon 90° rotation applied (not after a bump). */
  rotated: boolean;
  /** Tallon roll: the slide used (mm along the new heading) and every legal slide, when it rotated. */
  tallon?: { slideMm: number; legalSlides: Interval[] };
  /** Length of the template centre line that counts (truncated by a bump), mm. */
  templateLengthMm: number;
  /** How many separation evaluations the bump search needed (0 without a bump). */
  bumpEvaluations: number;
}

/** Options for executing a maneuver. */
export interface ManeuverOptions {
  /** Tallon roll slide, mm along the ship's new heading; the centred position when absent. */
  tallonSlideMm?: number;
  /**
   * The table's broad phase, current with the table (`tableIndex(table)`), for callers that resolve many moves
   * on a table they do not change in between; without it each call checks the table's index against the table.
   */
  index?: TableIndex;
}

/**
 * Other ships that a base following `path` could reach (broad phase on the path's bounding box), with
 * `extraMarginMm` more room for placements off the path (a Tallon roll's slide), in the table's order. The
 * index only narrows the ships the box test sees; the box test is the one every ship used to get.
 */
export function reachableShips(
  table: TableState,
  self: ShipOnTable,
  path: ManeuverPath,
  extraMarginMm = 0,
  index: TableIndex = tableIndex(table),
): Obstruction[] {
  pathBox(path, footprintRadiusMm(self.size) + extraMarginMm, box);
  const [x0, y0, x1, y1] = box;
  const out: Obstruction[] = [];
  for (const s of index.shipsNearList([x0, y0, x1, y1])) {
    if (s.id === self.id) continue;
    const r = footprintRadiusMm(s.size);
    if (s.pose.x + r < x0 || s.pose.x - r > x1 || s.pose.y + r < y0 || s.pose.y - r > y1) continue;
    out.push(shipObstruction(s));
  }
  return out;
}

// Scratch box for reachableShips (it runs for every maneuver of a dial prediction).
const box: [number, number, number, number] = [0, 0, 0, 0];

/** Writes the bounding box [minX, minY, maxX, maxY] of every point within `marginMm` of the path into `out`, mm. */
function pathBox(path: ManeuverPath, marginMm: number, out: number[]): void {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const piece of path.pieces) {
    let x0: number;
    let x1: number;
    let y0: number;
    let y1: number;
    if (piece.kind === 'line') {
      x0 = piece.x0;
      x1 = piece.x0 + piece.ux * piece.lengthMm;
      y0 = piece.y0;
      y1 = piece.y0 + piece.uy * piece.lengthMm;
    } else {
      // Conservative: the whole circle's box (arcs here turn at most 90°).
      x0 = piece.cx - piece.radiusMm;
      x1 = piece.cx + piece.radiusMm;
      y0 = piece.cy - piece.radiusMm;
      y1 = piece.cy + piece.radiusMm;
    }
    minX = Math.min(minX, x0, x1);
    maxX = Math.max(maxX, x0, x1);
    minY = Math.min(minY, y0, y1);
    maxY = Math.max(maxY, y0, y1);
  }
  out[0] = minX - marginMm;
  out[1] = minY - marginMm;
  out[2] = maxX + marginMm;
  out[3] = maxY + marginMm;
}

/** Ids of the ships whose bases (with guides) lie within `toleranceMm` of the given base. */
function touchingShips(pose: Pose, size: BaseSize, others: readonly Obstruction[], toleranceMm: number): string[] {
  const frame = baseFrame(pose, size);
  const whole = { cx: pose.x, cy: pose.y, radius: footprintRadiusMm(size) };
  let me: Obstruction | null = null;
  const out: string[] = [];
  for (const o of others) {
    if (circlesApart(whole, o.whole, toleranceMm)) continue;
    // Only "within the tolerance" matters: the closed-form frame separation (the same quantity as the polygon
    // one, to rounding) decides unless it lies within a rounding margin of the tolerance; a cutoff above the
    // tolerance skips the far piece pairs.
    const cutoff = 2 * toleranceMm;
    if (o.frame) {
      const s = frameSignedSeparation(frame, o.frame, cutoff);
      if (s >= toleranceMm + ROUNDING_MARGIN_MM) continue;
      if (s <= toleranceMm - ROUNDING_MARGIN_MM) {
        out.push(o.id);
        continue;
      }
    }
    me ??= obstructionOf('', pose, size);
    if (piecesSignedSeparation(me.pieces, me.bounds, o.pieces, o.bounds, cutoff) <= toleranceMm) out.push(o.id);
  }
  return out.sort();
}

/** Far above the rounding error of the frame and polygon separations (≈ 1e-13 mm), far below the tolerance. */
const ROUNDING_MARGIN_MM = 1e-9;

/**
 * Legal Tallon roll slides: the slides along the new heading (within ±TALLON_SLIDE_MAX_MM) at which the
 * rotated base overlaps no ship (rules: BEARING, "must avoid overlapping other ships if possible").
 */
export function tallonLegalSlides(
  path: ManeuverPath,
  m: Maneuver,
  size: BaseSize,
  others: readonly Obstruction[],
): Interval[] {
  const centred = tallonPose(path, tallonSide(m), 0);
  const h = centred.headingDeg * DEG;
  const ux = Math.cos(h);
  const uy = Math.sin(h);
  const pieces = basePieces(centred, size, true);
  const holes: Interval[] = [];
  for (const o of others) for (const hole of slideOverlapIntervals(pieces, o.pieces, ux, uy)) holes.push(hole);
  const max = (BASE_SIDE_MM[size] - 20) / 2;
  return subtractOpen(-max, max, holes);
}

/** The last distance computed from a starting base square to each obstacle (a dial reuses the same start). */
const startDistanceCache = new WeakMap<
  PlacedObstacle,
  { x: number; y: number; h: number; size: BaseSize; mm: number }
>();

/** Distances (mm) from the starting base square to the obstacles with the given ids. */
function distancesFromStart(
  ids: string[],
  obstacles: readonly PlacedObstacle[],
  start: Pose,
  size: BaseSize,
): Map<string, number> {
  const dist = new Map<string, number>();
  if (ids.length === 0) return dist;
  let square: ConvexPolygon | null = null;
  for (const o of obstacles) {
    if (!ids.includes(o.id)) continue;
    const hit = startDistanceCache.get(o);
    if (hit && hit.x === start.x && hit.y === start.y && hit.h === start.headingDeg && hit.size === size) {
      dist.set(o.id, hit.mm);
      continue;
    }
    square ??= baseSquare(start, size);
    const mm = polygonDistance(square, o.polygon);
    startDistanceCache.set(o, { x: start.x, y: start.y, h: start.headingDeg, size, mm });
    dist.set(o.id, mm);
  }
  return dist;
}

/** Orders obstacle ids by their distance from the starting base square, nearest first (ties by id); a new array. */
function byDistance(ids: string[], dist: Map<string, number>): string[] {
  if (ids.length < 2) return ids.slice();
  return [...ids].sort((a, b) => (dist.get(a) ?? 0) - (dist.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
}

/** A maneuver's name and the cache keys of its motion bounds per base size ("small:bank-left-2"). */
interface ManeuverNames {
  bearing: Maneuver['bearing'];
  side: Maneuver['side'];
  speed: number;
  name: string;
  small: string;
  large: string;
}

const namesCache = new WeakMap<Maneuver, ManeuverNames>();

/**
 * The names of a maneuver, the same strings each time it is resolved, so that the bounds caches look up keys
 * whose hashes are already known (a dial prediction resolves the same maneuver objects over and over).
 */
function namesOf(m: Maneuver): ManeuverNames {
  const hit = namesCache.get(m);
  if (hit && hit.bearing === m.bearing && hit.side === m.side && hit.speed === m.speed) return hit;
  const name = maneuverName(m);
  const names = {
    bearing: m.bearing,
    side: m.side,
    speed: m.speed,
    name,
    small: `small:${name}`,
    large: `large:${name}`,
  };
  namesCache.set(m, names);
  return names;
}

/** A Tallon roll's side (a parsed Tallon roll always has one). */
function tallonSide(m: Maneuver): 'left' | 'right' {
  return m.side === 'right' ? 'right' : 'left';
}

/** Where the base ends and how it got there: the motion part of a maneuver, before obstacles are looked at. */
interface Motion {
  final: Pose;
  progress: number;
  rotated: boolean;
  tallon?: ManeuverOutcome['tallon'];
  bumpEvaluations: number;
  contactGapMm: number;
  bumped: string[];
}

/**
 * Moves the base along the template among the ships it could reach: a Tallon roll to its nearest legal slide,
 * else back from the end to the largest progress that overlaps no ship.
 */
function moveAmongShips(
  ship: ShipOnTable,
  start: Pose,
  m: Maneuver,
  path: ManeuverPath,
  others: readonly Obstruction[],
  opts: ManeuverOptions,
): Motion {
  const motion: Motion = {
    final: start,
    progress: 1,
    rotated: false,
    bumpEvaluations: 0,
    contactGapMm: 0,
    bumped: [],
  };
  const legalSlides = m.bearing === 'tallon' ? tallonLegalSlides(path, m, ship.size, others) : [];
  const slide = nearestInSet(legalSlides, opts.tallonSlideMm ?? 0);
  if (m.bearing === 'tallon' && slide !== null) {
    motion.final = tallonPose(path, tallonSide(m), slide);
    motion.rotated = true;
    motion.tallon = { slideMm: slide, legalSlides };
    return motion;
  }
  if (m.bearing === 'stationary') return motion;
  // Most maneuvers end clear of every ship: the boolean test says so without measuring any distance.
  const search =
    endIsFree(path, ship.size, others) === true
      ? FREE_END
      : findFreeProgress(path, ship.size, others, namesOf(m)[ship.size]);
  motion.progress = search.progress;
  motion.bumpEvaluations = search.evaluations > 1 ? search.evaluations : 0;
  if (search.progress === 1) {
    motion.final = plainEndPose(path);
    if (m.bearing === 'koiogran' || m.bearing === 'segnor') {
      motion.final.headingDeg += 180;
      motion.rotated = true;
    }
    return motion;
  }
  motion.final = poseAtProgress(path, search.progress);
  motion.contactGapMm = search.gapMm;
  motion.bumped = touchingShips(motion.final, ship.size, others, Math.max(CONTACT_TOLERANCE_MM * 10, search.gapMm * 2));
  return motion;
}

/** What the travelled template and the final base touch: obstacles (in the table's order) and ships. */
interface Contacts {
  landedOn: string[];
  throughObstacles: string[];
  throughShips: string[];
  /** The obstacles the broad phase let through, in the table's order (every one the move touches is here). */
  near: readonly PlacedObstacle[];
}

/**
 * The obstacles under the final base and the obstacles and ships under the travelled template (rules:
 * OBSTACLES, MOVING THROUGH). The broad phase hands over the obstacles whose bounding circles could meet the
 * final base's or the template's, and the ships whose footprint circles could meet the template's; each then
 * gets the same exact test as before, in the table's order.
 */
function contactsOf(
  index: TableIndex,
  ship: ShipOnTable,
  final: Pose,
  template: TemplateTester | null,
  bumped: readonly string[],
): Contacts {
  const finalBounds = { cx: final.x, cy: final.y, radius: footprintRadiusMm(ship.size) };
  const reach = template ? unionBox(circleBox(finalBounds), circleBox(template.bounds)) : circleBox(finalBounds);
  const near = index.obstaclesNear(reach);
  let finalPieces: ConvexPolygon[] | null = null;
  const landedOn: string[] = [];
  const throughObstacles: string[] = [];
  for (const o of near) {
    if (!circlesApart(finalBounds, o.bounds)) {
      finalPieces ??= basePieces(final, ship.size, true);
      if (piecesOverlapObstacle(finalPieces, o)) landedOn.push(o.id);
    }
    if (template && templateOverlapsObstacle(template, o)) throughObstacles.push(o.id);
  }
  const throughShips: string[] = [];
  if (template) {
    for (const s of index.shipsNearList(circleBox(template.bounds))) {
      if (s.id === ship.id || bumped.includes(s.id)) continue;
      // Footprint circles hold every piece: a base whose circle the template's circle misses cannot overlap it.
      if (templateMissesCircle(template, { cx: s.pose.x, cy: s.pose.y, radius: footprintRadiusMm(s.size) })) continue;
      if (templateOverlapsPieces(template, shipObstruction(s).pieces)) throughShips.push(s.id);
    }
  }
  return { landedOn, throughObstacles, throughShips, near };
}

/**
 * Executes a maneuver for one ship on the table (the table is not changed). The ship backs up along the
 * template to the largest progress that overlaps no ship; Koiogran turns and Segnor's loops rotate 180° and
 * Tallon rolls 90° only when they did not bump; a Tallon roll first tries every slide that avoids ships.
 * Only the ships and obstacles near the move are looked at (the table's broad phase, `tableIndex`).
 */
export function resolveManeuver(
  table: TableState,
  shipId: string,
  m: Maneuver,
  opts: ManeuverOptions = {},
): ManeuverOutcome {
  const index = opts.index ?? tableIndex(table);
  const ship = index.ship(shipId);
  const start: Pose = { x: ship.pose.x, y: ship.pose.y, headingDeg: ship.pose.headingDeg };
  const path = maneuverPath(start, ship.size, m);
  // Fix: a Tallon roll's slide moves the rolled base up to TALLON_SLIDE_MAX_MM off the path, so the broad phase
  // must look that much further or it misses ships beside the rolled base (regression test: "Tallon broad phase").
  const extra = m.bearing === 'tallon' ? TALLON_SLIDE_MAX_MM[ship.size] : 0;
  const others = reachableShips(table, ship, path, extra, index);
  const motion = moveAmongShips(ship, start, m, path, others, opts);
  const { final, progress, bumped } = motion;

  // Only the template between the start and the final position counts (rules: OBSTACLES).
  const templateLengthMm = Math.max(0, progress * travelMm(path) - path.baseMm);
  const shape: TemplateShape | null = m.bearing === 'stationary' ? null : templateShape(path, templateLengthMm);
  const template = shape && templateTester(shape);
  const { landedOn, throughObstacles, throughShips, near } = contactsOf(index, ship, final, template, bumped);
  // Most moves hit nothing: no set to build then.
  const hitIds =
    throughObstacles.length + landedOn.length === 0 ? [] : [...new Set([...throughObstacles, ...landedOn])];
  // Distances only order the obstacles: one alone needs none.
  const dist = hitIds.length > 1 ? distancesFromStart(hitIds, near, start, ship.size) : NO_DISTANCES;
  const obstaclesHit = byDistance(hitIds, dist);
  const fled = isOutsidePlayArea(table, final, ship.size);
  const hitAsteroid = near.some((o) => o.kind === 'asteroid' && obstaclesHit.includes(o.id));
  // The fields in the order they are listed (and printed), the optional Tallon slide before the last two.
  const outcome = {
    ship: ship.id,
    maneuver: namesOf(m).name,
    start,
    final: { x: final.x, y: final.y, headingDeg: normalizeDeg(final.headingDeg) },
    progress,
    bumped,
    contactGapMm: motion.contactGapMm,
    obstaclesHit,
    landedOn: byDistance(landedOn, dist),
    movedThrough: {
      ships: throughShips.sort(),
      obstacles: byDistance(throughObstacles, dist),
    },
    fled,
    skipAction: bumped.length > 0 || hitAsteroid || fled,
    rotated: motion.rotated,
  } as ManeuverOutcome;
  if (motion.tallon) outcome.tallon = motion.tallon;
  outcome.templateLengthMm = templateLengthMm;
  outcome.bumpEvaluations = motion.bumpEvaluations;
  return outcome;
}

/** A search that found the end free (its gap is not needed: only a bump reports one). */
const FREE_END: BumpResult = { progress: 1, gapMm: 0, evaluations: 1, stuckAtStart: false };

/** The distances of a move that hit fewer than two obstacles: none are needed to order them. */
const NO_DISTANCES: Map<string, number> = new Map();
