import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group, MeshBasicMaterial, PointsMaterial } from 'three';
import { BASE_SIDE_MM, type Pose } from '../kernel/index.ts';
import type { SystemWords } from '../rules/systemWords.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { drawnPoseAt, type PlaybackModel } from '../state/playback/playbackModel.ts';
import { animateHitFlash, type HitFlashParts, placeSparks, useSparks } from './hitFlashAnimation.ts';
import type { HitFlash as HitFlashSpan } from '../state/playback/hitFlashes.ts';
import { HitNumbers } from './HitNumbers.tsx';
import { HullHit } from './HullHit.tsx';
import { ShieldHit } from './ShieldHit.tsx';
import { STAND } from './shipDimensions.ts';

/** Props of HitFlash: the flash, the battle's rule system's words (for the numbers), its playback and clock. */
export type HitFlashProps = { flash: HitFlashSpan; words: SystemWords; playback: PlaybackModel; clock: PlaybackClock };

/** The refs of the parts a hit flash animates. */
function useHitFlashParts(): HitFlashParts {
  return {
    bubble: useRef<Group>(null),
    core: useRef<Group>(null),
    bubbleMaterial: useRef<MeshBasicMaterial>(null),
    ringMaterial: useRef<MeshBasicMaterial>(null),
    coreMaterial: useRef<MeshBasicMaterial>(null),
    sparkMaterial: useRef<PointsMaterial>(null),
    numbers: useRef<HTMLDivElement>(null),
  };
}

/**
 * A hit on a ship while its damage event plays, following the ship every frame: a blue shield bubble that
 * swells and fades when shields were lost, a white-orange hull flash with sparks when hull was lost, and the
 * damage numbers rising over it.
 */
export function HitFlash({ flash, words, playback, clock }: HitFlashProps) {
  const group = useRef<Group>(null);
  const parts = useHitFlashParts();
  const pose = useRef<Pose>({ x: 0, y: 0, headingDeg: 0 });
  const track = playback.tracks.get(flash.unit);
  const size = track?.size ?? 'small';
  const sideMm = BASE_SIDE_MM[size];
  const heightMm = STAND[size].modelHeightMm;
  const sparks = useSparks(`${flash.unit}:${flash.fromS}`);
  const shield = flash.shieldsLost > 0;
  const hull = flash.hullLost > 0;

  useFrame(() => {
    const g = group.current;
    if (!g) return;
    const t = clock.time;
    const on = t >= flash.fromS && t < flash.untilS && track !== undefined;
    g.visible = on;
    const numbers = parts.numbers.current;
    if (numbers) numbers.style.display = on ? '' : 'none';
    if (!on) return;
    // The pose is written even when the ship is already off the table, so a last hit flashes where it died.
    drawnPoseAt(playback, flash.unit, t, pose.current);
    g.position.set(pose.current.x, pose.current.y, 0);
    const u = (t - flash.fromS) / (flash.untilS - flash.fromS);
    animateHitFlash(parts, u);
    placeSparks(sparks.geometry, sparks.directions, sideMm * 1.4 * Math.sqrt(u), heightMm, u);
    if (numbers) numbers.style.transform = `translate(-50%, ${-30 - 40 * u}px)`;
  });

  return (
    <group
      ref={group}
      name={`hit:${flash.unit}`}
      userData={{ hitFlash: { unit: flash.unit, shield, hull } }}
      visible={false}
    >
      {shield && (
        <ShieldHit
          sideMm={sideMm}
          heightMm={heightMm}
          bubble={parts.bubble}
          bubbleMaterial={parts.bubbleMaterial}
          ringMaterial={parts.ringMaterial}
        />
      )}
      {hull && (
        <HullHit
          sideMm={sideMm}
          heightMm={heightMm}
          sparks={sparks.geometry}
          core={parts.core}
          coreMaterial={parts.coreMaterial}
          sparkMaterial={parts.sparkMaterial}
        />
      )}
      {track && (
        <HitNumbers flash={flash} unit={track.unit} words={words} heightMm={heightMm} numbers={parts.numbers} />
      )}
    </group>
  );
}
