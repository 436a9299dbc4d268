/**
 * Capital ships for Star Wars Full Thrust, built at a reference length (scripts' CAPITAL_MODEL_LENGTH_MM) and
 * scaled by the viewer to each class's table length: the Imperial Star Destroyer, the Interdictor with its
 * gravity-well domes, the Venator with its flight deck and twin towers, the Acclamator, the Nebulon-B escort
 * frigate (the sheets' escort cruiser) and the Corellian corvette.
 */
import { box, cylinder, hull, ring, rod, sphere } from '../kit.ts';
import type { ModelBuilder } from '../modelBuilder.ts';
import { broadside, commandTower, daggerEngines, daggerHull, superstructure } from './dagger.ts';
import type { Design } from './design.ts';
import { dome, engine, planeZ, scatter, seeded, tier, turret } from './surface.ts';

/** Imperial Star Destroyer (1,600 m; 280 mm here): trenched wedge, stepped superstructure, bridge and globes. */
export const stardestroyer: Design = (b) => {
  const deck = daggerHull(b, { length: 280, halfBeam: 84, ridge: 16, keel: 14, trench: 3.4, seed: 1 });
  superstructure(
    b,
    [
      [-139, -5, 46, 12, 22],
      [-138, -45, 36, 11, 28],
      [-137, -82, 26, 10, 34],
      [-136, -106, 16, 8, 39.5],
    ],
    2,
  );
  commandTower(b, -121, 39.5, 1.05, true);
  broadside(b, deck, [-124, -110, -96, -82, -68, -54], (x) => 46 + ((12 - 46) * (x + 139)) / 134 + 5);
  daggerEngines(
    b,
    -140,
    [
      [-22, 10, 8.5],
      [0, 10, 8.5],
      [22, 10, 8.5],
    ],
    [
      [-38, 6, 4.5],
      [38, 6, 4.5],
      [-11, 20.5, 3.6],
      [11, 20.5, 3.6],
    ],
  );
};

/** Interdictor cruiser: a shorter, plainer dagger with four gravity-well projector domes on its deck. */
export const interdictor: Design = (b) => {
  const deck = daggerHull(b, { length: 240, halfBeam: 66, ridge: 15, keel: 13, trench: 0, seed: 3 });
  superstructure(
    b,
    [
      [-119, -30, 34, 10, 19],
      [-118, -72, 24, 9, 24.5],
      [-117, -94, 14, 7, 29],
    ],
    4,
  );
  commandTower(b, -104, 29, 0.85, false);
  for (const [x, y] of [
    [-14, 24],
    [-72, 40],
  ] as const) {
    const z = deck.z(x, y);
    b.addSym('hull', cylinder('z', 12.5, 14, 5, [x, y, z + 1], 16), dome(12.5, 10.5, [x, y, z + 3.5], 16, 4));
  }
  daggerEngines(
    b,
    -120,
    [
      [-17, 9, 7],
      [0, 9, 7],
      [17, 9, 7],
    ],
    [
      [-31, 5, 4],
      [31, 5, 4],
    ],
  );
};

