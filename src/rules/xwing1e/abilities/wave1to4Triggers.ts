/**
 * Where the wave 1–4 cards' effects (wave1to4Effects.ts) act: revealing a red maneuver, declaring the target, the defence
 * dice count, the damage of a hit, after the attack, and the end of the Combat phase. The autopilot's policy for
 * each optional one is in its comment.
 */
import { attackGeometry } from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import type { AttackChoice } from '../decisions.ts';
import type { AttackFace } from '../dice.ts';
import { hullLeft } from '../effective.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { receiveStress } from './upgradeTriggers.ts';
import { discardCard, yesNo } from './cardUse.ts';
import { afterMiss } from './attackAftermath.ts';
import { afterDefending } from './attackResultCards.ts';
import { greedoDeclared } from './dealtCards.ts';
import { bandBetween, jammedBy } from './triggers.ts';
import type { AttackInfo } from './types.ts';
import { crewAfterAttack, deathTroopers } from './crewAfterAttack.ts';

/** Damage a ship suffers outside the attack's own damage (the caller settles its destruction). */
export type Suffer = (ship: ShipState, hits: number, crits: number) => void;

/** What stands between a ship and destruction: shields and hull left. */
const lifeLeft = (ship: ShipState) => ship.shields + hullLeft(ship);

/**
 * Adrenaline Rush, on revealing a red maneuver: discard the card to treat the maneuver as white for the Activation
 * phase. The autopilot uses it on the first red maneuver it reveals (the card has no other use, and a stressed ship
 * keeps the maneuver it chose). Returns true when the maneuver is now white.
 */
export function redBecomesWhite(ctx: RoundContext, ship: ShipState): boolean {
  for (const { card } of effectsOf(ship, 'red-to-white')) {
    if (!yesNo(ctx, ship, card, true)) continue;
    discardCard(ctx, ship, card);
    return true;
  }
  return false;
}

/**
 * When the attacker declares its target: Rebel Captive aboard the defender, then R3-A2: with the defender inside the
 * attacker's firing arc, the attacker may receive 1 stress token to give the defender 1. The autopilot does when
 * neither ship is stressed (its own stress goes with its next green maneuver; the defender loses its next action).
 */
export function targetDeclared(ctx: RoundContext, info: AttackInfo): void {
  const { attacker, defender } = info;
  greedoDeclared(info);
  rebelCaptive(ctx, attacker, defender);
  // Death Troopers (crewAfterAttack.ts).
  deathTroopers(ctx, info);
  for (const { card } of effectsOf(attacker, 'stress-both')) {
    const inArc = attackGeometry(attacker.pose, attacker.size, 'primary', defender.pose, defender.size, []).inArc;
    if (!inArc) continue;
    if (!yesNo(ctx, attacker, card, attacker.stress === 0 && defender.stress === 0)) continue;
    receiveStress(ctx, attacker);
    receiveStress(ctx, defender);
  }
}

/** Intimidation: the agility change of a defender touching enemy ships that carry the card (−1 each). */
export function intimidated(state: AttackInfo['state'], defender: ShipState): number {
  return -shipsInPlay(state).filter(
    (s) => s.player !== defender.player && defender.touching.includes(s.id) && effectsOf(s, 'intimidate').length > 0,
  ).length;
}

/** Zertik Strom: true when an enemy of the attacker with the ability is at Range 1 of it (no range 1 bonus). */
export function rangeBonusDenied(info: AttackInfo): boolean {
  return shipsInPlay(info.state).some(
    (s) =>
      s.player !== info.attacker.player &&
      effectsOf(s, 'no-range-bonus').length > 0 &&
      bandBetween(s, info.attacker) === 1,
  );
}

/**
 * Draw Their Fire, when the defender is hit: each friend of it at Range 1 with the card may suffer 1 of the
 * uncanceled critical results instead. The autopilot does when the friend has more shields and hull left than the
 * defender. Returns the critical results the defender still suffers.
 */
