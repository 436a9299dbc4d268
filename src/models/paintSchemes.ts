/**
 * Each ship model's own paint: the colours the real ships carry (TIEs grey with blue-grey solar panels, the
 * StarViper black, the X-wing white with Red Squadron stripes, the Star Destroyer grey), by model id and material
 * name. A name a scheme leaves out wears the faction's colour, so the generic fallbacks (no scheme) keep their
 * faction hull and accent trim. Pure data: no three.js.
 */
import type { ModelId } from './catalog.ts';
import type { MaterialName } from './materials.ts';

/** The look of one material: base colour (#rrggbb) and, where they differ from the name's default, PBR factors. */
export interface Paint {
  color: string;
  metalness?: number;
  roughness?: number;
}

/** A model's paint: per material name, its own paint (names left out take the faction's colours). */
export type PaintScheme = Partial<Record<Exclude<MaterialName, 'glow'>, Paint>>;

// Shared looks, so ships painted alike share materials too.
const TIE_GREY: Paint = { color: '#8d939c', roughness: 0.6, metalness: 0.3 };
// Solar panels: a dark blue-grey, smoother and a little more metallic than the frame, so they read against the
// dark mat (the old near-black vanished into it) and catch the key light's sheen. Metalness stays low: the table
// has no environment map, and metal without one shows only highlights, going black.
const TIE_PANEL: Paint = { color: '#525f7c', roughness: 0.42, metalness: 0.35 };
const OFF_WHITE: Paint = { color: '#d8d4cb' };
const REBEL_RED: Paint = { color: '#b0342a' };
const IMPERIAL_GREY: Paint = { color: '#b4b9c0', roughness: 0.6, metalness: 0.25 };
const PANEL_GREY: Paint = { color: '#939aa4', roughness: 0.5, metalness: 0.3 };
const SCUM_TAN: Paint = { color: '#a3947a' };
const SCUM_BROWN: Paint = { color: '#5e4b33' };

/** A TIE: grey ball and frame, dark blue-grey panels. */
const tie = (extra: PaintScheme = {}): PaintScheme => ({ hull: TIE_GREY, trim: PANEL_GREY, dark: TIE_PANEL, ...extra });
/** White or grey with coloured stripes (most rebel and Republic ships). */
const striped = (hull: Paint, trim: Paint): PaintScheme => ({ hull, trim });

