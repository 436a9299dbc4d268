/**
 * Daredevil's action (rules: ACTIONS, MANEUVERS, OBSTACLES): "Action: Execute a white ([Turn Left] 1) or ([Turn
 * Right] 1) maneuver. Then, receive 1 stress token. Then, if you do not have the [Boost] action icon, roll 2 attack
 * dice. Suffer any damage ([Hit]) and any critical damage ([Critical Hit]) rolled." The maneuver is executed as the
 * Activation phase's are: it may flee, bump (touching) or hit obstacles, whose dice are rolled at once.
 */
import { attackGeometry, parseManeuver, resolveManeuver } from '../../../kernel/index.ts';
import { executeManeuver, landed, obstacleDice, obstaclesHit } from '../activation.ts';
import type { RoundContext } from '../context.ts';
import { isDestroyedByDamage, removeShip, sufferDamage } from '../damage.ts';
import { keptTable } from '../spatial.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { receiveStress } from './upgradeTriggers.ts';
import { bandBetween, destructionDelayed } from './triggers.ts';
import type { CardAbility } from './types.ts';

const TURNS = ['turn-left-1', 'turn-right-1'] as const;

/** How many enemies at Range 1–3 the turn would put inside the ship's primary firing arc. */
function enemiesAhead(ctx: RoundContext, ship: ShipState, turn: string): number {
  const m = parseManeuver(turn);
  const outcome = m ? resolveManeuver(keptTable(ctx.state), ship.id, m) : null;
  if (!outcome || outcome.fled) return -1;
  return shipsInPlay(ctx.state).filter(
    (e) =>
      e.player !== ship.player &&
      bandBetween(e, ship) !== null &&
      attackGeometry(outcome.final, ship.size, 'primary', e.pose, e.size, []).inArc,
  ).length;
}

/**
 * Performs the action; the use names the turn (`maneuver`). Once the action is chosen the maneuver is not optional. The
 * autopilot turns the way that puts more enemies at Range 1–3 in its arc (left on a tie).
 */
export function daredevil(ctx: RoundContext, ship: ShipState): void {
  const card = 'Daredevil';
  const best = enemiesAhead(ctx, ship, 'turn-right-1') > enemiesAhead(ctx, ship, 'turn-left-1') ? 1 : 0;
  const turn = (maneuver: string) => ({ ship: ship.id, card, use: true, maneuver });
  const { use, at } = ctx.choose(ship, { card, suggested: () => turn(TURNS[best]), choices: TURNS.map(turn) }, (u) =>
    TURNS.some((t) => t === u.maneuver)
      ? null
      : { field: 'maneuver', message: `expected "turn-left-1" or "turn-right-1", got ${JSON.stringify(u.maneuver)}` },
  );
  if (!use.use || use.maneuver === undefined)
    throw ctx.error(`${at}.use`, `${card}: the action's maneuver is not optional once the action is chosen`);
  ctx.timeline.push({ kind: 'reveal', unit: ship.id, maneuver: use.maneuver, difficulty: 'white', note: card });
  const outcome = executeManeuver(ctx, ship, use.maneuver);
  if (!landed(ctx, ship, outcome)) return;
  const { asteroids, debris } = obstaclesHit(ctx, ship, outcome);
  obstacleDice(ctx, ship, asteroids, debris);
  receiveStress(ctx, ship);
  if (!ship.actionBar.some((a) => a.toLowerCase() === 'boost')) {
    const faces = ctx.effectRoll(ship, card, 2);
    sufferDamage(ctx, ship, faces.filter((f) => f === 'hit').length, faces.filter((f) => f === 'crit').length);
  }
  if (isDestroyedByDamage(ship) && !destructionDelayed(ship)) removeShip(ctx, ship, `destroyed (${card})`);
}

/** Daredevil's action, keyed by xws. */
export const DAREDEVIL_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  ['daredevil', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'daredevil' }] }],
];