export function drawTheirFire(ctx: RoundContext, info: AttackInfo, crits: number, suffer: Suffer): number {
  let left = crits;
  const { defender } = info;
  for (const friend of shipsInPlay(ctx.state)) {
    if (left === 0) break;
    if (friend === defender || friend.player !== defender.player || bandBetween(friend, defender) !== 1) continue;
    for (const { card } of effectsOf(friend, 'take-crit')) {
      if (left === 0 || !yesNo(ctx, friend, card, lifeLeft(friend) > lifeLeft(defender))) continue;
      left--;
      ctx.timeline.push({ kind: 'caption', unit: friend.id, text: `${card}: ${friend.name} takes a critical hit` });
      suffer(friend, 0, 1);
    }
  }
  return left;
}

/**
 * After the ship's attack: Ruthlessness (after a hit, 1 damage to another ship at Range 1 of the defender, not the
 * attacker; the card is not optional) and Darth Vader, crew (the attacker may suffer 2 damage for 1 critical damage
 * to the defender: the autopilot does when the defender is still in play and not already doomed, and the attacker
 * keeps at least 1 hull).
 */
export function afterAttackDamage(ctx: RoundContext, info: AttackInfo, hit: boolean, suffer: Suffer): void {
  const { attacker, defender } = info;
  // Bossk (crew), after an attack that missed (attackAftermath.ts); R5-P8 after defending (attackResultCards.ts).
  afterMiss(ctx, info, hit);
  afterDefending(ctx, info, suffer);
  // Captain Rex, Operations Specialist, Saturation Salvo, Magva Yarro (crewAfterAttack.ts).
  crewAfterAttack(ctx, info, hit, suffer);
  for (const { card, effect } of effectsOf(attacker, 'after-attack-damage')) {
    if (attacker.destroyed) return;
    if (effect.does === 'ruthlessness') {
      if (hit) ruthlessness(ctx, info, card, suffer);
      continue;
    }
    if (defender.destroyed) continue;
    if (!yesNo(ctx, attacker, card, !defender.doomed && lifeLeft(attacker) > 2)) continue;
    ctx.timeline.push({ kind: 'caption', unit: attacker.id, text: `${card}: ${attacker.name} suffers 2 damage` });
    suffer(attacker, 2, 0);
    suffer(defender, 0, 1);
  }
}

/**
 * Ruthlessness: the attacker must choose 1 other ship at Range 1 of the defender (not itself); it suffers 1 damage.
 * The autopilot picks the enemy with the least shields and hull left (then the first listed), a friend only when no
 * enemy is there.
 */
function ruthlessness(ctx: RoundContext, info: AttackInfo, card: string, suffer: Suffer): void {
  const { attacker, defender } = info;
  const near = shipsInPlay(ctx.state).filter((s) => s !== defender && s !== attacker && bandBetween(defender, s) === 1);
  if (near.length === 0) return;
  const enemies = near.filter((s) => s.player !== attacker.player);
  const pool = enemies.length > 0 ? enemies : near;
  const best = pool.reduce((a, b) => (lifeLeft(b) < lifeLeft(a) ? b : a));
  const { use, at } = ctx.choose(
    attacker,
    {
      card,
      suggested: () => ({ ship: attacker.id, card, use: true, target: best.id }),
      choices: near.map((s) => ({ ship: attacker.id, card, use: true, target: s.id })),
    },
    (u) =>
      near.some((s) => s.id === u.target)
        ? null
        : {
            field: 'target',
            message: `expected another ship at Range 1 of ${defender.id} (${near.map((s) => s.id).join(', ')}), got ${JSON.stringify(u.target)}`,
          },
  );
  const chosen = near.find((s) => s.id === use.target);
  if (!use.use || !chosen)
    throw ctx.error(`${at}.use`, `${card}: the card is not optional ("you must choose 1 other ship")`);
  ctx.timeline.push({ kind: 'caption', unit: chosen.id, text: `${card}: ${chosen.name} suffers 1 damage` });
  suffer(chosen, 1, 0);
}

