/** Imperial and First Order TIEs: fighter, TIE/fo, interceptor, Advanced x1, bomber. */
import type { BufferGeometry } from 'three';
import {
  type V2,
  strutXZ,
  box,
  cyclicPairs,
  cylinder,
  hull,
  mirror,
  plateXZ,
  rod,
  section,
  sphere,
  turn,
  turned,
} from '../kit.ts';
import type { ModelBuilder } from '../modelBuilder.ts';
import type { Design } from './design.ts';
import { ballCockpit, framedWing, hexOutline, tiePylon } from './parts.ts';

const DEG = Math.PI / 180;

/** TIE/ln fighter: ball cockpit with its round window, thick pylons, two framed hexagonal wings. */
export const tiefighter: Design = (b) => {
  ballCockpit(b, 6);
  tiePylon(b, 4, 12.4, 1.7);
  framedWing(b, hexOutline(17.5), 13.2);
};

/** TIE/fo fighter: a slightly longer ball, square pylons, a tail cap, wings with an accent band. */
export const tiefofighter: Design = (b) => {
  ballCockpit(b, 6.2, 0, 1.08);
  b.addSym(
    'hull',
    box([2.8, 8, 2.8], [0, 8.2, 0]),
    box([3.6, 1.4, 3.6], [0, 5.4, 0]),
    box([4.6, 1.6, 4.6], [0, 11.6, 0]),
  );
  b.add('trim', cylinder('x', 2.2, 1.2, 2.2, [-7.6, 0, 0], 10), box([0.4, 8, 0.5], [6.9, 0, -2.2]));
  framedWing(b, hexOutline(17.5), 13.2, [0, 0], true);
};

/**
 * One framed wing blade of the left wing at y (upper when up = 1): a dark panel with a hull-coloured rim on its
 * outline (x, z from the root line at height rootZ), bent in towards the ship by `bend` about its root.
 */
export function bentBlade(
  outline: readonly V2[],
  y: number,
  rootZ: number,
  up: 1 | -1,
  bend: number,
  spars: readonly (readonly [V2, V2])[] = [],
): BufferGeometry[] {
  const shape = outline.map(([x, z]) => [x, rootZ + z] as V2);
  const rim = [
    ...cyclicPairs(shape),
    ...spars.map(
      ([p, q]) =>
        [
          [p[0], rootZ + p[1]],
          [q[0], rootZ + q[1]],
        ] as [V2, V2],
    ),
  ];
  const frame = rim.map(([p, q]) => strutXZ(p, q, 1.0, 1.6, y));
  const panel = plateXZ(shape, 0.8, y);
  const all = [panel, ...frame];
  const placed = up === 1 ? all : all.map((g) => mirror(g, 'z'));
  return turn(placed, 'x', up * bend, [0, y, up * rootZ]);
}

/** Adds a blade from bentBlade(): its panel dark, its frame in the hull colour, both sides. */
export function addBlade(b: ModelBuilder, parts: readonly BufferGeometry[]): void {
  const [panel, ...frame] = parts;
  if (panel) b.addSym('dark', panel);
  b.addSym('hull', ...frame);
}

/** TIE Interceptor: ball, dagger-shaped framed wings bent in towards the ball, cannons on the points. */
export const tieinterceptor: Design = (b) => {
  ballCockpit(b, 5.8);
  tiePylon(b, 3.5, 10.4, 1.5);
  const y = 11.2;
  b.addSym('hull', box([11, 1.8, 6.4], [-1, y, 0]));
  const dagger: V2[] = [
    [-7, 0],
    [4, 0],
    [10.5, 15.5],
    [7, 15.5],
    [0.5, 9],
    [-4, 6],
  ];
  for (const up of [1, -1] as const) {
    const bend = 17 * DEG;
    addBlade(
      b,
      bentBlade(dagger, y, 3, up, bend, [
        [
          [-1.5, 0],
          [8.7, 15.5],
        ],
      ]),
    );
    const gun = turned(rod('x', 5, 12, 0.45, [0, y - 0.5, 18.3], 6), 'x', bend, [0, y, 3]);
    b.addSym('dark', up === 1 ? gun : mirror(gun, 'z'));
  }
};

