/**
 * The Kuat dagger hull shared by the Imperial Star Destroyer and the Interdictor: an upper hull of two sloped
 * halves split by the dorsal trench, a dark lip round the edge, a keeled lower hull with the ventral hangar, a
 * stepped superstructure and the command tower with its bridge and two shield-generator globes.
 */
import { type V3, box, cylinder, hull, rod, sphere } from '../kit.ts';
import type { ModelBuilder } from '../modelBuilder.ts';
import { type Region, engine, planeZ, scatter, seeded, tier, turret } from './surface.ts';

/** Proportions of a dagger hull (mm): length, half-beam at the stern, ridge and keel height at the stern. */
export interface Dagger {
  length: number;
  halfBeam: number;
  ridge: number;
  keel: number;
  /** Half-width of the dorsal trench at the stern (0: none). */
  trench: number;
  seed: number;
  /** The hull plating's material: trim (a panel shade) unless the trim colour is kept for markings. */
  plating?: 'hull' | 'trim';
}

/** The upper-hull surface of the left half (y ≥ 0) and where it is, for detail placed on it. */
export interface DaggerDeck {
  nose: number;
  stern: number;
  /** Half-width of the hull at x. */
  edge: (x: number) => number;
  /** Deck height at (x, |y|). */
  z: (x: number, y: number) => number;
}

const LIP = 2.4;

/** Builds the hull halves, lip, keel, trench and hull plating; returns the deck for the superstructure. */
export function daggerHull(b: ModelBuilder, d: Dagger): DaggerDeck {
  const nose = d.length / 2;
  const stern = -d.length / 2;
  const W = d.halfBeam;
  const g = d.trench;
  const edge = (x: number) => (W * (nose - x)) / d.length;
  // Upper left half: lip from z 0.8 to LIP round the edge, then one sloped plane up to the trench wall.
  const ridgeStern: V3 = [stern, g, d.ridge];
  const lipNose: V3 = [nose, 0, LIP * 0.6];
  const lipStern: V3 = [stern, W, LIP];
  b.addSym(
    'hull',
    hull([[nose, 0, 0.8], [stern, W, 0.8], [stern, g, 0.8], lipNose, lipStern, ridgeStern, [nose - 6, g * 0.02, 1.4]]),
  );
  const deckZ = planeZ(lipNose, lipStern, ridgeStern);
  // The edge band between the halves, set back so the lips overhang it: a dark seam in every side view.
  b.add(
    'dark',
    hull([
      [nose - 1, 0, 1],
      [stern, W - 1.2, 1],
      [stern, -(W - 1.2), 1],
      [nose - 1, 0, -1],
      [stern, W - 1.2, -1],
      [stern, -(W - 1.2), -1],
    ]),
  );
  // Lower hull: lip, then a V down to the keel line.
  b.add(
    'hull',
    hull([
      [nose, 0, -0.8],
      [stern, W, -0.8],
      [stern, -W, -0.8],
      [nose, 0, -LIP * 0.6],
      [stern, W, -LIP],
      [stern, -W, -LIP],
      [stern, 0, -d.keel],
      [nose - d.length * 0.45, 0, -d.keel * 0.45],
    ]),
  );
  if (g > 0) {
    // Trench floor: a dark wedge well below the ridge between the two halves.
    b.add(
      'dark',
      hull([
        [nose - 8, 0, 1],
        [stern, g + 0.2, 1],
        [stern, -(g + 0.2), 1],
        [stern, g + 0.2, d.ridge * 0.5],
        [stern, -(g + 0.2), d.ridge * 0.5],
      ]),
    );
  }
  const rand = seeded(d.seed);
  const deck: Region = {
    x: [stern + 8, nose - 30],
    y: (x) => [g + 2, edge(x) - 3],
    z: (x, y) => deckZ(x, y),
  };
  const small = { x: [3, 12], y: [2, 6], z: [0.6, 1.4] } as const;
  b.addSym('hull', ...scatter(rand, 26, deck, small));
  const plating = d.plating ?? 'trim';
  b.addSym(plating, ...scatter(rand, 16, deck, { x: [8, 24], y: [4, 10], z: [0.5, 0.8] }));
  b.addSym('dark', ...scatter(rand, 10, deck, { x: [1, 3], y: [1, 3], z: [0.8, 1.8] }));
  // Lower hull plating and the ventral hangar (a dark bay behind the middle, under the keel line).
  const belly = planeZ([nose, 0, -LIP * 0.6], [stern, W, -LIP], [stern, 0, -d.keel]);
  const under: Region = { x: [stern + 8, nose - 40], y: (x) => [4, edge(x) - 4], z: (x, y) => belly(x, y) };
  b.addSym(plating, ...scatter(rand, 10, under, { x: [6, 18], y: [3, 8], z: [0.5, 0.8] }));
  const bay = stern + d.length * 0.42;
  b.add('dark', box([d.length * 0.12, W * 0.22, 3], [bay, 0, belly(bay, 0)]));
  return { nose, stern, edge, z: deckZ };
}

