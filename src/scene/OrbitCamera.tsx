import { OrbitControls, PerspectiveCamera } from '@react-three/drei';
import { useEffect, useMemo, useRef } from 'react';
import type { PerspectiveCamera as ThreePerspectiveCamera, Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { orbitMemory } from './cameraViews.ts';
import { useFreeRect } from './useFreeRect.ts';
import { fitOrbitView, type TableBounds } from './viewFraming.ts';

/** Props of OrbitCamera: what the default view frames. */
export type OrbitCameraProps = { frame: TableBounds };

const FOV_DEG = 40;

/**
 * The default perspective camera, orbiting the table with drei's OrbitControls; remembers where it was. Until
 * the user moves it, it frames the table's content inside the part of the canvas no panel covers, and follows
 * that part as the panels settle or the window is resized.
 */
export function OrbitCamera({ frame }: OrbitCameraProps) {
  const camera = useRef<ThreePerspectiveCamera>(null);
  const controls = useRef<OrbitControlsImpl>(null);
  const touched = useRef(orbitMemory.position !== null);
  const kept = useRef<{ position: Vector3; target: Vector3 } | null>(null);
  const { width, height, free } = useFreeRect();
  const start = useMemo(() => {
    if (orbitMemory.position && orbitMemory.target)
      return { position: orbitMemory.position, target: orbitMemory.target };
    if (touched.current && kept.current) return kept.current;
    kept.current = fitOrbitView(frame, width, height, free, FOV_DEG);
    return kept.current;
  }, [frame, width, height, free]);
  useEffect(() => {
    const c = controls.current;
    const onStart = () => {
      touched.current = true;
    };
    c?.addEventListener('start', onStart);
    return () => {
      c?.removeEventListener('start', onStart);
      if (camera.current) orbitMemory.position = camera.current.position.clone();
      if (c) orbitMemory.target = c.target.clone();
    };
  }, []);
  return (
    <>
      <PerspectiveCamera ref={camera} makeDefault fov={FOV_DEG} near={4} far={40000} position={start.position} />
      <OrbitControls
        ref={controls}
        makeDefault
        target={start.target}
        enableDamping
        dampingFactor={0.12}
        minDistance={60}
        maxDistance={6000}
        maxPolarAngle={Math.PI * 0.47}
      />
    </>
  );
}
