/**
 * Scum and Villainy small ships: StarViper, M3-A Interceptor, Kihraxz, G-1A, Protectorate Starfighter,
 * Quadjumper and M12-L Kimogila.
 */
import type { V2 } from '../kit.ts';
import { box, cylinder, loft, plateXY, plateXZ, rod, sphere } from '../kit.ts';
import type { Design } from './design.ts';
import { addPanel, canopy, engineCan, framedPanel, gun, outward, plate } from './parts.ts';

/** StarViper: a needle fuselage, four swept wings in an X with drooping claw tips, wingtip thrusters. */
export const starviper: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [19, 0.5, 0.5, 0, -0.3],
        [10, 2, 1.7],
        [0, 3, 2.5],
        [-9, 2.6, 2.1],
        [-14, 1.6, 1.4],
      ],
      10,
    ),
  );
  canopy(b, 1, 10, 1.6, 1.6, 3.4);
  b.add('glow', rod('x', -14.4, -14, 1.2, [0, 0, 0], 10));
  const wing: V2[] = [
    [-13, 1.5],
    [-3, 1.5],
    [-9, 13],
    [-14, 13],
  ];
  for (const dir of [62, 118]) {
    addPanel(
      b,
      framedPanel(
        wing,
        dir,
        [0, 0, 0],
        [
          [
            [-8, 1.5],
            [-11.5, 13],
          ],
        ],
      ),
      true,
      'hull',
      'trim',
    );
    const [y, z] = outward(0, 0, dir, 13.5);
    b.addSym('dark', rod('x', -16, -6, 0.9, [0, y, z], 8));
    b.addSym('glow', rod('x', -16.3, -16, 0.7, [0, y, z], 8));
  }
  gun(b, 2, 10, 0.35, [2.4, -1.6], true);
};

/** M3-A Interceptor: a stubby pod with a big canopy, wings swept forward into prongs, a cannon on each. */
export const m3ainterceptor: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [12, 1.2, 1, 0, -0.3],
        [6, 3.2, 2.5],
        [-4, 3.6, 2.7],
        [-10, 2.4, 2],
      ],
      10,
    ),
  );
  b.add('glass', sphere(2.2, [3, 0, 1.6], [1.6, 1, 0.9], [14, 8]));
  engineCan(b, -12, -6, 1.7, [0, 0]);
  const wing: V2[] = [
    [-6, 2.5],
    [1, 2.5],
    [11, 14],
    [7.5, 15],
    [-2, 8],
  ];
  b.addSym('hull', plateXY(wing, 1));
  b.addSym(
    'trim',
    plateXY(
      [
        [-1, 5.5],
        [2.5, 5.5],
        [5.5, 9],
        [2.2, 9.5],
      ],
      1.1,
    ),
  );
  b.addSym('dark', box([6, 0.8, 3.4], [8, 14.5, 0]));
  gun(b, 5, 17, 0.4, [14.5, 0], true);
};

/** Kihraxz: a long tapering fuselage with two long forward arms a side, cannons at their points. */
export const kihraxzfighter: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [12, 1, 1, 0, 0.4],
        [6, 2.4, 2.2],
        [-4, 3, 2.6],
        [-12, 2.2, 2],
        [-17, 1.4, 1.4],
      ],
      10,
    ),
  );
  canopy(b, 2, 11, 1.6, 1.8, 3.6);
  engineCan(b, -16, -8, 1.5, [2.6, 0], true);
  for (const z of [1.8, -1.8]) {
    b.addSym('hull', rod('x', -8, 14, 0.9, [0, 7.5, z], 8), sphere(0.9, [14, 7.5, z], [2, 1, 1], [8, 6]));
    b.addSym(
      'hull',
      plate(
        [
          [-7, 0],
          [0, 0],
          [-2, 5],
          [-6, 5],
        ],
        90,
        [0, 2.5, z],
        0.8,
      ),
    );
    gun(b, 12, 18, 0.3, [7.5, z], true);
  }
  b.addSym('trim', box([6, 0.6, 5], [-2, 7.5, 0]));
};

