/**
 * Card abilities that modify dice during an attack (rules: ATTACK steps 3 and 5, MODIFYING DICE): which apply,
 * what the autopilot picks, checking a recorded pick, and changing or rerolling the dice. The autopilot's
 * policy: an owner uses every ability that helps its side — rerolls take blanks, then focus results the roller
 * cannot spend a focus token on (attacking or defending); a reroll of all dice (Han Solo) is made when fewer of
 * them count than a fresh roll's average; a defender's forced reroll takes a critical, then a hit, an attacker's
 * forced reroll of defence dice an evade, then a focus result; changes take the
 * first matching dice; a defender changes its dice only while the attack still hits, and the attacker's whenever
 * it can.
 */
import type { RoundContext } from '../context.ts';
import type { AbilityUse } from '../decisions.ts';
import { compareResults, type AttackFace, type DefenceFace } from '../dice.ts';
import { shipRange } from '../../../kernel/index.ts';
import type { ShipState } from '../state.ts';
import { type CardEffect, effectsOf } from './active.ts';
import { afterFocusSpent, afterStress, afterStressRemoved, jammedBy } from './triggers.ts';
import { flaggedDiceAbilities } from './diceCards.ts';
import { fixedDice } from './beforeRollCards.ts';
import { afterLockSpent, lockIsFresh } from './attackLocks.ts';
import type { AttackInfo, DiceEffect, Face } from './types.ts';

/** One dice ability that applies now, and the ship that decides it. */
export interface DiceAbility {
  owner: ShipState;
  card: string;
  effect: DiceEffect;
}

/** True when two ships are at range 1 of each other. */
function atRange1(a: ShipState, b: ShipState): boolean {
  return shipRange(a.pose, a.size, b.pose, b.size).band === 1;
}

/** The dice abilities of this window that apply to the attack, the side whose dice they are not first. */
export function diceAbilities(a: AttackInfo, window: DiceEffect['window']): DiceAbility[] {
  const out: DiceAbility[] = [];
  // A friend's ability (Howlrunner's) is decided by the attacker: "it may reroll 1 attack die".
  const take = (chooser: ShipState, list: CardEffect[], role: DiceEffect['role']) => {
    for (const { card, effect } of list) {
      if (effect.kind !== 'dice' || effect.window !== window || effect.role !== role) continue;
      if (effect.oncePerRound && chooser.roundFlags.includes(usedFlag(card))) continue;
      if (!effect.when || effect.when(a)) out.push({ owner: chooser, card, effect });
    }
  };
  // The attack dice: the defender's abilities first; the defence dice: the attacker's (rules: ATTACK steps 3, 5).
  const sides = [
    [a.defender, 'defender'],
    [a.attacker, 'attacker'],
  ] as const;
  for (const [ship, role] of window === 'modify-attack-dice' ? sides : [...sides].reverse())
    take(ship, effectsOf(ship, 'dice'), role);
  for (const flagged of flaggedDiceAbilities(a, window)) out.push(flagged);
  for (const w of a.weapon?.dice ?? [])
    if (w.window === window) out.push({ owner: a.attacker, card: a.weapon?.name ?? '', effect: w });
  if (a.attacker.roundFlags.includes('marksmanship') && window === 'modify-attack-dice')
    out.push({ owner: a.attacker, card: 'Marksmanship', effect: MARKSMANSHIP });
  if (a.attacker.roundFlags.includes(LUKE_CREW_ATTACK) && window === 'modify-attack-dice')
    out.push({ owner: a.attacker, card: 'Luke Skywalker', effect: FOCUS_TO_HIT });
  for (const [helped, role] of [
    [a.attacker, 'attacker-friend'],
    [a.defender, 'defender-friend'],
  ] as const) {
    for (const friend of a.state.ships) {
      if (friend === helped || friend.destroyed || friend.player !== helped.player) continue;
      const list = effectsOf(friend, 'dice').filter(
        (e) =>
          e.effect.role === role && (e.effect.friendWhen ? e.effect.friendWhen(friend, a) : atRange1(friend, helped)),
      );
      if (list.length) take(helped, list, role);
    }
  }
  return out;
}

/** The round flag marking a once-per-round card as used this round. */
const usedFlag = (card: string) => `used:${card}`;

/** The round flag of the attack Luke Skywalker (crew) grants, while it is made (combat.ts, bonusAttack). */
export const LUKE_CREW_ATTACK = 'luke-crew-attack';

/** Luke Skywalker (crew)'s attack: "You may change 1 [Focus] result to a [Hit] result." */
const FOCUS_TO_HIT: DiceEffect = {
  kind: 'dice',
  window: 'modify-attack-dice',
  role: 'attacker',
  change: { op: 'change', from: ['focus'], to: 'hit', max: 1 },
};

