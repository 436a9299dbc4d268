/**
 * Extra Munitions' ordnance tokens (rules: UPGRADE CARDS): "When you equip this card, place 1 ordnance token on each
 * equipped [Torpedo], [Missile], and [Bomb] Upgrade card. When you are instructed to discard an Upgrade card, you may
 * discard 1 ordnance token on that card instead." A token spent is a game flag of the ship naming the card's place on
 * it; the autopilot always spends the token (the card stays for another attack).
 */
import type { DamageContext } from '../damage.ts';
import type { EquippedUpgrade, ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import { yesNo } from './cardUse.ts';
import type { CardAbility } from './types.ts';

/** The slots whose cards get an ordnance token. */
const ORDNANCE_SLOTS: readonly string[] = ['Torpedo', 'Missile', 'Bomb'];

/**
 * When the ship is told to discard `upgrade` (a weapon's cost, Munitions Failure): true when it discards the card's
 * ordnance token instead.
 */
export function ordnanceInstead(ctx: DamageContext, ship: ShipState, upgrade: EquippedUpgrade): boolean {
  const [extra] = effectsOf(ship, 'ordnance');
  if (!extra || !ORDNANCE_SLOTS.includes(upgrade.slot)) return false;
  const flag = `ordnance-spent:${ship.upgrades.indexOf(upgrade)}`;
  if (ship.gameFlags.includes(flag) || !yesNo(ctx, ship, extra.card, true)) return false;
  ship.gameFlags.push(flag);
  ctx.timeline.push(
    { kind: 'caption', unit: ship.id, text: `${ship.name} discards the ordnance token on ${upgrade.name}` },
    0,
  );
  return true;
}

/** Extra Munitions, keyed by xws. */
export const ORDNANCE_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  [
    'extramunitions',
    {
      effects: [{ kind: 'ordnance', window: 'setup' }],
      missing: 'the ordnance token of a Bomb card (bombs are not in this engine yet)',
    },
  ],
];
