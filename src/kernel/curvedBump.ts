/* eslint-disable @typescript-eslint/no-non-null-assertion -- the search's flat Float64Array scratch (gaps, slopes, motion bounds) and frame tables, indexed within their bounds in its hot loops. */
/**
 * The bump search for bases that turn (banks, turns, Segnor loops, Tallon rolls): a certified descent with
 * second-order steps. While the moving base overlaps a piece of another ship, each of that pair's four
 * separating-axis gaps g(p) (negative on every axis ⇔ the two rectangles overlap) is bounded above, going back
 * from b by Δ, by g(b) − Δ·g'(b) + ½·M·Δ², with g'(b) exact from the closed-form motion of the chord model and
 * M a bound on |g''| from per-segment bounds on the base's speed, turn rate, acceleration and turn acceleration.
 * Where all four bounds stay negative the pair still overlaps, so the step cannot pass a free position; near a
 * contact the steps converge quadratically (the first-order walk of bump.ts only linearly, by 1 − slope/V).
 * Two looks beyond a certified step save evaluations without giving up the certificate: deep in an overlap
 * (a gallop) and near the contact (toward the gaps' tangent-line contact); either counts only when the base
 * overlaps there and a pair's bound, going up, covers everything back to the certified step's end.
 * contactBelow, run first from where bumpTree.ts's certificate ends, follows one pair alone by Newton steps and
 * certifies it afterwards by the same bounds going up; the descent runs where it cannot conclude.
 */
import { type BumpResult, type Obstruction, placedSeparation } from './bump.ts';
import type { BaseSize } from './constants.ts';
import { baseFrame, type BaseFrame, moveBaseFrame } from './footprint.ts';
import {
  type GuideAcceleration,
  type GuideMotion,
  guideMotionAtProgress,
  type ManeuverPath,
  referencePath,
} from './path.ts';

const SEGMENTS = 16;
const SAMPLES_PER_SEGMENT = 48;
/** Margin on sampled bounds of smooth quantities (speed, turn rate), as pointSpeedProfile uses. */
const VALUE_MARGIN = 1.05;
/** Margin on finite-difference bounds of the derivatives (acceleration, turn acceleration): generous. */
const RATE_MARGIN = 1.5;
const MAX_STEPS = 200;
/** Look further on when the bound on the depth left where the step ends is at least this fraction of the depth. */
const GALLOP_DEPTH_RATIO = 1;
/** How far beyond the certified step to look, as a fraction of that step. */
const GALLOP_REACH = 0.6;

/**
 * Per-segment bounds on the base's motion along a path, per unit progress over [j/K, (j+1)/K]: centre speed
 * (mm), turn rate (rad), centre acceleration (mm) and turn acceleration (rad). Depends only on the size and
 * the maneuver, not on where the maneuver starts.
 */
export interface MotionBounds {
  speed: Float64Array;
  /** Centre speed across the heading (the chord model drifts sideways), mm. */
  lateral: Float64Array;
  omega: Float64Array;
  accel: Float64Array;
  omegaRate: Float64Array;
  /** Whole-path bound on how fast any point of the base moves, mm per unit progress. */
  pointSpeed: number;
}

const boundsCache = new Map<string, MotionBounds>();
const lastBounds: { key: string; bounds: MotionBounds | null } = { key: '', bounds: null };

/**
 * Motion bounds for a path (cached by `key`, which names the size and maneuver): speed and turn rate sampled
 * at 768 progresses from the closed-form motion (5 % margin), acceleration and turn acceleration from the
 * differences between neighbouring samples, the worst over the segment and its two neighbours (50 % margin).
 */
export function motionBounds(path: ManeuverPath, rho: number, key: string): MotionBounds {
  // Consecutive searches are often of the same maneuver (a dial prediction, a replay): skip the map then.
  if (key === lastBounds.key && lastBounds.bounds !== null) return lastBounds.bounds;
  const cached = boundsCache.get(key);
  if (cached !== undefined) {
    lastBounds.key = key;
    lastBounds.bounds = cached;
    return cached;
  }
  const ref = referencePath(key, path);
  const n = SEGMENTS * SAMPLES_PER_SEGMENT;
  const m: GuideMotion = { rx: 0, ry: 0, fx: 0, fy: 0, vx: 0, vy: 0, omega: 0 };
  const vx = new Float64Array(n + 1);
  const vy = new Float64Array(n + 1);
  const om = new Float64Array(n + 1);
  const lat = new Float64Array(n + 1);
  for (let i = 0; i <= n; i++) {
    guideMotionAtProgress(ref, i / n, m);
    vx[i] = m.vx;
    vy[i] = m.vy;
    om[i] = m.omega;
    const hx = m.fx - m.rx;
    const hy = m.fy - m.ry;
    lat[i] = Math.abs(m.vy * hx - m.vx * hy) / Math.sqrt(hx * hx + hy * hy);
  }
  const speed = new Float64Array(SEGMENTS);
  const lateral = new Float64Array(SEGMENTS);
  const omega = new Float64Array(SEGMENTS);
  const rawAccel = new Float64Array(SEGMENTS);
  const rawRate = new Float64Array(SEGMENTS);
  let pointSpeed = 0;
  for (let j = 0; j < SEGMENTS; j++) {
    for (let i = j * SAMPLES_PER_SEGMENT; i <= (j + 1) * SAMPLES_PER_SEGMENT; i++) {
      speed[j] = Math.max(speed[j]!, Math.hypot(vx[i]!, vy[i]!));
      lateral[j] = Math.max(lateral[j]!, lat[i]!);
      omega[j] = Math.max(omega[j]!, Math.abs(om[i]!));
      pointSpeed = Math.max(pointSpeed, Math.hypot(vx[i]!, vy[i]!) + Math.abs(om[i]!) * rho);
      if (i < (j + 1) * SAMPLES_PER_SEGMENT) {
        rawAccel[j] = Math.max(rawAccel[j]!, Math.hypot(vx[i + 1]! - vx[i]!, vy[i + 1]! - vy[i]!) * n);
        rawRate[j] = Math.max(rawRate[j]!, Math.abs(om[i + 1]! - om[i]!) * n);
      }
    }
  }
  const accel = new Float64Array(SEGMENTS);
  const omegaRate = new Float64Array(SEGMENTS);
  for (let j = 0; j < SEGMENTS; j++) {
    const lo = Math.max(j - 1, 0);
    const hi = Math.min(j + 1, SEGMENTS - 1);
    accel[j] = Math.max(rawAccel[lo]!, rawAccel[j]!, rawAccel[hi]!) * RATE_MARGIN;
    omegaRate[j] = Math.max(rawRate[lo]!, rawRate[j]!, rawRate[hi]!) * RATE_MARGIN;
    // Between samples a value can exceed the sampled ones by at most its rate of change over half a spacing.
    const half = 1 / (2 * n);
    speed[j] = speed[j]! * VALUE_MARGIN + accel[j]! * half;
    omega[j] = omega[j]! * VALUE_MARGIN + omegaRate[j]! * half;
    lateral[j] = lateral[j]! * VALUE_MARGIN + (accel[j]! + speed[j]! * omega[j]!) * half;
  }
  const bounds = { speed, lateral, omega, accel, omegaRate, pointSpeed: pointSpeed * VALUE_MARGIN };
  boundsCache.set(key, bounds);
  return bounds;
}

