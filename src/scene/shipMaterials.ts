/** The shared, faction-coloured materials every ship model wears (models carry only the material names). */
import { type Material, MeshStandardMaterial } from 'three';
import type { MaterialName } from '../models/materials.ts';
import type { FactionStyle } from './factionStyle.ts';

// One material set per faction style, shared by every ship of that style (fewer programs and state changes).
const materialCache = new Map<FactionStyle, Record<MaterialName, Material>>();

/** The shared materials of a faction style, by the names the model files use. */
export function materialsFor(style: FactionStyle): Record<MaterialName, Material> {
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

/** The material of a model part by its name in the file (hull for a name the set does not know). */
export function materialByName(set: Record<MaterialName, Material>, name: string): Material {
  return (set as Record<string, Material>)[name] ?? set.hull;
}
