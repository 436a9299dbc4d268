/**
 * The materials every ship model wears (models carry only the material names): each model's own paint from
 * src/models/paintSchemes.ts, and the faction's colours for whatever its scheme leaves out.
 */
import { type Material, MeshStandardMaterial } from 'three';
import type { ModelId } from '../models/catalog.ts';
import type { MaterialName } from '../models/materials.ts';
import { PAINT_SCHEMES, type Paint } from '../models/paintSchemes.ts';
import type { FactionStyle } from './factionStyle.ts';

/** What one material looks like: base colour, PBR factors and, for engines, the emissive glow. */
export interface MaterialLook {
  color: string;
  roughness: number;
  metalness: number;
  /** Engine glow: emissive colour and intensity (≥ 1, so bloom catches it). */
  emissive?: { color: string; intensity: number };
}

/** Emissive intensity of engine glow: over 1, so a bloom pass picks the exhausts out. */
export const GLOW_INTENSITY = 2.5;

// Each name's default PBR factors, for paints that give only a colour.
const FACTORS: Readonly<Record<Exclude<MaterialName, 'glow'>, { roughness: number; metalness: number }>> = {
  hull: { roughness: 0.55, metalness: 0.25 },
  trim: { roughness: 0.5, metalness: 0.2 },
  dark: { roughness: 0.45, metalness: 0.4 },
  glass: { roughness: 0.12, metalness: 0.8 },
};

// Greebles and windows where a scheme says nothing: a dark blue-grey a shade above the table's black.
const DARK = '#232a36';
const GLASS = '#0d1420';

/** The look of each material of a model in a faction's colours: its scheme's paint, else the faction's. */
export function looksFor(modelId: ModelId, style: FactionStyle): Record<MaterialName, MaterialLook> {
  const scheme = PAINT_SCHEMES[modelId] ?? {};
  const look = (name: Exclude<MaterialName, 'glow'>, fallback: string): MaterialLook => {
    const paint: Paint = scheme[name] ?? { color: fallback };
    return { ...FACTORS[name], ...paint };
  };
  return {
    hull: look('hull', style.hull),
    trim: look('trim', style.trim),
    dark: look('dark', DARK),
    glass: look('glass', GLASS),
    glow: {
      color: style.glow,
      roughness: 1,
      metalness: 0,
      emissive: { color: style.glow, intensity: GLOW_INTENSITY },
    },
  };
}

// One material per distinct look, shared by every model and faction that wears it (fewer programs and state
// changes; at most one per model id and name). Never disposed: a few dozen small objects for the page's life.
const byLook = new Map<string, Material>();
// The material set of each model and style, so repeated calls return the very same objects.
const bySet = new Map<string, Record<MaterialName, Material>>();
const styleKeys = new Map<FactionStyle, string>();

function materialOf(look: MaterialLook): Material {
  const key = JSON.stringify(look);
  let material = byLook.get(key);
  if (!material) {
    const { color, roughness, metalness, emissive } = look;
    material = new MeshStandardMaterial({ color, roughness, metalness });
    if (emissive) {
      const standard = material as MeshStandardMaterial;
      standard.emissive.set(emissive.color);
      standard.emissiveIntensity = emissive.intensity;
    }
    byLook.set(key, material);
  }
  return material;
}

/** The shared materials of a model in a faction style, by the names the model files use. */
export function materialsFor(modelId: ModelId, style: FactionStyle): Record<MaterialName, Material> {
  let styleKey = styleKeys.get(style);
  if (styleKey === undefined) {
    styleKey = JSON.stringify(style);
    styleKeys.set(style, styleKey);
  }
  const key = `${modelId}|${styleKey}`;
  let set = bySet.get(key);
  if (!set) {
    const looks = looksFor(modelId, style);
    set = {
      hull: materialOf(looks.hull),
      trim: materialOf(looks.trim),
      dark: materialOf(looks.dark),
      glass: materialOf(looks.glass),
      glow: materialOf(looks.glow),
    };
    bySet.set(key, set);
  }
  return set;
}

/** The material of a model part by its name in the file (hull for a name the set does not know). */
export function materialByName(set: Record<MaterialName, Material>, name: string): Material {
  return (set as Record<string, Material>)[name] ?? set.hull;
}
