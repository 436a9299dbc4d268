import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Mesh } from 'three';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import type { ArcSpan } from './ftPlayback.ts';

/** Props of FireArc. */
export type FireArcProps = { arc: ArcSpan; colour: string; clock: PlaybackClock };

/** The 90° fire arc a shot is fired in, out to the weapon's reach, shaded on the mat while the attack plays. */
export function FireArc({ arc, colour, clock }: FireArcProps) {
  const mesh = useRef<Mesh>(null);
  useFrame(() => {
    if (mesh.current) mesh.current.visible = clock.time >= arc.fromS && clock.time < arc.untilS;
  });
  return (
    <mesh
      ref={mesh}
      name={`arc:${arc.attacker}`}
      position={[arc.centre[0], arc.centre[1], 0.8]}
      visible={false}
      renderOrder={2}
    >
      <ringGeometry args={[4, arc.radiusMm, 32, 1, (arc.startDeg * Math.PI) / 180, (arc.sweepDeg * Math.PI) / 180]} />
      <meshBasicMaterial color={colour} transparent opacity={0.16} depthWrite={false} toneMapped={false} />
    </mesh>
  );
}
