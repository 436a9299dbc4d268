/**
 * A page publishing to a live table (the stream page, the recorder): connects over WebSocket with the table's
 * publisher credentials (opened by the user from a local file, never in the page), refuses a table that already
 * holds a finished battle (as `holotable publish` does), and hands back the table publisher to feed.
 */
import { wsconnect } from '@nats-io/nats-core';
import { inboxPrefixOf } from '../../battle/liveEvents.ts';
import { lastStored } from './livePublisher.ts';
import type { PublisherCredentials } from './publisherCredentials.ts';
import { TablePublisher, type TablePublisherState } from './tablePublisher.ts';

/** What the Publish live form asks for. */
export interface PagePublishSettings {
  /** The table to publish to: the credentials' own table (a publisher may publish only its table). */
  table: string;
  /** The server's WebSocket listener (several of a cluster separated by commas). */
  server: string;
  credentials: PublisherCredentials;
  /** null: each event as it appears (a game being recorded); a number: a finished battle at that speed. */
  pace: number | null;
}

/** A page's open publisher: feed it with `publisher.show`, end with `close`. */
export interface PagePublisher {
  publisher: TablePublisher;
  close(): Promise<void>;
}

/** Why the settings cannot publish (the first problem, naming the field), or null. */
export function publishSettingsProblem(s: PagePublishSettings): string | null {
  if (s.credentials.table !== s.table) return `Credentials: they are for table ${s.credentials.table}, not ${s.table}`;
  if (!s.server.split(',').every((u) => /^wss?:\/\/[^\s/,]+(\/\S*)?$/.test(u)))
    return `Server: expected ws:// or wss:// addresses, got ${JSON.stringify(s.server)}`;
  return null;
}

/** Connects and checks the table; rejects with a one-line message when it cannot publish there. */
export async function openPagePublisher(
  s: PagePublishSettings,
  onState: (state: TablePublisherState) => void,
): Promise<PagePublisher> {
  const problem = publishSettingsProblem(s);
  if (problem) throw new Error(problem);
  const { user, password } = s.credentials;
  const nc = await wsconnect({
    servers: s.server.split(','),
    user,
    pass: password,
    inboxPrefix: inboxPrefixOf(user),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1_000,
  });
  try {
    const last = await lastStored(nc, s.table);
    if (last.finished)
      throw new Error(
        `table ${s.table} already holds a finished battle; choose another table or empty it (npm run live -- --clear ${s.table})`,
      );
  } catch (e) {
    await nc.close();
    throw e;
  }
  const publisher = new TablePublisher(nc, s.table, { pace: s.pace, onState });
  return {
    publisher,
    async close() {
      await publisher.stop();
      await nc.close();
    },
  };
}
