/**
 * The reload action. Reference card "Reload Action and Jam Tokens" (xwing-data): "Ships with the [Reload] icon in
 * their action bar may perform a reload action. To reload, choose any number of the ship's equipped, discarded
 * [Torpedo] or [Missile] Upgrade cards and flip them faceup, then assign the ship a weapons disabled token." The
 * engine flips every such card (a card left discarded gains the ship nothing), and offers the action only while
 * one is discarded. Battle files: `{ "action": "reload" }`.
 */
import type { RoundContext } from '../context.ts';
import type { EquippedUpgrade, ShipState } from '../state.ts';
import { disableWeapons } from './roundTokens.ts';

/** The ship's discarded [Torpedo] and [Missile] Upgrade cards. */
function discardedOrdnance(ship: ShipState): EquippedUpgrade[] {
  return ship.upgrades.filter((u) => !u.faceUp && (u.slot === 'Torpedo' || u.slot === 'Missile'));
}

/** True when a reload would flip a card. */
export function reloadAvailable(ship: ShipState): boolean {
  return discardedOrdnance(ship).length > 0;
}

/** Performs a reload: the cards flip faceup, then the weapons disabled token. */
export function performReload(ctx: RoundContext, ship: ShipState): void {
  const cards = discardedOrdnance(ship);
  for (const u of cards) u.faceUp = true;
  const names = cards.map((u) => u.name).join(', ');
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} reloads ${names}` });
  disableWeapons(ctx, ship);
}
