/**
 * Pilot abilities after an attack, after defending, and after executing a maneuver (issue 18). Each op's card
 * text and the autopilot's policy are in its comment; a stressed ship is offered no free action (rules: FREE
 * ACTIONS, STRESS), as in freeActions.ts.
 */
import type { RoundContext } from '../context.ts';
import { flipFaceUp, isDestroyedByDamage, removeShip, sufferDamage } from '../damage.ts';
import { effectiveSkill } from '../effective.ts';
import type { AbilityUse } from '../decisions.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { offerFreeAction } from './freeActions.ts';
import { inFiringArc, rangeBetween, shipsNear } from './pilotConditions.ts';
import { afterFocusSpent, afterStressRemoved, destructionDelayed, jammedBy } from './triggers.ts';

/** Offers a yes/no ability the autopilot uses when `wanted`; true when used. */
function offer(ctx: RoundContext, ship: ShipState, card: string, wanted = true): boolean {
  return ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: wanted }) }, () => null).use.use;
}

/** Adds one token of a kind and shows it. */
function gain(ctx: RoundContext, ship: ShipState, token: 'focus' | 'evade' | 'stress', n = 1): void {
  ship[token] += n;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token, count: ship[token] });
}

/**
 * "Choose 1 other friendly ship at Range 1. That ship may perform 1 free action": the autopilot chooses the
 * first unstressed friend (a stressed one could not act), then lets that ship's own policy pick the action.
 */
function friendFreeAction(ctx: RoundContext, ship: ShipState, card: string, allow: 'any' | 'bar', must: boolean) {
  const friends = shipsNear(ctx.state, ship, true, [1, 1]);
  if (friends.length === 0) return;
  const best = friends.find((f) => f.stress === 0);
  const chosen = must ? (best ?? friends[0]) : best;
  const suggested = { ship: ship.id, card, use: chosen !== undefined, ...(chosen ? { target: chosen.id } : {}) };
  const choices = friends.map((f) => ({ ship: ship.id, card, use: true, target: f.id }));
  const { use, at } = ctx.choose(ship, { card, suggested: () => suggested, choices }, (u: AbilityUse) =>
    friends.some((f) => f.id === u.target)
      ? null
      : {
          field: 'target',
          message: `expected another friendly ship at range 1 (${friends.map((f) => f.id).join(', ')})`,
        },
  );
  const to = use.use ? friends.find((f) => f.id === use.target) : undefined;
  if (must && !to) throw ctx.error(`${at}.use`, `${card}: the choice is not optional ("choose 1 other friendly ship")`);
  if (to) offerFreeAction(ctx, to, card, allow);
}

/**
 * After `attacker` attacked `defender`: the attacker's cards, then the defender's friends' and its own "after
 * defending" cards. `dealtFrom`: the index of the first of the defender's Damage cards this attack dealt.
 */
export function afterAttackPilots(
  ctx: RoundContext,
  attacker: ShipState,
  defender: ShipState,
  hit: boolean,
  dealtFrom = defender.damage.length,
): void {
  const gone = defender.destroyed || defender.doomed;
  for (const { card, effect } of effectsOf(attacker, 'after-attack-op')) {
    if (effect.as !== 'attacker' || attacker.destroyed) continue;
    switch (effect.op) {
      case 'strip-defender-token':
        if (!gone) wesJanson(ctx, attacker, defender, card);
        break;
      case 'focus-after-hit':
        // Whisper: "After you perform an attack that hits, you may assign 1 focus token to your ship." Always.
        if (hit && offer(ctx, attacker, card)) gain(ctx, attacker, 'focus');
        break;
      case 'shield-after-kill':
        // IG-88A: "After you perform an attack that destroys the defender, you may recover 1 shield." Always
        // (when a shield is missing).
        if (gone && attacker.shields < attacker.shieldsMax && offer(ctx, attacker, card)) {
          attacker.shields++;
          ctx.timeline.push({ kind: 'token', unit: attacker.id, token: 'shield', count: attacker.shields });
        }
        break;
      case 'friend-free-action':
        // Airen Cracken: "After you perform an attack, you may choose another friendly ship at Range 1. That ship
        // may perform 1 free action."
        friendFreeAction(ctx, attacker, card, 'any', false);
        break;
      case 'flip-dealt':
        if (!gone) rexlerBrath(ctx, attacker, defender, card, dealtFrom);
        break;
      default:
        break;
    }
  }
  friendsOfDefender(ctx, attacker, defender);
  if (gone) return;
  for (const { card, effect } of effectsOf(defender, 'after-attack-op')) {
    if (effect.as !== 'defender') continue;
    // Laetinashera: "After you defend against an attack, if the attack did not hit, you may assign 1 evade token
    // to your ship." Always.
    if (effect.op === 'evade-after-miss' && !hit && offer(ctx, defender, card)) gain(ctx, defender, 'evade');
    // Valen Rudor: "After defending, you may perform a free action." The ship's action policy picks it.
    if (effect.op === 'free-action') offerFreeAction(ctx, defender, card, 'any');
  }
}

