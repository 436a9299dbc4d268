/**
 * Attacks a card grants outside the ship's own attack step (issue 18): Snap Shot after an enemy executes a maneuver,
 * Corran Horn's at the start of the End phase, Dengar's after defending, "Quickdraw"'s when she loses a shield token,
 * Chewbacca (Resistance)'s after a friend is destroyed. Each is a full attack (rules: ATTACK: declare, roll, modify,
 * compare, deal damage) resolved by combat.ts; only the moment differs.
 *
 * How it works: Snap Shot fires at once, when the enemy's maneuver is executed (before it checks stress). The others
 * trigger in the middle of something (an attack, a bomb's detonation); their attack waits in the round's queue and
 * is offered once the attack step (or the activation) in progress is over, as one attack may not start inside
 * another. Each offer is recorded in order in the round's `cardAttacks` (`target: null` declines); the policy's
 * `attack` method decides what the file leaves open (the autopilot attacks its best target whenever it has one).
 * Outside the Combat phase no simultaneous attack rule applies: a ship destroyed is removed at once.
 */
import type { RoundContext } from '../context.ts';
import type { DamageContext } from '../damage.ts';
import type { AttackChoice, CardAttackChoice } from '../decisions.ts';
import type { AttackFace } from '../dice.ts';
import { type GameState, type ShipState, shipOf, shipsInPlay } from '../state.ts';
import { bestRange, insideFiringArc, listAttacks, type ListedAttack, resolveAttack, sufferOutside } from '../combat.ts';
import { effectsOf } from './active.ts';
import { afterAttackPilots } from './pilotAfter.ts';
import { afterAttackCards } from './upgradeTriggers.ts';
import { afterAttackDamage } from './wave1to4Triggers.ts';
import { bandBetween } from './triggers.ts';
import {
  unmodifiableBy,
  afterAttackConditions,
  assignWeaponCondition,
  conditionsAfterRemoval,
  harpoonedDestroyed,
} from './conditions.ts';
import type { CardAttackEffect } from './mechanismTypes.ts';
import type { AttackInfo } from './types.ts';

/** An attack a card grants: by which ship and card, against which ship only (if the card names one), with what. */
interface Grant {
  ship: string;
  card: string;
  effect: CardAttackEffect;
  /** The only ship it may attack (Snap Shot: the enemy that moved; Dengar: the attacker). */
  only?: string;
}

/** What a round keeps of card attacks: those waiting, and the index of the next offer in `cardAttacks`. */
interface Round {
  pending: Grant[];
  next: number;
}

const ROUNDS = new WeakMap<object, Round>();

/** The round's card-attack bookkeeping (one per round context). */
function roundOf(ctx: DamageContext): Round {
  let r = ROUNDS.get(ctx);
  if (!r) {
    r = { pending: [], next: 0 };
    ROUNDS.set(ctx, r);
  }
  return r;
}

/** The round flag of a card used this round ("Once per round"; Snap Shot's "cannot attack again this phase"). */
const usedFlag = (card: string) => `used:${card}`;

/** The game flag of a round the ship may not attack in (Corran Horn). */
const noAttackFlag = (round: number) => `no-attacks-round:${round}`;

/**
 * Why the ship may not attack this round, or null: Corran Horn: "At the start of the End phase, you may perform one
 * attack. You cannot attack during the next round."
 */
export function attackBannedWhy(state: GameState, ship: ShipState): string | null {
  if (!ship.gameFlags.includes(noAttackFlag(state.round))) return null;
  return `${ship.name} attacked at the start of the last End phase: it cannot attack during this round`;
}

/** The ship's card-attack effects of one trigger, not used up this round. */
function grantsOf(ship: ShipState, trigger: CardAttackEffect['trigger']) {
  return effectsOf(ship, 'card-attack').filter(
    (e) => e.effect.trigger === trigger && !(e.effect.oncePerRound && ship.roundFlags.includes(usedFlag(e.card))),
  );
}

/**
 * Puts a triggered attack in the round's queue: once per ship and card, or (`each`) once per trigger (Chewbacca's,
 * one for each friend destroyed).
 */
function queue(ctx: DamageContext, grant: Grant, each = false): void {
  const r = roundOf(ctx);
  if (each || !r.pending.some((g) => g.ship === grant.ship && g.card === grant.card)) r.pending.push(grant);
}

/** Offers every queued attack, in the order triggered (one may queue more); `skill` as resolveAttack's. */
export function runCardAttacks(ctx: RoundContext, skill: number | null): void {
  const r = roundOf(ctx);
  for (let grant = r.pending.shift(); grant; grant = r.pending.shift()) {
    const ship = shipOf(ctx.state, grant.ship);
    if (ship.destroyed || ship.doomed) continue;
    cardAttack(ctx, ship, grant, skill);
  }
}

