/**
 * The tokens the action-bar actions leave until the End phase, kept as round flags (cleared by the End phase): the
 * weapons disabled token of SLAM and reload, and the reinforce token (its side faceup). Reference cards (xwing-data):
 * "A ship with a weapons disabled token assigned to it cannot perform attacks. Weapons disabled tokens are removed
 * during the End phase along with focus and evade tokens." "During the End phase, remove all reinforce tokens."
 */
import type { RoundContext } from '../context.ts';
import type { ShipState } from '../state.ts';

/** The round flag of a weapons disabled token. */
export const WEAPONS_DISABLED = 'weapons-disabled';

/** The round flags of a reinforce token, by the side faceup. */
export const REINFORCE = { fore: 'reinforce-fore', aft: 'reinforce-aft' } as const;

/** True while the ship has a weapons disabled token: it cannot perform attacks. */
export function weaponsDisabled(ship: ShipState): boolean {
  return ship.roundFlags.includes(WEAPONS_DISABLED);
}

/** Assigns the ship a weapons disabled token (one at most: a second changes nothing). */
export function disableWeapons(ctx: RoundContext, ship: ShipState): void {
  if (weaponsDisabled(ship)) return;
  ship.roundFlags.push(WEAPONS_DISABLED);
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'weapons-disabled', count: 1 });
}

/** The side of the ship's reinforce token faceup, or null without one. */
export function reinforcedSide(ship: ShipState): 'fore' | 'aft' | null {
  if (ship.roundFlags.includes(REINFORCE.fore)) return 'fore';
  return ship.roundFlags.includes(REINFORCE.aft) ? 'aft' : null;
}

/** End phase: the weapons disabled and reinforce tokens go (the round flags themselves are cleared after this). */
export function endPhaseActionTokens(ctx: RoundContext, ship: ShipState): void {
  if (weaponsDisabled(ship))
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'weapons-disabled', count: 0 }, 0.1);
  if (reinforcedSide(ship) !== null)
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'reinforce', count: 0 }, 0.1);
}
