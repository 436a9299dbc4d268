/** A Full Thrust capital ship's damage track as its timeline unit carries it (`info.hullRows`, "6,6,6,6"). */
import type { TimelineUnit } from '../../battle/timeline.ts';

/** Boxes per hull row of a unit's damage track, or null for a unit without one. */
export function hullRowsOf(unit: TimelineUnit): number[] | null {
  const rows = unit.info?.hullRows;
  return typeof rows === 'string' ? rows.split(',').map(Number) : null;
}
