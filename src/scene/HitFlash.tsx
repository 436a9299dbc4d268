import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import type { Group } from 'three';
import { BASE_SIDE_MM, type Pose } from '../kernel/index.ts';
import type { SystemWords } from '../rules/systemWords.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { drawnPoseAt, type PlaybackModel } from '../state/playback/playbackModel.ts';
import type { HitFlash as HitFlashSpan } from '../state/playback/hitFlashes.ts';
import { IMPACT } from './effects/effectColours.ts';
import { hullFlashAt } from './effects/effectTiming.ts';
import { FlashSprite } from './effects/FlashSprite.tsx';
import { impactDirection } from './effects/impactDirection.ts';
import { ShieldFlare } from './effects/ShieldFlare.tsx';
import { SparkBurst } from './effects/SparkBurst.tsx';
import { HitNumbers } from './HitNumbers.tsx';
import { STAND } from './shipDimensions.ts';

/**
 * Props of HitFlash: the flash, the battle's rule system's words (for the numbers), its playback and clock, and
 * whether particles (the hull sparks) are drawn.
 */
export type HitFlashProps = {
  flash: HitFlashSpan;
  words: SystemWords;
  playback: PlaybackModel;
  clock: PlaybackClock;
  particles: boolean;
};

/** Sparks of a hull hit. */
const HULL_SPARKS = 28;

/**
 * A hit on a ship while its damage event plays, following the ship every frame: a shield flare on the side the
 * bolts came from when shields were lost, a flash with sparks spraying out of the hull when hull was lost, and
 * the damage numbers over it (placed with the ship labels).
 */
export function HitFlash({ flash, words, playback, clock, particles }: HitFlashProps) {
  const group = useRef<Group>(null);
  const numbers = useRef<HTMLDivElement>(null);
  const pose = useRef<Pose>({ x: 0, y: 0, headingDeg: 0 });
  const track = playback.tracks.get(flash.unit);
  const size = track?.size ?? 'small';
  const sideMm = BASE_SIDE_MM[size];
  const heightMm = STAND[size].modelHeightMm;
  const impact = useMemo(() => impactDirection(playback, flash.unit, flash.fromS), [playback, flash]);
  const wound = useMemo(
    () => [impact[0] * sideMm * 0.18, impact[1] * sideMm * 0.18, heightMm] as const,
    [impact, sideMm, heightMm],
  );
  const shield = flash.shieldsLost > 0;
  const hull = flash.hullLost > 0;

  useFrame(() => {
    const g = group.current;
    if (!g) return;
    const t = clock.time;
    const on = t >= flash.fromS && t < flash.untilS && track !== undefined;
    g.visible = on;
    const n = numbers.current;
    if (n) n.style.display = on ? '' : 'none';
    if (!on) return;
    // The pose is written even when the ship is already off the table, so a last hit flashes where it died.
    drawnPoseAt(playback, flash.unit, t, pose.current);
    g.position.set(pose.current.x, pose.current.y, 0);
  });

  return (
    <group
      ref={group}
      name={`hit:${flash.unit}`}
      userData={{ hitFlash: { unit: flash.unit, shield, hull } }}
      visible={false}
    >
      {shield && (
        <ShieldFlare
          fromS={flash.fromS}
          untilS={flash.untilS}
          sideMm={sideMm}
          heightMm={heightMm}
          impact={impact}
          clock={clock}
        />
      )}
      {hull && (
        <FlashSprite
          position={wound}
          fromS={flash.fromS}
          untilS={flash.untilS}
          sizeMm={sideMm * 0.9}
          colour={IMPACT}
          curve={hullFlashAt}
          clock={clock}
        />
      )}
      {hull && particles && (
        <SparkBurst
          seedKey={`${flash.unit}:${flash.fromS}`}
          count={HULL_SPARKS}
          reachMm={sideMm * 1.1}
          origin={wound}
          bias={impact}
          fromS={flash.fromS}
          untilS={flash.untilS}
          clock={clock}
        />
      )}
      {track && <HitNumbers flash={flash} unit={track.unit} words={words} anchor={group} numbers={numbers} />}
    </group>
  );
}
