import { useFrame } from '@react-three/fiber';
import { useMemo } from 'react';
import { Color } from 'three';
import type { Timeline } from '../../battle/timeline.ts';
import type { PlaybackModel } from '../../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { FACTION_STYLES } from '../factionStyle.ts';
import type { Rgb } from './effectColours.ts';
import { setStreak, showStreaks, useStreakMesh } from './streakMesh.ts';
import {
  buildTrailMoves,
  TRAIL_SEGMENTS,
  type TrailMove,
  type TrailSegment,
  trailScratch,
  trailSegmentsAt,
} from './trailMoves.ts';
import type { UnitAnchor } from './unitAnchors.ts';
import { type UnitExhausts, unitExhaustsOf } from './unitExhausts.ts';

/** Props of EngineTrails: the battle's timeline and playback, its units' anchors and the playback clock. */
export type EngineTrailsProps = {
  timeline: Timeline;
  playback: PlaybackModel;
  anchors: ReadonlyMap<string, UnitAnchor>;
  clock: PlaybackClock;
};

/** How much brighter than its engine colour a trail glows at the ship. */
const GLOW = 3;

/** A trailing unit: its moves, exhausts and engine colour. */
interface Trailer {
  id: string;
  moves: TrailMove[];
  source: UnitExhausts;
  colour: Rgb;
}

/** The units that ever leave a trail, with their exhausts and engine colours (linear). */
function trailersOf(timeline: Timeline, playback: PlaybackModel, anchors: ReadonlyMap<string, UnitAnchor>): Trailer[] {
  const out: Trailer[] = [];
  for (const [id, moves] of buildTrailMoves(playback)) {
    const anchor = anchors.get(id);
    const unit = playback.tracks.get(id)?.unit;
    if (!anchor || !unit) continue;
    const source = unitExhaustsOf(timeline, unit, anchor.faction);
    if (source.exhausts.length === 0) continue;
    const c = new Color(FACTION_STYLES[anchor.faction].glow);
    out.push({ id, moves, source, colour: [c.r * GLOW, c.g * GLOW, c.b * GLOW] });
  }
  return out;
}

/**
 * Engine trails: a glowing ribbon streaming from each engine of a ship (X-Wing ships, Full Thrust capital
 * ships and every craft of a squadron, Star Warriors ships) along the path it flies, fading back from the ship
 * and lingering a moment after the move; every trail in one instanced mesh (one draw call).
 */
export function EngineTrails({ timeline, playback, anchors, clock }: EngineTrailsProps) {
  const trailers = useMemo(() => trailersOf(timeline, playback, anchors), [timeline, playback, anchors]);
  const capacity = trailers.reduce((n, tr) => n + tr.source.exhausts.length * TRAIL_SEGMENTS, 0);
  const mesh = useStreakMesh(capacity, 'engine-trails', 'rod');
  const scratch = useMemo(trailScratch, []);
  useFrame(() => {
    let n = 0;
    let colour: Rgb = [0, 0, 0];
    const draw = (seg: TrailSegment) => setStreak(mesh, n++, seg.from, seg.to, seg.radiusMm, colour, seg.glow);
    for (const tr of trailers) {
      colour = tr.colour;
      trailSegmentsAt(playback, tr.id, tr.moves, tr.source, clock.time, scratch, draw);
    }
    showStreaks(mesh, n);
  });
  return <primitive object={mesh} />;
}
