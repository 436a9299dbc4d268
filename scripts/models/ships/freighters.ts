/**
 * Large-base freighters and gunships: the YT-2400, the VCX-100 (Ghost), the YV-666, the Aggressor (IG-2000),
 * the JumpMaster 5000 and the Lancer-class pursuit craft.
 */
import { type V3, box, cylinder, hull, plateXY, ring, rod, section, sphere } from '../kit.ts';
import type { Design } from './design.ts';
import { wing } from './shuttles.ts';
import { dome, engine, slab } from './surface.ts';

const DEG = Math.PI / 180;

/** YT-2400: a saucer with a raised hub and no mandibles, its cockpit a long pod on an arm off the right side. */
export const yt2400: Design = (b) => {
  const R = 24;
  b.add(
    'hull',
    cylinder('z', R, R, 3.6, [0, 0, 0], 36),
    cylinder('z', 11, R, 3, [0, 0, 3.3], 36),
    cylinder('z', R, 11, 2.4, [0, 0, -3], 36),
    cylinder('z', 8, 9, 2.2, [0, 0, 5.8], 20),
  );
  b.add('trim', ring('z', R - 0.2, 0.6, [0, 0, 1.9], [3, 36]));
  // The cockpit arm and pod on the starboard side (−y), the pod pointing forward.
  b.add('hull', box([10, 14, 4], [4, -27, 0.5]));
  b.add('hull', hull([...section(-14, 4.2, 4, -35, 0.5, 10), ...section(22, 4.2, 4, -35, 0.5, 10)]));
  b.add('hull', hull([...section(21, 4.2, 4, -35, 0.5, 10), ...section(30, 1.8, 1.6, -35, 0.3, 10)]));
  b.add('glass', hull([...section(24, 3.4, 2.2, -35, 1.6, 8), ...section(30.2, 1.4, 0.8, -35, 0.8, 8)]));
  b.add('dark', box([20, 0.5, 1.2], [2, -39.3, 0.5]), box([3, 8.6, 8.4], [-14.6, -35, 0.5]));
  engine(b, -16, -35, 0.5, 3, 3, 10);
  // Dorsal turret, dish and panel pits, the engine band round the stern.
  b.add('dark', cylinder('z', 2.6, 3, 1.4, [0, 0, 7.5], 12), rod('x', 1, 7, 0.4, [0, 0.8, 7.8], 6));
  b.add('dark', rod('x', 1, 7, 0.4, [0, -0.8, 7.8], 6));
  b.add('trim', cylinder('z', 3.2, 0.8, 1.2, [10, 13, 6.6], 14));
  for (const [x, y] of [
    [-10, 10],
    [-6, -14],
    [12, -4],
    [2, 16],
  ] as const)
    b.add('dark', slab([5, 4, 0.6], [x, y, 4.6]));
  for (let k = -3; k <= 3; k++) {
    const a = Math.PI + k * 8 * DEG;
    b.add(
      'glow',
      box([0.5, 3, 2.6], [0, 0, 0])
        .rotateZ(a)
        .translate((R + 0.1) * Math.cos(a), (R + 0.1) * Math.sin(a), 0),
    );
  }
};

/** VCX-100 (Ghost): a broad spade hull with a bubble cockpit in the nose, two engine nacelles, docked shuttle. */
export const vcx100: Design = (b) => {
  const outline: [number, number][] = [
    [36, 0],
    [32, 8],
    [20, 17],
    [0, 24],
    [-22, 26],
    [-26, 12],
  ];
  const half: V3[] = outline.flatMap(([x, y]) => [[x, y, 3] as V3, [x, y, -3] as V3]);
  b.addSym('hull', hull([...half, [10, 0, 9], [-22, 0, 9], [10, 0, -7], [-22, 0, -7], [-26, 0, 5]]));
  b.add('glass', sphere(5, [31, 0, 2.5], [1, 1, 0.8], [14, 8]));
  b.add('hull', ring('x', 4.2, 0.8, [33.4, 0, 2.2], [4, 14]));
  // Engine nacelles, the docking notch between them with the little shuttle, dorsal and ventral turrets.
  b.addSym('hull', cylinder('x', 6.5, 6.5, 22, [-25, 19, 0], 14));
  b.addSym('dark', ring('x', 6.6, 0.6, [-18, 19, 0], [3, 14]));
  engine(b, -36, 19, 0, 5.5, 4, 14);
  engine(b, -36, -19, 0, 5.5, 4, 14);
  b.add(
    'trim',
    hull([
      [-20, 5, 2],
      [-20, -5, 2],
      [-34, 6, 2.5],
      [-34, -6, 2.5],
      [-20, 3, -2],
      [-20, -3, -2],
      [-34, 4, -1],
      [-34, -4, -1],
      [-14, 0, 0],
    ]),
  );
  b.add(
    'dark',
    dome(3, 2.6, [2, 0, 8.6], 12, 4),
    rod('x', 3, 9, 0.4, [0, 0.8, 10], 6),
    rod('x', 3, 9, 0.4, [0, -0.8, 10], 6),
  );
  b.add('dark', sphere(2.6, [2, 0, -7.4], [1, 1, 1], [12, 6]));
  b.addSym('trim', slab([16, 5, 0.6], [-6, 12, 5]), slab([6, 3, 0.6], [16, 8, 4.6]));
  b.addSym('dark', slab([8, 3, 0.6], [-14, 6, 7.4]), box([14, 0.5, 1.2], [6, 21, 0]));
};

