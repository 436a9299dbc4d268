import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { IcosahedronGeometry, InstancedMesh, Matrix4, MeshStandardMaterial, Quaternion, Vector3 } from 'three';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { explosionAt, newExplosionState, spanProgress } from './effectTiming.ts';
import { debrisPieces } from './explosionDebris.ts';

/**
 * Props of ExplosionDebris: what seeds it, how many pieces, the base's side and how far they fly (mm), where
 * they burst from (parent frame, mm), and the explosion's span on the playback clock.
 */
export type ExplosionDebrisProps = {
  seedKey: string;
  count: number;
  sideMm: number;
  reachMm: number;
  origin: readonly [number, number, number];
  fromS: number;
  untilS: number;
  clock: PlaybackClock;
};

const position = new Vector3();
const axis = new Vector3();
const scale = new Vector3();
const turn = new Quaternion();
const matrix = new Matrix4();

/** Pieces of a destroyed ship's hull tumbling out, glowing hot at first, cooling and shrinking away; one draw call. */
export function ExplosionDebris({
  seedKey,
  count,
  sideMm,
  reachMm,
  origin,
  fromS,
  untilS,
  clock,
}: ExplosionDebrisProps) {
  const pieces = useMemo(() => debrisPieces(seedKey, count, sideMm), [seedKey, count, sideMm]);
  const state = useMemo(() => newExplosionState(), []);
  const mesh = useMemo(() => {
    const material = new MeshStandardMaterial({
      color: '#2e3138',
      metalness: 0.5,
      roughness: 0.55,
      emissive: '#ff6a1a',
      flatShading: true,
    });
    const m = new InstancedMesh(new IcosahedronGeometry(1, 0), material, Math.max(1, count));
    m.frustumCulled = false;
    m.visible = false;
    m.name = `debris:${seedKey}`;
    return m;
  }, [count, seedKey]);
  useEffect(
    () => () => {
      mesh.geometry.dispose();
      (mesh.material as MeshStandardMaterial).dispose();
      mesh.dispose();
    },
    [mesh],
  );
  useFrame(() => {
    const u = spanProgress(fromS, untilS, clock.time);
    mesh.visible = u >= 0 && count > 0;
    if (!mesh.visible) return;
    explosionAt(u, state);
    (mesh.material as MeshStandardMaterial).emissiveIntensity = 2 * state.debrisGlow * state.debrisGlow;
    const reach = state.debrisReach * reachMm;
    for (const [i, p] of pieces.entries()) {
      position.set(
        origin[0] + p.velocity[0] * reach,
        origin[1] + p.velocity[1] * reach,
        origin[2] + p.velocity[2] * reach,
      );
      turn.setFromAxisAngle(axis.set(p.axis[0], p.axis[1], p.axis[2]), p.turns * 2 * Math.PI * u);
      scale.set(p.size[0], p.size[1], p.size[2]).multiplyScalar(state.debrisSize);
      mesh.setMatrixAt(i, matrix.compose(position, turn, scale));
    }
    mesh.instanceMatrix.needsUpdate = true;
  });
  return <primitive object={mesh} />;
}
