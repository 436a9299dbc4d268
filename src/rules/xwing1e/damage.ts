/**
 * Suffering damage (rules: DAMAGE, CRITICAL DAMAGE, DESTROYING SHIPS): shields go first, then Damage cards,
 * face down for damage and face up for critical damage, whose effects resolve at once where they act
 * immediately. The deck reshuffles its discard pile when it runs out.
 */
import { itemAt } from '../../battle/lookup.ts';
import type { Rng } from '../../battle/rng.ts';
import type { TimelineBuilder } from '../../battle/timeline.ts';
import { rollAttack } from './dice.ts';
import { hullDamage, hullLeft } from './effective.ts';
import type { GameState, ShipState } from './state.ts';
import { afterStress } from './abilities/triggers.ts';
import type { AbilityOffer, AbilityUse } from './decisions.ts';
import { dealtFaceUp, deckOf } from './damageCards.ts';
import { munitionsFailure } from './munitionsFailure.ts';
import { afterCardDealt } from './abilities/upgradeTriggers.ts';
import { afterShieldsLost } from './abilities/pilotShields.ts';
import { lastStand, lastStandReady, leeboChooses } from './abilities/pilotDamage.ts';
import { afterShipRemoved } from './abilities/cardAttacks.ts';

/** What the engine needs while dealing damage: the state, its generator cursor and the timeline. */
export interface DamageContext {
  state: GameState;
  rng: Rng;
  timeline: TimelineBuilder;
  /** Records a roll that is not an attack (effect dice), taking a recorded one when the file has it. */
  effectRoll: (ship: ShipState, purpose: string, dice: number) => string[];
  /** Offers an optional card ability (see RoundContext.choose). */
  choose: (
    ship: ShipState,
    offer: AbilityOffer,
    check: (use: AbilityUse) => { field: string; message: string } | null,
  ) => { use: AbilityUse; at: string };
  /** An input error naming a field of this round. */
  error: (field: string, message: string) => Error;
}

/** Picks the faceup Damage card to deal from the deck (Maarek Stele's draw of 3); null when both piles are empty. */
export type FaceUpPicker = (draw: () => string | null) => string | null;

/** Builds a shuffled deck from a composition of card names and counts. */
export function buildDeck(rng: Rng, composition: readonly { name: string; amount: number }[]): string[] {
  const cards = composition.flatMap((c) => Array.from({ length: c.amount }, () => c.name));
  return rng.shuffle(cards);
}

/** Draws the top card, reshuffling the discard pile into a new deck when empty; null when both are empty. */
function draw(ctx: DamageContext): string | null {
  const s = ctx.state;
  if (s.deck.length === 0 && s.discard.length > 0) {
    s.deck = ctx.rng.shuffle(s.discard);
    s.discard = [];
  }
  return s.deck.pop() ?? null;
}

/**
 * How cards come: `dealt`, dealt rather than suffered ("The card is dealt to the ship regardless of whether the ship
 * has any shield tokens remaining", rules: DAMAGE; Advanced Homing Missiles); `firstFaceUp`, the first card dealt is
 * faceup (Greedo).
 */
export interface DamageWay {
  dealt?: boolean;
  firstFaceUp?: boolean;
}

/**
 * The ship suffers `hits` damage then `crits` critical damage (all damage before critical damage). Returns
 * the cards dealt. Destruction is left to the caller (the simultaneous attack rule may delay it). `way.dealt`: the
 * cards are dealt whatever the shields (a Proton Bomb: "deal 1 faceup Damage card to each ship").
 */
export function sufferDamage(
  ctx: DamageContext,
  ship: ShipState,
  hits: number,
  crits: number,
  pickFaceUp?: FaceUpPicker,
  way: DamageWay = {},
): void {
  let shieldsLost = 0;
  const cards: { name: string; faceUp: boolean }[] = [];
  // Tel Trevura: once his last stand has come, the remaining damage is cancelled.
  const standing = lastStandReady(ship);
  const one = (faceUp: boolean) => {
    if (standing && !lastStandReady(ship)) return;
    if (ship.shields > 0 && !way.dealt) {
      ship.shields--;
      shieldsLost++;
      return;
    }
    faceUp = faceUp || (way.firstFaceUp === true && cards.length === 0);
    // "If a ship would be dealt more Damage cards than are needed to destroy it, those cards are still dealt"
    // (rules: DAMAGE): a ship kept in play by the simultaneous attack rule is affected by all of them.
    // Major Hull Breach (The Force Awakens deck): from the round after it, every card is dealt faceup.
    faceUp = faceUp || dealtFaceUp(ship, ctx.state.round);
    // With both piles empty, a counter stands in for a face-down card (rules: DAMAGE).
    const drawn = (faceUp && pickFaceUp ? pickFaceUp(() => draw(ctx)) : draw(ctx)) ?? 'Counter';
    // "Leebo" draws a second faceup card and keeps 1.
    const name = faceUp && drawn !== 'Counter' ? leeboChooses(ctx, ship, drawn, () => draw(ctx)) : drawn;
    const faceUpCard = faceUp && name !== 'Counter';
    const card = { name, faceUp: faceUpCard, round: ctx.state.round };
    ship.damage.push(card);
    const shown = { name, faceUp: faceUpCard };
    cards.push(shown);
    // Determination, Chewbacca: the card may be discarded at once, or flipped facedown, its effect unresolved.
    const resolve = afterCardDealt(ctx, ship, name, faceUpCard);
    // A card Chewbacca (pilot) flipped shows facedown; a discarded one as it was dealt.
    shown.faceUp = card.faceUp;
    if (
      lastStand(
        ctx,
        ship,
        () => draw(ctx),
        (c) => cards.push(c),
      )
    )
      return;
    if (!resolve) return;
    if (faceUpCard) resolveDealtFaceUp(ctx, ship, name, cards);
  };
  for (let i = 0; i < hits; i++) one(false);
  for (let i = 0; i < crits; i++) one(true);
  ctx.timeline.push({ kind: 'damage', unit: ship.id, shieldsLost, cards, hull: hullLeft(ship), shields: ship.shields });
  if (shieldsLost) ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'shield', count: ship.shields }, 0);
  // "Red Ace": an evade token the first time each round a shield token is removed.
  if (shieldsLost) afterShieldsLost(ctx, ship);
}

