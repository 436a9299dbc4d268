/**
 * The contact of a bump in closed form while both guides ride the template's arc. There the chord model turns
 * the base rigidly about the arc's centre (R and F a fixed arc length apart), so turning back by τ rad from a
 * pose, each piece pair's separating-axis gaps are P·cos τ + Q·sin τ + K between the breakpoints where the two
 * bases' relative heading passes a multiple of 90° (the |·| of the rectangles' extents): the first τ at which
 * one of a pair's eight half gaps reaches 0 (the pair separates) is one atan2 and one acos. The followed pair
 * overlaps on all of (contact, top] by that solution, with no stepping and no bounds; the whole base is then
 * checked once just below the contact, as the certified searches do.
 */
import { type BumpResult, type Obstruction, placeAtProgress, placedSeparation } from './bump.ts';
import type { BaseSize } from './constants.ts';
import { baseFrame, type BaseFrame, moveBaseFrame } from './footprint.ts';
import { type ArcPiece, type GuidePair, type ManeuverPath, travelMm } from './path.ts';

const TWO_PI = 2 * Math.PI;
const QUARTER = Math.PI / 2;
/** Pairs followed one after another (each found overlapping just below the last one's contact). */
const MAX_ROUNDS = 4;
/** Overlapping piece pairs recorded at one pose (5 × 5 pieces against a few bases). */
const MAX_PAIRS = 64;
/** Numbers per recorded pair: P, Q, K of ua, va, ub, vb (the centres' offset on the four axes), dot and flb. */
const STRIDE = 18;
/** The farthest a base can be from touching where a bump stops, for the final distance's cutoff, mm. */
const FINAL_GAP_CUTOFF_MM = 1;

const co = new Float64Array(MAX_PAIRS * STRIDE);
/** Per recorded pair: the moving piece, the fixed piece and the obstruction's index. */
const pairI = new Int32Array(MAX_PAIRS);
const pairK = new Int32Array(MAX_PAIRS);
const pairO = new Int32Array(MAX_PAIRS);

const SMALL_FRAME = baseFrame({ x: 0, y: 0, headingDeg: 0 }, 'small');
const LARGE_FRAME = baseFrame({ x: 0, y: 0, headingDeg: 0 }, 'large');
const scratchGuides: GuidePair = { rx: 0, ry: 0, fx: 0, fy: 0 };

/**
 * Set by arcContact when it returns null after following a pair past the start of the stretch on the arc: the
 * progress where that pair still overlaps (top ≥ 0), the obstruction it belongs to and the placements spent, so
 * that the certified descent goes on from there. top is −1 when arcContact did not apply.
 */
export const arcHandoff = { top: -1, hint: -1, evaluations: 0 };

/** Progress range [lo, hi] in which both guides ride the arc, written into `out`; false when there is none. */
function arcStretch(path: ManeuverPath, out: { lo: number; hi: number }): boolean {
  const arc = path.pieces[1];
  if (arc.kind !== 'arc' || !Number.isFinite(arc.chordArcMm)) return false;
  const travel = travelMm(path);
  out.lo = arc.startMm / travel;
  out.hi = (arc.startMm + arc.lengthMm - arc.chordArcMm) / travel;
  return out.hi > out.lo;
}

const stretch = { lo: 0, hi: 0 };

/**
 * Places `me` at progress p of the stretch on the arc in closed form: the centre at √(r² − L²/4) from the arc's
 * centre toward the guides' mid-angle, forward along the arc's tangent there (what placeAtProgress computes from
 * the two guide points, up to rounding).
 */
function placeOnArc(path: ManeuverPath, arc: ArcPiece, p: number, me: BaseFrame): void {
  const r = arc.radiusMm;
  const s = p * travelMm(path) - arc.startMm + arc.chordArcMm / 2;
  const phi = arc.startAngleRad + (arc.sign * s) / r;
  const c = Math.cos(phi);
  const sn = Math.sin(phi);
  const rho = Math.sqrt(r * r - (path.baseMm * path.baseMm) / 4);
  moveBaseFrame(me, arc.cx + rho * c, arc.cy + rho * sn, -arc.sign * sn, arc.sign * c);
}

