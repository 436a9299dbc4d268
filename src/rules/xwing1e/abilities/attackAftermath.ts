/**
 * Upgrade cards that act on an attack's outcome: Cool Hand when a stress token comes (often after a red maneuver, or
 * an attack's card), R4-D6 when the ship is hit by 3 or more hits (rules: ATTACK step 6), Bossk (crew) after an
 * attack that missed. The autopilot's policy for each is in its comment.
 */
import type { RoundContext } from '../context.ts';
import type { DamageContext } from '../damage.ts';
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import { receiveStress } from './upgradeTriggers.ts';
import { discardCard, yesNo } from './cardUse.ts';
import type { AttackInfo, CardAbility } from './types.ts';
import { acquireLock } from './attackLocks.ts';

/**
 * Cool Hand, when the ship receives a stress token: discard it to assign 1 focus or evade token (the use's `action`
 * names the token, as Wes Janson's does). The autopilot uses it at once: a focus token before the ship has attacked
 * this round (it serves both the attack and the defence), an evade token after.
 */
export function tokenOnStress(ctx: DamageContext, ship: ShipState): void {
  for (const { card } of effectsOf(ship, 'token-on-stress')) {
    const best = ship.attacked ? 'evade' : 'focus';
    const use = (token: 'focus' | 'evade') => ({ ship: ship.id, card, use: true, action: { action: token } });
    const chosen = ctx.choose(ship, { card, suggested: () => use(best), choices: [use('focus'), use('evade')] }, (u) =>
      u.action?.action === 'focus' || u.action?.action === 'evade'
        ? null
        : { field: 'action', message: 'expected the token assigned: { action: "focus" } or { action: "evade" }' },
    ).use;
    const token = chosen.action?.action;
    if (!chosen.use || (token !== 'focus' && token !== 'evade')) continue;
    discardCard(ctx, ship, card);
    ship[token]++;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token, count: ship[token] });
  }
}

/**
 * R4-D6, when the defender is hit with 3 or more uncancelled hit results: it may cancel them down to 2, receiving 1
 * stress token per result cancelled. The autopilot always does (a stress token costs less than a damage). Returns the
 * hits left.
 */
export function capHits(ctx: DamageContext, defender: ShipState, hits: number): number {
  let left = hits;
  for (const { card } of effectsOf(defender, 'cap-hits')) {
    if (left < 3 || !yesNo(ctx, defender, card, true)) continue;
    ctx.timeline.push({ kind: 'caption', unit: defender.id, text: `${card} cancels ${left - 2} hits` }, 0);
    receiveStress(ctx, defender, left - 2);
    left = 2;
  }
  return left;
}

/**
 * Bossk (crew), after an attack that does not hit, unless the attacker is stressed: it must receive 1 stress token,
 * then is assigned 1 focus token and acquires a target lock on the defender (not optional).
 */
export function afterMiss(ctx: RoundContext, { attacker, defender }: AttackInfo, hit: boolean): void {
  for (const { card } of effectsOf(attacker, 'after-miss')) {
    if (hit || attacker.destroyed || attacker.stress > 0) continue;
    ctx.timeline.push({ kind: 'caption', unit: attacker.id, text: `${card}: ${attacker.name} missed` }, 0);
    receiveStress(ctx, attacker);
    attacker.focus++;
    ctx.timeline.push({ kind: 'token', unit: attacker.id, token: 'focus', count: attacker.focus });
    if (!defender.destroyed) acquireLock(ctx, attacker, defender);
  }
}

/** Upgrade cards that act on an attack's outcome, keyed by xws. */
export const ATTACK_AFTERMATH_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Cool Hand: "When you receive a stress token, you may discard this card to assign 1 focus or evade token to your
  // ship."
  ['coolhand', { effects: [{ kind: 'token-on-stress', window: 'receive-stress' }] }],
  // R4-D6: "When you are hit by an attack and there are at least 3 uncanceled [Hit] results, you may choose to cancel
  // those results until there are 2 remaining. For each result canceled this way, receive 1 stress token."
  ['r4d6', { effects: [{ kind: 'cap-hits', window: 'compare-results' }] }],
  // Bossk (crew): "After you perform an attack that does not hit, if you are not stressed, you must receive 1 stress
  // token. Then assign 1 focus token to your ship and acquire a target lock on the defender."
  ['bossk', { effects: [{ kind: 'after-miss', window: 'after-attack' }] }],
];
