/**
 * Upgrade cards about the Damage cards dealt to a ship (rules: DAMAGE, CRITICAL DAMAGE): Greedo deals an attack's
 * first card faceup; Integrated Astromech discards an astromech to discard the card, Moff Jerjerrod a crew card to
 * flip a faceup card facedown (the use names the upgrade discarded by its xws, `upgrade`). The autopilot's policy for
 * each optional one is in its comment.
 */
import { type DamageContext, type FaceUpPicker, sufferDamage } from '../damage.ts';
import { hullDamage } from '../effective.ts';
import type { EquippedUpgrade, ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import { discardDealt } from './upgradeTriggers.ts';
import type { AttackInfo, CardAbility } from './types.ts';

/** Greedo's round flags: its first attack and its first defence of the round are spent. */
const GREEDO_SPENT = { attacker: 'greedo:attacked', defender: 'greedo:defended' } as const;
/** The round flag of a Greedo ship while the attack now resolved deals its first card faceup. */
export const GREEDO_NOW = 'greedo:now';

/** When an attack is declared: Greedo's first attack or first defence of the round is this one. */
export function greedoDeclared(info: AttackInfo): void {
  for (const role of ['attacker', 'defender'] as const) {
    const ship = info[role];
    if (effectsOf(ship, 'first-card-faceup').length === 0 || ship.roundFlags.includes(GREEDO_SPENT[role])) continue;
    ship.roundFlags.push(GREEDO_SPENT[role], GREEDO_NOW);
  }
}

/**
 * The defender suffers an attack's damage; in Greedo's first attack or defence of the round the first card dealt is
 * faceup (once: a Cluster Missiles' second attack deals its cards as usual).
 */
export function sufferAttackDamage(
  ctx: DamageContext,
  { attacker, defender }: AttackInfo,
  hits: number,
  crits: number,
  picker: FaceUpPicker | undefined,
): void {
  const greedo = attacker.roundFlags.includes(GREEDO_NOW) || defender.roundFlags.includes(GREEDO_NOW);
  const before = defender.damage.length;
  sufferDamage(ctx, defender, hits, crits, picker, { firstFaceUp: greedo });
  if (defender.damage.length === before) return;
  for (const ship of [attacker, defender]) ship.roundFlags = ship.roundFlags.filter((f) => f !== GREEDO_NOW);
}

/** Offers to discard one of `upgrades` (the autopilot's pick: `best`, or none); the one discarded, or null. */
function discardOne(
  ctx: DamageContext,
  ship: ShipState,
  card: string,
  upgrades: readonly EquippedUpgrade[],
  best: EquippedUpgrade | undefined,
): EquippedUpgrade | null {
  const use = (u: EquippedUpgrade) => ({ ship: ship.id, card, use: true, upgrade: u.xws });
  const { use: chosen } = ctx.choose(
    ship,
    {
      card,
      suggested: () => (best ? use(best) : { ship: ship.id, card, use: false }),
      choices: upgrades.map(use),
    },
    (u) =>
      upgrades.some((x) => x.xws === u.upgrade)
        ? null
        : {
            field: 'upgrade',
            message: `expected one of ${upgrades.map((x) => JSON.stringify(x.xws)).join(', ')}, got ${JSON.stringify(u.upgrade)}`,
          },
  );
  const discarded = chosen.use ? upgrades.find((x) => x.xws === chosen.upgrade) : undefined;
  if (!discarded) return null;
  discarded.faceUp = false;
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card}: ${ship.name} discards ${discarded.name}` });
  return discarded;
}

/**
 * When a Damage card was just dealt: Integrated Astromech may discard a face-up astromech to discard the card, its
 * effect unresolved (the autopilot does for a faceup card, or one that would destroy the ship, giving up the first
 * astromech listed); Moff Jerjerrod may discard himself or another crew card to flip a faceup card facedown (the
 * autopilot always does, discarding himself). Returns false when the card's effect is not to be resolved.
 */
export function upgradeForCard(ctx: DamageContext, ship: ShipState, name: string, faceUp: boolean): boolean {
  for (const { card, effect } of effectsOf(ship, 'discard-upgrade-for-card')) {
    const slot = effect.does === 'integrated-astromech' ? 'Astromech' : 'Crew';
    const upgrades = ship.upgrades.filter((u) => u.faceUp && u.slot === slot);
    if (upgrades.length === 0 || (slot === 'Crew' && !faceUp)) continue;
    if (slot === 'Crew') {
      if (
        !discardOne(
          ctx,
          ship,
          card,
          upgrades,
          upgrades.find((u) => u.name === card),
        )
      )
        continue;
      const dealt = ship.damage.findLast((c) => c.name === name);
      if (dealt) dealt.faceUp = false;
      ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card}: ${ship.name} flips ${name} facedown` });
      return false;
    }
    const worth = faceUp || hullDamage(ship) >= ship.hull;
    if (!discardOne(ctx, ship, card, upgrades, worth ? upgrades[0] : undefined)) continue;
    discardDealt(ctx, ship, name);
    ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card}: ${ship.name} discards ${name}` });
    return false;
  }
  return true;
}

/** Upgrade cards about the Damage cards dealt, keyed by xws. */
export const DEALT_CARD_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Greedo: "The first time you attack each round and the first time you defend each round, the first Damage card
  // dealt is dealt faceup."
  ['greedo', { effects: [{ kind: 'first-card-faceup', window: 'suffer-damage' }] }],
  // Integrated Astromech: "When you are dealt a Damage card, you may discard 1 of your [Astromech] Upgrade cards to
  // discard that Damage card (without resolving its effect)."
  [
    'integratedastromech',
    { effects: [{ kind: 'discard-upgrade-for-card', window: 'suffer-damage', does: 'integrated-astromech' }] },
  ],
  // Moff Jerjerrod: "When you are dealt a faceup Damage card, you may discard this Upgrade card or another [Crew]
  // Upgrade card to flip that Damage card facedown (without resolving its effect.)"
  ['moffjerjerrod', { effects: [{ kind: 'discard-upgrade-for-card', window: 'suffer-damage', does: 'jerjerrod' }] }],
];