/**
 * The largest free progress below `top` (every progress above it known to overlap, the base overlapping at top)
 * when top lies where both guides ride the arc: the overlapping pair that separates last going back, in closed
 * form, then one check of the whole base just below its contact (within half a tolerance of motion); if another
 * pair overlaps there, it is followed next. `hint` is the obstruction whose pieces to try first (−1: all). Null
 * when it cannot conclude (see arcHandoff for where the certified descent should go on).
 */
export function arcContact(
  path: ManeuverPath,
  size: BaseSize,
  others: readonly Obstruction[],
  toleranceMm: number,
  top: number,
  hint: number,
): BumpResult | null {
  arcHandoff.top = -1;
  const arc = path.pieces[1];
  if (arc.kind !== 'arc' || !arcStretch(path, stretch) || !(top > stretch.lo) || top > stretch.hi) return null;
  const me = size === 'small' ? SMALL_FRAME : LARGE_FRAME;
  const travel = travelMm(path);
  const r = arc.radiusMm;
  const reach = Math.sqrt(r * r - (path.baseMm * path.baseMm) / 4) + me.rho;
  // Progress over which no point of the base moves more than half a tolerance (it turns about the arc's centre).
  const tolP = ((toleranceMm / 2) * r) / (travel * reach);
  placeOnArc(path, arc, top, me);
  let evaluations = 1;
  let b = top;
  let o = hint;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let n = o >= 0 ? recordPairs(me, others, o, arc, 0) : 0;
    if (n === 0) for (let q = 0; q < others.length && n >= 0; q++) n = recordPairs(me, others, q, arc, n);
    if (n <= 0) return null;
    const tauMax = ((b - stretch.lo) * travel) / r;
    const tau = lastSeparation(n, me, others, tauMax, arc.sign);
    if (tau === Infinity) {
      // The followed pair overlaps down to the start of the stretch: the certified descent goes on from there.
      Object.assign(arcHandoff, { top: stretch.lo, hint: pairO[lastPair.index] ?? -1, evaluations });
      return null;
    }
    const free = b - (tau * r) / travel - tolP;
    if (free < stretch.lo) return null;
    placeAtProgress(path, free, scratchGuides, me);
    evaluations++;
    // Σ decides overlap exactly (Σ < 0) and, free, is the gap: pieces farther than the cutoff need no distance.
    const gap = placedSeparation(me, others, null, FINAL_GAP_CUTOFF_MM);
    if (gap >= 0) return gap <= toleranceMm ? { progress: free, gapMm: gap, evaluations, stuckAtStart: false } : null;
    b = free;
    o = -1;
  }
  return null;
}

/** Which recorded pair lastSeparation found separating last. */
const lastPair = { index: 0 };

/**
 * The largest, over the recorded pairs, of the first turn back τ (rad, up to tauMax) at which the pair is free;
 * Infinity when some pair overlaps on all of [0, tauMax]. A pair still free at the best τ so far cannot beat it
 * (its first free τ is at or below), so only the others are solved.
 */
function lastSeparation(
  n: number,
  me: BaseFrame,
  others: readonly Obstruction[],
  tauMax: number,
  sigma: number,
): number {
  let best = -1;
  let cosB = NaN;
  let sinB = NaN;
  for (let q = 0; q < n; q++) {
    const bf = others[pairO[q] ?? 0]?.frame;
    if (bf === undefined) return Infinity;
    const i = pairI[q] ?? 0;
    const k = pairK[q] ?? 0;
    const hfi = me.hf[i] ?? 0;
    const hli = me.hl[i] ?? 0;
    const hfk = bf.hf[k] ?? 0;
    const hlk = bf.hl[k] ?? 0;
    if (best >= 0) {
      if (Number.isNaN(cosB)) {
        cosB = Math.cos(best);
        sinB = Math.sin(best);
      }
      if (largestGap(q * STRIDE, cosB, sinB, hfi, hli, hfk, hlk) >= 0) continue;
    }
    const tau = firstFree(q * STRIDE, hfi, hli, hfk, hlk, tauMax, sigma);
    lastPair.index = q;
    if (tau === Infinity) return Infinity;
    if (tau > best) {
      best = tau;
      cosB = NaN;
    }
  }
  return best;
}

