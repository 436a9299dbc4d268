/**
 * Pilot abilities at the start of the Combat phase (issue 18), offered in the order of combatStart.ts (descending
 * pilot skill). Each op's card text and the autopilot's policy are in its comment.
 */
import type { DamageContext } from '../damage.ts';
import { effectiveSkill } from '../effective.ts';
import type { ShipState } from '../state.ts';
import type { AbilityUse } from '../decisions.ts';
import { effectsOf } from './active.ts';
import { SWARM_SKILL } from './combatStart.ts';
import { inFiringArc, shipsNear } from './pilotConditions.ts';
import { afterStress, afterStressRemoved, lockTouched } from './triggers.ts';
import { tokenTransfer } from './tokenTransfers.ts';
import { lockFilter } from './pilotLocks.ts';
import type { CombatStartOpEffect } from './types.ts';

/** A check that a recorded choice names one of `allowed`. */
function oneOf(allowed: readonly ShipState[], what: string) {
  return (u: AbilityUse) =>
    allowed.some((s) => s.id === u.target)
      ? null
      : {
          field: 'target',
          message: `expected ${what} (${allowed.map((s) => s.id).join(', ') || 'none'}), got ${JSON.stringify(u.target)}`,
        };
}

/** Offers a choice of one ship among `allowed` (`best`: the autopilot's, or none); the chosen ship or null. */
export function pick(
  ctx: DamageContext,
  ship: ShipState,
  card: string,
  allowed: readonly ShipState[],
  best: ShipState | undefined,
  what: string,
): ShipState | null {
  const suggested = { ship: ship.id, card, use: best !== undefined, ...(best ? { target: best.id } : {}) };
  const choices = allowed.map((s) => ({ ship: ship.id, card, use: true, target: s.id }));
  const { use } = ctx.choose(ship, { card, suggested: () => suggested, choices }, oneOf(allowed, what));
  return use.use ? (allowed.find((s) => s.id === use.target) ?? null) : null;
}

/** A token count shown on the timeline. */
function showToken(ctx: DamageContext, ship: ShipState, token: 'focus' | 'stress'): void {
  ctx.timeline.push({ kind: 'token', unit: ship.id, token, count: ship[token] });
}

/**
 * Commander Alozen: "you may acquire a target lock on an enemy ship at Range 1". The autopilot does when it holds no
 * lock, on the first enemy at range 1; Captain Kagi there is the only one it may lock ("it must lock onto your ship if
 * able").
 */
function alozen(ctx: DamageContext, ship: ShipState, card: string, enemies: ShipState[]): void {
  const lockable = lockFilter(ctx.state, ship, enemies);
  const best = ship.lockOn === null ? lockable[0] : undefined;
  const to = pick(ctx, ship, card, lockable, best, 'an enemy ship at range 1');
  if (!to) return;
  if (ship.lockOn) ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: ship.lockOn, count: 0 });
  ship.lockOn = to.id;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: to.id, count: 1 });
  lockTouched(ctx, ship);
}

/**
 * Wingman: "remove 1 stress token from another friendly ship at Range 1". The autopilot picks the friend with the
 * most stress tokens (the first listed of equals).
 */
function removeOneFriendStress(ctx: DamageContext, ship: ShipState, card: string, friends: ShipState[]): void {
  const stressed = friends.filter((x) => x.stress > 0);
  if (stressed.length === 0) return;
  const best = stressed.reduce((a, b) => (b.stress > a.stress ? b : a));
  const to = pick(ctx, ship, card, stressed, best, 'another friendly ship at range 1 with a stress token');
  if (!to) return;
  to.stress--;
  showToken(ctx, to, 'stress');
  afterStressRemoved(ctx, to);
}

/** Offers (or applies, when mandatory) the ship's start-of-Combat pilot abilities. */
export function pilotCombatStart(ctx: DamageContext, ship: ShipState): void {
  for (const { card, effect } of effectsOf(ship, 'combat-start-op')) combatStartOp(ctx, ship, card, effect);
}

