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
import { type BaseSize, CONTACT_TOLERANCE_MM } from './constants.ts';
import { type Bounds, boundsOf, type ConvexPolygon } from './convex.ts';
import { basePieces, footprintRadiusMm, moveBasePieces } from './footprint.ts';
import { piecesSignedSeparation } from './collide.ts';
import { type ManeuverPath, poseAtProgress, travelMm } from './path.ts';
import type { Pose } from './pose.ts';

/** Another ship as the bump search sees it: its pieces (with guides) and their bounding circles. */
export interface Obstruction {
  id: string;
  pieces: ConvexPolygon[];
  bounds: Bounds[];
  /** Bounding circle of the whole base. */
  whole: Bounds;
}

/** Prepares a ship on the table for bump searches. */
export function obstructionOf(id: string, pose: Pose, size: BaseSize): Obstruction {
  const pieces = basePieces(pose, size, true);
  return {
    id,
    pieces,
    bounds: pieces.map(boundsOf),
    whole: { cx: pose.x, cy: pose.y, radius: footprintRadiusMm(size) },
  };
}

const speedCache = new Map<string, number>();

/**
 * Upper bound on how fast (mm per unit progress) any point of the base moves along a maneuver path. It does
 * not depend on where the maneuver starts, so it is computed once per size and template from a fine scan of
 * centre speed + turn rate × footprint radius, with a 25 % margin for what the scan can miss between samples.
 */
export function pointSpeedBound(path: ManeuverPath, size: BaseSize, key: string): number {
  const cached = speedCache.get(key);
  if (cached !== undefined) return cached;
  const rho = footprintRadiusMm(size);
  const n = 400;
  const a: Pose = { x: 0, y: 0, headingDeg: 0 };
  const b: Pose = { x: 0, y: 0, headingDeg: 0 };
  let v = travelMm(path);
  for (let i = 0; i < n; i++) {
    poseAtProgress(path, i / n, a);
    poseAtProgress(path, (i + 1) / n, b);
    const dc = Math.hypot(b.x - a.x, b.y - a.y);
    const dth = (Math.abs(b.headingDeg - a.headingDeg) * Math.PI) / 180;
    v = Math.max(v, (dc + dth * rho) * n);
  }
  const bound = v * 1.25;
  speedCache.set(key, bound);
  return bound;
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

/** Builds Σ(p) for a path against a set of other ships (pre-filtered to those the path can reach). */
export function separationAlongPath(
  path: ManeuverPath,
  size: BaseSize,
  others: readonly Obstruction[],
): (p: number) => number {
  const pose: Pose = { x: 0, y: 0, headingDeg: 0 };
  const pieces = basePieces(pose, size, true);
  const bounds: Bounds[] = pieces.map(() => ({ cx: 0, cy: 0, radius: 0 }));
  const rho = footprintRadiusMm(size);
  return (p: number) => {
    poseAtProgress(path, p, pose);
    moveBasePieces(pieces, pose, size, true);
    for (let i = 0; i < pieces.length; i++) {
      const poly = pieces[i]!;
      const bb = bounds[i]!;
      bb.cx = (poly[0]! + poly[4]!) / 2;
      bb.cy = (poly[1]! + poly[5]!) / 2;
      bb.radius = Math.hypot(poly[0]! - bb.cx, poly[1]! - bb.cy);
    }
    let best = Infinity;
    for (const o of others) {
      const lower = Math.hypot(pose.x - o.whole.cx, pose.y - o.whole.cy) - rho - o.whole.radius;
      if (lower >= best) continue;
      const s = piecesSignedSeparation(pieces, bounds, o.pieces, o.bounds, best);
      if (s < best) best = s;
    }
    return best;
  };
}

/**
 * Finds the largest p ∈ [0, 1] with Σ(p) ≥ 0, ending within `toleranceMm` of touching when a bump happens.
 * `speedBound` is V (mm per unit progress) and `travel` the path's R travel in mm (to turn mm into p).
 */
export function largestFreeProgress(
  sigma: (p: number) => number,
  speedBound: number,
  travel: number,
  toleranceMm = CONTACT_TOLERANCE_MM / 10,
): BumpResult {
  let evaluations = 1;
  let b = 1;
  let gb = sigma(1);
  if (gb >= 0) return { progress: 1, gapMm: gb, evaluations, stuckAtStart: false };
  let prevP = NaN;
  let prevG = NaN;
  let a = NaN;
  let ga = NaN;
  for (let iter = 0; iter < 400; iter++) {
    const certified = b - -gb / speedBound;
    let x = certified;
    if (!Number.isNaN(prevP)) {
      const slope = (prevG - gb) / (prevP - b);
      // Σ rises as p falls while backing out of an overlap; aim 5 % past the secant root to bracket it.
      if (slope < 0) x = Math.min(certified, b - (1.05 * gb) / slope);
    }
    // Never creep: after many tiny steps, widen the step geometrically so the root is always passed.
    if (iter >= 30) x = Math.min(x, b - 1e-9 * 2 ** (iter - 30));
    x = Math.max(x, 0);
    const gx = sigma(x);
    evaluations++;
    if (gx >= 0) {
      a = x;
      ga = gx;
      break;
    }
    if (x === 0) return { progress: 0, gapMm: gx, evaluations, stuckAtStart: true };
    prevP = b;
    prevG = gb;
    b = x;
    gb = gx;
  }
  // Illinois false position on [a, b] with Σ(a) ≥ 0 > Σ(b); a always stays on the free side.
  if (Number.isNaN(a)) return { progress: 0, gapMm: sigma(0), evaluations: evaluations + 1, stuckAtStart: true };
  let side = 0;
  let gapA = ga;
  const minWidth = (toleranceMm * 1e-3) / travel;
  for (let iter = 0; iter < 200 && gapA > toleranceMm && b - a > minWidth; iter++) {
    let c = (a * gb - b * ga) / (gb - ga);
    // Fall back to bisection when false position stalls against one end.
    if (!(c > a && c < b) || iter % 4 === 3) c = (a + b) / 2;
    const gc = sigma(c);
    evaluations++;
    if (gc >= 0) {
      a = c;
      ga = gc;
      gapA = gc;
      if (side === -1) gb /= 2;
      side = -1;
    } else {
      b = c;
      gb = gc;
      if (side === 1) ga /= 2;
      side = 1;
    }
  }
  return { progress: a, gapMm: gapA, evaluations, stuckAtStart: false };
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
