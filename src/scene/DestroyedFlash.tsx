import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group, MeshBasicMaterial } from 'three';
import { BASE_SIDE_MM } from '../kernel/index.ts';
import type { DestructionFlash } from '../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';

/** Props of DestroyedFlash. */
export type DestroyedFlashProps = { flash: DestructionFlash; clock: PlaybackClock };

/** A brief explosion where a ship was destroyed: a fireball swelling and fading, and a shock ring on the mat. */
export function DestroyedFlash({ flash, clock }: DestroyedFlashProps) {
  const group = useRef<Group>(null);
  const ball = useRef<Group>(null);
  const ring = useRef<Group>(null);
  const ballMaterial = useRef<MeshBasicMaterial>(null);
  const ringMaterial = useRef<MeshBasicMaterial>(null);
  const sideMm = BASE_SIDE_MM[flash.size];
  useFrame(() => {
    const g = group.current;
    if (!g) return;
    const t = clock.time;
    const on = t >= flash.fromS && t < flash.untilS;
    g.visible = on;
    if (!on) return;
    const u = (t - flash.fromS) / (flash.untilS - flash.fromS);
    ball.current?.scale.setScalar(0.3 + 0.9 * Math.sqrt(u));
    ring.current?.scale.setScalar(0.5 + 2 * u);
    if (ballMaterial.current) ballMaterial.current.opacity = 0.9 * (1 - u);
    if (ringMaterial.current) ringMaterial.current.opacity = 0.7 * (1 - u);
  });
  return (
    <group ref={group} name={`destroyed:${flash.unit}`} position={[flash.pose.x, flash.pose.y, 0]} visible={false}>
      <group ref={ball} position={[0, 0, 30]}>
        <mesh>
          <sphereGeometry args={[sideMm * 0.6, 24, 16]} />
          <meshBasicMaterial ref={ballMaterial} color="#ffb347" transparent depthWrite={false} toneMapped={false} />
        </mesh>
      </group>
      <group ref={ring} position={[0, 0, 1]}>
        <mesh>
          <ringGeometry args={[sideMm * 0.5, sideMm * 0.62, 48]} />
          <meshBasicMaterial ref={ringMaterial} color="#ffe0a0" transparent depthWrite={false} toneMapped={false} />
        </mesh>
      </group>
    </group>
  );
}
