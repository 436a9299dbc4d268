/**
 * Crew and talent cards acting as a ship becomes the defender and after an attack (rules: ATTACK, "after attacking",
 * "after defending"): Death Troopers' stress token; Captain Rex's and Operations Specialist's focus token after a miss,
 * Magva Yarro's target lock on the attacker, Saturation Salvo's dice after an ordnance miss. wave1to4Triggers.ts calls
 * them (targetDeclared, afterAttackDamage); the autopilot's policy for each optional one is in its comment.
 */
import { attackGeometry } from '../../../kernel/index.ts';
import { upgradeByXws } from '../catalog.ts';
import type { RoundContext } from '../context.ts';
import { effectiveAgility } from '../effective.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { acquireLock } from './attackLocks.ts';
import { yesNo } from './cardUse.ts';
import type { AttackEdgeCardEffect } from './cardHookEffects.ts';
import { pick } from './pilotCombatStart.ts';
import { rangeBetween } from './pilotConditions.ts';
import { receiveStress } from './upgradeTriggers.ts';
import type { AttackInfo, CardAbility } from './types.ts';
import type { Suffer } from './wave1to4Triggers.ts';

/** The names of the ship's cards with an `attack-edge-card` effect of one kind. */
function cardsOf(ship: ShipState, does: AttackEdgeCardEffect['does']): string[] {
  return effectsOf(ship, 'attack-edge-card').flatMap((e) => (e.effect.does === does ? [e.card] : []));
}

/** True when `target` is inside one of `ship`'s printed firing arcs (a turret's reach is not a firing arc). */
function inFiringArcs(ship: ShipState, target: ShipState): boolean {
  return ship.arcs.some(
    (arc) => arc !== 'turret' && attackGeometry(ship.pose, ship.size, arc, target.pose, target.size, []).inArc,
  );
}

/**
 * Death Troopers, as another friendly ship at Range 1 of the card's ship becomes the defender: if the card's ship is
 * inside the attacker's firing arc at Range 1–3, the attacker receives 1 stress token (not optional).
 */
export function deathTroopers(ctx: RoundContext, info: AttackInfo): void {
  const { attacker, defender } = info;
  for (const ship of shipsInPlay(ctx.state)) {
    if (ship === defender || ship.player !== defender.player || rangeBetween(ship, defender) !== 1) continue;
    for (const card of cardsOf(ship, 'death-troopers')) {
      if (rangeBetween(attacker, ship) === null || !inFiringArcs(attacker, ship)) continue;
      ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card}: ${attacker.name} is stressed` }, 0);
      receiveStress(ctx, attacker);
    }
  }
}

/** After an attack: the attacker's cards, its friends', then the defender's (`suffer` settles damage and destruction). */
export function crewAfterAttack(ctx: RoundContext, info: AttackInfo, hit: boolean, suffer: Suffer): void {
  const { attacker, defender } = info;
  if (!hit && !attacker.destroyed)
    // Captain Rex: always (a focus token costs nothing).
    for (const card of cardsOf(attacker, 'rex')) if (yesNo(ctx, attacker, card, true)) gainFocus(ctx, attacker, card);
  if (!hit) operationsSpecialist(ctx, attacker);
  if (!hit) saturationSalvo(ctx, info, suffer);
  if (!defender.destroyed && !attacker.destroyed) magvaYarro(ctx, info);
}

/** One focus token assigned to the ship by a card. */
function gainFocus(ctx: RoundContext, ship: ShipState, card: string): void {
  ship.focus++;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card}: ${ship.name} is assigned a focus token` }, 0);
}

/**
 * Operations Specialist, aboard a friendly ship at Range 1–2 of an attacker whose attack missed (the attacker itself
 * included): 1 focus token to a friendly ship at Range 1–3 of the attacker (the attacker included), the use's
 * `target`. The autopilot gives it to the friend that has not attacked yet with the fewest focus tokens, else to the
 * one with the fewest.
 */
