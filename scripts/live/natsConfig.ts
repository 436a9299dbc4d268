/**
 * The nats-server configuration for live spectating: one account with JetStream on (file storage), a TCP
 * listener for publishers and tools, a WebSocket listener for browsers, all on loopback unless told otherwise.
 * Three kinds of user, each with only the subjects it needs (README, "Live spectating"):
 * - `admin` creates the stream (scripts/live/liveStream.ts) and may do anything;
 * - one publisher per table, `pub-<table>`, may publish to that table's subject only (and read the stream to
 *   resume); it creates no consumers;
 * - `viewer`, the user a connection with no credentials becomes, may read the stream through ephemeral
 *   consumers of its own (never durable ones), subscribe to the tables' tails (`holotable.live.*`, where the
 *   stream republishes what it stores) and publish to no table.
 * Each user receives replies only under its own inbox prefix (`_INBOX_<user>`, battle/liveEvents.ts).
 * Passwords live in a local credentials file (credentials.ts), never in the page.
 */
import { inboxPrefixOf, LIVE_STREAM, LIVE_TAIL_PREFIX, tableSubject } from '../../src/battle/liveEvents.ts';

/** A publisher's login: the one table it may publish to. */
export interface PublisherLogin {
  table: string;
  user: string;
  password: string;
}

/** Every login the server knows. */
export interface LiveLogins {
  admin: { user: string; password: string };
  /** Viewers' password is no secret (a viewer can only read); connections without credentials are viewers. */
  viewer: { user: string; password: string };
  publishers: PublisherLogin[];
}

/** Where the server listens and keeps its files. */
export interface LiveServerPlaces {
  host: string;
  port: number;
  wsPort: number;
  /** The HTTP monitoring port (/varz, /jsz), or 0 for none. */
  monitorPort: number;
  storeDir: string;
}

/** The largest message the server takes (bytes); the viewers' own limit is lower (MAX_LIVE_MESSAGE_BYTES). */
export const SERVER_MAX_PAYLOAD = 1024 * 1024;

const API = '$JS.API';

/** The JetStream API subjects that read the stream: account and stream info, a message by sequence or subject. */
function streamReadApi(): string[] {
  return [
    `${API}.INFO`,
    `${API}.STREAM.INFO.${LIVE_STREAM}`,
    `${API}.STREAM.MSG.GET.${LIVE_STREAM}`,
    `${API}.DIRECT.GET.${LIVE_STREAM}.>`,
  ];
}

/**
 * A viewer's JetStream API: reading the stream, and its own ephemeral consumers, created through the unnamed
 * create subject only (the server refuses a durable name there; the named and durable create subjects are not
 * allowed), then their info and pulls. No delete: ephemeral consumers go when idle, and no viewer can remove
 * another's.
 */
function viewerApi(): string[] {
  return [
    ...streamReadApi(),
    `${API}.CONSUMER.CREATE.${LIVE_STREAM}`,
    `${API}.CONSUMER.INFO.${LIVE_STREAM}.*`,
    `${API}.CONSUMER.MSG.NEXT.${LIVE_STREAM}.*`,
  ];
}

const q = (s: string) => JSON.stringify(s);
const list = (items: string[]) => `[${items.map(q).join(', ')}]`;

/**
 * One user entry of the account: what it may publish, and what it may receive: the replies under its own inbox
 * prefix only (`_INBOX_<user>.>`, the clients' `inboxPrefix`), so no user reads another's replies, and
 * `subscribe`'s subjects besides.
 */
function userEntry(user: string, password: string, publish: string[] | null, subscribe: string[] = []): string {
  if (publish === null) return `      { user: ${q(user)}, password: ${q(password)} }`;
  return [
    `      { user: ${q(user)}, password: ${q(password)}, permissions: {`,
    `          publish: { allow: ${list(publish)} }`,
    `          subscribe: { allow: ${list([`${inboxPrefixOf(user)}.>`, ...subscribe])} }`,
    `      } }`,
  ].join('\n');
}

/** The server's configuration file text. */
export function natsConfigText(places: LiveServerPlaces, logins: LiveLogins): string {
  const users = [
    userEntry(logins.admin.user, logins.admin.password, null),
    userEntry(logins.viewer.user, logins.viewer.password, viewerApi(), [`${LIVE_TAIL_PREFIX}.*`]),
    ...logins.publishers.map((p) => userEntry(p.user, p.password, [tableSubject(p.table), ...streamReadApi()])),
  ];
  return [
    '# Written by scripts/live/natsConfig.ts for holotable live spectating; regenerated on every start.',
    `server_name: holotable_live`,
    `host: ${q(places.host)}`,
    `port: ${places.port}`,
    places.monitorPort ? `http: ${q(`${places.host}:${places.monitorPort}`)}` : '',
    `max_payload: ${SERVER_MAX_PAYLOAD}`,
    `jetstream { store_dir: ${q(places.storeDir)}, max_memory_store: 64MB, max_file_store: 2GB }`,
    `websocket { host: ${q(places.host)}, port: ${places.wsPort}, no_tls: true, no_auth_user: ${q(logins.viewer.user)} }`,
    `accounts {`,
    `  HOLOTABLE {`,
    `    jetstream: enabled`,
    `    users: [`,
    users.join(',\n'),
    `    ]`,
    `  }`,
    `}`,
    `no_auth_user: ${q(logins.viewer.user)}`,
    '',
  ].join('\n');
}
