/**
 * Loading any file the viewer opens: JSON text (or a parsed value) is recognised as a battle file or a
 * scenario (battle/fileKind.ts) and prepared accordingly. A battle's rule system, and the scenario code (with
 * its schema library), are loaded on demand, so the viewer fetches only what the file needs. Rejects with an
 * InputError naming the field for bad input.
 */
import { fileKindOf } from '../battle/fileKind.ts';
import { parseJsonText } from '../battle/validationError.ts';
import { loadRuleSystemFor } from '../rules/ruleSystemLoader.ts';
import { type LoadedBattle, prepareBattle } from './prepareBattle.ts';
import type { LoadedScenario } from './prepareScenario.ts';

/** What the viewer shows: a scenario's moves or a battle's timeline. */
export type LoadedView = LoadedScenario | LoadedBattle;

/** Validates and prepares a scenario or battle file; `input` is JSON text or a parsed value. */
export async function prepareInput(input: string | unknown, source: string): Promise<LoadedView> {
  const value = typeof input === 'string' ? parseJsonText(input) : input;
  if (fileKindOf(value) === 'battle') return prepareBattle(value, source, await loadRuleSystemFor(value));
  const { prepareScenario } = await import('./prepareScenario.ts');
  return prepareScenario(value, source);
}
