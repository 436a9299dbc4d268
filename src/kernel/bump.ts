/* eslint-disable @typescript-eslint/no-non-null-assertion -- Float64Array speed tables and the obstruction list indexed within their bounds in the bump search's hot loops. */
/**
 * Backing up along the template (rules: OVERLAPPING SHIPS): the largest progress p at which the moving base
 * overlaps no other ship, found to CONTACT_TOLERANCE_MM without stepping.
 *
 * Σ(p) is the signed separation between the moving base (with guides) at progress p and the other ships:
 * their distance when apart, minus the deepest penetration when overlapping. Σ < 0 exactly when the bases
 * overlap, and Σ changes by at most V·|Δp|, V being the fastest any footprint point moves per unit of progress.
 * The search walks back from p = 1: the first step is the certified one (|Σ|/V, which cannot cross a
 * non-overlap window), later steps are secant steps on Σ aimed slightly past the root; once a point with
 * Σ ≥ 0 is found, the root is bracketed and closed in by safeguarded false position (Illinois) until the
 * non-overlapping end of the bracket is within tolerance of touching.
 */
import { type BaseSize, CONTACT_TOLERANCE_MM, DEG } from './constants.ts';
import { type Bounds, boundsOf, type ConvexPolygon } from './convex.ts';
import {
  type BaseFrame,
  baseFrame,
  basePieces,
  footprintRadiusMm,
  moveBaseFrame,
  moveBasePieces,
} from './footprint.ts';
import { frameSignedSeparation, framesOverlap, piecesSignedSeparation } from './collide.ts';
import {
  type GuideMotion,
  guideMotionAtProgress,
  type GuidePair,
  guidePairAtProgress,
  type ManeuverPath,
  referencePath,
} from './path.ts';
import type { Pose } from './pose.ts';
import type { ShipOnTable } from './table.ts';

/** Another ship as the bump search sees it: its pieces (with guides) and their bounding circles. */
export interface Obstruction {
  id: string;
  pieces: ConvexPolygon[];
  bounds: Bounds[];
  /** Bounding circle of the whole base. */
  whole: Bounds;
  /** The same base as rectangles in its frame (fast exact tests); absent on hand-made obstructions. */
  frame?: BaseFrame;
}

/** Prepares a ship on the table for bump searches. */
export function obstructionOf(id: string, pose: Pose, size: BaseSize): Obstruction {
  const pieces = basePieces(pose, size, true);
  return {
    id,
    pieces,
    bounds: pieces.map(boundsOf),
    whole: { cx: pose.x, cy: pose.y, radius: footprintRadiusMm(size) },
    frame: baseFrame(pose, size),
  };
}

interface CachedObstruction {
  x: number;
  y: number;
  headingDeg: number;
  size: BaseSize;
  id: string;
  obstruction: Obstruction;
}

const obstructionCache = new WeakMap<ShipOnTable, CachedObstruction>();

/**
 * obstructionOf for a ship on the table, reused while the ship's id, size and pose are unchanged: predicting a
 * whole dial resolves many maneuvers against the same ships. The result is shared, so callers must not change it.
 */
export function shipObstruction(ship: ShipOnTable): Obstruction {
  const p = ship.pose;
  const hit = obstructionCache.get(ship);
  if (hit && hit.x === p.x && hit.y === p.y && hit.headingDeg === p.headingDeg && hit.size === ship.size) {
    if (hit.id === ship.id) return hit.obstruction;
  }
  const obstruction = obstructionOf(ship.id, p, ship.size);
  obstructionCache.set(ship, { x: p.x, y: p.y, headingDeg: p.headingDeg, size: ship.size, id: ship.id, obstruction });
  return obstruction;
}

/**
 * How fast (mm per unit progress) any point of the base can move: `bound` over the whole path and
 * `segments[j]` over progress [j/K, (j+1)/K] (K = segments.length). Most of a path moves much slower than its
 * fastest moment (the turn of a small-radius template), so the search steps further with the local bound.
 */
export interface SpeedProfile {
  bound: number;
  segments: Float64Array;
}

const SPEED_SEGMENTS = 32;
const SAMPLES_PER_SEGMENT = 16;
const profileCache = new Map<string, SpeedProfile>();

/**
 * Upper bounds on how fast (mm per unit progress) any point of the base moves along a maneuver path: the
 * largest centre speed + turn rate × footprint radius, from the closed-form guide motion at 512 progresses,
 * with a 5 % margin for what lies between samples (both are smooth between the template's pieces), over the
 * whole path and over each of 32 progress segments (each from its own 17 samples, ends included). It does not
 * depend on where the maneuver starts, so it is computed once per size and template (on referencePath).
 */
