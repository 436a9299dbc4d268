/**
 * Reading a table's history from the stream (liveWatcher.ts): the messages stored after a stream sequence, in
 * order. A direct get of the table's last stored message says whether there is anything to read (a viewer who
 * joins before the battle, or who missed nothing while reconnecting, creates no consumer at all); only then is
 * an ephemeral consumer created, through the unnamed create subject, the only one viewers may use (the server
 * refuses a durable name there, so viewers cannot leave durable consumers behind: scripts/live/natsConfig.ts),
 * and exactly the messages it has pending are pulled, so no pull is left open on the server afterwards.
 */
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection, nanos } from '@nats-io/nats-core';
import { LIVE_STREAM, tableSubject } from '../../battle/liveEvents.ts';

/** How long the server keeps a viewer's consumer once nothing pulls from it (it is read once, then left). */
const CONSUMER_IDLE_MS = 10_000;
/** The most messages one pull asks for. */
const PULL_BATCH = 256;
/** How long one pull waits for its messages (only messages removed meanwhile make it wait that long). */
const PULL_EXPIRES_MS = 5_000;

/** A read in progress, which the watcher closes when it stops. */
export interface OpenRead {
  close(): Promise<void | Error>;
}

/** Takes one stored message, its stream sequence and bytes; false stops the read (a gap to re-fetch). */
export type TakeStored = (streamSeq: number, data: Uint8Array) => boolean;

/** An ephemeral consumer of the table's messages after a stream sequence, without acknowledgements. */
async function consumerAfter(nc: NatsConnection, table: string, after: number) {
  const jsm = await jetstreamManager(nc, { checkAPI: false });
  const info = await jsm.consumers.add(LIVE_STREAM, {
    // One subject as a string: nats-server 2.9 (Debian's) knows filter_subject, not the 2.10 list.
    filter_subject: tableSubject(table),
    ack_policy: AckPolicy.None,
    mem_storage: true,
    inactive_threshold: nanos(CONSUMER_IDLE_MS),
    ...(after > 0
      ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: after + 1 }
      : { deliver_policy: DeliverPolicy.All }),
  });
  return { consumer: jetstream(nc).consumers.getConsumerFromInfo(info), pending: info.num_pending };
}

/**
 * Reads the table's messages stored after stream sequence `after`, in order, handing each to `take` until it
 * returns false. Resolves once what the stream held when the read began has been taken (what is stored later
 * arrives on the tail), or when `take` stopped it; rejects when the stream stops sending before that.
 * `setOpen` receives each pull, for the watcher to close.
 */
export async function readStoredAfter(
  nc: NatsConnection,
  table: string,
  after: number,
  take: TakeStored,
  setOpen: (read: OpenRead | null) => void,
): Promise<void> {
  const jsm = await jetstreamManager(nc, { checkAPI: false });
  const last = await jsm.direct.getMessage(LIVE_STREAM, { last_by_subj: tableSubject(table) });
  if (last === null || last.seq <= after) return;
  const { consumer, pending } = await consumerAfter(nc, table, after);
  let left = pending;
  while (left > 0) {
    const pull = await consumer.fetch({ max_messages: Math.min(PULL_BATCH, left), expires: PULL_EXPIRES_MS });
    setOpen(pull);
    let got = 0;
    let stopped = false;
    for await (const jm of pull) {
      got++;
      left--;
      if (!take(jm.seq, jm.data)) {
        stopped = true;
        break;
      }
    }
    if (stopped) await pull.close();
    setOpen(null);
    if (stopped) return;
    // Nothing came before the pull expired (the connection dropped, or messages were removed meanwhile): the
    // watcher reads again from what it took rather than follow the tail with a hole behind it.
    if (got === 0) throw new Error(`the stream sent none of the ${left} messages it held for table ${table}`);
  }
}
