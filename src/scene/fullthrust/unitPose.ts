/**
 * Where a Full Thrust unit stands at a playback time and whether it is on show: its drawn pose, hidden once
 * destroyed or gone, and for a squadron while it is aboard its carrier. Read by the unit's own group and by the
 * instanced base markers, so both follow the very same rule.
 */
import type { TimelineUnit } from '../../battle/timeline.ts';
import type { Pose } from '../../kernel/index.ts';
import { type PlaybackModel, drawnPoseAt } from '../../state/playback/playbackModel.ts';
import { type FtPlayback, valueAt } from './ftPlayback.ts';

/** Writes the unit's pose at t into `out`; true when it is drawn then. */
export function ftUnitShownAt(
  unit: TimelineUnit,
  playback: PlaybackModel,
  ft: FtPlayback,
  t: number,
  out: Pose,
): boolean {
  const placed = drawnPoseAt(playback, unit.id, t, out);
  if (unit.size === 'capital') return placed;
  return placed && valueAt(ft.aboard.get(unit.id), t, 0) <= 0;
}
