/** The small steps card abilities share: a yes-or-no use offered, and an upgrade card discarded. */
import type { DamageContext } from '../damage.ts';
import type { ShipState } from '../state.ts';
import { afterUpgradeDiscarded } from './pilotDiscards.ts';

/** Offers a yes-or-no card use with the autopilot's answer; true when it is used. */
export function yesNo(ctx: DamageContext, ship: ShipState, card: string, suggested: boolean): boolean {
  return ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: suggested }) }, () => null).use.use;
}

/** Discards (turns facedown) the ship's face-up upgrade of that printed name. */
export function discardCard(ctx: DamageContext, ship: ShipState, card: string): void {
  const upgrade = ship.upgrades.find((u) => u.faceUp && u.name === card);
  if (upgrade) upgrade.faceUp = false;
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} discards ${card}` }, 0);
  // Tomax Bren flips a discarded [Elite] card faceup again.
  if (upgrade) afterUpgradeDiscarded(ctx, ship, upgrade);
}
