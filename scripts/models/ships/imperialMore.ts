/**
 * The later Imperial and First Order small ships: TIE Defender, Phantom, Punisher, Advanced v1 prototype, TIE/sf,
 * Striker, Aggressor, Silencer, Reaper and the Alpha-class Star Wing.
 */
import type { V2 } from '../kit.ts';
import { box, cylinder, loft, mirror, rod, sphere, turned } from '../kit.ts';
import type { ModelBuilder } from '../modelBuilder.ts';
import type { Design } from './design.ts';
import { addBlade, bentBlade } from './imperial.ts';
import {
  addPanel,
  ballCockpit,
  canopy,
  engineCan,
  framedPanel,
  framedWing,
  frontWindow,
  gun,
  hexOutline,
  outward,
  tiePylon,
} from './parts.ts';

const DEG = Math.PI / 180;

/** Three radial framed wings at the given directions (0 = up), each with a gun at its tip. */
function radialWings(b: ModelBuilder, outline: readonly V2[], dirs: readonly number[], root: number, tipGun = 0) {
  for (const dir of dirs) {
    addPanel(
      b,
      framedPanel(
        outline,
        dir,
        [0, 0, 0],
        [
          [
            [outline[0]?.[0] ?? 0, root],
            [-3, tipGun || 10],
          ],
        ],
      ),
      false,
    );
    b.add('hull', turned(box([4, 1.8, root], [-2, 0, root / 2]), 'x', -dir * DEG));
    if (tipGun > 0) {
      const [y, z] = outward(0, 0, dir, tipGun + 0.6);
      gun(b, -6, 9, 0.45, [y, z]);
    }
  }
}

/** TIE Defender: ball cockpit on a long rear body, three framed wings in a Y with a cannon on each tip. */
export const tiedefender: Design = (b) => {
  ballCockpit(b, 4.8, 3);
  b.add(
    'hull',
    loft(
      [
        [2, 3.8, 3.8],
        [-8, 3, 3],
        [-11, 2.2, 2.2],
      ],
      12,
    ),
  );
  b.add('glow', rod('x', -11.4, -11, 1.5, [0, 0, 0], 12));
  const wing: V2[] = [
    [-9, 7],
    [5, 7],
    [2, 19],
    [-6, 19],
  ];
  radialWings(b, wing, [0, 120, -120], 7, 19);
};

/** TIE Phantom: a long dark fuselage with a forward window band and three swept wings round its tail. */
export const tiephantom: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [14, 1.4, 1.4],
        [9, 3.6, 3.6],
        [0, 4.4, 4.4],
        [-10, 3.4, 3.4],
        [-15, 2, 2],
      ],
      12,
    ),
  );
  b.add('glass', cylinder('x', 3.55, 4.05, 2.2, [8.6, 0, 0], 12));
  b.add('dark', cylinder('x', 1.3, 1.3, 0.6, [14.1, 0, 0], 10));
  b.add('glow', rod('x', -15.5, -15, 1.4, [0, 0, 0], 12));
  const wing: V2[] = [
    [-14, 3],
    [-4, 3],
    [-9, 17],
    [-15, 17],
  ];
  for (const dir of [180, 60, -60]) {
    addPanel(
      b,
      framedPanel(
        wing,
        dir,
        [0, 0, 0],
        [
          [
            [-9, 3],
            [-12, 17],
          ],
        ],
      ),
      false,
    );
    const [y, z] = outward(0, 0, dir, 11);
    gun(b, -6, 4, 0.4, [y, z]);
  }
};

/** TIE Punisher: a TIE ball between two long ordnance pods, gull-bent framed wings outside. */
export const tiepunisher: Design = (b) => {
  ballCockpit(b, 4.4, 2);
  b.add('hull', box([10, 4, 3.4], [-3, 0, 0]));
  b.addSym('hull', rod('x', -13, 4, 3, [0, 6.2, 0], 12), sphere(3, [4, 6.2, 0], [1.6, 1, 1], [12, 6]));
  b.addSym('dark', rod('x', -14, -12, 2.3, [0, 6.2, 0], 12), box([9, 1.4, 1], [-4, 6.2, 3.1]));
  b.addSym('dark', cylinder('x', 0.9, 0.9, 0.8, [8.6, 7, 0.8], 8), cylinder('x', 0.9, 0.9, 0.8, [8.6, 5.4, -0.8], 8));
  b.addSym('glow', rod('x', -14.4, -14, 1.6, [0, 6.2, 0], 12));
  const y = 12.6;
  b.addSym('hull', rod('y', 9, y, 1.5, [-3, 0, 0], 10), box([13, 2, 3.4], [-3, y, 0]));
  const inner: V2[] = [
    [-10, 0],
    [5, 0],
    [3.5, 9],
    [-8.5, 9],
  ];
  const outer: V2[] = [
    [-8.5, 0],
    [3.5, 0],
    [0, 7],
    [-5.5, 7],
  ];
  for (const up of [1, -1] as const) {
    addBlade(
      b,
      bentBlade(inner, y, 1.5, up, 6 * DEG, [
        [
          [-3, 0],
          [-3, 9],
        ],
      ]),
    );
    addBlade(
      b,
      bentBlade(outer, y, 10.5, up, 40 * DEG, [
        [
          [-3, 0],
          [-3, 7],
        ],
      ]),
    );
  }
};

