/**
 * The Ship Data Chart (rules 3.43–3.72) for the standard game. Only the TIE interceptor's column is quoted by
 * the document (3.43, 3.51, 3.61, 3.62, 3.63); the B-wing's gun entry is quoted (3.54). Everything else is
 * assumed in the spirit of the quoted column and the films (X-wings sturdy and shielded, TIE fighters fast and
 * fragile). Turn numbers are written as printed, parentheses included, one per speed 1–10.
 */
import type { ActionId } from './actions.ts';

/** A ship type's column of the Ship Data Chart. */
export interface ShipData {
  id: string;
  name: string;
  /** The 3D model (models/, src/models/catalog.ts) that stands for it. */
  model: string;
  faction: 'rebel' | 'imperial';
  /** "Speed Max". */
  maxSpeed: number;
  /** "Turn No's", standard-game numbers for speeds 1–10 as printed ("(6)" keeps its parentheses), or null: blank. */
  turnNumbers: (string | null)[];
  /** "Body", the standard-game (first) number. */
  body: number;
  /** "Pilot's Guns", e.g. ["SHF", "DLF", "TMF(I)"]. */
  guns: string[];
  /** "No. of Shields" (0: none, and it cannot angle deflectors). */
  shields: number;
  /** "Difficulty No's" for the planned actions; absent: the ship cannot plan it. */
  difficulty: Partial<Record<ActionId, number>>;
  /** Difficulty numbers of the Damage section circles. */
  damageDifficulty: { stabilizerDamage: number; lateralControlDamage: number };
  /** Where each value comes from: field → quote, or "assumed: why". */
  provenance: Record<string, string>;
}

const ASSUMED_COLUMN = 'assumed: the Ship Data Chart is not in the document';

