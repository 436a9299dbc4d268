/**
 * Ships that flee: the engine records a `move` with `fled: true` ending (partly) off the mat, then a caption,
 * then `destroyed` with cause 'fled the battlefield'. The viewer keeps such a ship flying on along its path's
 * final heading from the end of that move until its destroyed event ends, so it visibly leaves over the edge
 * before it disappears. Pure, so it is tested in Node.
 */
import { DEG, type Pose } from '../../kernel/index.ts';
import type { TimedEvent, Timeline, TimelinePose } from '../../battle/timeline.ts';

/** The destroyed-event cause the X-Wing engine gives a ship that leaves the play area. */
export const FLED_CAUSE = 'fled the battlefield';

/** A fleeing ship's flight off the table. */
export interface FleeFlight {
  unit: string;
  /** Where its fleeing move ended. */
  start: TimelinePose;
  /** mm/s along its heading: the move's own average speed, at least MIN_FLEE_SPEED. */
  speedMmS: number;
  /** From the end of the fleeing move to the end of the destroyed event. */
  fromS: number;
  untilS: number;
}

/** Slowest flight off the table, mm/s, so a ship fleeing on a short maneuver still clears the edge. */
export const MIN_FLEE_SPEED = 90;

/** The fleeing flights of a timeline: a move with `fled`, or a destroyed event whose cause is fleeing. */
export function buildFleeFlights(timeline: Timeline): FleeFlight[] {
  const lastMove = new Map<string, TimedEvent & { kind: 'move' }>();
  const out: FleeFlight[] = [];
  for (const e of timeline.events) {
    if (e.kind === 'move') lastMove.set(e.unit, e);
    if (e.kind !== 'destroyed') continue;
    const move = lastMove.get(e.unit);
    if (!move || !(move.fled || e.cause === FLED_CAUSE)) continue;
    const distance = Math.hypot(move.to.x - move.from.x, move.to.y - move.from.y);
    const speedMmS = Math.max(MIN_FLEE_SPEED, move.duration > 0 ? distance / move.duration : 0);
    out.push({
      unit: e.unit,
      start: { ...move.to },
      speedMmS,
      fromS: move.t + move.duration,
      untilS: e.t + e.duration,
    });
  }
  return out;
}

/** Where a fleeing ship is at t (written into `out`), straight on from where its move ended. */
export function fleePoseAt(flight: FleeFlight, t: number, out: Pose): void {
  const d = Math.max(0, t - flight.fromS) * flight.speedMmS;
  const h = flight.start.heading * DEG;
  out.x = flight.start.x + Math.cos(h) * d;
  out.y = flight.start.y + Math.sin(h) * d;
  out.headingDeg = flight.start.heading;
}
