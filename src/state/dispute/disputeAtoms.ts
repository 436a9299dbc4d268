/** The dispute editor's state: situation history, selection, verdicts, notices and kept drafts (jotai). */
import { atom } from 'jotai';
import { type Scenario as Situation, scenarioProblems } from '../../rules/xwing1e/scenario/scenario.ts';
import { DEFAULT_SITUATION } from './defaultSituation.ts';
import type { Draft, Notice } from './autosave.ts';
import type { KeptEntry } from './keptData.ts';
import { type DisputeAction, disputeReducer, initialHistory } from './history.ts';
import { disputeVerdicts, type Verdicts } from './verdicts.ts';
import { problemText } from './verdictText.ts';

/** The situation with its undo/redo history. */
export const disputeHistoryAtom = atom(initialHistory(DEFAULT_SITUATION));

/** Sends an edit, a drag step, undo or redo through the history reducer. */
export const disputeDispatchAtom = atom(null, (get, set, action: DisputeAction) => {
  set(disputeHistoryAtom, disputeReducer(get(disputeHistoryAtom), action));
});

/** The situation now on the table. */
export const situationAtom = atom((get) => get(disputeHistoryAtom).present);

/** What is selected in the editor: a ship or an obstacle, by id. */
export const disputeSelectionAtom = atom<{ kind: 'ship' | 'obstacle'; id: string } | null>(null);

/** The verdicts of the situation now shown, or the problem that keeps them from being computed. */
export const verdictsAtom = atom<{ ok: true; verdicts: Verdicts } | { ok: false; message: string }>((get) => {
  const s = get(situationAtom);
  const problems = scenarioProblems(s);
  const [first] = problems;
  if (first) return { ok: false, message: problemText(s, first) };
  try {
    return { ok: true, verdicts: disputeVerdicts(s) };
  } catch (e) {
    // A situation the checks let through but the rules cannot work out must not take the page down with it.
    const reason = e instanceof Error ? e.message : String(e);
    return { ok: false, message: `the rules could not work this situation out (${reason})` };
  }
});

/** A notice, with what it offers: a situation that was not opened, to download or to open anyway. */
export interface DisputeNotice extends Notice {
  refused?: Situation;
}

/** A message for the user (a bad link or file, a kept draft, an export done, damaged saved work). */
export const disputeNoticeAtom = atom<DisputeNotice | null>(null);

/** Stored text that could not be read whole, kept aside for download (keptData.ts). */
export const keptDataAtom = atom<KeptEntry[]>([]);

/** Storage keys not to write: their damaged text could not be moved aside (storage full). */
export const blockedKeysAtom = atom<string[]>([]);

/**
 * The situation the mat last drew (null before the first after start-up). Only a drawn situation is autosaved,
 * so one that never finished loading cannot become the autosave that every reload waits for again.
 */
export const drawnSituationAtom = atom<Situation | null>(null);

/** Earlier work kept aside when a share link or file replaced it. */
export const draftsAtom = atom<Draft[]>([]);

/** True once start-up has decided the situation (autosave writes only after that). */
export const disputeStartedAtom = atom(false);

/** Which question the mat highlights: a move or a measurement index; null draws them all. */
export const focusedQuestionAtom = atom<{ kind: 'move' | 'measure'; index: number } | null>(null);
