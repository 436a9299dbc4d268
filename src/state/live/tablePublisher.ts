/**
 * Publishing the battle a page shows (the stream page's, the recorder's) to a live table as it grows: each new
 * version given to `show` adds its new messages after the ones planned, with the sequence numbers running on;
 * a version whose earlier part changed (the recorder's undo, another battle loaded) begins a new battle (a new
 * id, from seq 0), which viewers take as a clean restart. Messages go out one at a time, in order, each retried
 * until the stream stores it (livePublisher.ts): at once when `pace` is null (a game being played now), or
 * each at its time on the battle's clock divided by `pace` (a finished battle played out, as `holotable publish`).
 */
import type { NatsConnection } from '@nats-io/nats-core';
import { type LiveMessage, messageClockS } from '../../battle/liveEvents.ts';
import { type BattleToPublish, battleMessages, extendsMessages } from './livePlan.ts';
import { publishStored } from './livePublisher.ts';

/** Where a table publisher stands (the pages' Publish live form shows it). */
export interface TablePublisherState {
  /** The id of the battle being published (null before the first version). */
  battle: string | null;
  /** Battles begun: more than one when an earlier part changed and the publisher began again. */
  battles: number;
  /** Messages of the present battle stored by the server. */
  published: number;
  /** Messages of the present battle known so far (published or waiting their turn). */
  planned: number;
  /** Publishes tried again (a server restart, a lost acknowledgement). */
  retries: number;
  /** Why publishing stopped (a refusal, the connection closed), or null. */
  error: string | null;
}

/** How a table publisher paces its messages, and what tests replace. */
export interface TablePublisherOptions {
  /** null: each message at once; a number: each at its time on the battle's clock divided by it. */
  pace: number | null;
  /** Draws a new battle's id (default: randomBattleId). */
  newBattleId?: () => string;
  /** Called whenever the state changes. */
  onState?: (state: TablePublisherState) => void;
  /** The wall clock in ms. */
  now?: () => number;
}

/** A random battle id: 16 random bytes in hex (getRandomValues works on plain-http pages too, unlike randomUUID). */
export function randomBattleId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A signal that `changed()` fires once and replaces. */
function signal() {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fired, fire };
}

/** Publishes a growing battle to one table over an open connection (the caller owns the connection). */
export class TablePublisher {
  readonly state: TablePublisherState = { battle: null, battles: 0, published: 0, planned: 0, retries: 0, error: null };
  private planned: LiveMessage[] = [];
  private next = 0;
  /** Bumped when a new battle begins, so a message in flight for the old one is not counted in the new. */
  private generation = 0;
  private battleStartMs = 0;
  private stopped = false;
  private wake = signal();
  private readonly now: () => number;
  private readonly running: Promise<void>;

  constructor(
    private readonly nc: NatsConnection,
    readonly table: string,
    private readonly options: TablePublisherOptions,
  ) {
    this.now = options.now ?? (() => Date.now());
    this.running = this.run();
  }

  /** Takes the battle's present version: publishes what it adds, or begins a new battle if its past changed. */
  show(b: BattleToPublish): void {
    if (this.stopped) return;
    const speed = this.options.pace ?? 1;
    const same = this.state.battle === null ? null : battleMessages(this.table, this.state.battle, b, speed);
    if (same && extendsMessages(this.planned, same)) {
      if (same.length === this.planned.length) return;
      this.planned = same;
    } else {
      const id = (this.options.newBattleId ?? randomBattleId)();
      this.planned = battleMessages(this.table, id, b, speed);
      this.next = 0;
      this.generation++;
      this.battleStartMs = this.now();
      Object.assign(this.state, { battle: id, battles: this.state.battles + 1, published: 0 });
    }
    this.state.planned = this.planned.length;
    this.changed();
  }

  /** Resolves once everything planned so far is stored (or publishing stopped). */
  async settled(): Promise<void> {
    while (!this.stopped && this.next < this.planned.length) await this.wake.fired;
  }

  /** Stops publishing (a message in flight is finished first); the connection stays open. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.changed();
    await this.running;
  }

  private changed(): void {
    const { fire } = this.wake;
    this.wake = signal();
    fire();
    this.options.onState?.({ ...this.state });
  }

  /** When a message is due (ms on the wall clock): at once, or at its battle time over the pace. */
  private dueMs(m: LiveMessage): number {
    const pace = this.options.pace;
    return pace === null ? 0 : this.battleStartMs + (messageClockS(m) * 1000) / pace;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const m = this.planned[this.next];
      const waitMs = m ? this.dueMs(m) - this.now() : Infinity;
      if (waitMs > 0) {
        // Wait for the message's time, or for a new version, a new battle or stop.
        let timer: ReturnType<typeof setTimeout> | undefined;
        const due = Number.isFinite(waitMs) ? new Promise((r) => (timer = setTimeout(r, waitMs))) : null;
        await Promise.race(due ? [due, this.wake.fired] : [this.wake.fired]);
        clearTimeout(timer);
        continue;
      }
      if (!m) continue;
      const generation = this.generation;
      try {
        await publishStored(this.nc, { ...m, sentAtMs: this.now() }, this.state);
      } catch (e) {
        this.state.error = e instanceof Error ? e.message : String(e);
        this.stopped = true;
        this.changed();
        return;
      }
      if (generation === this.generation) {
        this.next++;
        this.state.published++;
      }
      this.changed();
    }
  }
}
