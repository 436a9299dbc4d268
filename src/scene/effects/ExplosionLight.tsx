import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import type { PointLight } from 'three';
import type { Pose } from '../../kernel/index.ts';
import { drawnPoseAt, type PlaybackModel } from '../../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { explosionAt, hullFlashAt, newExplosionState, spanProgress } from './effectTiming.ts';
import type { UnitAnchor } from './unitAnchors.ts';

/** Props of ExplosionLight: the battle's playback, its units' anchors and the playback clock. */
export type ExplosionLightProps = {
  playback: PlaybackModel;
  anchors: ReadonlyMap<string, UnitAnchor>;
  clock: PlaybackClock;
};

/**
 * Peak intensities (candela; the scene is in mm, so a ship 60 mm away is lit by peak / 3600) of an explosion's
 * flash and of a hull hit's.
 */
const EXPLOSION_CD = 40_000;
const HULL_HIT_CD = 6_000;
/** The flash is this far above the model's centre, mm, so it lights the mat round the ship as well as the ship. */
const ABOVE_MM = 12;

/**
 * The light of the brightest explosion or hull hit at the moment, lighting the ships and the mat around it and
 * fading with it. One point light that is always there (at zero intensity when nothing burns), so lights never
 * come and go and the materials are never rebuilt mid-battle.
 */
export function ExplosionLight({ playback, anchors, clock }: ExplosionLightProps) {
  const light = useRef<PointLight>(null);
  const state = useMemo(() => newExplosionState(), []);
  const pose = useMemo<Pose>(() => ({ x: 0, y: 0, headingDeg: 0 }), []);
  useFrame(() => {
    const l = light.current;
    if (!l) return;
    const t = clock.time;
    let best = 0;
    for (const d of playback.destructions) {
      const u = spanProgress(d.fromS, d.untilS, t);
      if (u < 0) continue;
      const cd = EXPLOSION_CD * explosionAt(u, state).flash;
      if (cd <= best) continue;
      best = cd;
      l.position.set(d.pose.x, d.pose.y, (anchors.get(d.unit)?.heightMm ?? 30) + ABOVE_MM);
    }
    for (const h of playback.hits) {
      const u = h.hullLost > 0 ? spanProgress(h.fromS, h.untilS, t) : -1;
      const cd = HULL_HIT_CD * hullFlashAt(u);
      if (cd <= best || !drawnPoseAt(playback, h.unit, t, pose)) continue;
      best = cd;
      l.position.set(pose.x, pose.y, (anchors.get(h.unit)?.heightMm ?? 30) + ABOVE_MM);
    }
    l.intensity = best;
  });
  return <pointLight ref={light} name="explosion-light" color="#ffb070" intensity={0} decay={2} distance={0} />;
}
