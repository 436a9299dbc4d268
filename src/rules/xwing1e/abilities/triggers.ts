/**
 * Card abilities that fire on a trigger rather than in a dice window: receiving stress (Soontir Fel), spending
 * focus (Garven Dreis, Chaser), removing stress (Kyle Katarn, crew), being hit (Stealth Device), being destroyed (Fel's Wrath), dealing a faceup Damage card
 * (Maarek Stele), acquiring a target lock (Dutch Vander). The autopilot's policy for each is in its comment.
 */
import { shipRange } from '../../../kernel/index.ts';
import type { DamageContext, FaceUpPicker } from '../damage.ts';
import type { RoundContext } from '../context.ts';
import { tieV1 } from './phaseAndLockCards.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { tokenOnStress } from './attackAftermath.ts';
import { keepOneDrawn } from './drawnDamageChoice.ts';
import { focusSpentCards } from './focusSpentCards.ts';
import { ownStressPilots, yorrTakesStress } from './pilotStress.ts';
import { lockFilter } from './pilotLocks.ts';

/** The range band between two ships (null beyond range 3). */
export function bandBetween(a: ShipState, b: ShipState): number | null {
  return shipRange(a.pose, a.size, b.pose, b.size).band ?? null;
}

/** Other friendly ships in play within the range bands [min, max] of the ship. */
export function friendsInRange(ctx: DamageContext, ship: ShipState, [min, max]: readonly [number, number]) {
  return shipsInPlay(ctx.state).filter((f) => {
    if (f === ship || f.player !== ship.player) return false;
    const band = bandBetween(ship, f);
    return band !== null && band >= min && band <= max;
  });
}

/**
 * Carnor Jax: the name of an enemy at Range 1 of the ship whose card forbids it focus and evade actions and spending
 * focus or evade tokens, or null.
 */
export function jammedBy(state: DamageContext['state'], ship: ShipState): string | null {
  for (const e of shipsInPlay(state)) {
    if (e.player === ship.player || bandBetween(e, ship) !== 1) continue;
    const [found] = effectsOf(e, 'no-focus-evade');
    if (found) return found.card;
  }
  return null;
}

/** A check that a chosen ship is one of `allowed`, for ctx.choose. */
function targetCheck(allowed: readonly ShipState[], what: string) {
  return (u: { target?: string }) =>
    allowed.some((s) => s.id === u.target)
      ? null
      : {
          field: 'target',
          message: `expected ${what} (${allowed.map((s) => s.id).join(', ')}), got ${JSON.stringify(u.target)}`,
        };
}

/**
 * After a ship is given a stress token: Captain Yorr may receive it instead (pilotStress.ts), and then the cards of
 * the ship that received it act. Soontir Fel may assign himself 1 focus token (the autopilot does); then Cool Hand
 * (attackAftermath.ts); then Jek Porkins or Nien Nunb may be rid of it (pilotStress.ts).
 */
export function afterStress(ctx: DamageContext, given: ShipState): void {
  const ship = yorrTakesStress(ctx, given);
  for (const { card } of effectsOf(ship, 'focus-on-stress')) {
    const { use } = ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: true }) }, () => null);
    if (!use.use) continue;
    ship.focus++;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
  }
  tokenOnStress(ctx, ship);
  if (ownStressPilots(ctx, ship)) afterStressRemoved(ctx, ship);
}

/**
 * Garven Dreis: after the ship spends a focus token, it may place it on another friendly ship at range 1–2.
 * The autopilot gives it to the friend that has not attacked yet and holds the fewest focus tokens (then the
 * first listed).
 */
