/**
 * What `?mode=watch` reads from the address: `table=NAME` (the table to watch; none shows the list of tables)
 * and `server=ws://host:port` (the NATS WebSocket listener, or several of a cluster separated by commas; a local
 * `npm run live` server by default).
 */
import { tableNameSchema } from '../../battle/liveEvents.ts';

/** The local server `npm run live` starts (scripts/live/start.ts). */
export const DEFAULT_LIVE_SERVER = 'ws://127.0.0.1:4280';

/** The watch page's settings, and a message for each address parameter it could not use. */
export interface WatchParams {
  table: string | null;
  server: string;
  problems: string[];
}

/** Reads `table` and `server` from a page address's query string. */
export function parseWatchParams(search: string): WatchParams {
  const q = new URLSearchParams(search);
  const problems: string[] = [];
  const tableText = q.get('table');
  let table: string | null = null;
  if (tableText !== null) {
    if (tableNameSchema.safeParse(tableText).success) table = tableText;
    else problems.push(`table: expected 1 to 64 letters, digits, '-' or '_', got ${JSON.stringify(tableText)}`);
  }
  const serverText = q.get('server');
  let server = DEFAULT_LIVE_SERVER;
  if (serverText !== null) {
    // A cluster's members may be listed with commas; the client tries them in turn and learns the others.
    if (serverText.split(',').every((u) => /^wss?:\/\/[^\s/,]+(\/\S*)?$/.test(u))) server = serverText;
    else problems.push(`server: expected ws:// or wss:// addresses, got ${JSON.stringify(serverText)}`);
  }
  return { table, server, problems };
}
