/**
 * A real nats-server for the live tests, on free loopback ports with its own store in a temporary folder, and
 * the logins of the project's configuration (scripts/live/natsConfig.ts): an admin, a viewer, and publishers
 * for tables "alpha" and "beta". Nothing is mocked.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll } from 'vitest';
import { inboxPrefixOf, timelineMessages, type LiveMessage, VIEWER_USER } from '../../src/battle/liveEvents.ts';
import type { Timeline } from '../../src/battle/timeline.ts';
import { ruleSystemFor } from '../../src/rules/registry.ts';
import { freshLogins } from '../../scripts/live/credentials.ts';
import type { LiveLogins, LiveServerPlaces } from '../../scripts/live/natsConfig.ts';
import { freePort, type LiveServer, startLiveServer } from '../../scripts/live/natsServer.ts';

/** A server under test and what it was started with. */
export interface TestServer {
  server: LiveServer;
  logins: LiveLogins;
  dir: string;
  /** Starts it again on the same ports and store (after `server.stop()`). */
  restart(): Promise<void>;
  /** Stops it and removes its files. */
  dispose(): Promise<void>;
}

/** Starts a server for tables alpha and beta. */
export async function startTestServer(): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'holotable-live-'));
  const places: LiveServerPlaces = {
    host: '127.0.0.1',
    port: await freePort(),
    wsPort: await freePort(),
    monitorPort: 0,
    storeDir: join(dir, 'jetstream'),
  };
  const logins = freshLogins(['alpha', 'beta']);
  const t: TestServer = {
    server: await startLiveServer(places, logins, dir),
    logins,
    dir,
    async restart() {
      t.server = await startLiveServer(places, logins, dir);
    },
    async dispose() {
      await t.server.stop(true);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return t;
}

/** Connects as the publisher of a table, reconnecting for ever (a restart must not end the run). */
export function connectPublisher(t: TestServer, table: string): Promise<NatsConnection> {
  const login = t.logins.publishers.find((p) => p.table === table)!;
  return connect({
    servers: t.server.url,
    user: login.user,
    pass: login.password,
    inboxPrefix: inboxPrefixOf(login.user),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 100,
  });
}

/** Connects with no credentials, which the server takes as the viewer (replies under the viewers' inbox prefix). */
export function connectViewer(t: TestServer): Promise<NatsConnection> {
  return connect({
    servers: t.server.url,
    inboxPrefix: inboxPrefixOf(VIEWER_USER),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 100,
  });
}

/** The core-set example battle as `holotable replay` plays it. */
export function exampleTimeline(file = 'examples/core-set-battle.json'): Timeline {
  const value = JSON.parse(readFileSync(file, 'utf8'));
  return ruleSystemFor(value).play(value).timeline;
}

let battles = 0;

/** The example's messages for a table, as a new battle (its own id). */
export function exampleMessages(table: string): LiveMessage[] {
  return timelineMessages(table, `b${(battles += 1)}`, exampleTimeline(), 1000);
}

/** A test file's server and the connections its tests open. */
export interface LiveSuite {
  /** The server, once started (in a test or hook). */
  readonly t: TestServer;
  /** Keeps a connection to close before the server stops. */
  track(connection: Promise<NatsConnection>): Promise<NatsConnection>;
}

/** Starts a server before a test file's tests and, after them, closes every tracked connection and stops it. */
export function useTestServer(): LiveSuite {
  let server: TestServer | undefined;
  const open: NatsConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  }, 30_000);
  afterAll(async () => {
    for (const nc of open) await nc.close().catch(() => {});
    await server?.dispose();
  });
  return {
    get t() {
      if (!server) throw new Error('the live test server is used before it has started');
      return server;
    },
    async track(connection) {
      const nc = await connection;
      open.push(nc);
      return nc;
    },
  };
}
