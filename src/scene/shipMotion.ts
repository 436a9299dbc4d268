/**
 * The small liveliness of a ship model above its exact base: a bank into turns and a gentle bob. Both are pure
 * functions of the playback time, never of the wall clock or of earlier frames, so playing, scrubbing to a
 * moment and a frame-exact video export all draw the same picture.
 */
import { deltaDeg, type Pose } from '../kernel/index.ts';
import { type PlaybackModel, drawnPoseAt } from '../state/playback/playbackModel.ts';

/** How far back the bank measures the turn, s: it builds up over this long as a turn starts and ends. */
export const BANK_WINDOW_S = 0.3;
/** Bank per degree a second of turning, rad, and the most it banks, rad. */
const BANK_PER_DEG_S = 0.006;
const MAX_BANK_RAD = 0.55;

const now: Pose = { x: 0, y: 0, headingDeg: 0 };
const before: Pose = { x: 0, y: 0, headingDeg: 0 };

/** The model's bank at playback time t: roll about its forward axis, rad; negative (left wing down) into a left turn. */
export function bankAt(playback: PlaybackModel, id: string, t: number): number {
  if (t < BANK_WINDOW_S) return 0;
  if (!drawnPoseAt(playback, id, t, now) || !drawnPoseAt(playback, id, t - BANK_WINDOW_S, before)) return 0;
  const rateDegS = deltaDeg(now.headingDeg, before.headingDeg) / BANK_WINDOW_S;
  return Math.max(-MAX_BANK_RAD, Math.min(MAX_BANK_RAD, -rateDegS * BANK_PER_DEG_S));
}

/** The model's bob above its peg at playback time t, mm (±0.7), phase-shifted per ship. */
export function bobAt(t: number, phase: number): number {
  return 0.7 * Math.sin(t * 1.4 + phase);
}
