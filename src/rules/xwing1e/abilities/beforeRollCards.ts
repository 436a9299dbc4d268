/**
 * Cards that act just before dice are rolled (rules: ATTACK step 4): C-3PO's guess of the defence dice's evade
 * results. The use names the guess (`guess`); the autopilot's policy is in the comment.
 */
import type { RoundContext } from '../context.ts';
import type { DefenceFace } from '../dice.ts';
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import type { CardAbility } from './types.ts';

/** The likeliest number of evade results on `n` defence dice (3 evade faces of 8): ⌊(n + 1) · 3/8⌋. */
function likeliestEvades(n: number): number {
  return Math.floor(((n + 1) * 3) / 8);
}

/**
 * Rolls the defender's `count` defence dice. C-3PO, once per round, guesses the evade results before the roll; when
 * the roll shows that many (before modifying dice), 1 evade result is added. The autopilot guesses the likeliest
 * number. Returns the dice as rolled and after the added result.
 */
export function rollDefenceDice(
  ctx: RoundContext,
  defender: ShipState,
  count: number,
  mods: string[],
): { rolled: DefenceFace[]; dice: DefenceFace[] } {
  const guesses: { card: string; guess: number }[] = [];
  for (const { card } of effectsOf(defender, 'guess-evades')) {
    const flag = `used:${card}`;
    if (count === 0 || defender.roundFlags.includes(flag)) continue;
    const { use } = ctx.choose(
      defender,
      {
        card,
        suggested: () => ({ ship: defender.id, card, use: true, guess: likeliestEvades(count) }),
        choices: Array.from({ length: count + 1 }, (_, guess) => ({ ship: defender.id, card, use: true, guess })),
      },
      (u) =>
        Number.isInteger(u.guess) && (u.guess ?? -1) >= 0 && (u.guess ?? 0) <= count
          ? null
          : { field: 'guess', message: `expected a number of evade results from 0 to ${count}, got ${u.guess}` },
    );
    if (!use.use || use.guess === undefined) continue;
    defender.roundFlags.push(flag);
    guesses.push({ card, guess: use.guess });
  }
  const rolled = ctx.roll(defender, 'defence', 'defence', count) as DefenceFace[];
  const dice = [...rolled];
  const evades = rolled.filter((f) => f === 'evade').length;
  for (const { card, guess } of guesses) {
    if (guess !== evades) continue;
    dice.push('evade');
    mods.push(card);
  }
  return { rolled, dice };
}

/** Cards that act before dice are rolled, keyed by xws. */
export const BEFORE_ROLL_ABILITIES: readonly (readonly [string, CardAbility])[] = [
  // C-3PO: "Once per round, before you roll 1 or more defense dice, you may guess aloud a number of [Evade] results.
  // If you roll that many [Evade] results (before modifying dice), add 1 [Evade] result."
  ['c3po', { effects: [{ kind: 'guess-evades', window: 'roll-defence-dice' }] }],
];
