/**
 * Maneuver dials: which maneuvers a ship has and how hard each is (rules: DIFFICULTY). Maneuver names are the
 * kernel's (`bank-left-2`, `koiogran-4`, `stationary-0`; see src/kernel/maneuver.ts).
 */

/** A maneuver's colour on the dial: green clears stress, red gives stress. */
export type Difficulty = 'green' | 'white' | 'red';

/** One maneuver on a dial. */
export interface DialEntry {
  maneuver: string;
  difficulty: Difficulty;
}

/** Anything carrying a dial: a ship type, or a ship in play whose dial a card has changed. */
export interface HasDial {
  readonly dial: readonly DialEntry[];
}

/** What an ionized ship executes instead of its dial (rules: ION TOKEN): a white straight 1. */
export const IONIZED_MANEUVER: Readonly<DialEntry> = { maneuver: 'straight-1', difficulty: 'white' };

/** The difficulty of a maneuver on the ship's dial, or null when the dial does not have it. */
export function difficultyOf(ship: HasDial, maneuver: string): Difficulty | null {
  return ship.dial.find((e) => e.maneuver === maneuver)?.difficulty ?? null;
}

/** True when the ship's dial has the maneuver. */
export function hasManeuver(ship: HasDial, maneuver: string): boolean {
  return difficultyOf(ship, maneuver) !== null;
}

/** The dial's maneuvers of one difficulty, in dial order (slowest first). */
export function maneuversOfDifficulty(ship: HasDial, difficulty: Difficulty): string[] {
  return ship.dial.filter((e) => e.difficulty === difficulty).map((e) => e.maneuver);
}
