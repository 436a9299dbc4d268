/**
 * Faction colours for a ship, by the faction of its side (the model itself is chosen by src/models/catalog.ts).
 */

/** Factions a timeline's sides may name. */
export type Faction = 'rebel' | 'imperial' | 'scum' | 'resistance' | 'first-order';

/** Colours of a faction: accent (bases, arcs, labels), hull and trim of the model. */
export interface FactionStyle {
  accent: string;
  hull: string;
  trim: string;
  /** Engine glow. */
  glow: string;
}

export const FACTION_STYLES: Readonly<Record<Faction | 'neutral', FactionStyle>> = {
  rebel: { accent: '#ff5a4a', hull: '#d9d4c8', trim: '#b8412f', glow: '#ff8a5c' },
  imperial: { accent: '#56a8ff', hull: '#8e96a3', trim: '#2a3140', glow: '#7fd0ff' },
  scum: { accent: '#f2b53a', hull: '#a89a7a', trim: '#5a4a2e', glow: '#ffc870' },
  resistance: { accent: '#ff8a3d', hull: '#e0dbd0', trim: '#d9692a', glow: '#ffa060' },
  'first-order': { accent: '#ff3b3b', hull: '#c9ced6', trim: '#20242c', glow: '#ff6060' },
  neutral: { accent: '#b9c4d6', hull: '#b0b6c0', trim: '#505866', glow: '#bfe4ff' },
};
