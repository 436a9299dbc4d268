/**
 * The "Action:" headers of Rage and Debris Gambit (cardActions.ts performs them). The autopilot never picks Rage (its
 * 2 stress tokens cost the next round's actions) and picks Debris Gambit only as it picks any card action: when no
 * focus, target lock, evade or moving action is left to take (autopilot.ts).
 */
import { rangeToPolygon } from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import type { ShipState } from '../state.ts';
import { receiveStress } from './upgradeTriggers.ts';
import type { CardAbility, DiceEffect } from './types.ts';

/** The round flag of a ship that performed Rage's action this round. */
export const RAGE = 'rage';

/** Rage's reroll while its round lasts: "when attacking, you may reroll up to 3 attack dice". */
export const RAGE_REROLL: DiceEffect = {
  kind: 'dice',
  window: 'modify-attack-dice',
  role: 'attacker',
  change: { op: 'reroll', max: 3 },
};

/** Rage: "Assign 1 focus token to your ship and receive 2 stress tokens." Its reroll lasts the round (diceCards.ts). */
export function rage(ctx: RoundContext, ship: ShipState): void {
  ship.focus++;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
  receiveStress(ctx, ship, 2);
  ship.roundFlags.push(RAGE);
}

/** The obstacles at Range 1 of the ship (an obstacle it overlaps included). */
function obstaclesAtRange1(ctx: RoundContext, ship: ShipState): number {
  return ctx.state.obstacles.filter((o) => rangeToPolygon(ship.pose, ship.size, o.placed.polygon).band === 1).length;
}

/** Debris Gambit: "Assign 1 evade token to your ship for each obstacle at Range 1, to a maximum of 2 evade tokens." */
export function debrisGambit(ctx: RoundContext, ship: ShipState): void {
  const n = Math.min(2, obstaclesAtRange1(ctx, ship));
  if (n === 0) return;
  ship.evade += n;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'evade', count: ship.evade });
}

/** The cards of this module, keyed by xws. */
export const TALENT_ACTION_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // "Action: Assign 1 focus token to your ship and receive 2 stress tokens. Until the end of the round, when attacking,
  // you may reroll up to 3 attack dice."
  ['rage', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'rage' }] }],
  // "Action: Assign 1 evade token to your ship for each obstacle at Range 1, to a maximum of 2 evade tokens."
  ['debrisgambit', { effects: [{ kind: 'card-action', window: 'perform-action', action: 'debrisgambit' }] }],
];
