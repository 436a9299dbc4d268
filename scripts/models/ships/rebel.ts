/** Rebel and Resistance fighters: T-65 and T-70 X-wings, Y-wing, A-wing, B-wing. */
import { barXZ, box, cylinder, hull, plateXY, plateXZ, ring, rod, section, sphere, turn } from '../kit.ts';
import type { ModelBuilder } from '../modelBuilder.ts';
import type { Design } from './design.ts';

const DEG = Math.PI / 180;

/** One left S-foil of an X-wing (upper when up = 1): wing, engine, wingtip cannon, turned into the X. */
function xFoil(b: ModelBuilder, up: 1 | -1, t70: boolean): void {
  const tipY = 15;
  const [rootAft, rootFore, tipAft, tipFore] = t70 ? [-12.5, -3.5, -9.5, -5.5] : [-13, -3, -10, -6];
  const angle = up * 15 * DEG;
  const wing = plateXY(
    [
      [rootAft, 2.4],
      [rootFore, 2.4],
      [tipFore, tipY],
      [tipAft, tipY],
    ],
    0.7,
  );
  // A faction stripe across the wing, a hair thicker than the wing so it shows on both faces.
  const edge = (x0: number, x1: number, y: number) => x0 + ((x1 - x0) * (y - 2.4)) / (tipY - 2.4);
  const stripe = plateXY(
    [
      [edge(rootAft, tipAft, 7.5) + 0.05, 7.5],
      [edge(rootFore, tipFore, 7.5) - 0.05, 7.5],
      [edge(rootFore, tipFore, 9) - 0.05, 9],
      [edge(rootAft, tipAft, 9) + 0.05, 9],
    ],
    0.8,
  );
  const ey = t70 ? 4.8 : 4.4;
  const ez = up * 1.2;
  const hullParts = [wing, rod('x', -9.5, -2, 0.75, [0, tipY, 0], 8)];
  const darkParts = [rod('x', -2, 11, 0.32, [0, tipY, 0], 6), rod('x', 11, 12.5, 0.5, [0, tipY, 0], 6)];
  const glowParts = [];
  if (t70) {
    // T-70 engines: a ring-shaped intake and exhaust around a dark core, the casing split lengthwise.
    hullParts.push(
      hull([...halfRing(-16.5, ey, ez + 0.25, 1.9, 1), ...halfRing(-4.5, ey, ez + 0.25, 1.9, 1)]),
      hull([...halfRing(-16.5, ey, ez - 0.25, 1.9, -1), ...halfRing(-4.5, ey, ez - 0.25, 1.9, -1)]),
    );
    darkParts.push(rod('x', -17, -4, 1.3, [0, ey, ez], 10));
    hullParts.push(ring('x', 1.7, 0.35, [-4.3, ey, ez], [3, 10]));
    glowParts.push(ring('x', 1.25, 0.4, [-17.1, ey, ez], [3, 10]));
  } else {
    hullParts.push(rod('x', -15.5, -5, 1.45, [0, ey, ez], 10));
    darkParts.push(rod('x', -5, -4.2, 1.2, [0, ey, ez], 10), rod('x', -16, -15.5, 1.25, [0, ey, ez], 10));
    glowParts.push(rod('x', -16.3, -16, 1.05, [0, ey, ez], 10));
  }
  const trimParts = [stripe];
  for (const group of [hullParts, darkParts, glowParts, trimParts]) turn(group, 'x', angle);
  b.addSym('hull', ...hullParts)
    .addSym('dark', ...darkParts)
    .addSym('glow', ...glowParts)
    .addSym('trim', ...trimParts);
}

/** Points of half a ring (upper half when side = 1) in the y–z plane at station x. */
function halfRing(x: number, y: number, z: number, r: number, side: 1 | -1): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let k = 0; k <= 8; k++) {
    const a = (k * Math.PI) / 8;
    out.push([x, y + r * Math.cos(a), z + side * r * Math.sin(a)]);
  }
  return out;
}

/** T-65 X-wing: long tapered nose, four S-foils in an X with an engine each, wingtip cannons. */
export const xwing: Design = (b) => {
  b.add(
    'hull',
    hull([...section(-14, 2.6, 2.1, 0, 0, 8), ...section(-1, 2.8, 2.1, 0, 0, 8)]),
    hull([...section(-1, 2.8, 2.1, 0, 0, 8), ...section(19, 0.7, 0.55, 0, -0.45, 8)]),
  );
  b.add('trim', sphere(1.2, [-6.5, 0, 2.1], [1, 1, 0.9], [12, 6]), box([1.2, 2.2, 0.3], [15, 0, -0.05]));
  b.add(
    'glass',
    hull([
      [-3.5, 1.5, 1.8],
      [-3.5, -1.5, 1.8],
      [4, 1.0, 1.3],
      [4, -1.0, 1.3],
      [-2.5, 1.1, 3.2],
      [-2.5, -1.1, 3.2],
      [1.2, 0.7, 2.7],
      [1.2, -0.7, 2.7],
    ]),
  );
  xFoil(b, 1, false);
  xFoil(b, -1, false);
};

