import { useGLTF } from '@react-three/drei';
import { Suspense, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { type Group, type Material, Mesh, type Object3D } from 'three';
import type { ModelId } from '../models/catalog.ts';
import { modelUrl } from '../models/modelUrl.ts';
import type { FactionStyle } from './factionStyle.ts';
import { ShipInstanceContext } from './shipInstanceContext.ts';
import type { ShipInstanceRegistry } from './shipInstanceRegistry.ts';
import { materialByName, materialsFor } from './shipMaterials.ts';

/** Props of ShipModel. */
export type ShipModelProps = { modelId: ModelId; style: FactionStyle };

/** The loaded model, cloned for this ship (geometry shared with every other clone) and dressed in its colours. */
function LoadedModel({ modelId, style }: ShipModelProps) {
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

/** Where the model goes when ShipInstances draws it: an empty anchor registered under the model and style. */
function InstanceAnchor({ modelId, style, registry }: ShipModelProps & { registry: ShipInstanceRegistry }) {
  const anchor = useRef<Group>(null);
  useLayoutEffect(() => {
    const g = anchor.current;
    if (!g) throw new Error(`InstanceAnchor: the anchor of ${modelId} is not mounted in its layout effect`);
    return registry.add(modelId, style, g);
  }, [registry, modelId, style]);
  return <group ref={anchor} name="ship-model" />;
}

/**
 * A ship's 3D model from models/ (built by scripts/build-models.ts), in ship-local coordinates: forward +x,
 * left +y, up +z, mm, centred on the peg top. Faction colours come from shared materials swapped in by name.
 * Inside ShipInstances the model is drawn instanced (ShipInstances.tsx); elsewhere as a clone of the file.
 */
export function ShipModel(props: ShipModelProps) {
  const registry = useContext(ShipInstanceContext);
  if (registry) return <InstanceAnchor {...props} registry={registry} />;
  return (
    <Suspense fallback={null}>
      <LoadedModel {...props} />
    </Suspense>
  );
}