/** YV-666: a tall slab-sided box with a sloping chin, its cockpit on a raised head at the top front. */
export const yv666: Design = (b) => {
  b.add(
    'hull',
    hull([
      [-34, 14, 9],
      [-34, -14, 9],
      [-34, 14, -9],
      [-34, -14, -9],
      [22, 14, 9],
      [22, -14, 9],
      [30, 10, 5],
      [30, -10, 5],
      [20, 12, -9],
      [20, -12, -9],
    ]),
  );
  b.add(
    'hull',
    hull([...section(14, 6, 3.6, 0, 11, 8), ...section(30, 5, 3.2, 0, 11.5, 8), ...section(36, 2.4, 1.8, 0, 11, 8)]),
  );
  b.add('hull', box([10, 6, 4], [14, 0, 9.6]));
  b.add('glass', hull([...section(30, 4, 1.2, 0, 13.2, 8), ...section(36.2, 1.8, 0.6, 0, 11.8, 8)]));
  b.addSym('trim', box([40, 0.5, 5], [-6, 14.1, 2]));
  b.addSym(
    'dark',
    box([12, 0.5, 8], [-24, 14.1, -2]),
    box([6, 0.5, 6], [10, 14.1, -1]),
    slab([20, 8, 0.8], [-16, 7, 9.2]),
  );
  b.add('dark', slab([8, 6, 1.2], [-2, 0, 9.4]), box([2, 30, 1], [-26, 0, 9]), box([16, 20, 1], [-20, 0, -9.4]));
  engine(b, -34, 7.5, -3, 4.5, 4, 12);
  engine(b, -34, -7.5, -3, 4.5, 4, 12);
  b.add('dark', rod('x', 30, 38, 0.5, [0, 8, -2], 6), rod('x', 30, 38, 0.5, [0, -8, -2], 6));
};

/** Aggressor (IG-2000): a slim central pod and two curved arms that sweep out and forward like a horseshoe. */
export const aggressor: Design = (b) => {
  b.add(
    'hull',
    hull([...section(-28, 5, 5, 0, 0, 10), ...section(12, 5.5, 5, 0, 0, 10), ...section(26, 2.4, 2.2, 0, -0.4, 10)]),
  );
  b.add('glass', hull([...section(12, 4, 2, 0, 3.2, 8), ...section(22, 2, 1, 0, 1.8, 8)]));
  const path: [number, number][] = [
    [-22, 4],
    [-22, 16],
    [-12, 25],
    [4, 27],
    [20, 23],
    [34, 16],
  ];
  // Each arm: segments between stations, each the hull of two boxes round its ends (thinner at the prong).
  const corners = (x: number, y: number, r: number, h: number): V3[] =>
    [-1, 1].flatMap((i) => [-1, 1].flatMap((j) => [-1, 1].map((k): V3 => [x + i * r, y + j * r, k * h])));
  for (let i = 0; i + 1 < path.length; i++) {
    const [x0, y0] = path[i] ?? [0, 0];
    const [x1, y1] = path[i + 1] ?? [0, 0];
    const h1 = i === path.length - 2 ? 2 : 4.6;
    b.addSym('hull', hull([...corners(x0, y0, 2.4, 4.6), ...corners(x1, y1, 2.4, h1)]));
  }
  b.addSym('dark', rod('x', 33, 42, 0.6, [0, 16, 0], 6), slab([16, 0.6, 2], [-4, 26.8, 0]));
  b.addSym('trim', box([6, 6, 9.6], [-12, 25, 0]));
  b.addSym('hull', cylinder('x', 4, 4, 10, [-26, 10, 0], 12));
  engine(b, -31, 10, 0, 3.4, 3, 12);
  engine(b, -31, -10, 0, 3.4, 3, 12);
  engine(b, -31, 0, 0, 3.8, 3, 12);
};

