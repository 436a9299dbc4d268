/**
 * Cards that act just before an attack's dice are rolled (rules: ATTACK steps 2 and 4): Emperor Palpatine names a
 * result one die must then show (the uses' `result` and `dice`), C-3PO guesses the defence dice's evade results (the
 * use's `guess`). The autopilot's policy for each is in its comment.
 */
import type { RoundContext } from '../context.ts';
import { type AttackFace, type DefenceFace, type DieKind } from '../dice.ts';
import { type ShipState, shipsInPlay } from '../state.ts';
import { effectsOf } from './active.ts';
import type { CardAbility } from './types.ts';

/** Each die kind's faces, worst for its roller first. */
const FACES: Readonly<Record<DieKind, readonly string[]>> = {
  attack: ['blank', 'focus', 'hit', 'crit'],
  defence: ['blank', 'focus', 'evade'],
};

/** The round flag of a die Emperor Palpatine's change fixed in the attack now resolved: `palpatine:<kind>:<index>`. */
export const FIXED_DIE = 'palpatine:';

/** The indices of the roller's dice of this kind that "cannot be modified again" (Emperor Palpatine). */
export function fixedDice(roller: ShipState, kind: DieKind): number[] {
  const prefix = `${FIXED_DIE}${kind}:`;
  return roller.roundFlags.filter((f) => f.startsWith(prefix)).map((f) => Number(f.slice(prefix.length)));
}

/**
 * Emperor Palpatine, before a friendly ship rolls an attack's dice, once per round: its owner may name a result. The
 * autopilot names a crit for the first attack roll of a friendly ship, an evade for the first defence roll, whichever
 * comes first in the round. Returns the result named, or null.
 */
function nameResult(ctx: RoundContext, roller: ShipState, kind: DieKind): string | null {
  for (const owner of shipsInPlay(ctx.state)) {
    if (owner.player !== roller.player) continue;
    for (const { card } of effectsOf(owner, 'name-result')) {
      const flag = `used:${card}`;
      if (owner.roundFlags.includes(flag)) continue;
      const use = (result: string) => ({ ship: owner.id, card, use: true, result });
      const faces = FACES[kind];
      const { use: named } = ctx.choose(
        owner,
        { card, suggested: () => use(faces[faces.length - 1] ?? 'blank'), choices: faces.map(use) },
        (u) =>
          faces.includes(u.result ?? '')
            ? null
            : {
                field: 'result',
                message: `expected a ${kind} die result (${faces.join(', ')}), got ${JSON.stringify(u.result)}`,
              },
      );
      if (!named.use || named.result === undefined) continue;
      owner.roundFlags.push(flag);
      return named.result;
    }
  }
  return null;
}

/**
 * After the roll, the roller must change 1 die to the named result (not optional); that die "cannot be modified again"
 * (a round flag until the attack ends). The autopilot changes its worst die.
 */
function showNamed<F extends string>(
  ctx: RoundContext,
  roller: ShipState,
  kind: DieKind,
  named: string,
  dice: F[],
): F[] {
  const card = 'Emperor Palpatine';
  if (dice.length === 0) return dice;
  const faces = FACES[kind];
  const worst = dice.reduce((a, f, k) => (faces.indexOf(f) < faces.indexOf(dice[a] ?? f) ? k : a), 0);
  const { use, at } = ctx.choose(
    roller,
    {
      card,
      suggested: () => ({ ship: roller.id, card, use: true, dice: [worst] }),
      choices: dice.map((_, k) => ({ ship: roller.id, card, use: true, dice: [k] })),
    },
    (u) =>
      u.dice?.length === 1 && Number.isInteger(u.dice[0]) && (u.dice[0] ?? -1) >= 0 && (u.dice[0] ?? 0) < dice.length
        ? null
        : { field: 'dice', message: `expected 1 die, 0–${dice.length - 1}, got ${JSON.stringify(u.dice)}` },
  );
  const k = use.dice?.[0];
  if (!use.use || k === undefined)
    throw ctx.error(`${at}.use`, `${card}: the change is not optional ("you must change 1 of your dice results")`);
  roller.roundFlags.push(`${FIXED_DIE}${kind}:${k}`);
  return dice.map((f, j) => (j === k ? (named as F) : f));
}

/** Rolls an attack's `count` attack dice: Emperor Palpatine's named result first. Returns the dice as rolled and after. */
export function rollAttackDice(
  ctx: RoundContext,
  attacker: ShipState,
  count: number,
  mods: string[],
): { rolled: AttackFace[]; dice: AttackFace[] } {
  const named = count > 0 ? nameResult(ctx, attacker, 'attack') : null;
  const rolled = ctx.roll(attacker, 'attack', 'attack', count) as AttackFace[];
  if (named === null) return { rolled, dice: [...rolled] };
  mods.push('Emperor Palpatine');
  return { rolled, dice: showNamed(ctx, attacker, 'attack', named, [...rolled]) };
}

/** The likeliest number of evade results on `n` defence dice (3 evade faces of 8): ⌊(n + 1) · 3/8⌋. */
function likeliestEvades(n: number): number {
  return Math.floor(((n + 1) * 3) / 8);
}

/**
 * Rolls the defender's `count` defence dice, Emperor Palpatine's named result as for attack dice. C-3PO, once per round, guesses the evade results before the roll; when
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
  const named = count > 0 ? nameResult(ctx, defender, 'defence') : null;
  const rolled = ctx.roll(defender, 'defence', 'defence', count) as DefenceFace[];
  let dice = [...rolled];
  if (named !== null) {
    mods.push('Emperor Palpatine');
    dice = showNamed(ctx, defender, 'defence', named, dice);
  }
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
  // Emperor Palpatine: "Once per round, before a friendly ship rolls dice, you may name a die result. After rolling,
  // you must change 1 of your dice results to the named result. That die result cannot be modified again."
  [
    'emperorpalpatine',
    {
      effects: [{ kind: 'name-result', window: 'roll-attack-dice' }],
      missing:
        'dice rolled outside an attack (obstacles, cards); a named focus result is still changed by a focus token',
    },
  ],
];
