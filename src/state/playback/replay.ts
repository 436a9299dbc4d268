/**
 * The viewer's replay: battle/replay.ts's generic fold and move walk, with the template moves walked by the
 * X-Wing model (the only rule system whose moves ride templates). Everything above the rules reads snapshots
 * and poses along moves from here.
 */
import { poseAlongMove as poseAlongAnyMove, type Snapshot, snapshotAt as foldTimeline } from '../../battle/replay.ts';
import type { TimedEvent, Timeline, TimelinePose } from '../../battle/timeline.ts';
import { walkTemplateMove } from '../../rules/xwing1e/movePaths.ts';

/** The state of the battle at time t (seconds): battle/replay.ts's snapshotAt. */
export function snapshotAt(timeline: Timeline, t: number): Snapshot {
  return foldTimeline(timeline, t, walkTemplateMove);
}

/** The pose a fraction f ∈ [0, 1] of the way through a move event, along its true path. */
export function poseAlongMove(e: TimedEvent & { kind: 'move' }, f: number): TimelinePose {
  return poseAlongAnyMove(e, f, walkTemplateMove);
}
