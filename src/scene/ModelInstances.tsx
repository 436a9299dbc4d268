import { useGLTF } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import type { InstancedMesh, Object3D } from 'three';
import { modelUrl } from '../models/modelUrl.ts';
import { modelParts } from './modelParts.ts';
import { materialByName, materialsFor } from './shipMaterials.ts';
import type { InstanceGroup } from './shipInstanceRegistry.ts';

/** Props of ModelInstances: one group of identical models and how many anchors it has now. */
export type ModelInstancesProps = { group: InstanceGroup; anchorCount: number };

/** True when the object and every ancestor are visible (a hidden ship hides its model). */
function shown(o: Object3D): boolean {
  for (let p: Object3D | null = o; p; p = p.parent) if (!p.visible) return false;
  return true;
}

/** Room for at least `n` instances, in powers of two so that a ship more or less rarely rebuilds the meshes. */
const capacityFor = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(4, n)));

/**
 * Every ship of one model and faction style as one instanced mesh per material: each frame (after the units
 * have taken their poses) the instances copy the world matrices of the ships' anchors. The instanced meshes
 * sit at the scene root, so an anchor's world matrix is the instance matrix as it is.
 */
export function ModelInstances({ group, anchorCount }: ModelInstancesProps) {
  // No Draco or Meshopt: the files are plain glTF, and drei's Draco default would fetch a decoder from a CDN.
  const { scene } = useGLTF(modelUrl(group.modelId), false, false);
  const parts = useMemo(() => modelParts(scene), [scene]);
  const materials = materialsFor(group.modelId, group.style);
  const meshes = useRef<(InstancedMesh | null)[]>([]);
  const capacity = capacityFor(anchorCount);
  const triangles = parts.reduce((sum, p) => sum + p.triangles, 0);

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
          castShadow
          frustumCulled={false}
          name={`ship-instances:${group.modelId}`}
        />
      ))}
    </>
  );
}
