import { useGLTF } from '@react-three/drei';
import { Suspense, useMemo } from 'react';
import { type Material, Mesh, MeshStandardMaterial, type Object3D } from 'three';
import type { ModelId } from '../models/catalog.ts';
import { MATERIAL_NAMES } from '../models/materials.ts';
import { modelUrl } from '../models/modelUrl.ts';
import type { FactionStyle } from './factionStyle.ts';

/** Props of ShipModel. */
export type ShipModelProps = { modelId: ModelId; style: FactionStyle };

type MaterialName = (typeof MATERIAL_NAMES)[number];

// One material set per faction style, shared by every ship of that style (fewer programs and state changes).
const materialCache = new Map<FactionStyle, Record<MaterialName, Material>>();

/** The shared materials of a faction style, by the names the model files use. */
function materialsFor(style: FactionStyle): Record<MaterialName, Material> {
  let set = materialCache.get(style);
  if (!set) {
    set = {
      hull: new MeshStandardMaterial({ color: style.hull, roughness: 0.55, metalness: 0.25 }),
      trim: new MeshStandardMaterial({ color: style.trim, roughness: 0.5, metalness: 0.2 }),
      dark: new MeshStandardMaterial({ color: '#1c2230', roughness: 0.45, metalness: 0.4 }),
      glass: new MeshStandardMaterial({ color: '#0d1420', roughness: 0.12, metalness: 0.8 }),
      glow: new MeshStandardMaterial({ color: style.glow, emissive: style.glow, emissiveIntensity: 2.5 }),
    };
    materialCache.set(style, set);
  }
  return set;
}

/** The loaded model, cloned for this ship (geometry shared with every other clone) and dressed in its colours. */
function LoadedModel({ modelId, style }: ShipModelProps) {
  // No Draco or Meshopt: the files are plain glTF, and drei's Draco default would fetch a decoder from a CDN.
  const { scene } = useGLTF(modelUrl(modelId), false, false);
  const clone = useMemo(() => {
    const materials = materialsFor(style);
    const copy = scene.clone(true);
    copy.traverse((o: Object3D) => {
      if (!(o instanceof Mesh)) return;
      const name = (o.material as Material).name as MaterialName;
      o.material = materials[name] ?? materials.hull;
      o.castShadow = true;
    });
    return copy;
  }, [scene, style]);
  // Nothing to dispose: geometry belongs to the loader's cache and materials to the shared per-style set. (An
  // effect that emptied the clone on cleanup left ships without models under StrictMode's double effects.)
  return <primitive object={clone} name="ship-model" />;
}

/**
 * A ship's 3D model from models/ (built by scripts/build-models.ts), in ship-local coordinates: forward +x,
 * left +y, up +z, mm, centred on the peg top. Faction colours come from shared materials swapped in by name.
 */
export function ShipModel(props: ShipModelProps) {
  return (
    <Suspense fallback={null}>
      <LoadedModel {...props} />
    </Suspense>
  );
}
