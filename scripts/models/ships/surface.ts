/**
 * Surface detail for the large ships and capital ships: a seeded random stream (so the output stays the same
 * bytes run after run), heights on a sloped hull plane, scattered panels and greebles, engine bells and turrets.
 */
import { BoxGeometry, type BufferGeometry, SphereGeometry } from 'three';
import { type V3, cylinder, hull } from '../kit.ts';
import type { ModelBuilder } from '../modelBuilder.ts';

/** A seeded stream of numbers in [0, 1) (mulberry32): the same seed gives the same detail every build. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number between lo and hi from the stream, rounded to 1/8 mm so the output cannot drift with float noise. */
export function between(rand: () => number, lo: number, hi: number): number {
  return Math.round((lo + (hi - lo) * rand()) * 8) / 8;
}

/** Height z(x, y) of the plane through three points (a sloped hull face), for placing detail on it. */
export function planeZ(a: V3, b: V3, c: V3): (x: number, y: number) => number {
  const [ux, uy, uz] = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const [vx, vy, vz] = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const [nx, ny, nz] = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx];
  if (Math.abs(nz) < 1e-9) throw new Error('planeZ: the plane is vertical');
  return (x, y) => a[2] - (nx * (x - a[0]) + ny * (y - a[1])) / nz;
}

/** Where scattered detail may go: x from lo to hi, and at each x the y range (lo, hi) it may cover. */
export interface Region {
  x: readonly [number, number];
  y: (x: number) => readonly [number, number];
  z: (x: number, y: number) => number;
}

/**
 * `count` flat boxes scattered over a region, lying along x and sunk half their height into the surface:
 * hull plating, darker panels and greebles, the detail that makes a big hull read as big.
 */
export function scatter(
  rand: () => number,
  count: number,
  region: Region,
  size: { x: readonly [number, number]; y: readonly [number, number]; z: readonly [number, number] },
): BufferGeometry[] {
  const out: BufferGeometry[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(rand, region.x[0], region.x[1]);
    const [ylo, yhi] = region.y(x);
    const sx = between(rand, size.x[0], size.x[1]);
    const sy = between(rand, size.y[0], size.y[1]);
    const sz = between(rand, size.z[0], size.z[1]);
    if (yhi - ylo < sy) continue;
    const y = between(rand, ylo + sy / 2, yhi - sy / 2);
    out.push(slab([sx, sy, sz], [x, y, region.z(x, y)]));
  }
  return out;
}

/** A box without its bottom face (five sides, ten triangles): plating that sits on a hull, never seen from below. */
export function slab(size: V3, at: V3): BufferGeometry {
  const g = new BoxGeometry(size[0], size[1], size[2]);
  const index = g.index;
  if (!index) throw new Error('slab: BoxGeometry without an index');
  // BoxGeometry's faces come in the order +x, −x, +y, −y, +z, −z, six indices each: keep the first five.
  g.setIndex(Array.from(index.array).slice(0, 30));
  g.clearGroups();
  return g.translate(at[0], at[1], at[2]);
}

/** An engine bell on a stern facing −x: a dark housing and a glowing exhaust disc just inside its mouth. */
export function engine(b: ModelBuilder, x: number, y: number, z: number, r: number, depth = 4, segments = 12): void {
  b.add('dark', cylinder('x', r, r * 1.12, depth, [x + depth / 2 - 0.2, y, z], segments));
  b.add('glow', cylinder('x', r * 0.8, r * 0.8, 0.6, [x - 0.45, y, z], segments));
}

/** A twin-barrelled turret on a deck at height z, barrels pointing along +x turned by `yaw` about z. */
export function turret(x: number, y: number, z: number, s: number, yaw = 0): BufferGeometry[] {
  const parts = [
    cylinder('z', 1.3 * s, 1.6 * s, 1.2 * s, [0, 0, 0.6 * s], 6),
    slab([2 * s, 1.8 * s, 0.9 * s], [0.4 * s, 0, 1.4 * s]),
    slab([3 * s, 0.35 * s, 0.35 * s], [2.7 * s, 0.45 * s, 1.4 * s]),
    slab([3 * s, 0.35 * s, 0.35 * s], [2.7 * s, -0.45 * s, 1.4 * s]),
  ];
  return parts.map((g) => g.rotateZ(yaw).translate(x, y, z));
}

/** A block with a flat top and a front face sloping back by `rake`: one step of a stepped superstructure. */
export function tier(
  x: readonly [number, number],
  halfWidth: readonly [number, number],
  z: readonly [number, number],
  rake: number,
): BufferGeometry {
  const [back, front] = x;
  const [hwBack, hwFront] = halfWidth;
  const [bottom, top] = z;
  const topFront = front - rake;
  const hwTopFront = hwBack + ((hwFront - hwBack) * (topFront - back)) / (front - back);
  return hull([
    [back, hwBack, bottom],
    [back, -hwBack, bottom],
    [front, hwFront, bottom],
    [front, -hwFront, bottom],
    [back, hwBack, top],
    [back, -hwBack, top],
    [topFront, hwTopFront, top],
    [topFront, -hwTopFront, top],
  ]);
}

/** The upper half of an ellipsoid (a dome) standing on z at `at`, radius r, height h. */
export function dome(r: number, h: number, at: V3, segments = 16, rings = 5): BufferGeometry {
  return new SphereGeometry(r, segments, rings, 0, 2 * Math.PI, 0, Math.PI / 2)
    .rotateX(Math.PI / 2)
    .scale(1, 1, h / r)
    .translate(at[0], at[1], at[2]);
}
