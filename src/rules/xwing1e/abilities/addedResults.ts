/**
 * Results a card adds to the attacker's roll in the Modify Attack Dice step (rules: MODIFYING DICE: "add" puts a
 * result in the roll without rolling a die), after the attacker's other modifications: "Backdraft" (pilotTypes.ts
 * quotes the card).
 */
import { attackGeometry } from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import type { AttackFace } from '../dice.ts';
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import { yesNo } from './cardUse.ts';
import type { AttackInfo } from './types.ts';

/** True when `target` is inside one of `ship`'s auxiliary firing arcs (its arcs other than the primary one). */
function inAuxiliaryArc(ship: ShipState, target: ShipState): boolean {
  return ship.arcs.some(
    (arc) =>
      (arc === 'rear' || arc === 'aux180') &&
      attackGeometry(ship.pose, ship.size, arc, target.pose, target.size, []).inArc,
  );
}

/**
 * "Backdraft": "When attacking a ship inside your auxiliary firing arc, you may add 1 [Critical Hit] result." The
 * autopilot always adds it (a result added never hurts the attacker). Returns the dice after the cards.
 */
export function addedResults(ctx: RoundContext, info: AttackInfo, dice: AttackFace[], mods: string[]): AttackFace[] {
  let out = dice;
  for (const { card, effect } of effectsOf(info.attacker, 'add-result')) {
    if (effect.does !== 'crit-in-aux-arc' || !inAuxiliaryArc(info.attacker, info.defender)) continue;
    if (!yesNo(ctx, info.attacker, card, true)) continue;
    out = [...out, 'crit'];
    mods.push(card);
  }
  return out;
}
