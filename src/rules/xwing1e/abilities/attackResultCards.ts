/**
 * Upgrade cards that change what an attack rolls and shows (rules: ATTACK steps 2–5, MODIFYING DICE): Trick Shot's and
 * Cruise Missiles' extra dice, Fearlessness's and Finn's added results, R3 Astromech's cancelled focus result,
 * Lightweight Frame's extra defence die, Hotshot Co-pilot's forced focus token, and R5-P8 after defending. combat.ts
 * calls each at its step; the autopilot's policy for each optional one is in its comment.
 */
import { attackGeometry } from '../../../kernel/index.ts';
import type { RoundContext } from '../context.ts';
import type { AttackFace, DefenceFace } from '../dice.ts';
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import { yesNo } from './cardUse.ts';
import { diceAbilities } from './diceAbilities.ts';
import { LOCKS_BARRED, lockIsFresh } from './attackLocks.ts';
import { hullLeft } from '../effective.ts';
import type { Suffer } from './wave1to4Triggers.ts';
import type { AttackInfo, CardAbility, DiceEffect } from './types.ts';
import type { AttackCardEffect } from './upgradeWindowEffects.ts';
import { cardOptionalDice } from './crewDiceCards.ts';

/** The names of the ship's cards with an `attack-card` effect of one kind (each once: Finn has two effects). */
function cardsOf(ship: ShipState, does: AttackCardEffect['does']): string[] {
  return [...new Set(effectsOf(ship, 'attack-card').flatMap((e) => (e.effect.does === does ? [e.card] : [])))];
}

/** True when `target` is inside `ship`'s primary firing arc. */
function inArcOf(ship: ShipState, target: ShipState): boolean {
  return attackGeometry(ship.pose, ship.size, 'primary', target.pose, target.size, []).inArc;
}

/** The speed of the maneuver the ship executed this round (0 when it executed none: ctx.flown names it). */
function speedFlown(ctx: RoundContext, ship: ShipState): number {
  return Number(/-(\d)$/.exec(ctx.flown.get(ship.id) ?? '')?.[1] ?? 0);
}

/**
 * Attack dice the attacker may add before rolling (rules: ATTACK step 2): Trick Shot's 1 when the attack is
 * obstructed; Cruise Missiles' as many as the speed of the maneuver executed this round, at most 4. More attack dice
 * never lower the result, so the autopilot always rolls them.
 */
export function optionalDice(ctx: RoundContext, info: AttackInfo): number {
  const { attacker, weapon } = info;
  let added = 0;
  if (info.obstructed)
    for (const card of cardsOf(attacker, 'trick-shot')) if (yesNo(ctx, attacker, card, true)) added++;
  const speed = Math.min(weapon?.speedDice ?? 0, speedFlown(ctx, attacker));
  if (weapon && speed > 0 && yesNo(ctx, attacker, weapon.name, true)) added += speed;
  // Alliance Overhaul (crewDiceCards.ts).
  return added + cardOptionalDice(ctx, info);
}

/** True when one of the owner's dice abilities in this attack can reroll or change a blank result. */
function blankUsable(info: AttackInfo, owner: ShipState, window: DiceEffect['window']): boolean {
  return diceAbilities(info, window).some(({ owner: o, effect }) => {
    if (o !== owner) return false;
    const c = effect.change;
    return c.op === 'reroll' ? !c.faces || c.faces.includes('blank') : c.from.includes('blank');
  });
}

/**
 * Added to the attack dice at the start of the Modify Attack Dice step. Fearlessness: 1 hit when the attacker is
 * inside the defender's firing arc at Range 1 and the defender inside its own (the autopilot always adds it). Finn:
 * 1 blank result in a primary weapon attack on a defender inside the firing arc; the autopilot adds it only when it
 * can make something of a blank in this attack: its target lock on the defender (not barred), or a dice ability of
 * its own that rerolls or changes blanks.
 */
export function addedAttackResults(
  ctx: RoundContext,
  info: AttackInfo,
  dice: AttackFace[],
  mods: string[],
): AttackFace[] {
  const { attacker, defender } = info;
  const out = [...dice];
  const facing = info.range === 1 && !info.outsideDefenderArc && inArcOf(attacker, defender);
  for (const card of cardsOf(attacker, 'fearlessness'))
    if (facing && yesNo(ctx, attacker, card, true)) {
      out.push('hit');
      mods.push(card);
    }
  if (info.weapon !== null || !inArcOf(attacker, defender)) return out;
  const lock = attacker.lockOn === defender.id && !lockIsFresh(attacker) && !attacker.roundFlags.includes(LOCKS_BARRED);
  const worth = lock || blankUsable(info, attacker, 'modify-attack-dice');
  for (const card of cardsOf(attacker, 'finn'))
    if (yesNo(ctx, attacker, card, worth)) {
      out.push('blank');
      mods.push(card);
    }
  return out;
}

/**
 * Finn aboard the defender, with the attacker inside its firing arc: 1 blank result added to the defence dice; the
 * autopilot adds it only when one of its own dice abilities rerolls or changes blanks (Sensor Cluster, Autothrusters…).
 */
export function addedDefenceResults(
  ctx: RoundContext,
  info: AttackInfo,
  def: DefenceFace[],
  mods: string[],
): DefenceFace[] {
  const { defender } = info;
  if (info.outsideDefenderArc) return def;
  const out = [...def];
  const worth = blankUsable(info, defender, 'modify-defence-dice');
  for (const card of cardsOf(defender, 'finn'))
    if (yesNo(ctx, defender, card, worth)) {
      out.push('blank');
      mods.push(card);
    }
  return out;
}