export function pointSpeedProfile(path: ManeuverPath, size: BaseSize, key: string): SpeedProfile {
  const cached = profileCache.get(key);
  if (cached !== undefined) return cached;
  const ref = referencePath(key, path);
  const rho = footprintRadiusMm(size);
  const motion: GuideMotion = { rx: 0, ry: 0, fx: 0, fy: 0, vx: 0, vy: 0, omega: 0 };
  const n = SPEED_SEGMENTS * SAMPLES_PER_SEGMENT;
  const speed = new Float64Array(n + 1);
  let v = 0;
  for (let i = 0; i <= n; i++) {
    guideMotionAtProgress(ref, i / n, motion);
    speed[i] = Math.hypot(motion.vx, motion.vy) + Math.abs(motion.omega) * rho;
    v = Math.max(v, speed[i]!);
  }
  const segments = new Float64Array(SPEED_SEGMENTS);
  for (let j = 0; j < SPEED_SEGMENTS; j++) {
    let m = 0;
    for (let i = j * SAMPLES_PER_SEGMENT; i <= (j + 1) * SAMPLES_PER_SEGMENT; i++) m = Math.max(m, speed[i]!);
    segments[j] = m * 1.05;
  }
  const profile = { bound: v * 1.05, segments };
  profileCache.set(key, profile);
  return profile;
}

/**
 * Upper bound on how fast (mm per unit progress) any point of the base moves anywhere along a maneuver path
 * (pointSpeedProfile's whole-path bound).
 */
export function pointSpeedBound(path: ManeuverPath, size: BaseSize, key: string): number {
  return pointSpeedProfile(path, size, key).bound;
}

/**
 * The smallest progress x ≤ b such that no base point can move `distMm` between x and b under the segment
 * bounds: walking down the segments, each one's bound times the progress spent in it.
 */
function certifiedStepDown(profile: SpeedProfile, b: number, distMm: number): number {
  const seg = profile.segments;
  const k = seg.length;
  let j = Math.min(Math.ceil(b * k) - 1, k - 1);
  let top = b;
  let left = distMm;
  while (j >= 0) {
    const lo = j / k;
    const reach = (top - lo) * seg[j]!;
    if (left <= reach) return top - left / seg[j]!;
    left -= reach;
    top = lo;
    j--;
  }
  return 0;
}

/** Result of a bump search. */
export interface BumpResult {
  /** Largest progress with no overlap, in [0, 1]. */
  progress: number;
  /** Signed separation there, mm (≥ 0; ≤ CONTACT_TOLERANCE_MM after a bump). */
  gapMm: number;
  /** How many times Σ was evaluated (for benchmarks). */
  evaluations: number;
  /** True when even the starting position overlaps (the ship cannot leave it). */
  stuckAtStart: boolean;
}

/**
 * Moves `frame` to the base's place at progress p: centre midway between the guide points, forward along
 * R → F (exactly one base length apart, so the unit vector needs no trigonometry).
 */
export function placeAtProgress(path: ManeuverPath, p: number, g: GuidePair, frame: BaseFrame): void {
  guidePairAtProgress(path, p, g);
  const dx = g.fx - g.rx;
  const dy = g.fy - g.ry;
  const len = Math.sqrt(dx * dx + dy * dy);
  moveBaseFrame(frame, (g.rx + g.fx) / 2, (g.ry + g.fy) / 2, dx / len, dy / len);
}

/** Builds Σ(p) for a path against a set of other ships (pre-filtered to those the path can reach). */
export function separationAlongPath(
  path: ManeuverPath,
  size: BaseSize,
  others: readonly Obstruction[],
): (p: number) => number {
  const me = baseFrame({ x: 0, y: 0, headingDeg: 0 }, size);
  const g: GuidePair = { rx: 0, ry: 0, fx: 0, fy: 0 };
  // Hand-made obstructions without a frame fall back to the polygon test on the moving base's pieces.
  const generic = others.some((o) => !o.frame) ? genericSeparation(size) : null;
  const rho = me.rho;
  // The loop of placedSeparation, inline as the baseline has always run it (benchmarks time this closure).
  return (p: number) => {
    placeAtProgress(path, p, g, me);
    let best = Infinity;
    for (let i = 0; i < others.length; i++) {
      const o = others[i]!;
      const dx = me.x - o.whole.cx;
      const dy = me.y - o.whole.cy;
      // Whole-base circles: this ship cannot beat `best` when even they are that far apart.
      const reach = best + rho + o.whole.radius;
      if (reach <= 0 || dx * dx + dy * dy >= reach * reach) continue;
      const s = o.frame ? frameSignedSeparation(me, o.frame, best) : (generic ?? frameless)(me, o, best);
      if (s < best) best = s;
    }
    return best;
  };
}

