/**
 * Generic models for ships without their own: one per base size and side, each a distinct silhouette so a
 * glance tells small from large and side from side even before the faction colours are applied.
 */
import type { BufferGeometry } from 'three';
import { box, consecutivePairs, cylinder, hull, plateXY, plateXZ, rod, section, sphere, turn } from '../kit.ts';
import type { Design } from './design.ts';

const DEG = Math.PI / 180;

/** Small Rebel: a straight-winged fighter with nose, canopy, tail fin and two wing engines. */
export const fallbackSmallRebel: Design = (b) => {
  b.add('hull', hull([...section(-15, 2, 1.8), ...section(-2, 2.8, 2.2), ...section(17, 0.8, 0.6, 0, -0.4)]));
  b.add(
    'glass',
    hull([...section(-1, 1.6, 0.6, 0, 2), ...section(5, 0.9, 0.4, 0, 1.4), ...section(1, 1.1, 0.6, 0, 2.8)]),
  );
  b.add(
    'hull',
    plateXZ(
      [
        [-15, 1.5],
        [-9, 1.5],
        [-13, 7],
        [-15.5, 7],
      ],
      0.7,
    ),
  );
  b.addSym(
    'hull',
    plateXY(
      [
        [-10, 2],
        [-1, 2],
        [-5, 16],
        [-8, 16],
      ],
      0.8,
    ),
    rod('x', -14, -2, 1.6, [0, 7, 0], 12),
  );
  b.addSym(
    'trim',
    plateXY(
      [
        [-8.4, 11],
        [-3.7, 11],
        [-4.3, 13],
        [-8, 13],
      ],
      0.9,
    ),
  );
  b.addSym('dark', rod('x', -8, 8, 0.35, [0, 16, 0], 6), rod('x', -14.6, -14, 1.3, [0, 7, 0], 12));
  b.addSym('glow', rod('x', -14.8, -14.6, 1.1, [0, 7, 0], 12));
};

/** Small Imperial: a ball-and-panels TIE with square wings on a long rear body. */
export const fallbackSmallImperial: Design = (b) => {
  b.add(
    'hull',
    sphere(5.5, [3, 0, 0], [1, 1, 1], [18, 12]),
    hull([...section(3, 4, 4, 0, 0, 10), ...section(-12, 2.5, 2.2, 0, 0, 10)]),
  );
  b.add('glass', cylinder('x', 2.4, 2.4, 0.4, [8.4, 0, 0], 8, Math.PI / 8));
  b.add('glow', rod('x', -12.3, -12, 1.4, [0, 0, 0], 10));
  b.addSym('hull', rod('y', 3, 11.5, 1.4, [-1, 0, 0], 8));
  // Square solar panels framed in the hull colour.
  const panel = [
    [-12, -14],
    [10, -14],
    [10, 14],
    [-12, 14],
  ] as [number, number][];
  b.addSym('dark', plateXZ(panel, 0.8, 12));
  b.addSym(
    'hull',
    box([22.6, 1.3, 1], [-1, 12, 14]),
    box([22.6, 1.3, 1], [-1, 12, -14]),
    box([1, 1.3, 28], [-12, 12, 0]),
    box([1, 1.3, 28], [10, 12, 0]),
    box([1, 1.3, 28], [-1, 12, 0]),
  );
  b.addSym('trim', box([22, 1.2, 0.8], [-1, 12, 0]));
};

/** Small scum: a crescent-winged fighter, points forward, around a central pod with one engine. */
export const fallbackSmallScum: Design = (b) => {
  b.add('hull', hull([...section(-15, 2, 2), ...section(0, 3.2, 2.6), ...section(15, 1.4, 1.1, 0, -0.3)]));
  b.add(
    'glass',
    hull([...section(2, 1.8, 0.5, 0, 2.2), ...section(7, 0.9, 0.3, 0, 1.2), ...section(3, 1.2, 0.6, 0, 3)]),
  );
  // The crescent: a partial ring would leave open tube ends, so it is a chain of hulled segments instead.
  b.add('trim', ...crescent());
  b.add('glow', rod('x', -15.6, -15.3, 1.5, [0, 0, 0], 10));
  b.addSym('dark', rod('x', 8, 14, 0.45, [0, 10.5, 0], 6), sphere(1.3, [8, 10.5, 0], [1.3, 1, 0.6], [10, 6]));
  b.addSym('hull', box([3, 8, 1.2], [-4, 5, 0]));
};

