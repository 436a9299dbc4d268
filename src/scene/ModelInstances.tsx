import { useGLTF } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { type InstancedMesh, MeshBasicMaterial, type Object3D } from 'three';
import { modelUrl } from '../models/modelUrl.ts';
import { modelParts, shadowGeometry } from './modelParts.ts';
import { SHADOW_ONLY_LAYER } from './shadowLayer.ts';
import { materialByName, materialsFor } from './shipMaterials.ts';
import type { InstanceGroup } from './shipInstanceRegistry.ts';

/** Props of ModelInstances: one group of identical models and how many anchors it has now. */
export type ModelInstancesProps = { group: InstanceGroup; anchorCount: number };

/** True when the object and every ancestor are visible (a hidden ship hides its model). */
function shown(o: Object3D): boolean {
  for (let p: Object3D | null = o; p; p = p.parent) if (!p.visible) return false;
  return true;
}

/** The stand-in's material: never seen (its layer is the shadow map's only), so any plain one will do. */
const SHADOW_STAND_IN_MATERIAL = new MeshBasicMaterial();

/** Room for at least `n` instances, in powers of two so that a ship more or less rarely rebuilds the meshes. */
const capacityFor = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(4, n)));

/**
 * Every ship of one model and faction style as one instanced mesh per material: each frame (after the units
 * have taken their poses) the instances copy the world matrices of the ships' anchors. The instanced meshes
 * sit at the scene root, so an anchor's world matrix is the instance matrix as it is. The parts cast no shadow
 * themselves: a shadow-only stand-in of the whole model does, in one draw (shadowLayer.ts).
 */
export function ModelInstances({ group, anchorCount }: ModelInstancesProps) {
  // No Draco or Meshopt: the files are plain glTF, and drei's Draco default would fetch a decoder from a CDN.
  const { scene } = useGLTF(modelUrl(group.modelId), false, false);
  const parts = useMemo(() => modelParts(scene), [scene]);
  const materials = materialsFor(group.modelId, group.style);
  const meshes = useRef<(InstancedMesh | null)[]>([]);
  const capacity = capacityFor(anchorCount);
  const triangles = parts.reduce((sum, p) => sum + p.triangles, 0);
  // A model of several parts casts its shadow through one merged stand-in rather than one draw per part.
  const standIn = parts.length > 1 ? shadowGeometry(parts) : null;

  useFrame(() => {
    let n = 0;
    for (const anchor of group.anchors) {
      const visible = shown(anchor);
      // Read by the test API: how many triangles of this ship's model are drawn now.
      anchor.userData.drawnTriangles = visible ? triangles : 0;
      if (!visible || n >= capacity) continue;
      anchor.updateWorldMatrix(true, false);
      for (const mesh of meshes.current) mesh?.setMatrixAt(n, anchor.matrixWorld);
      n++;
    }
    for (const mesh of meshes.current) {
      if (!mesh) continue;
      mesh.count = n;
      mesh.instanceMatrix.needsUpdate = true;
    }
  });

  return (
    <>
      {parts.map((part, i) => (
        <instancedMesh
          key={`${capacity}:${i}`}
          ref={(m) => {
            meshes.current[i] = m;
          }}
          args={[part.geometry, materialByName(materials, part.materialName), capacity]}
          count={0}
          castShadow={!standIn}
          frustumCulled={false}
          name={`ship-instances:${group.modelId}`}
        />
      ))}
      {standIn && (
        <instancedMesh
          key={`${capacity}:shadow`}
          ref={(m) => {
            meshes.current[parts.length] = m;
          }}
          args={[standIn, SHADOW_STAND_IN_MATERIAL, capacity]}
          count={0}
          castShadow
          frustumCulled={false}
          layers={SHADOW_ONLY_LAYER}
          name={`ship-shadow:${group.modelId}`}
        />
      )}
    </>
  );
}
