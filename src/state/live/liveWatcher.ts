/**
 * Following a live table (README, "Live spectating"): an ephemeral JetStream consumer on the table's subject
 * replays its history from the first message, then follows new ones as they are stored. Every message is checked
 * (decodeLiveMessage: size, JSON, the timeline's schema, the table) before the log takes it; a refused one is
 * counted and dropped. The log's own sequence numbers catch what the transport might not: a double is ignored,
 * and a gap restarts the consumer just after the last message taken, re-fetching the missing ones from the
 * stream. After a lost connection or a server restart the watcher creates a fresh consumer from the last stream
 * sequence it took, so a viewer catches up with nothing lost or doubled.
 */
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { type NatsConnection, nanos } from '@nats-io/nats-core';
import { decodeLiveMessage, isRefusal, LIVE_STREAM, type LiveMessage, tableSubject } from '../../battle/liveEvents.ts';
import { LiveTableLog } from './liveTableLog.ts';

/** How a watcher reports and what a test may do to it. */
export interface WatchOptions {
  /** Called after each message the log took (batched by the caller as it likes). */
  onMessage?: (m: LiveMessage, log: LiveTableLog, receivedAtMs: number) => void;
  /** Called for each refused message, with why. */
  onRefused?: (reason: string) => void;
  /** Called once the history stored when the watcher started has been taken (then it follows live). */
  onCaughtUp?: (log: LiveTableLog) => void;
  /** Called when following failed and is tried again (the server restarting, the connection down). */
  onRetry?: (error: unknown) => void;
  /**
   * Keep following after the battle's finish (the watch page: the table's next battle, or the recorder's new
   * battle after an undo, replaces it); `finished` then resolves only on stop. Otherwise the watcher stops at
   * the finish of the table's latest battle.
   */
  followAfterFinish?: boolean;
  /** Tests only: a delivery for which this says true is lost on the way, as a lossy link would lose it. */
  loseDelivery?: (streamSeq: number) => boolean;
}

/** A running watcher. */
export interface LiveWatcher {
  log: LiveTableLog;
  /** Resolves when the finish message has been taken (the battle is over) or on stop; rejects when following fails. */
  finished: Promise<void>;
  /** Stops following (the connection stays open; the caller owns it). */
  stop(): Promise<void>;
}

/** What one consumer's run shares with the watcher around it. */
interface FollowContext {
  nc: NatsConnection;
  log: LiveTableLog;
  options: WatchOptions;
  stopped: () => boolean;
  setCurrent: (messages: { close(): Promise<void | Error> }) => void;
  /** Called once, at the first message after which the consumer had nothing pending. */
  caughtUp: () => void;
}

/** How long the server keeps a viewer's consumer once nothing pulls from it (a closed page, a lost viewer). */
const CONSUMER_IDLE_MS = 30_000;

/**
 * A fresh ephemeral consumer of the table's messages after a stream sequence. It is created through the
 * unnamed create subject (`$JS.API.CONSUMER.CREATE.<stream>`), the only one viewers may use: the server
 * refuses a durable name there, so viewers cannot leave durable consumers behind (scripts/live/natsConfig.ts).
 * No acknowledgements: a viewer that misses a message finds the gap by its number and re-fetches it.
 */
async function ephemeralConsumer(nc: NatsConnection, table: string, after: number) {
  const jsm = await jetstreamManager(nc, { checkAPI: false });
  const info = await jsm.consumers.add(LIVE_STREAM, {
    // One subject as a string: nats-server 2.9 (Debian's) knows filter_subject, not the 2.10 list.
    filter_subject: tableSubject(table),
    ack_policy: AckPolicy.None,
    mem_storage: true,
    inactive_threshold: nanos(CONSUMER_IDLE_MS),
    ...(after > 0
      ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: after + 1 }
      : { deliver_policy: DeliverPolicy.All }),
  });
  return jetstream(nc).consumers.get(LIVE_STREAM, info.name);
}

