import { OrbitControls, PerspectiveCamera } from '@react-three/drei';
import { useEffect, useMemo, useRef } from 'react';
import type { PerspectiveCamera as ThreePerspectiveCamera, Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { orbitMemory } from './cameraViews.ts';
import { useFreeRect } from './useFreeRect.ts';
import { type Framing, fitOrbitToItems } from './shipFraming.ts';
import { fitOrbitView, ORBIT_ELEVATION_DEG, type TableBounds } from './viewFraming.ts';

/**
 * Props of OrbitCamera: the bounds the default view frames, and the ships it brings as close as the panels allow
 * from the side it looks from.
 */
export type OrbitCameraProps = { frame: TableBounds; framing?: Framing };

/** Vertical field of view: a long lens, so far ships are not much smaller than near ones. */
const FOV_DEG = 30;

/**
 * The default perspective camera, orbiting the table with drei's OrbitControls; remembers where it was. Until
 * the user moves it, it looks across the fleets and brings the ships as close as they come whole and clear of the panels
 * (else it fits the bounds into the part of the canvas no panel covers), and follows the panels as they settle
 * or the window is resized.
 */
export function OrbitCamera({ frame, framing }: OrbitCameraProps) {
  const camera = useRef<ThreePerspectiveCamera>(null);
  const controls = useRef<OrbitControlsImpl>(null);
  const touched = useRef(orbitMemory.position !== null);
  const kept = useRef<{ position: Vector3; target: Vector3 } | null>(null);
  const { width, height, free, obstructions } = useFreeRect();
  const start = useMemo(() => {
    if (orbitMemory.position && orbitMemory.target)
      return { position: orbitMemory.position, target: orbitMemory.target };
    if (touched.current && kept.current) return kept.current;
    const azimuthDeg = framing?.azimuthDeg ?? -90;
    const bounds = fitOrbitView(frame, width, height, free, FOV_DEG, azimuthDeg);
    const view = { fovDeg: FOV_DEG, elevationDeg: ORBIT_ELEVATION_DEG, azimuthDeg, start: bounds };
    kept.current = fitOrbitToItems(framing?.items ?? [], width, height, obstructions, view) ?? bounds;
    return kept.current;
  }, [frame, framing, width, height, free, obstructions]);
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