/** T-70 X-wing: X-wing family with split ring engines and a nose that flares into a flat duckbill. */
export const t70xwing: Design = (b) => {
  const mid = section(8, 1.5, 0.9, 0, -0.3, 8);
  b.add(
    'hull',
    hull([...section(-14, 2.5, 2.2, 0, 0, 8), ...section(-1, 3, 2.2, 0, 0, 8)]),
    hull([...section(-1, 3, 2.2, 0, 0, 8), ...mid]),
    hull([...mid, ...section(15.5, 2.3, 0.55, 0, -0.5, 8), ...section(18, 1.3, 0.35, 0, -0.5, 8)]),
  );
  b.add('trim', box([3, 3.6, 0.2], [15, 0, -0.05]), sphere(1.1, [-7, 0, 2.2], [1, 1, 1], [12, 6]));
  b.add(
    'glass',
    hull([
      [-1.5, 1.6, 1.8],
      [-1.5, -1.6, 1.8],
      [6, 1.0, 0.9],
      [6, -1.0, 0.9],
      [-0.8, 1.2, 3.1],
      [-0.8, -1.2, 3.1],
      [3, 0.7, 2.4],
      [3, -0.7, 2.4],
    ]),
  );
  xFoil(b, 1, true);
  xFoil(b, -1, true);
};

/** BTL Y-wing: cockpit pod, long thin spine, cross-bar carrying two long engine nacelles. */
export const ywing: Design = (b) => {
  b.add(
    'hull',
    hull([...section(3, 3.1, 2.5), ...section(12, 2.6, 2.1), ...section(18, 1.0, 0.9)]),
    box([18, 2.6, 2.2], [-5, 0, 0.2]),
    box([2.8, 20, 1.6], [-6.5, 0, 0.2]),
  );
  b.add('trim', cylinder('z', 0.9, 1.1, 1.2, [9.5, 0, 2.6], 10), box([1.2, 4.2, 0.6], [14.5, 0, 1.85]));
  b.add('dark', rod('x', 9.5, 12.5, 0.25, [0, 0.4, 3], 5), rod('x', 9.5, 12.5, 0.25, [0, -0.4, 3], 5));
  b.add('dark', box([3, 1.6, 0.8], [-2, 0, 1.6]), box([4, 1.4, 0.8], [-10, 0, 1.6]), box([2, 2, 1.2], [-14, 0, 0.4]));
  b.add(
    'glass',
    hull([
      [5, 2.2, 1.9],
      [5, -2.2, 1.9],
      [11, 1.7, 1.7],
      [11, -1.7, 1.7],
      [6, 1.5, 3.2],
      [6, -1.5, 3.2],
      [9, 1.1, 3.0],
      [9, -1.1, 3.0],
    ]),
  );
  // Nacelles: long cylinders with rounded intakes, faction rings and exhaust cones.
  b.addSym(
    'hull',
    rod('x', -17.5, 5, 2.1, [0, 10, 0.2], 14),
    sphere(2.1, [5, 10, 0.2], [1.6, 1, 1], [14, 8]),
    cylinder('x', 1.2, 2.1, 1.2, [-6.5, 10, 2.6], 6),
  );
  b.addSym('trim', rod('x', 0, 1.6, 2.25, [0, 10, 0.2], 14), rod('x', -15, -14, 2.25, [0, 10, 0.2], 14));
  b.addSym('dark', cylinder('x', 2.1, 1.6, 1.5, [-18.25, 10, 0.2], 14), box([5, 1, 1], [-12, 10, 2.4]));
  b.addSym('glow', rod('x', -19.2, -19, 1.4, [0, 10, 0.2], 14));
};

