import { useFrame } from '@react-three/fiber';
import { useMemo } from 'react';
import { Color, type InstancedMesh } from 'three';
import type { Pose } from '../../kernel/index.ts';
import { drawnPoseAt, type PlaybackModel } from '../../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { FACTION_STYLES } from '../factionStyle.ts';
import type { Rgb } from './effectColours.ts';
import { trailPointBrightness, trailWindow, type TrailWindow } from './effectTiming.ts';
import { placeModelPoint } from './shipHardpoints.ts';
import { setStreak, showStreaks, useStreakMesh } from './streakMesh.ts';
import { buildTrailMoves, type TrailMove, trailingMove } from './trailMoves.ts';
import type { UnitAnchor } from './unitAnchors.ts';

/** Props of EngineTrails: the battle's playback, its units' anchors and the playback clock. */
export type EngineTrailsProps = {
  playback: PlaybackModel;
  anchors: ReadonlyMap<string, UnitAnchor>;
  clock: PlaybackClock;
};

/** Segments per trail, and its thickness at the ship and at its tail, mm. */
const SEGMENTS = 14;
const HEAD_MM = 1.7;
const TAIL_MM = 0.3;
/** How much brighter than its engine colour a trail glows at the ship. */
const GLOW = 3;

/** A trailing unit: its moves, anchor and engine colour. */
interface Trailer {
  id: string;
  moves: TrailMove[];
  anchor: UnitAnchor;
  colour: Rgb;
}

/** Scratch values reused every frame. */
interface Scratch {
  window: TrailWindow;
  pose: Pose;
  a: [number, number, number];
  b: [number, number, number];
}

/** The units that ever leave a trail, with their engine colours (linear). */
function trailersOf(playback: PlaybackModel, anchors: ReadonlyMap<string, UnitAnchor>): Trailer[] {
  const out: Trailer[] = [];
  for (const [id, moves] of buildTrailMoves(playback)) {
    const anchor = anchors.get(id);
    if (!anchor) continue;
    const c = new Color(FACTION_STYLES[anchor.faction].glow);
    out.push({ id, moves, anchor, colour: [c.r * GLOW, c.g * GLOW, c.b * GLOW] });
  }
  return out;
}

/** Writes one unit's trail at t from instance n on; returns the next free instance. */
function writeTrail(mesh: InstancedMesh, playback: PlaybackModel, tr: Trailer, t: number, n: number, s: Scratch) {
  const move = trailingMove(tr.moves, t);
  if (!move || !trailWindow(move.startS, move.durationS, t, s.window)) return n;
  const { headS, tailS, fade } = s.window;
  for (const engine of tr.anchor.hardpoints.engines) {
    for (let k = 0; k < SEGMENTS; k++) {
      const sA = headS - ((headS - tailS) * k) / SEGMENTS;
      const sB = headS - ((headS - tailS) * (k + 1)) / SEGMENTS;
      drawnPoseAt(playback, tr.id, sA, s.pose);
      placeModelPoint(engine, s.pose, tr.anchor.heightMm, s.a);
      drawnPoseAt(playback, tr.id, sB, s.pose);
      placeModelPoint(engine, s.pose, tr.anchor.heightMm, s.b);
      const f = k / SEGMENTS;
      const glow = fade * trailPointBrightness(t - sA);
      setStreak(mesh, n++, s.b, s.a, HEAD_MM + (TAIL_MM - HEAD_MM) * f, tr.colour, glow);
    }
  }
  return n;
}

/**
 * Engine trails: a glowing ribbon streaming from each engine of a ship along the path it flies, fading back
 * from the ship and lingering a moment after the move; every trail in one instanced mesh (one draw call).
 */
export function EngineTrails({ playback, anchors, clock }: EngineTrailsProps) {
  const trailers = useMemo(() => trailersOf(playback, anchors), [playback, anchors]);
  const capacity = trailers.reduce((n, tr) => n + tr.anchor.hardpoints.engines.length * SEGMENTS, 0);
  const mesh = useStreakMesh(capacity, 'engine-trails', 'rod');
  const s = useMemo<Scratch>(
    () => ({
      window: { headS: 0, tailS: 0, fade: 0 },
      pose: { x: 0, y: 0, headingDeg: 0 },
      a: [0, 0, 0],
      b: [0, 0, 0],
    }),
    [],
  );
  useFrame(() => {
    let n = 0;
    for (const tr of trailers) n = writeTrail(mesh, playback, tr, clock.time, n, s);
    showStreaks(mesh, n);
  });
  return <primitive object={mesh} />;
}
