/**
 * The laser fire of a battle, planned once per timeline: every attack fires an opening burst as it is declared
 * (near misses, bracketing the target) and a deciding burst as its dice are settled, which strikes when the
 * attack hits (on the shield bubble when shields stop it, else the hull) and flies past when it misses. Each
 * burst is a few salvos from the attacker's own guns, one gun after another, each bolt crossing to the target
 * in BOLT_TRAVEL_S. Seeded by the attack, so every replay and export draws the same bolts. Pure (no three.js).
 */
import { type Pose } from '../../kernel/index.ts';
import type { AttackSpan, PlaybackModel } from '../../state/playback/playbackModel.ts';
import { poseOnTrack } from '../../state/playback/playbackModel.ts';
import { hashString, type Random, seededRandom } from '../seededRandom.ts';
import { shieldRadii } from './shieldShape.ts';
import { placeModelPoint } from './shipHardpoints.ts';
import type { BoltColour, UnitAnchor } from './unitAnchors.ts';

/** A table point: x, y (mm on the mat) and height above it (mm). */
export type Vec3 = [number, number, number];

/** One laser bolt. */
export interface Bolt {
  /** When it leaves the muzzle, s. */
  fireS: number;
  /** How long it flies from `from` to `to`, s. */
  travelS: number;
  from: Vec3;
  to: Vec3;
  /** True when it strikes at `to` (an impact flash follows), false when it flies on past the target. */
  strikes: boolean;
  colour: BoltColour;
}

/** A faint targeting line from attacker to defender while an attack is under way. */
export interface AimLine {
  fromS: number;
  untilS: number;
  from: Vec3;
  to: Vec3;
  colour: BoltColour;
}

/** A battle's laser fire: bolts in firing order, targeting lines, and the longest a bolt is drawn. */
export interface LaserPlan {
  bolts: Bolt[];
  aims: AimLine[];
  /** Flight plus impact flash of the longest-lived bolt, s (how far back a frame looks for bolts still drawn). */
  maxLifeS: number;
}

/** Flight time of a bolt that strikes, s (a miss flies on past at the same speed). */
export const BOLT_TRAVEL_S = 0.3;
/** Between one gun and the next of a salvo, and between salvos, s. */
export const GUN_STAGGER_S = 0.05;
export const SALVO_GAP_S = 0.16;
/** The opening burst starts this long after the attack is declared, s. */
export const OPENING_DELAY_S = 0.15;
/** How long the flash of a striking bolt lasts, s. */
export const IMPACT_S = 0.12;
/** A miss flies on this far past its aim point (as a multiple of the distance to it). */
export const MISS_OVERSHOOT = 1.7;

/** Salvos in a burst: two from four or more guns, three from fewer, so every burst is six to eight bolts. */
export function salvosOf(guns: number): number {
  return guns >= 4 ? 2 : 3;
}

/** The firing times of a burst from `guns` guns starting at `startS`: salvo by salvo, gun by gun. */
export function burstTimes(startS: number, guns: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < salvosOf(guns); s++) {
    for (let g = 0; g < guns; g++) out.push(startS + s * SALVO_GAP_S + g * GUN_STAGGER_S);
  }
  return out;
}

/** Where a burst aims: strike the hull, strike the shield bubble, or miss. */
type Aim = 'hull' | 'shield' | 'miss';

/** What one burst needs: the two units' anchors and poses, its aim, and a seeded generator. */
interface BurstContext {
  attacker: UnitAnchor;
  defender: UnitAnchor;
  attackerPose: Pose;
  defenderPose: Pose;
  aim: Aim;
  rnd: Random;
  out: Bolt[];
}

