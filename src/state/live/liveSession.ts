/**
 * The watch page's session: connects to the server over WebSocket (as a viewer: no credentials), follows the
 * table (liveWatcher.ts) and, a few times a second at most, shows what has arrived as the battle on show (a
 * LoadedBattle whose timeline grows, under one serial so the scene keeps its objects and camera), keeping the
 * clock at the live edge while the viewer follows it. Lists the server's tables every few seconds.
 */
import { wsconnect, type NatsConnection } from '@nats-io/nats-core';
import { inboxPrefixOf, type LiveMessage, VIEWER_USER } from '../../battle/liveEvents.ts';
import { loadRuleSystem } from '../../rules/ruleSystemLoader.ts';
import { buildPlaybackModel } from '../playback/playbackModel.ts';
import { paceModeAtom, playbackClockAtom, playbackSpeedAtom } from '../playbackAtoms.ts';
import type { LoadedBattle } from '../prepareBattle.ts';
import { loadedViewAtom, loadErrorAtom, loadErrorOf } from '../scenarioAtoms.ts';
import { followLiveAtom, type LiveConnection, liveStatusAtom, liveTablesAtom } from './liveAtoms.ts';
import { followEdge, leftEdge, liveEdgeS } from './liveFollow.ts';
import type { LiveTableLog } from './liveTableLog.ts';
import { listLiveTables } from './liveTables.ts';
import { type LiveWatcher, watchTable } from './liveWatcher.ts';
import type { WatchParams } from './watchParams.ts';

/** The jotai store the session writes to. */
type Store = { get: import('jotai').Getter; set: import('jotai').Setter };

const SHOW_EVERY_MS = 250;
const TABLES_EVERY_MS = 5_000;
/**
 * The serial of the battle a watch page shows: one per battle of the table (so each update keeps the scene's
 * objects, and a new battle, the publisher having begun again, starts the scene afresh).
 */
const liveSerial = (log: LiveTableLog) => -log.battles;

/** Shows the log's timeline as the battle on show (loading its rule system the first time). */
async function showLog(store: Store, log: LiveTableLog, table: string): Promise<void> {
  const timeline = log.timeline();
  if (!timeline) return;
  const system = await loadRuleSystem(timeline.system);
  const battle: LoadedBattle = {
    kind: 'battle',
    serial: liveSerial(log),
    source: `live table ${table}`,
    system,
    ...(log.title !== undefined ? { title: log.title } : {}),
    timeline,
    playback: buildPlaybackModel(timeline),
    live: true,
  };
  store.set(loadedViewAtom, battle);
}

/** Follows the connection's status into the page's status. */
async function trackConnection(store: Store, nc: NatsConnection): Promise<void> {
  const word = (type: string): LiveConnection | null =>
    type === 'disconnect' || type === 'reconnecting' ? 'reconnecting' : type === 'reconnect' ? 'connected' : null;
  for await (const s of nc.status()) {
    const connection = word(s.type);
    if (connection) store.set(liveStatusAtom, { ...store.get(liveStatusAtom), connection });
  }
}

