/**
 * R4-E1: "You can perform actions on your [Torpedo] and [Bomb] Upgrade cards even if you are stressed. After you
 * perform an action in this way, you may discard this card to remove 1 stress token from your ship."
 */
import type { RoundContext } from '../context.ts';
import type { ActionOption } from '../decisions.ts';
import { sensorArrayLimit } from '../damageCards.ts';
import type { ShipState } from '../state.ts';
import { effectsOf } from '../abilities/active.ts';
import { afterStressRemoved } from '../abilities/triggers.ts';

/** The slots whose cards' "Action:" headers R4-E1 allows while stressed. */
const ORDNANCE_SLOTS: readonly string[] = ['Torpedo', 'Bomb'];

/**
 * The actions a stressed ship may still perform: with R4-E1, the "Action:" headers of its face-up [Torpedo] and
 * [Bomb] cards not done this round and `available` now (a Damaged Sensor Array of The Force Awakens deck forbids
 * them); otherwise none.
 */
export function stressedActionOptions(
  ctx: RoundContext,
  ship: ShipState,
  available: (action: string) => boolean,
): ActionOption[] {
  if (effectsOf(ship, 'stressed-ordnance-actions').length === 0) return [];
  if (sensorArrayLimit(ctx.state, ship) === 'damage-cards-only') return [];
  const done = new Set(ship.actionsDone);
  return effectsOf(ship, 'card-action')
    .filter(({ card, effect }) => {
      const slot = ship.upgrades.find((u) => u.faceUp && u.name === card)?.slot ?? '';
      return ORDNANCE_SLOTS.includes(slot) && !done.has(effect.action) && available(effect.action);
    })
    .map(({ effect }) => ({ choice: { action: effect.action } }));
}

/**
 * After such an action, performed while stressed: R4-E1 may be discarded to remove 1 stress token (ability use
 * `{ card, use }`; the autopilot always does).
 */
export function afterStressedAction(ctx: RoundContext, ship: ShipState): void {
  for (const { card } of effectsOf(ship, 'stressed-ordnance-actions')) {
    if (ship.stress === 0) return;
    const { use } = ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: true }) }, () => null);
    if (!use.use) continue;
    const r4 = ship.upgrades.find((u) => u.faceUp && u.name === card);
    if (r4) r4.faceUp = false;
    ship.stress--;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
    afterStressRemoved(ctx, ship);
    return;
  }
}
