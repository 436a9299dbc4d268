/**
 * Where a hit came from: the direction from the ship hit towards the ship that fired at it, so the shield
 * flares and the sparks fly on the side the bolts struck. Pure (no three.js).
 */
import type { Pose } from '../../kernel/index.ts';
import { type PlaybackModel, poseOnTrack } from '../../state/playback/playbackModel.ts';

/** A unit vector in table space: x, y on the mat and up. */
export type Direction = [number, number, number];

/** How far up the bolts come in, relative to across: they are fired from about the same height, a little above. */
const RISE = 0.25;

/**
 * The direction from `unit` towards whoever last attacked it by time `t` (the attack the damage came from),
 * tilted a little up; straight up when no attack on it is known.
 */
export function impactDirection(playback: PlaybackModel, unit: string, t: number): Direction {
  let attack = null;
  for (const a of playback.attacks) if (a.defender === unit && a.fromS <= t) attack = a;
  const from = attack && playback.tracks.get(attack.attacker);
  const to = playback.tracks.get(unit);
  if (!attack || !from || !to) return [0, 0, 1];
  const p: Pose = { x: 0, y: 0, headingDeg: 0 };
  const q: Pose = { x: 0, y: 0, headingDeg: 0 };
  poseOnTrack(from, attack.fromS, p);
  poseOnTrack(to, attack.fromS, q);
  const dx = p.x - q.x;
  const dy = p.y - q.y;
  const flat = Math.hypot(dx, dy);
  if (flat < 1e-9) return [0, 0, 1];
  const n = Math.hypot(1, RISE);
  return [dx / flat / n, dy / flat / n, RISE / n];
}
