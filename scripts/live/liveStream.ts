/**
 * The JetStream stream every table lives on, created (or brought up to date) by the admin user when the local
 * server starts: file storage, so a restart loses nothing; one subject per table; a two-minute duplicate window,
 * so a publisher that retries after a lost acknowledgement never doubles a message; and each stored message
 * republished on the table's tail (`holotable.live.<table>`, with its stream sequence), where viewers follow it.
 */
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { LIVE_STREAM, LIVE_SUBJECT_PREFIX, LIVE_TAIL_PREFIX, MAX_LIVE_SEQ } from '../../src/battle/liveEvents.ts';
import { SERVER_MAX_PAYLOAD } from './natsConfig.ts';

const NS_PER_S = 1_000_000_000;

/** The stream's configuration. */
export const LIVE_STREAM_CONFIG = {
  name: LIVE_STREAM,
  subjects: [`${LIVE_SUBJECT_PREFIX}.*`],
  storage: 'file' as const,
  max_msgs_per_subject: MAX_LIVE_SEQ + 1,
  max_msg_size: SERVER_MAX_PAYLOAD,
  // A week of tables; the oldest go first when the store fills.
  max_age: 7 * 24 * 3600 * NS_PER_S,
  duplicate_window: 120 * NS_PER_S,
  allow_direct: true,
  // Every stored message again on its table's tail, with its stream sequence (Nats-Sequence) and the previous
  // one's: viewers follow a table there by a plain subscription once they have read its history.
  republish: { src: `${LIVE_SUBJECT_PREFIX}.*`, dest: `${LIVE_TAIL_PREFIX}.{{wildcard(1)}}` },
};

/**
 * Makes a stream that does not republish afresh with this configuration, keeping its messages (nats-server 2.9
 * cannot add republishing to a stream by an update): a store from before the tails. The messages are read, the
 * stream is made again and they are stored again in order, with their message ids (their ages restart).
 */
async function remakeKeepingMessages(admin: NatsConnection, jsm: JetStreamManager): Promise<void> {
  const { state } = await jsm.streams.info(LIVE_STREAM);
  const kept: { subject: string; data: Uint8Array; id: string | undefined }[] = [];
  for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
    // A number the stream no longer holds (removed, aged out) is simply not there.
    const m = await jsm.streams.getMessage(LIVE_STREAM, { seq }).catch(() => null);
    if (m) kept.push({ subject: m.subject, data: m.data, id: m.header?.get('Nats-Msg-Id') || undefined });
  }
  await jsm.streams.delete(LIVE_STREAM);
  await jsm.streams.add(LIVE_STREAM_CONFIG);
  const js = jetstream(admin);
  for (const m of kept) await js.publish(m.subject, m.data, m.id === undefined ? {} : { msgID: m.id });
}

/** Creates the stream, or brings it to this configuration when it exists. */
export async function ensureLiveStream(admin: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(admin);
  let republish;
  try {
    republish = (await jsm.streams.info(LIVE_STREAM)).config.republish;
  } catch (e) {
    if (!/not found/i.test((e as Error).message)) throw e;
    await jsm.streams.add(LIVE_STREAM_CONFIG);
    return;
  }
  const wanted = LIVE_STREAM_CONFIG.republish;
  if (republish?.src === wanted.src && republish.dest === wanted.dest)
    await jsm.streams.update(LIVE_STREAM, LIVE_STREAM_CONFIG);
  else await remakeKeepingMessages(admin, jsm);
}

/** Removes every message of one table (the admin's `npm run live -- --clear NAME`). */
export async function clearTable(admin: NatsConnection, subject: string): Promise<number> {
  const jsm = await jetstreamManager(admin);
  const r = await jsm.streams.purge(LIVE_STREAM, { filter: subject });
  return r.purged;
}
