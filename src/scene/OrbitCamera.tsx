import { OrbitControls, PerspectiveCamera } from '@react-three/drei';
import { useEffect, useMemo, useRef } from 'react';
import type { PerspectiveCamera as ThreePerspectiveCamera } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { defaultOrbitView, orbitMemory } from './cameraViews.ts';

/** Props of OrbitCamera. */
export type OrbitCameraProps = { widthMm: number; heightMm: number };

/** The default perspective camera, orbiting the table with drei's OrbitControls; remembers where it was. */
export function OrbitCamera({ widthMm, heightMm }: OrbitCameraProps) {
  const camera = useRef<ThreePerspectiveCamera>(null);
  const controls = useRef<OrbitControlsImpl>(null);
  const start = useMemo(() => {
    const d = defaultOrbitView(widthMm, heightMm);
    return { position: orbitMemory.position ?? d.position, target: orbitMemory.target ?? d.target };
  }, [widthMm, heightMm]);
  useEffect(
    () => () => {
      if (camera.current) orbitMemory.position = camera.current.position.clone();
      if (controls.current) orbitMemory.target = controls.current.target.clone();
    },
    [],
  );
  return (
    <>
      <PerspectiveCamera ref={camera} makeDefault fov={40} near={4} far={40000} position={start.position} />
      <OrbitControls
        ref={controls}
        makeDefault
        target={start.target}
        enableDamping
        dampingFactor={0.12}
        minDistance={60}
        maxDistance={4500}
        maxPolarAngle={Math.PI * 0.47}
      />
    </>
  );
}