/**
 * R3 Astromech, at the end of the Modify Attack Dice step of a primary weapon attack, once per round: 1 focus result
 * cancelled for 1 evade token. A focus result left then counts for nothing, so the autopilot always trades it.
 */
export function cancelFocusForEvade(
  ctx: RoundContext,
  info: AttackInfo,
  dice: AttackFace[],
  mods: string[],
): AttackFace[] {
  const { attacker } = info;
  const k = dice.indexOf('focus');
  if (info.weapon !== null || k < 0) return dice;
  for (const card of cardsOf(attacker, 'r3-astromech')) {
    const flag = `used:${card}`;
    if (attacker.roundFlags.includes(flag) || !yesNo(ctx, attacker, card, true)) continue;
    attacker.roundFlags.push(flag);
    attacker.evade++;
    ctx.timeline.push({ kind: 'token', unit: attacker.id, token: 'evade', count: attacker.evade }, 0);
    mods.push(card);
    return dice.filter((_, j) => j !== k);
  }
  return dice;
}

/**
 * Lightweight Frame, right after the defence dice are rolled: 1 more defence die when the attack has more dice than
 * the defence (the attack's dice as they stand, results added by cards counted). Not optional. The die joins the
 * roll (`rolled`) and the dice.
 */
export function extraDefenceDie(
  ctx: RoundContext,
  info: AttackInfo,
  attack: readonly AttackFace[],
  rolled: DefenceFace[],
  def: DefenceFace[],
  mods: string[],
): DefenceFace[] {
  const { defender } = info;
  const out = [...def];
  for (const card of cardsOf(defender, 'lightweight-frame')) {
    if (attack.length <= out.length) continue;
    const [face] = ctx.roll(defender, card, 'defence', 1) as DefenceFace[];
    if (!face) continue;
    rolled.push(face);
    out.push(face);
    mods.push(card);
  }
  return out;
}

/**
 * Hotshot Co-pilot: the card that makes `who` spend 1 focus token in this attack, or null. Aboard the attacker in a
 * primary weapon attack, the defender must; aboard the defender, the attacker must.
 */
export function mustSpendFocus(info: AttackInfo, who: 'attacker' | 'defender'): string | null {
  if (who === 'defender' && info.weapon !== null) return null;
  const other = who === 'attacker' ? info.defender : info.attacker;
  return cardsOf(other, 'hotshot')[0] ?? null;
}

/**
 * R5-P8, once per round after the ship defends: roll 1 attack die; a hit deals the attacker 1 damage, a crit the
 * attacker and the ship 1 damage each. The autopilot rolls unless the ship's own damage on a crit would destroy it
 * (1 shield or hull left).
 */
export function afterDefending(ctx: RoundContext, info: AttackInfo, suffer: Suffer): void {
  const { attacker, defender } = info;
  for (const { card } of effectsOf(defender, 'after-defending')) {
    const flag = `used:${card}`;
    if (defender.destroyed || attacker.destroyed || defender.roundFlags.includes(flag)) return;
    if (!yesNo(ctx, defender, card, defender.shields + hullLeft(defender) > 1)) continue;
    defender.roundFlags.push(flag);
    const face = ctx.effectRoll(defender, card, 1)[0];
    if (face === 'hit' || face === 'crit') suffer(attacker, 1, 0);
    if (face === 'crit') suffer(defender, 1, 0);
  }
}

/** The cards of this module, keyed by xws. */
export const ATTACK_RESULT_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // "When attacking, if the attack is obstructed, you may roll 1 additional attack die."
  ['trickshot', { effects: [{ kind: 'attack-card', window: 'roll-attack-dice', does: 'trick-shot' }] }],
  // "When attacking, if you are inside the defender's firing arc at Range 1 and the defender is inside your firing
  // arc, you may add 1 [Hit] result to your roll."
  ['fearlessness', { effects: [{ kind: 'attack-card', window: 'modify-attack-dice', does: 'fearlessness' }] }],
  // Finn: "When attacking with a primary weapon or defending, if the enemy ship is inside your firing arc, you may add
  // 1 blank result to your roll."
  [
    'finn',
    {
      effects: [
        { kind: 'attack-card', window: 'modify-attack-dice', does: 'finn' },
        { kind: 'attack-card', window: 'modify-defence-dice', does: 'finn' },
      ],
    },
  ],
  // "Once per round, when attacking with a primary weapon, you may cancel 1 of your [Focus] results during the "Modify
  // Attack Dice" step to assign 1 evade token to your ship."
  ['r3astromech', { effects: [{ kind: 'attack-card', window: 'modify-attack-dice', does: 'r3-astromech' }] }],
  // "When defending, after rolling defense dice, if there are more attack dice than defense dice, roll 1 additional
  // defense die. You cannot equip this card if your agility value is "3" or higher."
  ['lightweightframe', { effects: [{ kind: 'attack-card', window: 'roll-defence-dice', does: 'lightweight-frame' }] }],
  // "When attacking with a primary weapon, the defender must spend 1 focus token if able. When defending, the attacker
  // must spend 1 focus token if able."
  [
    'hotshotcopilot',
    {
      effects: [
        { kind: 'attack-card', window: 'modify-defence-dice', does: 'hotshot' },
        { kind: 'attack-card', window: 'modify-attack-dice', does: 'hotshot' },
      ],
    },
  ],
  // "Once per round, after defending, you may roll 1 attack die. On a [Hit] result, the attacker suffers 1 damage. On a
  // [Critical Hit] result, you and the attacker each suffer 1 damage."
  ['r5p8', { effects: [{ kind: 'after-defending', window: 'after-attack' }] }],
];
