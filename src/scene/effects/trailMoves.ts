/**
 * The moves that leave an engine trail, per unit: every move along a path (not a sideways slide, which is a
 * hop rather than a burn of the engines), in clock order, so a frame finds the one trailing now by binary
 * search. Pure (no three.js).
 */
import type { PlaybackModel } from '../../state/playback/playbackModel.ts';
import { TRAIL_LINGER_S } from './effectTiming.ts';

/** One move's span on the playback clock. */
export interface TrailMove {
  startS: number;
  durationS: number;
}

/** Each unit's trailing moves, in clock order (units that never move are left out). */
export function buildTrailMoves(playback: PlaybackModel): Map<string, TrailMove[]> {
  const out = new Map<string, TrailMove[]>();
  for (const [id, track] of playback.tracks) {
    const moves: TrailMove[] = [];
    for (const e of track.poseEvents) {
      if (e.kind === 'move' && e.path.kind !== 'slide' && e.duration > 0) {
        moves.push({ startS: e.t, durationS: e.duration });
      }
    }
    if (moves.length > 0) out.set(id, moves);
  }
  return out;
}

/** The move whose trail shows at t (the last one started before t, while it runs or lingers), or null. */
export function trailingMove(moves: readonly TrailMove[], t: number): TrailMove | null {
  let lo = 0;
  let hi = moves.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((moves[mid]?.startS ?? Infinity) < t) lo = mid + 1;
    else hi = mid;
  }
  const m = moves[lo - 1];
  return m && t < m.startS + m.durationS + TRAIL_LINGER_S ? m : null;
}
