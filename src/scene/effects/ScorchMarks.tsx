import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { CircleGeometry, InstancedBufferAttribute, InstancedMesh, Matrix4, Vector3 } from 'three';
import type { Pose } from '../../kernel/index.ts';
import { drawnPoseAt, type PlaybackModel } from '../../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { scorchEmberAt } from './effectTiming.ts';
import { createScorchMaterial } from './scorchMaterial.ts';
import { buildScorchMarks } from './scorchMarks.ts';
import { placeModelPoint } from './shipHardpoints.ts';
import type { UnitAnchor } from './unitAnchors.ts';

/** Props of ScorchMarks: the battle's playback, its units' anchors and the playback clock. */
export type ScorchMarksProps = {
  playback: PlaybackModel;
  anchors: ReadonlyMap<string, UnitAnchor>;
  clock: PlaybackClock;
};

/** How far out of the model's centre, towards the eye, a mark sits: on the hull's near face, mm. */
const LIFT_MM = 6;
const UP = new Vector3(0, 0, 1);
const eye = new Vector3();
const at = new Vector3();
const scale = new Vector3();
const matrix = new Matrix4();

/**
 * Scorch marks of hull hits, carried by each ship until it is destroyed, turned to face the camera on the
 * hull's near side; fresh ones glow at the heart. Every mark in one instanced mesh (one draw call).
 */
export function ScorchMarks({ playback, anchors, clock }: ScorchMarksProps) {
  const marks = useMemo(() => buildScorchMarks(playback, anchors), [playback, anchors]);
  const mesh = useMemo(() => {
    const m = new InstancedMesh(new CircleGeometry(1, 24), createScorchMaterial(), Math.max(1, marks.length));
    m.instanceColor = new InstancedBufferAttribute(new Float32Array(Math.max(1, marks.length) * 3), 3);
    m.count = 0;
    m.visible = false;
    m.frustumCulled = false;
    m.renderOrder = 1;
    m.name = 'scorch-marks';
    return m;
  }, [marks]);
  useEffect(
    () => () => {
      mesh.geometry.dispose();
      (mesh.material as { dispose(): void }).dispose();
      mesh.dispose();
    },
    [mesh],
  );
  const s = useMemo(
    () => ({ pose: { x: 0, y: 0, headingDeg: 0 } as Pose, p: [0, 0, 0] as [number, number, number] }),
    [],
  );
  useFrame(({ camera }) => {
    const t = clock.time;
    // The camera in table space (x, y on the mat, height up): world (x, y, z) is table (x, −z, y).
    const w = camera.matrixWorld.elements;
    eye.set(w[12] ?? 0, -(w[14] ?? 0), w[13] ?? 0);
    let n = 0;
    for (const m of marks) {
      const anchor = anchors.get(m.unit);
      if (t < m.fromS || t >= m.untilS || !anchor || !drawnPoseAt(playback, m.unit, t, s.pose)) continue;
      placeModelPoint(m.at, s.pose, anchor.heightMm, s.p);
      at.set(s.p[0], s.p[1], s.p[2]);
      at.addScaledVector(scale.subVectors(eye, at).normalize(), LIFT_MM);
      matrix.lookAt(eye, at, UP);
      matrix.scale(scale.setScalar(m.radiusMm));
      matrix.setPosition(at);
      mesh.setMatrixAt(n, matrix);
      mesh.instanceColor?.setXYZ(n++, scorchEmberAt(t - m.fromS), 0.85, m.seed);
    }
    mesh.count = n;
    mesh.visible = n > 0;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
  });
  return <primitive object={mesh} />;
}
