/**
 * `npm run live`: a local nats-server for live spectating, in the foreground until Ctrl-C. Installs Debian's
 * nats-server when missing (as root; otherwise says what to run), writes the configuration (natsConfig.ts) and
 * the credentials (credentials.ts) under `.live/`, starts the server with JetStream's files in `.live/jetstream`
 * and creates the stream. Options: `--tables a,b` adds publisher logins for tables (table-1 … table-4 are
 * always there); `--clear NAME` empties one table first; `--port`, `--ws-port` move the listeners.
 */
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { tableSubject } from '../../src/battle/liveEvents.ts';
import { ensureNatsServer } from '../ensure-nats-server.mjs';
import { loadOrCreateLogins } from './credentials.ts';
import { clearTable } from './liveStream.ts';
import { startLiveServer } from './natsServer.ts';

const { values } = parseArgs({
  options: {
    tables: { type: 'string', default: '' },
    clear: { type: 'string' },
    port: { type: 'string', default: '4222' },
    'ws-port': { type: 'string', default: '4280' },
    dir: { type: 'string', default: '.live' },
  },
});
const dir = resolve(values.dir);
const places = {
  host: '127.0.0.1',
  port: Number(values.port),
  wsPort: Number(values['ws-port']),
  monitorPort: 8222,
  storeDir: join(dir, 'jetstream'),
};
if (!ensureNatsServer()) process.exit(1);
const tables = ['table-1', 'table-2', 'table-3', 'table-4', ...values.tables.split(',').filter(Boolean)];
const logins = loadOrCreateLogins(dir, tables, `nats://${places.host}:${places.port}`);
const server = await startLiveServer(places, logins, dir, { inherit: true });
if (values.clear) {
  const admin = await connect({ servers: server.url, user: logins.admin.user, pass: logins.admin.password });
  const purged = await clearTable(admin, tableSubject(values.clear));
  await admin.close();
  console.log(`cleared table ${values.clear} (${purged} messages)`);
}
console.log(
  [
    '',
    `live server ready: ${server.url} (publishers), ${server.wsUrl} (browsers)`,
    `publisher credentials: ${join(dir, 'publishers')}/<table>.json for tables ${logins.publishers.map((p) => p.table).join(', ')}`,
    `publish:  holotable publish examples/<battle>.json --table table-1 --creds ${join(values.dir, 'publishers', 'table-1.json')} --speed 4`,
    `watch:    http://localhost:5173/?mode=watch&table=table-1   (npm run dev)`,
    'Ctrl-C stops the server; the tables stay in .live/jetstream.',
  ].join('\n'),
);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