/** One op (a switch: each case is one card's text). */
function combatStartOp(ctx: DamageContext, ship: ShipState, card: string, effect: CombatStartOpEffect): void {
  const s = ctx.state;
  const friends = shipsNear(s, ship, true, effect.range);
  const enemies = shipsNear(s, ship, false, effect.range);
  switch (effect.op) {
    case 'remove-friend-stress':
      // Epsilon Leader: "remove 1 stress token from each friendly ship at Range 1" (mandatory). His own too: "A
      // ship is at Range 1 of itself" (rules: RANGE) and "is friendly to itself" (rules: FRIENDLY).
      for (const f of [ship, ...friends].filter((x) => x.stress > 0)) {
        f.stress--;
        showToken(ctx, f, 'stress');
        afterStressRemoved(ctx, f);
      }
      break;
    case 'remove-one-friend-stress':
      removeOneFriendStress(ctx, ship, card, friends);
      break;
    case 'give-focus': {
      // Kyle Katarn: "you may assign 1 of your focus tokens to another friendly ship at Range 1-3". The
      // autopilot gives it to the friend without a focus token with the highest primary weapon value, when that
      // beats Kyle's own.
      if (ship.focus === 0) return;
      const best = friends
        .filter((f) => f.focus === 0 && f.attack > ship.attack)
        .sort((a, b) => b.attack - a.attack)[0];
      const to = pick(ctx, ship, card, friends, best, 'another friendly ship at range 1–3');
      if (!to) return;
      ship.focus--;
      to.focus++;
      showToken(ctx, ship, 'focus');
      showToken(ctx, to, 'focus');
      break;
    }
    case 'give-lock': {
      // Colonel Jendon: "you may assign 1 of your blue target lock tokens to a friendly ship at Range 1 if it
      // does not have a blue target lock token". The autopilot gives it to the first such friend.
      if (ship.lockOn === null) return;
      const open = friends.filter((f) => f.lockOn === null);
      const to = pick(ctx, ship, card, open, open[0], 'a friendly ship at range 1 holding no target lock');
      if (!to) return;
      to.lockOn = ship.lockOn;
      ship.lockOn = null;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: to.lockOn, count: 0 });
      ctx.timeline.push({ kind: 'token', unit: to.id, token: 'lock', target: to.lockOn, count: 1 });
      break;
    }
    case 'lock-enemy':
      alozen(ctx, ship, card, enemies);
      break;
    case 'focus-near-enemy': {
      // Guri: "if you are at Range 1 of an enemy ship, you may assign 1 focus token to your ship" (always used).
      if (enemies.length === 0) return;
      const { use } = ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: true }) }, () => null);
      if (!use.use) return;
      ship.focus++;
      showToken(ctx, ship, 'focus');
      break;
    }
    case 'stress-touching':
      // "Chopper": "each enemy ship you are touching receives 1 stress token" (mandatory).
      for (const e of s.ships.filter((x) => !x.destroyed && x.player !== ship.player && ship.touching.includes(x.id))) {
        e.stress++;
        showToken(ctx, e, 'stress');
        afterStress(ctx, e);
      }
      break;
    case 'skill-12':
      roarkGarnet(ctx, ship, card, friends);
      break;
    case 'strip-enemy-tokens':
      return oldTeroch(ctx, ship, card, enemies);
    default:
      // Kaa'to Leeachos, Palob Godalhi, Manaroo.
      tokenTransfer(ctx, ship, card, effect.op, friends, enemies);
  }
}

/** Roark Garnet's choice (see the comment inside). */
function roarkGarnet(ctx: DamageContext, ship: ShipState, card: string, friends: ShipState[]): void {
  // Roark Garnet: "choose 1 other friendly ship at Range 1-3. Until the end of the phase, treat that ship's
  // pilot skill value as "12."" The choice is not optional; the autopilot chooses the friend of lowest
  // pilot skill (it gains the most: it now attacks first).
  if (friends.length === 0) return;
  const round = ctx.state.round;
  const best = [...friends].sort((a, b) => effectiveSkill(a, round) - effectiveSkill(b, round))[0];
  const { use, at } = ctx.choose(
    ship,
    {
      card,
      suggested: () => ({ ship: ship.id, card, use: true, ...(best ? { target: best.id } : {}) }),
      choices: friends.map((f) => ({ ship: ship.id, card, use: true, target: f.id })),
    },
    oneOf(friends, 'another friendly ship at range 1–3'),
  );
  const to = friends.find((f) => f.id === use.target);
  if (!use.use || !to)
    throw ctx.error(`${at}.use`, `${card}: the choice is not optional ("choose 1 other friendly ship")`);
  to.roundFlags = to.roundFlags.filter((f) => !f.startsWith(SWARM_SKILL));
  to.roundFlags.push(`${SWARM_SKILL}12`);
  ctx.timeline.push({ kind: 'caption', unit: to.id, text: `${to.name} attacks at pilot skill 12 (${card})` });
}

/**
 * Old Teroch: "you may choose 1 enemy ship at Range 1. If you are inside its firing arc, it discards all focus and
 * evade tokens." (its primary firing arc, as for every "firing arc" of the pilot cards here). Any enemy at Range 1 may
 * be chosen; the autopilot chooses, among those with Old Teroch inside their firing arc, the one holding the most focus
 * and evade tokens, and none when no such enemy holds one.
 */
function oldTeroch(ctx: DamageContext, ship: ShipState, card: string, enemies: ShipState[]): void {
  if (enemies.length === 0) return;
  const held = (e: ShipState) => (inFiringArc(e, ship) ? e.focus + e.evade : 0);
  const best = enemies.filter((e) => held(e) > 0).sort((a, b) => held(b) - held(a))[0];
  const to = pick(ctx, ship, card, enemies, best, 'an enemy ship at range 1');
  if (!to || !inFiringArc(to, ship)) return;
  for (const token of ['focus', 'evade'] as const) {
    if (to[token] === 0) continue;
    to[token] = 0;
    ctx.timeline.push({ kind: 'token', unit: to.id, token, count: 0 });
  }
  ctx.timeline.push({ kind: 'caption', unit: to.id, text: `${card}: ${to.name} discards its focus and evade tokens` });
}