/**
 * The first Δ > 0 at which g0 − Δ·g1 + ½·M·Δ² (an upper bound on a gap that is g0 < 0 at Δ = 0) reaches 0.
 * Computed in the form that does not cancel.
 */
function firstRoot(g0: number, g1: number, M: number): number {
  if (M <= 0) return g1 < 0 ? g0 / g1 : Infinity;
  const root = Math.sqrt(g1 * g1 - 2 * M * g0);
  return g1 >= 0 ? (g1 + root) / M : (-2 * g0) / (root - g1);
}

// Per overlapping pair at the current progress: for each of the 4 axes, the gap on its own side and on the
// opposite side of |·| (g0), their slopes (g1), and the pair's distance between piece centres.
const MAX_PAIRS = 256;
const pairG0 = new Float64Array(MAX_PAIRS * 8);
const pairG1 = new Float64Array(MAX_PAIRS * 8);
const pairDist = new Float64Array(MAX_PAIRS);
const pairPiece = new Int32Array(MAX_PAIRS);
const pairOther = new Float64Array(MAX_PAIRS * 2);
const pairDepth = new Float64Array(MAX_PAIRS);
/** Which obstruction and which of its pieces each recorded pair is (to follow one pair alone). */
const pairObstruction = new Int32Array(MAX_PAIRS);
const pairFixed = new Int32Array(MAX_PAIRS);
/**
 * How many of the overlapping pairs a scan records (the deepest): the steps are certified by the best of them,
 * almost always one of the two deepest (tuned on the benchmark: recording every pair saves 0.3 % of the
 * evaluations and costs 10 % more time).
 */
const KEEP_PAIRS = 2;
/**
 * A scan stops at the first pair overlapping at least this deep, mm: that pair certifies long steps, the rest
 * of the scan would only find shallower ones (tuned on the benchmark: 3 % more evaluations, 15 % less time).
 */
const STOP_DEPTH_MM = 3;

/** The recorded pair that overlaps least deeply. */
function shallowestPair(count: number): number {
  let slot = 0;
  for (let q = 1; q < count; q++) if (pairDepth[q]! < pairDepth[slot]!) slot = q;
  return slot;
}

/** What the evaluation at one progress found. */
interface Probe {
  /** Overlapping piece pairs recorded in the scratch arrays (−1: too many to record). */
  pairs: number;
  /** The largest penetration over the pairs scanned (the scan may stop at one deeper than STOP_DEPTH_MM), mm (0 when free). */
  depth: number;
}

/**
 * The largest progress in [0, 1] at which the base overlaps none of `others` (all with frames), certified as
 * described above, starting with the check at p = 1 (one evaluation when the end is free); null when the search
 * cannot conclude (the start overlaps, a grazing contact stalls the steps, or the scratch space is too small)
 * so that the caller falls back to the first-order walk. `toleranceMm` as in largestFreeProgress.
 */
export function curvedFreeProgress(
  path: ManeuverPath,
  size: BaseSize,
  others: readonly Obstruction[],
  key: string,
  toleranceMm: number,
  start = 1,
): BumpResult | null {
  const me = size === 'small' ? SMALL.frame : LARGE.frame;
  const offset = size === 'small' ? SMALL.offset : LARGE.offset;
  const motion = scratchMotion;
  const bounds = motionBounds(path, me.rho, key);
  // Progress in which no base point moves more than half a tolerance: the one uncertified stretch, at the end.
  const tolP = toleranceMm / 2 / bounds.pointSpeed;
  const probe: Probe = { pairs: 0, depth: 0 };
  // The end first (one evaluation when it is free). The pair scan decides overlap exactly as Σ < 0 would, so Σ
  // itself, which measures distances, is only needed where the base is free, for the gap.
  let b = start;
  let evaluations = 0;
  let evaluated = false;
  lastStep.size = start === 1 ? 1 / SEGMENTS : Math.min(1 / SEGMENTS, 1 - start + 1e-4);
  for (let step = 0; step < MAX_STEPS; step++) {
    if (!evaluated) evaluateAt(path, b, me, motion, others, probe);
    evaluations++;
    evaluated = false;
    if (probe.pairs === 0) {
      // Free: Σ here, on the base as placed, for the gap (the same function separationAlongPath evaluates).
      // After a bump every point just above b overlaps, so the gap is a rounding error from 0: pieces farther
      // than the cutoff need no distance. The free end (b = 1) is measured in full.
      const cutoffMm = b === 1 ? Infinity : FINAL_GAP_CUTOFF_MM;
      const gap = placedSeparation(me, others, null, cutoffMm);
      return gap >= 0 && gap < cutoffMm ? { progress: b, gapMm: gap, evaluations, stuckAtStart: false } : null;
    }
    if (probe.pairs < 0 || b <= 0) return null;
    let next = certifiedStepDown(b, probe.pairs, offset, bounds);
    if (!(next < b) || b - next < 1e-15) return null;
    if (probe.depth <= toleranceMm || landing.depthMm <= toleranceMm / 2) {
      // Within tolerance of touching (now, or where the step ends): step just past the contact, by less than
      // half a tolerance of motion. If another pair still overlaps there, the walk goes on from that point.
      next -= tolP;
    } else if (next > 0 && landing.depthMm < GALLOP_DEPTH_RATIO * probe.depth) {
      // Closing in on the contact: the certified step stops short of it by the bound's curvature, which is far
      // larger than the gaps' own. Look most of the way on to where the gaps' tangent lines say the last pair
      // separates; if the base still overlaps there and a pair's bound covers the gap back to `next`, the walk
      // goes on from much nearer the contact. Else the look was wasted and the walk goes on from `next`.
      const ahead = linearContactStep(probe.pairs);
      const z = next - NEWTON_SHARE * (next - (b - ahead));
      if (ahead > b - next && z > 0) {
        evaluateAt(path, z, me, motion, others, probe);
        if (probe.pairs > 0 && certifiedUpTo(z, next, probe.pairs, offset, bounds)) {
          b = z;
          evaluated = true;
          continue;
        }
        evaluations++;
      }
    } else if (next > 0 && landing.depthMm >= GALLOP_DEPTH_RATIO * probe.depth) {
      // Deep in an overlap that the step does not close: look a step further on. If the base overlaps there
      // too and some pair's bound, going up, covers the gap back to `next`, all of it is certified at once.
      const x = Math.max(next - GALLOP_REACH * (b - next), 0);
      evaluateAt(path, x, me, motion, others, probe);
      if (probe.pairs > 0 && certifiedUpTo(x, next, probe.pairs, offset, bounds)) {
        b = x;
        evaluated = true;
        continue;
      }
      evaluations++;
    }
    b = Math.max(next, 0);
  }
  return null;
}