function operationsSpecialist(ctx: RoundContext, attacker: ShipState): void {
  const friends = shipsInPlay(ctx.state).filter((s) => s.player === attacker.player);
  const near = (s: ShipState, max: number) => s === attacker || (rangeBetween(s, attacker) ?? 9) <= max;
  for (const owner of friends.filter((s) => near(s, 2)))
    for (const card of cardsOf(owner, 'ops-specialist')) {
      const allowed = friends.filter((s) => near(s, 3));
      const done = (s: ShipState) => Number(s.attacked || s === attacker);
      const byFocus = [...allowed].sort((a, b) => done(a) - done(b) || a.focus - b.focus);
      const to = pick(ctx, owner, card, allowed, byFocus[0], 'a friendly ship at Range 1-3 of the attacker');
      if (to) gainFocus(ctx, to, card);
    }
}

/**
 * Magva Yarro (crew), after defending: the defender may acquire a target lock on the attacker (replacing its own).
 * The autopilot does when it holds no lock on a ship still in play.
 */
function magvaYarro(ctx: RoundContext, { attacker, defender }: AttackInfo): void {
  for (const card of cardsOf(defender, 'magva')) {
    if (defender.lockOn === attacker.id) continue;
    const held = defender.lockOn;
    const worth = held === null || !shipsInPlay(ctx.state).some((s) => s.id === held);
    if (yesNo(ctx, defender, card, worth)) acquireLock(ctx, defender, attacker);
  }
}

/**
 * Saturation Salvo, after an attack with a [Torpedo] or [Missile] secondary weapon that does not hit: each ship at
 * Range 1 of the defender, the defender itself included ("a ship is at Range 1 of itself"), whose agility is lower
 * than the weapon card's squad point cost rolls 1 attack die and suffers its hit or critical hit. Not optional.
 */
function saturationSalvo(ctx: RoundContext, info: AttackInfo, suffer: Suffer): void {
  const { attacker, defender, weapon } = info;
  const card = weapon ? upgradeByXws(weapon.xws) : undefined;
  if (!card || (card.slot !== 'Torpedo' && card.slot !== 'Missile')) return;
  for (const salvo of cardsOf(attacker, 'saturation-salvo')) {
    const near = shipsInPlay(ctx.state).filter((s) => s === defender || rangeBetween(defender, s) === 1);
    for (const ship of near.filter((s) => effectiveAgility(s) < card.points)) {
      const [face] = ctx.effectRoll(ship, salvo, 1);
      if (face === 'hit') suffer(ship, 1, 0);
      if (face === 'crit') suffer(ship, 0, 1);
    }
  }
}

/** The cards of this module, keyed by xws. */
export const CREW_AFTER_ATTACK_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Death Troopers: "After another friendly ship at Range 1 becomes the defender, if you are inside the attacker's
  // firing arc at Range 1-3, the attacker receives 1 stress token."
  ['deathtroopers', { effects: [{ kind: 'attack-edge-card', window: 'declare-target', does: 'death-troopers' }] }],
  // Captain Rex (crew): "After you perform an attack that does not hit, you may assign 1 focus token to your ship."
  ['captainrex', { effects: [{ kind: 'attack-edge-card', window: 'after-attack', does: 'rex' }] }],
  // Operations Specialist: "After a friendly ship at Range 1-2 performs an attack that does not hit, you may assign 1
  // focus token to a friendly ship at Range 1-3 of the attacker."
  ['operationsspecialist', { effects: [{ kind: 'attack-edge-card', window: 'after-attack', does: 'ops-specialist' }] }],
  // Magva Yarro (crew): "After defending, you may acquire a target lock on the attacker."
  ['magvayarro', { effects: [{ kind: 'attack-edge-card', window: 'after-attack', does: 'magva' }] }],
  // Saturation Salvo: "After you perform an attack with a [Torpedo] or [Missile] secondary weapon that does not hit,
  // each ship at Range 1 of the defender with an agility value lower than the squad point cost of the [Torpedo] or
  // [Missile] Upgrade card must roll 1 attack die and suffer any damage ([Hit]) or critical damage ([Critical Hit])
  // rolled."
  ['saturationsalvo', { effects: [{ kind: 'attack-edge-card', window: 'after-attack', does: 'saturation-salvo' }] }],
];
