/** The dispute editor's state: situation history, selection, verdicts, notices and kept drafts (jotai). */
import { atom } from 'jotai';
import { scenarioProblems } from '../../rules/xwing1e/scenario/scenario.ts';
import { DEFAULT_SITUATION } from './defaultSituation.ts';
import type { Draft } from './autosave.ts';
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
  return { ok: true, verdicts: disputeVerdicts(s) };
});

/** A message for the user (a bad link or file, a kept draft, an export done). */
export const disputeNoticeAtom = atom<{ tone: 'error' | 'info'; text: string } | null>(null);

/** Earlier work kept aside when a share link or file replaced it. */
export const draftsAtom = atom<Draft[]>([]);

/** True once start-up has decided the situation (autosave writes only after that). */
export const disputeStartedAtom = atom(false);

/** Which question the mat highlights: a move or a measurement index; null draws them all. */
export const focusedQuestionAtom = atom<{ kind: 'move' | 'measure'; index: number } | null>(null);
