/**
 * Han Solo (Resistance, YT-1300): "When you are placed during setup, you can be placed anywhere in the play area beyond
 * Range 3 of enemy ships." Checked against the enemy ships placed before him (rules: SETUP, Place Forces: ascending
 * pilot skill, the player with initiative first on ties); those placed after him may come closer. A battle file states
 * where he stands; left out, the default placement puts him on his edge like any ship (the autopilot's choice).
 */
import { isOutsidePlayArea, shipRange } from '../../../kernel/index.ts';
import { effectiveSkill } from '../effective.ts';
import type { ShipState } from '../state.ts';
import { pilotRule } from './pilotRules.ts';

/** True when an enemy ship is placed before `ship` in the Place Forces step. */
function placedBefore(enemy: ShipState, ship: ShipState, initiative: 0 | 1): boolean {
  const a = effectiveSkill(enemy, 0);
  const b = effectiveSkill(ship, 0);
  return a < b || (a === b && enemy.player === initiative);
}

/**
 * Why the ship may stand where it is although outside its setup zone (Han Solo, Resistance), or null when no card
 * lets it; `problem` names what keeps it from standing there, or is null when it may.
 */
export function placedAnywhere(
  ship: ShipState,
  ships: readonly ShipState[],
  area: { width: number; height: number },
  initiative: 0 | 1,
): { card: string; problem: string | null } | null {
  const card = pilotRule(ship, 'place-anywhere');
  if (!card) return null;
  if (isOutsidePlayArea({ widthMm: area.width, heightMm: area.height }, ship.pose, ship.size))
    return { card, problem: `ship ${ship.id} is not wholly inside the play area` };
  const near = ships.find(
    (e) =>
      e.player !== ship.player &&
      placedBefore(e, ship, initiative) &&
      shipRange(ship.pose, ship.size, e.pose, e.size).band !== null,
  );
  return {
    card,
    problem: near
      ? `ship ${ship.id} (${card}) may stand outside its setup zone only beyond Range 3 of enemy ships placed before it; ${near.id} is within Range 3`
      : null,
  };
}
