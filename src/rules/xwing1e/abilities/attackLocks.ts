/**
 * Target locks during an attack (rules: ACQUIRE A TARGET LOCK, TARGET LOCK): acquiring one (replacing the old), what
 * follows spending one (Hobbie Klivian, R5-K6, Drea Renthal), the locks that may not be spent in the attack now resolved (R5-K6's,
 * Advanced Targeting Computer's), and Colonel Vessery's lock on a locked defender.
 */
import type { RoundContext } from '../context.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { yesNo } from './cardUse.ts';
import { GREEDO_NOW } from './dealtCards.ts';
import { FIXED_DIE } from './beforeRollCards.ts';
import { lockTouched } from './triggers.ts';
import { pick } from './pilotCombatStart.ts';
import { rangeBetween } from './pilotConditions.ts';
import { receiveStress } from './upgradeTriggers.ts';
import { lockFilter } from './pilotLocks.ts';
import type { AttackInfo } from './types.ts';

/**
 * The ship acquires a target lock on `target` (rules: ACQUIRE A TARGET LOCK: "If a ship acquires a new target lock,
 * it must remove its old target lock"); Hobbie Klivian's trigger follows.
 */
export function acquireLock(ctx: RoundContext, ship: ShipState, target: ShipState): void {
  if (ship.lockOn) ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: ship.lockOn, count: 0 }, 0);
  ship.lockOn = target.id;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: target.id, count: 1 });
  lockTouched(ctx, ship);
}

/**
 * Colonel Vessery, right after rolling his attack dice: with a red target lock token of another ship on the defender,
 * he may acquire one too (replacing his own). The autopilot does unless his lock is already on the defender.
 */
export function lockLockedDefender(ctx: RoundContext, info: AttackInfo): void {
  const { attacker, defender } = info;
  for (const { card } of effectsOf(attacker, 'lock-locked-defender')) {
    if (attacker.lockOn === defender.id) continue;
    if (!shipsInPlay(ctx.state).some((s) => s !== attacker && s.lockOn === defender.id)) continue;
    if (yesNo(ctx, attacker, card, true)) acquireLock(ctx, attacker, defender);
  }
}

/** The round flag of a lock R5-K6 acquired during the attack now resolved: it may not be spent in that attack. */
export const FRESH_LOCK = 'r5k6-fresh-lock';

/** The round flag of an attack whose attacker may spend no target lock (Advanced Targeting Computer added a crit). */
export const LOCKS_BARRED = 'no-lock-spending';

/** True while the ship may not spend its lock in this attack: R5-K6 acquired it, or Advanced Targeting Computer acted. */
export function lockIsFresh(ship: ShipState): boolean {
  return ship.roundFlags.includes(FRESH_LOCK) || ship.roundFlags.includes(LOCKS_BARRED);
}

/** Why the ship's lock on the defender may not be spent in this attack (lockIsFresh is true). */
export function freshLockRefusal(ship: ShipState): string {
  return ship.roundFlags.includes(LOCKS_BARRED)
    ? `Advanced Targeting Computer: ${ship.id} added a critical hit result, so it cannot spend target locks during this attack`
    : `R5-K6: the target lock ${ship.id} acquired during this attack cannot be spent in it`;
}

/**
 * After the ship spends its target lock on `target` (rerolls, a weapon's cost, a card's cost): Hobbie Klivian may
 * remove a stress token; R5-K6 rolls 1 defence die and, on an evade result, the ship locks that ship again (not optional), a lock it may not spend in this attack.
 */
export function afterLockSpent(ctx: RoundContext, ship: ShipState, target: string): void {
  lockTouched(ctx, ship);
  for (const { card } of effectsOf(ship, 'relock')) {
    if (ship.lockOn !== null || !shipsInPlay(ctx.state).some((s) => s.id === target)) continue;
    const faces = ctx.effectRoll(ship, card, 1, card, 'defence');
    if (faces[0] !== 'evade') continue;
    ship.lockOn = target;
    ship.roundFlags.push(FRESH_LOCK);
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target, count: 1 });
    lockTouched(ctx, ship);
  }
  for (const { card } of effectsOf(ship, 'relock-for-stress')) dreaRenthal(ctx, ship, card, target);
}

/**
 * Drea Renthal, after spending a target lock: she may receive 1 stress token to acquire a target lock on an enemy at
 * Range 1-3 (rules: ACQUIRE A TARGET LOCK; anywhere with ST-321), the use's `target`. The autopilot does while she has
 * no stress token (a stressed ship loses its next action), locking the ship she just spent the lock on when she still
 * can, else the first enemy in range.
 */
function dreaRenthal(ctx: RoundContext, ship: ShipState, card: string, spentOn: string): void {
  if (ship.destroyed || ship.lockOn !== null) return;
  const anywhere = effectsOf(ship, 'lock-anywhere').length > 0;
  const lockable = lockFilter(
    ctx.state,
    ship,
    shipsInPlay(ctx.state).filter((e) => e.player !== ship.player && (anywhere || rangeBetween(ship, e) !== null)),
  );
  if (lockable.length === 0) return;
  const best = ship.stress > 0 ? undefined : (lockable.find((e) => e.id === spentOn) ?? lockable[0]);
  const to = pick(ctx, ship, card, lockable, best, 'an enemy ship at range 1–3');
  if (!to) return;
  receiveStress(ctx, ship);
  acquireLock(ctx, ship, to);
}

/**
 * At the end of an attack, R5-K6's locks may be spent again (Advanced Targeting Computer's bar, Greedo's and Emperor
 * Palpatine's fixed die end).
 */
export function endFreshLocks(ctx: RoundContext): void {
  for (const ship of ctx.state.ships)
    ship.roundFlags = ship.roundFlags.filter(
      (f) => f !== FRESH_LOCK && f !== LOCKS_BARRED && f !== GREEDO_NOW && !f.startsWith(FIXED_DIE),
    );
}
