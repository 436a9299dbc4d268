/**
 * What a publisher sends for a battle that a page shows as it grows (the recorder's game, the stream page's
 * battle): the messages of its present version, and whether a new version only adds to what was planned. When an
 * earlier part changed (the recorder's undo, another battle loaded), the publisher begins a new battle (a new id,
 * from seq 0), which viewers take as a clean restart (liveTableLog.ts). Pure, so the rules are tested alone.
 */
import { type LiveMessage, timelineMessages } from '../../battle/liveEvents.ts';
import type { Timeline } from '../../battle/timeline.ts';

/** A battle to publish as a page has it now: its timeline so far, whether it is over, and its title. */
export interface BattleToPublish {
  timeline: Timeline;
  /** Whether the battle is over (then the finish message follows its events). */
  finished: boolean;
  title?: string;
}

/** The messages of a battle's present version: its start, its events, and its finish once it is over. */
export function battleMessages(table: string, battle: string, b: BattleToPublish, speed: number): LiveMessage[] {
  const messages = timelineMessages(table, battle, b.timeline, speed, b.title);
  if (!b.finished) messages.pop();
  return messages;
}

/** Whether `next` keeps every message of `previous` unchanged and in place (it only adds to the end). */
export function extendsMessages(previous: readonly LiveMessage[], next: readonly LiveMessage[]): boolean {
  if (next.length < previous.length) return false;
  return previous.every((m, i) => JSON.stringify(m) === JSON.stringify(next[i]));
}
