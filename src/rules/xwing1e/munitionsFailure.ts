/**
 * Munitions Failure (Core Set Damage deck): "Immediately choose 1 of your secondary weapon Upgrade cards and
 * discard it." The ship's owner chooses among its face-up secondary weapons (every Upgrade card printing an attack
 * value, whether or not the engine applies its text); with one, there is nothing to choose.
 */
import { upgradeByXws } from './catalog.ts';
import type { DamageContext } from './damage.ts';
import type { EquippedUpgrade, ShipState } from './state.ts';
import { ordnanceInstead } from './abilities/ordnance.ts';

/** The ship's face-up secondary weapon Upgrade cards, in file order. */
export function secondaryWeapons(ship: ShipState): EquippedUpgrade[] {
  return ship.upgrades.filter((u) => u.faceUp && upgradeByXws(u.xws)?.attack !== undefined);
}

/** Squad points of an equipped upgrade (0 when the catalog has no such card). */
function pointsOf(u: EquippedUpgrade): number {
  return upgradeByXws(u.xws)?.points ?? 0;
}

/**
 * Discards the secondary weapon the owner chooses (ability use `{ card: "Munitions Failure", use: true,
 * upgrade }`). The autopilot keeps what it paid most for: it discards the cheapest weapon, the first listed on
 * ties. The choice is not optional: a recorded `use: false` is refused.
 */
export function munitionsFailure(ctx: DamageContext, ship: ShipState): void {
  const weapons = secondaryWeapons(ship);
  const [first] = weapons;
  if (!first) return;
  let chosen = first;
  if (weapons.length > 1) {
    const card = 'Munitions Failure';
    const cheapest = weapons.reduce((a, b) => (pointsOf(b) < pointsOf(a) ? b : a));
    const { use, at } = ctx.choose(
      ship,
      {
        card,
        suggested: () => ({ ship: ship.id, card, use: true, upgrade: cheapest.xws }),
        choices: weapons.map((w) => ({ ship: ship.id, card, use: true, upgrade: w.xws })),
      },
      (u) =>
        weapons.some((w) => w.xws === u.upgrade)
          ? null
          : {
              field: 'upgrade',
              message: `expected one of the secondary weapons equipped (${weapons.map((w) => w.xws).join(', ')}), got ${JSON.stringify(u.upgrade)}`,
            },
    );
    const picked = use.use ? weapons.find((w) => w.xws === use.upgrade) : undefined;
    if (!picked)
      throw ctx.error(`${at}.use`, `${card}: the card is not optional ("Immediately choose 1 … and discard it")`);
    chosen = picked;
  }
  // Extra Munitions: an ordnance token may be discarded instead.
  if (ordnanceInstead(ctx, ship, chosen)) return;
  chosen.faceUp = false;
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} discards ${chosen.name}` });
}
