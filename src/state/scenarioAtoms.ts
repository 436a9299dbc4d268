/**
 * The scenario on show and the last loading problem. Loading never loses what is shown: a bad file only sets
 * the error, and the previous scenario stays.
 */
import { atom } from 'jotai';
import { InputError } from '../battle/validationError.ts';
import { type LoadedScenario, prepareScenario } from './prepareScenario.ts';

/** A problem loading a scenario: where from, and the message (naming the field for bad input). */
export interface LoadError {
  source: string;
  message: string;
  /** The JSON path of the first problem (`ships[1].heading`), when the input was invalid. */
  field: string | null;
}

/** The scenario on show (null only before the first load). */
export const loadedScenarioAtom = atom<LoadedScenario | null>(null);

/** The last loading problem, until dismissed or until a scenario loads. */
export const loadErrorAtom = atom<LoadError | null>(null);

/** What to load: JSON text or a parsed value, and where it came from. */
export interface ScenarioInput {
  source: string;
  input: string | unknown;
}

/** Turns any thrown value into a LoadError for a source. */
export function loadErrorOf(source: string, e: unknown): LoadError {
  if (e instanceof InputError) {
    return { source, message: e.message, field: e.problems[0]?.path ?? null };
  }
  return { source, message: e instanceof Error ? e.message : String(e), field: null };
}

/**
 * Loads a scenario: on success it replaces the one shown and clears the error; on failure only the error is set
 * (the scenario on show stays). Returns the error, or null on success.
 */
export const loadScenarioAtom = atom(null, (_get, set, { source, input }: ScenarioInput): LoadError | null => {
  try {
    const loaded = prepareScenario(input, source);
    set(loadedScenarioAtom, loaded);
    set(loadErrorAtom, null);
    return null;
  } catch (e) {
    const error = loadErrorOf(source, e);
    set(loadErrorAtom, error);
    return error;
  }
});
