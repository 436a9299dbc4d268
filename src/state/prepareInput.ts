/**
 * Loading any file the viewer opens: JSON text (or a parsed value) is recognised as a battle file or a
 * scenario (fileKind.ts) and prepared accordingly: either way a timeline and its playback model. A battle's rule
 * system and the scenario format are loaded on demand (rules/ruleSystemLoader.ts), so the viewer fetches only
 * what the file needs. Rejects with an InputError naming the field for bad input.
 */
import { parseJsonText } from '../battle/validationError.ts';
import { DEFAULT_RULESET, loadRuleSystem, loadRuleSystemFor, loadScenarioFormat } from '../rules/ruleSystemLoader.ts';
import type { SystemWords } from '../rules/systemWords.ts';
import { fileKindOf } from './fileKind.ts';
import { type LoadedBattle, prepareBattle } from './prepareBattle.ts';
import { type LoadedScenario, prepareScenario } from './prepareScenario.ts';

/** What the viewer shows: a scenario's or a battle's timeline, with what it draws for it. */
export type LoadedView = LoadedScenario | LoadedBattle;

let serial = 0;

/** The serial of the next view loaded (every load, from a file or a followed recording, gets a new one). */
export function nextViewSerial(): number {
  return ++serial;
}

/** Validates and prepares a scenario or battle file; `input` is JSON text or a parsed value. */
export async function prepareInput(input: string | unknown, source: string): Promise<LoadedView> {
  const value = typeof input === 'string' ? parseJsonText(input) : input;
  if (fileKindOf(value) === 'battle') {
    const system = await loadRuleSystemFor(value);
    return prepareBattle(value, source, system, nextViewSerial());
  }
  const format = await loadScenarioFormat();
  // The format's own system (already loaded with it) gives the words its table shows.
  const { words } = await loadRuleSystem(DEFAULT_RULESET);
  return prepareScenario(value, source, format, nextViewSerial(), words);
}

/** The on-screen words of what is shown: a battle's rule system's, or the scenario format's system's. */
export function viewWords(view: LoadedView): SystemWords {
  return view.kind === 'battle' ? view.system.words : view.words;
}
