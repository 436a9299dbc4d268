import { useGLTF } from '@react-three/drei';
import { useMemo } from 'react';
import { type Material, Mesh, type Object3D } from 'three';
import type { ModelId } from '../models/catalog.ts';
import { modelUrl } from '../models/modelUrl.ts';
import type { FactionStyle } from './factionStyle.ts';
import { materialByName, materialsFor } from './shipMaterials.ts';

/** Props of LoadedShipModel. */
export type LoadedShipModelProps = { modelId: ModelId; style: FactionStyle };

/**
 * A ship's model file, loaded (it suspends until then), cloned for this ship (geometry shared with every other
 * clone) and dressed in its colours.
 */
export function LoadedShipModel({ modelId, style }: LoadedShipModelProps) {
  // No Draco or Meshopt: the files are plain glTF, and drei's Draco default would fetch a decoder from a CDN.
  const { scene } = useGLTF(modelUrl(modelId), false, false);
  const clone = useMemo(() => {
    const materials = materialsFor(modelId, style);
    const copy = scene.clone(true);
    copy.traverse((o: Object3D) => {
      if (!(o instanceof Mesh)) return;
      o.material = materialByName(materials, (o.material as Material).name);
      o.castShadow = true;
    });
    return copy;
  }, [scene, modelId, style]);
  // Nothing to dispose: geometry belongs to the loader's cache and materials to the shared per-style set. (An
  // effect that emptied the clone on cleanup left ships without models under StrictMode's double effects.)
  return <primitive object={clone} name="ship-model" />;
}
