import { OrbitControls, PerspectiveCamera } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { PerspectiveCamera as ThreePerspectiveCamera, Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { orbitMemory } from './cameraViews.ts';
import { type FramingStage, stageBlend } from './framingStages.ts';
import { useFreeRect } from './useFreeRect.ts';
import { type Framing, fitOrbitToItems } from './shipFraming.ts';
import { fitOrbitView, ORBIT_ELEVATION_DEG, type TableBounds } from './viewFraming.ts';

/**
 * Props of OrbitCamera: the bounds the default view frames, the ships it brings as close as the panels allow
 * from the side it looks from, and the playback clock its framing follows from stage to stage.
 */
export type OrbitCameraProps = { frame: TableBounds; framing?: Framing; clock?: PlaybackClock };

/** Vertical field of view: a long lens, so far ships are not much smaller than near ones. */
const FOV_DEG = 30;

/** A view: where the camera stands and what it looks at. */
type View = { position: Vector3; target: Vector3 };

/** The view between two (both from the same direction): target moved linearly, distance geometrically. */
function blendViews(a: View, b: View, s: number, outPosition: Vector3, outTarget: Vector3): void {
  outTarget.copy(a.target).lerp(b.target, s);
  const da = a.position.distanceTo(a.target);
  const db = b.position.distanceTo(b.target);
  const d = da * Math.pow(db / Math.max(da, 1e-6), s);
  outPosition.copy(b.position).sub(b.target).normalize().multiplyScalar(d).add(outTarget);
}

/**
 * The default perspective camera, orbiting the table with drei's OrbitControls; remembers where it was once the
 * user moves it. Until then, it looks across the fleets and brings the ships as close as they come whole and
 * clear of the panels (else it fits the bounds into the part of the canvas no panel covers), follows the panels
 * as they settle or the window is resized, and, as a battle plays, frames each round's ships, easing from one
 * round's framing to the next, so no ship in play leaves the screen.
 */
export function OrbitCamera({ frame, framing, clock }: OrbitCameraProps) {
  const camera = useRef<ThreePerspectiveCamera>(null);
  const controls = useRef<OrbitControlsImpl>(null);
  const touched = useRef(orbitMemory.position !== null);
  const kept = useRef<View | null>(null);
  const { width, height, free, obstructions } = useFreeRect();
  const views = useMemo(() => {
    const azimuthDeg = framing?.azimuthDeg ?? -90;
    const bounds = fitOrbitView(frame, width, height, free, FOV_DEG, azimuthDeg);
    const view = { fovDeg: FOV_DEG, elevationDeg: ORBIT_ELEVATION_DEG, azimuthDeg, start: bounds };
    const fit = (items: FramingStage['items']) => fitOrbitToItems(items, width, height, obstructions, view) ?? bounds;
    return { opening: fit(framing?.items ?? []), stages: (framing?.stages ?? []).map((st) => fit(st.items)) };
  }, [frame, framing, width, height, free, obstructions]);
  const start = useMemo(() => {
    if (orbitMemory.position && orbitMemory.target)
      return { position: orbitMemory.position, target: orbitMemory.target };
    if (touched.current && kept.current) return kept.current;
    kept.current = views.opening;
    return kept.current;
  }, [views]);
  useFrame(() => {
    const stages = framing?.stages;
    const cam = camera.current;
    const c = controls.current;
    if (touched.current || !clock || !stages || stages.length < 2 || !cam || !c) return;
    const { from, to, s } = stageBlend(stages, clock.time);
    const a = views.stages[from];
    const b = views.stages[to];
    if (!a || !b) return;
    blendViews(a, b, s, cam.position, c.target);
    cam.lookAt(c.target);
  });
  useEffect(() => {
    const c = controls.current;
    const onStart = () => {
      touched.current = true;
    };
    c?.addEventListener('start', onStart);
    return () => {
      c?.removeEventListener('start', onStart);
      // Only a view the user chose is kept; an untouched one goes on following the battle when it comes back.
      if (touched.current && camera.current && c) {
        orbitMemory.position = camera.current.position.clone();
        orbitMemory.target = c.target.clone();
      }
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
