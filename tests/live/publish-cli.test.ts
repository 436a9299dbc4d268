// `holotable publish` spawned as a command (from the sources through tsx, so no build races the CLI tests'),
// against a real nats-server: a battle published and watched, and the refusals with their exit statuses.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchTable } from '../../src/state/live/liveWatcher.ts';
import { publisherCredentialsText } from '../../scripts/live/credentials.ts';
import { connectViewer, exampleTimeline, startTestServer, type TestServer } from './liveHarness.ts';

let t: TestServer;
let alphaCreds: string;

beforeAll(async () => {
  t = await startTestServer();
  alphaCreds = join(t.dir, 'alpha.json');
  writeFileSync(alphaCreds, publisherCredentialsText(t.logins.publishers[0]!, t.server.url));
}, 30_000);
afterAll(() => t.dispose());

/** Runs `holotable ARGS`; resolves to its exit status and output. */
function holotable(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/holotable.ts', ...args], { stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const battle = 'examples/core-set-battle.json';

describe('holotable publish', () => {
  it('publishes a battle file that a viewer then watches whole, and refuses to publish it twice', async () => {
    const run = await holotable(['publish', battle, '--table', 'alpha', '--speed', '1000', '--creds', alphaCreds]);
    expect(run).toEqual({ status: 0, stdout: 'published 159 messages to table alpha, 0 retries\n', stderr: '' });
    const nc = await connectViewer(t);
    const viewer = watchTable(nc, 'alpha');
    await viewer.finished;
    expect(viewer.log.timeline()).toEqual(exampleTimeline());
    await viewer.stop();
    await nc.close();
    const again = await holotable(['publish', battle, '--table', 'alpha', '--creds', alphaCreds]);
    expect(again.status).toBe(2);
    expect(again.stdout).toBe('');
    expect(again.stderr).toBe(
      '--table: table alpha already holds a finished battle; choose another name or empty it (npm run live -- --clear alpha)\n',
    );
  }, 60_000);

  it('refuses a bad table name, a speed out of range and credentials for another table (status 2)', async () => {
    const bad = await holotable(['publish', battle, '--table', 'a.b', '--creds', alphaCreds]);
    expect(bad).toEqual({
      status: 2,
      stdout: '',
      stderr: `--table: expected 1 to 64 letters, digits, '-' or '_', got "a.b"\n`,
    });
    const fast = await holotable(['publish', battle, '--table', 'alpha', '--speed', '5000', '--creds', alphaCreds]);
    expect(fast.stderr).toBe('--speed: expected a number from 0.1 to 1000, got "5000"\n');
    const other = await holotable(['publish', battle, '--table', 'beta', '--creds', alphaCreds]);
    expect(other).toEqual({
      status: 2,
      stdout: '',
      stderr: '--creds: the credentials are for table alpha, not beta\n',
    });
  }, 60_000);

  it('exits with status 1 when the server refuses the login', async () => {
    const wrong = join(t.dir, 'wrong.json');
    writeFileSync(wrong, JSON.stringify({ server: t.server.url, table: 'beta', user: 'pub-beta', password: 'nope' }));
    const run = await holotable(['publish', battle, '--table', 'beta', '--creds', wrong]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^cannot connect to nats:\/\/127\.0\.0\.1:\d+: .*[Aa]uthorization/);
  }, 60_000);
});
