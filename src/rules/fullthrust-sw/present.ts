/** How Full Thrust units and squares appear on the timeline: table poses in mm and degrees. */
import type { TimelinePose } from '../../battle/timeline.ts';
import { squareCentreMm, type Square } from './grid.ts';
import type { ShipState, SquadronState } from './state.ts';

/** The table pose of a square and heading (heading steps × 45°). */
export function poseOf(pos: Square, heading: number): TimelinePose {
  const c = squareCentreMm(pos);
  return { x: round3(c.x), y: round3(c.y), heading: heading * 45 };
}

/** A unit's current table pose. */
export function unitPose(u: ShipState | SquadronState): TimelinePose {
  return poseOf(u.pos, u.heading);
}

/** The centre of a unit as a table point, mm. */
export function unitPoint(u: ShipState | SquadronState): [number, number] {
  const p = unitPose(u);
  return [p.x, p.y];
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
