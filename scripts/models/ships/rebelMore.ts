/**
 * The other Rebel small ships: Z-95, HWK-290, E-wing, K-wing, Attack Shuttle, ARC-170, Auzituck gunship,
 * Sheathipede-class shuttle and the Scurrg H-6 bomber (flown by Rebels and Scum).
 */
import type { V2 } from '../kit.ts';
import { box, cylinder, loft, plateXY, plateXZ, rod, sphere, turn } from '../kit.ts';
import type { Design } from './design.ts';
import { addPanel, canopy, engineCan, framedPanel, gun, outward, plate } from './parts.ts';

const DEG = Math.PI / 180;

/** Z-95 Headhunter: short nose, bubble canopy, straight unsplit wings, one engine per wing, wingtip cannons. */
export const z95headhunter: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [-12, 2.2, 2],
        [-2, 2.7, 2.3],
        [9, 1.6, 1.3, 0, -0.3],
        [15, 0.6, 0.5, 0, -0.5],
      ],
      10,
    ),
  );
  b.add('glass', sphere(1.9, [1, 0, 1.9], [1.9, 1, 1], [12, 8]));
  b.add('trim', box([1.2, 2.2, 0.3], [11, 0, 0.9]));
  const wing: V2[] = [
    [-9, 2],
    [-1, 2],
    [-4, 15],
    [-7, 15],
  ];
  b.addSym('hull', plateXY(wing, 0.8));
  b.addSym(
    'trim',
    plateXY(
      [
        [-8.3, 10],
        [-2.9, 10],
        [-3.3, 11.6],
        [-7.9, 11.6],
      ],
      0.9,
    ),
  );
  engineCan(b, -14, -1, 1.7, [5, 0], true);
  b.addSym('hull', rod('x', -7.5, -3, 0.8, [0, 15, 0], 8));
  gun(b, -3, 7, 0.35, [15, 0], true);
};

/** HWK-290: a flat rounded body, the cockpit pod on the right of the nose, engine wings hanging at the sides. */
export const hwk290: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [10, 3, 1.3],
        [5, 6.2, 2.4],
        [-7, 7, 2.6],
        [-12, 5, 2],
      ],
      10,
    ),
  );
  b.add(
    'hull',
    loft(
      [
        [17, 1.2, 1.1, -4.6, 0.4],
        [12, 2.3, 2, -4.6, 0.4],
        [4, 2.4, 2, -4.6, 0.4],
      ],
      10,
    ),
  );
  canopy(b, 10, 16.5, 1.6, 1.4, 2.6, -4.6);
  b.add('trim', box([10, 3, 0.6], [-2, 0, 2.5]));
  b.add('dark', cylinder('z', 1.5, 1.8, 1.4, [-3, 2.5, 3], 10));
  gun(b, -3, 3, 0.3, [2.5, 3.4]);
  const wing: V2[] = [
    [-12, 0],
    [-1, 0],
    [-6, 9],
    [-12.5, 9],
  ];
  b.addSym('hull', plate(wing, 125, [0, 6, 0], 1));
  const [y, z] = outward(6, 0, 125, 9);
  engineCan(b, -15, -4, 1.9, [y, z], true);
  b.addSym('dark', box([6, 0.6, 1.2], [-6, 7.5, 1.9]));
};

/** E-wing: long nose, astromech behind the cockpit, three rear wings (left, right, top) with a cannon each. */
export const ewing: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [-14, 2, 2.1],
        [-4, 2.5, 2.4],
        [8, 1.5, 1.4, 0, -0.3],
        [19, 0.6, 0.5, 0, -0.5],
      ],
      10,
    ),
  );
  canopy(b, -2, 6, 1.6, 1.6, 3.3);
  b.add('hull', sphere(1.3, [-5, 0, 2.3], [1, 1, 0.9], [12, 6]));
  b.add('trim', box([1.4, 1.6, 0.3], [-5, 0, 3.3]), box([1.2, 2.2, 0.3], [13, 0, 0.5]));
  const wing: V2[] = [
    [-14, 1.5],
    [-5, 1.5],
    [-8, 11],
    [-12, 11],
  ];
  for (const dir of [0, 100, -100]) {
    b.add('hull', plate(wing, dir, [0, 0, 0], 0.9));
    const [y, z] = outward(0, 0, dir, 11.4);
    b.add('hull', rod('x', -12, -7, 0.8, [0, y, z], 8));
    gun(b, -7, 6, 0.35, [y, z]);
  }
  b.addSym(
    'trim',
    plate(
      [
        [-11.5, 6],
        [-6.4, 6],
        [-6.9, 7.6],
        [-11.3, 7.6],
      ],
      100,
      [0, 0, 0],
      1,
    ),
  );
  b.addSym('dark', rod('x', -14.6, -14, 1.2, [0, 1.2, 0], 10));
  b.addSym('glow', rod('x', -14.8, -14.6, 1, [0, 1.2, 0], 10));
};

