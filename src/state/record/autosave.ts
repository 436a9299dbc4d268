/**
 * Never losing a recording: after every step the present file and the nearest undo/redo steps are written to
 * local storage, and a page opened later (after a reload or a crash) starts from them. Stored text that does not
 * read back as a playable battle file is moved aside under a dated key, never written over.
 */
import { InputError } from '../../battle/validationError.ts';
import { type BattleFile, battleFileProblems, parseBattleFile } from '../../rules/xwing1e/battleFile.ts';
import { type RecordSession, startSession } from './session.ts';

/** The local-storage key of the recording in progress. */
export const RECORD_AUTOSAVE_KEY = 'holotable.record.autosave.v1';
/** Undo and redo steps kept across a reload (the whole history stays in memory while the page is open). */
export const SAVED_STEPS = 40;

/** The storage used (window.localStorage satisfies it). */
export interface RecordStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Writes the session; returns the problem in words when storage refuses (full, private mode). */
export function saveRecording(store: RecordStore, s: RecordSession): string | null {
  const saved = { present: s.present, past: s.past.slice(-SAVED_STEPS), future: s.future.slice(0, SAVED_STEPS) };
  try {
    store.setItem(RECORD_AUTOSAVE_KEY, JSON.stringify(saved));
    return null;
  } catch (e) {
    return `the recording could not be saved in this browser (${(e as Error).message}); export it to keep it`;
  }
}

/** What a start-up read gives: the restored session, or none, and any problem with what was stored. */
export interface RestoredRecording {
  session: RecordSession | null;
  problem: string | null;
}

/** Reads the saved recording; unreadable text is kept aside under `…aside.<date>` before anything else happens. */
export function restoreRecording(store: RecordStore, now: Date): RestoredRecording {
  const text = store.getItem(RECORD_AUTOSAVE_KEY);
  if (text === null) return { session: null, problem: null };
  try {
    const raw = JSON.parse(text) as { present?: unknown; past?: unknown; future?: unknown };
    const present = parseBattleFile(raw.present);
    const steps = (list: unknown): BattleFile[] =>
      Array.isArray(list) ? list.filter((f) => battleFileProblems(f).length === 0).map((f) => parseBattleFile(f)) : [];
    return { session: { ...startSession(present), past: steps(raw.past), future: steps(raw.future) }, problem: null };
  } catch (e) {
    const aside = `${RECORD_AUTOSAVE_KEY}.aside.${now.toISOString()}`;
    store.setItem(aside, text);
    const why = e instanceof InputError || e instanceof SyntaxError ? e.message : String(e);
    return {
      session: null,
      problem: `the saved recording could not be restored (${why}); its text is kept as ${aside}`,
    };
  }
}
