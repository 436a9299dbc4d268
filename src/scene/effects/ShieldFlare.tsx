import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { Mesh } from 'three';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { shieldFlareAt, shieldRippleAt, spanProgress } from './effectTiming.ts';
import type { Direction } from './impactDirection.ts';
import { createShieldFlareMaterial } from './shieldFlareMaterial.ts';
import { shieldRadii } from './shieldShape.ts';

/**
 * Props of ShieldFlare: the span it plays, the base's side and the model's height (mm), the direction the hit
 * came from, and the playback clock.
 */
export type ShieldFlareProps = {
  fromS: number;
  untilS: number;
  sideMm: number;
  heightMm: number;
  impact: Direction;
  clock: PlaybackClock;
};

/**
 * A hit the shields stopped: a translucent blue ellipsoid around the ship that flares where the bolts struck,
 * a ripple running out over it, swelling a little and dying away.
 */
export function ShieldFlare({ fromS, untilS, sideMm, heightMm, impact, clock }: ShieldFlareProps) {
  const mesh = useRef<Mesh>(null);
  const material = useMemo(() => createShieldFlareMaterial(), []);
  useEffect(() => () => material.dispose(), [material]);
  const [a, b, h] = shieldRadii(sideMm);
  useEffect(() => {
    // The impact point on the unit sphere the bubble is scaled from.
    material.uniforms.uImpact?.value.set(impact[0] / a, impact[1] / b, impact[2] / h).normalize();
  }, [material, impact, a, b, h]);
  useFrame(() => {
    const u = spanProgress(fromS, untilS, clock.time);
    const m = mesh.current;
    if (!m) return;
    m.visible = u >= 0;
    if (u < 0) return;
    const swell = 0.94 + 0.12 * Math.sqrt(u);
    m.scale.set(a * swell, b * swell, h * swell);
    const uniforms = material.uniforms;
    if (uniforms.uIntensity) uniforms.uIntensity.value = shieldFlareAt(u);
    if (uniforms.uRipple) uniforms.uRipple.value = shieldRippleAt(u);
  });
  return (
    <mesh ref={mesh} name="shield-flare" position={[0, 0, heightMm]} material={material} renderOrder={3}>
      <sphereGeometry args={[1, 40, 24]} />
    </mesh>
  );
}