/**
 * Records (from slot n on) every piece pair of the moving base, placed in `me`, that overlaps obstruction o,
 * with the coefficients of its gaps' terms as the base turns back about the arc's centre; returns the new count,
 * −1 when the scratch space is full. The overlap test is frameSignedSeparation's gaps, term for term.
 */
function recordPairs(me: BaseFrame, others: readonly Obstruction[], o: number, arc: ArcPiece, n: number): number {
  const ob = others[o];
  const bf = ob?.frame;
  if (ob === undefined || bf === undefined) return -1;
  const wx = me.x - ob.whole.cx;
  const wy = me.y - ob.whole.cy;
  const all = me.rho + ob.whole.radius;
  if (wx * wx + wy * wy >= all * all) return n;
  const ca = me.c;
  const sa = me.s;
  const cb = bf.c;
  const sb = bf.s;
  const al = Math.abs(ca * cb + sa * sb);
  const be = Math.abs(ca * sb - sa * cb);
  for (let i = 0; i < me.px.length; i++) {
    const xi = me.px[i] ?? 0;
    const yi = me.py[i] ?? 0;
    const hfi = me.hf[i] ?? 0;
    const hli = me.hl[i] ?? 0;
    const ri = me.radius[i] ?? 0;
    for (let k = 0; k < bf.px.length; k++) {
      const dx = (bf.px[k] ?? 0) - xi;
      const dy = (bf.py[k] ?? 0) - yi;
      const rr = ri + (bf.radius[k] ?? 0);
      if (dx * dx + dy * dy >= rr * rr) continue;
      const hfk = bf.hf[k] ?? 0;
      const hlk = bf.hl[k] ?? 0;
      if (Math.abs(dx * ca + dy * sa) - hfi - (hfk * al + hlk * be) >= 0) continue;
      if (Math.abs(dy * ca - dx * sa) - hli - (hfk * be + hlk * al) >= 0) continue;
      if (Math.abs(dx * cb + dy * sb) - hfk - (hfi * al + hli * be) >= 0) continue;
      if (Math.abs(dy * cb - dx * sb) - hlk - (hfi * be + hli * al) >= 0) continue;
      if (n === MAX_PAIRS) return -1;
      writeCoefficients(n * STRIDE, me, xi - arc.cx, yi - arc.cy, bf, k, arc.cx, arc.cy, arc.sign);
      pairI[n] = i;
      pairK[n] = k;
      pairO[n] = o;
      n++;
    }
  }
  return n;
}

/**
 * Writes the (P, Q, K) of the pair's six terms at slot j, each X(τ) = P·cos τ + Q·sin τ + K for the base turned
 * back by τ about the centre (cx, cy) (by −σ·τ: forward progress turns it by σ·Δs/r on the arc). With f0, l0 the moving axes
 * and q = c_i − C, w = c_k − C at τ = 0: f(τ) = f0·cos τ − σ·l0·sin τ, l(τ) = l0·cos τ + σ·f0·sin τ and
 * c_i(τ) − C = q·cos τ − σ·q⊥·sin τ, so ua = w·f(τ) − q·f0, va = w·l(τ) − q·l0, ub = (w − c_i(τ) + C)·fb, and
 * the same on lb; dot = f(τ)·fb, flb = f(τ)·lb.
 */