/** Marksmanship's effect while its action lasts. */
const MARKSMANSHIP: DiceEffect = {
  kind: 'dice',
  window: 'modify-attack-dice',
  role: 'attacker',
  change: { op: 'change', from: ['focus'], to: 'crit', max: 1, rest: 'hit' },
};

/** Dice indices the ability may pick: unrerolled ones of the allowed faces. */
function legalDice(effect: DiceEffect, dice: readonly Face[], rerolled: ReadonlySet<number>): number[] {
  const c = effect.change;
  const out: number[] = [];
  dice.forEach((f, k) => {
    if (c.op === 'reroll' ? !rerolled.has(k) && (!c.faces || c.faces.includes(f)) : c.from.includes(f)) out.push(k);
  });
  return out;
}

/** The autopilot's pick (see the module comment); empty: it does not use the ability. */
function suggestedDice(
  ability: DiceAbility,
  legal: number[],
  dice: readonly Face[],
  a: AttackInfo,
  canFocus: boolean,
  attack: readonly AttackFace[] | null,
): number[] {
  const c = ability.effect.change;
  const attackDice = ability.effect.window === 'modify-attack-dice';
  const byDefender = ability.owner === a.defender;
  let wanted: number[];
  if (c.op === 'change') {
    // A defender's change of its own dice: only while the attack still hits.
    const still = attack ? compareResults(attack, dice as DefenceFace[]) : null;
    const rank = (k: number) => c.from.indexOf(dice[k] ?? 'blank');
    const ordered = c.inOrder ? [...legal].sort((i, j) => rank(i) - rank(j)) : legal;
    wanted = still && still.hits + still.crits === 0 ? [] : ordered;
    // A change of the other side's dice (Sensor Jammer: a hit to a focus result; Juke: an evade) always helps.
    if (attackDice === byDefender) wanted = legal;
    // Calculation spends a focus token: kept for the token's own change while it would turn 2 focus results to hits.
    const focusResults = dice.filter((f) => f === 'focus').length;
    if (ability.effect.cost === 'spend-focus' && ability.owner.focus < 2 && focusResults > 1) wanted = [];
  } else if (attackDice && byDefender) {
    wanted = [...legal.filter((k) => dice[k] === 'crit'), ...legal.filter((k) => dice[k] === 'hit')];
  } else if (!attackDice && !byDefender) {
    // The attacker's forced reroll of defence dice (R4-B11): evades, then focus results the defender could spend a
    // focus token on, while the attack has a hit or crit to land.
    const lands = attack?.some((f) => f === 'hit' || f === 'crit') ?? false;
    const focus = a.defender.focus > 0 ? legal.filter((k) => dice[k] === 'focus') : [];
    wanted = lands ? [...legal.filter((k) => dice[k] === 'evade'), ...focus] : [];
  } else if (c.all) {
    wanted = rerollAllHelps(legal, dice, canFocus) ? legal : [];
  } else {
    // Blanks, then focus results the roller has no focus token to spend on.
    wanted = [...legal.filter((k) => dice[k] === 'blank'), ...legal.filter((k) => dice[k] === 'focus' && !canFocus)];
  }
  return wanted.slice(0, maxOf(ability.effect, a, ability.owner));
}

/** How many dice the ability may pick in this attack. */
function maxOf(effect: DiceEffect, a: AttackInfo, owner: ShipState): number {
  const c = effect.change;
  return c.op === 'reroll' && c.maxFor ? c.maxFor(a, owner) : c.max;
}

/**
 * Whether rerolling all of these attack dice is worth it: they show fewer results that count (hits, crits, and
 * focus results when a focus token can be spent) than a fresh roll's average of 1/2 a die (3/4 with the token:
 * an attack die has 3 hit, 1 crit, 2 focus and 2 blank faces of 8).
 */
function rerollAllHelps(legal: readonly number[], dice: readonly Face[], canFocus: boolean): boolean {
  const counts = (f: Face | undefined) => f === 'hit' || f === 'crit' || (canFocus && f === 'focus');
  const now = legal.filter((k) => counts(dice[k])).length;
  return now < legal.length * (canFocus ? 0.75 : 0.5);
}

/**
 * A recorded pick's problem: indices must be distinct, legal, and no more than the card allows; a card that
 * rerolls all its dice takes every legal one.
 */
function pickProblem(
  use: AbilityUse,
  legal: number[],
  max: number,
  all = false,
): { field: string; message: string } | null {
  const picked = use.dice ?? [];
  if (all && (picked.length !== legal.length || !legal.every((k) => picked.includes(k))))
    return {
      field: 'dice',
      message: `the card rerolls as many dice as possible: expected dice ${JSON.stringify(legal)}, got ${JSON.stringify(picked)}`,
    };
  if (picked.length === 0 || picked.length > max || new Set(picked).size !== picked.length)
    return { field: 'dice', message: `expected 1 to ${max} distinct dice, got ${JSON.stringify(picked)}` };
  const bad = picked.find((k) => !legal.includes(k));
  if (bad !== undefined)
    return {
      field: 'dice',
      message: `die ${bad} cannot be picked (the card allows dice ${legal.join(', ') || 'none'})`,
    };
  return null;
}

