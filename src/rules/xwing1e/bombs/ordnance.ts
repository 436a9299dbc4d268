/**
 * Ordnance tokens (Extra Munitions, Ordnance Silos): "When you equip this card, place 1 ordnance token on each
 * equipped [Torpedo], [Missile], and [Bomb] Upgrade card" (Ordnance Silos: 3 on each other [Bomb] card). "When you
 * are instructed to discard an Upgrade card, you may discard 1 ordnance token on that card instead." The tokens are
 * placed when the cards are equipped, so a card keeps them whatever becomes of the card that placed them.
 */
import type { DamageContext } from '../damage.ts';
import type { EquippedUpgrade, ShipState } from '../state.ts';
import { UPGRADE_ABILITIES } from '../abilities/cards.ts';
import type { OrdnanceEffect } from '../abilities/bombTypes.ts';

/** The ship's equipped cards that place ordnance tokens, with their effect (equipped: face up or not). */
function placers(ship: ShipState): { card: EquippedUpgrade; effect: OrdnanceEffect }[] {
  return ship.upgrades.flatMap((card) =>
    (UPGRADE_ABILITIES.get(card.xws)?.effects ?? []).flatMap((effect) =>
      effect.kind === 'ordnance' ? [{ card, effect }] : [],
    ),
  );
}

/** The cards that placed tokens on `u` (never `u` itself: Extra Munitions is a [Torpedo] card). */
function placersOn(ship: ShipState, u: EquippedUpgrade): { card: EquippedUpgrade; effect: OrdnanceEffect }[] {
  return placers(ship).filter((p) => p.card !== u && p.effect.slots.includes(u.slot));
}

/** Ordnance tokens left on an equipped card. */
export function ordnanceLeft(ship: ShipState, u: EquippedUpgrade): number {
  return u.ordnance ?? placersOn(ship, u).reduce((n, p) => n + p.effect.tokens, 0);
}

/**
 * The card `u` is to be discarded: with an ordnance token on it, its owner may discard the token instead (ability use
 * `{ card: "Extra Munitions" or "Ordnance Silos", use }`, named after the card that placed the tokens; the autopilot
 * always does, keeping the card). Returns true when a token went instead of the card.
 */
export function discardOrdnanceInstead(ctx: DamageContext, ship: ShipState, u: EquippedUpgrade): boolean {
  const left = ordnanceLeft(ship, u);
  const [placer] = placersOn(ship, u);
  if (left <= 0 || !placer) return false;
  const card = placer.card.name;
  const { use } = ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: true }) }, () => null);
  if (!use.use) return false;
  u.ordnance = left - 1;
  const text = `${ship.name} discards an ordnance token from ${u.name} instead (${u.ordnance} left)`;
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text }, 0);
  return true;
}
