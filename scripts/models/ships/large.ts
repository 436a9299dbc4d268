/** Large-base ships with their own model: YT-1300 and Firespray-31. */
import { type V3, box, cylinder, hull, mirror, rod, section, turn } from '../kit.ts';
import { between, seeded, slab } from './surface.ts';
import type { Design } from './design.ts';

const DEG = Math.PI / 180;

/** YT-1300: saucer, two forward mandibles, cockpit tube on the right, dish on top, engine glow along the rear. */
export const yt1300: Design = (b) => {
  const R = 26;
  b.add(
    'hull',
    cylinder('z', R, R, 4.4, [0, 0, 0], 40),
    cylinder('z', 13, R, 3, [0, 0, 3.7], 40),
    cylinder('z', R, 13, 2.6, [0, 0, -3.5], 40),
    cylinder('z', 7, 8, 1.2, [0, 0, 5.7], 20),
  );
  // Mandibles: tapered prongs from the saucer front with a slot between them.
  const mandible = hull([
    [14, 2.6, 2.2],
    [14, 11.5, 2.2],
    [14, 2.6, -2.2],
    [14, 11.5, -2.2],
    [38, 2.6, 1.4],
    [38, 9.2, 1.4],
    [38, 2.6, -1.4],
    [38, 9.2, -1.4],
  ]);
  b.addSym('hull', mandible);
  b.addSym('dark', box([12, 3, 0.4], [28, 6.5, 1.7]), box([6, 4, 0.4], [21, 14, 2.7]));
  b.addSym('trim', box([5, 6.5, 0.3], [34, 5.9, 1.5]));
  // Cockpit tube on the right side (−y), angled forward, ending in a cone with the windows.
  const tubeFrom: V3 = [-1, -20, 0.5];
  const tubeTo: V3 = [8, -30.5, 0.5];
  b.add(
    'hull',
    hull([...ringAround(tubeFrom, 2.4), ...ringAround(tubeTo, 2.4)]),
    hull([...section(3.5, 3, 2.8, -31, 0.5), ...section(13, 3, 2.8, -31, 0.5), ...section(17.5, 1.4, 1.3, -31, 0.6)]),
  );
  b.add('glass', hull([...section(14.5, 2.35, 2.2, -31, 0.6, 8), ...section(17.7, 1.2, 1.1, -31, 0.6, 8)]));
  b.add('trim', rod('x', 9, 10, 3.15, [0, -31, 0.5], 8));
  // Sensor dish on top, forward on the left, on a short mast.
  const dish = [cylinder('z', 3.6, 0.8, 1.4, [0, 0, 0], 16), rod('z', -1.8, 0, 0.45, [0, 0, 0], 6)];
  turn(dish, 'y', -25 * DEG);
  b.add('trim', ...dish.map((g) => g.translate(9, 12, 8)));
  // Top turret and the gunwell ring.
  b.add(
    'dark',
    cylinder('z', 2, 2.3, 1.2, [0, 0, 6.9], 12),
    rod('x', 0, 5, 0.35, [0, 0.7, 7.1], 6),
    rod('x', 0, 5, 0.35, [0, -0.7, 7.1], 6),
  );
  b.add('dark', box([4, 10, 0.4], [-12, 8, 4.1]), box([8, 3, 0.4], [-6, -15, 4.3]), box([6, 6, 0.4], [10, -12, 3.9]));
  // Plating and machinery pits round the upper and lower cones, out of the mandibles' way.
  const rand = seeded(12);
  for (let i = 0; i < 26; i++) {
    const a = between(rand, 30, 330) * DEG;
    const r = between(rand, 14, 23);
    const slope = 3.7 + 1.5 - ((r - 13) / (R - 13)) * 3;
    const [sx, sy] = [between(rand, 2, 5), between(rand, 1.5, 4)];
    const up = i % 2 === 0;
    const plate = slab([sx, sy, 0.6], [0, 0, 0]).rotateZ(a);
    b.add(
      i % 3 === 0 ? 'dark' : 'hull',
      up
        ? plate.translate(r * Math.cos(a), r * Math.sin(a), slope)
        : mirror(plate, 'z').translate(r * Math.cos(a), r * Math.sin(a), -slope + 0.6),
    );
  }
  b.addSym('dark', cylinder('y', 2.2, 2.2, 1.2, [-4, R - 0.2, 0], 12));
  b.add('dark', cylinder('z', 2, 2.3, 1.2, [0, 0, -5.5], 12));
  // Engine glow: a row of panels along the rear arc.
  for (let k = -4; k <= 4; k++) {
    const a = Math.PI + k * 7 * DEG;
    const panel = box([0.5, 3.0, 3], [0, 0, 0]);
    panel.rotateZ(a).translate((R + 0.1) * Math.cos(a), (R + 0.1) * Math.sin(a), 0.2);
    b.add('glow', panel);
  }
};

/** Points round a ball of radius r about p (two octagons), so hull() of two such sets is a tube between them. */
function ringAround(p: V3, r: number): V3[] {
  const out: V3[] = [];
  for (let k = 0; k < 8; k++) {
    const a = ((k + 0.5) * Math.PI) / 4;
    out.push(
      [p[0] + r * Math.cos(a), p[1] + r * Math.sin(a), p[2]],
      [p[0], p[1] + r * Math.cos(a), p[2] + r * Math.sin(a)],
    );
  }
  return out;
}

/** Firespray-31: elliptical hull standing upright, cockpit at the top front, engines at the bottom rear. */
export const firespray31: Design = (b) => {
  // Front-view outline of the hull, left half from the bottom up (y, z).
  const half: [number, number][] = [
    [3, -31],
    [15, -28],
    [23, -20],
    [25.5, -9],
    [24, 1],
    [19, 11],
    [13, 20],
    [9, 27],
    [3, 31],
  ];
  const outline = [...half, ...half.map(([y, z]) => [-y, z] as [number, number]).reverse()];
  const at = (x: number, s: number, dz = 0): V3[] => outline.map(([y, z]) => [x, y * s, z * s + dz] as V3);
  b.add('hull', hull([...at(-6, 0.86, -0.5), ...at(0, 1), ...at(5, 0.82, -1)]));
  // Cockpit: a blunt snout at the top front.
  b.add('hull', hull([...section(0, 7, 5, 0, 25), ...section(9, 5, 4, 0, 26), ...section(13.5, 2.5, 2.2, 0, 26.2)]));
  b.add('glass', hull([...section(9.5, 4.3, 2.3, 0, 27.4), ...section(13.7, 2.2, 1.2, 0, 26.8)]));
  // Faction-coloured panels on the lower front, the way the real paint scheme bands it.
  b.add(
    'trim',
    hull([
      [5.2, 15, -18],
      [5.2, -15, -18],
      [5.2, 10, -8],
      [5.2, -10, -8],
      [4.6, 15, -18],
      [4.6, -15, -18],
      [4.6, 10, -8],
      [4.6, -10, -8],
    ]),
  );
  // Engine block at the bottom rear with its glowing nozzles.
  b.add('dark', box([6, 22, 18], [-8, 0, -17]));
  b.add('glow', box([0.4, 7, 12], [-11.1, 5.5, -17]), box([0.4, 7, 12], [-11.1, -5.5, -17]));
  // Twin blaster cannons on the lower lobes and the fins at the sides.
  b.addSym('dark', rod('x', 3, 11, 0.6, [0, 13, -22], 8), rod('x', 9, 11, 0.9, [0, 13, -22], 8));
  b.addSym('trim', box([8, 1, 10], [-5, 22, -14]));
};
