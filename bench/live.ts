/**
 * `npm run bench:live`: live spectating on loopback. A 12-round X-Wing battle (`holotable simulate --rounds 12`)
 * is published at 10× real time through a real nats-server (the project's configuration, scripts/live/) to
 * VIEWERS WebSocket viewers in a few Node processes (bench/liveViewers.ts, each viewer the page's own watcher).
 * Reports end-to-end latency (sent → taken by the viewer's log) p50/p99/max, messages lost and taken twice, and
 * viewers whose final timeline differs from `holotable replay`'s; then the same with the server killed (SIGKILL)
 * and restarted mid-battle and 10 % of the viewers' connections dropped and reconnected. Options: --viewers N
 * (1000), --procs P (1), --speed S (10), --only plain|chaos, --repeat R (each scenario R times, 1: the machine is
 * shared, so one run says little), --profile DIR (V8 CPU profiles of the viewer processes there). Results go to
 * bench/live-results.json (-N.json for other counts) with the load average of each run. Never fails on speed.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '@nats-io/transport-node';
import { inboxPrefixOf, timelineMessages } from '../src/battle/liveEvents.ts';
import type { Timeline } from '../src/battle/timeline.ts';
import { publishMessages } from '../src/state/live/livePublisher.ts';
import { freshLogins } from '../scripts/live/credentials.ts';
import { freePort, type LiveServer, startLiveServer } from '../scripts/live/natsServer.ts';

const { values } = parseArgs({
  options: {
    viewers: { type: 'string', default: '1000' },
    procs: { type: 'string', default: '1' },
    speed: { type: 'string', default: '10' },
    only: { type: 'string' },
    repeat: { type: 'string', default: '1' },
    profile: { type: 'string' },
  },
});
const VIEWERS = Number(values.viewers);
const PROCS = Math.min(Number(values.procs), VIEWERS);
const SPEED = Number(values.speed);
const REPEAT = Number(values.repeat);
const work = mkdtempSync(join(tmpdir(), 'holotable-bench-live-'));

/** The battle and what `holotable replay` prints for it (the built CLI, as a user runs it). */
function battle(): Timeline {
  execFileSync(process.execPath, ['scripts/build-cli.mjs']);
  const file = join(work, 'battle.json');
  execFileSync(process.execPath, ['bin/holotable.mjs', 'simulate', '--rounds', '12', '--seed', '1', '--out', file]);
  const replay = execFileSync(process.execPath, ['bin/holotable.mjs', 'replay', file], { maxBuffer: 1 << 28 });
  return (JSON.parse(replay.toString()) as { timeline: Timeline }).timeline;
}

/** A quantile of sorted values. */
const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

interface WorkerReport {
  viewers: number;
  latencies: number[];
  differing: number;
  unfinished: number;
  totals: { accepted: number; doubles: number; dropped: number; gaps: number; skipped: number };
}

/**
 * Forks the viewer processes and waits until every viewer is connected and following (its history read and its
 * subscription in place), so no message's latency includes a viewer still joining.
 */
async function startViewers(server: LiveServer, expectedFile: string): Promise<ChildProcess[]> {
  const procs: ChildProcess[] = [];
  const ready: Promise<void>[] = [];
  for (let i = 0; i < PROCS; i++) {
    const share = Math.floor(VIEWERS / PROCS) + (i < VIEWERS % PROCS ? 1 : 0);
    const child = fork('bench/liveViewers.ts', [server.wsUrl, 'bench', String(share), expectedFile], {
      execArgv: [
        '--import',
        'tsx',
        '--experimental-websocket',
        '--no-warnings',
        ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : []),
      ],
    });
    procs.push(child);
    ready.push(
      new Promise((resolve, reject) =>
        child.once('message', (m: { type: string; error?: string }) =>
          m.type === 'ready' ? resolve() : reject(new Error(m.error)),
        ),
      ),
    );
  }
  await Promise.all(ready);
  return procs;
}

/** Asks every viewer process for its report. */
function collect(procs: ChildProcess[]): Promise<WorkerReport[]> {
  return Promise.all(
    procs.map(
      (child) =>
        new Promise<WorkerReport>((resolve) => {
          child.on('message', (m: { type: string } & WorkerReport) => m.type === 'done' && resolve(m));
          child.send({ type: 'finish', deadlineMs: 120_000 });
        }),
    ),
  );
}