/**
 * Wes Janson: "After you perform an attack, you may remove 1 focus, evade, or blue target lock token from the
 * defender." The token is recorded as the use's `action.action` (`focus`, `evade` or `target-lock`); the
 * autopilot removes an evade token first, then a focus token, then the defender's target lock.
 */
function wesJanson(ctx: RoundContext, attacker: ShipState, defender: ShipState, card: string): void {
  const held = [
    ...(defender.evade > 0 ? ['evade'] : []),
    ...(defender.focus > 0 ? ['focus'] : []),
    ...(defender.lockOn !== null ? ['target-lock'] : []),
  ];
  if (held.length === 0) return;
  const first = held[0] ?? 'evade';
  const { use } = ctx.choose(
    attacker,
    {
      card,
      suggested: () => ({ ship: attacker.id, card, use: true, target: defender.id, action: { action: first } }),
      choices: held.map((action) => ({ ship: attacker.id, card, use: true, target: defender.id, action: { action } })),
    },
    (u) =>
      u.action && held.includes(u.action.action)
        ? null
        : {
            field: 'action',
            message: `expected the token removed ({ action: ${held.map((h) => `"${h}"`).join(' | ')} })`,
          },
  );
  const token = use.use ? use.action?.action : undefined;
  if (token === 'evade' || token === 'focus') {
    defender[token]--;
    ctx.timeline.push({ kind: 'token', unit: defender.id, token, count: defender[token] });
  } else if (token === 'target-lock' && defender.lockOn !== null) {
    ctx.timeline.push({ kind: 'token', unit: defender.id, token: 'lock', target: defender.lockOn, count: 0 });
    defender.lockOn = null;
  }
}

/** After the ship executes a maneuver of `difficulty` (and its stress is checked). */
export function afterManeuverPilots(ctx: RoundContext, ship: ShipState, difficulty: 'green' | 'white' | 'red'): void {
  for (const { card, effect } of effectsOf(ship, 'after-maneuver-op')) {
    if (effect.op === 'damage-touching') {
      // Captain Oicunn: "After executing a maneuver, each enemy ship you are touching suffers 1 damage."
      const touched = ctx.state.ships.filter(
        (e) => !e.destroyed && e.player !== ship.player && ship.touching.includes(e.id),
      );
      for (const e of touched) {
        sufferDamage(ctx, e, 1, 0);
        if (isDestroyedByDamage(e) && !destructionDelayed(e)) removeShip(ctx, e, `destroyed (${card})`);
      }
    }
    // Kad Solus: "After you execute a red maneuver, assign 2 focus tokens to your ship."
    if (effect.op === 'focus-after-red' && difficulty === 'red') gain(ctx, ship, 'focus', 2);
    // Lando Calrissian: "After you execute a green maneuver, choose 1 other friendly ship at Range 1. That ship
    // may perform 1 free action shown on its action bar."
    if (effect.op === 'friend-free-action-after-green' && difficulty === 'green')
      friendFreeAction(ctx, ship, card, 'bar', true);
    if (effect.op === 'roll-off-stress') braylenStramm(ctx, ship, card);
    // "Snap" Wexley: "After you execute a 2-, 3-, or 4-speed maneuver, if you are not touching a ship, you may perform
    // a free boost action." (the speed of the maneuver flown: an ionized ship's straight 1 is 1-speed)
    const speed = Number(ctx.flown.get(ship.id)?.split('-').pop() ?? 0);
    if (effect.op === 'boost-after-fast' && speed >= 2 && speed <= 4 && ship.touching.length === 0)
      offerFreeAction(ctx, ship, card, ['boost']);
  }
}

