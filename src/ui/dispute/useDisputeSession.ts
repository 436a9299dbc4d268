/**
 * Start-up and safekeeping of dispute mode: picks the starting situation (share link, autosave or default,
 * see autosave.ts decideStartup), removes the link from the address bar once read (so a reload shows the
 * autosave), autosaves every change and the kept drafts to local storage, and handles undo/redo keys.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { decideStartup, readAutosave, readDrafts, writeAutosave, writeDrafts } from '../../state/dispute/autosave.ts';
import { DEFAULT_SITUATION } from '../../state/dispute/defaultSituation.ts';
import {
  disputeDispatchAtom,
  disputeHistoryAtom,
  disputeNoticeAtom,
  disputeStartedAtom,
  draftsAtom,
  situationAtom,
} from '../../state/dispute/disputeAtoms.ts';
import { initialHistory } from '../../state/dispute/history.ts';
import { shareTextOfHash } from '../../state/dispute/shareLink.ts';

/** True when the key event comes from a text field (its own undo applies there). */
function typing(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  return !!t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT');
}

/** Runs dispute mode's start-up once, then autosaves; Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z or Ctrl+Y redoes. */
export function useDisputeSession(): void {
  const setHistory = useSetAtom(disputeHistoryAtom);
  const setDrafts = useSetAtom(draftsAtom);
  const setNotice = useSetAtom(disputeNoticeAtom);
  const setStarted = useSetAtom(disputeStartedAtom);
  const dispatch = useSetAtom(disputeDispatchAtom);
  const started = useAtomValue(disputeStartedAtom);
  const situation = useAtomValue(situationAtom);
  const drafts = useAtomValue(draftsAtom);
  const once = useRef(false);

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const store = window.localStorage;
    const shareText = shareTextOfHash(window.location.hash);
    const draftName = `Before opening a link, ${new Date().toLocaleString()}`;
    const start = decideStartup(shareText, readAutosave(store), readDrafts(store), DEFAULT_SITUATION, draftName);
    setHistory(initialHistory(start.situation));
    setDrafts(start.drafts);
    setNotice(start.notice);
    if (shareText !== null) {
      // The link has been read; without it in the address bar a reload shows the (autosaved) work in progress.
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
    setStarted(true);
  }, [setHistory, setDrafts, setNotice, setStarted]);

  useEffect(() => {
    if (started) writeAutosave(window.localStorage, situation);
  }, [started, situation]);

  useEffect(() => {
    if (started) writeDrafts(window.localStorage, drafts);
  }, [started, drafts]);

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
