/**
 * The nats-server configuration for live spectating: one account with JetStream on (file storage), a TCP
 * listener for publishers and tools, a WebSocket listener for browsers, all on loopback unless told otherwise.
 * Three kinds of user, each with only the subjects it needs (README, "Live spectating"):
 * - `admin` creates the stream (scripts/live/liveStream.ts) and may do anything;
 * - one publisher per table, `pub-<table>`, may publish to that table's subject only (and read acks);
 * - `viewer`, the user a connection with no credentials becomes, may read the stream through consumers and
 *   publish to no table.
 * Passwords live in a local credentials file (credentials.ts), never in the page.
 */
import { LIVE_STREAM, tableSubject } from '../../src/battle/liveEvents.ts';

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

/** The JetStream API subjects a reader of the stream uses: info, message get, and its own consumers. */
function readerApi(): string[] {
  const api = '$JS.API';
  return [
    `${api}.INFO`,
    `${api}.STREAM.INFO.${LIVE_STREAM}`,
    `${api}.STREAM.MSG.GET.${LIVE_STREAM}`,
    `${api}.DIRECT.GET.${LIVE_STREAM}.>`,
    `${api}.CONSUMER.CREATE.${LIVE_STREAM}`,
    `${api}.CONSUMER.CREATE.${LIVE_STREAM}.>`,
    `${api}.CONSUMER.DELETE.${LIVE_STREAM}.>`,
    `${api}.CONSUMER.INFO.${LIVE_STREAM}.>`,
    `${api}.CONSUMER.MSG.NEXT.${LIVE_STREAM}.>`,
  ];
}

const q = (s: string) => JSON.stringify(s);
const list = (items: string[]) => `[${items.map(q).join(', ')}]`;

/** One user entry of the account. */
function userEntry(user: string, password: string, publish: string[] | null): string {
  if (publish === null) return `      { user: ${q(user)}, password: ${q(password)} }`;
  return [
    `      { user: ${q(user)}, password: ${q(password)}, permissions: {`,
    `          publish: { allow: ${list(publish)} }`,
    `          subscribe: { allow: ${list(['_INBOX.>'])} }`,
    `      } }`,
  ].join('\n');
}

/** The server's configuration file text. */
export function natsConfigText(places: LiveServerPlaces, logins: LiveLogins): string {
  const users = [
    userEntry(logins.admin.user, logins.admin.password, null),
    userEntry(logins.viewer.user, logins.viewer.password, readerApi()),
    ...logins.publishers.map((p) => userEntry(p.user, p.password, [tableSubject(p.table), ...readerApi()])),
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