/** The legal attacks a grant allows now: its target only, its weapons only. */
function grantedAttacks(ctx: RoundContext, ship: ShipState, grant: Grant): ListedAttack[] {
  // Snap Shot: "cannot attack again this phase": no other card attack in the Activation phase after it.
  if (ctx.phase === 'activation' && ship.roundFlags.includes(usedFlag('Snap Shot'))) return [];
  const { weapon, ownWeapon } = grant.effect;
  const only = grant.only;
  const listed = listAttacks(ctx, ship, only === undefined ? undefined : (id) => id === only, true, weapon === 'own');
  if (weapon === 'primary') return listed.filter((l) => l.option.weapon === undefined);
  return weapon === 'own' ? listed.filter((l) => l.option.weapon === ownWeapon) : listed;
}

/** The recorded offer `k`, checked against the offer made now; an error names its field when it does not fit. */
function recordedOffer(ctx: RoundContext, ship: ShipState, grant: Grant, k: number, listed: ListedAttack[]) {
  const recorded = ctx.decisions.item('cardAttacks', k);
  if (!recorded) return { recorded, chosen: undefined };
  const at = `cardAttacks[${k}]`;
  if (recorded.ship !== ship.id || recorded.card !== grant.card)
    throw ctx.error(
      at,
      `expected ${ship.id}'s ${grant.card} attack, got ${recorded.ship}'s ${JSON.stringify(recorded.card)}`,
    );
  if (recorded.target === null) return { recorded, chosen: null };
  // No weapon named: the primary weapon, or the card's own (Snap Shot's).
  const { weapon, ownWeapon } = grant.effect;
  const named = recorded.weapon ?? (weapon === 'own' ? ownWeapon : undefined);
  const matches = listed.filter(
    (l) =>
      l.option.target === recorded.target &&
      (recorded.arc === undefined || l.option.arc === recorded.arc) &&
      l.option.weapon === named,
  );
  if (matches.length === 0)
    throw ctx.error(
      `${at}.target`,
      `${grant.card}: ${ship.id} cannot attack ${JSON.stringify(recorded.target)}${recorded.weapon ? ` with ${recorded.weapon}` : ''} now (legal: ${[...new Set(listed.map((l) => l.option.target))].join(', ')})`,
    );
  return { recorded, chosen: bestRange(matches) };
}

/**
 * Offers one card attack: nothing when the ship has no legal attack; else the file's choice (checked) or the policy's.
 * Resolves it as combat.ts resolves an attack, then the abilities that follow an attack. Returns whether it attacked.
 */
