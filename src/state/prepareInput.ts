/**
 * Loading any file the viewer opens: JSON text (or a parsed value) is recognised as a battle file or a
 * scenario (fileKind.ts) and prepared accordingly: either way a timeline and its playback model, played by the
 * rule system the registry finds. Throws InputError naming the field for bad input.
 */
import { fileKindOf } from './fileKind.ts';
import { parseJsonText } from '../battle/validationError.ts';
import { type LoadedBattle, prepareBattle } from './prepareBattle.ts';
import { type LoadedScenario, prepareScenario } from './prepareScenario.ts';

/** What the viewer shows: a scenario's or a battle's timeline, with what it draws for it. */
export type LoadedView = LoadedScenario | LoadedBattle;

let serial = 0;

/** Validates and prepares a scenario or battle file; `input` is JSON text or a parsed value. */
export function prepareInput(input: string | unknown, source: string): LoadedView {
  const value = typeof input === 'string' ? parseJsonText(input) : input;
  const next = serial + 1;
  const view =
    fileKindOf(value) === 'battle' ? prepareBattle(value, source, next) : prepareScenario(value, source, next);
  serial = next;
  return view;
}