function writeCoefficients(
  j: number,
  me: BaseFrame,
  qx: number,
  qy: number,
  bf: BaseFrame,
  k: number,
  cx: number,
  cy: number,
  sg: number,
): void {
  const fx = me.c;
  const fy = me.s;
  const wx = (bf.px[k] ?? 0) - cx;
  const wy = (bf.py[k] ?? 0) - cy;
  const wf = wx * fx + wy * fy;
  const wl = wy * fx - wx * fy;
  const fb = bf.c;
  const gb = bf.s;
  co[j] = wf;
  co[j + 1] = -sg * wl;
  co[j + 2] = -(qx * fx + qy * fy);
  co[j + 3] = wl;
  co[j + 4] = sg * wf;
  co[j + 5] = -(qy * fx - qx * fy);
  // q⊥ = (−qy, qx); fb = (fb, gb), lb = (−gb, fb).
  co[j + 6] = -(qx * fb + qy * gb);
  co[j + 7] = sg * (-qy * fb + qx * gb);
  co[j + 8] = wx * fb + wy * gb;
  co[j + 9] = -(-qx * gb + qy * fb);
  co[j + 10] = sg * (qy * gb + qx * fb);
  co[j + 11] = -wx * gb + wy * fb;
  co[j + 12] = fx * fb + fy * gb;
  co[j + 13] = -sg * (-fy * fb + fx * gb);
  co[j + 14] = 0;
  co[j + 15] = -fx * gb + fy * fb;
  co[j + 16] = -sg * (fy * gb + fx * fb);
  co[j + 17] = 0;
}

/** Term t (0 ua, 1 va, 2 ub, 3 vb, 4 dot, 5 flb) of the pair at slot j, at cos τ = c, sin τ = s. */
function term(j: number, t: number, c: number, s: number): number {
  const m = j + 3 * t;
  return (co[m] ?? 0) * c + (co[m + 1] ?? 0) * s + (co[m + 2] ?? 0);
}

/** The pair's largest separating-axis gap at cos τ = c, sin τ = s, mm: ≥ 0 exactly when it is free there. */
function largestGap(j: number, c: number, s: number, hfi: number, hli: number, hfk: number, hlk: number): number {
  const al = Math.abs(term(j, 4, c, s));
  const be = Math.abs(term(j, 5, c, s));
  return Math.max(
    Math.abs(term(j, 0, c, s)) - hfi - (hfk * al + hlk * be),
    Math.abs(term(j, 1, c, s)) - hli - (hfk * be + hlk * al),
    Math.abs(term(j, 2, c, s)) - hfk - (hfi * al + hli * be),
    Math.abs(term(j, 3, c, s)) - hlk - (hfi * be + hli * al),
  );
}

/**
 * The first τ in [0, tauMax] at which the pair at slot j (overlapping at τ = 0) is free, or Infinity. Between
 * breakpoints where dot or flb changes sign (the relative heading δ(τ) = δ0 − σ·τ at a multiple of 90°) the
 * extents are sinusoids too, so each stretch is solved with the signs at its middle.
 */
function firstFree(
  j: number,
  hfi: number,
  hli: number,
  hfk: number,
  hlk: number,
  tauMax: number,
  sigma: number,
): number {
  const dot0 = co[j + 12] ?? 0;
  const flb0 = co[j + 15] ?? 0;
  // dot = cos δ and flb = sin δ: neither reaches 0 within tauMax when both exceed sin(tauMax) (δ moves by τ).
  const reach = tauMax < QUARTER ? Math.sin(tauMax) : 1;
  if (Math.abs(dot0) > reach && Math.abs(flb0) > reach) {
    return stretchRoot(j, dot0 > 0 ? 1 : -1, flb0 > 0 ? 1 : -1, 0, tauMax, hfi, hli, hfk, hlk);
  }
  const delta0 = Math.atan2(flb0, dot0);
  const d = sigma * delta0;
  let lo = 0;
  let hi = d - QUARTER * Math.floor(d / QUARTER);
  if (!(hi > 0)) hi = QUARTER;
  hi = Math.min(hi, tauMax);
  for (;;) {
    // The signs of cos δ and sin δ at the stretch's middle, from its quadrant.
    const quadrant = Math.floor((delta0 - sigma * ((lo + hi) / 2)) / QUARTER) & 3;
    const s1 = quadrant === 0 || quadrant === 3 ? 1 : -1;
    const s2 = quadrant < 2 ? 1 : -1;
    const t = stretchRoot(j, s1, s2, lo, hi, hfi, hli, hfk, hlk);
    if (t !== Infinity || hi >= tauMax) return t;
    lo = hi;
    hi = Math.min(hi + QUARTER, tauMax);
  }
}