export function afterFocusSpent(ctx: DamageContext, ship: ShipState): void {
  chaserFocus(ctx, ship);
  // Overclocked R4, R4 Agromech.
  focusSpentCards(ctx, ship);
  for (const { card, effect } of effectsOf(ship, 'pass-focus')) {
    const friends = friendsInRange(ctx, ship, effect.range);
    if (friends.length === 0) continue;
    const best = [...friends].sort((a, b) => Number(a.attacked) - Number(b.attacked) || a.focus - b.focus)[0];
    const suggested = { ship: ship.id, card, use: true, ...(best ? { target: best.id } : {}) };
    const { use } = ctx.choose(
      ship,
      {
        card,
        suggested: () => suggested,
        choices: friends.map((f) => ({ ship: ship.id, card, use: true, target: f.id })),
      },
      targetCheck(friends, 'another friendly ship at range 1–2'),
    );
    const to = use.use ? friends.find((f) => f.id === use.target) : undefined;
    if (!to) continue;
    to.focus++;
    ctx.timeline.push({ kind: 'token', unit: to.id, token: 'focus', count: to.focus });
  }
}

/** Chaser: when another friendly ship at Range 1 spends a focus token, Chaser is assigned one (not optional). */
function chaserFocus(ctx: DamageContext, spender: ShipState): void {
  for (const chaser of friendsInRange(ctx, spender, [1, 1])) {
    for (const { card } of effectsOf(chaser, 'focus-when-friend-spends')) {
      chaser.focus++;
      ctx.timeline.push({ kind: 'token', unit: chaser.id, token: 'focus', count: chaser.focus });
      ctx.timeline.push({ kind: 'caption', unit: chaser.id, text: `${card} is assigned a focus token` }, 0);
    }
  }
}

/**
 * Hobbie Klivian: "When you acquire or spend a target lock, you may remove 1 stress token from your ship." Called
 * wherever the ship acquires or spends a lock; the autopilot always removes one when stressed.
 */
export function lockTouched(ctx: DamageContext, ship: ShipState): void {
  for (const { card } of effectsOf(ship, 'stress-off-on-lock')) {
    if (ship.stress === 0) continue;
    const { use } = ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: true }) }, () => null);
    if (!use.use) continue;
    ship.stress--;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
    afterStressRemoved(ctx, ship);
  }
}

/**
 * Kyle Katarn (crew): "After you remove a stress token from your ship, you may assign a focus token to your ship."
 * The autopilot always does (a focus token costs nothing).
 */
export function afterStressRemoved(ctx: DamageContext, ship: ShipState): void {
  for (const { card } of effectsOf(ship, 'focus-after-stress-removed')) {
    const { use } = ctx.choose(ship, { card, suggested: () => ({ ship: ship.id, card, use: true }) }, () => null);
    if (!use.use) continue;
    ship.focus++;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
  }
}