/**
 * Σ for the moving base already placed in `me`: the least signed separation from `others`, mm, or `cutoffMm`
 * when every separation is at least that (pairs farther apart are not measured). `generic` handles
 * obstructions without a frame (null when every one has a frame).
 */
export function placedSeparation(
  me: BaseFrame,
  others: readonly Obstruction[],
  generic: ((me: BaseFrame, o: Obstruction, cutoff: number) => number) | null = null,
  cutoffMm = Infinity,
): number {
  const rho = me.rho;
  let best = cutoffMm;
  for (let i = 0; i < others.length; i++) {
    const o = others[i]!;
    const dx = me.x - o.whole.cx;
    const dy = me.y - o.whole.cy;
    // Whole-base circles: this ship cannot beat `best` when even they are that far apart.
    const reach = best + rho + o.whole.radius;
    if (reach <= 0 || dx * dx + dy * dy >= reach * reach) continue;
    const s = o.frame ? frameSignedSeparation(me, o.frame, best) : (generic ?? frameless)(me, o, best);
    if (s < best) best = s;
  }
  return best;
}

/** Stands in for a missing `generic`: callers pass one whenever some obstruction has no frame. */
function frameless(): number {
  throw new Error('an obstruction without a frame needs the polygon fallback');
}

/** Polygon-based separation of the moving base (given by its frame) from an obstruction without a frame. */
function genericSeparation(size: BaseSize): (me: BaseFrame, o: Obstruction, cutoff: number) => number {
  const pose: Pose = { x: 0, y: 0, headingDeg: 0 };
  const pieces = basePieces(pose, size, true);
  const bounds = pieces.map(boundsOf);
  return (me, o, cutoff) => {
    pose.x = me.x;
    pose.y = me.y;
    pose.headingDeg = Math.atan2(me.s, me.c) / DEG;
    moveBasePieces(pieces, pose, size, true);
    pieces.forEach((poly, i) => {
      bounds[i] = boundsOf(poly);
    });
    return piecesSignedSeparation(pieces, bounds, o.pieces, o.bounds, cutoff);
  };
}

/**
 * The overlap predicate along a path, Σ(p) < 0, by the same rectangle SAT with an early exit at the first
 * overlapping pair and no distances: all a fixed-step search needs (the boolean benchmark baseline).
 */
export function overlapAlongPath(
  path: ManeuverPath,
  size: BaseSize,
  others: readonly Obstruction[],
): (p: number) => boolean {
  const me = baseFrame({ x: 0, y: 0, headingDeg: 0 }, size);
  const g: GuidePair = { rx: 0, ry: 0, fx: 0, fy: 0 };
  const sigma = others.some((o) => !o.frame) ? separationAlongPath(path, size, others) : null;
  return (p: number) => {
    if (sigma) return sigma(p) < 0;
    placeAtProgress(path, p, g, me);
    return placedOverlapsAny(me, others);
  };
}

/**
 * Σ < 0 for the moving base already placed in `me`, every obstruction having a frame: the same rectangle SAT
 * with an early exit at the first overlapping pair and no distances.
 */
export function placedOverlapsAny(me: BaseFrame, others: readonly Obstruction[]): boolean {
  for (let i = 0; i < others.length; i++) {
    const o = others[i]!;
    const dx = me.x - o.whole.cx;
    const dy = me.y - o.whole.cy;
    const reach = me.rho + o.whole.radius;
    if (dx * dx + dy * dy < reach * reach && framesOverlap(me, o.frame!)) return true;
  }
  return false;
}

const scratchSmall = baseFrame({ x: 0, y: 0, headingDeg: 0 }, 'small');
const scratchLarge = baseFrame({ x: 0, y: 0, headingDeg: 0 }, 'large');
const scratchPair: GuidePair = { rx: 0, ry: 0, fx: 0, fy: 0 };