function cardAttack(ctx: RoundContext, ship: ShipState, grant: Grant, skill: number | null): boolean {
  const listed = grantedAttacks(ctx, ship, grant);
  if (listed.length === 0) return false;
  const r = roundOf(ctx);
  const k = r.next++;
  const { recorded, chosen: fromFile } = recordedOffer(ctx, ship, grant, k, listed);
  let chosen = fromFile;
  if (chosen === undefined) {
    const options = listed.map((l) => l.option);
    const option = ctx.policy.attack(ctx.state, ship, options, grant.card, true);
    chosen = listed.find((l) => l.option === option) ?? null;
  }
  const choice: CardAttackChoice = recorded
    ? { ...recorded }
    : { ship: ship.id, card: grant.card, target: chosen?.option.target ?? null };
  (ctx.out.cardAttacks ??= []).push(choice);
  if (!chosen) return false;
  choice.arc = chosen.option.arc;
  if (chosen.option.weapon) choice.weapon = chosen.option.weapon;
  if (grant.effect.oncePerRound) ship.roundFlags.push(usedFlag(grant.card));
  if (grant.effect.noAttackNextRound) ship.gameFlags.push(noAttackFlag(ctx.state.round + 1));
  const target = shipOf(ctx.state, chosen.option.target);
  ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${grant.card}: ${ship.name} attacks ${target.name}` }, 0);
  ctx.state.cardAttack = k;
  const asRecorded: AttackChoice | undefined = recorded;
  const done = resolveAttack(ctx, ship, chosen, choice, asRecorded, skill);
  delete ctx.state.cardAttack;
  afterAttackPilots(ctx, ship, done.info.defender, done.hit, done.dealtFrom);
  afterAttackCards(ctx, done.info, chosen.option.range);
  afterAttackDamage(ctx, done.info, done.hit, sufferOutside(ctx, ship, skill));
  return true;
}

/**
 * Snap Shot: "After an enemy ship executes a maneuver, you may perform this attack against that ship." Each enemy of
 * `mover` with the card may fire at once, as the state lists them; then the attacks they triggered.
 */
export function afterEnemyManeuver(ctx: RoundContext, mover: ShipState): void {
  for (const ship of shipsInPlay(ctx.state)) {
    if (ship.player === mover.player || mover.destroyed) continue;
    for (const { card, effect } of grantsOf(ship, 'enemy-maneuver'))
      cardAttack(ctx, ship, { ship: ship.id, card, effect, only: mover.id }, null);
  }
  runCardAttacks(ctx, null);
}

/** Corran Horn: "At the start of the End phase, you may perform one attack." Then the attacks it triggered. */
export function endPhaseAttacks(ctx: RoundContext): void {
  for (const ship of shipsInPlay(ctx.state))
    for (const { card, effect } of grantsOf(ship, 'end-phase-start'))
      cardAttack(ctx, ship, { ship: ship.id, card, effect }, null);
  runCardAttacks(ctx, null);
}

/**
 * After an attack resolves: Harpoon Missiles' Condition goes to the defender it hit; Dengar: "Once per round after
 * defending, if the attacker is inside your firing arc, you may perform an attack against that ship" (queued).
 */
export function afterAttackResolved(ctx: RoundContext, info: AttackInfo, hit: boolean): void {
  const { attacker, defender } = info;
  if (hit) assignWeaponCondition(ctx, info);
  // Captain Rex's "Suppressive Fire" (conditions.ts).
  afterAttackConditions(ctx, info);
  if (defender.destroyed || defender.doomed || attacker.destroyed) return;
  for (const { card, effect } of grantsOf(defender, 'after-defending'))
    if (insideFiringArc(defender, attacker)) queue(ctx, { ship: defender.id, card, effect, only: attacker.id });
}

/** "Quickdraw": "Once per round, when you lose a shield token, you may perform a primary weapon attack." (queued) */
export function shieldLostAttack(ctx: DamageContext, ship: ShipState): void {
  if (ship.destroyed) return;
  for (const { card, effect } of grantsOf(ship, 'shield-lost')) queue(ctx, { ship: ship.id, card, effect });
}

/**
 * Chewbacca (Resistance): "After another friendly ship at Range 1-3 is destroyed (but has not fled the battlefield),
 * you may perform an attack." Range is measured as the friend is removed (queued).
 */
export function friendDestroyedAttack(ctx: DamageContext, lost: ShipState, fled: boolean): void {
  if (fled) return;
  for (const ship of shipsInPlay(ctx.state)) {
    if (ship === lost || ship.player !== lost.player || ship.doomed) continue;
    const band = bandBetween(ship, lost);
    if (band === null) continue;
    for (const { card, effect } of grantsOf(ship, 'friend-destroyed'))
      queue(ctx, { ship: ship.id, card, effect }, true);
  }
}

/**
 * Snap Shot, Scrambled: "you cannot modify your attack dice". The dice stay as rolled (after any the defender changed); a file
 * that records a reroll or a focus token spent for the attacker is refused.
 */
export function unmodifiedAttackDice(
  ctx: RoundContext,
  info: AttackInfo,
  { rolled, dice, mods }: { rolled: AttackFace[]; dice: AttackFace[]; mods: string[] },
  recorded: AttackChoice | undefined,
): AttackFace[] {
  const at =
    ctx.state.cardAttack === undefined ? `attacks.${info.attacker.id}` : `cardAttacks[${ctx.state.cardAttack}]`;
  const name = unmodifiableBy(info) ?? 'this attack';
  if (recorded?.rerolls?.length) throw ctx.error(`${at}.rerolls`, `${name}: you cannot modify your attack dice`);
  if (recorded?.focus) throw ctx.error(`${at}.focus`, `${name}: you cannot modify your attack dice`);
  ctx.timeline.push({
    kind: 'dice',
    unit: info.attacker.id,
    role: 'attack',
    rolled,
    modified: dice,
    modifications: mods,
  });
  return dice;
}

/** Causes of removal that are no destruction by damage: fleeing, and a judge's adjustment (adjustments.ts). */
const NOT_DESTROYED = new Set(['fled the battlefield', 'left the battle']);

/**
 * After a ship is removed from play (damage.ts): the Suppressive Fire it assigned goes, Harpooned!'s damage around it,
 * Chewbacca's (Resistance) attack.
 */
export function afterShipRemoved(ctx: DamageContext, ship: ShipState, cause: string): void {
  conditionsAfterRemoval(ctx, ship);
  if (cause === 'left the battle') return;
  harpoonedDestroyed(ctx, ship);
  friendDestroyedAttack(ctx, ship, NOT_DESTROYED.has(cause));
}