/**
 * Offers one dice ability (when it has dice to pick) and applies the owner's choice. `roller`: the ship whose
 * dice these are (it rolls any reroll). Returns the dice after the ability; marks rerolled dice.
 */
export function resolveDiceAbility<F extends Face>(
  ctx: RoundContext,
  ability: DiceAbility,
  a: AttackInfo,
  dice: F[],
  rerolled: Set<number>,
  roller: ShipState,
  context: { canFocus: boolean; attack: readonly AttackFace[] | null; mods: string[] },
): F[] {
  const { effect, owner, card } = ability;
  // A card that spends the lock needs it still: the attacker may have spent it on rerolls since the list was made.
  if (effect.cost?.startsWith('spend-lock') && ((effect.when && !effect.when(a)) || lockIsFresh(owner))) return dice;
  // Carnor Jax at Range 1 forbids spending the focus token "Omega Ace" pays; Calculation needs a token it may spend.
  if (effect.cost === 'spend-lock-and-focus' && jammedBy(ctx.state, owner)) return dice;
  if (effect.cost === 'spend-focus' && (!context.canFocus || owner.focus === 0)) return dice;
  // Emperor Palpatine's die "cannot be modified again".
  const fixed = fixedDice(roller, effect.window === 'modify-attack-dice' ? 'attack' : 'defence');
  const legal = legalDice(effect, dice, rerolled).filter((k) => !fixed.includes(k));
  const max = maxOf(effect, a, owner);
  if (legal.length === 0 || max === 0) return dice;
  const suggested = (): AbilityUse => {
    const pick = suggestedDice(ability, legal, dice, a, context.canFocus, context.attack);
    return { ship: owner.id, card, use: pick.length > 0, ...(pick.length ? { dice: pick } : {}) };
  };
  const c = effect.change;
  const offer = {
    card,
    suggested,
    dice: {
      faces: [...dice],
      legal,
      max,
      effect: c.op === 'reroll' ? ('reroll' as const) : (`to ${c.to}` as const),
      ...(c.op === 'reroll' && c.all ? { all: true as const } : {}),
    },
  };
  const { use } = ctx.choose(owner, offer, (u) => pickProblem(u, legal, max, c.op === 'reroll' && c.all === true));
  if (!use.use) return dice;
  const picked = use.dice ?? [];
  const out = [...dice];
  if (c.op === 'reroll') {
    const kind = effect.window === 'modify-attack-dice' ? 'attack' : 'defence';
    const again = ctx.roll(roller, card, kind, picked.length) as F[];
    picked.forEach((k, j) => {
      out[k] = again[j] ?? (out[k] as F);
      rerolled.add(k);
    });
  } else {
    for (const k of picked) out[k] = c.to as F;
    // Sensor Jammer: "The attacker cannot reroll the die with the changed result."
    if (c.noRerollAfter) for (const k of picked) rerolled.add(k);
    if (c.rest) out.forEach((f, k) => c.from.includes(f) && !picked.includes(k) && (out[k] = c.rest as F));
  }
  if (effect.cost === 'remove-stress' && owner.stress > 0) {
    owner.stress--;
    ctx.timeline.push({ kind: 'token', unit: owner.id, token: 'stress', count: owner.stress }, 0);
    afterStressRemoved(ctx, owner);
  }
  if ((effect.cost === 'spend-lock-and-focus' || effect.cost === 'spend-focus') && owner.focus > 0) {
    owner.focus--;
    ctx.timeline.push({ kind: 'token', unit: owner.id, token: 'focus', count: owner.focus }, 0);
    if (effect.cost === 'spend-focus') afterFocusSpent(ctx, owner);
  }
  if ((effect.cost === 'spend-lock' || effect.cost === 'spend-lock-and-focus') && owner.lockOn !== null) {
    const target = owner.lockOn;
    owner.lockOn = null;
    ctx.timeline.push({ kind: 'token', unit: owner.id, token: 'lock', target, count: 0 }, 0);
    afterLockSpent(ctx, owner, target);
  }
  if (effect.oncePerRound) owner.roundFlags.push(usedFlag(card));
  if (effect.cost === 'stress') {
    owner.stress++;
    ctx.timeline.push({ kind: 'token', unit: owner.id, token: 'stress', count: owner.stress }, 0);
    afterStress(ctx, owner);
  }
  context.mods.push(card);
  return out;
}