/** One consumer's run from a stream sequence: where it stopped, and the gap that stopped it, if one did. */
async function followFrom(c: FollowContext, after: number) {
  const { log, options } = c;
  const consumer = await ephemeralConsumer(c.nc, log.table, after);
  const messages = await consumer.consume({ max_messages: 512 });
  c.setCurrent(messages);
  let lastStreamSeq = after;
  let gapAt: number | null = null;
  let gapMessage: LiveMessage | null = null;
  for await (const jm of messages) {
    if (c.stopped()) break;
    if (options.loseDelivery?.(jm.seq)) continue;
    const decoded = decodeLiveMessage(jm.data);
    const refusal = isRefusal(decoded) ? decoded.reason : log.foreignReason(decoded);
    if (refusal !== null || isRefusal(decoded)) {
      log.counts.dropped++;
      options.onRefused?.(refusal ?? 'refused');
      lastStreamSeq = jm.seq;
    } else {
      const outcome = log.offer(decoded);
      if (outcome === 'gap') {
        gapAt = jm.seq;
        gapMessage = decoded;
        break;
      }
      lastStreamSeq = jm.seq;
      if (outcome === 'accepted') options.onMessage?.(decoded, log, Date.now());
    }
    if (jm.info.pending === 0) c.caughtUp();
    // A finish with more stored after it is not the table's last battle: read on to the next one's start.
    if (log.finished && jm.info.pending === 0 && !options.followAfterFinish) break;
  }
  await messages.close();
  return { lastStreamSeq, gapAt, gapMessage };
}

/** How long a watcher waits before it tries again to follow after a failure (a restarting server). */
const RETRY_MS = 250;

/**
 * After the connection comes back, the consumer is followed afresh from the last message taken: an ordered
 * consumer notices a lost server only when its heartbeats stop (tens of seconds), and a restarted server has
 * forgotten it. Returns the handle that stops watching the status.
 */
function restartOnReconnect(
  nc: NatsConnection,
  current: () => { close(): Promise<void | Error> } | null,
): { stop(): void } {
  let stopped = false;
  void (async () => {
    for await (const s of nc.status()) {
      if (stopped) break;
      if (s.type === 'reconnect') void current()?.close();
    }
  })().catch(() => {});
  return { stop: () => (stopped = true) };
}

/** Follows a table on an open connection; the log fills as messages arrive. */
export function watchTable(nc: NatsConnection, table: string, options: WatchOptions = {}): LiveWatcher {
  const log = new LiveTableLog(table);
  let stopped = false;
  let current: { close(): Promise<void | Error> } | null = null;
  let resolveFinished = () => {};
  let rejectFinished: (e: unknown) => void = () => {};
  const finished = new Promise<void>((resolve, reject) => {
    resolveFinished = resolve;
    rejectFinished = reject;
  });
  // A watcher stopped early, or one whose caller awaits only `log`, leaves no unhandled rejection behind.
  finished.catch(() => {});
  const run = async () => {
    let afterStreamSeq = 0;
    let refetchedAfter = -1;
    let caughtUp = false;
    const context: FollowContext = {
      nc,
      log,
      options,
      stopped: () => stopped,
      setCurrent: (m) => (current = m),
      caughtUp: () => {
        if (caughtUp) return;
        caughtUp = true;
        options.onCaughtUp?.(log);
      },
    };
    const watchStatus = restartOnReconnect(nc, () => current);
    while (!stopped && !(log.finished && !options.followAfterFinish)) {
      let outcome;
      try {
        outcome = await followFrom(context, afterStreamSeq);
      } catch (e) {
        // The server is restarting (JetStream not ready yet) or the connection is down: try again shortly.
        if (stopped || nc.isClosed()) throw e;
        options.onRetry?.(e);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        continue;
      }
      afterStreamSeq = outcome.lastStreamSeq;
      if (outcome.gapAt === null) continue;
      // The same gap after a re-fetch: the stream does not hold those numbers; take what follows.
      if (refetchedAfter === afterStreamSeq && outcome.gapMessage) {
        log.acceptPastGap(outcome.gapMessage);
        afterStreamSeq = outcome.gapAt;
        options.onMessage?.(outcome.gapMessage, log, Date.now());
      } else {
        log.counts.gaps++;
        refetchedAfter = afterStreamSeq;
      }
    }
    watchStatus.stop();
    resolveFinished();
  };
  const running = run().catch((e) => {
    if (stopped) resolveFinished();
    else rejectFinished(e);
  });
  return {
    log,
    finished,
    async stop() {
      stopped = true;
      await current?.close();
      await running.catch(() => {});
    },
  };
}
