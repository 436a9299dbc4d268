/**
 * Start-up and safekeeping of dispute mode: picks the starting situation (share link, autosave or default,
 * see state/dispute/disputeStartup.ts), keeps stored text that could not be read whole, removes the link from
 * the address bar once opened (so a reload shows the autosave), autosaves every change and the kept drafts to
 * local storage once the mat has drawn it (never a situation still loading), and handles undo/redo keys.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { AUTOSAVE_KEY, DRAFTS_KEY, writeAutosave, writeDrafts } from '../../state/dispute/autosave.ts';
import { DEFAULT_SITUATION } from '../../state/dispute/defaultSituation.ts';
import {
  blockedKeysAtom,
  disputeDispatchAtom,
  disputeHistoryAtom,
  disputeNoticeAtom,
  disputeStartedAtom,
  draftsAtom,
  drawnSituationAtom,
  keptDataAtom,
  situationAtom,
} from '../../state/dispute/disputeAtoms.ts';
import { startDispute } from '../../state/dispute/disputeStartup.ts';
import { heavySituationProblem } from '../../state/dispute/heaviness.ts';
import { initialHistory } from '../../state/dispute/history.ts';
import { keptEntries } from '../../state/dispute/keptData.ts';
import { shareTextOfHash } from '../../state/dispute/shareLink.ts';

/** True when the key event comes from a text field (its own undo applies there). */
function typing(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  return !!t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT');
}

/** Runs the start-up decision once and puts its outcome in the atoms. */
function useStartup(): void {
  const setHistory = useSetAtom(disputeHistoryAtom);
  const setDrafts = useSetAtom(draftsAtom);
  const setNotice = useSetAtom(disputeNoticeAtom);
  const setStarted = useSetAtom(disputeStartedAtom);
  const setKept = useSetAtom(keptDataAtom);
  const setBlocked = useSetAtom(blockedKeysAtom);
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const store = window.localStorage;
    const shareText = shareTextOfHash(window.location.hash);
    const now = new Date();
    const draftName = `Before opening a link, ${now.toLocaleString()}`;
    const start = startDispute(store, shareText, now, DEFAULT_SITUATION, draftName);
    setHistory(initialHistory(start.situation));
    setDrafts(start.drafts);
    setNotice(start.notice && { ...start.notice, ...(start.refused ? { refused: start.refused } : {}) });
    setKept(keptEntries(store));
    setBlocked(start.blocked);
    if (start.origin === 'share-link') {
      // The link has been opened; without it in the address bar a reload shows the (autosaved) work in progress.
      // A link not opened (too heavy, too long, damaged) stays, so it is not lost and a reload says again why.
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
    setStarted(true);
  }, [setHistory, setDrafts, setNotice, setStarted, setKept, setBlocked]);
}

/** Writes `value` under `key` when `ready` (and whenever it changes after), unless the key is blocked. */
function useSaved<T>(key: string, value: T, ready: boolean, save: (store: Storage, value: T) => void): void {
  const blocked = useAtomValue(blockedKeysAtom);
  const setNotice = useSetAtom(disputeNoticeAtom);
  const isBlocked = blocked.includes(key);
  useEffect(() => {
    if (!ready || isBlocked) return;
    try {
      save(window.localStorage, value);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      setNotice({ tone: 'error', text: `Could not autosave (${reason}). Save the scenario to a file to keep it.` });
    }
  }, [ready, isBlocked, value, save, setNotice]);
}

/** Runs dispute mode's start-up once, then autosaves; Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z or Ctrl+Y redoes. */
export function useDisputeSession(): void {
  const dispatch = useSetAtom(disputeDispatchAtom);
  useStartup();
  const situation = useAtomValue(situationAtom);
  const drawn = useAtomValue(drawnSituationAtom);
  // Nothing is saved before the mat has drawn the starting situation, and a heavy one opened anyway only once
  // drawn (a reload meanwhile finds the earlier work); an everyday edit is saved at once, before its frame.
  const settled = drawn === situation || heavySituationProblem(situation) === null;
  useSaved(AUTOSAVE_KEY, situation, drawn !== null && settled, writeAutosave);
  useSaved(DRAFTS_KEY, useAtomValue(draftsAtom), drawn !== null, writeDrafts);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e) || !(e.ctrlKey || e.metaKey)) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) dispatch({ type: 'undo' });
      else if ((k === 'z' && e.shiftKey) || k === 'y') dispatch({ type: 'redo' });
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);
}