/** The stern: a row of main engines and smaller ones, each with its glowing exhaust. */
export function daggerEngines(b: ModelBuilder, stern: number, main: readonly V3[], minor: readonly V3[]): void {
  for (const [y, z, r] of main) engine(b, stern, y, z, r, 6, 16);
  for (const [y, z, r] of minor) engine(b, stern, y, z, r, 4, 10);
}

/** Stepped superstructure tiers on the rear deck: back x, front x, half-width at back and front, top z. */
export function superstructure(
  b: ModelBuilder,
  tiers: readonly (readonly [number, number, number, number, number])[],
  seed: number,
): void {
  const rand = seeded(seed);
  for (const [back, front, hwBack, hwFront, top] of tiers) {
    b.add('hull', tier([back, front], [hwBack, hwFront], [1, top], Math.min(8, (front - back) * 0.12)));
    // Window rows and vents along both sides of each step.
    const len = front - back;
    for (let k = 0; k < 3; k++) {
      const x = back + len * (0.2 + 0.25 * k);
      const hw = hwBack + ((hwFront - hwBack) * (x - back)) / len;
      b.addSym('dark', box([len * 0.18, 0.6, 0.6], [x, hw + 0.1, top - 1.6]));
    }
    const deck: Region = {
      x: [back + 3, front - 10],
      y: (x) => [1, hwBack + ((hwFront - hwBack) * (x - back)) / len - 3],
      z: () => top,
    };
    b.addSym('hull', ...scatter(rand, 3, deck, { x: [2, 8], y: [2, 5], z: [0.8, 1.6] }));
    b.addSym('trim', ...scatter(rand, 2, deck, { x: [4, 10], y: [2, 6], z: [0.3, 0.5] }));
  }
}

/** The command tower on the top step: neck, wide bridge with its window band, two globes on short posts. */
export function commandTower(b: ModelBuilder, x: number, z: number, s: number, mast: boolean): void {
  b.add(
    'hull',
    tier([x - 8 * s, x + 8 * s], [6 * s, 4.5 * s], [z - 1, z + 11 * s], 2 * s),
    tier([x - 9 * s, x + 9 * s], [21 * s, 19 * s], [z + 11 * s, z + 16 * s], 3 * s),
  );
  b.add('dark', box([0.6 * s, 34 * s, 1.1 * s], [x + 7.4 * s, 0, z + 13.2 * s]));
  b.add('glass', box([0.5 * s, 30 * s, 0.5 * s], [x + 7.6 * s, 0, z + 13.2 * s]));
  for (const y of [12 * s, -12 * s]) {
    b.add('hull', rod('z', z + 16 * s - 0.5, z + 18.5 * s, 1.4 * s, [x - 3 * s, y, 0], 8));
    b.add('hull', sphere(4.3 * s, [x - 3 * s, y, z + 21.5 * s], [1, 1, 1], [14, 8]));
    b.add('dark', cylinder('z', 4.4 * s, 4.4 * s, 0.5 * s, [x - 3 * s, y, z + 21.5 * s], 14));
  }
  if (mast) b.add('dark', rod('z', z + 16 * s, z + 24 * s, 0.5 * s, [x - 4 * s, 0, 0], 6));
}

/** Turbolaser turrets in a row along each side of the superstructure, standing on the deck. */
export function broadside(b: ModelBuilder, deck: DaggerDeck, xs: readonly number[], y: (x: number) => number): void {
  for (const x of xs) b.addSym('dark', ...turret(x, y(x), deck.z(x, y(x)) - 0.4, 1.6, 0.25));
}
