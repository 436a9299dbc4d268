/**
 * The material names every ship model uses. The .glb files carry only these names (with neutral colours) so the
 * viewer can swap in one shared, faction-coloured material per name instead of one per model.
 */

/** Every material name a model may use, in the order primitives are written. */
export const MATERIAL_NAMES = ['hull', 'trim', 'dark', 'glass', 'glow'] as const;

/** A model material: hull (faction main colour), trim (faction accent), dark (greebles), glass, glow (engines). */
export type MaterialName = (typeof MATERIAL_NAMES)[number];

/** True for one of the five material names. */
export function isMaterialName(name: string): name is MaterialName {
  return (MATERIAL_NAMES as readonly string[]).includes(name);
}