/**
 * How far to look, from the certified step's end toward the tangent lines' contact, when closing in (tuned on
 * the benchmark's bumps: 0.7 saves about half an evaluation per search; 0.9 and more overshoot too often).
 */
const NEWTON_SHARE = 0.7;
/** The farthest a base can be from touching where the search stops after a bump, mm (far above the tolerance). */
const FINAL_GAP_CUTOFF_MM = 1;

/**
 * The step back (progress) at which the recorded pairs' gaps, followed along their tangent lines, have all
 * separated: for each pair the first own-side axis gap to reach 0, the largest of those over the pairs.
 */
function linearContactStep(pairs: number): number {
  let last = 0;
  for (let q = 0; q < pairs; q++) {
    let first = Infinity;
    for (let a = 0; a < 8; a += 2) {
      const g0 = pairG0[q * 8 + a]!;
      const g1 = pairG1[q * 8 + a]!;
      // Going back by Δ the gap is about g0 − Δ·g1: it opens only where g1 < 0.
      if (g1 < 0) first = Math.min(first, g0 / g1);
    }
    last = Math.max(last, first);
  }
  return last;
}

/** Distance of each piece's centre from the base centre, mm (its own local layout, the same for every pose). */
function pieceOffsets(frame: BaseFrame): Float64Array {
  const out = new Float64Array(frame.px.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.hypot(frame.px[i]! - frame.x, frame.py[i]! - frame.y);
  return out;
}

/** The moving base's frame per size, reused by every search (searches run one at a time), and its offsets. */
function scratchBase(size: BaseSize): { frame: BaseFrame; offset: Float64Array } {
  const frame = baseFrame({ x: 0, y: 0, headingDeg: 0 }, size);
  return { frame, offset: pieceOffsets(frame) };
}

const SMALL = scratchBase('small');
const LARGE = scratchBase('large');
const scratchMotion: GuideMotion = { rx: 0, ry: 0, fx: 0, fy: 0, vx: 0, vy: 0, omega: 0 };

/**
 * Places the base at progress p and records every overlapping piece pair's axis gaps and their slopes
 * (per unit progress) in the scratch arrays. The gaps are frameSignedSeparation's, term for term, so that
 * "overlapping" here is exactly Σ < 0.
 */
function evaluateAt(
  path: ManeuverPath,
  p: number,
  me: BaseFrame,
  m: GuideMotion,
  others: readonly Obstruction[],
  out: Probe,
): void {
  placeWithMotion(path, p, me, m);
  scanPairs(me, m, others, out);
}

/**
 * Moves `me` to the base's place at progress p (as placeAtProgress does) and writes its motion into `m` (and its
 * second derivatives into `acc` when given).
 */
function placeWithMotion(path: ManeuverPath, p: number, me: BaseFrame, m: GuideMotion, acc?: GuideAcceleration): void {
  guideMotionAtProgress(path, p, m, acc);
  const hx = m.fx - m.rx;
  const hy = m.fy - m.ry;
  const len = Math.sqrt(hx * hx + hy * hy);
  moveBaseFrame(me, (m.rx + m.fx) / 2, (m.ry + m.fy) / 2, hx / len, hy / len);
}

/**
 * The relative orientation of the moving base and one other base, shared by all their piece pairs: |dot| and
 * |crs| of their forward vectors (the rectangles' extents on each other's axes) and their slopes.
 */
interface PairAxes {
  al: number;
  be: number;
  al1: number;
  be1: number;
}

const axes: PairAxes = { al: 0, be: 0, al1: 0, be1: 0 };

/** The overlapping pairs of the base as placed in `me`, moving as `m` says (see evaluateAt). */
function scanPairs(me: BaseFrame, m: GuideMotion, others: readonly Obstruction[], out: Probe): void {
  const ca = me.c;
  const sa = me.s;
  let count = 0;
  let depth = 0;
  for (let o = 0; o < others.length; o++) {
    const ob = others[o]!;
    const bf = ob.frame!;
    const cx = me.x - ob.whole.cx;
    const cy = me.y - ob.whole.cy;
    const reachAll = me.rho + ob.whole.radius;
    if (cx * cx + cy * cy >= reachAll * reachAll) continue;
    const cb = bf.c;
    const sb = bf.s;
    const al = Math.abs(ca * cb + sa * sb);
    const be = Math.abs(ca * sb - sa * cb);
    let ready = false;
    for (let i = 0; i < me.px.length; i++) {
      const axi = me.px[i]!;
      const ayi = me.py[i]!;
      const hfi = me.hf[i]!;
      const hli = me.hl[i]!;
      const ri = me.radius[i]!;
      // This piece's circle against the other base's: none of its pieces can overlap it when they miss.
      const wx = ob.whole.cx - axi;
      const wy = ob.whole.cy - ayi;
      const wr = ri + ob.whole.radius;
      if (wx * wx + wy * wy >= wr * wr) continue;
      for (let k = 0; k < bf.px.length; k++) {
        const dx = bf.px[k]! - axi;
        const dy = bf.py[k]! - ayi;
        const reach = ri + bf.radius[k]!;
        if (dx * dx + dy * dy >= reach * reach) continue;
        const hfk = bf.hf[k]!;
        const hlk = bf.hl[k]!;
        const g1 = Math.abs(dx * ca + dy * sa) - hfi - (hfk * al + hlk * be);
        const g2 = Math.abs(dy * ca - dx * sa) - hli - (hfk * be + hlk * al);
        const g3 = Math.abs(dx * cb + dy * sb) - hfk - (hfi * al + hli * be);
        const g4 = Math.abs(dy * cb - dx * sb) - hlk - (hfi * be + hli * al);
        if (g1 >= 0 || g2 >= 0 || g3 >= 0 || g4 >= 0) continue;
        const d = -Math.max(g1, g2, g3, g4);
        depth = Math.max(depth, d);
        // Only the deepest few pairs are recorded: they certify the longest steps, and any subset of the
        // overlapping pairs certifies soundly.
        let slot = count;
        if (count === KEEP_PAIRS) {
          slot = shallowestPair(count);
          if (pairDepth[slot]! >= d) continue;
        } else count++;
        if (!ready) ready = pairAxes(me, bf, m.omega, axes);
        recordPair(slot, me, i, bf, k, m, axes);
        pairDepth[slot] = d;
        pairObstruction[slot] = o;
        pairFixed[slot] = k;
        // One pair this deep certifies long steps by itself: the rest of the scan would only add shallower ones.
        if (d >= STOP_DEPTH_MM) {
          out.pairs = count;
          out.depth = depth;
          return;
        }
      }
    }
  }
  out.pairs = count;
  out.depth = depth;
}

/**
 * Writes into `ax` the relative orientation of the moving base and one other base, shared by all their piece
 * pairs: |dot| and |crs| of their forward vectors (the rectangles' extents on each other's axes) and their
 * slopes for the turn rate w (dot' = w·crs, crs' = −w·dot, each on its own side of |·|). Returns true.
 */
function pairAxes(me: BaseFrame, bf: BaseFrame, w: number, ax: PairAxes): boolean {
  const dot = me.c * bf.c + me.s * bf.s;
  const crs = me.c * bf.s - me.s * bf.c;
  ax.al = Math.abs(dot);
  ax.be = Math.abs(crs);
  ax.al1 = (dot >= 0 ? 1 : -1) * w * crs;
  ax.be1 = -(crs >= 0 ? 1 : -1) * w * dot;
  return true;
}

/**
 * Writes overlapping pair `count` (moving piece i, fixed piece k of `bf`) into the scratch arrays: for each of
 * the four axes the gap on its own side and on the opposite side of |·| (g0), their slopes per unit progress
 * (g1), and the pair's distance between piece centres. The gaps are the scan's, term for term.
 */
function recordPair(
  count: number,
  me: BaseFrame,
  i: number,
  bf: BaseFrame,
  k: number,
  m: GuideMotion,
  ax: PairAxes,
): void {
  const { c: ca, s: sa } = me;
  const { c: cb, s: sb } = bf;
  const { al, be, al1, be1 } = ax;
  const w = m.omega;
  const axi = me.px[i]!;
  const ayi = me.py[i]!;
  const hfi = me.hf[i]!;
  const hli = me.hl[i]!;
  const hfk = bf.hf[k]!;
  const hlk = bf.hl[k]!;
  const dx = bf.px[k]! - axi;
  const dy = bf.py[k]! - ayi;
  const ua = dx * ca + dy * sa;
  const va = dy * ca - dx * sa;
  const ub = dx * cb + dy * sb;
  const vb = dy * cb - dx * sb;
  const h1 = hfk * al + hlk * be;
  const h2 = hfk * be + hlk * al;
  const h3 = hfi * al + hli * be;
  const h4 = hfi * be + hli * al;
  // Velocity of this piece's centre: v + ω × (piece centre − base centre); D = c_k − c_i, D' = −(that).
  const pvx = m.vx - w * (ayi - me.y);
  const pvy = m.vy + w * (axi - me.x);
  // f' = ω·l, l' = −ω·f.
  const ua1 = -(pvx * ca + pvy * sa) + w * va;
  const va1 = -(pvy * ca - pvx * sa) - w * ua;
  const ub1 = -(pvx * cb + pvy * sb);
  const vb1 = -(pvy * cb - pvx * sb);
  const j = count * 8;
  writeAxis(j, ua, ua1, hfi, h1, hfk * al1 + hlk * be1);
  writeAxis(j + 2, va, va1, hli, h2, hfk * be1 + hlk * al1);
  writeAxis(j + 4, ub, ub1, hfk, h3, hfi * al1 + hli * be1);
  writeAxis(j + 6, vb, vb1, hlk, h4, hfi * be1 + hli * al1);
  pairDist[count] = Math.sqrt(dx * dx + dy * dy);
  pairPiece[count] = i;
  pairOther[2 * count] = hfk + hlk;
  pairOther[2 * count + 1] = hfi + hli;
}

/**
 * One axis of a pair: the gap |u| − h − e on its own side of |·| and −|u| − h − e on the other (which bounds it
 * from the other sign), h being one piece's half-extent on the axis and e the other's extent there, with their
 * slopes from u' and e'.
 */
function writeAxis(j: number, u: number, u1: number, h: number, e: number, e1: number): void {
  const s = u >= 0 ? 1 : -1;
  pairG0[j] = Math.abs(u) - h - e;
  pairG1[j] = s * u1 - e1;
  pairG0[j + 1] = -Math.abs(u) - h - e;
  pairG1[j + 1] = -s * u1 - e1;
}

/** The bounds on the motion over the segments that hold [lo, hi] (progress), as certifiedStepDown combines them. */
function spanBounds(bounds: MotionBounds, lo: number, hi: number, out: Float64Array): void {
  const K = SEGMENTS;
  const top = Math.min(Math.max(Math.ceil(hi * K) - 1, 0), K - 1);
  const bottom = Math.min(Math.max(Math.floor(lo * K), 0), top);
  let V = 0;
  let lat = 0;
  let Om = 0;
  let A = 0;
  let rate = 0;
  for (let j = bottom; j <= top; j++) {
    V = Math.max(V, bounds.speed[j]!);
    lat = Math.max(lat, bounds.lateral[j]!);
    Om = Math.max(Om, bounds.omega[j]!);
    A = Math.max(A, bounds.accel[j]!);
    rate = Math.max(rate, bounds.omegaRate[j]!);
  }
  out[0] = V;
  out[1] = lat;
  out[2] = Om;
  out[3] = A;
  out[4] = rate;
}

const span5 = new Float64Array(5);

/**
 * True when some recorded pair (evaluated at x) provably overlaps on all of [x, top]: each of its eight gap
 * bounds going up, g0 + Δ·g1 + ½·M·Δ², is convex and negative at Δ = 0, so negative at Δ = top − x suffices.
 */
function certifiedUpTo(x: number, top: number, pairs: number, offset: Float64Array, bounds: MotionBounds): boolean {
  spanBounds(bounds, x, top, span5);
  const V = span5[0]!;
  const lat = span5[1]!;
  const Om = span5[2]!;
  const A = span5[3]!;
  const W = span5[4]! + Om * Om;
  const span = top - x;
  for (let q = 0; q < pairs; q++) {
    pairCurvatures(q, offset, V, lat, Om, A, W, span);
    const j = q * 8;
    let holds = true;
    for (let a = 0; a < 8 && holds; a++) {
      // Gaps 0–1 lie on the moving piece's forward axis, 2–3 on its left axis, 4–7 on the fixed piece's.
      const M = curvature[a < 2 ? 0 : a < 4 ? 1 : 2]!;
      holds = pairG0[j + a]! + span * pairG1[j + a]! + 0.5 * M * span * span < 0;
    }
    if (holds) return true;
  }
  return false;
}

/**
 * True when the pair in slot 0 (evaluated at x) provably overlaps on all of [lo, x]: its eight gap bounds going
 * down, g0 − Δ·g1 + ½·M·Δ², negative at Δ = x − lo (convex, and negative at Δ = 0).
 */
function certifiedDownTo(x: number, lo: number, offset: Float64Array, bounds: MotionBounds): boolean {
  spanBounds(bounds, lo, x, span5);
  const Om = span5[2]!;
  const span = x - lo;
  pairCurvatures(0, offset, span5[0]!, span5[1]!, Om, span5[3]!, span5[4]! + Om * Om, span);
  for (let a = 0; a < 8; a++) {
    const M = curvature[a < 2 ? 0 : a < 4 ? 1 : 2]!;
    if (!(pairG0[a]! - span * pairG1[a]! + 0.5 * M * span * span < 0)) return false;
  }
  return true;
}

/** Bounds on |g''| of a recorded pair's gaps on its moving piece's two axes and on the fixed piece's, mm. */
const curvature = new Float64Array(3);

/**
 * Writes into `curvature` the bounds on the second derivatives of pair q's gaps over a span of progress, from
 * the motion bounds over it (speed V, sideways speed, turn rate Om, acceleration A, W = |ω'| + ω²).
 * |u''| on the moving piece's own axes (u = D·f): D''·f + 2D'·f' + D·f'', with f' = ω·l, so the middle term
 * needs only the sideways speed; along l (f replaced by l, l' = −ω·f) the full speed. On the fixed axes only
 * D''. Each plus the other piece's half-extents times the bound on |dot''|, |crs''|.
 */
function pairCurvatures(
  q: number,
  offset: Float64Array,
  V: number,
  lat: number,
  Om: number,
  A: number,
  W: number,
  span: number,
): void {
  const r = offset[pairPiece[q]!]!;
  const pv = V + Om * r;
  const pa = A + W * r;
  const far = (pairDist[q]! + span * pv) * W;
  curvature[0] = pa + 2 * (lat + Om * r) * Om + far + pairOther[2 * q]! * W;
  curvature[1] = pa + 2 * pv * Om + far + pairOther[2 * q]! * W;
  curvature[2] = pa + pairOther[2 * q + 1]! * W;
}

/** How deep, at most, the pair that bounded the last certified step still overlaps where the step ends, mm. */
const landing = { depthMm: Infinity };
/** Length of the last certified step, in progress: where the next one starts looking. */
const lastStep = { size: 1 / SEGMENTS };

/**
 * The lowest progress x < b such that some recorded pair overlaps on all of (x, b]: the largest over the pairs
 * of the smallest first root of their eight gap bounds. The bounds on the motion are taken over the segments
 * the step spans, widening one segment at a time while the step reaches past them.
 */
function certifiedStepDown(b: number, pairs: number, offset: Float64Array, bounds: MotionBounds): number {
  const K = SEGMENTS;
  const top = Math.min(Math.ceil(b * K) - 1, K - 1);
  // Start with the bounds over a little more than the last step (steps are alike), widening while too short.
  let jl = Math.min(top, Math.max(0, Math.floor((b - 1.3 * lastStep.size) * K)));
  let V = 0;
  let lat = 0;
  let Om = 0;
  let A = 0;
  let rate = 0;
  for (let j = jl; j <= top; j++) {
    V = Math.max(V, bounds.speed[j]!);
    lat = Math.max(lat, bounds.lateral[j]!);
    Om = Math.max(Om, bounds.omega[j]!);
    A = Math.max(A, bounds.accel[j]!);
    rate = Math.max(rate, bounds.omegaRate[j]!);
  }
  let best = b;
  landing.depthMm = Infinity;
  let winner = -1;
  let won = -1;
  for (; jl >= 0; jl--) {
    V = Math.max(V, bounds.speed[jl]!);
    lat = Math.max(lat, bounds.lateral[jl]!);
    Om = Math.max(Om, bounds.omega[jl]!);
    A = Math.max(A, bounds.accel[jl]!);
    rate = Math.max(rate, bounds.omegaRate[jl]!);
    // |ω'| + ω² bounds both |f''| and the second derivatives of |dot| and |crs|.
    const W = rate + Om * Om;
    const span = b - jl / K;
    let step = 0;
    let stepM = Infinity;
    // Wider bounds only shorten the steps: once a pair has won, it alone is tried again (still a certificate).
    const first = winner >= 0 ? winner : 0;
    const last = winner >= 0 ? winner + 1 : pairs;
    for (let q = first; q < last; q++) {
      pairCurvatures(q, offset, V, lat, Om, A, W, span);
      const mU = curvature[0]!;
      const mV = curvature[1]!;
      const mFixed = curvature[2]!;
      const j = q * 8;
      // This pair can only beat `step` if every bound is still negative there (one positive root each).
      let beats = true;
      for (let a = 0; a < 8 && beats; a++) {
        const M = a < 2 ? mU : a < 4 ? mV : mFixed;
        beats = pairG0[j + a]! - step * pairG1[j + a]! + 0.5 * M * step * step < 0;
      }
      if (!beats) continue;
      let d = Infinity;
      for (let a = 0; a < 8; a++) {
        const M = a < 2 ? mU : a < 4 ? mV : mFixed;
        const g0 = pairG0[j + a]!;
        const g1 = pairG1[j + a]!;
        // Skip the square root when the bound is still negative at the smallest root so far.
        if (d !== Infinity && g0 - d * g1 + 0.5 * M * d * d < 0) continue;
        d = firstRoot(g0, g1, M);
      }
      if (d > step) {
        step = d;
        stepM = Math.max(mU, mV, mFixed);
        won = q;
      }
    }
    if (step < span) {
      if (b - step < best) {
        best = b - step;
        // One axis bound of the winning pair is 0 there, and the gap is at least that bound − M·Δ².
        landing.depthMm = stepM * step * step;
      }
      break;
    }
    best = Math.min(best, jl / K);
    winner = won;
  }
  lastStep.size = b - best;
  return best;
}

/** Newton steps allowed while following one pair to its contact. */
const MAX_NEWTON = 12;
/** Pairs followed one after another (each found still overlapping just past the last one's contact). */
const MAX_FOLLOWED = 4;

/**
 * The largest free progress below `top`, every progress above it (to p = 1) being known to overlap, by
 * following single piece pairs: Newton steps on the pair's limiting separating-axis gap, each placing the base
 * for that pair alone, to just above where it separates (x); the pair's second-order bound going up from x
 * certifies it overlaps on all of (x, top]; the whole base is then checked once just below x, at most half a
 * tolerance of motion further on (as the certified descent's last step). If some other pair still overlaps
 * there, that pair is followed from there. `hint` is the obstruction whose square overlaps the moving square at
 * `top` (their squares are followed first), or −1 (a full scan at `top` picks the pair). Null when it cannot
 * conclude: the caller runs the certified descent instead.
 */
export function contactBelow(
  path: ManeuverPath,
  size: BaseSize,
  others: readonly Obstruction[],
  key: string,
  toleranceMm: number,
  top: number,
  hint: number,
): BumpResult | null {
  const me = size === 'small' ? SMALL.frame : LARGE.frame;
  const offset = size === 'small' ? SMALL.offset : LARGE.offset;
  const motion = scratchMotion;
  const bounds = motionBounds(path, me.rho, key);
  const tolP = toleranceMm / 2 / bounds.pointSpeed;
  const probe: Probe = { pairs: 0, depth: 0 };
  let b = top;
  let evaluations = 0;
  let o = hint;
  let predict = true;
  for (let round = 0; round < MAX_FOLLOWED && b > 0; round++) {
    if (o < 0) {
      evaluateAt(path, b, me, motion, others, probe);
      evaluations++;
      if (probe.pairs <= 0) return null;
      o = pairObstruction[longestPair(probe.pairs)]!;
    }
    const bf = others[o]!.frame!;
    const x = followPair(path, b, me, motion, bf, tolP, offset, bounds, predict);
    evaluations += newtonSteps.count;
    if (x < 0) return null;
    const { foot, predicted } = newtonSteps;
    const certifiedTo = certifyUp(path, foot, b, me, motion, bf, offset, bounds);
    evaluations += newtonSteps.count;
    if (!certifiedTo) return null;
    const free = x - tolP;
    if (free < 0) return null;
    placeWithMotion(path, free, me, motion);
    evaluations++;
    // Σ decides overlap exactly (Σ < 0) and, free, is the gap: one pass over the others, not two.
    const gap = placedSeparation(me, others, null, FINAL_GAP_CUTOFF_MM);
    if (predicted) {
      // The contact x was predicted from the last iterate (the foot), not placed: the answer stands when the base
      // touches within tolerance here and the pair's bound, going up from here, covers [free + tolP, foot].
      if (gap >= 0 && gap <= toleranceMm && certifiedAbove(free, free + tolP, foot, me, motion, bf, offset, bounds)) {
        return { progress: free, gapMm: gap, evaluations, stuckAtStart: false };
      }
      // Else the pair is followed again from the foot (overlapping, and certified up to b), every step placed.
      b = foot;
      predict = false;
      continue;
    }
    if (gap >= 0) {
      return gap < FINAL_GAP_CUTOFF_MM ? { progress: free, gapMm: gap, evaluations, stuckAtStart: false } : null;
    }
    // Another pair of the same base still overlapping there is followed next; else a full scan picks the base.
    if (scanOne(me, motion, bf) === 0) o = -1;
    b = free;
  }
  return null;
}

/**
 * Records every overlapping pair of the moving base (placed in `me`, moving as `m` says) against one other base,
 * as scanPairs does for all of them; returns how many (0 when it overlaps none of its pieces).
 */
function scanOne(me: BaseFrame, m: GuideMotion, bf: BaseFrame): number {
  const ca = me.c;
  const sa = me.s;
  const al = Math.abs(ca * bf.c + sa * bf.s);
  const be = Math.abs(ca * bf.s - sa * bf.c);
  let count = 0;
  let ready = false;
  for (let i = 0; i < me.px.length; i++) {
    const axi = me.px[i]!;
    const ayi = me.py[i]!;
    const hfi = me.hf[i]!;
    const hli = me.hl[i]!;
    const ri = me.radius[i]!;
    for (let k = 0; k < bf.px.length; k++) {
      const dx = bf.px[k]! - axi;
      const dy = bf.py[k]! - ayi;
      const reach = ri + bf.radius[k]!;
      if (dx * dx + dy * dy >= reach * reach) continue;
      const hfk = bf.hf[k]!;
      const hlk = bf.hl[k]!;
      if (Math.abs(dx * ca + dy * sa) - hfi - (hfk * al + hlk * be) >= 0) continue;
      if (Math.abs(dy * ca - dx * sa) - hli - (hfk * be + hlk * al) >= 0) continue;
      if (Math.abs(dx * bf.c + dy * bf.s) - hfk - (hfi * al + hli * be) >= 0) continue;
      if (Math.abs(dy * bf.c - dx * bf.s) - hlk - (hfi * be + hli * al) >= 0) continue;
      if (!ready) ready = pairAxes(me, bf, m.omega, axes);
      recordPair(count, me, i, bf, k, m, axes);
      pairFixed[count] = k;
      count++;
    }
  }
  return count;
}

/**
 * How far back (progress) a gap that is `d` from its aim, with slope g1 < 0 and estimated curvature `curve`,
 * reaches the aim: the root of d − Δ·g1 + ½·curve·Δ² nearest 0, in the form that does not cancel; the tangent
 * line's root when the parabola misses the aim.
 */
function stepToAim(d: number, g1: number, curve: number): number {
  const disc = g1 * g1 - 2 * curve * d;
  return disc >= 0 ? (-2 * d) / (-g1 + Math.sqrt(disc)) : d / g1;
}

/**
 * True when the followed pair (slot 0, moving piece and fixed piece as recorded there), evaluated afresh with the
 * base placed in `me` at x (just past its contact, moving as `m` says), provably overlaps on all of [lo, top]:
 * each of its eight gap bounds going up, g0 + Δ·g1 + ½·M·Δ², is convex, so negative at Δ = lo − x and at
 * Δ = top − x suffices (the limiting gap is positive at x itself, so the stretch [x, lo) stays uncertified).
 */
function certifiedAbove(
  x: number,
  lo: number,
  top: number,
  me: BaseFrame,
  m: GuideMotion,
  bf: BaseFrame,
  offset: Float64Array,
  bounds: MotionBounds,
): boolean {
  if (!(lo < top)) return true;
  const k = pairFixed[0]!;
  pairAxes(me, bf, m.omega, axes);
  recordPair(0, me, pairPiece[0]!, bf, k, m, axes);
  pairFixed[0] = k;
  spanBounds(bounds, x, top, span5);
  const Om = span5[2]!;
  const span = top - x;
  pairCurvatures(0, offset, span5[0]!, span5[1]!, Om, span5[3]!, span5[4]! + Om * Om, span);
  const d = lo - x;
  for (let a = 0; a < 8; a++) {
    const M = curvature[a < 2 ? 0 : a < 4 ? 1 : 2]!;
    const g0 = pairG0[a]!;
    const g1 = pairG1[a]!;
    if (!(g0 + d * g1 + 0.5 * M * d * d < 0 && g0 + span * g1 + 0.5 * M * span * span < 0)) return false;
  }
  return true;
}

/** Placements allowed to certify a pair's overlap upward in pieces. */
const MAX_CERTIFY = 8;

/**
 * True when the pair in slot 0 (evaluated at x, where it overlaps) provably overlaps on all of [x, b]: by its
 * bound going up over the whole span, else piece by piece, each piece as long as the bound at its foot allows
 * (halving from the rest of the span) and the pair evaluated again at its top. Counts placements in newtonSteps.
 */
function certifyUp(
  path: ManeuverPath,
  x: number,
  b: number,
  me: BaseFrame,
  m: GuideMotion,
  bf: BaseFrame,
  offset: Float64Array,
  bounds: MotionBounds,
): boolean {
  newtonSteps.count = 0;
  const i = pairPiece[0]!;
  const k = pairFixed[0]!;
  let foot = x;
  for (let n = 0; n < MAX_CERTIFY; n++) {
    if (!(foot < b) || certifiedUpTo(foot, b, 1, offset, bounds)) return true;
    let y = b;
    for (let h = 0; h < 20 && !certifiedUpTo(foot, y, 1, offset, bounds); h++) y = foot + (y - foot) / 2;
    if (!certifiedUpTo(foot, y, 1, offset, bounds)) return false;
    placeWithMotion(path, y, me, m);
    pairAxes(me, bf, m.omega, axes);
    recordPair(0, me, i, bf, k, m, axes);
    pairFixed[0] = k;
    newtonSteps.count++;
    if (!(pairG0[maxGap()]! < 0)) return false;
    foot = y;
  }
  return false;
}

/** The recorded pair whose gaps, followed along their tangent lines going back, separate last. */
function longestPair(pairs: number): number {
  let best = 0;
  let bestStep = -Infinity;
  for (let q = 0; q < pairs; q++) {
    let first = Infinity;
    for (let a = 0; a < 8; a += 2) {
      const g1 = pairG1[q * 8 + a]!;
      if (g1 < 0) first = Math.min(first, pairG0[q * 8 + a]! / g1);
    }
    if (first > bestStep) {
      bestStep = first;
      best = q;
    }
  }
  return best;
}

const scratchAcc: GuideAcceleration = { ax: 0, ay: 0, alpha: 0 };

/**
 * The second derivative (per unit progress²) of the own-side gap on axis `axis` (0, 1: the moving piece's forward
 * and left axes; 2, 3: the fixed piece's) of moving piece i against piece k of `bf`, the base placed in `me` and
 * moving as `m` and `acc` say. With f' = ω·l, l' = −ω·f, f'' = α·l − ω²·f, l'' = −α·f − ω²·l and the piece
 * centre's c'' = a + α·(F·l − L·f) − ω²·(F·f + L·l) (F, L its offsets along f and l), D = c_k − c_i:
 * (D·f)'' = D''·f + 2·D'·f' + D·f'' and the like; the other piece's extent on the axis through dot'' = f''·fb and
 * flb'' = f''·lb, each on the side of |·| it is.
 */
function gapCurvature(
  axis: number,
  me: BaseFrame,
  i: number,
  bf: BaseFrame,
  k: number,
  m: GuideMotion,
  acc: GuideAcceleration,
): number {
  const w = m.omega;
  const al = acc.alpha;
  const { c: fx, s: fy } = me;
  const rx = me.px[i]! - me.x;
  const ry = me.py[i]! - me.y;
  // ω × r and α × r for the piece's offset r from the base centre.
  const dx = bf.px[k]! - me.px[i]!;
  const dy = bf.py[k]! - me.py[i]!;
  const d1x = -(m.vx - w * ry);
  const d1y = -(m.vy + w * rx);
  const d2x = -(acc.ax - al * ry - w * w * rx);
  const d2y = -(acc.ay + al * rx - w * w * ry);
  // f'' and l'' (l = (−fy, fx)).
  const f2x = -al * fy - w * w * fx;
  const f2y = al * fx - w * w * fy;
  const dot = fx * bf.c + fy * bf.s;
  const flb = -fx * bf.s + fy * bf.c;
  const dot2 = (dot >= 0 ? 1 : -1) * (f2x * bf.c + f2y * bf.s);
  const flb2 = (flb >= 0 ? 1 : -1) * (-f2x * bf.s + f2y * bf.c);
  let u: number;
  let u2: number;
  let e2: number;
  if (axis === 0) {
    u = dx * fx + dy * fy;
    u2 = d2x * fx + d2y * fy + 2 * w * (-d1x * fy + d1y * fx) + dx * f2x + dy * f2y;
    e2 = bf.hf[k]! * dot2 + bf.hl[k]! * flb2;
  } else if (axis === 1) {
    u = -dx * fy + dy * fx;
    u2 = -d2x * fy + d2y * fx - 2 * w * (d1x * fx + d1y * fy) - dx * f2y + dy * f2x;
    e2 = bf.hf[k]! * flb2 + bf.hl[k]! * dot2;
  } else if (axis === 2) {
    u = dx * bf.c + dy * bf.s;
    u2 = d2x * bf.c + d2y * bf.s;
    e2 = me.hf[i]! * dot2 + me.hl[i]! * flb2;
  } else {
    u = -dx * bf.s + dy * bf.c;
    u2 = -d2x * bf.s + d2y * bf.c;
    e2 = me.hf[i]! * flb2 + me.hl[i]! * dot2;
  }
  return (u >= 0 ? 1 : -1) * u2 - e2;
}

/**
 * The Newton step back (progress; negative: up) from the pair in slot 0 (moving piece i, piece k of `bf`, the
 * base placed in `me` moving as `m` and scratchAcc say) toward a little inside its contact, on the parabola of
 * one own-side gap with its exact curvature; NaN when none can be found. Short of the contact (`a`, the largest
 * gap, negative): the axis whose tangent line reaches its aim first going back, or, when no gap opens along its
 * tangent, the one whose parabola reaches 0 first (a gap deepening now opens further back if it curves up).
 * Past it: the largest gap, back up.
 */
function newtonStep(
  a: number,
  tolP: number,
  me: BaseFrame,
  i: number,
  bf: BaseFrame,
  k: number,
  m: GuideMotion,
): number {
  if (pairG0[a]! < 0) {
    let reach = Infinity;
    for (let q = 0; q < 8; q += 2) {
      const d = pairG1[q]! < 0 ? (pairG0[q]! - 0.125 * pairG1[q]! * tolP) / pairG1[q]! : Infinity;
      if (d < reach) {
        reach = d;
        a = q;
      }
    }
    if (reach === Infinity) {
      for (let q = 0; q < 8; q += 2) {
        const curve = gapCurvature(q >> 1, me, i, bf, k, m, scratchAcc);
        const d = curve > 0 ? stepToAim(pairG0[q]!, pairG1[q]!, curve) : Infinity;
        if (d < reach) reach = d;
      }
      return reach < Infinity ? reach : NaN;
    }
  }
  const g = pairG0[a]!;
  const g1 = pairG1[a]!;
  if (!(g1 < 0)) return NaN;
  const aim = 0.125 * g1 * tolP;
  // The gap's own curvature from the motion's second derivatives: the steps converge cubically.
  return stepToAim(g - aim, g1, gapCurvature(a >> 1, me, i, bf, k, m, scratchAcc));
}

/** Placements of the last followPair or certifyUp, and where followPair's slot-0 pair was last evaluated. */
const newtonSteps = { count: 0, foot: 0, predicted: false };

/** The own-side axis gap of slot 0 that is largest (the pair overlaps exactly when it is negative). */
function maxGap(): number {
  let a = 0;
  for (let q = 2; q < 8; q += 2) if (pairG0[q]! > pairG0[a]!) a = q;
  return a;
}

/**
 * Follows the pair of the moving base and `bf` that, by its tangent lines at b, separates last going back:
 * Newton steps down from b (where the pair overlaps) on the pair's limiting axis gap, aiming a little inside
 * the contact: at the progress returned the pair overlaps by less than a quarter of what its gap changes over
 * tolP, and its gaps and slopes there are in slot 0 (for certifiedUpTo). −1 when the steps leave (·, b] or the
 * limiting gap does not open going back.
 */
function followPair(
  path: ManeuverPath,
  b: number,
  me: BaseFrame,
  m: GuideMotion,
  bf: BaseFrame,
  tolP: number,
  offset: Float64Array,
  bounds: MotionBounds,
  predict: boolean,
): number {
  let x = b;
  newtonSteps.count = 1;
  newtonSteps.predicted = false;
  placeWithMotion(path, x, me, m, scratchAcc);
  const pairs = scanOne(me, m, bf);
  if (pairs === 0) return -1;
  const q = longestPair(pairs);
  const i = pairPiece[q]!;
  const k = pairFixed[q]!;
  for (let it = 0; it < MAX_NEWTON; it++) {
    if (it > 0) {
      placeWithMotion(path, x, me, m, scratchAcc);
      newtonSteps.count++;
    }
    pairAxes(me, bf, m.omega, axes);
    recordPair(0, me, i, bf, k, m, axes);
    pairFixed[0] = k;
    // Converged: the pair overlaps, by less than its limiting gap changes over a quarter of tolP.
    const a = maxGap();
    newtonSteps.foot = x;
    if (pairG0[a]! < 0 && pairG1[a]! < 0 && pairG0[a]! >= 0.25 * pairG1[a]! * tolP) return x;
    const next = x - newtonStep(a, tolP, me, i, bf, k, m);
    if (!(next <= b) || !(next >= 0)) return -1;
    // A step down whose end the pair's bound still certifies overlapping lands within the aim's window (the
    // bound's curvature term is below the aim there): no need to place the base there to know it.
    if (next < x && pairG0[maxGap()]! < 0 && certifiedDownTo(x, next, offset, bounds)) {
      newtonSteps.foot = x;
      return next;
    }
    // From a placed iterate after the first the step lands far inside the tolerance (the steps converge
    // cubically): the caller checks the base just past it and certifies the pair there (certifiedAbove), up to
    // this iterate when the pair overlaps here, else up to b (the iterate overshot the contact).
    if (predict && it > 0) {
      if (!(pairG0[maxGap()]! < 0)) newtonSteps.foot = b;
      newtonSteps.predicted = true;
      return next;
    }
    x = next;
  }
  return -1;
}