/** The point a bolt from `from` strikes or aims at, by the burst's aim (seeded jitter around the target). */
function aimPoint(c: BurstContext, from: Vec3): Vec3 {
  const { defender: d, defenderPose: p, rnd } = c;
  const centre: Vec3 = [p.x, p.y, d.heightMm];
  const dx = from[0] - centre[0];
  const dy = from[1] - centre[1];
  const flat = Math.hypot(dx, dy) || 1;
  if (c.aim === 'miss') {
    // Past one side of the target, out of the line of fire by half to most of a base.
    const side = rnd() < 0.5 ? -1 : 1;
    const off = side * d.sideMm * (0.45 + 0.4 * rnd());
    return [centre[0] - (dy / flat) * off, centre[1] + (dx / flat) * off, centre[2] + (rnd() - 0.5) * 12];
  }
  const jitter = (k: number) => (rnd() - 0.5) * d.sideMm * k;
  const at: Vec3 = [centre[0] + jitter(0.2), centre[1] + jitter(0.2), centre[2] + jitter(0.1)];
  if (c.aim === 'hull') {
    // On the hull's near face: a fifth of a base towards the attacker.
    return [at[0] + (dx / flat) * d.sideMm * 0.18, at[1] + (dy / flat) * d.sideMm * 0.18, at[2]];
  }
  // On the shield ellipsoid, where the line from the target's centre to the muzzle leaves it.
  const [a, b, h] = shieldRadii(d.sideMm);
  const v: Vec3 = [from[0] - at[0], from[1] - at[1], from[2] - at[2]];
  const k = 1 / Math.hypot(v[0] / a, v[1] / b, v[2] / h);
  return [at[0] + v[0] * k, at[1] + v[1] * k, at[2] + v[2] * k];
}

/** Adds one burst's bolts, fired from `startS`. */
function addBurst(c: BurstContext, startS: number): void {
  const guns = c.attacker.hardpoints.guns;
  const times = burstTimes(startS, guns.length);
  for (const [i, fireS] of times.entries()) {
    const gun = guns[i % guns.length];
    if (!gun) continue;
    const from = placeModelPoint(gun, c.attackerPose, c.attacker.heightMm, [0, 0, 0]);
    const aim = aimPoint(c, from);
    const strikes = c.aim !== 'miss';
    const k = strikes ? 1 : MISS_OVERSHOOT;
    const to: Vec3 = [
      from[0] + (aim[0] - from[0]) * k,
      from[1] + (aim[1] - from[1]) * k,
      from[2] + (aim[2] - from[2]) * k,
    ];
    c.out.push({ fireS, travelS: BOLT_TRAVEL_S * k, from, to, strikes, colour: c.attacker.bolt });
  }
}

/** Whether the damage an attack dealt was stopped by shields (a shield hit and no hull lost). */
function stoppedByShields(playback: PlaybackModel, a: AttackSpan): boolean {
  const from = a.resultS ?? a.fromS;
  const hit = playback.hits.find((h) => h.unit === a.defender && h.fromS >= from && h.fromS <= a.untilS + 1e-6);
  return hit !== undefined && hit.shieldsLost > 0 && hit.hullLost === 0;
}

/** The bolts and targeting line of one attack (none when either unit is unknown). */
function planAttack(
  playback: PlaybackModel,
  anchors: ReadonlyMap<string, UnitAnchor>,
  a: AttackSpan,
  plan: LaserPlan,
): void {
  const attacker = anchors.get(a.attacker);
  const defender = anchors.get(a.defender);
  const from = playback.tracks.get(a.attacker);
  const to = playback.tracks.get(a.defender);
  if (!attacker || !defender || !from || !to) return;
  const attackerPose: Pose = { x: 0, y: 0, headingDeg: 0 };
  const defenderPose: Pose = { x: 0, y: 0, headingDeg: 0 };
  poseOnTrack(from, a.fromS, attackerPose);
  poseOnTrack(to, a.fromS, defenderPose);
  const rnd = seededRandom(hashString(`${a.attacker}>${a.defender}@${a.fromS}`));
  const base = { attacker, defender, attackerPose, defenderPose, rnd, out: plan.bolts };
  addBurst({ ...base, aim: 'miss' }, a.fromS + OPENING_DELAY_S);
  const deciding: Aim = a.hit === false ? 'miss' : stoppedByShields(playback, a) ? 'shield' : 'hull';
  addBurst({ ...base, aim: deciding }, a.resultS ?? a.fromS + OPENING_DELAY_S + 0.6);
  plan.aims.push({
    fromS: a.fromS,
    untilS: a.untilS,
    from: [attackerPose.x, attackerPose.y, attacker.heightMm],
    to: [defenderPose.x, defenderPose.y, defender.heightMm],
    colour: attacker.bolt,
  });
}