/** TIE Advanced x1: ball with an elongated rear hull, flat pylons, bent framed trapezoid wings. */
export const tieadvanced: Design = (b) => {
  ballCockpit(b, 5.4, 3);
  b.add(
    'hull',
    hull([...section(2, 4.8, 4.6, 0, 0, 12), ...section(-9, 3.6, 3.2, 0, 0, 12), ...section(-13, 2.2, 2, 0, 0, 12)]),
  );
  b.add('glow', rod('x', -13.4, -13, 0.9, [0, 1.1, 0], 8), rod('x', -13.4, -13, 0.9, [0, -1.1, 0], 8));
  b.add('dark', box([8, 1.2, 0.6], [-5, 0, 3.4]));
  b.addSym('hull', box([6, 7, 2], [-1, 7.5, 0]));
  const y = 11.2;
  b.addSym('hull', box([21, 2, 2.6], [-1, y, 0]));
  const trapezoid: V2[] = [
    [-11.5, 0],
    [9.5, 0],
    [3, 15.5],
    [-6.5, 15.5],
  ];
  for (const up of [1, -1] as const)
    addBlade(
      b,
      bentBlade(trapezoid, y, 1.3, up, 22 * DEG, [
        [
          [-1, 0],
          [-1.8, 15.5],
        ],
      ]),
    );
};

/** TIE bomber: cockpit pod and ordnance pod side by side between gull-bent wings. */
export const tiebomber: Design = (b) => {
  // Cockpit pod on the right (−y), ordnance pod on the left.
  b.add('hull', sphere(3.9, [4, -3.9, 0], [1, 1, 1], [12, 8]), cylinder('x', 3.8, 3.2, 15, [-3.5, -3.9, 0], 12));
  b.add('dark', cylinder('x', 2, 2.3, 0.8, [7.6, -3.9, 0.3], 12));
  b.add('glass', cylinder('x', 1.7, 1.7, 0.3, [8.05, -3.9, 0.3], 12));
  b.add('hull', rod('x', -12, 6, 3.3, [0, 3.9, 0], 12), sphere(3.3, [6, 3.9, 0], [1.7, 1, 1], [12, 8]));
  b.add('hull', sphere(3.3, [-12, 3.9, 0], [0.5, 1, 1], [12, 6]));
  b.add(
    'dark',
    box([10, 1.8, 1], [-3, 3.9, -3.2]),
    rod('x', -11.5, -7.5, 3.45, [0, 3.9, 0], 12),
    rod('x', -14, -11, 2.2, [0, -3.9, 0], 10),
  );
  b.add('trim', rod('x', 2, 3, 3.45, [0, 3.9, 0], 12));
  b.add('hull', box([7, 4, 3], [-2, 0, 0]));
  b.add('glow', rod('x', -14.4, -14, 1.7, [0, -3.9, 0], 10));
  const y = 11.5;
  b.addSym('hull', rod('y', 6.5, y, 1.5, [-2, 0, 0], 10), box([13, 2, 3.4], [-2, y, 0]));
  const inner: V2[] = [
    [-9, 0],
    [6, 0],
    [4.5, 9],
    [-7.5, 9],
  ];
  const outer: V2[] = [
    [-7.5, 0],
    [4.5, 0],
    [1, 8],
    [-4.5, 8],
  ];
  for (const up of [1, -1] as const) {
    // Gull bend: the inner panel leans in a little, the outer panel a lot more.
    const tilt = (parts: BufferGeometry[]) => turn(parts, 'x', up * 8 * DEG, [0, y, up * 1.5]);
    addBlade(
      b,
      tilt(
        bentBlade(inner, y, 1.5, up, 0, [
          [
            [-2, 0],
            [-2, 9],
          ],
        ]),
      ),
    );
    addBlade(
      b,
      tilt(
        bentBlade(outer, y, 10.5, up, 32 * DEG, [
          [
            [-1.5, 0],
            [-1.5, 8],
          ],
        ]),
      ),
    );
  }
};
