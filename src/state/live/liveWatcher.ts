/**
 * Following a live table (README, "Live spectating"): the watcher subscribes to the table's tail (the subject
 * where the stream republishes each message it stores, with its stream sequence), reads what the stream held
 * before (liveHistory.ts), then takes the tail's messages as they come: those that came while it read are held
 * and taken after, and one already taken is skipped by its stream sequence. Every message is checked
 * (decodeLiveMessage: size, JSON, the timeline's schema, the table) before the log takes it; a refused one is
 * counted and dropped. The log's own sequence numbers catch what the transport might not: a double is ignored,
 * and a gap reads the stream again from just after the last message taken. After a lost connection or a server
 * restart the tail has missed what was stored meanwhile, so the watcher reads the stream again from the last
 * stream sequence it took: a viewer catches up with nothing lost or doubled. Following by a plain subscription
 * costs the server one delivery per message and viewer, where a JetStream consumer per viewer cost it a
 * consumer's work on top (README, "Benchmark").
 */
import type { Msg, NatsConnection } from '@nats-io/nats-core';
import {
  decodeLiveMessage,
  isRefusal,
  LIVE_SEQUENCE_HEADER,
  type LiveMessage,
  liveTailSubject,
} from '../../battle/liveEvents.ts';
import { type OpenRead, readStoredAfter } from './liveHistory.ts';
import { LiveTableLog } from './liveTableLog.ts';

/** How a watcher reports and what a test may do to it. */
export interface WatchOptions {
  /** Called after each message the log took (batched by the caller as it likes). */
  onMessage?: (m: LiveMessage, log: LiveTableLog, receivedAtMs: number) => void;
  /** Called for each refused message, with why. */
  onRefused?: (reason: string) => void;
  /** Called once the history stored when the watcher started has been taken (then it follows live; at once for an empty table). */
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

/** How long a watcher waits before it reads the stream again after a failure (a restarting server). */
const RETRY_MS = 250;

/** Calls `onReconnect` each time the connection comes back; returns the handle that stops watching. */
function watchReconnects(nc: NatsConnection, onReconnect: () => void): { stop(): void } {
  let stopped = false;
  void (async () => {
    for await (const s of nc.status()) {
      if (stopped) break;
      if (s.type === 'reconnect') onReconnect();
    }
  })().catch(() => {});
  return { stop: () => (stopped = true) };
}

/** One table followed: the history read from the stream, then the tail. */
class TableFollower {
  /** The stream sequence of the last message taken or refused (0: none yet). */
  private lastStreamSeq = 0;
  /** Where the last re-read for a gap began: a gap there again means the stream does not hold those numbers. */
  private rereadAfter = -1;
  /** False while the stream is read: tail messages wait in `held` meanwhile. */
  private live = false;
  private readonly held: { seq: number; data: Uint8Array }[] = [];
  /** Whether the stream is to be read (at the start, after a gap, after a reconnect). */
  private readAgain = true;
  private caughtUp = false;
  private failure: unknown = null;
  private wake = () => {};
  stopped = false;
  open: OpenRead | null = null;

  constructor(
    private readonly nc: NatsConnection,
    readonly log: LiveTableLog,
    private readonly options: WatchOptions,
  ) {}

  /** Takes one stored message (its stream sequence and bytes); false at a gap, to be re-read from the stream. */
  take(streamSeq: number, data: Uint8Array): boolean {
    const { log, options } = this;
    if (streamSeq <= this.lastStreamSeq || options.loseDelivery?.(streamSeq)) return true;
    const decoded = decodeLiveMessage(data);
    const refusal = isRefusal(decoded) ? decoded.reason : log.foreignReason(decoded);
    if (refusal !== null || isRefusal(decoded)) {
      log.counts.dropped++;
      options.onRefused?.(refusal ?? 'refused');
      this.lastStreamSeq = streamSeq;
      return true;
    }
    let outcome = log.offer(decoded);
    if (outcome === 'gap') {
      if (this.rereadAfter !== this.lastStreamSeq) {
        log.counts.gaps++;
        this.rereadAfter = this.lastStreamSeq;
        return false;
      }
      // The same gap after a re-read: the stream does not hold those numbers; take what follows.
      log.acceptPastGap(decoded);
      outcome = 'accepted';
    }
    this.lastStreamSeq = streamSeq;
    if (outcome === 'accepted') options.onMessage?.(decoded, log, Date.now());
    return true;
  }

