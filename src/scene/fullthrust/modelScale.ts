/**
 * Sizes of the Full Thrust models on the table: capital-ship glbs are built at a reference length and scaled to
 * the class's table length; fighters are shrunk so that a squadron of six flies inside one 2" square.
 */

/** Length (mm, along +x) each capital-ship model is built at in scripts/models/ships/capital.ts. */
export const CAPITAL_MODEL_LENGTH_MM: Readonly<Record<string, number>> = {
  stardestroyer: 280,
  interdictor: 240,
  venator: 230,
  acclamator: 170,
  escortcruiser: 120,
  corvette: 110,
};

/** Scale of one craft of a squadron (X-Wing miniatures are ~40 mm; a craft here is ~12 mm). */
export const FIGHTER_SCALE = 0.3;

/** Scale of a hero ship (one larger model instead of a formation). */
export const HERO_SCALE = 0.5;

/** Where the craft of a squadron fly in its square, ship frame (forward +x, left +y), mm: lead first. */
export const FORMATION_MM: readonly [number, number][] = [
  [13, 0],
  [3, 11],
  [3, -11],
  [-7, 0],
  [-12, 19],
  [-12, -19],
];

/** Height of a capital ship's model above the mat, mm. */
export const CAPITAL_HEIGHT_MM = 24;
/** Height of a squadron's craft above the mat, mm. */
export const FIGHTER_HEIGHT_MM = 14;

/** How far (mm) and how fast (rad/s) a squadron's craft bob up and down on playback time. */
const BOB_MM = 1.2;
const BOB_RATE = 1.7;

/** Height of craft i of a squadron whose bob phase is `phase` above the mat at playback time t, mm. */
export function craftHeightMm(t: number, phase: number, i: number): number {
  return FIGHTER_HEIGHT_MM + BOB_MM * Math.sin(t * BOB_RATE + phase + i);
}

/** The bob phase of a squadron, from its id (so its craft do not bob in step with another squadron's). */
export function squadronBobPhase(hash: number): number {
  return (hash % 1000) / 159;
}

/** Where the i-th fighter of a squadron stands, mm from the stand's centre (the formation repeats past its last slot). */
export function formationSlot(i: number): readonly [number, number] {
  const slot = FORMATION_MM[i % FORMATION_MM.length];
  if (!slot) throw new Error(`formationSlot: no formation slot for fighter ${i} (FORMATION_MM is empty)`);
  return slot;
}
