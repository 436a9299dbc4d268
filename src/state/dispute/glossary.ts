/**
 * Rules-reference glossary entries the dispute verdicts and the recorder's refusals cite, named exactly as the X-Wing 1st-edition Rules
 * Reference (The Force Awakens core set era) prints them (a dagger marks entries of the expanded glossary).
 */

/** A glossary entry name, as printed. */
export type GlossaryEntry =
  | 'MANEUVER'
  | 'BEARING'
  | 'KOIOGRAN TURN'
  | 'SEGNOR’S LOOP'
  | 'TALLON ROLL'
  | 'OVERLAPPING SHIPS'
  | 'TOUCHING'
  | 'MOVING THROUGH'
  | 'OBSTACLES'
  | 'FLEEING THE BATTLEFIELD'
  | 'BARREL ROLL'
  | 'BOOST'
  | 'CLOAK†'
  | 'LARGE SHIP†'
  | 'RANGE'
  | 'FIRING ARC'
  | 'OBSTRUCTED'
  | 'ATTACK'
  | 'ACTIONS'
  | 'MODIFYING DICE'
  | 'SETUP'
  | 'STRESS';

/** Every entry cited, in the order the glossary lists them (alphabetical, as printed). */
export const GLOSSARY_ENTRIES: readonly GlossaryEntry[] = [
  'ACTIONS',
  'ATTACK',
  'BARREL ROLL',
  'BEARING',
  'BOOST',
  'CLOAK†',
  'FIRING ARC',
  'FLEEING THE BATTLEFIELD',
  'KOIOGRAN TURN',
  'LARGE SHIP†',
  'MANEUVER',
  'MODIFYING DICE',
  'MOVING THROUGH',
  'OBSTACLES',
  'OBSTRUCTED',
  'OVERLAPPING SHIPS',
  'RANGE',
  'SEGNOR’S LOOP',
  'SETUP',
  'STRESS',
  'TALLON ROLL',
  'TOUCHING',
];