/** JumpMaster 5000: a long spear hull, the cockpit pod offset to the right, one big wing with its engine on the left. */
export const jumpmaster5000: Design = (b) => {
  b.add('hull', hull([...section(-30, 6, 5, 0, 0, 8), ...section(4, 6, 5, 0, 0, 8), ...section(40, 1, 1, 0, -1, 6)]));
  b.add(
    'hull',
    hull([...section(2, 4, 3.4, -8, 1, 8), ...section(22, 3.6, 3, -8, 1, 8), ...section(28, 1.6, 1.4, -8, 0.6, 8)]),
  );
  b.add('glass', hull([...section(18, 3, 1, -8, 3.4, 8), ...section(26, 1.6, 0.6, -8, 2.2, 8)]));
  b.add(
    'hull',
    wing(
      [
        [-28, 0],
        [-10, 0],
        [-16, 26],
        [-26, 26],
      ],
      1.6,
      5,
      0,
      0,
    ),
  );
  b.add('hull', cylinder('x', 4, 4, 22, [-20, 31, 0], 12));
  b.add('trim', box([12, 1, 5], [-10, 31, 4]), box([10, 8, 0.6], [-18, 14, 1]));
  engine(b, -31, 31, 0, 3.4, 3, 12);
  b.add(
    'hull',
    wing(
      [
        [-28, 0],
        [-16, 0],
        [-22, 14],
        [-27, 14],
      ],
      1.4,
      0,
      4,
      90 * DEG,
    ),
  );
  b.add(
    'hull',
    wing(
      [
        [-28, 0],
        [-16, 0],
        [-22, 12],
        [-27, 12],
      ],
      1.4,
      -5,
      -1,
      -150 * DEG,
    ),
  );
  b.add('dark', rod('x', 14, 24, 0.5, [0, 30, -1], 6), slab([20, 1.2, 0.6], [10, 0, 5]));
  engine(b, -30, 0, 0, 4, 3, 12);
};

/** Lancer-class pursuit craft: a very long needle hull, a big dorsal gun turret, swept rear wings with engines. */
export const lancerclasspursuitcraft: Design = (b) => {
  b.add(
    'hull',
    hull([...section(-30, 6, 5, 0, 0, 8), ...section(-4, 5, 4.5, 0, 0, 8), ...section(42, 0.8, 0.8, 0, 0, 6)]),
  );
  b.add('glass', hull([...section(6, 3, 1.2, 0, 3.4, 8), ...section(16, 1.6, 0.6, 0, 2.2, 8)]));
  b.add('hull', cylinder('z', 7, 8, 2.4, [-14, 0, 6], 18), dome(6, 3.4, [-14, 0, 7.2], 16, 4));
  b.add('dark', rod('x', -10, 6, 0.55, [0, 1.4, 9], 6), rod('x', -10, 6, 0.55, [0, -1.4, 9], 6));
  b.addSym(
    'hull',
    plateXY(
      [
        [-30, 4],
        [-16, 4],
        [-26, 24],
        [-34, 24],
      ],
      2,
      0,
    ).rotateX(-12 * DEG),
  );
  b.addSym('hull', cylinder('x', 3, 3, 16, [-28, 22, -4.6], 10));
  b.addSym('trim', box([10, 0.6, 3], [10, 3.8, 0]), slab([8, 6, 0.5], [-26, 14, -1.8]));
  b.addSym('dark', rod('x', -22, -14, 0.4, [0, 23, -2], 5));
  engine(b, -36, 22, -4.6, 2.5, 3, 10);
  engine(b, -36, -22, -4.6, 2.5, 3, 10);
  engine(b, -30, 0, 0, 4, 3, 12);
};
