/**
 * The autopilot: deterministic choices for whatever a battle file leaves open. It plans the actions whose best
 * reachable position scores highest (own guns bearing at short range, out of enemy arcs, away from the map
 * edge) less the risk of a hazard, makes the opposing aces commit first when choosing ships, and fires each
 * ship at the target it is likeliest to hit.
 */
import { lastItem } from '../../battle/lookup.ts';
import { type ActionId } from './data/actions.ts';
import { codePips, meanRoll, skillCodeOf } from './dice.ts';
import { gunShots } from './fire.ts';
import { type Hex, hexDistance, hexToOffset, onMap } from './hex.ts';
import { type CounterPose, legalMoves } from './movement.ts';
import { markersAvailable, markersUsed, moveAllowance, planDifficulty, throttleAfter } from './plan.ts';
import { activeShips, type GameState, type PlannedAction, type ShipState } from './state.ts';

/** Chance a normal variable is below z (Abramowitz–Stegun 7.1.26 erf), for hazard risk estimates. */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Chance a skill roll of this code falls below a difficulty. */
export function failChance(skill: string, difficulty: number): number {
  const c = skillCodeOf(skill);
  const sd = Math.sqrt((c.dice * 35) / 12);
  return normalCdf((difficulty - 0.5 - meanRoll(c)) / sd);
}

/** How likely a gunnery code beats a to-hit number, roughly. */
function hitChance(gunnery: string, toHit: number): number {
  return 1 - failChance(gunnery, toHit);
}

/** The largest of some numbers (-Infinity for none), without spreading them onto the stack. */
const largest = (xs: readonly number[]) => xs.reduce((m, x) => Math.max(m, x), -Infinity);

const enemiesOf = (state: GameState, s: ShipState) => activeShips(state).filter((e) => e.player !== s.player);

/** Hexes from the nearest map edge. */
function edgeDistance(state: GameState, h: Hex): number {
  const { col, row } = hexToOffset(h);
  return Math.min(col, row, state.map.cols - 1 - col, state.map.rows - 1 - row);
}

/** How good a pose is for a ship against enemies at the given poses. */
export function poseScore(state: GameState, s: ShipState, pose: CounterPose, enemies: readonly ShipState[]): number {
  let score = 0;
  let nearest = Infinity;
  for (const e of enemies) {
    nearest = Math.min(nearest, hexDistance(pose.hex, e.pose.hex));
    const mine = gunShots(s.guns, pose, e.pose, s.tracking === e.id);
    if (mine.length) score += 10 * largest(mine.map((g) => hitChance(s.gunnery, g.toHit) * (1 + g.power / 4)));
    const theirs = gunShots(e.guns, e.pose, pose, false);
    if (theirs.length) score -= 6 * largest(theirs.map((g) => hitChance(e.gunnery, g.toHit) * (1 + g.power / 4)));
  }
  if (nearest !== Infinity) score -= 0.4 * nearest;
  const edge = edgeDistance(state, pose.hex);
  if (edge < 3) score -= (3 - edge) * 5;
  return score;
}

const CANDIDATES: readonly (readonly [ActionId, boolean][])[] = [
  [],
  [['accelerate', false]],
  [['decelerate', false]],
  [['decelerate', true]],
  [['bank', false]],
  [['bank', true]],
  [['slip', false]],
  [['halfLoop', false]],
  [
    ['accelerate', false],
    ['bank', false],
  ],
  [
    ['decelerate', false],
    ['bank', false],
  ],
  [['targeting', false]],
  [
    ['bank', false],
    ['targeting', false],
  ],
  [['snapFire', false]],
  [
    ['bank', false],
    ['snapFire', false],
  ],
  [['overspeed', false]],
];

/** The best move of a ship under a plan: its path, poses and score (null if no legal move stays on the map). */
export function bestMove(state: GameState, s: ShipState, enemies: readonly ShipState[]) {
  const moves = legalMoves(s.pose, moveAllowance(s), (h) => onMap(state.map, h));
  let best: { path: string; poses: CounterPose[]; score: number } | null = null;
  for (const m of moves) {
    const score = poseScore(state, s, lastItem(m.poses, 'a legal move'), enemies);
    if (!best || score > best.score + 1e-9) best = { ...m, score };
  }
  return best;
}

