/**
 * The coordinate action. Reference card "Coordinate and Docking" (xwing-data): "Ships with the [Coordinate] icon in
 * their action bar may perform a coordinate action. To do so, choose another friendly ship at Range 1–2. The chosen
 * ship may immediately perform one free action." Battle files: `{ "action": "coordinate", "target": "<friend>" }`;
 * the friend's free action is an ability use `{ ship: "<friend>", card: "Coordinate", use, action }` (its own
 * player's choice: the autopilot's action policy).
 */
import type { RoundContext } from '../context.ts';
import type { ActionOption } from '../decisions.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from '../abilities/active.ts';
import { offerFreeAction } from '../abilities/freeActions.ts';
import { receiveStress } from '../abilities/upgradeTriggers.ts';
import { afterStressRemoved, bandBetween } from '../abilities/triggers.ts';

/** The coordinate options: each other friendly ship at Range 1–2. */
export function coordinateOptions(ctx: RoundContext, ship: ShipState): ActionOption[] {
  return shipsInPlay(ctx.state)
    .filter((f) => f !== ship && f.player === ship.player && (bandBetween(ship, f) ?? 9) <= 2)
    .map((f) => ({ choice: { action: 'coordinate', target: f.id } }));
}

/** Performs a coordinate on a friend already checked legal. */
export function performCoordinate(ctx: RoundContext, ship: ShipState, friend: ShipState): void {
  ap5(ctx, ship, friend);
  offerFreeAction(ctx, friend, 'Coordinate', 'any');
}

/**
 * AP-5: "When you perform the coordinate action, after you choose a friendly ship and before it performs a free
 * action, you may receive 2 stress tokens to remove 1 stress token from it." The autopilot does so when that one
 * token is all that keeps the friend from its free action.
 */
function ap5(ctx: RoundContext, ship: ShipState, friend: ShipState): void {
  for (const { card, effect } of effectsOf(ship, 'action-card')) {
    if (effect.op !== 'ap-5' || friend.stress === 0) continue;
    const worth = friend.stress === 1;
    const { use } = ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: worth }) }, () => null);
    if (!use.use) continue;
    receiveStress(ctx, ship, 2);
    friend.stress--;
    ctx.timeline.push({ kind: 'token', unit: friend.id, token: 'stress', count: friend.stress });
    afterStressRemoved(ctx, friend);
  }
}