/** RZ-1 A-wing: flat wedge body, cockpit bubble, big engines with fins on the rear corners. */
export const awing: Design = (b) => {
  b.add(
    'hull',
    hull([
      [16, 1.2, 0.2],
      [16, -1.2, 0.2],
      [16, 1.2, -0.8],
      [16, -1.2, -0.8],
      [-8, 9.8, 1.0],
      [-8, -9.8, 1.0],
      [-8, 9.8, -1.8],
      [-8, -9.8, -1.8],
      [-8, 3.5, 2.4],
      [-8, -3.5, 2.4],
      [4, 2.5, 1.6],
      [4, -2.5, 1.6],
    ]),
  );
  b.add(
    'glass',
    hull([
      [1, 2.0, 1.9],
      [1, -2.0, 1.9],
      [8.5, 1.2, 1.0],
      [8.5, -1.2, 1.0],
      [2.5, 1.3, 3.3],
      [2.5, -1.3, 3.3],
      [-2, 1.5, 2.4],
      [-2, -1.5, 2.4],
    ]),
  );
  // Nose stripes in the faction colour, lying on the sloped top of the wedge.
  b.addSym(
    'trim',
    hull([
      [13, 1.3, 0.45],
      [13, 2.6, 0.62],
      [6, 4.6, 1.4],
      [6, 3.0, 1.55],
      [13, 1.3, 0.3],
      [6, 3.0, 1.3],
    ]),
  );
  b.addSym(
    'hull',
    rod('x', -16, -4, 2.8, [0, 9.3, -0.2], 14),
    cylinder('x', 1.6, 2.8, 2, [-3, 9.3, -0.2], 14),
    box([4, 1.4, 1], [-2, 8.2, -0.2]),
  );
  b.addSym(
    'trim',
    plateXZ(
      [
        [-15.5, 2],
        [-9, 2],
        [-13, 6.2],
        [-16, 6.2],
      ],
      0.5,
      9.3,
    ),
    plateXZ(
      [
        [-15.5, -2.4],
        [-9, -2.4],
        [-13, -5.6],
        [-16, -5.6],
      ],
      0.5,
      9.3,
    ),
  );
  b.addSym('dark', rod('x', -16.6, -16, 2.4, [0, 9.3, -0.2], 14), rod('x', -4, 4, 0.4, [0, 11, -0.6], 6));
  b.addSym('glow', rod('x', -16.8, -16.6, 1.8, [0, 9.3, -0.2], 14));
};

/** A/SF-01 B-wing: tall vertical main wing, cockpit pod at the top, engine block, folding foils, cannon below. */
export const bwing: Design = (b) => {
  b.add(
    'hull',
    plateXZ(
      [
        [-5, 12.5],
        [2, 12.5],
        [4, 4],
        [2.5, -15.5],
        [-0.5, -15.5],
        [-8, -3],
        [-8, 5],
      ],
      1.3,
    ),
    box([12, 4.4, 6.5], [-3.5, 0, 1]),
    hull([...section(-5, 2.3, 2.3, 0, 13.8), ...section(6, 2.5, 2.5, 0, 13.8), ...section(10.5, 1.1, 1.1, 0, 13.6)]),
  );
  b.add(
    'glass',
    hull([
      [6.5, 2.0, 14.6],
      [6.5, -2.0, 14.6],
      [10.7, 0.9, 14],
      [10.7, -0.9, 14],
      [6.5, 1.4, 16.1],
      [6.5, -1.4, 16.1],
      [9.5, 0.6, 15.2],
      [9.5, -0.6, 15.2],
    ]),
  );
  b.add(
    'trim',
    plateXZ(
      [
        [-5.6, -4],
        [3.2, -4],
        [2.9, -9],
        [-3.2, -9],
      ],
      1.45,
    ),
    barXZ([-4.8, 12.4], [1.8, 12.4], 0.6, 1.45, 0),
  );
  b.add(
    'dark',
    rod('x', -1, 10, 0.55, [0, 0, -15.7], 8),
    box([4, 1.8, 1.4], [1, 0, -15.5]),
    box([2, 5, 1.2], [-3, 0, 4.8]),
    rod('x', 10, 11.5, 0.8, [0, 0, -15.7], 8),
  );
  b.add(
    'glow',
    ...[1.3, -1.3].flatMap((y) => [
      rod('x', -9.7, -9.4, 0.9, [0, y, -0.5], 10),
      rod('x', -9.7, -9.4, 0.9, [0, y, 2.5], 10),
    ]),
  );
  // Folding foils out to each side, drooping a little, with a light cannon at each tip.
  const foil = plateXY(
    [
      [-7, 2],
      [1, 2],
      [-1.5, 12],
      [-5, 12],
    ],
    0.6,
    1,
  );
  const gun = rod('x', -4, 5, 0.35, [0, 12, 1], 6);
  const hub = box([3.5, 1.2, 1.4], [-3.2, 11.6, 1]);
  turn([foil, gun, hub], 'x', -8 * DEG, [0, 2, 1]);
  b.addSym('hull', foil).addSym('dark', gun).addSym('trim', hub);
};
