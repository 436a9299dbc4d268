/** Imperial and First Order TIEs: fighter, TIE/fo, interceptor, Advanced x1, bomber. */
import type { BufferGeometry } from 'three';
import {
  type V2,
  barXZ,
  box,
  cyclicPairs,
  cylinder,
  hull,
  mirror,
  plateXZ,
  polygon,
  rod,
  section,
  sphere,
  turn,
  turned,
} from '../kit.ts';
import type { ModelBuilder } from '../modelBuilder.ts';
import type { Design } from './design.ts';

const DEG = Math.PI / 180;

/** A ball cockpit at x with its framed front window and rear hatch. */
function ballCockpit(b: ModelBuilder, r: number, x = 0, scaleX = 1, windowSides = 8): void {
  b.add('hull', sphere(r, [x, 0, 0], [scaleX, 1, 1], [20, 14]));
  const front = x + r * scaleX;
  b.add('dark', cylinder('x', r * 0.5, r * 0.56, 1.2, [front - 0.75, 0, 0], windowSides, Math.PI / windowSides));
  b.add('glass', cylinder('x', r * 0.44, r * 0.44, 0.4, [front - 0.05, 0, 0], windowSides, Math.PI / windowSides));
  // Window struts: the spokes across the glass that make a TIE's "eye".
  for (let k = 0; k < windowSides / 2; k++) {
    const strut = box([0.3, r * 0.9, 0.25], [front + 0.1, 0, 0]);
    b.add('dark', turned(strut, 'x', (k * 2 * Math.PI) / windowSides));
  }
  b.add('dark', rod('x', x - r * scaleX - 0.3, x - r * scaleX + 1.5, r * 0.45, [0, 0, 0], 10));
}

/** A hexagonal solar wing at y (left side): dark panel, hull rim, spars and hub, vertex up. */
function hexWing(b: ModelBuilder, y: number, radius: number, innerTrim: boolean): void {
  const hex = polygon(6, radius, Math.PI / 2);
  b.addSym('dark', plateXZ(hex, 0.8, y));
  const parts: BufferGeometry[] = [];
  for (const [p, q] of cyclicPairs(hex)) {
    parts.push(barXZ(p, q, 0.9, 1.3, y), barXZ([0, 0], p, 0.55, 1.1, y));
  }
  parts.push(cylinder('y', 3, 3, 1.5, [0, y, 0], 12));
  b.addSym('hull', ...parts);
  if (innerTrim) {
    // TIE/fo wings: an inner hexagon band around the hub, in the faction accent.
    const band: BufferGeometry[] = [];
    const inner = polygon(6, radius * 0.42, Math.PI / 2);
    for (const [p, q] of cyclicPairs(inner)) band.push(barXZ(p, q, 0.8, 1.2, y));
    b.addSym('trim', ...band);
  }
}

/** TIE/ln fighter: ball cockpit, two flat hexagonal wings on round pylons. */
export const tiefighter: Design = (b) => {
  ballCockpit(b, 6);
  b.addSym('hull', rod('y', 3, 12.6, 1.5, [0, 0, 0], 10), cylinder('y', 1.5, 2.4, 1.2, [0, 5.6, 0], 10));
  hexWing(b, 13.2, 17.5, false);
};

/** TIE/fo fighter: a slightly longer ball, square pylons, a tail cap, wings with an accent band. */
export const tiefofighter: Design = (b) => {
  ballCockpit(b, 6.2, 0, 1.08, 10);
  b.addSym('hull', box([2.6, 9, 2.6], [0, 8.2, 0]), box([3.4, 1.4, 3.4], [0, 5.4, 0]));
  b.add('trim', cylinder('x', 2.2, 1.2, 2.2, [-7.6, 0, 0], 10), box([0.4, 8, 0.5], [6.9, 0, -2.2]));
  hexWing(b, 13.2, 17.5, true);
};

/** One bent wing blade (upper when up = 1) of the left wing at y: bent in towards the ball about its root. */
function bentBlade(outline: readonly V2[], y: number, rootZ: number, up: 1 | -1, bend: number): BufferGeometry {
  const shape = outline.map(([x, z]) => [x, rootZ + z] as V2);
  const g = plateXZ(shape, 0.8, y);
  const placed = up === 1 ? g : mirror(g, 'z');
  return turned(placed, 'x', up * bend, [0, y, up * rootZ]);
}

