/**
 * The autopilot's bomb policy, in a few documented rules:
 * - a bomb that detonates at the end of the Activation phase is dropped when more enemies than friendly ships (the
 *   dropper included) are expected at Range 1 of it then, and at least one enemy is: ships that have moved this round
 *   where they stand, the others one straight 2 ahead (the autopilot's usual forecast), the dropper where its
 *   revealed maneuver takes it;
 * - Bombardier's, Deathrain's or Trajectory Simulator's template is taken when it catches more (by the same count)
 *   than the plain straight 1 behind, the first of them on ties;
 * - a mine (an "Action:" card) is dropped, before any other action, when an enemy stands within Range 2 of where it
 *   would lie and no other friendly ship is at Range 1 of it;
 * - a mine dropped under several ships detonates under the first enemy among them (else the first);
 * - a dial whose maneuver would overlap a mine token scores lower (maneuverScore).
 */
import {
  baseSquare,
  finalPose,
  laidTemplates,
  type ManeuverOutcome,
  measurePolygons,
  parseManeuver,
  type Pose,
  RANGE_BAND_MM,
} from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import type { ActionOption } from '../decisions.ts';
import { aheadOf } from '../spatial.ts';
import { type BombToken, type GameState, type ShipState, shipsInPlay } from '../state.ts';
import { UPGRADE_ABILITIES } from '../abilities/cards.ts';
import { tokensOf } from './detonation.ts';
import {
  atRange1OfToken,
  baseOverlapsToken,
  dropPose,
  type DropWay,
  PLAIN_DROP,
  templateOverlapsToken,
  tokenPieces,
} from './geometry.ts';
import { bombToken, type BombKind } from './tokens.ts';

/** What a maneuver that overlaps a mine token costs in the autopilot's score (an asteroid costs 25). */
const MINE_PENALTY = 15;

/** Where the autopilot expects a ship at the end of this Activation phase, when `dropper` drops a bomb. */
function expectedPose(ctx: RoundContext, dropper: ShipState, s: ShipState): Pose {
  if (ctx.flown.has(s.id)) return s.pose;
  if (s === dropper) {
    const m = parseManeuver(ctx.out.dials[s.id] ?? '');
    return m ? finalPose(s.pose, s.size, m) : s.pose;
  }
  return aheadOf(s);
}

/** A token as it would lie after a drop by `ship` laid the given way. */
function droppedToken(ship: ShipState, kind: BombKind, way: DropWay): BombToken {
  const pose = dropPose(ship.pose, ship.size, kind, way);
  return { id: 'planned', kind, card: '', owner: ship.id, pose, round: 0 };
}

/** Enemies minus friends expected at Range 1 of a timed bomb dropped the given way, and the enemies. */
function blastCount(ctx: RoundContext, ship: ShipState, kind: BombKind, way: DropWay) {
  const pieces = tokenPieces(droppedToken(ship, kind, way), ctx.state.playArea);
  let enemies = 0;
  let friends = 0;
  for (const s of shipsInPlay(ctx.state)) {
    if (!atRange1OfToken(pieces, expectedPose(ctx, ship, s), s.size)) continue;
    if (s.player === ship.player) friends++;
    else enemies++;
  }
  return { net: enemies - friends, enemies };
}

/** Whether the autopilot drops a timed bomb of this kind now, laid one of `ways` (the plain drop among them). */
export function worthDropping(ctx: RoundContext, ship: ShipState, kind: BombKind, ways: readonly DropWay[]): boolean {
  if (bombToken(kind).detonates === 'overlap') return false;
  return ways.some((way) => {
    const { net, enemies } = blastCount(ctx, ship, kind, way);
    return enemies > 0 && net > 0;
  });
}

/**
 * Which of `ways` the autopilot lays a drop with: the one whose blast catches most (by worthDropping's count), the
 * first on ties (the plain drop comes first); always the first for a mine.
 */
export function bestDropWay(ctx: RoundContext, ship: ShipState, kind: BombKind, ways: readonly DropWay[]): number {
  if (bombToken(kind).detonates === 'overlap') return 0;
  let best = 0;
  let bestNet = -Infinity;
  ways.forEach((way, k) => {
    const { net } = blastCount(ctx, ship, kind, way);
    if (net > bestNet) {
      best = k;
      bestNet = net;
    }
  });
  return best;
}

/** The ship a mine dropped under several ships detonates under: the first enemy, else the first. */
export function mineVictim(dropper: ShipState, under: readonly ShipState[]): ShipState {
  const [first] = under;
  if (!first) throw new Error('no ship under the token');
  return under.find((s) => s.player !== dropper.player) ?? first;
}

/** True when an enemy stands within Range 2 of a mine the ship would drop now, and no other friend at Range 1. */
function mineWorthDropping(state: GameState, ship: ShipState, kind: BombKind): boolean {
  const pieces = tokenPieces(droppedToken(ship, kind, PLAIN_DROP), state.playArea);
  const distance = (s: ShipState) =>
    pieces.reduce((d, p) => Math.min(d, measurePolygons(baseSquare(s.pose, s.size), p).distanceMm), Infinity);
  let enemyNear = false;
  for (const s of shipsInPlay(state)) {
    if (s === ship || pieces.length === 0) continue;
    const d = distance(s);
    if (s.player === ship.player && d <= RANGE_BAND_MM) return false;
    if (s.player !== ship.player && d <= 2 * RANGE_BAND_MM) enemyNear = true;
  }
  return enemyNear;
}

/** The mine action the autopilot takes before any other, or null (see the module's rules). */
export function mineAction(state: GameState, ship: ShipState, options: readonly ActionOption[]): ActionOption | null {
  for (const option of options) {
    const bomb = UPGRADE_ABILITIES.get(option.choice.action)?.effects.find((e) => e.kind === 'bomb');
    if (bomb?.kind === 'bomb' && mineWorthDropping(state, ship, bomb.token)) return option;
  }
  return null;
}

/** What a maneuver's outcome costs the autopilot for the mine tokens its template or final base would overlap. */
export function minePenalty(state: GameState, ship: ShipState, outcome: ManeuverOutcome): number {
  const mines = tokensOf(state).filter((t) => bombToken(t.kind).detonates === 'overlap');
  const m = mines.length ? parseManeuver(outcome.maneuver) : null;
  if (!m) return 0;
  const laid = laidTemplates(outcome.start, ship.size, { kind: 'maneuver', maneuver: m, progress: outcome.progress });
  let penalty = 0;
  for (const t of mines) {
    const pieces = tokenPieces(t, state.playArea);
    if (templateOverlapsToken(pieces, laid.counts) || baseOverlapsToken(pieces, outcome.final, ship.size))
      penalty += MINE_PENALTY;
  }
  return penalty;
}
