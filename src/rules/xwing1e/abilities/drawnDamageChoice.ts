/**
 * A card that draws several Damage cards and keeps one (Maarek Stele, "Leebo"): the choice the battle file
 * records (its `damage`), checked against the cards drawn, the autopilot's pick suggested, the rest discarded.
 * The choice is not optional: a recorded `use: false` is refused, quoting the card's words.
 */
import type { DamageContext } from '../damage.ts';
import type { ShipState } from '../state.ts';

/** The Damage card kept from `drawn` (two or more) by `ship`'s `card`; the others go to the discard pile. */
export function keepOneDrawn(
  ctx: DamageContext,
  ship: ShipState,
  card: string,
  drawn: readonly string[],
  pick: string,
  quote: string,
): string {
  const { use, at } = ctx.choose(
    ship,
    {
      card,
      suggested: () => ({ ship: ship.id, card, use: true, damage: pick }),
      choices: [...new Set(drawn)].map((damage) => ({ ship: ship.id, card, use: true, damage })),
    },
    (u) =>
      u.damage !== undefined && drawn.includes(u.damage)
        ? null
        : {
            field: 'damage',
            message: `expected one of the cards drawn (${drawn.join(', ')}), got ${JSON.stringify(u.damage)}`,
          },
  );
  if (!use.use || use.damage === undefined)
    throw ctx.error(`${at}.use`, `${card}: the card is not optional ("${quote}")`);
  const k = drawn.indexOf(use.damage);
  for (const other of drawn.filter((_, j) => j !== k)) ctx.state.discard.push(other);
  return use.damage;
}
