/**
 * Which 3D model a ship uses: the ships with their own model (by xwing-data `xws` name) and a generic
 * fallback per base size and side for every other ship. Pure data: no three.js, so rules, tests and the
 * generator can share it.
 */

/** Ships with a model of their own, by xwing-data `xws` name. */
export const NAMED_MODEL_IDS = [
  'xwing',
  't70xwing',
  'ywing',
  'awing',
  'bwing',
  'tiefighter',
  'tiefofighter',
  'tieinterceptor',
  'tieadvanced',
  'tiebomber',
  'yt1300',
  'firespray31',
  // Large-base ships (models-large).
  'lambdaclassshuttle',
  'yt2400',
  'vt49decimator',
  'aggressor',
  'yv666',
  'vcx100',
  'jumpmaster5000',
  'lancerclasspursuitcraft',
  'upsilonclassshuttle',
  'uwing',
  'bsf17bomber',
  // Small-base ships added for issue 15 (models-small), in xwing-data order.
  'hwk290',
  'z95headhunter',
  'tiedefender',
  'ewing',
  'tiephantom',
  'starviper',
  'm3ainterceptor',
  'kihraxzfighter',
  'kwing',
  'tiepunisher',
  'attackshuttle',
  'g1astarfighter',
  'tieadvprototype',
  'arc170',
  'tiesffighter',
  'protectoratestarfighter',
  'quadjumper',
  'tiestriker',
  'auzituckgunship',
  'tieaggressor',
  'scurrgh6bomber',
  'alphaclassstarwing',
  'm12lkimogilafighter',
  'sheathipedeclassshuttle',
  'tiesilencer',
  'tiereaper',
] as const;

/** Generic models for every other ship, by base size and side. */
export const FALLBACK_MODEL_IDS = [
  'fallback-small-rebel',
  'fallback-small-imperial',
  'fallback-small-scum',
  'fallback-large-rebel',
  'fallback-large-imperial',
  'fallback-large-scum',
] as const;

/** Capital ships of the fleet games (Star Wars Full Thrust), at their table scale rather than on a base. */
export const CAPITAL_MODEL_IDS = [
  'stardestroyer',
  'interdictor',
  'venator',
  'acclamator',
  'escortcruiser',
  'corvette',
] as const;

/**
 * The huge ships of X-Wing's Epic play (xwing-data size "huge"), by `xws` name, at their miniatures' size: the
 * CR90 and the Raider fly as two cards, fore and aft, each a model of its section.
 */
export const HUGE_MODEL_IDS = [
  'cr90corvettefore',
  'cr90corvetteaft',
  'raiderclasscorvettefore',
  'raiderclasscorvetteaft',
  'gr75mediumtransport',
  'gozanticlasscruiser',
  'croccruiser',
] as const;

/** Every model, named ships first; each is one file `<id>.glb` in models/. */
export const MODEL_IDS = [...NAMED_MODEL_IDS, ...FALLBACK_MODEL_IDS, ...CAPITAL_MODEL_IDS, ...HUGE_MODEL_IDS] as const;

/** A model id. */
export type ModelId = (typeof MODEL_IDS)[number];

/** The base a model is sized for. */
export type ModelBaseSize = 'small' | 'large';

/** Sub-factions as scenario files spell them, plus 'neutral' for a ship whose faction is unknown. */
export type ModelFaction = 'rebel' | 'resistance' | 'imperial' | 'first-order' | 'scum' | 'neutral';

/** The base of X-Wing's huge ships (Epic play), which the engine lists but does not fly. */
export type HugeBase = 'huge';

