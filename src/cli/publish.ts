/**
 * `holotable publish FILE --table NAME [--speed N] [--creds FILE] [--server URL]`: plays a finished battle file
 * out on a live table, each event at its time on the battle's clock divided by the speed (README, "Live
 * spectating"). The publisher logs in with the table's credentials file (`npm run live` writes one per table
 * under .live/publishers/), which names the server too; `--server` overrides it. Bad input (the file, an
 * option, the credentials) exits with status 2 and one line per problem; a server that cannot be reached or
 * refuses the login exits with status 1.
 */
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { inboxPrefixOf, tableNameSchema, timelineMessages } from '../battle/liveEvents.ts';
import { InputError, parseJsonText, problemLines } from '../battle/validationError.ts';
import { ruleSystemFor } from '../rules/registry.ts';
import { type CliResult, fail, oneFile, read, type ReadInput } from './io.ts';
import { lastStored, publishMessages } from '../state/live/livePublisher.ts';
import { publisherCredentialsSchema } from '../state/live/publisherCredentials.ts';

/** The run's settings, checked. */
interface PublishSettings {
  file: string;
  table: string;
  speed: number;
  server: string;
  user: string;
  password: string;
}

const problem = (path: string, message: string) => new InputError([{ path, message }]);

/** Reads the credentials file, refusing one for another table. */
function readCredentials(path: string, table: string, readInput: ReadInput) {
  const text = read(readInput, path);
  const parsed = publisherCredentialsSchema.safeParse(parseJsonText(text));
  if (!parsed.success)
    throw problem(
      `--creds ${path}`,
      `expected {"table", "user", "password", "server"?}: ${parsed.error.issues[0]?.message}`,
    );
  if (parsed.data.table !== table)
    throw problem('--creds', `the credentials are for table ${parsed.data.table}, not ${table}`);
  return parsed.data;
}

/** The settings from the arguments, or null when they do not fit the usage. */
function settingsOf(args: readonly string[], readInput: ReadInput): PublishSettings | null {
  const parsed = oneFile(args, ['table', 'speed', 'creds', 'server']);
  if (!parsed) return null;
  const { table, speed: speedText = '1', creds, server } = parsed.options;
  if (table === undefined) throw problem('--table', 'expected the name of the table to publish to');
  if (!tableNameSchema.safeParse(table).success)
    throw problem('--table', `expected 1 to 64 letters, digits, '-' or '_', got ${JSON.stringify(table)}`);
  const speed = /^\d+(\.\d+)?$/.test(speedText) ? Number(speedText) : NaN;
  if (!(speed >= 0.1 && speed <= 1000))
    throw problem('--speed', `expected a number from 0.1 to 1000, got ${JSON.stringify(speedText)}`);
  const login = readCredentials(creds ?? `.live/publishers/${table}.json`, table, readInput);
  return {
    file: parsed.file,
    table,
    speed,
    server: server ?? login.server ?? 'nats://127.0.0.1:4222',
    user: login.user,
    password: login.password,
  };
}

/** Connects, resumes after what the table holds, and publishes the battle; the result to print. */
async function publish(s: PublishSettings, readInput: ReadInput): Promise<CliResult> {
  const value = parseJsonText(read(readInput, s.file));
  const system = ruleSystemFor(value);
  const played = system.play(value);
  let nc;
  try {
    nc = await connect({
      servers: s.server,
      user: s.user,
      pass: s.password,
      inboxPrefix: inboxPrefixOf(s.user),
      maxReconnectAttempts: -1,
    });
  } catch (e) {
    return { status: 1, stdout: '', stderr: `cannot connect to ${s.server}: ${(e as Error).message}\n` };
  }
  try {
    const last = await lastStored(nc, s.table);
    if (last.finished)
      return fail([
        `--table: table ${s.table} already holds a finished battle; choose another name or empty it (npm run live -- --clear ${s.table})`,
      ]);
    // A table left half-way (the publisher stopped) is resumed as the same battle; an empty one starts a new one.
    const battle = last.battle ?? randomUUID();
    const messages = timelineMessages(s.table, battle, played.timeline, s.speed, played.title);
    const report = await publishMessages(nc, messages, last.seq + 1, { speed: s.speed });
    const resumed = report.skipped ? ` (resumed after ${report.skipped} already stored)` : '';
    const line = `published ${report.published} messages to table ${s.table}${resumed}, ${report.retries} retries\n`;
    return { status: 0, stdout: line, stderr: '' };
  } catch (e) {
    return { status: 1, stdout: '', stderr: `publishing to ${s.server} failed: ${(e as Error).message}\n` };
  } finally {
    await nc.close();
  }
}

/** Runs `holotable publish`; null when the arguments do not fit (the caller prints the usage). */
export async function runPublish(args: readonly string[], readInput: ReadInput): Promise<CliResult | null> {
  try {
    const settings = settingsOf(args, readInput);
    return settings && (await publish(settings, readInput));
  } catch (e) {
    if (e instanceof InputError) return fail(problemLines(e.problems));
    throw e;
  }
}
