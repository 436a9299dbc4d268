import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, type InstancedMesh, Object3D } from 'three';
import type { TimelineUnit } from '../../battle/timeline.ts';
import type { Pose } from '../../kernel/index.ts';
import type { PlaybackModel } from '../../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { applyPose } from '../tableFrame.ts';
import type { FtPlayback } from './ftPlayback.ts';
import { ftUnitShownAt } from './unitPose.ts';

/** One unit's marker: the unit and its side's accent colour. */
export interface UnitMarker {
  unit: TimelineUnit;
  colour: string;
}

/** Props of UnitMarkers: the markers of one shape. */
export type UnitMarkersProps = {
  markers: UnitMarker[];
  playback: PlaybackModel;
  ft: FtPlayback;
  clock: PlaybackClock;
  /** 'plate': a capital ship's square plate; 'disc': a squadron's disc. */
  shape: 'plate' | 'disc';
};

const WHITE = new Color('#ffffff');

/** Each marker's height above the mat (mm) and opacity. */
const LOOK = { plate: { z: 0.6, opacity: 0.7 }, disc: { z: 0.5, opacity: 0.6 } } as const;

/**
 * The coloured markers under the units (a square plate under each capital ship, a disc under each squadron), all
 * of one shape as one instanced mesh tinted per side: one draw call however many units. Poses come from the
 * playback time each frame (ftUnitShownAt), the same rule the units follow, so a paused frame repeats exactly.
 */
export function UnitMarkers({ markers, playback, ft, clock, shape }: UnitMarkersProps) {
  const mesh = useRef<InstancedMesh>(null);
  const colours = useMemo(() => markers.map((m) => new Color(m.colour)), [markers]);
  const scratch = useMemo(() => ({ pose: { x: 0, y: 0, headingDeg: 0 } as Pose, object: new Object3D() }), []);
  // Colours from the start, so the material is built with per-instance colour once and for all.
  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    colours.forEach((c, i) => m.setColorAt(i, c));
  }, [colours]);
  useFrame(() => {
    const m = mesh.current;
    if (!m) return;
    const { pose, object } = scratch;
    let n = 0;
    for (const [i, { unit }] of markers.entries()) {
      if (!ftUnitShownAt(unit, playback, ft, clock.time, pose)) continue;
      applyPose(object, pose, LOOK[shape].z);
      object.updateMatrix();
      m.setMatrixAt(n, object.matrix);
      // Hidden units leave no gap: slot n takes the colour of the unit drawn in it.
      m.setColorAt(n, colours[i] ?? WHITE);
      n++;
    }
    m.count = n;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
  });
  if (!markers.length) return null;
  return (
    <instancedMesh
      ref={mesh}
      args={[undefined, undefined, markers.length]}
      count={0}
      frustumCulled={false}
      // Over the grid lines and tinted squares, under the fire arcs (renderOrder 2), whatever the camera.
      renderOrder={1}
      name={`ft-markers:${shape}`}
    >
      {shape === 'plate' ? <ringGeometry args={[20, 23, 4, 1, Math.PI / 4]} /> : <circleGeometry args={[6, 20]} />}
      <meshBasicMaterial transparent opacity={LOOK[shape].opacity} depthWrite={false} />
    </instancedMesh>
  );
}
