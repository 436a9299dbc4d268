/**
 * Crew and title cards acting as the Combat phase starts or ends, after a target lock, after a maneuver and after an
 * action, and while stressed: Grand Moff Tarkin, Kylo Ren's Shuttle, TIE/v1, Systems Officer, "Chopper" (crew) and
 * Hera Syndulla (crew). combatPhaseCards.ts, triggers.ts, afterManeuverCards.ts, afterActions.ts and activation.ts
 * call them; the autopilot's policy for each is in its comment.
 */
import { shipRange } from '../../../kernel/index.ts';
import type { AbilityUse } from '../decisions.ts';
import type { RoundContext } from '../context.ts';
import { type DamageContext, isDestroyedByDamage, removeShip, sufferDamage } from '../damage.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { acquireLock } from './attackLocks.ts';
import type { PhaseAndLockCardEffect } from './cardHookEffects.ts';
import { withLentIcon } from './freeActions.ts';
import { pick } from './pilotCombatStart.ts';
import { rangeBetween } from './pilotConditions.ts';
import { destructionDelayed } from './triggers.ts';
import { receiveStress } from './upgradeTriggers.ts';
import type { CardAbility } from './types.ts';

/** The names of the ship's cards with a `phase-lock-card` effect of one kind. */
function cardsOf(ship: ShipState, does: PhaseAndLockCardEffect['does']): string[] {
  return effectsOf(ship, 'phase-lock-card').flatMap((e) => (e.effect.does === does ? [e.card] : []));
}

/** The range (1–4 and beyond: 5) between two ships' bases, from the closest distance (100 mm a band). */
function rangeUpTo4(a: ShipState, b: ShipState): number {
  return Math.max(1, Math.ceil(shipRange(a.pose, a.size, b.pose, b.size).distanceMm / 100));
}

/**
 * Grand Moff Tarkin, at the start of the Combat phase: another ship at Range 1–4 loses 1 focus token or is assigned 1
 * (the use's `target`, and `token`: "remove" or "assign"). The autopilot removes one from the enemy with the most
 * focus tokens; with none, it assigns one to the friend with the fewest.
 */
export function grandMoffTarkin(ctx: DamageContext, ship: ShipState): void {
  for (const card of cardsOf(ship, 'tarkin')) {
    const near = shipsInPlay(ctx.state).filter((s) => s !== ship && rangeUpTo4(ship, s) <= 4);
    const enemy = near.filter((s) => s.player !== ship.player && s.focus > 0).sort((a, b) => b.focus - a.focus)[0];
    const friend = near.filter((s) => s.player === ship.player).sort((a, b) => a.focus - b.focus)[0];
    const best = enemy ? { target: enemy.id, token: 'remove' } : friend ? { target: friend.id, token: 'assign' } : null;
    const choices = near.flatMap((s) => [
      ...(s.focus > 0 ? [{ ship: ship.id, card, use: true, target: s.id, token: 'remove' }] : []),
      { ship: ship.id, card, use: true, target: s.id, token: 'assign' },
    ]);
    const check = (u: AbilityUse) =>
      choices.some((c) => c.target === u.target && c.token === u.token)
        ? null
        : {
            field: 'target',
            message: `expected another ship at Range 1-4 and token "remove" (it has a focus token) or "assign"`,
          };
    const offer = { card, suggested: () => ({ ship: ship.id, card, use: best !== null, ...best }), choices };
    const { use } = ctx.choose(ship, offer, check);
    const to = use.use ? near.find((s) => s.id === use.target) : undefined;
    if (!to) continue;
    to.focus += use.token === 'remove' ? -1 : 1;
    ctx.timeline.push({ kind: 'token', unit: to.id, token: 'focus', count: to.focus });
  }
}

/**
 * Kylo Ren's Shuttle, at the end of the Combat phase: it must choose an unstressed enemy at Range 1–2 (the autopilot:
 * the first listed); that ship's player assigns 1 stress token to it or to another of its ships at Range 1–2 of the
 * shuttle (the enemy's use of the card, its `target`; the autopilot gives it to a ship already stressed, else to the
 * chosen one).
 */
export function kyloRensShuttle(ctx: DamageContext): void {
  for (const ship of shipsInPlay(ctx.state))
    for (const card of cardsOf(ship, 'kylo-shuttle')) {
      const near = (s: ShipState) => s.player !== ship.player && (rangeBetween(ship, s) ?? 9) <= 2;
      const enemies = shipsInPlay(ctx.state).filter((s) => near(s) && s.stress === 0);
      if (enemies.length === 0) continue;
      const chosen = pick(ctx, ship, card, enemies, enemies[0], 'an unstressed enemy ship at Range 1-2');
      if (!chosen) throw ctx.error('abilities', `${card}: the choice is not optional ("choose an unstressed enemy")`);
      const theirs = shipsInPlay(ctx.state).filter(near);
      const stressed = theirs.find((s) => s.stress > 0) ?? chosen;
      const to = pick(ctx, chosen, card, theirs, stressed, `${chosen.id} or another ship of its player at Range 1-2`);
      receiveStress(ctx, to ?? chosen);
    }
}

