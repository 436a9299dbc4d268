/**
 * Capital ships for Star Wars Full Thrust, at the game's table scale (WOTC miniature lengths, mm): the Imperial
 * Star Destroyer wedge, the Interdictor with its gravity-well domes, the Venator with its twin towers and red
 * flight-deck stripe, the Acclamator, the Imperial escort cruiser and the Corellian corvette.
 */
import type { BufferGeometry } from 'three';
import { type V3, box, cylinder, hull, rod, sphere } from '../kit.ts';
import type { ModelBuilder } from '../modelBuilder.ts';
import type { Design } from './design.ts';

/** A dagger wedge of length L (nose at +L/2), rear half-width W, dorsal ridge height H and keel depth D. */
function wedge(L: number, W: number, H: number, D: number): BufferGeometry[] {
  const nose = L / 2;
  const tail = -L / 2;
  const upper: V3[] = [
    [nose, 0, 0.5],
    [tail, W, 0.5],
    [tail, -W, 0.5],
    [tail + L * 0.05, 0, H],
    [nose - L * 0.35, 0, H * 0.3],
  ];
  const lower: V3[] = [
    [nose, 0, -0.5],
    [tail, W, -0.5],
    [tail, -W, -0.5],
    [tail + L * 0.05, 0, -D],
    [nose - L * 0.4, 0, -D * 0.25],
  ];
  return [hull(upper), hull(lower)];
}

/** Stepped superstructure, command tower, bridge and the two shield-generator globes of a Star Destroyer. */
function commandTower(b: ModelBuilder, x: number, z: number, s: number): void {
  b.add(
    'hull',
    box([60 * s, 46 * s, 8 * s], [x + 10 * s, 0, z + 4 * s]),
    box([36 * s, 28 * s, 8 * s], [x + 2 * s, 0, z + 11 * s]),
    box([12 * s, 9 * s, 16 * s], [x - 6 * s, 0, z + 20 * s]),
    box([9 * s, 40 * s, 4.5 * s], [x - 6 * s, 0, z + 29 * s]),
  );
  b.add('dark', box([1 * s, 36 * s, 1.4 * s], [x - 1.3 * s, 0, z + 29 * s]));
  b.addSym('trim', sphere(3.6 * s, [x - 8 * s, 14 * s, z + 34 * s], [1, 1, 1], [12, 8]));
  b.addSym('hull', rod('z', z + 31, z + 33, 0.9 * s, [x - 8 * s, 14 * s, 0], 6));
}

/** A row of engine bells on the stern at x, glowing. */
function engines(b: ModelBuilder, x: number, ys: readonly number[], z: number, r: number): void {
  for (const y of ys) {
    b.add('dark', cylinder('x', r * 1.1, r * 1.1, 4, [x + 1, y, z], 12));
    b.add('glow', cylinder('x', r, r, 1, [x - 1.4, y, z], 12));
  }
}

/** Imperial Star Destroyer (1,600 m; 280 mm here). */
export const stardestroyer: Design = (b) => {
  b.add('hull', ...wedge(280, 78, 16, 10));
  b.add('dark', box([150, 4, 1], [10, 0, 8]));
  commandTower(b, -105, 14, 1);
  engines(b, -140, [-24, 0, 24], 10, 7.5);
  engines(b, -140, [-44, 44], 8, 4);
};

/** Interdictor cruiser: a shorter Star Destroyer hull with four gravity-well projector domes. */
export const interdictor: Design = (b) => {
  b.add('hull', ...wedge(240, 64, 14, 9));
  commandTower(b, -92, 12, 0.85);
  for (const [x, y] of [
    [-40, 26],
    [10, 18],
  ] as const)
    b.addSym('trim', sphere(9, [x, y, 8], [1, 1, 0.8], [14, 8]), cylinder('z', 6, 8, 4, [x, y, 4], 14));
  engines(b, -120, [-18, 0, 18], 8, 6);
};

/** Venator Star Destroyer: flatter wedge, red flight-deck stripe, twin command towers. */
export const venator: Design = (b) => {
  b.add('hull', ...wedge(230, 62, 10, 12));
  b.add('trim', box([150, 6, 0.8], [0, 0, 6.2]));
  for (const y of [-12, 12])
    b.add('hull', box([30, 9, 10], [-80, y, 12]), box([12, 7, 14], [-86, y, 24]), box([8, 16, 4], [-86, y, 32]));
  engines(b, -115, [-22, 0, 22], 2, 8);
};

/** Acclamator assault ship: a stubby wedge on a deep keel with a dorsal tower. */
export const acclamator: Design = (b) => {
  b.add('hull', ...wedge(170, 52, 20, 16));
  b.add('hull', box([22, 10, 14], [-50, 0, 22]), box([10, 26, 4], [-54, 0, 31]));
  b.addSym('dark', box([60, 2, 6], [-10, 22, 2]));
  engines(b, -85, [-28, -14, 0, 14, 28], 6, 5);
};

/** Imperial escort cruiser: a long slab hull with a pointed bow, a dorsal bridge and twin engine pods. */
export const escortcruiser: Design = (b) => {
  b.add(
    'hull',
    hull([
      [60, 0, 2],
      [20, 16, 5],
      [20, -16, 5],
      [-55, 16, 5],
      [-55, -16, 5],
      [20, 16, -6],
      [20, -16, -6],
      [-55, 16, -6],
      [-55, -16, -6],
      [60, 0, -2],
    ]),
    box([26, 12, 8], [-35, 0, 9]),
    box([8, 22, 4], [-38, 0, 15]),
  );
  b.addSym('hull', rod('x', -60, -30, 6, [0, 19, -1], 12));
  b.add('dark', box([50, 20, 1], [0, 0, 5.2]));
  engines(b, -60, [-19, 19], -1, 5);
  engines(b, -55, [-7, 7], 0, 4);
};

/** Corellian corvette: hammerhead cockpit block, long corridor, wide engine block with eleven thrusters. */
export const corvette: Design = (b) => {
  b.add(
    'hull',
    hull([
      [55, 0, 0],
      [50, 9, 6],
      [50, -9, 6],
      [50, 9, -6],
      [50, -9, -6],
      [34, 10, 7],
      [34, -10, 7],
      [34, 10, -7],
      [34, -10, -7],
    ]),
  );
  b.add('hull', rod('x', -15, 35, 4.5, [0, 0, 0], 10));
  b.add('hull', box([38, 28, 20], [-34, 0, 0]), box([18, 6, 30], [-40, 0, 0]));
  b.addSym('trim', box([30, 1, 2], [-34, 14.2, 4]));
  b.add('dark', box([4, 16, 2], [52, 0, 3]));
  b.add('trim', cylinder('z', 3, 3, 3, [-30, 0, 11], 10), cylinder('z', 3, 3, 3, [-30, 0, -11], 10));
  const ys = [-11, -5.5, 0, 5.5, 11];
  engines(b, -53, ys, 5, 2.4);
  engines(b, -53, ys, -5, 2.4);
  engines(b, -53, [0], 0, 2.4);
};