/** A crescent wing open to the front (+x), as a chain of hulled segments. */
function crescent(): BufferGeometry[] {
  const pts: [number, number, number][][] = [];
  const n = 12;
  for (let k = 0; k <= n; k++) {
    const a = (40 + (k * 280) / n) * DEG; // from 40° round the back to 320°
    const r = 12;
    pts.push(
      section(0, 1.2, 0.7, 0, 0, 6).map(([, y, z]) => [
        r * Math.cos(a) + y * Math.cos(a),
        r * Math.sin(a) + y * Math.sin(a),
        z,
      ]),
    );
  }
  const segs: BufferGeometry[] = [];
  for (const [a, b] of consecutivePairs(pts)) segs.push(hull([...a, ...b]));
  return segs;
}

/** Large Rebel: a wide freighter wedge with twin engine pods and a centre cockpit. */
export const fallbackLargeRebel: Design = (b) => {
  b.add(
    'hull',
    hull([
      [30, 5, 1],
      [30, -5, 1],
      [30, 5, -2],
      [30, -5, -2],
      [-24, 20, 3],
      [-24, -20, 3],
      [-24, 20, -4],
      [-24, -20, -4],
      [-10, 8, 6],
      [-10, -8, 6],
      [12, 5, 4],
      [12, -5, 4],
    ]),
  );
  b.add(
    'glass',
    hull([...section(18, 3, 1.2, 0, 2.4), ...section(25, 1.5, 0.6, 0, 1.2), ...section(17, 2.4, 1, 0, 4.2)]),
  );
  b.addSym('hull', rod('x', -32, -6, 4.5, [0, 19, 0], 14), sphere(4.5, [-6, 19, 0], [1.5, 1, 1], [14, 10]));
  b.addSym('trim', rod('x', -14, -11, 4.7, [0, 19, 0], 14), box([10, 2, 0.5], [4, 8, 3.2]));
  b.addSym('dark', rod('x', -33, -32, 3.8, [0, 19, 0], 14), box([6, 8, 1], [-18, 8, 4.5]));
  b.addSym('glow', rod('x', -33.3, -33, 3.2, [0, 19, 0], 14));
};

/** Large Imperial: a shuttle with a tall dorsal fin and two wings folded down at the sides. */
export const fallbackLargeImperial: Design = (b) => {
  b.add('hull', hull([...section(-28, 5, 4.5, 0, 0), ...section(16, 5.5, 5, 0, 0), ...section(31, 2.5, 2.5, 0, -1)]));
  b.add('glass', hull([...section(25, 3.5, 1.5, 0, 2), ...section(31.3, 1.8, 0.9, 0, 0.3)]));
  b.add(
    'hull',
    plateXZ(
      [
        [-14, 3],
        [4, 3],
        [0, 34],
        [-6, 34],
      ],
      1.2,
    ),
  );
  b.add(
    'trim',
    plateXZ(
      [
        [-8.5, 24],
        [1.6, 24],
        [1.2, 26],
        [-8, 26],
      ],
      1.4,
    ),
  );
  // The side wings: swept plates out to the sides, folded down 55° like a shuttle in flight.
  const wings = [
    hull([
      [-14, 4, 0],
      [4, 4, 0],
      [-6, 30, -1],
      [0, 30, -1],
      [-14, 4, -1.2],
      [4, 4, -1.2],
      [-6, 30, -2.2],
      [0, 30, -2.2],
    ]),
  ];
  turn(wings, 'x', -55 * DEG, [0, 4, 0]);
  b.addSym('hull', ...wings);
  b.add('glow', box([0.4, 8, 5], [-30.2, 0, 0]));
  b.add('dark', box([4, 11, 6], [-28.5, 0, 0]));
};

/** Large scum: a long boxy hauler with the bridge tower off to one side and a wide engine block. */
export const fallbackLargeScum: Design = (b) => {
  b.add(
    'hull',
    hull(
      [...section(-26, 10, 4, 0, 0, 4), ...section(26, 8, 3.5, 0, -0.5, 4)].map(
        ([x, y, z]) => [x, y * 1.4, z * 1.4] as [number, number, number],
      ),
    ),
  );
  b.add('hull', box([14, 7, 10], [6, -14, 4]));
  b.add('glass', box([0.6, 5, 2], [13.2, -14, 7]));
  b.add('trim', box([40, 1, 1], [0, 12, 2.5]), box([40, 1, 1], [0, -12, 2.5]));
  b.add('dark', box([10, 26, 9], [-30, 0, 0]), box([8, 8, 2], [-5, 0, 5]));
  b.add('glow', box([0.4, 22, 6], [-35.2, 0, 0]));
  b.addSym('dark', rod('x', 20, 30, 0.8, [0, 9, -2], 8));
};
