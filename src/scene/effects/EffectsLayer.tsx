import { useMemo } from 'react';
import type { Timeline } from '../../battle/timeline.ts';
import type { PlaybackModel } from '../../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { EngineTrails } from './EngineTrails.tsx';
import { Explosion } from './Explosion.tsx';
import { ExplosionLight } from './ExplosionLight.tsx';
import { LaserBolts } from './LaserBolts.tsx';
import { buildLaserPlan } from './laserVolleys.ts';
import { ScorchMarks } from './ScorchMarks.tsx';
import { unitAnchorsOf } from './unitAnchors.ts';

/**
 * Props of EffectsLayer: the timeline and its playback, the clock, whether particles (sparks, debris, engine
 * trails) are drawn, and the key that changes with every newly loaded timeline.
 */
export type EffectsLayerProps = {
  timeline: Timeline;
  playback: PlaybackModel;
  clock: PlaybackClock;
  particles: boolean;
  serial: number;
};

/**
 * The battle's effects that are not tied to one hit (those are HitFlash's): laser fire, engine trails, scorch
 * marks, the explosions and their light. Everything is planned once per timeline and drawn as a function of
 * the playback clock's time, so playing, scrubbing and the frame-exact export draw the same effects.
 */
export function EffectsLayer({ timeline, playback, clock, particles, serial }: EffectsLayerProps) {
  const anchors = useMemo(() => unitAnchorsOf(timeline), [timeline]);
  const plan = useMemo(() => buildLaserPlan(playback, anchors), [playback, anchors]);
  return (
    <group name="effects">
      <LaserBolts key={`${serial}:bolts`} plan={plan} clock={clock} />
      {particles && <EngineTrails key={`${serial}:trails`} playback={playback} anchors={anchors} clock={clock} />}
      <ScorchMarks key={`${serial}:scorch`} playback={playback} anchors={anchors} clock={clock} />
      {playback.destructions.map((d, i) => (
        <Explosion
          key={`${serial}:d${i}`}
          flash={d}
          heightMm={anchors.get(d.unit)?.heightMm ?? 30}
          clock={clock}
          particles={particles}
        />
      ))}
      <ExplosionLight playback={playback} anchors={anchors} clock={clock} />
    </group>
  );
}
