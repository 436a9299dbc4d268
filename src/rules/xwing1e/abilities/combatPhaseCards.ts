/**
 * Upgrade cards at the start and the end of the Combat phase (rules: COMBAT PHASE): Countermeasures, Glitterstim and
 * Bodyguard as the phase starts (offered in combatStart.ts's order, highest pilot skill first), R5-P9 as it ends. The
 * autopilot's policy for each is in its comment.
 */
import { attackGeometry } from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import type { DamageContext } from '../damage.ts';
import { AGILITY_THIS_ROUND, effectiveSkill } from '../effective.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import { GLITTERSTIM } from './diceCards.ts';
import { receiveStress } from './upgradeTriggers.ts';
import { readyIntensity } from './afterBoostOrRoll.ts';
import { combatStartEdge } from './phaseEdgeCards.ts';
import { pick } from './pilotCombatStart.ts';
import { discardCard, yesNo } from './cardUse.ts';
import { afterFocusSpent, bandBetween, friendsInRange } from './triggers.ts';
import type { CardAbility } from './types.ts';
import { grandMoffTarkin, kyloRensShuttle } from './phaseAndLockCards.ts';

/** True when an enemy at Range 1–3 of the ship has it inside its primary firing arc (it could be attacked). */
function underFire(ctx: DamageContext, ship: ShipState): boolean {
  return shipsInPlay(ctx.state).some(
    (e) =>
      e.player !== ship.player &&
      bandBetween(e, ship) !== null &&
      attackGeometry(e.pose, e.size, 'primary', ship.pose, ship.size, []).inArc,
  );
}

/** The start-of-Combat cards of one ship. */
export function combatStartCards(ctx: DamageContext, ship: ShipState): void {
  // Rey (crew) (phaseEdgeCards.ts).
  combatStartEdge(ctx, ship);
  // Grand Moff Tarkin (phaseAndLockCards.ts).
  grandMoffTarkin(ctx, ship);
  for (const { card, effect } of effectsOf(ship, 'combat-start-card')) {
    if (effect.does === 'countermeasures') countermeasures(ctx, ship, card);
    else if (effect.does === 'glitterstim') glitterstim(ctx, ship, card);
    else bodyguard(ctx, ship, card);
  }
}

/**
 * Countermeasures: discard it for +1 agility this round, then the ship may remove 1 enemy target lock from itself.
 * The autopilot uses it the first round an enemy at Range 1–3 has the ship inside its firing arc, and removes the
 * first enemy lock listed.
 */
function countermeasures(ctx: DamageContext, ship: ShipState, card: string): void {
  if (!yesNo(ctx, ship, card, underFire(ctx, ship))) return;
  discardCard(ctx, ship, card);
  ship.roundFlags.push(AGILITY_THIS_ROUND);
  const lockers = shipsInPlay(ctx.state).filter((e) => e.player !== ship.player && e.lockOn === ship.id);
  if (lockers.length === 0) return;
  const enemy = pick(ctx, ship, card, lockers, lockers[0], `an enemy holding a lock on ${ship.id}`);
  if (!enemy) return;
  enemy.lockOn = null;
  ctx.timeline.push({ kind: 'token', unit: enemy.id, token: 'lock', target: ship.id, count: 0 });
}

/**
 * Glitterstim: discard it and receive 1 stress token; this round the ship may change all its focus results to hits
 * (attacking) or evades (defending) (diceCards.ts). The autopilot uses it when unstressed and under fire.
 */
function glitterstim(ctx: DamageContext, ship: ShipState, card: string): void {
  if (!yesNo(ctx, ship, card, ship.stress === 0 && underFire(ctx, ship))) return;
  discardCard(ctx, ship, card);
  receiveStress(ctx, ship);
  ship.roundFlags.push(GLITTERSTIM);
}

/**
 * Bodyguard: spend a focus token to give a friendly ship at Range 1 with a higher pilot skill +1 agility this round.
 * The autopilot guards the friend of highest pilot skill (the first listed of equals) when it holds a focus token.
 */
function bodyguard(ctx: DamageContext, ship: ShipState, card: string): void {
  if (ship.focus === 0) return;
  const round = ctx.state.round;
  const skill = effectiveSkill(ship, round);
  const higher = friendsInRange(ctx, ship, [1, 1]).filter((f) => effectiveSkill(f, round) > skill);
  if (higher.length === 0) return;
  const best = higher.reduce((a, b) => (effectiveSkill(b, round) > effectiveSkill(a, round) ? b : a));
  const friend = pick(ctx, ship, card, higher, best, 'a friendly ship at Range 1 with a higher pilot skill');
  if (!friend) return;
  ship.focus--;
  ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
  afterFocusSpent(ctx, ship);
  friend.roundFlags.push(AGILITY_THIS_ROUND);
  ctx.timeline.push({ kind: 'caption', unit: friend.id, text: `${card}: ${friend.name} gains 1 agility this round` });
}

/**
 * R5-P9, at the end of the Combat phase: spend 1 focus token to recover 1 shield (up to the shield value). The
 * autopilot always does (the End phase would remove the token).
 */
export function combatEndCards(ctx: RoundContext): void {
  // Intensity (Exhausted) (afterBoostOrRoll.ts).
  readyIntensity(ctx);
  // Kylo Ren's Shuttle (phaseAndLockCards.ts).
  kyloRensShuttle(ctx);
  for (const ship of shipsInPlay(ctx.state)) {
    for (const { card } of effectsOf(ship, 'shield-for-focus')) {
      if (ship.focus === 0 || ship.shields >= ship.shieldsMax || !yesNo(ctx, ship, card, true)) continue;
      ship.focus--;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'focus', count: ship.focus });
      afterFocusSpent(ctx, ship);
      ship.shields++;
      ctx.timeline.push({ kind: 'token', unit: ship.id, token: 'shield', count: ship.shields });
    }
  }
}

/** Upgrade cards of the Combat phase's start and end, keyed by xws. */
export const COMBAT_PHASE_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // Countermeasures: "At the start of the Combat phase, you may discard this card to increase your agility value by 1
  // until the end of the round. Then you may remove 1 enemy target lock from your ship."
  ['countermeasures', { effects: [{ kind: 'combat-start-card', window: 'combat-start', does: 'countermeasures' }] }],
  // Glitterstim: "At the start of the Combat phase, you may discard this card and receive 1 stress token. If you do,
  // until the end of the round, when attacking or defending, you may change all of your [Focus] results to [Hit] or
  // [Evade] results."
  ['glitterstim', { effects: [{ kind: 'combat-start-card', window: 'combat-start', does: 'glitterstim' }] }],
  // Bodyguard: "At the start of the Combat phase, you may spend a focus token to choose a friendly ship at Range 1 with
  // higher pilot skill than you. Increase its agility value by 1 until the end of the round."
  ['bodyguard', { effects: [{ kind: 'combat-start-card', window: 'combat-start', does: 'bodyguard' }] }],
  // R5-P9: "At the end of the Combat phase, you may spend 1 of your focus tokens to recover 1 shield (up to your shield
  // value)."
  ['r5p9', { effects: [{ kind: 'shield-for-focus', window: 'combat-end' }] }],
];