/** Effects of a face-up card that act when it is dealt (the ongoing ones are read in effective.ts). */
function resolveDealtFaceUp(ctx: DamageContext, ship: ShipState, name: string, _cards: unknown[]): void {
  switch (name) {
    case 'Blinded Pilot':
      // Core Set deck: "The next time you attack, do not roll any attack dice." The Force Awakens deck's card
      // ("You cannot perform attacks") is read in combat.ts.
      if (deckOf(ctx.state) === 'core') ship.blinded = true;
      break;
    case 'Thrust Control Fire':
      // "Immediately receive 1 stress token. Then flip this card facedown."
      ship.stress++;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
      afterStress(ctx, ship);
      flipDown(ship, name);
      break;
    case 'Minor Explosion': {
      // "Immediately roll 1 attack die. On a hit result, suffer 1 damage. Then flip this card facedown."
      const [face] = ctx.effectRoll(ship, 'Minor Explosion', 1);
      flipDown(ship, name);
      if (face === 'hit') sufferDamage(ctx, ship, 1, 0);
      break;
    }
    case 'Major Explosion': {
      // The Force Awakens deck: "Roll 1 attack die. On a [Hit] result, suffer 1 critical damage. Then flip this
      // card facedown."
      const [face] = ctx.effectRoll(ship, 'Major Explosion', 1);
      flipDown(ship, name);
      if (face === 'hit') sufferDamage(ctx, ship, 0, 1);
      break;
    }
    case 'Munitions Failure':
      // "Immediately choose 1 of your secondary weapon Upgrade cards and discard it. Then flip this card facedown."
      munitionsFailure(ctx, ship);
      flipDown(ship, name);
      break;
    default:
      break;
  }
}

/**
 * Flips the ship's facedown Damage card at `index` faceup and resolves it. "If a Damage card is flipped faceup, it is
 * not treated as being dealt" (rules: DAMAGE): no card ability about dealt cards acts. A counter standing in for a
 * card has no face. Destruction is left to the caller.
 */
export function flipFaceUp(ctx: DamageContext, ship: ShipState, index: number): void {
  const card = ship.damage[index];
  if (!card || card.faceUp || card.name === 'Counter') return;
  card.faceUp = true;
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name}: ${card.name} is flipped faceup` });
  resolveDealtFaceUp(ctx, ship, card.name, []);
}

/** Turns a face-up card of that name face down (its effect ends). */
export function flipDown(ship: ShipState, name: string): void {
  const card = ship.damage.find((c) => c.faceUp && c.name === name);
  if (card) card.faceUp = false;
}

/** True when the ship has as much damage as its hull value (rules: DESTROYING SHIPS). */
export function isDestroyedByDamage(ship: ShipState): boolean {
  return hullDamage(ship) >= ship.hull;
}

/** Removes a destroyed ship: its cards go to the discard pile, its locks are broken (rules: DESTROYING SHIPS). */
export function removeShip(ctx: DamageContext, ship: ShipState, cause: string): void {
  if (ship.destroyed) return;
  ship.destroyed = true;
  ship.doomed = false;
  for (const c of ship.damage) if (c.name !== 'Counter') ctx.state.discard.push(c.name);
  for (const other of ctx.state.ships) {
    if (other.lockOn === ship.id) other.lockOn = null;
    other.touching = other.touching.filter((id) => id !== ship.id);
  }
  ship.lockOn = null;
  ship.touching = [];
  ctx.timeline.push({ kind: 'destroyed', unit: ship.id, cause });
  // Harpooned!, Chewbacca (Resistance): "When you are destroyed", "After another friendly ship … is destroyed".
  afterShipRemoved(ctx, ship, cause);
}

/** Rolls one attack die for an effect (used where no recorded roll exists). */
export function rollEffectDie(rng: Rng): string {
  return itemAt(rollAttack(rng, 1), 0, 'effect die');
}
