/**
 * Pilots whose ability follows an action of a given kind, free or not (rules: ACTIONS, FREE ACTIONS): IG-88C, Jake
 * Farrell (pilotTypes.ts quotes both), "Deathfire" after any action (pilotBombs.ts), Leevan Tenza and Benthic Two
 * Tubes (pilotFreeActions.ts). The free action is offered as freeActions.ts offers any: the autopilot takes
 * what its action policy chooses among the allowed ones, and a stressed ship is offered none.
 */
import type { RoundContext } from '../context.ts';
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import { offerFreeAction } from './freeActions.ts';
import { afterBoostOrRoll } from './afterBoostOrRoll.ts';
import { freeBombAction } from './pilotBombs.ts';
import { afterOwnAction } from './pilotFreeActions.ts';
import { chopperCrew } from './phaseAndLockCards.ts';

/**
 * After the ship performed an action of `family` (`boost` for either boost, `barrel-roll` for either roll);
 * `stressedBefore`: the ship was stressed as it performed it ("Chopper", crew).
 */
export function afterActionPerformed(
  ctx: RoundContext,
  ship: ShipState,
  family: string,
  stressedBefore: boolean,
): void {
  chopperCrew(ctx, ship, stressedBefore);
  // Intensity, Black One (afterBoostOrRoll.ts).
  afterBoostOrRoll(ctx, ship, family);
  for (const { card, effect } of effectsOf(ship, 'after-action'))
    if (effect.after === family) offerFreeAction(ctx, ship, card, effect.free);
  // "Deathfire": a [Bomb] card's action as a free action after any action.
  freeBombAction(ctx, ship, 'bomb-after-action');
  // Leevan Tenza after a boost, Benthic Two Tubes after a focus action.
  afterOwnAction(ctx, ship, family);
}
