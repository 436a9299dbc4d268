/**
 * Captain Kagi: "When an enemy ship acquires a target lock, it must lock onto your ship if able." Applied wherever a
 * ship chooses which enemy to lock (the target lock action, free or not; Drea Renthal, "Dutch" Vander, Commander
 * Alozen, Targeting Astromech): while Kagi is among the ships it could lock, he is the only one. Cards that name the
 * ship to lock (Fire-Control System and XX-23 S-Thread Tracers: the defender; Tarn Mison: the attacker; R7-T1: the
 * ship chosen) are not redirected, and a ship already locked onto Kagi may lock another ship (the FAQ's rulings on
 * Captain Kagi). No choice: the card says "must".
 */
import { type GameState, type ShipState, shipsInPlay } from '../state.ts';
import { pilotRule } from './pilotRules.ts';

/** The enemy Captain Kagi `ship` must lock onto when `canLock` says it can, or null when it chooses freely. */
export function forcedLock(
  state: GameState,
  ship: ShipState,
  canLock: (enemy: ShipState) => boolean,
): ShipState | null {
  for (const kagi of shipsInPlay(state)) {
    if (kagi.player === ship.player || ship.lockOn === kagi.id || !pilotRule(kagi, 'lock-magnet')) continue;
    if (canLock(kagi)) return kagi;
  }
  return null;
}

/** The ships among `lockable` (the enemies `ship` could lock now) that it may lock onto. */
export function lockFilter<S extends ShipState>(state: GameState, ship: ShipState, lockable: readonly S[]): S[] {
  const kagi = forcedLock(state, ship, (e) => lockable.includes(e as S));
  return kagi ? [kagi as S] : [...lockable];
}
