/**
 * Keeping a viewer at the live edge: the clock plays at the publisher's speed from the latest event, and is
 * brought forward when it falls behind; a viewer who pauses or scrubs back leaves the edge (the Live button
 * brings them back). Pure over the clock, so the rules are tested without a page.
 */
import type { TimedEvent } from '../../battle/timeline.ts';
import type { PlaybackClock } from '../playbackClock.ts';

/** Where the live edge is now: the latest event's start plus the time since it arrived, within the timeline. */
export function liveEdgeS(
  events: readonly TimedEvent[],
  duration: number,
  arrivedAtMs: number,
  nowMs: number,
  speed: number,
): number {
  const last = events[events.length - 1];
  if (!last) return 0;
  return Math.min(duration, last.t + (Math.max(0, nowMs - arrivedAtMs) / 1000) * speed);
}

/** How far behind the edge (timeline seconds per unit of speed) the clock may run before it is brought forward. */
const LAG_S = 1;

/** Puts a following clock at the edge and plays it at the publisher's speed. */
export function followEdge(clock: PlaybackClock, edgeS: number, duration: number, speed: number): void {
  clock.duration = duration;
  clock.speed = speed;
  if (Math.abs(clock.time - edgeS) > LAG_S * speed) clock.time = edgeS;
  if (clock.time < duration) clock.playing = true;
}

/**
 * Whether the viewer has left the edge: paused before `followedEndS` (the end of the timeline when the session
 * last set the clock: a clock that ran to that end stopped by itself, and the next events start it again), moved
 * back from `lastSeenS` (where the session left the clock on its last look: playback only runs forward, so only a
 * seek goes back), or chose a speed other than the publisher's `speed`, which the session last set. A clock
 * merely behind the edge (slow frames) is brought forward, not left.
 */
export function leftEdge(clock: PlaybackClock, followedEndS: number, lastSeenS: number, speed: number): boolean {
  if (clock.speed !== speed) return true;
  if (!clock.playing && clock.time < followedEndS - 0.05) return true;
  return clock.time < lastSeenS - 0.05;
}
