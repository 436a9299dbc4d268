import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import type { AttackSpan } from '../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';

/** Props of AttackLine. */
export type AttackLineProps = { attack: AttackSpan; clock: PlaybackClock };

/** Colours of an attack by its result (Star Warriors' shot labels use them). */
export const ATTACK_COLOURS = { hit: '#ff4a2e', miss: '#9fd4ff', unknown: '#ffd35a' } as const;

/**
 * An attack under way, from its declaration until its result has shown: what the scene (and the test hooks)
 * know of it. It draws nothing itself: the laser fire, the targeting line and the hits are the effects'
 * (effects/LaserBolts.tsx, HitFlash.tsx).
 */
export function AttackLine({ attack, clock }: AttackLineProps) {
  const group = useRef<Group>(null);
  useFrame(() => {
    const t = clock.time;
    if (group.current) group.current.visible = t >= attack.fromS && t < attack.untilS;
  });
  return (
    <group
      ref={group}
      name={`attack:${attack.attacker}:${attack.defender}`}
      userData={{ attack: { attacker: attack.attacker, defender: attack.defender, hit: attack.hit } }}
      visible={false}
    />
  );
}
