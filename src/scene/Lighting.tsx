import { useLayoutEffect, useRef } from 'react';
import type { DirectionalLight } from 'three';
import { SHADOW_ONLY_LAYER } from './shadowLayer.ts';
import { tableToWorld } from './tableFrame.ts';

/** Props of Lighting. */
export type LightingProps = { widthMm: number; heightMm: number };

/**
 * Studio lighting for a dark table: a cool ambient fill, a warm key light casting shadows across the table,
 * and a blue rim light from the far side so silhouettes read against the mat.
 */
export function Lighting({ widthMm, heightMm }: LightingProps) {
  const key = useRef<DirectionalLight>(null);
  const centre = tableToWorld(widthMm / 2, heightMm / 2, 0);
  const keyPos = tableToWorld(widthMm * 0.05, heightMm * 0.2, 900);
  const rimPos = tableToWorld(widthMm * 0.9, heightMm * 1.3, 500);
  const half = Math.max(widthMm, heightMm) * 0.75;
  useLayoutEffect(() => {
    const light = key.current;
    if (!light) return;
    light.target.position.copy(centre);
    light.target.updateMatrixWorld();
    // The shadow map also draws the shadow-only stand-ins of the ship models (shadowLayer.ts).
    light.shadow.camera.layers.enable(SHADOW_ONLY_LAYER);
  });
  return (
    <group name="lighting">
      <ambientLight intensity={0.35} color="#9fb0ff" />
      <hemisphereLight args={['#b8c8ff', '#140c1e', 0.65]} />
      <directionalLight
        ref={key}
        position={keyPos}
        intensity={2.6}
        color="#fff1de"
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-bias={-0.0004}
        shadow-normalBias={0.6}
        shadow-camera-left={-half}
        shadow-camera-right={half}
        shadow-camera-top={half}
        shadow-camera-bottom={-half}
        shadow-camera-near={10}
        shadow-camera-far={3000}
      />
      <directionalLight position={rimPos} intensity={1.1} color="#6f9dff" />
    </group>
  );
}
