/**
 * Choices cards make during setup (rules: SETUP): A Score to Settle's "During setup, before the "Place Forces" step,
 * choose 1 enemy ship and assign the "A Debt to Pay" Condition card to it." A battle file states each as a
 * `setupChoices` entry (`ship`: the card's ship, `card`: its printed name, `target`: the ship chosen); the engine
 * writes back what it decided. Left open, the card chooses the enemy ship of the most squad points (the first in the
 * file on a tie): the one worth most to destroy.
 */
import type { InputProblem } from '../../../battle/validationError.ts';
import { conditionByXws } from '../catalog.ts';
import type { GameState, ShipState } from '../state.ts';
import { effectsOf } from './active.ts';
import { DEBT } from './conditionIds.ts';

/** A choice made during setup, as a battle file states it. */
export interface SetupChoice {
  ship: string;
  card: string;
  target: string;
}

/** The card of each setup choice the engine knows, and the Condition it assigns. */
const SETUP_CONDITIONS: ReadonlyMap<string, string> = new Map([['A Score to Settle', DEBT]]);

/** The ships whose cards choose during setup, with the card's name. */
function choosers(state: GameState): { ship: ShipState; card: string }[] {
  return state.ships.flatMap((ship) =>
    effectsOf(ship, 'condition-op')
      .filter((e) => e.effect.op === 'debt-at-setup')
      .map((e) => ({ ship, card: e.card })),
  );
}

/** Problems of the file's setup choices: each names a ship with the card and an enemy ship. */
function choiceProblems(state: GameState, choices: readonly SetupChoice[]): InputProblem[] {
  const problems: InputProblem[] = [];
  const made = choosers(state);
  choices.forEach((c, i) => {
    const at = `setupChoices[${i}]`;
    const ship = state.ships.find((s) => s.id === c.ship);
    const target = state.ships.find((s) => s.id === c.target);
    if (!SETUP_CONDITIONS.has(c.card))
      problems.push({ path: `${at}.card`, message: `expected "A Score to Settle", got ${JSON.stringify(c.card)}` });
    else if (!made.some((m) => m.ship.id === c.ship && m.card === c.card))
      problems.push({ path: `${at}.ship`, message: `${JSON.stringify(c.ship)} has no ${c.card} card` });
    else if (choices.findIndex((d) => d.ship === c.ship && d.card === c.card) !== i)
      problems.push({ path: at, message: `${c.ship}'s ${c.card} chooses once` });
    if (!target || !ship || target.player === ship.player)
      problems.push({
        path: `${at}.target`,
        message: `expected an enemy ship of ${c.ship}, got ${JSON.stringify(c.target)}`,
      });
  });
  return problems;
}

/**
 * Makes the setup choices (the file's, else the default above) and assigns their Conditions. Returns the problems of
 * the file's choices (the caller throws them) and leaves the state unchanged then.
 */
export function setupConditions(state: GameState, choices: readonly SetupChoice[] = []): InputProblem[] {
  const problems = choiceProblems(state, choices);
  if (problems.length) return problems;
  for (const { ship, card } of choosers(state)) {
    const given = choices.find((c) => c.ship === ship.id && c.card === card);
    const enemies = state.ships.filter((s) => s.player !== ship.player);
    const target = given
      ? enemies.find((s) => s.id === given.target)
      : enemies.reduce<ShipState | undefined>((a, b) => (a && a.points >= b.points ? a : b), undefined);
    const xws = SETUP_CONDITIONS.get(card);
    const condition = xws === undefined ? undefined : conditionByXws(xws);
    if (!target || !condition) continue;
    (target.conditions ??= []).push({ xws: condition.xws, name: condition.name, by: ship.id });
  }
  return [];
}

/** The setup choices a state shows (each Condition assigned at setup), for the completed battle file. */
export function setupChoicesOf(state: GameState): SetupChoice[] {
  const out: SetupChoice[] = [];
  for (const target of state.ships)
    for (const c of target.conditions ?? []) {
      const card = [...SETUP_CONDITIONS].find(([, xws]) => xws === c.xws)?.[0];
      if (card) out.push({ ship: c.by, card, target: target.id });
    }
  return out;
}
