/**
 * "Deathfire": "When you reveal your maneuver dial or after you perform an action, you may perform a [Bomb] Upgrade
 * card action as a free action." The free action allowed is the "Action:" header of one of his faceup [Bomb] cards
 * (Proximity Mines, Cluster Mines, Conner Net…), offered as free actions are (freeActions.ts: none while stressed; a
 * ship drops at most one bomb a round). The autopilot drops when its action policy picks the bomb action among them
 * (bombs/policy.ts: a mine where an enemy will stand within Range 2 of it and no friend at Range 1).
 */
import type { RoundContext } from '../context.ts';
import type { ShipState } from '../state.ts';
import { isBombAction } from '../bombs/triggers.ts';
import { effectsOf } from './active.ts';
import { offerFreeAction } from './freeActions.ts';
import { pilotRule } from './pilotRules.ts';

/** Offers "Deathfire"'s free [Bomb] card action at `when`: the dial revealed, or an action performed. */
export function freeBombAction(ctx: RoundContext, ship: ShipState, when: 'bomb-on-reveal' | 'bomb-after-action'): void {
  const card = pilotRule(ship, when);
  if (!card) return;
  const bombs = effectsOf(ship, 'card-action')
    .map((e) => e.effect.action)
    .filter(isBombAction);
  if (bombs.length > 0) offerFreeAction(ctx, ship, card, bombs);
}