/** Base size of each named model (fallbacks carry it in their id); capital ships stand on no base. */
export const MODEL_BASE_SIZE: Readonly<Record<ModelId, ModelBaseSize | HugeBase | 'capital'>> = {
  xwing: 'small',
  t70xwing: 'small',
  ywing: 'small',
  awing: 'small',
  bwing: 'small',
  tiefighter: 'small',
  tiefofighter: 'small',
  tieinterceptor: 'small',
  tieadvanced: 'small',
  tiebomber: 'small',
  yt1300: 'large',
  firespray31: 'large',
  // Small-base ships added for issue 15 (models-small).
  hwk290: 'small',
  z95headhunter: 'small',
  tiedefender: 'small',
  ewing: 'small',
  tiephantom: 'small',
  starviper: 'small',
  m3ainterceptor: 'small',
  kihraxzfighter: 'small',
  kwing: 'small',
  tiepunisher: 'small',
  attackshuttle: 'small',
  g1astarfighter: 'small',
  tieadvprototype: 'small',
  arc170: 'small',
  tiesffighter: 'small',
  protectoratestarfighter: 'small',
  quadjumper: 'small',
  tiestriker: 'small',
  auzituckgunship: 'small',
  tieaggressor: 'small',
  scurrgh6bomber: 'small',
  alphaclassstarwing: 'small',
  m12lkimogilafighter: 'small',
  sheathipedeclassshuttle: 'small',
  tiesilencer: 'small',
  tiereaper: 'small',
  'fallback-small-rebel': 'small',
  'fallback-small-imperial': 'small',
  'fallback-small-scum': 'small',
  'fallback-large-rebel': 'large',
  'fallback-large-imperial': 'large',
  'fallback-large-scum': 'large',
  stardestroyer: 'capital',
  interdictor: 'capital',
  venator: 'capital',
  acclamator: 'capital',
  escortcruiser: 'capital',
  corvette: 'capital',
  // Large-base ships (models-large).
  lambdaclassshuttle: 'large',
  yt2400: 'large',
  vt49decimator: 'large',
  aggressor: 'large',
  yv666: 'large',
  vcx100: 'large',
  jumpmaster5000: 'large',
  lancerclasspursuitcraft: 'large',
  upsilonclassshuttle: 'large',
  uwing: 'large',
  bsf17bomber: 'large',
  // Huge ships (Epic play).
  cr90corvettefore: 'huge',
  cr90corvetteaft: 'huge',
  raiderclasscorvettefore: 'huge',
  raiderclasscorvetteaft: 'huge',
  gr75mediumtransport: 'huge',
  gozanticlasscruiser: 'huge',
  croccruiser: 'huge',
};

// The fallback shapes follow the side, so the Resistance flies the Rebel shape and the First Order the Imperial
// one; an unknown faction gets the Rebel shape, like the old stand-in 'fighter'.
const FALLBACK_SIDE: Readonly<Record<ModelFaction, 'rebel' | 'imperial' | 'scum'>> = {
  rebel: 'rebel',
  resistance: 'rebel',
  imperial: 'imperial',
  'first-order': 'imperial',
  scum: 'scum',
  neutral: 'rebel',
};

const NAMED = new Set<string>([...NAMED_MODEL_IDS, ...HUGE_MODEL_IDS]);

/**
 * An xws id from either an xws id or a printed ship name: lower case, letters and digits only, so "X-wing" →
 * "xwing", "TIE/fo Fighter" → "tiefofighter", "Firespray-31" → "firespray31" (scenario files give the name).
 */
export function normaliseShipName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The model for a ship: its own model when the ship (xws id or printed name) has one and is flown on the base
 * that model is made for, else the fallback for its base size and side (a large one for an unknown huge ship).
 */
export function modelIdFor(
  xws: string | undefined,
  size: ModelBaseSize | HugeBase,
  faction: ModelFaction | undefined,
): ModelId {
  const key = xws === undefined ? '' : normaliseShipName(xws);
  if (NAMED.has(key) && MODEL_BASE_SIZE[key as ModelId] === size) return key as ModelId;
  // Own entries only: a faction string from a file that slipped past its schema must not find Object.prototype's.
  const side = faction !== undefined && Object.hasOwn(FALLBACK_SIDE, faction) ? FALLBACK_SIDE[faction] : 'rebel';
  return `fallback-${size === 'huge' ? 'large' : size}-${side}`;
}

/** True for a catalogued model id. */
export function isModelId(id: string): id is ModelId {
  return (MODEL_IDS as readonly string[]).includes(id);
}

/** The model's file name inside models/. */
export function modelFileName(id: ModelId): string {
  return `${id}.glb`;
}
