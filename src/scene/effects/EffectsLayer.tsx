import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { Timeline } from '../../battle/timeline.ts';
import type { SystemWords } from '../../rules/systemWords.ts';
import { effectsQualityAtom } from '../../state/effectsAtoms.ts';
import type { PlaybackModel } from '../../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { AttackLine } from '../AttackLine.tsx';
import { HitFlash } from '../HitFlash.tsx';
import { EngineTrails } from './EngineTrails.tsx';
import { Explosion } from './Explosion.tsx';
import { ExplosionLight } from './ExplosionLight.tsx';
import { LaserBolts } from './LaserBolts.tsx';
import { buildLaserPlan } from './laserVolleys.ts';
import { ScorchMarks } from './ScorchMarks.tsx';
import { unitAnchorsOf } from './unitAnchors.ts';

/**
 * Props of EffectsLayer: the timeline, its rule system's words (the hit numbers), its playback, the clock, and
 * the key that changes with every newly loaded timeline.
 */
export type EffectsLayerProps = {
  timeline: Timeline;
  words: SystemWords;
  playback: PlaybackModel;
  clock: PlaybackClock;
  serial: number;
};

/**
 * The battle's effects: the attacks under way (what the test hooks read), laser fire, engine trails, the hits
 * (shield flares, hull sparks and the numbers), scorch marks, the explosions and their light; particles
 * (sparks, debris, trails) only with effects 'high'. Everything is planned once per timeline and drawn as a
 * function of the playback clock's time, so playing, scrubbing and the frame-exact export draw the same effects.
 */
export function EffectsLayer({ timeline, words, playback, clock, serial }: EffectsLayerProps) {
  const particles = useAtomValue(effectsQualityAtom) === 'high';
  // Scorch marks need ship models on stands (X-Wing), not counters or fleet formations; engine trails leave
  // every system's ships (unitExhausts.ts knows where each scene draws them).
  const models = timeline.system !== 'fullthrust-sw' && timeline.system !== 'star-warriors';
  const anchors = useMemo(() => unitAnchorsOf(timeline), [timeline]);
  const plan = useMemo(() => buildLaserPlan(playback, anchors), [playback, anchors]);
  return (
    <group name="effects">
      {playback.attacks.map((a, i) => (
        <AttackLine key={`${serial}:a${i}`} attack={a} clock={clock} />
      ))}
      <LaserBolts key={`${serial}:bolts`} plan={plan} clock={clock} />
      {particles && (
        <EngineTrails
          key={`${serial}:trails`}
          timeline={timeline}
          playback={playback}
          anchors={anchors}
          clock={clock}
        />
      )}
      {playback.hits.map((f, i) => (
        <HitFlash
          key={`${serial}:h${i}`}
          flash={f}
          words={words}
          playback={playback}
          clock={clock}
          particles={particles}
        />
      ))}
      {models && <ScorchMarks key={`${serial}:scorch`} playback={playback} anchors={anchors} clock={clock} />}
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
