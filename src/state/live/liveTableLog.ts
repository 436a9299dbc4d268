/**
 * What a viewer has of a live table: the messages accepted so far, strictly in sequence, as a growing timeline.
 * Pure (no NATS), so its rules are tested alone: a message already held is a double and ignored; one past the
 * next expected number is a gap, which the watcher re-fetches from the stream before anything after it counts.
 * The start of another battle (seq 0, a new battle id) replaces the battle held, so a publisher that begins
 * again (the recorder after an undo) restarts its viewers cleanly.
 */
import { durationSoFar, type LiveHeader, type LiveMessage } from '../../battle/liveEvents.ts';
import type { TimedEvent, Timeline } from '../../battle/timeline.ts';

/** What offering a message did. */
export type OfferOutcome = 'accepted' | 'double' | 'gap';

/** Counts a viewer reports (the watch page's status line, the benchmark's figures). */
export interface LiveCounts {
  accepted: number;
  doubles: number;
  /** Messages refused unread: too big, not JSON, not a live message, or for another table. */
  dropped: number;
  /** Gaps found, each re-fetched from the stream. */
  gaps: number;
  /** Numbers the stream did not hold even when re-fetched (a publisher skipped them, or they were dropped). */
  skipped: number;
}

/** The table's timeline as received so far. */
export class LiveTableLog {
  header: LiveHeader | null = null;
  title: string | undefined;
  /** The battle's id, from the start message. */
  battle: string | null = null;
  /** The publisher's speed (times real time), from the start message. */
  speed = 1;
  readonly events: TimedEvent[] = [];
  /** The battle's length once the finish message arrived, else null. */
  finishedDuration: number | null = null;
  /** The sequence number expected next. */
  nextSeq = 0;
  readonly counts: LiveCounts = { accepted: 0, doubles: 0, dropped: 0, gaps: 0, skipped: 0 };

  constructor(readonly table: string) {}

  /** How many battles the table has started while watched (a publisher that restarts draws a new battle id). */
  battles = 0;

  /**
   * Why a checked message belongs elsewhere (another table, or another battle than the one started), or null.
   * The start of a new battle is not foreign: the publisher began again (the recorder's undo, a new game).
   */
  foreignReason(m: LiveMessage): string | null {
    if (m.table !== this.table) return 'for another table';
    if (this.battle !== null && m.battle !== this.battle && !this.startsNewBattle(m)) return 'for another battle';
    return null;
  }

  /** Whether a message starts a battle other than the one held. */
  private startsNewBattle(m: LiveMessage): boolean {
    return m.kind === 'start' && m.seq === 0 && this.battle !== null && m.battle !== this.battle;
  }

  /** Takes a checked message: appends it when it is the next one, else says why not. */
  offer(m: LiveMessage): OfferOutcome {
    // A new battle replaces the one held: the viewer starts again from its start (counts carry on).
    if (this.startsNewBattle(m)) this.restart();
    if (m.seq < this.nextSeq) {
      this.counts.doubles++;
      return 'double';
    }
    if (m.seq > this.nextSeq) return 'gap';
    this.apply(m);
    return 'accepted';
  }

  /** Takes a message past a gap the stream cannot fill: the numbers in between are counted as skipped. */
  acceptPastGap(m: LiveMessage): void {
    this.counts.skipped += m.seq - this.nextSeq;
    this.nextSeq = m.seq;
    this.apply(m);
  }

  /** Forgets the battle held, before a new one starts. */
  private restart(): void {
    this.header = null;
    this.title = undefined;
    this.battle = null;
    this.speed = 1;
    this.events.length = 0;
    this.finishedDuration = null;
    this.nextSeq = 0;
  }

  private apply(m: LiveMessage): void {
    this.nextSeq = m.seq + 1;
    this.counts.accepted++;
    if (m.kind === 'start') {
      this.battles++;
      this.header = m.header;
      this.battle = m.battle;
      this.title = m.title;
      this.speed = m.speed;
    } else if (m.kind === 'event') {
      // Events keep clock order (replay's binary search relies on it); one out of order is held at the last time.
      const last = this.events[this.events.length - 1];
      this.events.push(last && m.event.t < last.t ? { ...m.event, t: last.t } : m.event);
    } else this.finishedDuration = m.duration;
  }

  /** Whether the finish message has arrived. */
  get finished(): boolean {
    return this.finishedDuration !== null;
  }

  /** The timeline so far (null before the start message): a copy of the event list, safe to keep. */
  timeline(): Timeline | null {
    if (!this.header) return null;
    const events = this.events.slice();
    return { ...this.header, events, duration: this.finishedDuration ?? durationSoFar(events) };
  }
}
