/**
 * Publishing a table's messages (battle/liveEvents.ts) to its JetStream subject, each at its time on the battle's
 * clock divided by the speed. Every message carries a message id (`<battle>:<seq>`), so a retry after a lost
 * acknowledgement (a server restart, a dropped connection) is recognised by the stream as a duplicate and
 * never stored twice; a failed publish is retried until it is stored, so nothing is lost. Resuming a table
 * that already holds part of this battle starts after its last stored message.
 */
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import {
  decodeLiveMessage,
  isRefusal,
  LIVE_STREAM,
  type LiveMessage,
  messageClockS,
  tableSubject,
} from '../../battle/liveEvents.ts';

/** How a publish run goes. */
export interface PublishOptions {
  /** Times real time (1: as played; 10: ten times faster). */
  speed: number;
  /** Called after each message is stored, with its stream sequence. */
  onStored?: (m: LiveMessage, streamSeq: number) => void;
  /** Whether to stop (checked between messages). */
  stopped?: () => boolean;
  /** The wall clock in ms (tests and the benchmark pass their own). */
  now?: () => number;
}

/** What a run published. */
export interface PublishReport {
  published: number;
  /** Messages the stream already held (a resumed run), skipped. */
  skipped: number;
  retries: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The last message stored on a table: its battle, number and whether it ends the battle (seq -1: none). */
export interface StoredEnd {
  battle: string | null;
  seq: number;
  finished: boolean;
}

/** The last message stored on a table, or seq -1 when it holds none. */
export async function lastStored(nc: NatsConnection, table: string): Promise<StoredEnd> {
  const none = { battle: null, seq: -1, finished: false };
  const jsm = await jetstreamManager(nc);
  try {
    const m = await jsm.streams.getMessage(LIVE_STREAM, { last_by_subj: tableSubject(table) });
    if (!m) return none;
    const decoded = decodeLiveMessage(m.data);
    if (isRefusal(decoded)) return none;
    return { battle: decoded.battle, seq: decoded.seq, finished: decoded.kind === 'finish' };
  } catch (e) {
    if (/no message found|not found/i.test((e as Error).message)) return none;
    throw e;
  }
}

/** Publishes one message, retrying until the stream has stored it; resolves to its stream sequence. */
export async function publishStored(
  nc: NatsConnection,
  m: LiveMessage,
  report: Pick<PublishReport, 'retries'>,
): Promise<number> {
  const js = jetstream(nc, { timeout: 5_000 });
  for (;;) {
    try {
      const ack = await js.publish(tableSubject(m.table), JSON.stringify(m), { msgID: `${m.battle}:${m.seq}` });
      return ack.seq;
    } catch (e) {
      // A permission refusal will not pass on a retry; anything else (a restart, a timeout) may.
      if (/permission/i.test((e as Error).message) || nc.isClosed()) throw e;
      report.retries++;
      await sleep(200);
    }
  }
}

/**
 * Publishes the messages in order at their times (`messages` from timelineMessages), from `fromSeq` on (the
 * ones before are in the stream already); each is stamped with the wall-clock time it is sent.
 */
export async function publishMessages(
  nc: NatsConnection,
  messages: readonly LiveMessage[],
  fromSeq: number,
  options: PublishOptions,
): Promise<PublishReport> {
  const now = options.now ?? (() => Date.now());
  const report: PublishReport = { published: 0, skipped: Math.min(fromSeq, messages.length), retries: 0 };
  const resumeClock = messages[fromSeq] ? messageClockS(messages[fromSeq]) : 0;
  const startMs = now() - (resumeClock * 1000) / options.speed;
  for (const m of messages.slice(fromSeq)) {
    if (options.stopped?.()) break;
    await sleep(startMs + (messageClockS(m) * 1000) / options.speed - now());
    const sent: LiveMessage = { ...m, sentAtMs: now() };
    const streamSeq = await publishStored(nc, sent, report);
    report.published++;
    options.onStored?.(sent, streamSeq);
  }
  return report;
}
