/**
 * The local credentials of the live server (`.live/credentials.json`, git-ignored, readable by its owner only):
 * the admin's password, the viewers' (no secret), and one publisher login per table, each also written to
 * `.live/publishers/<table>.json` for `holotable publish --creds`. Created with random passwords on the first
 * `npm run live`; tables are added with `--tables`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableNameSchema, VIEWER_USER } from '../../src/battle/liveEvents.ts';
import type { LiveLogins, PublisherLogin } from './natsConfig.ts';

/** A random password, 24 bytes in base64url. */
export function randomPassword(): string {
  return randomBytes(24).toString('base64url');
}

/** A publisher login for a table, with a fresh password. */
export function publisherLogin(table: string): PublisherLogin {
  return { table, user: `pub-${table}`, password: randomPassword() };
}

/** Fresh logins for these tables. */
export function freshLogins(tables: readonly string[]): LiveLogins {
  return {
    admin: { user: 'admin', password: randomPassword() },
    viewer: { user: VIEWER_USER, password: 'viewer' },
    publishers: tables.map(publisherLogin),
  };
}

/** What `holotable publish --creds FILE` reads: the server, the user and its table. */
export function publisherCredentialsText(login: PublisherLogin, server: string): string {
  return `${JSON.stringify({ server, table: login.table, user: login.user, password: login.password }, null, 2)}\n`;
}

/**
 * Reads the credentials in `dir` (creating them when missing), adds a login for each of `tables` that has none,
 * and writes every publisher's file. Throws naming the table when a name is not a valid table name.
 */
export function loadOrCreateLogins(dir: string, tables: readonly string[], server: string): LiveLogins {
  for (const t of tables)
    if (!tableNameSchema.safeParse(t).success)
      throw new Error(`--tables: ${JSON.stringify(t)} is not a table name (1 to 64 letters, digits, '-' or '_')`);
  const file = join(dir, 'credentials.json');
  mkdirSync(join(dir, 'publishers'), { recursive: true, mode: 0o700 });
  const logins: LiveLogins = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : freshLogins([]);
  for (const t of tables) if (!logins.publishers.some((p) => p.table === t)) logins.publishers.push(publisherLogin(t));
  writeFileSync(file, `${JSON.stringify(logins, null, 2)}\n`, { mode: 0o600 });
  for (const p of logins.publishers)
    writeFileSync(join(dir, 'publishers', `${p.table}.json`), publisherCredentialsText(p, server), { mode: 0o600 });
  return logins;
}
