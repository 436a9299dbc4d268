/**
 * A recording session as a pure reducer: the battle file under construction with its undo/redo history (every
 * accepted step is one undo step, across the whole game), the probe of the present file, and the last refusal.
 * Autosave, export and import read and write only the present file, so any moment's work is a battle file.
 */
import { InputError } from '../../battle/validationError.ts';
import type { BattleFile } from '../../rules/xwing1e/battleFile.ts';
import { type Answer, answer } from './answers.ts';
import { type Probe, probe } from './probe.ts';

/** How many undo steps are kept (a 12-round game takes a few hundred steps). */
export const RECORD_HISTORY_LIMIT = 2_000;

/** The session: past files (oldest first), the present one and its probe, redoable files, the last refusal. */
export interface RecordSession {
  past: BattleFile[];
  present: BattleFile;
  at: Probe;
  future: BattleFile[];
  /** The last refused step in words (rule name first), cleared by the next accepted step. */
  refusal: string | null;
}

/** What the session accepts. */
export type RecordAction =
  | { type: 'answer'; answer: Answer }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A whole file (import, restore): a new start whose history begins here. */
  | { type: 'load'; file: BattleFile };

/** A session on a file; throws the engine's InputError when the file does not play. */
export function startSession(file: BattleFile): RecordSession {
  return { past: [], present: file, at: probe(file), future: [], refusal: null };
}

/** Applies one action (pure). A refused answer keeps the file and names the refusal. */
export function recordReducer(s: RecordSession, action: RecordAction): RecordSession {
  switch (action.type) {
    case 'answer': {
      const r = answer(s.present, s.at, action.answer);
      if (!r.ok) return { ...s, refusal: r.message };
      const past = [...s.past, s.present].slice(-RECORD_HISTORY_LIMIT);
      return { past, present: r.file, at: r.probe, future: [], refusal: null };
    }
    case 'undo': {
      const previous = s.past[s.past.length - 1];
      if (!previous) return s;
      return {
        past: s.past.slice(0, -1),
        present: previous,
        at: probe(previous),
        future: [s.present, ...s.future],
        refusal: null,
      };
    }
    case 'redo': {
      const next = s.future[0];
      if (!next) return s;
      return { past: [...s.past, s.present], present: next, at: probe(next), future: s.future.slice(1), refusal: null };
    }
    case 'load':
      return startSession(action.file);
  }
}

/** The file to export: the present one, formatted as the CLI writes files. */
export function exportText(s: RecordSession): string {
  return `${JSON.stringify(s.present, null, 2)}\n`;
}

/** Replaces the set-up (players, obstacles, ships' positions) when the engine accepts it, else names the breach. */
export function withSetup(s: RecordSession, file: BattleFile): RecordSession {
  try {
    const at = probe(file);
    return { past: [...s.past, s.present].slice(-RECORD_HISTORY_LIMIT), present: file, at, future: [], refusal: null };
  } catch (e) {
    if (e instanceof InputError) return { ...s, refusal: `SETUP: ${e.message}` };
    throw e;
  }
}
