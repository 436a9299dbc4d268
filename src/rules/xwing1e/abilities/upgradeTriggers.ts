/**
 * Where the upgrade effects (upgradeEffects.ts, and the weapons' splash and stress) act: after an attack,
 * on a focus action, when a Damage card is dealt, in the End phase, and before attack dice are rolled. The autopilot's
 * policy for each optional one is in its comment.
 */
import { attackGeometry } from '../../../kernel/index.ts';
import { damageDeck } from '../catalog.ts';
import type { RoundContext } from '../context.ts';
import type { DamageContext } from '../damage.ts';
import { deckOf } from '../damageCards.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { afterStress, bandBetween, friendsInRange, lockTouched } from './triggers.ts';
import { upgradeForCard } from './dealtCards.ts';
import type { AttackInfo } from './types.ts';
import { endPhaseEdge } from './phaseEdgeCards.ts';
import { afterIonReceived } from './pilotIon.ts';

/** Receives `n` stress tokens (Soontir Fel's trigger follows each). */
export function receiveStress(ctx: DamageContext, ship: ShipState, n = 1): void {
  for (let i = 0; i < n; i++) {
    ship.stress++;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'stress', count: ship.stress });
    afterStress(ctx, ship);
  }
}

/**
 * A secondary weapon's "If this attack hits" for the ships at Range 1 of the defender: Assault Missiles' 1 damage to
 * each other ship (through `suffer`, which also settles its destruction), Ion Torpedoes' ion token to the defender
 * and each ship.
 */
export function weaponSplash(ctx: RoundContext, info: AttackInfo, suffer: (ship: ShipState) => void): void {
  const splash = info.weapon?.splash;
  if (!splash) return;
  const near = shipsInPlay(ctx.state).filter((s) => s !== info.defender && bandBetween(info.defender, s) === 1);
  const ionized = splash.defenderToo ? [info.defender, ...near] : near;
  for (const ship of ionized) {
    if (splash.ion === 0) break;
    ship.ion += splash.ion;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'ion', count: ship.ion });
    afterIonReceived(ctx, ship);
  }
  if (splash.damage > 0) for (const ship of near) suffer(ship);
}

/**
 * After the ship performs an attack: Flechette Torpedoes' stress (hull value 4 or lower), Fire-Control System's
 * target lock on the defender (the autopilot takes it unless it already holds a lock on a ship still in play it
 * prefers: it keeps none, so it always takes it while the defender is in play), Tactician's stress.
 */
export function afterAttackCards(ctx: RoundContext, info: AttackInfo, range: number): void {
  const { attacker, defender, weapon } = info;
  if (weapon?.stressIfHullAtMost !== undefined && !defender.destroyed && defender.hull <= weapon.stressIfHullAtMost)
    receiveStress(ctx, defender);
  for (const { card, effect } of effectsOf(attacker, 'after-attack-card')) {
    if (defender.destroyed) continue;
    if (effect.does === 'stress-in-arc-range-2') {
      const inArc = attackGeometry(attacker.pose, attacker.size, 'primary', defender.pose, defender.size, []).inArc;
      if (range === 2 && inArc) receiveStress(ctx, defender);
      continue;
    }
    if (attacker.lockOn === defender.id) continue;
    const { use } = ctx.choose(
      attacker,
      { card, suggested: () => ({ ship: attacker.id, card, use: true }) },
      () => null,
    );
    if (!use.use) continue;
    if (attacker.lockOn)
      ctx.timeline.push({ kind: 'token', unit: attacker.id, token: 'lock', target: attacker.lockOn, count: 0 }, 0);
    attacker.lockOn = defender.id;
    ctx.timeline.push({ kind: 'token', unit: attacker.id, token: 'lock', target: defender.id, count: 1 });
    lockTouched(ctx, attacker);
  }
}

/** Recon Specialist: extra focus tokens a focus action assigns. */
export function focusActionBonus(ship: ShipState): number {
  return effectsOf(ship, 'focus-bonus').reduce((n, e) => n + e.effect.extra, 0);
}

/** The trait printed on a Damage card of the game's deck ('pilot' or 'ship'). */
function traitOf(ctx: DamageContext, name: string): string | undefined {
  return damageDeck(deckOf(ctx.state)).find((c) => c.name === name)?.type;
}

/** Takes the card last dealt off the ship into the discard pile. */
export function discardDealt(ctx: DamageContext, ship: ShipState, card: string): void {
  const k = ship.damage.findLastIndex((c) => c.name === card);
  if (k >= 0) ship.damage.splice(k, 1);
  ctx.state.discard.push(card);
}

/**
 * When a Damage card was just dealt to the ship: Chewbacca (pilot) flips a faceup card facedown; Determination
 * discards a faceup Pilot card unresolved; Chewbacca (crew) may discard the card and recover 1 shield, then is
 * discarded (the autopilot uses him on the first card dealt: each card kept is a hull point lost). Returns false
 * when the card's effect is not to be resolved (it is gone, or facedown).
 */
