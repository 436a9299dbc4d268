/** The recorder's session: restored from local storage, autosaved after every step, posted to other tabs. */
import { useEffect, useReducer, useState } from 'react';
import type { BattleFile } from '../../state/record/recordRules.ts';
import { restoreRecording, saveRecording } from '../../state/record/autosave.ts';
import { RECORD_CHANNEL, recordMessageSchema } from '../../state/record/recordChannel.ts';
import { type RecordAction, recordReducer, type RecordSession, startSession } from '../../state/record/session.ts';

type Held = { session: RecordSession | null; problem: string | null };

/** Wraps the pure reducer: null session until a recording is started or restored. */
function heldReducer(h: Held, a: RecordAction | { type: 'close' }): Held {
  if (a.type === 'close') return { session: null, problem: null };
  if (a.type === 'load') return { session: startSession(a.file), problem: null };
  return h.session ? { ...h, session: recordReducer(h.session, a) } : h;
}

/** The session, its dispatch, and the problem with storage (in words) if any. */
export function useRecordSession() {
  const [held, dispatch] = useReducer(heldReducer, null, () => restoreRecording(window.localStorage, new Date()));
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const session = held.session;
  useEffect(() => {
    if (session) setSaveProblem(saveRecording(window.localStorage, session));
  }, [session]);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined' || !session) return;
    const channel = new BroadcastChannel(RECORD_CHANNEL);
    const text = JSON.stringify(session.present);
    channel.postMessage({ type: 'file', text });
    channel.onmessage = (e: MessageEvent) => {
      if (recordMessageSchema.safeParse(e.data).data?.type === 'hello') channel.postMessage({ type: 'file', text });
    };
    return () => channel.close();
  }, [session]);
  const load = (file: BattleFile) => dispatch({ type: 'load', file });
  return { session, dispatch, load, problem: held.problem ?? saveProblem };
}