/** TIE Interceptor: ball, dagger-shaped wings bent in towards the ball, cannons on the points. */
export const tieinterceptor: Design = (b) => {
  ballCockpit(b, 5.8);
  b.addSym('hull', rod('y', 3, 10.8, 1.4, [0, 0, 0], 10));
  const y = 11.2;
  b.addSym('hull', box([11, 1.4, 6.4], [-1, y, 0]), cylinder('y', 2.6, 2.6, 1.8, [0, y, 0], 10));
  const dagger: V2[] = [
    [-7, 0],
    [4, 0],
    [10, 15.5],
    [6.5, 15.5],
    [0.5, 9],
    [-4, 6],
  ];
  for (const up of [1, -1] as const) {
    const bend = 17 * DEG;
    const blade = bentBlade(dagger, y, 3, up, bend);
    const spar = turned(barXZ([-1, 3], [7.5, 18], 0.6, 1.2, y), 'x', bend, [0, y, 3]);
    const gun = turned(rod('x', 5, 11.5, 0.4, [0, y - 0.4, 18.3], 6), 'x', bend, [0, y, 3]);
    b.addSym('dark', blade);
    b.addSym('hull', up === 1 ? spar : mirror(spar, 'z'));
    b.addSym('dark', up === 1 ? gun : mirror(gun, 'z'));
  }
};

/** TIE Advanced x1: ball with an elongated rear hull, flat pylons, bent trapezoid wings. */
export const tieadvanced: Design = (b) => {
  ballCockpit(b, 5.4, 3);
  b.add(
    'hull',
    hull([...section(2, 4.8, 4.6, 0, 0, 12), ...section(-9, 3.6, 3.2, 0, 0, 12), ...section(-13, 2.2, 2, 0, 0, 12)]),
  );
  b.add('glow', rod('x', -13.3, -13, 0.8, [0, 1, 0], 8), rod('x', -13.3, -13, 0.8, [0, -1, 0], 8));
  b.addSym('hull', box([5, 7, 1.6], [-1, 7.5, 0]));
  const y = 11.2;
  b.addSym('hull', box([21, 1.4, 2.4], [-1, y, 0]));
  const trapezoid: V2[] = [
    [-11.5, 0],
    [9.5, 0],
    [3, 15.5],
    [-6.5, 15.5],
  ];
  for (const up of [1, -1] as const) {
    const bend = 22 * DEG;
    const panel = bentBlade(trapezoid, y, 1.1, up, bend);
    const rim = turn(
      [barXZ([-6.5, 16.6], [3, 16.6], 0.8, 1.3, y), barXZ([-1, 1.6], [-1, 16], 0.6, 1.2, y)],
      'x',
      bend,
      [0, y, 1.1],
    );
    b.addSym('dark', panel);
    b.addSym('hull', ...(up === 1 ? rim : rim.map((g) => mirror(g, 'z'))));
  }
};

/** TIE bomber: cockpit pod and ordnance pod side by side between gull-bent wings. */
export const tiebomber: Design = (b) => {
  // Cockpit pod on the right (−y), ordnance pod on the left.
  b.add('hull', sphere(3.9, [4, -3.9, 0], [1, 1, 1], [16, 12]), cylinder('x', 3.8, 3.2, 15, [-3.5, -3.9, 0], 14));
  b.add('dark', cylinder('x', 1.8, 2.1, 0.8, [7.6, -3.9, 0.3], 8, Math.PI / 8));
  b.add('glass', cylinder('x', 1.6, 1.6, 0.3, [8.05, -3.9, 0.3], 8, Math.PI / 8));
  b.add('hull', rod('x', -12, 6, 3.3, [0, 3.9, 0], 14), sphere(3.3, [6, 3.9, 0], [1.7, 1, 1], [14, 10]));
  b.add('hull', sphere(3.3, [-12, 3.9, 0], [0.5, 1, 1], [14, 8]));
  b.add(
    'dark',
    box([10, 1.8, 1], [-3, 3.9, -3.2]),
    rod('x', -11.5, -7.5, 3.45, [0, 3.9, 0], 14),
    rod('x', -14, -11, 2.2, [0, -3.9, 0], 10),
  );
  b.add('trim', rod('x', 2, 3, 3.45, [0, 3.9, 0], 14));
  b.add('hull', box([7, 4, 3], [-2, 0, 0]));
  b.add('glow', rod('x', -14.2, -14, 1.6, [0, -3.9, 0], 10));
  const y = 11.5;
  b.addSym('hull', rod('y', 6.5, y, 1.3, [-2, 0, 0], 10), box([13, 1.4, 3], [-2, y, 0]));
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
    const outerPanel = bentBlade(outer, y, 10.5, up, 32 * DEG);
    const panels = turn([bentBlade(inner, y, 1.5, up, 0), outerPanel], 'x', up * 8 * DEG, [0, y, up * 1.5]);
    b.addSym('dark', ...panels);
    const ribs = [barXZ([-2, 1.5], [-2, 10.5], 0.6, 1.2, y), barXZ([-9, 10.5], [6, 10.5], 0.7, 1.3, y)];
    const placed = turn(up === 1 ? ribs : ribs.map((g) => mirror(g, 'z')), 'x', up * 8 * DEG, [0, y, up * 1.5]);
    b.addSym('hull', ...placed);
  }
};