/**
 * The first τ in [lo, hi] at which one of the pair's eight half gaps σ0·u − h − e (u the centres' offset on an
 * axis, h the piece's half extent, e the other piece's extent with dot and flb of signs s1 and s2) reaches 0.
 */
function stretchRoot(
  j: number,
  s1: number,
  s2: number,
  lo: number,
  hi: number,
  hfi: number,
  hli: number,
  hfk: number,
  hlk: number,
): number {
  const cosLo = lo === 0 ? 1 : Math.cos(lo);
  const sinLo = lo === 0 ? 0 : Math.sin(lo);
  const dP = s1 * (co[j + 12] ?? 0);
  const dQ = s1 * (co[j + 13] ?? 0);
  const lP = s2 * (co[j + 15] ?? 0);
  const lQ = s2 * (co[j + 16] ?? 0);
  let cap = hi;
  let found = Infinity;
  for (let a = 0; a < 4; a++) {
    // Half extent of this axis's own piece, and the other piece's extent on it (dot and flb weighted).
    const h = a === 0 ? hfi : a === 1 ? hli : a === 2 ? hfk : hlk;
    const wd = a === 0 ? hfk : a === 1 ? hlk : a === 2 ? hfi : hli;
    const wl = a === 0 ? hlk : a === 1 ? hfk : a === 2 ? hli : hfi;
    const eP = wd * dP + wl * lP;
    const eQ = wd * dQ + wl * lQ;
    const uP = co[j + 3 * a] ?? 0;
    const uQ = co[j + 3 * a + 1] ?? 0;
    const uK = co[j + 3 * a + 2] ?? 0;
    for (let side = 1; side >= -1; side -= 2) {
      const t = firstNonNegative(side * uP - eP, side * uQ - eQ, side * uK - h, lo, cosLo, sinLo, cap);
      if (t < found) {
        found = t;
        cap = t;
      }
    }
  }
  return found;
}

/**
 * The first τ in [lo, hi] at which P·cos τ + Q·sin τ + K ≥ 0, or Infinity: with R = |(P, Q)| and ψ its angle the
 * function is R·cos(τ − ψ) + K, non-negative on [ψ − γ, ψ + γ] (mod 2π), γ = acos(−K/R); from below at lo it
 * enters that arc at ψ − γ. Skipped without trigonometry when it cannot climb to 0 by hi (its slope is at most R).
 */
function firstNonNegative(
  P: number,
  Q: number,
  K: number,
  lo: number,
  cosLo: number,
  sinLo: number,
  hi: number,
): number {
  const f = P * cosLo + Q * sinLo + K;
  if (f >= 0) return lo;
  const R = Math.sqrt(P * P + Q * Q);
  if (f + R * (hi - lo) < 0 || K + R < 0) return Infinity;
  const y = -K / R;
  if (y <= -1) return lo;
  const start = Math.atan2(Q, P) - Math.acos(Math.min(y, 1));
  const t = start + TWO_PI * Math.ceil((lo - start) / TWO_PI);
  return t <= hi ? Math.max(t, lo) : Infinity;
}
