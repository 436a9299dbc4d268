/**
 * Results a card adds to the attacker's roll in the Modify Attack Dice step (rules: MODIFYING DICE: "add" puts a
 * result in the roll without rolling a die), after the attacker's other modifications: "Backdraft" (pilotTypes.ts
 * quotes the card); then "Wampa"'s cancel of every result.
 */
import { attackGeometry } from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import type { AttackFace } from '../dice.ts';
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import { yesNo } from './cardUse.ts';
import { pilotRule } from './pilotRules.ts';
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
  return wampa(ctx, info, out, mods);
}

/** "Wampa"'s round flag on the attacker: a [Critical Hit] result cancelled, a facedown card to deal at compare. */
export const WAMPA_CARD = 'wampa: deal 1 facedown Damage card';

/**
 * "Wampa": "When attacking, you may cancel all dice results. If you cancel a [Critical Hit] result, deal 1 facedown
 * Damage card to the defender." Used last, on the modified roll; the card is dealt in the Compare Results step
 * (pilotCompare.ts), which finds no result left: the attack misses. The autopilot cancels when the roll's only hit or
 * crit result is a single crit and the defender has a shield left (the crit would take that shield; the dealt card
 * passes shields and defence dice).
 */
function wampa(ctx: RoundContext, info: AttackInfo, dice: AttackFace[], mods: string[]): AttackFace[] {
  const card = pilotRule(info.attacker, 'cancel-all');
  if (!card || dice.length === 0) return dice;
  const landing = dice.filter((f) => f === 'hit' || f === 'crit');
  const worth = landing.length === 1 && landing[0] === 'crit' && info.defender.shields > 0;
  if (!yesNo(ctx, info.attacker, card, worth)) return dice;
  if (dice.includes('crit')) info.attacker.roundFlags.push(WAMPA_CARD);
  mods.push(`${card}: all results cancelled`);
  return [];
}