/**
 * The boolean fixed-step baseline (what FlyCasual and the like do): a ghost base at p = 1, 0.99, 0.98, … and at
 * each a yes/no overlap test (the rectangle SAT, early exit at the first overlapping pair, no distances),
 * stopping at the first free one. Its gapMm is NaN: it measures no distance (benchmarks measure it afterwards).
 * Every obstruction must have a frame; the frame is reused (no allocation per call).
 */
export function steppedOverlapFreeProgress(
  path: ManeuverPath,
  size: BaseSize,
  others: readonly Obstruction[],
  samples = 101,
): BumpResult {
  const me = size === 'small' ? scratchSmall : scratchLarge;
  for (let i = 0; i < samples; i++) {
    const p = 1 - i / (samples - 1);
    placeAtProgress(path, p, scratchPair, me);
    if (!placedOverlapsAny(me, others)) return { progress: p, gapMm: NaN, evaluations: i + 1, stuckAtStart: false };
  }
  return { progress: 0, gapMm: NaN, evaluations: samples, stuckAtStart: true };
}

/**
 * Finds the largest p ∈ [0, 1] with Σ(p) ≥ 0, to within `toleranceMm` of touching when a bump happens.
 * `speed` is V (mm per unit progress), a Lipschitz bound on Σ, or a SpeedProfile with one such bound per
 * progress segment.
 *
 * Certified descent: while Σ(b) < 0, no p in (b − |Σ(b)|/V, b] can be free, so stepping there never skips a
 * free window, however thin, and (b, 1] stays certified overlapping. With a profile the step goes down to
 * where the segment bounds, integrated from b, first allow a motion of |Σ(b)|: no point can move that far
 * before it, so the same holds with a longer step. Near a contact approached at slope s
 * the steps shrink by the factor 1 − s/V, so the walk takes a few to a few dozen evaluations. Once |Σ(b)| is
 * within tolerance, one probe just past the predicted contact (at most 10 tolerances of point motion below b,
 * so the uncertified gap is below the tolerance that matters) finds the free pose; if the probe still
 * overlaps, the descent continues from it.
 */
export function largestFreeProgress(
  sigma: (p: number) => number,
  speed: number | SpeedProfile,
  toleranceMm = CONTACT_TOLERANCE_MM / 10,
): BumpResult {
  let evaluations = 1;
  let b = 1;
  let gb = sigma(1);
  if (gb >= 0) return { progress: 1, gapMm: gb, evaluations, stuckAtStart: false };
  const profile = typeof speed === 'number' ? null : speed;
  const speedBound = typeof speed === 'number' ? speed : speed.bound;
  // Progress in which no base point moves more than one tolerance (by the whole-path bound: conservative).
  const tolP = toleranceMm / speedBound;
  // Secant slope estimate dΣ/dp (≤ 0 on the approach to the contact from above).
  let prevP = NaN;
  let prevG = NaN;
  for (let iter = 0; iter < 10_000; iter++) {
    if (b <= 0) break;
    let x: number;
    if (-gb <= toleranceMm) {
      // Close enough to touching: probe just past the contact, within 10 tolerances of b.
      const slope = (prevG - gb) / (prevP - b);
      const aim = slope < 0 ? -(gb - toleranceMm / 2) / -slope : 2 * tolP;
      x = b - Math.min(Math.max(aim, tolP / 4), 10 * tolP);
    } else {
      x = profile ? certifiedStepDown(profile, b, -gb) : b + gb / speedBound;
    }
    if (x < 0) x = 0;
    const gx = sigma(x);
    evaluations++;
    if (gx >= 0) return { progress: x, gapMm: gx, evaluations, stuckAtStart: false };
    prevP = b;
    prevG = gb;
    b = x;
    gb = gx;
    // Steps below float resolution of p (a contact grazed without a free side): nothing more to find here.
    if (prevP - b < 1e-15) break;
  }
  return { progress: 0, gapMm: gb, evaluations, stuckAtStart: true };
}

/**
 * The fixed-step baseline used by common digital tools: step back from p = 1 in 1/(samples − 1) increments
 * until the base overlaps no ship. Same overlap test as the exact search; kept for benchmarks and tests.
 */
export function steppedFreeProgress(sigma: (p: number) => number, samples = 101): BumpResult {
  for (let i = 0; i < samples; i++) {
    const p = 1 - i / (samples - 1);
    const g = sigma(p);
    if (g >= 0) return { progress: p, gapMm: g, evaluations: i + 1, stuckAtStart: false };
  }
  return { progress: 0, gapMm: sigma(0), evaluations: samples + 1, stuckAtStart: true };
}
