/**
 * Small pure conditions that pilot cards name ("inside your firing arc", "at Range 1-2", "if you have no
 * shields and at least 1 Damage card"), shared by the pilot tables and their trigger modules.
 */
import { attackGeometry, shipRange } from '../../../kernel/index.ts';
import { type GameState, type ShipState, shipsInPlay } from '../state.ts';
import type { AttackInfo } from './types.ts';

/** True when the attack is at one of the range bands. */
export const atRange =
  (...bands: number[]) =>
  (a: AttackInfo): boolean =>
    bands.includes(a.range);

/** True for a primary weapon attack. */
export const primary = (a: AttackInfo): boolean => a.weapon === null;

/** True for a secondary weapon attack. */
export const secondary = (a: AttackInfo): boolean => a.weapon !== null;

/** True when `target` is inside `ship`'s primary firing arc (a firing arc extends across the play area). */
export function inFiringArc(ship: ShipState, target: ShipState): boolean {
  return attackGeometry(ship.pose, ship.size, 'primary', target.pose, target.size, []).inArc;
}

/** The range band between two ships, or null beyond range 3. */
export function rangeBetween(a: ShipState, b: ShipState): number | null {
  return shipRange(a.pose, a.size, b.pose, b.size).band ?? null;
}

/** Ships in play other than `ship` on the side `friendly` says, within range bands [min, max] of it. */
export function shipsNear(
  state: GameState,
  ship: ShipState,
  friendly: boolean,
  [min, max]: readonly [number, number],
): ShipState[] {
  return shipsInPlay(state).filter((s) => {
    if (s === ship || (s.player === ship.player) !== friendly) return false;
    const band = rangeBetween(ship, s);
    return band !== null && band >= min && band <= max;
  });
}

/** The number of Damage cards assigned to the ship (face up or down). */
export function damageCards(ship: ShipState): number {
  return ship.damage.length;
}

/** "If you have no shields and at least 1 Damage card assigned to you" (Commander Kenkirk, Wullffwarro). */
export function bareAndDamaged(ship: ShipState): boolean {
  return ship.shields === 0 && damageCards(ship) > 0;
}