/** TIE/v1, after the ship acquires a target lock: a free evade action (the icon lent); the autopilot's action policy decides. */
export function tieV1(ctx: RoundContext, ship: ShipState): void {
  for (const card of cardsOf(ship, 'tie-v1')) withLentIcon(ctx, ship, card, 'evade');
}

/**
 * Systems Officer, after the ship executes a green maneuver: another friendly ship at Range 1 may acquire a target
 * lock on an enemy at Range 1–3 of it (the use's `target` and `action`). The autopilot picks the first friend without a
 * lock on a ship in play, and its first enemy in range.
 */
export function systemsOfficer(ctx: RoundContext, ship: ShipState, difficulty: string): void {
  if (difficulty !== 'green') return;
  for (const card of cardsOf(ship, 'systems-officer')) {
    const inPlay = (id: string | null) => shipsInPlay(ctx.state).some((s) => s.id === id);
    const enemiesOf = (f: ShipState) =>
      shipsInPlay(ctx.state).filter((e) => e.player !== f.player && rangeBetween(f, e) !== null);
    const friends = shipsInPlay(ctx.state).filter(
      (f) => f !== ship && f.player === ship.player && rangeBetween(ship, f) === 1 && enemiesOf(f).length > 0,
    );
    const friend = friends.find((f) => !inPlay(f.lockOn));
    const enemy = friend ? enemiesOf(friend)[0] : undefined;
    const lock = (f: ShipState, e: ShipState) => ({ target: f.id, action: { action: 'target-lock', target: e.id } });
    const suggested = {
      ship: ship.id,
      card,
      use: enemy !== undefined,
      ...(friend && enemy ? lock(friend, enemy) : {}),
    };
    const choices = friends.flatMap((f) =>
      enemiesOf(f).map((e) => ({ ship: ship.id, card, use: true, ...lock(f, e) })),
    );
    const { use } = ctx.choose(ship, { card, suggested: () => suggested, choices }, (u) =>
      choices.some((c) => c.target === u.target && c.action.target === u.action?.target)
        ? null
        : {
            field: 'target',
            message: `expected another friendly ship at Range 1 and a target lock on an enemy in its range`,
          },
    );
    const f = use.use ? friends.find((s) => s.id === use.target) : undefined;
    const e = f && enemiesOf(f).find((s) => s.id === use.action?.target);
    if (f && e) acquireLock(ctx, f, e);
  }
}

/** "Chopper" (crew): after an action performed while stressed, the ship suffers 1 damage (not optional). */
export function chopperCrew(ctx: RoundContext, ship: ShipState, stressedBefore: boolean): void {
  if (!stressedBefore || ship.destroyed) return;
  for (const card of cardsOf(ship, 'chopper-crew')) {
    ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${card}: ${ship.name} acted while stressed` }, 0);
    sufferDamage(ctx, ship, 1, 0);
    if (isDestroyedByDamage(ship) && !destructionDelayed(ship)) removeShip(ctx, ship, `destroyed (${card})`);
  }
}

/** Hera Syndulla (crew): true when the ship may reveal and execute red maneuvers while stressed. */
export function redWhileStressed(ship: ShipState): boolean {
  return effectsOf(ship, 'red-while-stressed').length > 0;
}

/** The cards of this module, keyed by xws. */
export const PHASE_AND_LOCK_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Grand Moff Tarkin: "At the start of the Combat phase, you may choose another ship at Range 1-4. Either remove 1
  // focus token from the chosen ship or assign 1 focus token to that ship."
  ['grandmofftarkin', { effects: [{ kind: 'phase-lock-card', window: 'combat-start', does: 'tarkin' }] }],
  // Kylo Ren's Shuttle: "At the end of the Combat phase, choose an unstressed enemy ship at Range 1-2. The owner must
  // assign a stress token to it or assign a stress token to another ship at Range 1-2 of you that that player controls."
  ['kylorensshuttle', { effects: [{ kind: 'phase-lock-card', window: 'combat-end', does: 'kylo-shuttle' }] }],
  // TIE/v1: "After you acquire a target lock, you may perform a free evade action."
  ['tiev1', { effects: [{ kind: 'phase-lock-card', window: 'perform-action', does: 'tie-v1' }] }],
  // Systems Officer: "After you execute a green maneuver, choose another friendly ship at Range 1. That ship may
  // acquire a target lock."
  ['systemsofficer', { effects: [{ kind: 'phase-lock-card', window: 'execute-maneuver', does: 'systems-officer' }] }],
  // "Chopper" (crew): "You may perform actions even while you are stressed. After you perform an action while you are
  // stressed, suffer 1 damage."
  [
    'chopper',
    {
      effects: [
        { kind: 'act-while-stressed', window: 'perform-action' },
        { kind: 'phase-lock-card', window: 'perform-action', does: 'chopper-crew' },
      ],
    },
  ],
  // Hera Syndulla (crew): "You can reveal and execute red maneuvers even while you are stressed."
  ['herasyndulla', { effects: [{ kind: 'red-while-stressed', window: 'reveal-dial' }] }],
];