/** TIE Advanced v1 prototype: small ball, long thin tail, sharply folded framed wings. */
export const tieadvprototype: Design = (b) => {
  ballCockpit(b, 4.4, 5);
  b.add(
    'hull',
    loft(
      [
        [5, 3.2, 3.2],
        [-8, 2.2, 2.2],
        [-15, 1.4, 1.4],
      ],
      10,
    ),
  );
  b.add('glow', rod('x', -15.4, -15, 1, [0, 0, 0], 10));
  b.addSym('hull', box([8, 6, 1.8], [-2, 5, 0]), box([10, 1.8, 2.4], [-2, 8.4, 0]));
  const wing: V2[] = [
    [-9, 0],
    [5, 0],
    [1, 16],
    [-5, 17],
  ];
  for (const up of [1, -1] as const)
    addBlade(
      b,
      bentBlade(wing, 8.4, 1.2, up, 28 * DEG, [
        [
          [-2, 0],
          [-2, 16.5],
        ],
      ]),
    );
  gun(b, 3, 11, 0.4, [1.5, -3.6], true);
};

/** TIE/sf: a TIE/fo with heavier pylons carrying weapon pods and a rear gunner's turret. */
export const tiesffighter: Design = (b) => {
  ballCockpit(b, 6.2, 0, 1.08);
  b.addSym('hull', box([3.4, 8, 3.4], [0, 8.2, 0]), box([5, 1.6, 5], [0, 11.6, 0]));
  b.addSym('dark', box([7, 2.4, 2.4], [0.5, 8.4, -3.2]));
  gun(b, 3, 9, 0.5, [8.4, -3.2], true);
  b.add('trim', cylinder('x', 2.2, 1.2, 2.2, [-7.6, 0, 0], 10));
  b.add('dark', sphere(2.2, [-3.5, 0, 5], [1, 1, 0.8], [12, 6]));
  gun(b, -10, -4, 0.35, [0.8, 5.4], true);
  framedWing(b, hexOutline(17.5), 13.2, [0, 0], true);
};

/** TIE Striker: a stretched cockpit pod, wide flat wings whose outer panels fold steeply down. */
export const tiestriker: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [10, 2, 2],
        [6, 4.2, 3.8],
        [-3, 4.4, 3.8],
        [-11, 2.6, 2.4],
      ],
      12,
    ),
  );
  frontWindow(b, 9.2, 2.2);
  b.add('glow', rod('x', -11.4, -11, 1.3, [0, 0, 0], 10));
  const inner: V2[] = [
    [-8, 0],
    [5, 0],
    [4, 8],
    [-7, 8],
  ];
  const outer: V2[] = [
    [-7, 0],
    [4, 0],
    [1, 10],
    [-5, 10],
  ];
  addPanel(
    b,
    framedPanel(
      inner,
      90,
      [0, 4, 0],
      [
        [
          [-1.5, 0],
          [-1.5, 8],
        ],
      ],
    ),
  );
  addPanel(
    b,
    framedPanel(
      outer,
      150,
      [0, 12, 0],
      [
        [
          [-1.5, 0],
          [-2, 10],
        ],
      ],
    ),
  );
  b.addSym('hull', rod('x', -7.5, 4.5, 1.1, [0, 12, 0], 8));
  gun(b, 0, 9, 0.4, [5, -1.6], true);
};

