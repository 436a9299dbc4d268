/**
 * What the default orbit view frames as a battle plays: one stage for the set-up and one for each round, each
 * framing every place a ship in play stands on during it (sampled from the drawn poses, and a little into the
 * next stage, over which the view eases from one stage's framing to the next). So the view keeps every ship in
 * play on screen and moves only between rounds, smoothly. A ship fleeing over the edge is not followed.
 */
import type { Timeline } from '../battle/timeline.ts';
import { roundStarts } from '../battle/timelineNav.ts';
import type { Pose } from '../kernel/index.ts';
import { drawnPoseAt, type PlaybackModel } from '../state/playback/playbackModel.ts';
import { unitFootprint } from './footprints.ts';
import type { FramedItem } from './shipFraming.ts';
import { obstacleItems, terrainItems } from './terrainFraming.ts';

/** A stretch of the timeline (seconds) and what the view frames during it. */
export interface FramingStage {
  start: number;
  end: number;
  items: FramedItem[];
}

/** Timeline seconds over which the view eases from one stage's framing to the next, after the stage starts. */
export const STAGE_EASE_S = 2;
/** Step (s) of the pose sampling between events. */
const SAMPLE_STEP_S = 0.5;

/** Times to sample in [t0, t1]: every event's start and end in it, and a SAMPLE_STEP_S grid. */
function sampleTimes(timeline: Timeline, t0: number, t1: number): number[] {
  const out = new Set<number>([t0, t1]);
  for (let t = t0; t < t1; t += SAMPLE_STEP_S) out.add(t);
  for (const e of timeline.events) {
    if (e.t >= t0 && e.t <= t1) out.add(e.t);
    const end = e.t + e.duration;
    if (end >= t0 && end <= t1) out.add(end);
  }
  return [...out];
}

/** Grid (mm) on which nearby sampled poses of a unit count as one framed item. */
const MERGE_MM = 10;

/**
 * The items standing for each unit in a stretch: each place it stands on at the sampled times (poses within
 * MERGE_MM of one another merged), each as large as its base, kept while it stands on the play area. The poses
 * themselves, not the box they sweep: a box's corners would put ships where none goes, under a panel.
 */
function sweptItems(timeline: Timeline, playback: PlaybackModel, t0: number, t1: number): FramedItem[] {
  const { width, height } = timeline.playArea;
  const times = t1 > t0 ? sampleTimes(timeline, t0, t1) : [t0];
  const pose: Pose = { x: 0, y: 0, headingDeg: 0 };
  const items: FramedItem[] = [];
  for (const u of timeline.units) {
    const f = unitFootprint(u);
    const size = { halfMm: Math.max(f.halfX, f.halfY), topMm: f.topMm };
    const seen = new Set<string>();
    for (const t of times) {
      if (!drawnPoseAt(playback, u.id, t, pose)) continue;
      if (pose.x < 0 || pose.y < 0 || pose.x > width || pose.y > height) continue;
      const key = `${Math.round(pose.x / MERGE_MM)},${Math.round(pose.y / MERGE_MM)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ x: pose.x, y: pose.y, ...size });
    }
  }
  return items;
}

/**
 * The stages of a timeline: the set-up (until the first round starts) and each round; one stage for a timeline
 * without rounds. Each round frames its units from its start to STAGE_EASE_S past its end; the set-up frames
 * them where they stand when it ends, with every obstacle (the opening view: the whole battlefield, as close as it
 * comes whole). A grid map's terrain is framed in every stage.
 */
export function framingStages(timeline: Timeline, playback: PlaybackModel): FramingStage[] {
  const terrain = terrainItems(timeline.grid);
  const starts = [0, ...roundStarts(timeline).map((r) => r.t)].filter((t, i, all) => i === 0 || t > (all[i - 1] ?? 0));
  return starts.map((start, i) => {
    const end = starts[i + 1] ?? timeline.duration;
    const setUp = i === 0 && starts.length > 1;
    const t1 = setUp ? end : Math.min(end + STAGE_EASE_S, timeline.duration);
    const swept = sweptItems(timeline, playback, setUp ? end : start, t1);
    const items = [...terrain, ...(setUp ? obstacleItems(playback.obstacles) : []), ...swept];
    return { start, end, items };
  });
}

/**
 * Which stages the view shows at t, and how far it has eased from the first to the second (0…1, smoothstep): the
 * stage t is in, eased from the one before over its first STAGE_EASE_S.
 */
export function stageBlend(stages: readonly FramingStage[], t: number): { from: number; to: number; s: number } {
  let k = 0;
  while (k + 1 < stages.length && (stages[k + 1]?.start ?? Infinity) <= t) k++;
  const since = t - (stages[k]?.start ?? 0);
  if (k === 0 || since >= STAGE_EASE_S) return { from: k, to: k, s: 1 };
  const u = Math.max(0, since / STAGE_EASE_S);
  return { from: k - 1, to: k, s: u * u * (3 - 2 * u) };
}