/**
 * Braylen Stramm: "After you execute a maneuver, you may roll an attack die. On a [Hit] or [Critical Hit] result,
 * remove 1 stress token from your ship." The autopilot rolls whenever he is stressed (after the maneuver's Check Pilot
 * Stress step); unstressed, the roll could do nothing.
 */
function braylenStramm(ctx: RoundContext, ship: ShipState, card: string): void {
  if (!offer(ctx, ship, card, ship.stress > 0)) return;
  const face = ctx.effectRoll(ship, card, 1)[0];
  if ((face !== 'hit' && face !== 'crit') || ship.stress === 0) return;
  ship.stress--;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
  afterStressRemoved(ctx, ship);
}

/**
 * Thane Kyrell, a friend of the defender: "After an enemy ship inside your firing arc at Range 1-3 attacks another
 * friendly ship, you may perform a free action." The attacker is looked at where it stands after its attack; the
 * ship's action policy picks the action (none: declined).
 */
function friendsOfDefender(ctx: RoundContext, attacker: ShipState, defender: ShipState): void {
  if (attacker.destroyed) return;
  for (const friend of shipsInPlay(ctx.state)) {
    if (friend === defender || friend.player !== defender.player) continue;
    if (rangeBetween(friend, attacker) === null || !inFiringArc(friend, attacker)) continue;
    for (const { card, effect } of effectsOf(friend, 'after-attack-op'))
      if (effect.as === 'defender-friend' && effect.op === 'free-action-after-friend-attacked')
        offerFreeAction(ctx, friend, card, 'any');
  }
}

/**
 * Rexler Brath: "After you perform an attack that deals at least 1 Damage card to the defender, you may spend a focus
 * token to flip those cards faceup." Each facedown card the attack dealt is flipped and resolved ("it is not treated
 * as being dealt", rules: DAMAGE); a counter standing in for a card has no face. The autopilot always spends the token
 * when a card would flip (a faceup card lasts; the token would only serve one defence this round), unless Carnor Jax
 * forbids spending it. A defender the flip destroys fires back first when it has the attacker's pilot skill and has
 * not attacked (simultaneous attack rule), as after any attack.
 */
function rexlerBrath(ctx: RoundContext, attacker: ShipState, defender: ShipState, card: string, from: number): void {
  const flips = defender.damage.flatMap((c, k) => (k >= from && !c.faceUp && c.name !== 'Counter' ? [k] : []));
  if (flips.length === 0 || attacker.focus === 0 || jammedBy(ctx.state, attacker)) return;
  if (!offer(ctx, attacker, card)) return;
  attacker.focus--;
  ctx.timeline.push({ kind: 'token', unit: attacker.id, token: 'focus', count: attacker.focus });
  afterFocusSpent(ctx, attacker);
  for (const k of flips) flipFaceUp(ctx, defender, k);
  if (!isDestroyedByDamage(defender) || destructionDelayed(defender)) return;
  const round = ctx.state.round;
  if (effectiveSkill(defender, round) !== effectiveSkill(attacker, round) || defender.attacked)
    return removeShip(ctx, defender, `destroyed by ${attacker.id} (${card})`);
  defender.doomed = true;
  const text = `${defender.name} is destroyed but fires back first (simultaneous attack)`;
  ctx.timeline.push({ kind: 'caption', unit: defender.id, text });
}