/** K-wing: a tall narrow body, two wings a side in a K (up and down), big engines and a dorsal turret. */
export const kwing: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [12, 1.4, 1.8, 0, 0.6],
        [6, 2.4, 4, 0, 0.4],
        [-8, 2.6, 4.6],
        [-13, 1.8, 3.4],
      ],
      10,
    ),
  );
  canopy(b, 4, 11, 1.4, 2.5, 4.8);
  b.add('dark', sphere(1.8, [-3, 0, 4.6], [1, 1, 0.7], [12, 6]));
  gun(b, -3, 4, 0.3, [0.6, 5.2], true);
  b.addSym('hull', rod('x', -14, 4, 2.4, [0, 3.6, -0.5], 12));
  b.addSym('dark', rod('x', -14.6, -13.6, 2, [0, 3.6, -0.5], 12));
  b.addSym('glow', rod('x', -14.9, -14.6, 1.7, [0, 3.6, -0.5], 12));
  const wing: V2[] = [
    [-11, 0],
    [1, 0],
    [-3, 12],
    [-9, 12],
  ];
  for (const dir of [55, 125]) {
    addPanel(
      b,
      framedPanel(
        wing,
        dir,
        [0, 4.5, -0.5],
        [
          [
            [-5, 0],
            [-6, 12],
          ],
        ],
      ),
      true,
      'hull',
      'dark',
    );
    const [y, z] = outward(4.5, -0.5, dir, 12.4);
    gun(b, -8, 2, 0.35, [y, z], true);
  }
};

/** Attack Shuttle (the Phantom): a boxy cabin with a wide front window, drooping rear wings, twin engines. */
export const attackshuttle: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [12, 2.4, 2, 0, 0.4],
        [7, 4.6, 3.4, 0, 0.4],
        [-6, 5, 3.8],
        [-11, 4.2, 3.2],
      ],
      8,
    ),
  );
  b.add(
    'glass',
    loft(
      [
        [12.2, 1.8, 0.9, 0, 1],
        [8.5, 3.4, 1.2, 0, 2.3],
      ],
      8,
    ),
  );
  b.add('trim', box([8, 1.2, 0.4], [-2, 0, 3.8]));
  const wing: V2[] = [
    [-11, 0],
    [-1, 0],
    [-5, 13],
    [-10, 13],
  ];
  addPanel(
    b,
    framedPanel(
      wing,
      125,
      [0, 4.2, -1.6],
      [
        [
          [-5, 0],
          [-7.5, 13],
        ],
      ],
    ),
    true,
    'hull',
    'dark',
  );
  engineCan(b, -13.5, -9, 1.5, [2.3, 0.6], true);
  b.add('dark', cylinder('z', 1.6, 1.8, 1.2, [-4, 0, 4.2], 10));
  gun(b, -10, -4, 0.3, [0.6, 4.6], true);
};

/** ARC-170: long fuselage, wide split wings with big nacelle engines, tail fins on the nacelles, heavy cannons. */
export const arc170: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [-15, 2, 2.2],
        [-3, 2.6, 2.6],
        [9, 2, 1.9, 0, -0.3],
        [18, 0.9, 0.8, 0, -0.6],
      ],
      10,
    ),
  );
  canopy(b, 0, 10, 1.7, 1.7, 3.6);
  b.add('glass', sphere(1.2, [-12.5, 0, 1.8], [1.4, 1, 1], [10, 6]));
  for (const up of [1, -1] as const) {
    const w = plateXY(
      [
        [-10, 2],
        [-1, 2],
        [-5, 17],
        [-9, 17],
      ],
      0.8,
    );
    const s = plateXY(
      [
        [-9.3, 11],
        [-3.9, 11],
        [-4.3, 13],
        [-9, 13],
      ],
      0.9,
    );
    turn([w, s], 'x', up * 6 * DEG, [0, 6, 0]);
    b.addSym('hull', w).addSym('trim', s);
  }
  engineCan(b, -17, 3, 2.3, [6, 0], true);
  b.addSym(
    'hull',
    plateXZ(
      [
        [-17, 2],
        [-11, 2],
        [-15, 7.5],
        [-17.5, 7.5],
      ],
      0.7,
      6,
    ),
  );
  b.addSym('dark', rod('x', -2, 12, 0.55, [0, 9, -0.8], 8), rod('x', 10, 15, 0.8, [0, 9, -0.8], 8));
  b.addSym('trim', box([4, 0.6, 1], [-1, 6, 2.2]));
};