/** Starts watching; returns the function that stops it and closes the connection. */
export function startLiveSession(store: Store, params: WatchParams): () => void {
  let stopped = false;
  let nc: NatsConnection | null = null;
  let watcher: LiveWatcher | null = null;
  const timers: ReturnType<typeof setInterval>[] = [];
  store.set(paceModeAtom, 'real');
  const fail = (e: unknown) => {
    if (stopped) return;
    const detail = e instanceof Error ? e.message : String(e);
    store.set(liveStatusAtom, { ...store.get(liveStatusAtom), connection: 'failed', detail });
  };
  const refreshTables = () => {
    // A listing that times out (a page busy drawing, a busy server) keeps the last list; the next one retries.
    if (nc)
      listLiveTables(nc).then(
        (t) => !stopped && store.set(liveTablesAtom, t),
        () => {},
      );
  };
  const start = async () => {
    nc = await wsconnect({
      servers: params.server.split(','),
      // The viewers' own inbox prefix: the server lets a viewer receive replies there only.
      inboxPrefix: inboxPrefixOf(VIEWER_USER),
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1_000,
    });
    if (stopped) return void nc.close();
    store.set(liveStatusAtom, { ...store.get(liveStatusAtom), connection: 'connected' });
    trackConnection(store, nc).catch(() => {});
    refreshTables();
    timers.push(setInterval(refreshTables, TABLES_EVERY_MS));
    if (params.table !== null) {
      watcher = followTable(store, nc, params.table, timers);
      watcher.finished.catch(fail);
    }
  };
  start().catch(fail);
  return () => {
    stopped = true;
    for (const t of timers) clearInterval(t);
    void watcher?.stop().then(() => nc?.close());
    if (!watcher) void nc?.close();
  };
}

/** Follows one table: its messages into the log, the log onto the page, the clock at the edge. */
function followTable(
  store: Store,
  nc: NatsConnection,
  table: string,
  timers: ReturnType<typeof setInterval>[],
): LiveWatcher {
  let dirty = false;
  let arrivedAtMs = 0;
  let shownAtMs: number | null = null;
  let showing = false;
  let caughtUp = false;
  /** The timeline's end and the clock's time when the session last set the clock (null before it first did). */
  let followed: { endS: number; timeS: number } | null = null;
  const onMessage = (m: LiveMessage, _log: LiveTableLog, at: number) => {
    dirty = true;
    if (m.kind === 'event') arrivedAtMs = at;
  };
  let battles = 0;
  const watcher = watchTable(nc, table, {
    followAfterFinish: true,
    onMessage,
    onRefused: () => (dirty = true),
    onCaughtUp: () => {
      caughtUp = true;
      dirty = true;
    },
  });
  const tick = () => {
    const log = watcher.log;
    const clock = store.get(playbackClockAtom);
    const timeline = store.get(loadedViewAtom)?.timeline;
    const now = Date.now();
    if (log.battles !== battles) {
      // The publisher began again (a new battle id): the viewer follows the new battle from its start.
      battles = log.battles;
      followed = null;
      store.set(followLiveAtom, true);
    }
    if (timeline && shownAtMs !== null && store.get(followLiveAtom)) {
      const edge = liveEdgeS(log.events, timeline.duration, arrivedAtMs, now, log.speed);
      // Until the session first sets the clock, its state is the page's start, not the viewer's choice.
      if (followed !== null && leftEdge(clock, followed.endS, followed.timeS, log.speed)) {
        store.set(followLiveAtom, false);
        followed = null;
      } else {
        followEdge(clock, edge, timeline.duration, log.speed);
        followed = { endS: timeline.duration, timeS: clock.time };
        // The transport's speed box shows the speed the clock follows: the publisher's.
        if (store.get(playbackSpeedAtom) !== log.speed) store.set(playbackSpeedAtom, log.speed);
      }
    }
    if (!dirty || showing) return;
    dirty = false;
    showing = true;
    // The status says what the page shows: it is set once the log it counts is on the page, so "finished"
    // never comes before the battle's end does.
    const status = {
      counts: { ...log.counts },
      caughtUp: caughtUp || log.finished,
      finished: log.finished,
      speed: log.speed,
    };
    showLog(store, log, table)
      .then(() => {
        const shown = store.get(loadedViewAtom)?.timeline;
        if (shown) store.get(playbackClockAtom).duration = shown.duration;
        shownAtMs ??= Date.now();
      })
      .catch((e: unknown) => store.set(loadErrorAtom, loadErrorOf(`live table ${table}`, e)))
      .finally(() => {
        store.set(liveStatusAtom, { ...store.get(liveStatusAtom), ...status });
        showing = false;
      });
  };
  timers.push(setInterval(tick, SHOW_EVERY_MS / 2));
  return watcher;
}
