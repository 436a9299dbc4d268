/**
 * Pilot abilities about the damage a ship suffers (issue 18; pilotTypes.ts quotes each card): Prince Xizor passes 1
 * uncanceled result of an attack to a friend (combat.ts, before Draw Their Fire), "Leebo" draws 2 cards for each faceup
 * Damage card and keeps 1 (damage.ts), Tel Trevura's first destruction is turned into 4 facedown cards (damage.ts).
 * The autopilot's policy is in each function's comment.
 */
import type { DamageContext } from '../damage.ts';
import { hullDamage, hullLeft } from '../effective.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { keepOneDrawn } from './drawnDamageChoice.ts';
import { rangeBetween } from './pilotConditions.ts';
import { pilotRule } from './pilotRules.ts';
import type { AttackInfo } from './types.ts';

/** What stands between a ship and destruction: shields and hull left. */
const lifeLeft = (ship: ShipState) => ship.shields + hullLeft(ship);

/**
 * Prince Xizor, defending: "a friendly ship at Range 1 may suffer 1 uncanceled [Hit] or [Critical Hit] result instead
 * of you". Xizor's use names the friend (`target`) and the result (`result`: "hit" or "crit"); the friend suffers it
 * through `suffer` (which settles its destruction). The autopilot passes a critical result (else a hit) to the friend
 * with the most shields and hull left, when it has more left than Xizor. Returns the results Xizor still suffers.
 */
export function xizorShares(
  ctx: DamageContext,
  { defender }: AttackInfo,
  results: { hits: number; crits: number },
  suffer: (ship: ShipState, hits: number, crits: number) => void,
): { hits: number; crits: number } {
  const [found] = effectsOf(defender, 'share-result');
  if (!found || results.hits + results.crits === 0) return results;
  const friends = shipsInPlay(ctx.state).filter(
    (f) => f !== defender && f.player === defender.player && rangeBetween(f, defender) === 1,
  );
  if (friends.length === 0) return results;
  const card = found.card;
  const best = [...friends].sort((a, b) => lifeLeft(b) - lifeLeft(a))[0];
  const worth = best !== undefined && lifeLeft(best) > lifeLeft(defender);
  const result = results.crits > 0 ? 'crit' : 'hit';
  const use = (to: ShipState, r: string) => ({ ship: defender.id, card, use: true, target: to.id, result: r });
  const kinds = [...(results.hits > 0 ? ['hit'] : []), ...(results.crits > 0 ? ['crit'] : [])];
  const { use: chosen } = ctx.choose(
    defender,
    {
      card,
      suggested: () => (worth && best ? use(best, result) : { ship: defender.id, card, use: false }),
      choices: friends.flatMap((f) => kinds.map((r) => use(f, r))),
    },
    (u) =>
      !friends.some((f) => f.id === u.target)
        ? { field: 'target', message: `expected a friendly ship at range 1 (${friends.map((f) => f.id).join(', ')})` }
        : u.result !== undefined && kinds.includes(u.result)
          ? null
          : { field: 'result', message: `expected an uncanceled result of the attack (${kinds.join(' or ')})` },
  );
  const to = chosen.use ? friends.find((f) => f.id === chosen.target) : undefined;
  if (!to) return results;
  const crit = chosen.result === 'crit';
  const what = crit ? 'critical hit' : 'hit';
  ctx.timeline.push({
    kind: 'caption',
    unit: to.id,
    text: `${card}: ${to.name} suffers a ${what} instead of ${defender.name}`,
  });
  suffer(to, crit ? 0 : 1, crit ? 1 : 0);
  return crit ? { ...results, crits: results.crits - 1 } : { ...results, hits: results.hits - 1 };
}

/**
 * "Leebo"'s order of the Damage cards of both decks, the least harmful first: those that flip facedown once resolved,
 * then the lasting ones from the mildest to Direct Hit! (which counts 2 damage). Cards not named come last.
 */
const LEAST_HARMFUL_FIRST = [
  'Thrust Control Fire',
  'Minor Explosion',
  'Munitions Failure',
  'Major Explosion',
  'Loose Stabilizer',
  'Shaken Pilot',
  'Minor Hull Breach',
  'Stunned Pilot',
  'Damaged Engine',
  'Injured Pilot',
  'Blinded Pilot',
  'Damaged Sensor Array',
  'Console Fire',
  'Weapons Failure',
  'Structural Damage',
  'Weapon Malfunction',
  'Major Hull Breach',
  'Damaged Cockpit',
  'Direct Hit!',
];

/**
 * "Leebo": "When you are dealt a faceup Damage card, draw 1 additional Damage card, choose 1 to resolve, and discard the
 * other." The use names the card kept (`damage`; not optional: a recorded `use: false` is refused); the autopilot keeps
 * the least harmful (LEAST_HARMFUL_FIRST). `first`: the card drawn; `draw` draws the next (null: both piles empty).
 * Returns the card dealt.
 */
export function leeboChooses(ctx: DamageContext, ship: ShipState, first: string, draw: () => string | null): string {
  const [found] = effectsOf(ship, 'choose-dealt');
  if (!found) return first;
  const second = draw();
  if (second === null) return first;
  const card = found.card;
  const rank = (n: string) => (LEAST_HARMFUL_FIRST.includes(n) ? LEAST_HARMFUL_FIRST.indexOf(n) : 99);
  const best = rank(second) < rank(first) ? second : first;
  const kept = keepOneDrawn(ctx, ship, card, [first, second], best, 'choose 1 to resolve, and discard the other');
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card} draws ${first} and ${second}: keeps ${kept}` });
  return kept;
}

/** True while Tel Trevura's "first time you would be destroyed" is still to come for the ship. */
export function lastStandReady(ship: ShipState): boolean {
  const card = pilotRule(ship, 'last-stand');
  return card !== null && !ship.gameFlags.includes(card);
}

/**
 * Tel Trevura: "The first time you would be destroyed, instead cancel any remaining damage, discard all Damage cards,
 * and deal 4 facedown Damage cards to this ship." Checked as each Damage card is dealt (damage.ts): once his damage
 * reaches his hull, his cards go to the discard pile and 4 facedown cards are dealt from the deck (`draw`), each shown
 * through `shown`; the caller stops dealing (the remaining damage is cancelled). Not optional. True when it acted.
 */
export function lastStand(
  ctx: DamageContext,
  ship: ShipState,
  draw: () => string | null,
  shown: (card: { name: string; faceUp: boolean }) => void,
): boolean {
  const card = pilotRule(ship, 'last-stand');
  if (!card || ship.gameFlags.includes(card) || hullDamage(ship) < ship.hull) return false;
  ship.gameFlags.push(card);
  for (const c of ship.damage) if (c.name !== 'Counter') ctx.state.discard.push(c.name);
  ship.damage = [];
  ctx.timeline.push({
    kind: 'caption',
    unit: ship.id,
    text: `${card} is not destroyed: 4 facedown Damage cards instead`,
  });
  for (let i = 0; i < 4; i++) {
    // With both piles empty, a counter stands in for a card (rules: DAMAGE).
    const name = draw() ?? 'Counter';
    ship.damage.push({ name, faceUp: false, round: ctx.state.round });
    shown({ name, faceUp: false });
  }
  return true;
}