/** Mara Jade (crew), at the end of the Combat phase: each enemy at Range 1 without a stress token receives one. */
export function combatEndStress(ctx: RoundContext): void {
  for (const ship of shipsInPlay(ctx.state)) {
    if (effectsOf(ship, 'stress-near-enemies').length === 0) continue;
    for (const enemy of shipsInPlay(ctx.state))
      if (enemy.player !== ship.player && enemy.stress === 0 && bandBetween(ship, enemy) === 1)
        receiveStress(ctx, enemy);
  }
}

/** Moldy Crow: true when the ship keeps its unused focus tokens in the End phase. */
export function keepsFocus(ship: ShipState): boolean {
  return effectsOf(ship, 'keep-focus').length > 0;
}

/**
 * Accuracy Corrector, in the Modify Attack Dice step (after the defender's changes): cancel every result and add 2
 * hits; "Your dice cannot be modified again during this attack", so the file's target lock rerolls and focus token
 * for this attack are refused. The autopilot uses it when the dice show fewer than 2 results that count (hits,
 * crits, and focus results while it can spend a focus token). Returns the dice after it, or null when not used.
 */
export function accuracyCorrector(
  ctx: RoundContext,
  info: AttackInfo,
  dice: readonly AttackFace[],
  canFocus: boolean,
  recorded: AttackChoice | undefined,
): AttackFace[] | null {
  const { attacker } = info;
  const counting = dice.filter((f) => f === 'hit' || f === 'crit' || (canFocus && f === 'focus')).length;
  for (const { card } of effectsOf(attacker, 'cancel-for-two-hits')) {
    if (!yesNo(ctx, attacker, card, counting < 2)) continue;
    const field = recorded?.rerolls?.length ? 'rerolls' : recorded?.focus ? 'focus' : null;
    if (field)
      throw ctx.error(
        `attacks.${attacker.id}.${field}`,
        `${card}: "Your dice cannot be modified again during this attack"`,
      );
    ctx.timeline.push({ kind: 'caption', unit: attacker.id, text: `${card}: ${attacker.name} rolls 2 hits` }, 0);
    return ['hit', 'hit'];
  }
  return null;
}

/** Rebel Captive, aboard the defender: the first ship each round to declare it the target receives 1 stress token. */
function rebelCaptive(ctx: RoundContext, attacker: ShipState, defender: ShipState): void {
  for (const { card } of effectsOf(defender, 'stress-first-attacker')) {
    const flag = `used:${card}`;
    if (defender.roundFlags.includes(flag)) continue;
    defender.roundFlags.push(flag);
    ctx.timeline.push({
      kind: 'caption',
      unit: attacker.id,
      text: `${card}: ${attacker.name} receives 1 stress token`,
    });
    receiveStress(ctx, attacker);
  }
}

/**
 * Kir Kanos, at Range 2–3, after his other modifications: he may spend an evade token to add 1 hit. The autopilot
 * does whenever he holds one (a sure hit now against one evade result later).
 */
export function hitForEvade(ctx: RoundContext, info: AttackInfo, dice: AttackFace[], mods: string[]): AttackFace[] {
  const { attacker } = info;
  let out = dice;
  for (const { card } of effectsOf(attacker, 'hit-for-evade')) {
    // Carnor Jax at Range 1 forbids spending the evade token.
    if (info.range < 2 || attacker.evade === 0 || jammedBy(ctx.state, attacker)) continue;
    if (!yesNo(ctx, attacker, card, true)) continue;
    attacker.evade--;
    ctx.timeline.push({ kind: 'token', unit: attacker.id, token: 'evade', count: attacker.evade }, 0);
    out = [...out, 'hit'];
    mods.push(card);
  }
  return out;
}
