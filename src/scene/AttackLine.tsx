import { Line } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import type { AttackSpan } from '../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';

/** Props of AttackLine. */
export type AttackLineProps = { attack: AttackSpan; clock: PlaybackClock };

/** Colours of an attack line by its result. */
export const ATTACK_COLOURS = { hit: '#ff4a2e', miss: '#9fd4ff', unknown: '#ffd35a' } as const;

/** Height of the line above the mat, mm: about where the models fly, so it reads as a shot. */
const LINE_HEIGHT_MM = 30;

/**
 * An attack drawn from attacker to defender along the rules engine's own range line while the attack and its
 * dice play: solid red for a hit, dashed pale blue for a miss.
 */
export function AttackLine({ attack, clock }: AttackLineProps) {
  const group = useRef<Group>(null);
  const [[x0, y0], [x1, y1]] = attack.line;
  const kind = attack.hit === null ? 'unknown' : attack.hit ? 'hit' : 'miss';
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
    >
      <Line
        points={[
          [x0, y0, LINE_HEIGHT_MM],
          [x1, y1, LINE_HEIGHT_MM],
        ]}
        color={ATTACK_COLOURS[kind]}
        lineWidth={kind === 'hit' ? 4 : 2.5}
        dashed={kind === 'miss'}
        dashSize={8}
        gapSize={6}
        transparent
        opacity={0.95}
        toneMapped={false}
      />
      <mesh position={[x1, y1, LINE_HEIGHT_MM]}>
        <sphereGeometry args={[kind === 'hit' ? 5 : 3, 16, 12]} />
        <meshBasicMaterial color={ATTACK_COLOURS[kind]} toneMapped={false} />
      </mesh>
    </group>
  );
}
