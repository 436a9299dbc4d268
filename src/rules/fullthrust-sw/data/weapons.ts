/**
 * The weapon, shield and torpedo tables of the record sheets (seed document 003, "Weapons Range Roll" and
 * "Shields Hit Rolled Damage" tables), as data.
 */
import type { WeaponKind } from './classes.ts';

/** Dice a beam weapon rolls at a range band: [first square, last square, dice]. */
export type RangeBand = readonly [from: number, to: number, dice: number];

/** Beam weapons' range bands (squares; diagonals count as one). */
export const BEAM_BANDS: Readonly<Record<'turbolaser' | 'laser' | 'ion' | 'blaster', readonly RangeBand[]>> = {
  turbolaser: [
    [0, 3, 3],
    [4, 6, 2],
    [7, 9, 1],
  ],
  laser: [
    [0, 3, 2],
    [4, 6, 1],
  ],
  ion: [
    [0, 3, 2],
    [4, 6, 1],
  ],
  blaster: [[0, 3, 2]],
};

/** Point defence: 1D6 at range 0–2, only against fighters attacking the firing ship. */
export const PD_BAND: RangeBand = [0, 2, 1];
/** ADAF: 1D6 against fighters attacking the firing ship or a friendly ship within range 0–3 of it. */
export const ADAF_BAND: RangeBand = [0, 3, 1];
/** Blasters may fire at attacking fighters at range 0–3 "like PD", 2D6, using a fire control. */
export const BLASTER_PD_BAND: RangeBand = [0, 3, 2];

/**
 * Proton torpedo to-hit numbers by range (the Acclamator sheet): 0–2 hits on 3+, 3–5 on 4+ (the row the
 * extraction jumbled as "Front Arc Only 4 to 6"), 6–8 on 5+, 9 on 6. Each hit does one D6 of damage, ignoring
 * shields.
 */
export const TORPEDO_TO_HIT: readonly RangeBand[] = [
  [0, 2, 3],
  [3, 5, 4],
  [6, 8, 5],
  [9, 9, 6],
];

/** Fighter torpedoes: a D6 per craft, 4 or higher hits, each hit does D6 damage ignoring shields. */
export const FIGHTER_TORPEDO_TO_HIT = 4;

/**
 * Hits scored by one attack die against a shield level (the shields table):
 * level 0: 4–5 one, 6 two; level 1: 5 one, 6 two; level 2: 5–6 one; level 3: 6 one.
 */
export function hitsForRoll(roll: number, shieldLevel: number): number {
  const r = Math.min(6, roll);
  switch (Math.max(0, Math.min(3, shieldLevel))) {
    case 0:
      return r === 6 ? 2 : r >= 4 ? 1 : 0;
    case 1:
      return r === 6 ? 2 : r === 5 ? 1 : 0;
    case 2:
      return r >= 5 ? 1 : 0;
    default:
      return r === 6 ? 1 : 0;
  }
}

/** Dice a weapon rolls at a range (squares), or 0 when out of range. */
export function diceAtRange(bands: readonly RangeBand[], range: number): number {
  for (const [from, to, dice] of bands) if (range >= from && range <= to) return dice;
  return 0;
}

/** The longest range of a weapon kind, squares. */
export function maxRange(kind: WeaponKind): number {
  switch (kind) {
    case 'turbolaser':
    case 'torpedo':
      return 9;
    case 'laser':
    case 'ion':
      return 6;
    case 'blaster':
    case 'adaf':
      return 3;
    case 'pd':
      return 2;
  }
}

/** Ion cannon allocation order of systems (the document's list; hangars are never affected). */
export const ION_ORDER = [
  'shields',
  'hyperdrive',
  'fireControl',
  'defence',
  'thrust',
  'gravityWell',
  'weapon',
] as const;

/** Weapons ranked smallest to biggest, for the ion order's "weapons – smallest to biggest type". */
export const WEAPON_SIZE: Readonly<Record<WeaponKind, number>> = {
  pd: 0,
  adaf: 0,
  blaster: 1,
  laser: 2,
  ion: 3,
  torpedo: 4,
  turbolaser: 5,
};
