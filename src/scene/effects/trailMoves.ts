/**
 * The moves that leave an engine trail, per unit: every move along a path (not a sideways slide, which is a
 * hop rather than a burn of the engines), in clock order, so a frame finds the one trailing now by binary
 * search; and the trail's segments at a time, laid from each exhaust back along the unit's drawn path (X-Wing
 * templates, Full Thrust squares, Star Warriors hexes alike). Pure (no three.js).
 */
import type { Pose } from '../../kernel/index.ts';
import { drawnPoseAt, type PlaybackModel } from '../../state/playback/playbackModel.ts';
import { valueAt } from '../fullthrust/ftPlayback.ts';
import { craftHeightMm } from '../fullthrust/modelScale.ts';
import { TRAIL_LINGER_S, trailPointBrightness, trailWindow, type TrailWindow } from './effectTiming.ts';
import { placeModelPoint } from './shipHardpoints.ts';
import type { Exhaust, UnitExhausts } from './unitExhausts.ts';

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

/** Segments per trail. */
export const TRAIL_SEGMENTS = 14;
/** A trail's thickness at its tail as a share of its thickness at the exhaust. */
const TAIL_SHARE = 0.3 / 1.7;

/** One segment of a trail: from its older end `from` to its newer end `to` (table mm), its radius and glow. */
export interface TrailSegment {
  from: [number, number, number];
  to: [number, number, number];
  radiusMm: number;
  /** 1 at the exhaust while the move runs, falling to 0 along the trail and as it fades after the move. */
  glow: number;
}

/** Values reused every frame (no allocation while playing). */
export interface TrailScratch {
  window: TrailWindow;
  /** The unit's drawn pose at each segment end, newest first, and the path time of each. */
  poses: Pose[];
  times: number[];
  segment: TrailSegment;
}

/** Fresh scratch for trailSegmentsAt. */
export function trailScratch(): TrailScratch {
  return {
    window: { headS: 0, tailS: 0, fade: 0 },
    poses: Array.from({ length: TRAIL_SEGMENTS + 1 }, () => ({ x: 0, y: 0, headingDeg: 0 })),
    times: new Array<number>(TRAIL_SEGMENTS + 1).fill(0),
    segment: { from: [0, 0, 0], to: [0, 0, 0], radiusMm: 0, glow: 0 },
  };
}

/** Where an exhaust was at path time s with the unit at `pose`: its craft's bob at that time included. */
function exhaustAt(e: Exhaust, pose: Pose, s: number, out: [number, number, number]): void {
  placeModelPoint(e.point, pose, 0, out);
  if (e.bobPhase !== null) out[2] += craftHeightMm(s, e.bobPhase, 0);
}

/**
 * Visits each segment of a unit's engine trails at playback time t (none when no move trails then): for every
 * exhaust still flying (a squadron's lost craft leave none), TRAIL_SEGMENTS pieces back along the path the
 * unit is drawn on, each piece from where the exhaust was at its older end to where it was at its newer end.
 * The segment object is reused: read it inside `visit`.
 */
export function trailSegmentsAt(
  playback: PlaybackModel,
  id: string,
  moves: readonly TrailMove[],
  source: UnitExhausts,
  t: number,
  s: TrailScratch,
  visit: (segment: TrailSegment) => void,
): void {
  const move = trailingMove(moves, t);
  if (!move || !trailWindow(move.startS, move.durationS, t, s.window)) return;
  const { headS, tailS, fade } = s.window;
  for (let k = 0; k <= TRAIL_SEGMENTS; k++) {
    const time = headS - ((headS - tailS) * k) / TRAIL_SEGMENTS;
    s.times[k] = time;
    drawnPoseAt(playback, id, time, s.poses[k] as Pose);
  }
  const left = source.fightersLeft ? valueAt(source.fightersLeft, t, Infinity) : Infinity;
  const seg = s.segment;
  for (const e of source.exhausts) {
    if (e.craft >= left) continue;
    for (let k = 0; k < TRAIL_SEGMENTS; k++) {
      const [newer, older] = [s.times[k] as number, s.times[k + 1] as number];
      exhaustAt(e, s.poses[k] as Pose, newer, seg.to);
      exhaustAt(e, s.poses[k + 1] as Pose, older, seg.from);
      seg.radiusMm = e.radiusMm * (1 + ((TAIL_SHARE - 1) * k) / TRAIL_SEGMENTS);
      seg.glow = fade * trailPointBrightness(t - newer);
      visit(seg);
    }
  }
}
