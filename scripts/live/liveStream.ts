/**
 * The JetStream stream every table lives on, created (or brought up to date) by the admin user when the local
 * server starts: file storage, so a restart loses nothing; one subject per table; a two-minute duplicate window,
 * so a publisher that retries after a lost acknowledgement never doubles a message.
 */
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { LIVE_STREAM, LIVE_SUBJECT_PREFIX, MAX_LIVE_SEQ } from '../../src/battle/liveEvents.ts';
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
};

/** Creates the stream, or updates it to this configuration when it exists. */
export async function ensureLiveStream(admin: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(admin);
  try {
    await jsm.streams.info(LIVE_STREAM);
    await jsm.streams.update(LIVE_STREAM, LIVE_STREAM_CONFIG);
  } catch (e) {
    if (!/not found/i.test((e as Error).message)) throw e;
    await jsm.streams.add(LIVE_STREAM_CONFIG);
  }
}

/** Removes every message of one table (the admin's `npm run live -- --clear NAME`). */
export async function clearTable(admin: NatsConnection, subject: string): Promise<number> {
  const jsm = await jetstreamManager(admin);
  const r = await jsm.streams.purge(LIVE_STREAM, { filter: subject });
  return r.purged;
}
