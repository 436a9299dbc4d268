/**
 * One process of `npm run bench:live`'s viewers (bench/live.ts forks a few): opens VIEWERS WebSocket
 * connections to the server as viewers (the browser's transport, Node's WebSocket), each following the table with
 * the page's own watcher (src/state/live/liveWatcher.ts), and reports over IPC: the end-to-end latency of every
 * message (received − sent, one clock on loopback), the counts, and how many viewers' final timelines differ from
 * `holotable replay`'s. On 'reconnect' it forces the chosen viewers' connections to drop and reconnect.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { type NatsConnection, wsconnect } from '@nats-io/nats-core';
import { inboxPrefixOf, VIEWER_USER } from '../src/battle/liveEvents.ts';
import { type LiveWatcher, watchTable } from '../src/state/live/liveWatcher.ts';

const [wsUrl = '', table = '', countText = '0', expectedFile = ''] = process.argv.slice(2);
const count = Number(countText);
const expected: unknown = JSON.parse(readFileSync(expectedFile, 'utf8'));
const latencies: number[] = [];
const viewers: { nc: NatsConnection; watcher: LiveWatcher }[] = [];
const send = (m: unknown) => void process.send?.(m);

/** Connects, retrying while the server is too busy accepting the others to finish a login in time. */
async function connectViewer(): Promise<NatsConnection> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await wsconnect({
        servers: wsUrl,
        inboxPrefix: inboxPrefixOf(VIEWER_USER),
        maxReconnectAttempts: -1,
        reconnectTimeWait: 250,
        timeout: 20_000,
      });
    } catch (e) {
      if (attempt >= 5) throw e;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Opens one viewer; resolves once it follows the table (its history read, its tail subscribed). */
async function openViewer(): Promise<void> {
  const nc = await connectViewer();
  let following = () => {};
  const isFollowing = new Promise<void>((resolve) => (following = resolve));
  const watcher = watchTable(nc, table, {
    onCaughtUp: () => following(),
    onMessage: (m, _log, at) => {
      if (m.sentAtMs > 0) latencies.push(at - m.sentAtMs);
    },
  });
  viewers.push({ nc, watcher });
  await isFollowing;
}

async function openAll(): Promise<void> {
  // A few at a time: a thousand WebSocket upgrades at once would time out on two shared cores.
  for (let i = 0; i < count; i += 25) {
    const batch = Math.min(25, count - i);
    await Promise.all(Array.from({ length: batch }, () => openViewer()));
  }
}

/** Waits for every watcher to take the finish message (or the deadline), then reports. */
async function report(deadlineMs: number): Promise<void> {
  await Promise.race([
    Promise.allSettled(viewers.map((v) => v.watcher.finished)),
    new Promise((resolve) => setTimeout(resolve, deadlineMs)),
  ]);
  let differing = 0;
  let unfinished = 0;
  const totals = { accepted: 0, doubles: 0, dropped: 0, gaps: 0, skipped: 0 };
  for (const { watcher } of viewers) {
    const { log } = watcher;
    if (!log.finished) unfinished++;
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(log.timeline())), expected)) differing++;
    for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += log.counts[k];
  }
  // Exit once the report is sent: closing a thousand connections one by one only adds load to the next run.
  process.send?.({ type: 'done', viewers: viewers.length, latencies, differing, unfinished, totals }, () =>
    process.exit(0),
  );
}

process.on('message', (m: { type: string; fraction?: number; deadlineMs?: number }) => {
  if (m.type === 'reconnect') {
    const n = Math.round(viewers.length * (m.fraction ?? 0));
    for (const v of viewers.slice(0, n)) v.nc.reconnect().catch(() => {});
    send({ type: 'reconnected', n });
  } else if (m.type === 'finish') void report(m.deadlineMs ?? 60_000);
});

openAll().then(
  () => send({ type: 'ready', viewers: viewers.length }),
  (e: unknown) => send({ type: 'failed', error: String(e) }),
);