/** G-1A: a long fuselage with a tall dorsal fin and two low wings curving forward into claws. */
export const g1astarfighter: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [15, 0.9, 1, 0, -0.2],
        [8, 2.4, 2.4],
        [-6, 3, 3],
        [-13, 2.2, 2.4],
      ],
      10,
    ),
  );
  canopy(b, 3, 12, 1.6, 1.6, 3.5);
  b.add(
    'hull',
    plateXZ(
      [
        [-13, 2],
        [-3, 2],
        [-9, 13],
        [-13.5, 13],
      ],
      0.9,
    ),
  );
  b.add('trim', box([5, 1, 1.5], [-10.5, 0, 10.5]));
  const wing: V2[] = [
    [-11, 0],
    [0, 0],
    [8, 10],
    [5, 12],
    [-3, 6],
    [-10, 6],
  ];
  addPanel(
    b,
    framedPanel(
      wing,
      130,
      [0, 2.4, -1],
      [
        [
          [-5, 0],
          [4, 10],
        ],
      ],
    ),
    true,
    'hull',
    'dark',
  );
  engineCan(b, -15, -8, 1.5, [1.8, 0.6], true);
  const [y, z] = outward(2.4, -1, 130, 11.3);
  gun(b, 2, 10, 0.35, [y, z], true);
};

/** Protectorate Starfighter (Fang): a needle fuselage between two tall crescent wings curving forward. */
export const protectoratestarfighter: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [19, 0.4, 0.4, 0, -0.2],
        [10, 1.6, 1.5],
        [-2, 2.3, 2.1],
        [-12, 1.8, 1.8],
      ],
      10,
    ),
  );
  canopy(b, -1, 8, 1.4, 1.4, 3);
  b.add('glow', rod('x', -12.4, -12, 1.3, [0, 0, 0], 10));
  const crescent: V2[] = [
    [-12, -13],
    [-6, -12],
    [1, -6],
    [3, 0],
    [1, 6],
    [-6, 12],
    [-12, 13],
    [-8, 0],
  ];
  b.addSym('hull', plateXZ(crescent, 1, 6.5));
  b.addSym(
    'trim',
    plateXZ(
      [
        [-9, -8],
        [-4, -7],
        [-2, -3],
        [-5, -3],
      ],
      1.1,
      6.5,
    ),
    plateXZ(
      [
        [-9, 8],
        [-4, 7],
        [-2, 3],
        [-5, 3],
      ],
      1.1,
      6.5,
    ),
  );
  b.addSym('hull', box([7, 5, 1.6], [-4, 3.5, 0]));
  gun(b, 0, 9, 0.4, [6.5, 0], true);
};

/** Quadjumper: a cockpit pod ahead of four big engines in a square, tow claws under the nose. */
export const quadjumper: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [14, 1.4, 1.2, 0, 0.4],
        [9, 3, 2.6],
        [2, 3.2, 2.6],
        [-2, 2.2, 2],
      ],
      10,
    ),
  );
  canopy(b, 6, 13, 1.8, 1.6, 3.4);
  for (const z of [4, -4]) {
    engineCan(b, -17, -2, 2.6, [6.5, z], true, 10);
    b.addSym('hull', cylinder('x', 2.9, 2.2, 1.6, [-1.6, 6.5, z], 10));
  }
  b.addSym('dark', box([3, 6.5, 1.4], [-4, 3.2, 0]), box([2, 1.6, 8], [-8, 6.5, 0]));
  b.add(
    'dark',
    box([1.4, 3, 1], [12, 0, -2]),
    rod('z', -4, -2, 0.4, [14, 1.2, 0], 6),
    rod('z', -4, -2, 0.4, [14, -1.2, 0], 6),
  );
  b.add('trim', box([6, 2.4, 0.4], [3, 0, 2.6]));
};

/** M12-L Kimogila: a heavy body, the cockpit pod set off to the left, forward mandibles with guns, big engines. */
export const m12lkimogilafighter: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [8, 2.4, 1.8],
        [2, 4.6, 2.8],
        [-10, 5, 3],
        [-15, 3.8, 2.5],
      ],
      10,
    ),
  );
  b.add(
    'hull',
    loft(
      [
        [16, 1, 1, 3, 1],
        [11, 2.2, 2, 3, 1.2],
        [4, 2.4, 2.2, 3, 1.4],
      ],
      10,
    ),
  );
  canopy(b, 8, 15.5, 1.4, 1.8, 3.6, 3);
  for (const y of [5.5, -5.5]) {
    b.add('hull', box([12, 2.4, 2.2], [8, y, -0.6]), box([3, 2, 2], [15, y, -0.6]));
    gun(b, 14, 20, 0.4, [y, -0.6]);
  }
  engineCan(b, -18, -9, 2.6, [3.2, 0], true, 10);
  b.addSym(
    'hull',
    plateXZ(
      [
        [-15, 2],
        [-10, 2],
        [-13, 7],
        [-15.5, 7],
      ],
      0.8,
      5,
    ),
  );
  b.addSym('trim', box([8, 0.6, 3], [-5, 5.2, 0]));
  b.add('dark', box([4, 3, 1], [-4, 0, 3.2]));
};