/** The laser fire of a battle's attacks. */
export function buildLaserPlan(playback: PlaybackModel, anchors: ReadonlyMap<string, UnitAnchor>): LaserPlan {
  const plan: LaserPlan = { bolts: [], aims: [], maxLifeS: 0 };
  for (const a of playback.attacks) planAttack(playback, anchors, a, plan);
  plan.bolts.sort((p, q) => p.fireS - q.fireS);
  for (const b of plan.bolts) plan.maxLifeS = Math.max(plan.maxLifeS, b.travelS + (b.strikes ? IMPACT_S : 0));
  return plan;
}

/** Where a bolt is drawn at t (written by boltAt). */
export interface BoltState {
  /** Fraction of the way from `from` to `to` of its head and its tail. */
  head: number;
  tail: number;
  /** Brightness of the bolt (fades as a miss flies off), 0 while only its impact shows. */
  glow: number;
  /** Brightness of the impact flash (0 when none) and its size, 0–1. */
  impact: number;
  impactSize: number;
}

/** Length of a bolt, mm. */
export const BOLT_LENGTH_MM = 16;

/** A bolt at t into `out`; false when it is not drawn at t (before it fires, after it is gone). */
export function boltAt(b: Bolt, t: number, out: BoltState): boolean {
  const age = t - b.fireS;
  if (age < 0) return false;
  const distance = Math.hypot(b.to[0] - b.from[0], b.to[1] - b.from[1], b.to[2] - b.from[2]) || 1;
  if (age < b.travelS) {
    out.head = age / b.travelS;
    out.tail = Math.max(0, out.head - BOLT_LENGTH_MM / distance);
    // A miss fades over the last fifth of its flight instead of vanishing.
    out.glow = b.strikes ? 1 : Math.min(1, (1 - out.head) / 0.2);
    out.impact = 0;
    out.impactSize = 0;
    return true;
  }
  if (!b.strikes || age >= b.travelS + IMPACT_S) return false;
  const v = (age - b.travelS) / IMPACT_S;
  out.head = 1;
  out.tail = 1;
  out.glow = 0;
  out.impact = (1 - v) * (1 - v);
  out.impactSize = 0.5 + 0.5 * v;
  return true;
}

/** Index of the first bolt fired after t (binary search over the plan's firing order). */
export function firstBoltAfter(bolts: readonly Bolt[], t: number): number {
  let lo = 0;
  let hi = bolts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((bolts[mid]?.fireS ?? Infinity) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The most intervals [from, until) that overlap at any moment (a sweep over their ends). */
export function maxOverlap(intervals: readonly (readonly [number, number])[]): number {
  const ends: [number, number][] = [];
  for (const [from, until] of intervals) ends.push([from, 1], [until, -1]);
  // At equal times an interval that ends is counted out before one that starts is counted in.
  ends.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  let now = 0;
  let most = 0;
  for (const [, step] of ends) {
    now += step;
    most = Math.max(most, now);
  }
  return most;
}

/** Streaks a plan ever draws at once: a core and a halo per bolt in flight, one line per attack under way. */
export function laserCapacity(plan: LaserPlan): number {
  const bolts = maxOverlap(plan.bolts.map((b) => [b.fireS, b.fireS + b.travelS + IMPACT_S] as const));
  const aims = maxOverlap(plan.aims.map((a) => [a.fromS, a.untilS] as const));
  return 2 * bolts + aims;
}
