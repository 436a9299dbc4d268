/**
 * A recording session as a pure reducer: the battle file under construction with its undo/redo history (every
 * accepted step is one undo step, across the whole game), the probe of the present file, and the last refusal.
 * Autosave, export and import read and write only the present file, so any moment's work is a battle file.
 */
import { InputError } from '../../battle/validationError.ts';
import { type BattleFile, parseBattleFile } from '../../rules/xwing1e/battleFile.ts';
import { type Answer, answer } from './answers.ts';
import { type Probe, probe } from './probe.ts';
import { setupBreaches } from './setupEdit.ts';
import { probeState } from './shipNames.ts';

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
  | { type: 'load'; file: BattleFile }
  /** The set-up edited (setupEdit.ts): one undo step, refused with the breaches named. */
  | { type: 'setup'; file: BattleFile };

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
    case 'setup':
      return withSetup(s, action.file);
  }
}

/**
 * The file to export, formatted as the CLI writes files: the present one, and once the battle is over the one the
 * engine completes from it (the same content in the engine's key order), so that `holotable replay --complete`
 * gives back the same bytes.
 */
export function exportText(s: RecordSession): string {
  if (!s.at.over) return `${JSON.stringify(s.present, null, 2)}\n`;
  // As `replay --complete` does it: the file read back (the schema's key order), then completed by the engine.
  // Fields the engine completes land after the recorded ones, where reading puts them in the schema's order, so
  // the text is read and completed again until it no longer changes (twice at most: every field is then there).
  let text = `${JSON.stringify(s.present, null, 2)}\n`;
  for (let pass = 0; pass < 3; pass++) {
    const read = probe(parseBattleFile(JSON.parse(text)));
    const next = `${JSON.stringify(read.over ? read.outcome.file : s.present, null, 2)}\n`;
    if (next === text) break;
    text = next;
  }
  return text;
}

/** Replaces the set-up (obstacles, ships' positions) when the engine accepts it, else names every breach. */
export function withSetup(s: RecordSession, file: BattleFile): RecordSession {
  try {
    const read = parseBattleFile(file);
    const at = probe(read);
    return { past: [...s.past, s.present].slice(-RECORD_HISTORY_LIMIT), present: read, at, future: [], refusal: null };
  } catch (e) {
    if (e instanceof InputError) return { ...s, refusal: `SETUP: ${setupBreaches(e, probeState(s.at))}` };
    throw e;
  }
}