/** The paint of every model with one (fallbacks keep their faction's hull and trim). */
export const PAINT_SCHEMES: Readonly<Partial<Record<ModelId, PaintScheme>>> = {
  // Rebel and Resistance fighters: white with squadron stripes.
  xwing: striped(OFF_WHITE, REBEL_RED),
  t70xwing: striped({ color: '#dcd9d2' }, { color: '#d2692c' }),
  ywing: striped({ color: '#d3cbb2' }, { color: '#c99a2e' }),
  awing: striped({ color: '#d6cfc4' }, { color: '#b8261f' }),
  bwing: striped({ color: '#a7a9aa' }, { color: '#b5442f' }),
  z95headhunter: striped(OFF_WHITE, REBEL_RED),
  ewing: striped({ color: '#dddbd5' }, REBEL_RED),
  kwing: striped({ color: '#c9c8c2' }, REBEL_RED),
  arc170: striped(OFF_WHITE, { color: '#a8382c' }),
  hwk290: striped({ color: '#7c5a3c' }, { color: '#c9b48f' }),
  attackshuttle: striped({ color: '#c9c5bc' }, { color: '#c0632f' }),
  auzituckgunship: striped({ color: '#86694a' }, { color: '#c5b49a' }),
  sheathipedeclassshuttle: striped({ color: '#c8c4bb' }, { color: '#b4512f' }),
  uwing: striped({ color: '#b8b3a6' }, { color: '#8b5a3c' }),
  bsf17bomber: striped({ color: '#c5c2ba' }, { color: '#c0582c' }),
  yt1300: striped({ color: '#cfcac0' }, { color: '#9a4a3a' }),
  yt2400: striped({ color: '#cfcac2' }, { color: '#a8412f' }),
  vcx100: striped({ color: '#c6c4be' }, { color: '#c0502f' }),
  // Imperial and First Order: TIEs grey with blue-grey panels; the First Order's white with black panels.
  tiefighter: tie(),
  tieinterceptor: tie(),
  tieadvanced: tie(),
  tiebomber: tie(),
  tiedefender: tie(),
  tiepunisher: tie(),
  tieadvprototype: tie(),
  tiestriker: tie(),
  tieaggressor: tie(),
  tiereaper: tie(),
  tiephantom: tie({ hull: { color: '#50555f', roughness: 0.45, metalness: 0.35 } }),
  tiefofighter: tie({ hull: { color: '#d4d8de' }, dark: { color: '#2b3140', roughness: 0.42, metalness: 0.35 } }),
  // The special forces' red stripes across the panels.
  tiesffighter: tie({ hull: { color: '#d4d8de' }, trim: { color: '#b3231d' }, dark: { color: '#2b3140' } }),
  tiesilencer: tie({ hull: { color: '#41454e', roughness: 0.4, metalness: 0.35 }, dark: { color: '#242a35' } }),
  alphaclassstarwing: tie({ hull: { color: '#8e949c' }, trim: { color: '#5e6672' } }),
  lambdaclassshuttle: striped({ color: '#c9ccd0' }, { color: '#7d838c' }),
  vt49decimator: striped({ color: '#8a9098' }, { color: '#5b626c' }),
  // The Upsilon: a dark body under huge black wings, kept a shade off black so they read on the mat.
  upsilonclassshuttle: { hull: { color: '#5a5f68' }, dark: { color: '#30353f', roughness: 0.4, metalness: 0.3 } },
  // Scum and villainy: each ship its own.
  starviper: {
    hull: { color: '#2a2d34', roughness: 0.35, metalness: 0.4 },
    trim: { color: '#746c8a', roughness: 0.4, metalness: 0.35 },
    dark: { color: '#15171c' },
  },
  firespray31: striped({ color: '#6d7b66' }, { color: '#8e2f26' }),
  m3ainterceptor: striped({ color: '#b5b2aa' }, { color: '#8e3f2e' }),
  kihraxzfighter: striped({ color: '#8f8472' }, { color: '#a84a2a' }),
  g1astarfighter: striped({ color: '#7a7a6a' }, { color: '#4e4a3e' }),
  protectoratestarfighter: striped({ color: '#a0a4a9' }, { color: '#b3782a' }),
  quadjumper: striped({ color: '#9a7a52' }, SCUM_BROWN),
  scurrgh6bomber: striped({ color: '#8e8676' }, { color: '#6b3a2a' }),
  m12lkimogilafighter: striped({ color: '#8a8272' }, { color: '#6a3a2c' }),
  aggressor: striped({ color: '#8d8c84' }, { color: '#5b5044' }),
  yv666: striped({ color: '#b6b2a6' }, { color: '#6e6558' }),
  jumpmaster5000: striped(SCUM_TAN, SCUM_BROWN),
  lancerclasspursuitcraft: striped({ color: '#b39c6a' }, { color: '#6a6358' }),
  // The generic TIE keeps the Imperial colours but gets the readable panels.
  'fallback-small-imperial': { dark: TIE_PANEL },
  // Capital ships: Imperial grey with darker plating; Republic and Rebel white with their red markings.
  stardestroyer: striped(IMPERIAL_GREY, PANEL_GREY),
  interdictor: striped(IMPERIAL_GREY, PANEL_GREY),
  acclamator: striped({ color: '#bdbcb6' }, { color: '#a2a19b' }),
  venator: striped({ color: '#d6d4ce' }, { color: '#a82a22' }),
  escortcruiser: striped({ color: '#d8d8d4' }, { color: '#a3a8ae' }),
  corvette: striped({ color: '#dad8d2' }, { color: '#b0302a' }),
  // X-Wing's huge ships: the CR90's white with red; the GR-75's pale hull with grey shell panels; the Raider and
  // the Gozanti Imperial grey; the C-ROC a weathered grey with rust-brown cargo.
  cr90corvettefore: striped({ color: '#dad8d2' }, { color: '#b0302a' }),
  cr90corvetteaft: striped({ color: '#dad8d2' }, { color: '#b0302a' }),
  gr75mediumtransport: striped({ color: '#cfcbc1' }, { color: '#8e949c' }),
  raiderclasscorvettefore: striped(IMPERIAL_GREY, PANEL_GREY),
  raiderclasscorvetteaft: striped(IMPERIAL_GREY, PANEL_GREY),
  gozanticlasscruiser: striped(IMPERIAL_GREY, PANEL_GREY),
  croccruiser: striped({ color: '#a9a59c' }, { color: '#8a5a3c' }),
};
