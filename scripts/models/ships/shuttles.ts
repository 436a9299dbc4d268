/**
 * Large-base shuttles and military craft: the Lambda-class shuttle, the Upsilon-class shuttle, the VT-49
 * Decimator, the U-wing and the B/SF-17 (MG-100 StarFortress) bomber.
 */
import type { BufferGeometry } from 'three';
import { type V2, box, cylinder, hull, plateXY, rod, section, sphere, turned } from '../kit.ts';
import type { Design } from './design.ts';
import { engine, slab } from './surface.ts';

const DEG = Math.PI / 180;

/**
 * A wing plate from an outline in (x, s) — s measured outward from the root — hinged along x at (y, z) and
 * turned `angle` about x (0: flat out to the left, +90°: straight up, −30°: out and down).
 */
export function wing(outline: readonly V2[], thickness: number, y: number, z: number, angle: number): BufferGeometry {
  return turned(plateXY(outline, thickness), 'x', angle).translate(0, y, z);
}

/** Lambda-class shuttle: boxy cabin, squared cockpit nose, tall dorsal fin, two wings folded down in flight. */
export const lambdaclassshuttle: Design = (b) => {
  b.add(
    'hull',
    hull([...section(-22, 8, 5.5, 0, 0, 8), ...section(12, 8, 5.5, 0, 0, 8), ...section(18, 5.5, 4.5, 0, -0.5, 8)]),
    hull([...section(16, 5, 4, 0, -0.5, 8), ...section(28, 3.6, 2.6, 0, -1, 8), ...section(31, 2, 1.4, 0, -1.4, 8)]),
  );
  b.add('glass', hull([...section(22, 3.9, 1.2, 0, 2.1, 8), ...section(28.6, 2.2, 0.7, 0, 1.0, 8)]));
  const finOutline: V2[] = [
    [-22, 0],
    [4, 0],
    [-10, 30],
    [-20, 30],
  ];
  b.add('hull', wing(finOutline, 1.4, 0, 4.5, 90 * DEG));
  b.add(
    'trim',
    wing(
      [
        [-20.5, 27],
        [-11.8, 27],
        [-10, 30],
        [-20, 30],
      ],
      1.6,
      0,
      4.5,
      90 * DEG,
    ),
  );
  b.add(
    'dark',
    wing(
      [
        [-8, 3],
        [-5, 3],
        [-15, 22],
        [-17, 22],
      ],
      1.6,
      0,
      4.5,
      90 * DEG,
    ),
  );
  const lower: V2[] = [
    [-22, 0],
    [4, 0],
    [-10, 28],
    [-20, 28],
  ];
  b.addSym('hull', wing(lower, 1.3, 6.5, -3, -30 * DEG));
  b.addSym(
    'trim',
    wing(
      [
        [-20.5, 25],
        [-11.2, 25],
        [-10, 28],
        [-20, 28],
      ],
      1.5,
      6.5,
      -3,
      -30 * DEG,
    ),
  );
  b.addSym(
    'dark',
    wing(
      [
        [-8, 3],
        [-5, 3],
        [-15, 21],
        [-17, 21],
      ],
      1.5,
      6.5,
      -3,
      -30 * DEG,
    ),
  );
  b.addSym('dark', rod('x', 28, 33, 0.4, [0, 3, -3], 6), box([8, 0.4, 6], [-6, 8.1, 0]));
  engine(b, -22, 4, 0, 2.6, 3, 10);
  engine(b, -22, -4, 0, 2.6, 3, 10);
  b.add('dark', box([2, 14, 2], [-22.2, 0, -4]));
};

/** Upsilon-class shuttle: long pale hull with a stepped nose and two huge black wings raised high. */
export const upsilonclassshuttle: Design = (b) => {
  b.add(
    'hull',
    hull([...section(-24, 6, 4.5, 0, 0, 8), ...section(8, 6.5, 5, 0, 0, 8), ...section(22, 4, 3, 0, -1, 8)]),
    hull([...section(20, 4.2, 3.2, 0, -1, 8), ...section(32, 2, 1.6, 0, -1.8, 8), ...section(36, 0.6, 0.6, 0, -2, 4)]),
    box([8, 10, 3], [-22, 0, 4]),
  );
  b.add('glass', hull([...section(24, 3, 1, 0, 1.2, 8), ...section(31, 1.5, 0.5, 0, -0.2, 8)]));
  b.addSym('dark', box([22, 0.4, 1.2], [-4, 6.4, 0]), box([6, 2.5, 0.4], [-12, 3, 4.6]));
  const wingOutline: V2[] = [
    [-18, -10],
    [4, -10],
    [8, 0],
    [2, 62],
    [-10, 62],
    [-20, 0],
  ];
  b.addSym('dark', wing(wingOutline, 1.2, 6.5, 2, 75 * DEG));
  b.addSym(
    'hull',
    wing(
      [
        [-18, 60],
        [0, 60],
        [-1, 62],
        [-17, 62],
      ],
      1.4,
      6.5,
      2,
      75 * DEG,
    ),
  );
  b.addSym('hull', cylinder('x', 2.2, 2.2, 24, [-6, 6.5, 2], 8));
  engine(b, -24, 3, 0, 2.4, 3, 10);
  engine(b, -24, -3, 0, 2.4, 3, 10);
};

