/**
 * What the watch page shows about its live table: the connection, the counts, whether the history has been
 * replayed and whether the battle is over, whether the view follows the live edge, and the server's tables.
 */
import { atom } from 'jotai';
import { playbackClockAtom, playingAtom } from '../playbackAtoms.ts';
import type { LiveCounts } from './liveTableLog.ts';
import type { LiveTableEntry } from './liveTables.ts';

/** The connection to the server, in words the page shows. */
export type LiveConnection = 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** The live table's state. */
export interface LiveStatus {
  connection: LiveConnection;
  /** Why the connection failed, or what the server said last. */
  detail: string | null;
  counts: LiveCounts;
  /** Whether the history stored when the page opened has been replayed. */
  caughtUp: boolean;
  finished: boolean;
  /** The publisher's speed (times real time). */
  speed: number;
}

/** Before the first message. */
export const INITIAL_LIVE_STATUS: LiveStatus = {
  connection: 'connecting',
  detail: null,
  counts: { accepted: 0, doubles: 0, dropped: 0, gaps: 0, skipped: 0 },
  caughtUp: false,
  finished: false,
  speed: 1,
};

/** The live table's state. */
export const liveStatusAtom = atom<LiveStatus>(INITIAL_LIVE_STATUS);

/** Whether the view follows the live edge (false once the viewer pauses or scrubs back; the Live button sets it). */
export const followLiveAtom = atom(true);

/** The tables on the server (refreshed every few seconds). */
export const liveTablesAtom = atom<LiveTableEntry[]>([]);

/** Back to the live edge (the Live button): the clock jumps to the end of what has arrived and plays on. */
export const goLiveAtom = atom(null, (get, set) => {
  const clock = get(playbackClockAtom);
  clock.time = clock.duration;
  clock.playing = true;
  set(playingAtom, true);
  set(followLiveAtom, true);
});