/** The actions the autopilot plans for a ship. */
export function autopilotPlan(state: GameState, s: ShipState): PlannedAction[] {
  const enemies = enemiesOf(state, s);
  let best: { plan: PlannedAction[]; score: number } | null = null;
  for (const c of CANDIDATES) {
    const plan = c.map(([action, double]) => ({ action, double }));
    if (plan.some((p) => s.data.difficulty[p.action] === undefined)) continue;
    if (markersUsed(plan) > markersAvailable(s)) continue;
    const trial: ShipState = { ...s, plan, throttle: throttleAfter(s, plan) };
    const move = bestMove(state, trial, enemies);
    if (!move) continue;
    let score = move.score - 14 * failChance(s.piloting, planDifficulty(s, plan));
    const nearest = enemies.reduce((m, e) => Math.min(m, hexDistance(s.pose.hex, e.pose.hex)), Infinity);
    if (plan.some((p) => p.action === 'targeting') && nearest <= 9) score += 3;
    if (plan.some((p) => p.action === 'snapFire')) score += 1;
    if (!best || score > best.score + 1e-9) best = { plan, score };
  }
  return best?.plan ?? [];
}

/** The enemy a ship puts its tracking marker on: the nearest (ties: first in the file). */
export function autopilotTarget(state: GameState, s: ShipState): string | null {
  let best: ShipState | null = null;
  for (const e of enemiesOf(state, s))
    if (!best || hexDistance(s.pose.hex, e.pose.hex) < hexDistance(s.pose.hex, best.pose.hex)) best = e;
  return best && hexDistance(s.pose.hex, best.pose.hex) <= 15 ? best.id : null;
}

/**
 * The ship a player chooses in a ship phase: the opponent's best unmoved pilot, to make him commit before
 * one's own ships move; with none left, one's own weakest pilot.
 */
export function autopilotChoice(state: GameState, chooser: 0 | 1): ShipState {
  const unmoved = activeShips(state).filter((s) => !s.moved);
  const theirs = unmoved.filter((s) => s.player !== chooser);
  const pips = (s: ShipState) => codePips(skillCodeOf(s.piloting));
  if (theirs.length) return theirs.reduce((a, b) => (pips(b) > pips(a) ? b : a));
  return unmoved.reduce((a, b) => (pips(b) < pips(a) ? b : a));
}

/** The target a ship fires at from a pose: the enemy it is likeliest to hit (ties: weakest body), or null. */
export function autopilotTargetFrom(
  state: GameState,
  s: ShipState,
  pose: CounterPose,
): { target: string; toHit: number } | null {
  let best: { target: string; toHit: number; body: number } | null = null;
  for (const e of enemiesOf(state, s)) {
    const shots = gunShots(s.guns, pose, e.pose, s.tracking === e.id);
    if (!shots.length) continue;
    const toHit = shots.reduce((m, g) => Math.min(m, g.toHit), Infinity);
    if (!best || toHit < best.toHit || (toHit === best.toHit && e.body < best.body))
      best = { target: e.id, toHit, body: e.body };
  }
  return best && { target: best.target, toHit: best.toHit };
}

/**
 * The autopilot's shots for a ship moving through these poses: at the end, and with snap fire also at the step
 * with the best shot on the way (the likeliest hit; with single snap fire only if better than the end's).
 */
export function autopilotShots(
  state: GameState,
  s: ShipState,
  poses: readonly CounterPose[],
  snap: number,
): { target: string | null; afterStep?: number }[] {
  const end = poses.length - 1;
  const atEnd = autopilotTargetFrom(state, s, lastItem(poses, 'a traced move'));
  if (snap === 0) return [{ target: atEnd?.target ?? null }];
  let bestK = -1;
  let bestShot: { target: string; toHit: number } | null = null;
  for (const [k, pose] of poses.slice(0, end).entries()) {
    const t = autopilotTargetFrom(state, s, pose);
    if (t && (!bestShot || t.toHit < bestShot.toHit)) {
      bestShot = t;
      bestK = k;
    }
  }
  if (snap === 1) {
    if (bestShot && (!atEnd || bestShot.toHit < atEnd.toHit)) return [{ target: bestShot.target, afterStep: bestK }];
    return [{ target: atEnd?.target ?? null }];
  }
  const during = bestShot ? [{ target: bestShot.target, afterStep: bestK }] : [];
  return [...during, { target: atEnd?.target ?? null }];
}