/** Venator Star Destroyer: flat dorsal flight deck striped along its edges, twin command towers, keeled hull. */
export const venator: Design = (b) => {
  // Its trim is the Republic's red, kept for the deck stripes and bow: the plating is in the hull's white.
  daggerHull(b, { length: 230, halfBeam: 62, ridge: 9, keel: 16, trench: 0, seed: 5, plating: 'hull' });
  // Flight deck: a raised strip down the middle with the long hangar doors and the edge stripes.
  b.add('hull', tier([-112, 95], [15, 1.5], [1, 10], 4));
  b.add('dark', box([150, 9, 0.6], [-18, 0, 10.1]));
  b.add('hull', box([150, 3.6, 0.6], [-18, 2.4, 10.35]), box([150, 3.6, 0.6], [-18, -2.4, 10.35]));
  b.addSym(
    'trim',
    hull([
      [95, 0.6, 9.6],
      [-112, 14.6, 9.6],
      [-112, 10.8, 10.5],
      [88, 0.6, 10.5],
    ]),
  );
  b.addSym(
    'trim',
    hull([
      [112, 0, 1.6],
      [112, 0, 3.5],
      [60, 10, 2.4],
      [60, 10, 4.6],
      [70, 7, 5.4],
    ]),
  );
  // Raised aft block and the two towers, splayed slightly, each with a bridge across its top.
  b.add('hull', tier([-114, -60], [30, 16], [1, 16], 5));
  for (const y of [12, -12]) {
    b.add('hull', tier([-110, -86], [3.2, 2.4], [15, 40], 6).translate(0, y, 0));
    b.add('hull', tier([-108, -90], [8, 7], [40, 44], 3).translate(0, y, 0));
    b.add('dark', box([0.6, 13, 0.9], [-90.6, y, 42]));
  }
  const rand = seeded(6);
  const wing = { x: [-100, 60] as const, y: (x: number) => [16, (62 * (115 - x)) / 230 - 4] as const, z: () => 6 };
  b.addSym('dark', ...scatter(rand, 10, wing, { x: [2, 3], y: [2, 3], z: [3, 5] }));
  for (const x of [-96, -80, -64]) b.addSym('dark', ...turret(x, 24, 15.5, 1.7, 0.3));
  for (const [y, z, r] of [
    [-24, 6, 7],
    [-8, 6, 8],
    [8, 6, 8],
    [24, 6, 7],
  ] as const)
    engine(b, -115, y, z, r, 6, 16);
};

/** Acclamator assault ship: a high-backed arrowhead with a notched stern, turret spine, rear tower, ventral hangars. */
export const acclamator: Design = (b) => {
  const [nose, tip, notch] = [85, -85, -62];
  // Upper and lower halves: a steep roof from a thin lip up to the spine, wingtips swept past the engine block.
  b.addSym(
    'hull',
    hull([
      [nose, 0, 0.8],
      [tip, 50, 0.8],
      [notch, 0, 0.8],
      [nose, 0, 2],
      [tip, 50, 2.4],
      [notch + 2, 0, 24],
      [nose - 20, 0, 7],
    ]),
    hull([
      [nose, 0, -0.8],
      [tip, 50, -0.8],
      [notch, 0, -0.8],
      [nose, 0, -2],
      [tip, 50, -2.4],
      [notch + 2, 0, -19],
      [nose - 30, 0, -6],
    ]),
  );
  b.addSym(
    'dark',
    hull([
      [nose - 1, 0, 0.9],
      [tip + 1, 49, 0.9],
      [notch, 0, 0.9],
      [nose - 1, 0, -0.9],
      [tip + 1, 49, -0.9],
      [notch, 0, -0.9],
    ]),
  );
  const roof = planeZ([nose, 0, 2], [tip, 50, 2.4], [notch + 2, 0, 24]);
  const rand = seeded(7);
  const deck = { x: [-70, 50] as const, y: (x: number) => [4, (50 * (nose - x)) / (nose - tip) - 6] as const, z: roof };
  b.addSym('trim', ...scatter(rand, 14, deck, { x: [8, 20], y: [3, 8], z: [0.5, 0.8] }));
  b.addSym('hull', ...scatter(rand, 16, deck, { x: [3, 8], y: [2, 5], z: [0.6, 1.4] }));
  // Turret spine, engine block in the notch, tower with its bridge.
  b.add('hull', tier([notch, 60], [5, 2], [8, 26], 14));
  for (const x of [-40, -20, 0, 20, 40]) b.add('dark', ...turret(x, 0, 26 - ((x - notch) * 17) / 122, 1.3));
  b.add('hull', box([22, 30, 30], [notch - 10, 0, 2]));
  b.add(
    'hull',
    tier([notch - 18, notch + 8], [10, 7], [16, 38], 6),
    tier([notch - 16, notch + 4], [17, 15], [38, 42], 3),
  );
  b.add('dark', box([0.6, 26, 0.9], [notch + 3.6, 0, 40]));
  b.addSym('hull', sphere(2.6, [notch - 10, 10, 43.5], [1, 1, 0.8], [10, 6]));
  b.addSym('dark', ring('z', 7, 0.9, [-20, 16, -9], [3, 16]), ring('z', 7, 0.9, [20, 8, -11], [3, 16]));
  for (const [y, z, r] of [
    [-9, 9, 5],
    [9, 9, 5],
    [-9, -3, 5],
    [9, -3, 5],
    [0, 3, 4],
  ] as const)
    engine(b, notch - 21, y, z, r, 5, 12);
};