export function afterCardDealt(ctx: DamageContext, ship: ShipState, card: string, faceUp: boolean): boolean {
  if (card === 'Counter') return true;
  // Integrated Astromech, Moff Jerjerrod (dealtCards.ts): an upgrade discarded for the card.
  if (!upgradeForCard(ctx, ship, card, faceUp)) return false;
  for (const { card: upgrade, effect } of effectsOf(ship, 'dealt-card')) {
    if (effect.does === 'flip-faceup') {
      // The card stays dealt (it counts against the hull), facedown, its effect never resolved.
      const dealt = ship.damage.findLast((c) => c.name === card);
      if (!faceUp || !dealt) continue;
      dealt.faceUp = false;
      ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${upgrade}: ${ship.name} flips ${card} facedown` });
      return false;
    }
    if (effect.does === 'discard-faceup-pilot') {
      if (!faceUp || traitOf(ctx, card) !== 'pilot') continue;
      discardDealt(ctx, ship, card);
      ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${upgrade}: ${ship.name} discards ${card}` });
      return false;
    }
    const equipped = ship.upgrades.find((u) => u.faceUp && u.name === upgrade);
    if (!equipped) continue;
    const { use } = ctx.choose(
      ship,
      { card: upgrade, suggested: () => ({ ship: ship.id, card: upgrade, use: true }) },
      () => null,
    );
    if (!use.use) continue;
    discardDealt(ctx, ship, card);
    if (ship.shields < ship.shieldsMax) ship.shields++;
    equipped.faceUp = false;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'shield', count: ship.shields });
    ctx.timeline.push({ kind: 'caption', unit: ship.id, text: `${upgrade}: ${ship.name} discards ${card}` });
    return false;
  }
  return true;
}

/**
 * End phase: R5 Astromech may flip 1 faceup Ship-trait Damage card facedown. The autopilot flips Direct Hit! first
 * (it then counts 1 damage instead of 2), else the first such card dealt.
 */
export function endPhaseCards(ctx: RoundContext): void {
  // Pulsed Ray Shield, Rey (crew) (phaseEdgeCards.ts).
  endPhaseEdge(ctx);
  for (const ship of shipsInPlay(ctx.state)) {
    for (const { card } of effectsOf(ship, 'end-phase-flip')) {
      const up = ship.damage.filter((c) => c.faceUp && traitOf(ctx, c.name) === 'ship');
      const best = up.find((c) => c.name === 'Direct Hit!') ?? up[0];
      if (!best) continue;
      const { use } = ctx.choose(
        ship,
        {
          card,
          suggested: () => ({ ship: ship.id, card, use: true, damage: best.name }),
          choices: [...new Set(up.map((c) => c.name))].map((damage) => ({ ship: ship.id, card, use: true, damage })),
        },
        (u) =>
          up.some((c) => c.name === u.damage)
            ? null
            : {
                field: 'damage',
                message: `expected a faceup Ship Damage card of ${ship.id} (${up.map((c) => c.name).join(', ')}), got ${JSON.stringify(u.damage)}`,
              },
      );
      const chosen = use.use ? up.find((c) => c.name === use.damage) : undefined;
      if (!chosen) continue;
      chosen.faceUp = false;
      ctx.timeline.push({
        kind: 'caption',
        unit: ship.id,
        text: `${card}: ${ship.name} flips ${chosen.name} facedown`,
      });
    }
  }
}

/**
 * Opportunist: with no stress on the attacker and no focus or evade token on the defender, receive 1 stress to roll
 * 1 more attack die (the autopilot always does); Zeta Leader asks no more than the attacker unstressed. Returns the
 * dice added.
 */
export function stressForDice(ctx: RoundContext, info: AttackInfo): number {
  const { attacker, defender } = info;
  let added = friendsStressForDice(ctx, attacker);
  for (const { card, effect } of effectsOf(attacker, 'stress-for-die')) {
    const tokens = !effect.anyDefender && (defender.focus > 0 || defender.evade > 0);
    if (effect.friend || attacker.stress > 0 || tokens) continue;
    const { use } = ctx.choose(
      attacker,
      { card, suggested: () => ({ ship: attacker.id, card, use: true }) },
      () => null,
    );
    if (!use.use) continue;
    receiveStress(ctx, attacker);
    added++;
  }
  return added;
}

/**
 * Jan Ors: each unstressed friendly ship at Range 1–3 of the attacker with her ability may take a stress token for
 * 1 more attack die; the autopilot always does (the die helps now, the stress only limits her next round).
 */
function friendsStressForDice(ctx: RoundContext, attacker: ShipState): number {
  let added = 0;
  for (const friend of friendsInRange(ctx, attacker, [1, 3])) {
    for (const { card, effect } of effectsOf(friend, 'stress-for-die')) {
      if (!effect.friend || friend.stress > 0) continue;
      const { use } = ctx.choose(friend, { card, suggested: () => ({ ship: friend.id, card, use: true }) }, () => null);
      if (!use.use) continue;
      receiveStress(ctx, friend);
      added++;
    }
  }
  return added;
}

/**
 * Tarn Mison, declared the target of an attack: he may acquire a target lock on the attacker (replacing the one he
 * holds). The autopilot does when he holds no lock, or one on a ship no longer in play.
 */
export function lockTheAttacker(ctx: RoundContext, attacker: ShipState, defender: ShipState): void {
  for (const { card } of effectsOf(defender, 'lock-attacker')) {
    if (defender.lockOn === attacker.id) continue;
    const held = defender.lockOn;
    const worth = held === null || !shipsInPlay(ctx.state).some((s) => s.id === held);
    const { use } = ctx.choose(
      defender,
      { card, suggested: () => ({ ship: defender.id, card, use: worth }) },
      () => null,
    );
    if (!use.use) continue;
    if (held !== null)
      ctx.timeline.push({ kind: 'token', unit: defender.id, token: 'lock', target: held, count: 0 }, 0);
    defender.lockOn = attacker.id;
    ctx.timeline.push({ kind: 'token', unit: defender.id, token: 'lock', target: attacker.id, count: 1 }, 0);
    lockTouched(ctx, defender);
  }
}
