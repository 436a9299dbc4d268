/**
 * The scorch marks hull hits leave on a ship: one per damage event that cost hull, on the side the bolts came
 * from, carried by the ship (in its own frame) until it is destroyed. Seeded by the hit. Pure (no three.js).
 */
import type { Pose } from '../../kernel/index.ts';
import { type PlaybackModel, poseOnTrack } from '../../state/playback/playbackModel.ts';
import { hashString, seededRandom } from '../seededRandom.ts';
import { impactDirection } from './impactDirection.ts';
import type { ModelPoint } from './shipHardpoints.ts';
import type { UnitAnchor } from './unitAnchors.ts';

/** One scorch mark. */
export interface ScorchMark {
  unit: string;
  /** From the hit until the ship is destroyed (Infinity when it never is). */
  fromS: number;
  untilS: number;
  /** Where on the ship, in its model's frame (mm). */
  at: ModelPoint;
  radiusMm: number;
  /** 0–1, varies the ragged edge. */
  seed: number;
}

/** The scorch marks of a battle's hull hits. */
export function buildScorchMarks(playback: PlaybackModel, anchors: ReadonlyMap<string, UnitAnchor>): ScorchMark[] {
  const out: ScorchMark[] = [];
  const pose: Pose = { x: 0, y: 0, headingDeg: 0 };
  for (const h of playback.hits) {
    const track = playback.tracks.get(h.unit);
    const anchor = anchors.get(h.unit);
    if (h.hullLost <= 0 || !track || !anchor) continue;
    const rnd = seededRandom(hashString(`scorch:${h.unit}@${h.fromS}`));
    poseOnTrack(track, h.fromS, pose);
    const [dx, dy] = impactDirection(playback, h.unit, h.fromS);
    // Into the ship's frame: turn the table direction back by its heading.
    const a = (-pose.headingDeg * Math.PI) / 180;
    const lx = dx * Math.cos(a) - dy * Math.sin(a);
    const ly = dx * Math.sin(a) + dy * Math.cos(a);
    const reach = anchor.sideMm * 0.12;
    const jitter = () => (rnd() - 0.5) * anchor.sideMm * 0.12;
    out.push({
      unit: h.unit,
      fromS: h.fromS,
      untilS: track.destroyedAtS ?? Infinity,
      at: [lx * reach + jitter(), ly * reach + jitter(), (rnd() - 0.5) * 2],
      radiusMm: anchor.sideMm * (0.09 + 0.04 * rnd()),
      seed: rnd(),
    });
  }
  return out;
}