/** Every ship type of the standard game's dogfights, by id. */
export const SHIP_DATA: readonly ShipData[] = [
  {
    id: 'tie-interceptor',
    name: 'TIE interceptor',
    model: 'tieinterceptor',
    faction: 'imperial',
    maxSpeed: 8,
    turnNumbers: ['1', '2', '2', '3', '4', '5', '5', '5', '(6)', '(6)'],
    body: 5,
    guns: ['QLF'],
    shields: 0,
    difficulty: {
      halfLoop: 4,
      slip: 3,
      accelerate: 2,
      decelerate: 2,
      overspeed: 4,
      bank: 3,
      snapFire: 3,
      targeting: 3,
    },
    damageDifficulty: { stabilizerDamage: 3, lateralControlDamage: 3 },
    provenance: {
      maxSpeed: '3.61: "The Speed Max for a TIE interceptor is 8"',
      turnNumbers: '3.62: "Enter … 1, 2, 2, 3, 4, 5, 5, 5, (6), and (6)"',
      body: '3.43: "Under TIE interceptor the chart says 5/3. Write 5"',
      guns: '3.51: "The gun type for TIE interceptors is QLF"',
      shields: '3.63: "you also leave the Angle Deflectors circle blank" (no shields)',
      'damageDifficulty.stabilizerDamage': '3.63: "You copy 3 to the first (Stabilizer Damage) circle"',
      'difficulty.halfLoop': '3.63: "4 to the next (1/2 Loop) one"',
      'difficulty.slip': 'assumed: 3.63 says "3 to the next" without naming the circle; we take it to be Slip',
      'difficulty (others)': 'assumed: the rest of the column is not quoted',
      'damageDifficulty.lateralControlDamage': 'assumed',
    },
  },
  {
    id: 'tie-fighter',
    name: 'TIE fighter',
    model: 'tiefighter',
    faction: 'imperial',
    maxSpeed: 7,
    turnNumbers: ['1', '2', '2', '3', '4', '5', '6', '(6)', '(7)', null],
    body: 4,
    guns: ['DLF'],
    shields: 0,
    difficulty: {
      halfLoop: 4,
      slip: 3,
      accelerate: 2,
      decelerate: 2,
      overspeed: 4,
      bank: 3,
      snapFire: 3,
      targeting: 3,
    },
    damageDifficulty: { stabilizerDamage: 3, lateralControlDamage: 3 },
    provenance: { all: `${ASSUMED_COLUMN}; a slower, less agile, more fragile interceptor with half the guns` },
  },
  {
    id: 'x-wing',
    name: 'X-wing',
    model: 'xwing',
    faction: 'rebel',
    maxSpeed: 7,
    turnNumbers: ['1', '2', '3', '3', '4', '5', '6', '(6)', '(7)', null],
    body: 6,
    guns: ['QLF'],
    shields: 2,
    difficulty: {
      halfLoop: 4,
      slip: 3,
      accelerate: 2,
      decelerate: 2,
      overspeed: 4,
      bank: 3,
      snapFire: 3,
      targeting: 3,
      angleShields: 2,
    },
    damageDifficulty: { stabilizerDamage: 3, lateralControlDamage: 3 },
    provenance: { all: `${ASSUMED_COLUMN}; four laser cannons like the interceptor's, sturdier, two shields` },
  },
  {
    id: 'y-wing',
    name: 'Y-wing',
    model: 'ywing',
    faction: 'rebel',
    maxSpeed: 5,
    turnNumbers: ['1', '2', '3', '4', '5', '(6)', '(7)', null, null, null],
    body: 7,
    guns: ['DLF', 'DMT(I)'],
    shields: 2,
    difficulty: {
      halfLoop: 5,
      slip: 4,
      accelerate: 2,
      decelerate: 2,
      overspeed: 5,
      bank: 4,
      snapFire: 3,
      targeting: 3,
      angleShields: 2,
    },
    damageDifficulty: { stabilizerDamage: 4, lateralControlDamage: 4 },
    provenance: { all: `${ASSUMED_COLUMN}; 3.54 says Y-wings carry ion cannons (a turret here)` },
  },
  {
    id: 'a-wing',
    name: 'A-wing',
    model: 'awing',
    faction: 'rebel',
    maxSpeed: 9,
    turnNumbers: ['1', '1', '2', '2', '3', '4', '4', '5', '5', '(6)'],
    body: 4,
    guns: ['DLF'],
    shields: 1,
    difficulty: {
      halfLoop: 3,
      slip: 2,
      accelerate: 2,
      decelerate: 2,
      overspeed: 3,
      bank: 2,
      snapFire: 3,
      targeting: 3,
      angleShields: 2,
    },
    damageDifficulty: { stabilizerDamage: 3, lateralControlDamage: 3 },
    provenance: { all: `${ASSUMED_COLUMN}; the fastest, most agile Rebel ship` },
  },
  {
    id: 'b-wing',
    name: 'B-wing',
    model: 'bwing',
    faction: 'rebel',
    maxSpeed: 6,
    turnNumbers: ['1', '2', '3', '4', '4', '5', '(6)', '(7)', null, null],
    body: 7,
    guns: ['SHF', 'DLF', 'TMF(I)'],
    shields: 2,
    difficulty: {
      halfLoop: 5,
      slip: 4,
      accelerate: 2,
      decelerate: 2,
      overspeed: 5,
      bank: 4,
      snapFire: 3,
      targeting: 3,
      angleShields: 2,
    },
    damageDifficulty: { stabilizerDamage: 4, lateralControlDamage: 4 },
    provenance: { guns: '3.54: "its entry on the Ship Data Chart is SHF/DLF/TMF(I)"', others: ASSUMED_COLUMN },
  },
  {
    id: 'tie-bomber',
    name: 'TIE bomber',
    model: 'tiebomber',
    faction: 'imperial',
    maxSpeed: 5,
    turnNumbers: ['1', '2', '3', '4', '5', '(6)', '(7)', null, null, null],
    body: 6,
    guns: ['DLF'],
    shields: 0,
    difficulty: {
      halfLoop: 5,
      slip: 4,
      accelerate: 2,
      decelerate: 2,
      overspeed: 5,
      bank: 4,
      snapFire: 3,
      targeting: 3,
    },
    damageDifficulty: { stabilizerDamage: 4, lateralControlDamage: 4 },
    provenance: { all: `${ASSUMED_COLUMN}` },
  },
];

/** A ship type's data by id, or undefined. */
export function shipDataById(id: string): ShipData | undefined {
  return SHIP_DATA.find((s) => s.id === id);
}

/** The speed track's last speed (rules 3.61: the Speed/Turning Track; ten turn boxes, 3.62). */
export const SPEED_TRACK_MAX = 10;

/** Where throttle markers start (rules 3.71): the 6 box, or the maximum speed when that is less. */
export const START_THROTTLE = {
  value: 6,
  source: '3.71: "Place them all in the 6 box … unless the maximum speed is less"',
};

/** Map and hex size. */
export const MAP = {
  /** 34 inches, mm. */
  widthMm: 863.6,
  /** 22 inches, mm. */
  heightMm: 558.8,
  source: '2.2: "The full-color 22 by 34 sheet is the game-map"',
  hexSizeMm: {
    value: 25.4,
    assumed: 'hex size not given: 1 inch across the flats, room for a counter and its markers',
  },
  setupColumns: {
    value: 3,
    assumed:
      'the set-up areas are "indicated by the arrow-hexes" (2.2) but not located: the three columns at each short edge',
  },
};
