/**
 * Loading any file the viewer opens: JSON text (or a parsed value) is recognised as a battle file or a
 * scenario (battle/fileKind.ts) and prepared accordingly. Throws InputError naming the field for bad input.
 */
import { fileKindOf } from './fileKind.ts';
import { parseJsonText } from '../battle/validationError.ts';
import { type LoadedBattle, prepareBattle } from './prepareBattle.ts';
import { type LoadedScenario, prepareScenario } from './prepareScenario.ts';

/** What the viewer shows: a scenario's moves or a battle's timeline. */
export type LoadedView = LoadedScenario | LoadedBattle;

/** Validates and prepares a scenario or battle file; `input` is JSON text or a parsed value. */
export function prepareInput(input: string | unknown, source: string): LoadedView {
  const value = typeof input === 'string' ? parseJsonText(input) : input;
  return fileKindOf(value) === 'battle' ? prepareBattle(value, source) : prepareScenario(value, source);
}
