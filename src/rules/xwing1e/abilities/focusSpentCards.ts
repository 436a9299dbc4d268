/**
 * Upgrade cards that act when their ship spends a focus token (triggers.ts, afterFocusSpent): Overclocked R4 and R4
 * Agromech. Every focus token the engine lets a ship spend is spent in the Combat phase (attack and defence dice,
 * weapon headers, Calculation, Kanan Jarrus, Bodyguard, R5-P9), which is Overclocked R4's "During the Combat phase".
 * R4 Agromech needs the attack under way: combat.ts marks it here while it resolves. The autopilot's policy for each
 * is in its comment.
 */
import type { DamageContext } from '../damage.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { yesNo } from './cardUse.ts';
import { lockTouched } from './triggers.ts';
import { receiveStress } from './upgradeTriggers.ts';
import type { AttackInfo, CardAbility } from './types.ts';

/** The attack each round's context is resolving now (set and cleared by combat.ts). */
const underWay = new WeakMap<object, AttackInfo>();

/** Marks `info` as the attack `ctx` resolves now (null: none). */
export function attackUnderWay(ctx: object, info: AttackInfo | null): void {
  if (info) underWay.set(ctx, info);
  else underWay.delete(ctx);
}

/**
 * After the ship spent a focus token. Overclocked R4: receive 1 stress token to assign 1 focus token to the ship;
 * the autopilot does while the ship holds no stress token (a green maneuver clears one). R4 Agromech, when the
 * ship is the attacker: acquire a target lock on the defender; the autopilot does unless the ship holds a lock on
 * another enemy still in play.
 */
export function focusSpentCards(ctx: DamageContext, ship: ShipState): void {
  for (const { card, effect } of effectsOf(ship, 'focus-spent')) {
    if (ship.destroyed) return;
    if (effect.does === 'overclocked-r4') {
      if (!yesNo(ctx, ship, card, ship.stress === 0)) continue;
      receiveStress(ctx, ship);
      ship.focus++;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
      continue;
    }
    const info = underWay.get(ctx);
    if (!info || info.attacker !== ship || info.defender.destroyed || ship.lockOn === info.defender.id) continue;
    const held = ship.lockOn;
    const worth = held === null || !shipsInPlay(ctx.state).some((s) => s.id === held);
    if (!yesNo(ctx, ship, card, worth)) continue;
    if (held) ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: held, count: 0 }, 0);
    ship.lockOn = info.defender.id;
    ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'lock', target: info.defender.id, count: 1 });
    lockTouched(ctx, ship);
  }
}

/** The cards of this module, keyed by xws. */
export const FOCUS_SPENT_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // "During the Combat phase, when you spend a focus token, you may receive 1 stress token to assign 1 focus token to
  // your ship."
  ['overclockedr4', { effects: [{ kind: 'focus-spent', window: 'modify-attack-dice', does: 'overclocked-r4' }] }],
  // "When attacking, after you spend a focus token, you may acquire a target lock on the defender."
  ['r4agromech', { effects: [{ kind: 'focus-spent', window: 'modify-attack-dice', does: 'r4-agromech' }] }],
];
