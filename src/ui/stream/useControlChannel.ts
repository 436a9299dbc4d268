import { useEffect, useRef, useState } from 'react';
import {
  type ControlMessage,
  parseControlMessage,
  parseStateMessage,
  STREAM_CHANNEL,
  type StreamStateMessage,
} from '../../state/stream/streamSync.ts';

/** The stream page counts as gone when it has not spoken for this long, ms. */
const STALE_MS = 1500;

/** Sends a control message to the stream page. */
export type SendControl = (m: ControlMessage) => void;

/** The control page's end of the channel: the stream page's last reported state, whether it is still there. */
export interface ControlChannel {
  /** The stream page's last report, null before the first. */
  state: StreamStateMessage | null;
  /** A stream page has reported within STALE_MS. */
  connected: boolean;
  send: SendControl;
  /** The last message ignored because it did not fit (why, and how many so far), null before the first. */
  ignored: { error: string; count: number } | null;
}

/**
 * Opens the BroadcastChannel to the stream page, says hello, and keeps its reports (checked twice a second);
 * a report that does not fit the state schema is ignored, and counted for the page to show.
 */
export function useControlChannel(): ControlChannel {
  const channel = useRef<BroadcastChannel | null>(null);
  const [state, setState] = useState<StreamStateMessage | null>(null);
  const [heardAt, setHeardAt] = useState(0);
  const [now, setNow] = useState(() => performance.now());
  const [ignored, setIgnored] = useState<ControlChannel['ignored']>(null);
  useEffect(() => {
    const ch = new BroadcastChannel(STREAM_CHANNEL);
    channel.current = ch;
    ch.onmessage = (e: MessageEvent) => {
      // Commands from other control pages share the channel; they are not for this page.
      if (parseControlMessage(e.data).ok) return;
      const parsed = parseStateMessage(e.data);
      if (!parsed.ok) {
        setIgnored((was) => ({ error: parsed.error, count: (was?.count ?? 0) + 1 }));
        return;
      }
      setState(parsed.message);
      setHeardAt(performance.now());
    };
    ch.postMessage({ type: 'hello' } satisfies ControlMessage);
    const tick = setInterval(() => setNow(performance.now()), 500);
    return () => {
      clearInterval(tick);
      ch.close();
      channel.current = null;
    };
  }, []);
  const send = (m: ControlMessage) => channel.current?.postMessage(m);
  return { state, connected: state !== null && now - heardAt < STALE_MS, send, ignored };
}
