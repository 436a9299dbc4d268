/**
 * The file on show (a scenario or a battle) and the last loading problem. Loading never loses what is shown: a
 * bad file only sets the error, and the previous scenario or battle stays.
 */
import { atom } from 'jotai';
import { InputError, problemLines } from '../battle/validationError.ts';
import { battleEventIndexAtom, playbackClockAtom, playbackSpeedAtom } from './playbackAtoms.ts';
import type { LoadedBattle } from './prepareBattle.ts';
import { type LoadedView, prepareInput } from './prepareInput.ts';
import type { LoadedScenario } from './prepareScenario.ts';

/** A problem loading a file: where from, and the message (naming the field for bad input). */
export interface LoadError {
  source: string;
  message: string;
  /** The JSON path of the first problem (`ships[1].heading`), when the input was invalid. */
  field: string | null;
}

/** The scenario or battle on show (null only before the first load). */
export const loadedViewAtom = atom<LoadedView | null>(null);

/** The scenario on show, or null when a battle (or nothing) is shown. */
export const loadedScenarioAtom = atom<LoadedScenario | null>((get) => {
  const v = get(loadedViewAtom);
  return v?.kind === 'scenario' ? v : null;
});

/** The battle on show, or null when a scenario (or nothing) is shown. */
export const loadedBattleAtom = atom<LoadedBattle | null>((get) => {
  const v = get(loadedViewAtom);
  return v?.kind === 'battle' ? v : null;
});

/** The last loading problem, until dismissed or until a file loads. */
export const loadErrorAtom = atom<LoadError | null>(null);

/** What to load: JSON text or a parsed value, and where it came from. */
export interface ScenarioInput {
  source: string;
  input: string | unknown;
}

/** Turns any thrown value into a LoadError for a source; bad input lists its problems (capped, one a line). */
export function loadErrorOf(source: string, e: unknown): LoadError {
  if (e instanceof InputError) {
    const message = e.problems.length ? problemLines(e.problems).join('\n') : e.message;
    return { source, message, field: e.problems[0]?.path ?? null };
  }
  return { source, message: e instanceof Error ? e.message : String(e), field: null };
}

/** Counts load requests, so that only the latest one to start may replace what is shown. */
let loadRequests = 0;

/**
 * Loads a scenario or battle file (its rule system is fetched on demand): on success it replaces what is shown,
 * clears the error and puts playback back to 1×; on failure only the error is set (what is on show stays).
 * Resolves to the error, or null on success. A load overtaken by a later one (a file dropped while the demo
 * loads) changes nothing and resolves to null.
 */
export const loadScenarioAtom = atom(
  null,
  async (get, set, { source, input }: ScenarioInput): Promise<LoadError | null> => {
    const request = (loadRequests += 1);
    try {
      const loaded = await prepareInput(input, source);
      if (request !== loadRequests) return null;
      set(loadedViewAtom, loaded);
      set(loadErrorAtom, null);
      get(playbackClockAtom).speed = 1;
      set(playbackSpeedAtom, 1);
      set(battleEventIndexAtom, -1);
      return null;
    } catch (e) {
      const error = loadErrorOf(source, e);
      if (request === loadRequests) set(loadErrorAtom, error);
      return error;
    }
  },
);

/** Loads any viewer file (the same atom as loadScenarioAtom, under the name that says so). */
export const loadFileAtom = loadScenarioAtom;