/** The Nebulon-B's forward section: command block with its bow, the hanging lower hull and its pod. */
function nebulonFore(b: ModelBuilder): void {
  b.add(
    'hull',
    hull([
      [60, 0, 4],
      [56, 5, 7],
      [56, -5, 7],
      [22, 7, 12],
      [22, -7, 12],
      [22, 7, -6],
      [22, -7, -6],
      [48, 5, -5],
      [48, -5, -5],
    ]),
    // The lower hull hangs down and forward from the command block.
    hull([
      [40, 4, -4],
      [40, -4, -4],
      [24, 4, -4],
      [24, -4, -4],
      [36, 3.5, -30],
      [36, -3.5, -30],
      [26, 3.5, -30],
      [26, -3.5, -30],
    ]),
    hull([
      [44, 0, -34],
      [38, 5.5, -29],
      [38, -5.5, -29],
      [22, 5.5, -29],
      [22, -5.5, -29],
      [38, 5.5, -38],
      [38, -5.5, -38],
      [22, 5.5, -38],
      [22, -5.5, -38],
    ]),
  );
  b.addSym(
    'dark',
    box([16, 0.5, 1], [40, 6.3, 6]),
    box([10, 0.5, 0.8], [30, 4, -14]),
    box([6, 0.5, 1], [30, 5.8, -33]),
  );
  b.add('glass', box([0.6, 6, 1], [57.6, 0, 6.2]));
  b.add('trim', box([20, 14.2, 1.2], [36, 0, 1.5]), box([10, 11.2, 0.8], [30, 0, -34]));
}

/** Nebulon-B escort frigate: forward block with its hanging lower hull, a thin spar, the engine section. */
export const escortcruiser: Design = (b) => {
  nebulonFore(b);
  b.add('hull', box([54, 4, 4], [-3, 0, 6]));
  b.addSym('dark', box([48, 0.4, 0.8], [-3, 2.1, 6.6]));
  b.add(
    'hull',
    hull([
      [-30, 7, 14],
      [-30, -7, 14],
      [-30, 7, -8],
      [-30, -7, -8],
      [-58, 9, 16],
      [-58, -9, 16],
      [-58, 9, -10],
      [-58, -9, -10],
      [-26, 4, 4],
      [-26, -4, 4],
    ]),
  );
  b.add('hull', box([20, 2, 10], [-46, 0, 20]), box([20, 2, 8], [-46, 0, -13]));
  b.addSym('trim', box([24, 0.5, 3], [-44, 9.4, 10]));
  // Plating on the command block and engine section, point-defence turrets along the top.
  const rand = seeded(8);
  const head = { x: [26, 52] as const, y: () => [0.5, 5] as const, z: (x: number) => 7 + ((52 - x) * 5) / 30 };
  b.addSym('hull', ...scatter(rand, 10, head, { x: [2, 6], y: [1.5, 3], z: [0.5, 1] }));
  const aft = { x: [-55, -33] as const, y: () => [0.5, 7] as const, z: () => 14.6 };
  b.addSym('hull', ...scatter(rand, 8, aft, { x: [2, 6], y: [1.5, 3], z: [0.5, 1.2] }));
  b.addSym('dark', ...scatter(rand, 6, aft, { x: [1, 2], y: [1, 2], z: [1, 2] }));
  for (const x of [44, 34, 26]) b.add('dark', ...turret(x, 0, 7 + ((52 - x) * 5) / 30, 1.1));
  b.add('dark', ...turret(-40, 0, 14.8, 1.2), ...turret(-12, 0, 8, 0.9));
  for (const [y, z] of [
    [4.5, 11],
    [-4.5, 11],
    [4.5, 3],
    [-4.5, 3],
    [4.5, -5],
    [-4.5, -5],
  ] as const)
    engine(b, -59.5, y, z, 3.2, 3, 12);
};