/** One run: a fresh server, the viewers, the battle published; with `chaos`, the restart and the reconnects. */
async function run(timeline: Timeline, chaos: boolean) {
  const dir = mkdtempSync(join(work, chaos ? 'chaos-' : 'plain-'));
  const places = {
    host: '127.0.0.1',
    port: await freePort(),
    wsPort: await freePort(),
    monitorPort: 0,
    storeDir: join(dir, 'js'),
  };
  const logins = freshLogins(['bench']);
  let server = await startLiveServer(places, logins, dir);
  const expectedFile = join(dir, 'expected.json');
  writeFileSync(expectedFile, JSON.stringify(timeline));
  const loadBefore = loadavg();
  const connectStart = performance.now();
  const procs = await startViewers(server, expectedFile);
  const connectS = (performance.now() - connectStart) / 1000;
  const [login] = logins.publishers;
  if (!login) throw new Error('no publisher login');
  const publisher = await connect({
    servers: server.url,
    user: login.user,
    pass: login.password,
    inboxPrefix: inboxPrefixOf(login.user),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 100,
  });
  const messages = timelineMessages('bench', 'bench-1', timeline, SPEED);
  let restart: Promise<void> = Promise.resolve();
  const events: string[] = [];
  const report = await publishMessages(publisher, messages, 0, {
    speed: SPEED,
    onStored: (m) => {
      if (!chaos) return;
      if (m.seq === Math.floor(messages.length * 0.4)) {
        events.push(`server killed (SIGKILL) after message ${m.seq}, restarted 1 s later`);
        restart = server.stop(true).then(async () => {
          await new Promise((r) => setTimeout(r, 1_000));
          server = await startLiveServer(places, logins, dir);
        });
      }
      if (m.seq === Math.floor(messages.length * 0.7)) {
        events.push(`10 % of viewers' connections dropped and reconnected after message ${m.seq}`);
        for (const p of procs) p.send({ type: 'reconnect', fraction: 0.1 });
      }
    },
  });
  await restart;
  const reports = await collect(procs);
  const loadAfter = loadavg();
  await publisher.close();
  await server.stop();
  const latencies = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const sum = (k: keyof WorkerReport['totals']) => reports.reduce((s, r) => s + r.totals[k], 0);
  const viewers = reports.reduce((s, r) => s + r.viewers, 0);
  return {
    scenario: chaos ? 'server restart + 10 % reconnects' : 'plain',
    viewers,
    messages: messages.length,
    publishRetries: report.retries,
    events,
    connectAllS: Number(connectS.toFixed(1)),
    latencyMs: {
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      max: latencies[latencies.length - 1] ?? NaN,
      samples: latencies.length,
    },
    lost: viewers * messages.length - sum('accepted'),
    takenTwice: 0,
    doublesReceivedAndIgnored: sum('doubles'),
    gapsRefetched: sum('gaps'),
    dropped: sum('dropped'),
    unfinished: reports.reduce((s, r) => s + r.unfinished, 0),
    differFromReplay: reports.reduce((s, r) => s + r.differing, 0),
    loadAverage: {
      before: loadBefore.map((x) => Number(x.toFixed(2))),
      after: loadAfter.map((x) => Number(x.toFixed(2))),
    },
  };
}

const timeline = battle();
const results = [];
for (const chaos of [false, true]) {
  if (values.only === (chaos ? 'plain' : 'chaos')) continue;
  for (let i = 0; i < REPEAT; i++) {
    const r = await run(timeline, chaos);
    console.log(JSON.stringify(r, null, 2));
    results.push(r);
  }
}
rmSync(work, { recursive: true, force: true });
const rounds = timeline.events.filter((e) => e.kind === 'round').length;
const out = {
  date: new Date().toISOString(),
  battle: { rounds, events: timeline.events.length, durationS: timeline.duration },
  speed: SPEED,
  cores: 2,
  results,
};
writeFileSync(`bench/live-results${VIEWERS === 1000 ? '' : `-${VIEWERS}`}.json`, `${JSON.stringify(out, null, 2)}\n`);
process.exit(0);
