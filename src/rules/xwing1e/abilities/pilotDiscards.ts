/**
 * Tomax Bren: "Once per round, after you discard an [Elite] Upgrade card, flip that card faceup." Not optional: the
 * first [Elite] card he discards each round (Adrenaline Rush, Crack Shot, Cool Hand, Lightning Reflexes…) is faceup
 * again at once, ready for its next use.
 */
import type { DamageContext } from '../damage.ts';
import type { EquippedUpgrade, ShipState } from '../state.ts';
import { pilotRule } from './pilotRules.ts';

/** After `ship` discarded `upgrade` (turned facedown): Tomax Bren flips an [Elite] card faceup, once per round. */
export function afterUpgradeDiscarded(ctx: DamageContext, ship: ShipState, upgrade: EquippedUpgrade): void {
  const card = pilotRule(ship, 'unflip-elite');
  if (!card || upgrade.slot !== 'Elite' || upgrade.faceUp || ship.roundFlags.includes(card)) return;
  ship.roundFlags.push(card);
  upgrade.faceUp = true;
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card} flips ${upgrade.name} faceup` }, 0);
}
