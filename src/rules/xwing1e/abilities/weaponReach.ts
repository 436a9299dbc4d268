/**
 * Where a ship's secondary weapons reach (rules: SECONDARY WEAPONS, WEAPON RANGE, FIRING ARC): through the primary
 * firing arc at the card's range unless a card says otherwise. Turrets and Outrider's cannons fire outside the arc;
 * the pilots of issue 18 (pilotTypes.ts quotes them): Nera Dantels' torpedoes fire outside it too, Moralo Eval's
 * cannons through the auxiliary arc as well, and Major Rhymer's weapons reach 1 range band further each way.
 */
import type { ArcKind } from '../../../kernel/index.ts';
import { upgradeByXws } from '../catalog.ts';
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import type { WeaponDef } from './types.ts';

/** True when one of the ship's cards gives this weapon reach. */
function reaches(ship: ShipState, does: 'range-by-1' | 'torpedo-outside-arc' | 'cannon-aux-arc'): boolean {
  return effectsOf(ship, 'weapon-reach').some((e) => e.effect.does === does);
}

/**
 * The arcs a secondary weapon attacks through: the kernel's turret arc for a weapon that fires "even a ship outside
 * your firing arc", for Outrider's cannons (`outrider`: it has a Cannon equipped) and Nera Dantels' torpedoes; Moralo
 * Eval's cannons through the primary and the auxiliary arc (each listed, as the primary weapon is through each arc).
 */
export function weaponArcs(ship: ShipState, w: WeaponDef, outrider: boolean): ArcKind[] {
  const slot = upgradeByXws(w.xws)?.slot ?? '';
  if (w.arc === 'any' || (outrider && slot === 'Cannon')) return ['turret'];
  if (slot === 'Torpedo' && reaches(ship, 'torpedo-outside-arc')) return ['turret'];
  if (slot === 'Cannon' && reaches(ship, 'cannon-aux-arc'))
    return ['primary', ...ship.arcs.filter((a) => a === 'aux180' || a === 'rear')];
  return ['primary'];
}

/**
 * The weapon as it reaches now: Major Rhymer: "you may increase or decrease the weapon range by 1 to a limit of Range
 * 1-3": each attack may take the range moved either way, so a weapon reaches 1 band further each way (a Range 2-3
 * torpedo fires at Range 1 too). No range combat bonus applies to a secondary weapon, so only where it may fire changes.
 */
export function weaponReach(ship: ShipState, w: WeaponDef): WeaponDef {
  if (!reaches(ship, 'range-by-1')) return w;
  return { ...w, range: [Math.max(1, w.range[0] - 1), Math.min(3, w.range[1] + 1)] };
}