/** Auzituck gunship: a long Wookiee hull, broad swept wings ending in engine pods, side turrets. */
export const auzituckgunship: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [17, 0.9, 0.7, 0, -0.3],
        [9, 3.4, 2.2],
        [-6, 4.6, 2.8],
        [-14, 3.2, 2.2],
      ],
      10,
    ),
  );
  canopy(b, 4, 13, 2, 1.6, 3.5);
  b.add('trim', box([12, 1.4, 0.4], [-4, 0, 2.8]));
  const wing: V2[] = [
    [-13, 3],
    [0, 3],
    [-7, 16],
    [-12, 16],
  ];
  b.addSym('hull', plate(wing, 98, [0, 0, 0], 1.1));
  const [y, z] = outward(0, 0, 98, 16);
  engineCan(b, -15, -3, 1.9, [y, z], true);
  b.addSym('dark', sphere(1.4, [6, 3, 0.6], [1, 1, 1], [10, 6]));
  gun(b, 6, 11, 0.3, [3.6, 0.6], true);
  b.addSym('dark', rod('y', 3, 6, 0.3, [6.5, 0, 0.6], 6));
};

/** Sheathipede-class shuttle: an insect-like hull flaring to the tail, droid-eye cockpit, tall tail fins. */
export const sheathipedeclassshuttle: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [15, 1.3, 1.6, 0, -0.3],
        [9, 3, 3.2],
        [-2, 3.4, 3.6],
        [-10, 5.6, 3.2],
        [-13, 5, 2.6],
      ],
      10,
    ),
  );
  b.addSym('dark', sphere(1.1, [12, 1.4, 0.6], [1, 1, 1], [10, 6]));
  b.add('glass', box([1, 3.2, 0.9], [13.2, 0, 0.9]));
  b.add(
    'hull',
    plateXZ(
      [
        [-13, 2],
        [-5, 2],
        [-10, 9],
        [-13.5, 9],
      ],
      0.9,
    ),
    plateXZ(
      [
        [-13, -2],
        [-6, -2],
        [-10, -7],
        [-13.5, -7],
      ],
      0.9,
    ),
  );
  b.add('trim', box([10, 1.2, 0.4], [2, 0, 3.6]));
  b.addSym(
    'hull',
    plate(
      [
        [-11, 0],
        [-4, 0],
        [-7, 6],
        [-10, 6],
      ],
      110,
      [0, 5, -0.5],
      0.8,
    ),
  );
  engineCan(b, -14.5, -9, 1.5, [3, 0], true);
  gun(b, -16, -12, 0.3, [0, 2.6]);
};

/** Scurrg H-6 bomber: a long hull, broad straight wings with an engine pod on each tip, dorsal fins, bomb bay. */
export const scurrgh6bomber: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [16, 1.4, 1.2, 0, -0.2],
        [8, 3.4, 2.8],
        [-8, 4, 3.1],
        [-14, 2.6, 2.4],
      ],
      10,
    ),
  );
  canopy(b, 5, 14, 2, 1.6, 3.8);
  const wing: V2[] = [
    [-12, 3],
    [2, 3],
    [-3, 17],
    [-10, 17],
  ];
  b.addSym('hull', plate(wing, 94, [0, 0, 0], 1.2));
  engineCan(b, -15, 1, 2.3, [17.5, -1.2], true);
  b.addSym('dark', box([8, 1.2, 1.2], [-6, 10, 0.8]));
  b.addSym(
    'hull',
    plateXZ(
      [
        [-13, 2],
        [-7, 2],
        [-11, 8],
        [-13.5, 8],
      ],
      0.8,
      2.2,
    ),
  );
  b.add('dark', box([10, 3.6, 1.4], [-2, 0, -3]));
  gun(b, 8, 19, 0.4, [17.5, -1.2], true);
};
