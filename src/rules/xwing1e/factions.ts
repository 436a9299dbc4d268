/**
 * Factions and sides. Cards name five sub-factions; squads (XWS) and the rules know three sides, because the
 * Resistance flies with the Rebel Alliance and the First Order with the Galactic Empire.
 */

/** A card's sub-faction, spelled as scenario files spell it. */
export type Faction = 'rebel' | 'resistance' | 'imperial' | 'first-order' | 'scum';

/** A side of the war, as XWS squads name their faction. */
export type Side = 'rebel' | 'imperial' | 'scum';

/** Every sub-faction, in a stable order. */
export const FACTIONS: readonly Faction[] = ['rebel', 'resistance', 'imperial', 'first-order', 'scum'];

/** Every side, in a stable order. */
export const SIDES: readonly Side[] = ['rebel', 'imperial', 'scum'];

/** The names printed on the cards. */
export const FACTION_NAMES: Readonly<Record<Faction, string>> = {
  rebel: 'Rebel Alliance',
  resistance: 'Resistance',
  imperial: 'Galactic Empire',
  'first-order': 'First Order',
  scum: 'Scum and Villainy',
};

const SIDE_OF: Readonly<Record<Faction, Side>> = {
  rebel: 'rebel',
  resistance: 'rebel',
  imperial: 'imperial',
  'first-order': 'imperial',
  scum: 'scum',
};

/** The side a sub-faction fights on (a side maps to itself, so either may be passed). */
export function sideOf(faction: Faction): Side {
  return SIDE_OF[faction];
}

/** True for the three side names. */
export function isSide(value: string): value is Side {
  return (SIDES as readonly string[]).includes(value);
}