  /** A message on the tail: held while the stream is read, else taken at once. */
  readonly onTail = (err: Error | null, msg: Msg) => {
    try {
      if (err) throw err;
      const seq = Number(msg.headers?.get(LIVE_SEQUENCE_HEADER));
      // Only the stream publishes on a tail (no user may), always with the sequence; anything else is refused.
      if (!Number.isSafeInteger(seq) || seq <= 0) {
        this.log.counts.dropped++;
        this.options.onRefused?.('not from the stream');
      } else if (!this.live) this.held.push({ seq, data: msg.data });
      else if (!this.take(seq, msg.data)) this.readAgainSoon();
      else if (this.done()) this.wake();
    } catch (e) {
      this.failure ??= e;
      this.wake();
    }
  };

  /** Whether following is over: the battle finished (unless following after it), nothing held. */
  done(): boolean {
    return this.log.finished && !this.options.followAfterFinish && this.live && this.held.length === 0;
  }

  /** Reads the stream again (a gap, a reconnect); the tail's messages wait until it has. */
  readAgainSoon(): void {
    this.live = false;
    this.held.length = 0;
    this.readAgain = true;
    this.wake();
  }

  /** Ends the wait in `run` (stop, failure). */
  interrupt(failure?: unknown): void {
    if (failure !== undefined) this.failure ??= failure;
    this.wake();
  }

  /** Reads the stream after the last message taken, then takes the tail's messages held meanwhile. */
  private async catchUp(): Promise<void> {
    this.readAgain = false;
    this.live = false;
    const take = (seq: number, data: Uint8Array) => this.take(seq, data) || !(this.readAgain = true);
    try {
      await readStoredAfter(this.nc, this.log.table, this.lastStreamSeq, take, (r) => (this.open = r));
    } catch (e) {
      // The server is restarting (JetStream not ready yet) or the connection is down: try again shortly.
      if (this.stopped || this.nc.isClosed()) throw e;
      this.options.onRetry?.(e);
      this.readAgain = true;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      return;
    }
    if (this.readAgain) return;
    this.live = true;
    if (!this.caughtUp) {
      this.caughtUp = true;
      this.options.onCaughtUp?.(this.log);
    }
    for (const { seq, data } of this.held.splice(0)) if (!this.take(seq, data)) return this.readAgainSoon();
  }

  /** Follows until done or stopped; rejects when following fails. */
  async run(): Promise<void> {
    const sub = this.nc.subscribe(liveTailSubject(this.log.table), { callback: this.onTail });
    const reconnects = watchReconnects(this.nc, () => this.readAgainSoon());
    void this.nc.closed().then(() => this.interrupt(new Error('the connection closed')));
    try {
      while (!this.stopped && !this.done()) {
        if (this.failure !== null) throw this.failure;
        if (this.readAgain) await this.catchUp();
        else await new Promise<void>((resolve) => (this.wake = resolve));
      }
    } finally {
      reconnects.stop();
      if (!this.nc.isClosed()) sub.unsubscribe();
    }
  }
}

/** Follows a table on an open connection; the log fills as messages arrive. */
export function watchTable(nc: NatsConnection, table: string, options: WatchOptions = {}): LiveWatcher {
  const follower = new TableFollower(nc, new LiveTableLog(table), options);
  let resolveFinished = () => {};
  let rejectFinished: (e: unknown) => void = () => {};
  const finished = new Promise<void>((resolve, reject) => {
    resolveFinished = resolve;
    rejectFinished = reject;
  });
  // A watcher stopped early, or one whose caller awaits only `log`, leaves no unhandled rejection behind.
  finished.catch(() => {});
  const running = follower.run().then(resolveFinished, (e: unknown) => {
    if (follower.stopped) resolveFinished();
    else rejectFinished(e);
  });
  return {
    log: follower.log,
    finished,
    async stop() {
      follower.stopped = true;
      follower.interrupt();
      await follower.open?.close();
      await running;
    },
  };
}
