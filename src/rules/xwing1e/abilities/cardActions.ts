/** The "Action:" headers of upgrade cards the engine applies: what each does when performed. */
import type { RoundContext } from '../context.ts';
import type { ShipState } from '../state.ts';

/**
 * Performs a card's action. Marksmanship and R2-F2 last until the end of the round (round flags, read by the
 * attack and by effectiveAgility); R5-D8 rolls its die at once.
 */
export function performCardAction(ctx: RoundContext, ship: ShipState, action: string): void {
  switch (action) {
    case 'marksmanship':
    case 'r2f2':
      // Marksmanship: "When attacking this round, you may change 1 of your [Focus] results to a [Critical Hit]
      // result and all of your other [Focus] results to [Hit] results." R2-F2: "Increase your agility value by
      // 1 until the end of this game round."
      ship.roundFlags.push(action);
      break;
    case 'r5d8': {
      // "Roll 1 defense die. On a [Evade] or [Focus] result, discard 1 of your facedown Damage cards."
      const [face] = ctx.roll(ship, 'R5-D8', 'defence', 1);
      ctx.timeline.push({
        kind: 'dice',
        unit: ship.id,
        role: 'effect',
        rolled: [face ?? 'blank'],
        modified: [face ?? 'blank'],
        modifications: ['R5-D8'],
      });
      const k = ship.damage.findLastIndex((c) => !c.faceUp);
      if ((face === 'evade' || face === 'focus') && k >= 0) {
        const [card] = ship.damage.splice(k, 1);
        if (card && card.name !== 'Counter') ctx.state.discard.push(card.name);
        ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} repairs 1 damage (R5-D8)` });
      }
      break;
    }
    default:
      throw new Error(`no card action "${action}"`);
  }
}
