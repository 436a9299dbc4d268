/**
 * Navigating a timeline by events and rounds (next / previous event, jump to a round), as the viewer's
 * transport controls do. Pure: times in seconds on the playback clock.
 */
import type { Timeline } from './timeline.ts';

/** Two times closer than this are the same moment (timeline clocks are rounded to a microsecond). */
const SAME_MOMENT_S = 1e-7;

/** Start of the first event strictly after time t, or the timeline's end when none is left. */
export function nextEventTime(timeline: Timeline, t: number): number {
  for (const e of timeline.events) if (e.t > t + SAME_MOMENT_S) return e.t;
  return timeline.duration;
}

/**
 * Start of the event before the one under way at t: the start of the event under way when t is well inside it
 * (like a music player's "previous"), 0 before the first.
 */
export function previousEventTime(timeline: Timeline, t: number): number {
  let best = 0;
  for (const e of timeline.events) {
    if (e.t < t - SAME_MOMENT_S) best = e.t;
    else break;
  }
  return best;
}

/** Where each round starts: its number and the start of its `round` event, in order. */
export function roundStarts(timeline: Timeline): { round: number; t: number }[] {
  const out: { round: number; t: number }[] = [];
  for (const e of timeline.events) if (e.kind === 'round') out.push({ round: e.round, t: e.t });
  return out;
}

/** The moment set-up is over (the first round starts), or 0 when the timeline has no rounds. */
export function setupEndTime(timeline: Timeline): number {
  return roundStarts(timeline)[0]?.t ?? 0;
}