/** TIE Aggressor: a narrow pod with a long tail, tall narrow framed wings, a twin-gun turret on top. */
export const tieaggressor: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [9, 1.8, 1.8],
        [5, 3.6, 3.6],
        [-3, 3.8, 3.8],
        [-15, 1.8, 1.8],
      ],
      12,
    ),
  );
  frontWindow(b, 8.6, 1.6);
  b.add('glow', rod('x', -15.4, -15, 1, [0, 0, 0], 10));
  tiePylon(b, 3, 9.4, 1.4, -1);
  const wing: V2[] = [
    [-9, -14],
    [2, -13],
    [3, 0],
    [2, 13],
    [-9, 14],
    [-11, 0],
  ];
  addPanel(
    b,
    framedPanel(
      wing,
      0,
      [0, 10, 0],
      [
        [
          [-4, -13.5],
          [-4, 13.5],
        ],
      ],
    ),
    true,
  );
  b.add('dark', cylinder('z', 1.8, 2.2, 1.6, [-2, 0, 4.2], 12), box([2, 2.6, 1], [-1, 0, 5.2]));
  gun(b, -1, 7, 0.35, [0.7, 5.2], true);
  gun(b, 4, 10, 0.4, [1.4, -3], true);
};

/** TIE Silencer: a long arrow fuselage, long dagger wings swept back and bent in, cannons at the tips. */
export const tiesilencer: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [17, 0.8, 0.5, 0, -0.4],
        [8, 2.8, 2.2],
        [-3, 3.6, 3],
        [-12, 2.2, 2],
      ],
      10,
    ),
  );
  b.add(
    'glass',
    loft(
      [
        [5, 0.9, 0.5, 0, 2.2],
        [1, 1.8, 1.2, 0, 2.6],
        [-3, 1.5, 0.8, 0, 2.8],
      ],
      8,
    ),
  );
  b.add('glow', rod('x', -12.4, -12, 1.2, [0, 0, 0], 10));
  b.addSym('hull', box([8, 4, 2], [-5, 4.5, 0]), box([12, 2, 3], [-6, 7.2, 0]));
  const wing: V2[] = [
    [-14, 0],
    [1, 0],
    [8, 15],
    [4.5, 15],
    [-4, 8],
    [-12, 6],
  ];
  for (const up of [1, -1] as const) {
    addBlade(
      b,
      bentBlade(wing, 7.2, 1.5, up, 18 * DEG, [
        [
          [-6, 0],
          [6.2, 15],
        ],
      ]),
    );
    const g = turned(rod('x', 3, 12, 0.4, [0, 6.7, 17.2], 6), 'x', 18 * DEG, [0, 7.2, 1.5]);
    b.addSym('dark', up === 1 ? g : mirror(g, 'z'));
  }
};

/** TIE Reaper: a wide troop body with a round front window, wings that fall steeply away on each side. */
export const tiereaper: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [12, 2.4, 2, 0, 0.4],
        [7, 5, 3.4],
        [-6, 5.6, 3.6],
        [-12, 4, 3],
      ],
      10,
    ),
  );
  frontWindow(b, 11.2, 1.6, [0, 0.6]);
  b.add('dark', box([10, 4, 0.6], [-3, 0, 3.6]));
  b.add('glow', rod('x', -12.4, -12, 1.2, [0, 1.5, 0], 10), rod('x', -12.4, -12, 1.2, [0, -1.5, 0], 10));
  const wing: V2[] = [
    [-9, 0],
    [6, 0],
    [2, 16],
    [-6, 16],
  ];
  addPanel(
    b,
    framedPanel(
      wing,
      125,
      [0, 5.4, 1.6],
      [
        [
          [-2, 0],
          [-2, 16],
        ],
      ],
    ),
  );
  b.addSym('hull', box([14, 2, 2], [-1.5, 5.6, 1.6]));
};

/** Alpha-class Star Wing: a chunky wedge with a bubble canopy, drooping wings with upright fins and twin guns. */
export const alphaclassstarwing: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [14, 1.6, 1, 0, -0.4],
        [7, 3.4, 2.4],
        [-6, 4.2, 3],
        [-11, 3.6, 2.6],
      ],
      8,
    ),
  );
  canopy(b, 0, 8, 2, 1.8, 4);
  engineCan(b, -13, -5, 1.6, [2.2, 0.4], true);
  const wing: V2[] = [
    [-11, 0],
    [1, 0],
    [-3, 11],
    [-9, 11],
  ];
  addPanel(
    b,
    framedPanel(
      wing,
      110,
      [0, 3.6, 0],
      [
        [
          [-5, 0],
          [-6, 11],
        ],
      ],
    ),
    true,
    'hull',
    'dark',
  );
  const [ty, tz] = outward(3.6, 0, 110, 11);
  addPanel(
    b,
    framedPanel(
      [
        [-10, 0],
        [-4, 0],
        [-7, 7],
        [-10, 7],
      ],
      10,
      [0, ty, tz],
    ),
    true,
    'hull',
    'dark',
  );
  b.addSym('dark', rod('x', -8, 2, 1.1, [0, ty, tz], 8));
  gun(b, 2, 12, 0.4, [ty, tz], true);
  gun(b, 8, 16, 0.4, [1.4, -1.4], true);
};