/** The corvette's hammerhead bow: a wide flat block with the rounded cockpit face and red command stripes. */
function hammerhead(b: ModelBuilder): void {
  b.add(
    'hull',
    hull([
      [50, 12, 4.5],
      [50, -12, 4.5],
      [50, 12, -4.5],
      [50, -12, -4.5],
      [30, 14, 5.5],
      [30, -14, 5.5],
      [30, 14, -5.5],
      [30, -14, -5.5],
    ]),
    hull([
      [55, 0, 0],
      [53, 6, 3],
      [53, -6, 3],
      [53, 6, -3],
      [53, -6, -3],
      [46, 7, 4.5],
      [46, -7, 4.5],
      [46, 7, -4.5],
      [46, -7, -4.5],
    ]),
  );
  b.add('glass', box([0.6, 8, 1], [53.4, 0, 1.5]));
  b.addSym('trim', box([18, 4, 0.6], [40, 8, 5.6]), box([18, 4, 0.6], [40, 8, -5.6]));
  b.addSym('dark', box([14, 0.5, 1], [38, 14.1, 1.5]), box([14, 0.5, 1], [38, 14.1, -1.5]));
}

/** Corellian corvette (CR90): hammerhead bow, ribbed corridor, turreted midsection, tall block of eleven engines. */
export const corvette: Design = (b) => {
  hammerhead(b);
  b.add('hull', cylinder('x', 4.5, 4.5, 36, [12, 0, 0], 12));
  for (let x = -3; x <= 27; x += 6) b.add('dark', ring('x', 4.6, 0.5, [x, 0, 0], [3, 12]));
  b.add(
    'hull',
    hull([
      [-6, 7, 6],
      [-6, -7, 6],
      [-6, 7, -6],
      [-6, -7, -6],
      [-30, 12, 10],
      [-30, -12, 10],
      [-30, 12, -10],
      [-30, -12, -10],
    ]),
    box([25, 24, 26], [-42.5, 0, 0]),
    box([22, 28, 8], [-42, 0, 0]),
  );
  b.addSym('trim', box([24, 0.6, 2], [-42, 14.1, 0]));
  b.addSym('dark', box([20, 0.5, 1], [-42, 12.2, 8]), box([20, 0.5, 1], [-42, 12.2, -8]));
  // Dorsal and ventral turbolaser turrets and the twin radar dishes.
  b.add('dark', ...turret(-20, 0, 9.5, 1.5), ...turret(-20, 0, -9.5, 1.5).map((g) => g.rotateX(Math.PI)));
  b.add('dark', ...turret(-40, 0, 13, 1.5), ...turret(-40, 0, -13, 1.5).map((g) => g.rotateX(Math.PI)));
  b.add('trim', cylinder('z', 3.2, 0.8, 1.6, [-29, 0, 11.4], 14), cylinder('z', 0.8, 3.2, 1.6, [-29, 0, -11.4], 14));
  b.add('dark', rod('z', 9.5, 10.8, 0.4, [-29, 0, 0], 6), rod('z', -10.8, -9.5, 0.4, [-29, 0, 0], 6));
  const rows: readonly (readonly [number, readonly number[]])[] = [
    [8.5, [-9, -3, 3, 9]],
    [0, [-6, 0, 6]],
    [-8.5, [-9, -3, 3, 9]],
  ];
  for (const [z, ys] of rows) for (const y of ys) engine(b, -55, y, z, 2.7, 3, 12);
  const rand = seeded(9);
  const top = { x: [-52, -34] as const, y: () => [1, 11] as const, z: () => 13 };
  b.addSym('hull', ...scatter(rand, 6, top, { x: [2, 5], y: [1.5, 3], z: [0.6, 1.2] }));
};