/** Stealth Device: a ship hit by an attack discards it. */
export function discardWhenHit(ctx: DamageContext, ship: ShipState): void {
  for (const { card } of effectsOf(ship, 'discard-when-hit')) {
    const upgrade = ship.upgrades.find((u) => u.faceUp && u.name === card);
    if (!upgrade) continue;
    upgrade.faceUp = false;
    ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${ship.name} discards ${card}` });
  }
}

/** Fel's Wrath: true while the ship is not destroyed by damage at its hull value until the Combat phase ends. */
export function destructionDelayed(ship: ShipState): boolean {
  return effectsOf(ship, 'delay-destruction').length > 0;
}

/** The Core Set Damage cards, worst for the defender first: what the autopilot deals with Maarek Stele. */
const WORST_FIRST = [
  'Direct Hit!',
  'Damaged Cockpit',
  'Weapon Malfunction',
  'Structural Damage',
  'Console Fire',
  'Damaged Sensor Array',
  'Blinded Pilot',
  'Injured Pilot',
  'Damaged Engine',
  'Stunned Pilot',
  'Minor Hull Breach',
  'Munitions Failure',
  'Minor Explosion',
  'Thrust Control Fire',
];

/**
 * Maarek Stele: when the attacker's attack deals a faceup Damage card, it draws 3, chooses 1 to deal (the card
 * is not optional: a recorded `use: false` is refused) and discards the others. Undefined without the ability.
 */
export function faceUpPicker(ctx: DamageContext, attacker: ShipState): FaceUpPicker | undefined {
  const [found] = effectsOf(attacker, 'choose-crit');
  if (!found) return undefined;
  const { card, effect } = found;
  return (draw) => {
    const drawn: string[] = [];
    for (let i = 0; i < effect.draw; i++) {
      const c = draw();
      if (c !== null) drawn.push(c);
    }
    if (drawn.length <= 1) return drawn[0] ?? null;
    const rank = (name: string) => (WORST_FIRST.includes(name) ? WORST_FIRST.indexOf(name) : WORST_FIRST.length);
    const worst = drawn.reduce((a, b) => (rank(b) < rank(a) ? b : a));
    const kept = keepOneDrawn(ctx, attacker, card, drawn, worst, 'instead draw 3 Damage cards, choose 1');
    ctx.timeline.push({
      kind: 'caption',
      unit: attacker.id,
      text: `${card} draws ${drawn.join(', ')}: deals ${kept}`,
    });
    return kept;
  };
}

/**
 * Dutch Vander: after acquiring a target lock, another friendly ship at range 1–2 may acquire a target lock on
 * an enemy at range 1–3 of it. The autopilot picks the first friend without a lock, locking the same enemy when
 * it can, else the first enemy in range.
 */
export function afterLockAcquired(ctx: RoundContext, ship: ShipState): void {
  // TIE/v1 (phaseAndLockCards.ts).
  tieV1(ctx, ship);
  for (const { card, effect } of effectsOf(ship, 'share-lock')) {
    // ST-321: "you may lock onto any enemy ship in the play area"; Captain Kagi: "it must lock onto your ship".
    const lockable = (f: ShipState) =>
      lockFilter(
        ctx.state,
        f,
        shipsInPlay(ctx.state).filter(
          (e) => e.player !== f.player && (bandBetween(f, e) !== null || effectsOf(f, 'lock-anywhere').length > 0),
        ),
      );
    const friends = friendsInRange(ctx, ship, effect.range).filter((f) => lockable(f).length > 0);
    if (friends.length === 0) continue;
    const friend = friends.find((f) => f.lockOn === null) ?? friends[0];
    const enemies = friend ? lockable(friend) : [];
    const enemy = enemies.find((e) => e.id === ship.lockOn) ?? enemies[0];
    const suggested = {
      ship: ship.id,
      card,
      use: friend !== undefined && enemy !== undefined,
      ...(friend && enemy ? { target: friend.id, action: { action: 'target-lock', target: enemy.id } } : {}),
    };
    const choices = friends.flatMap((f) =>
      lockable(f).map((e) => ({
        ship: ship.id,
        card,
        use: true,
        target: f.id,
        action: { action: 'target-lock', target: e.id },
      })),
    );
    const { use } = ctx.choose(ship, { card, suggested: () => suggested, choices }, (u) => {
      const bad = targetCheck(friends, 'another friendly ship at range 1–2 with an enemy in range')(u);
      if (bad) return bad;
      const chosen = friends.find((f) => f.id === u.target);
      const locks = chosen ? lockable(chosen) : [];
      return u.action?.action === 'target-lock' && locks.some((e) => e.id === u.action?.target)
        ? null
        : {
            field: 'action',
            message: `expected { action: "target-lock", target } on an enemy at range 1–3 of ${u.target}`,
          };
    });
    const chosen = use.use ? friends.find((f) => f.id === use.target) : undefined;
    if (!chosen || !use.action?.target) continue;
    if (chosen.lockOn)
      ctx.timeline.push({ kind: 'token', unit: chosen.id, token: 'lock', target: chosen.lockOn, count: 0 }, 0);
    chosen.lockOn = use.action.target;
    ctx.timeline.push({ kind: 'token', unit: chosen.id, token: 'lock', target: chosen.lockOn, count: 1 });
    lockTouched(ctx, chosen);
  }
}
