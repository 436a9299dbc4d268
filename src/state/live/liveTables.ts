/**
 * The list of tables on the server, for the watch page's table list: every table subject the stream holds, with
 * its message count and whether its last message ends the battle. Viewers may read stream info and messages.
 */
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import {
  decodeLiveMessage,
  isRefusal,
  LIVE_STREAM,
  LIVE_SUBJECT_PREFIX,
  tableOfSubject,
} from '../../battle/liveEvents.ts';
import { compareCodePoints } from '../../battle/codePointOrder.ts';

/** One table on the server. */
export interface LiveTableEntry {
  table: string;
  messages: number;
  /** Whether its last message ends the battle (else it is live, or was left half-way). */
  finished: boolean;
}

/** The tables the stream holds, by name. */
export async function listLiveTables(nc: NatsConnection): Promise<LiveTableEntry[]> {
  const jsm = await jetstreamManager(nc);
  const info = await jsm.streams.info(LIVE_STREAM, { subjects_filter: `${LIVE_SUBJECT_PREFIX}.*` });
  const subjects = info.state.subjects ?? {};
  const out: LiveTableEntry[] = [];
  for (const [subject, messages] of Object.entries(subjects)) {
    const table = tableOfSubject(subject);
    if (table === null) continue;
    const last = await jsm.streams.getMessage(LIVE_STREAM, { last_by_subj: subject }).catch(() => null);
    const decoded = last ? decodeLiveMessage(last.data) : null;
    out.push({ table, messages, finished: decoded !== null && !isRefusal(decoded) && decoded.kind === 'finish' });
  }
  return out.sort((a, b) => compareCodePoints(a.table, b.table));
}