/** VT-49 Decimator: a heavy body behind a big round cockpit, three crescent wings (one up, two down and out). */
export const vt49decimator: Design = (b) => {
  b.add(
    'hull',
    hull([...section(-30, 7, 7, 0, 0, 10), ...section(8, 9, 9, 0, 0, 10), ...section(18, 7, 7, 0, 0, 10)]),
    sphere(8.5, [22, 0, 0], [1, 1, 1], [16, 10]),
  );
  b.add('glass', cylinder('x', 5.5, 6.2, 1.2, [30.1, 0, 0], 16));
  b.add('dark', ...[0, 60, 120].map((a) => box([0.4, 12, 0.8], [30.7, 0, 0]).rotateX(a * DEG)));
  const crescent: V2[] = [];
  for (let k = 0; k <= 10; k++) {
    const t = (k / 10) * Math.PI;
    crescent.push([-8 + 22 * Math.cos(t), 6 + 26 * Math.sin(t)]);
  }
  for (let k = 9; k >= 1; k--) {
    const t = (k / 10) * Math.PI;
    crescent.push([-16 + 12 * Math.cos(t), 6 + 10 * Math.sin(t)]);
  }
  for (const angle of [90, -30, 210]) {
    b.add('hull', wing(crescent, 1.8, 0, 0, angle * DEG));
    b.add(
      'trim',
      wing(
        [
          [-24, 6],
          [8, 6],
          [8, 9],
          [-24, 9],
        ],
        2.2,
        0,
        0,
        angle * DEG,
      ),
    );
    b.add(
      'dark',
      wing(
        [
          [-4, 24],
          [4, 22],
          [2, 26],
          [-6, 27],
        ],
        2.2,
        0,
        0,
        angle * DEG,
      ),
    );
  }
  engine(b, -30, 0, 0, 4.6, 4, 12);
  engine(b, -29, 0, 6.5, 2.2, 3, 10);
  engine(b, -29, 0, -6.5, 2.2, 3, 10);
};

/** U-wing: troop-carrier fuselage with a canopy up front, engines aft, wings swept forward into a U. */
export const uwing: Design = (b) => {
  b.add(
    'hull',
    hull([...section(-16, 6.5, 5.5, 0, 0, 8), ...section(18, 6, 5, 0, 0, 8), ...section(31, 3, 2.5, 0, -1.5, 8)]),
    hull([...section(-30, 8, 6, 0, 1, 8), ...section(-14, 9, 6.5, 0, 1, 8)]),
  );
  b.add('glass', hull([...section(14, 4.2, 1.5, 0, 4, 8), ...section(27, 2.2, 0.8, 0, 1.8, 8)]));
  b.addSym('dark', box([14, 0.5, 6], [0, 6.4, 0]), box([16, 0.6, 0.6], [2, 6.5, 3.5]));
  b.addSym('trim', box([10, 0.5, 1.4], [-22, 8.6, 3]));
  const wingOutline: V2[] = [
    [-26, 0],
    [-14, 0],
    [14, 30],
    [6, 30],
  ];
  b.addSym('hull', wing(wingOutline, 1.2, 7, 5, 0));
  b.addSym('dark', box([10, 2.4, 2.4], [10, 36.5, 5]), rod('x', 14, 20, 0.4, [0, 36.5, 5], 6));
  b.addSym(
    'trim',
    wing(
      [
        [-2, 12],
        [0.4, 12],
        [10.4, 23],
        [8, 23],
      ],
      1.4,
      7,
      5,
      0,
    ),
  );
  b.addSym('hull', cylinder('x', 3.6, 3.6, 14, [-23, 10, 4], 10));
  engine(b, -30, 10, 4, 3, 3, 10);
  engine(b, -30, -10, 4, 3, 3, 10);
};

/** B/SF-17 bomber (StarFortress): cockpit hull on a stubby wing with four engines over a tall bomb magazine. */
export const bsf17bomber: Design = (b) => {
  b.add(
    'hull',
    hull([...section(-26, 5, 4, 0, 12, 8), ...section(20, 5, 4, 0, 12, 8), ...section(30, 2.4, 2, 0, 11, 8)]),
  );
  b.add('glass', hull([...section(20, 3.6, 1.4, 0, 14.4, 8), ...section(29, 1.6, 0.6, 0, 12.4, 8)]));
  b.addSym(
    'hull',
    plateXY(
      [
        [-16, 4],
        [4, 4],
        [-2, 32],
        [-14, 32],
      ],
      2,
      12,
    ),
    cylinder('x', 3.4, 3.4, 22, [-12, 20, 12], 10),
    cylinder('x', 3, 3, 20, [-12, 31, 12], 10),
  );
  b.addSym('trim', box([6, 1.2, 2.2], [-2, 20, 14.8]), box([5, 1, 2], [-3, 31, 14.3]));
  for (const y of [20, -20]) engine(b, -23, y, 12, 2.8, 3, 10);
  for (const y of [31, -31]) engine(b, -22, y, 12, 2.4, 3, 10);
  // The magazine: a tall slab under the wing, banded with the bomb racks.
  b.add('hull', box([36, 9, 36], [-3, 0, -8]));
  b.add('hull', hull([...section(15, 4.5, 18, 0, -8, 4), ...section(19, 1, 12, 0, -8, 4)]));
  b.addSym('trim', box([34, 0.4, 4], [-3, 4.6, 6]), box([34, 0.4, 3], [-3, 4.6, -22]));
  for (let z = -18; z <= 0; z += 4.5) b.addSym('dark', slab([32, 0.6, 0.8], [-3, 4.5, z]));
  b.add('dark', sphere(3.2, [10, 0, -26.6], [1, 1, 1], [12, 8]), rod('x', 10, 16, 0.35, [0, 0.8, -27], 5));
  b.add('dark', sphere(2.8, [-18, 0, 16], [1, 1, 1], [12, 8]), rod('x', -30, -18, 0.35, [0, 0.7, 17], 5));
};
