/**
 * The huge ships of X-Wing's Epic play, at their miniatures' table size: the CR90 corvette and the Raider-class
 * corvette in their fore and aft sections (one card each), the GR-75 medium transport, the Gozanti-class cruiser
 * and the C-ROC cruiser.
 */
import { SphereGeometry } from 'three';
import { type V3, box, cylinder, hull, loft, rod, sphere } from '../kit.ts';
import type { ModelBuilder } from '../modelBuilder.ts';
import { corvette } from './capital.ts';
import { superstructure } from './dagger.ts';
import type { Design } from './design.ts';
import { sectionOf } from './sections.ts';
import { between, engine, scatter, seeded, slab, tier, turret } from './surface.ts';

/** The CR90 at 2.5 times the fleet model (275 mm): the hammerhead gets turbolasers and plating to match its size. */
const cr90: Design = (b) => {
  corvette(b);
  const rand = seeded(31);
  // The hammerhead's upper and lower faces: plating, and the twin turbolasers either side of the stripes.
  const face = (z: number) => ({ x: [32, 48] as const, y: () => [1, 12] as const, z: () => z });
  b.addSym('hull', ...scatter(rand, 7, face(5.5), { x: [1.5, 4], y: [1, 3], z: [0.3, 0.6] }));
  // Upside down under the hammerhead: a turn about x takes (36, −11, 5.6) to (36, 11, −5.6).
  b.addSym('dark', ...turret(36, 11, 5.6, 0.9), ...turret(36, -11, 5.6, 0.9).map((g) => g.rotateX(Math.PI)));
  // Escape pods and service hatches along the corridor.
  for (const x of [0, 6, 12, 18, 24]) b.addSym('trim', box([2.4, 0.6, 1.6], [x + 3, 4.5, 1.2]));
  // Side panels on the engine block's flanks above its trim band (laid flat, then stood up facing +y).
  const side = { x: [-52, -34] as const, y: () => [-12, -5] as const, z: () => 0 };
  const panels = scatter(rand, 6, side, { x: [2, 5], y: [1.5, 3], z: [0.4, 0.6] });
  b.addSym('hull', ...panels.map((g) => g.rotateX(-Math.PI / 2).translate(0, 12, 0)));
};

/** Where the CR90's sections meet: between the corridor and the midsection (x −6 of the fleet model). */
const CR90_SCALE = 2.5;
const CR90_CUT = -6 * CR90_SCALE;

/** CR90 corvette, fore section: the hammerhead bow and the ribbed corridor. */
export const cr90corvettefore = sectionOf(cr90, CR90_SCALE, { keep: 'fore', cutX: CR90_CUT });
/** CR90 corvette, aft section: turreted midsection, radar dishes and the block of eleven engines. */
export const cr90corvetteaft = sectionOf(cr90, CR90_SCALE, { keep: 'aft', cutX: CR90_CUT });

/** The Raider's wedge between stations x0 and x1: lipped edge, upper ridge and lower keel, narrowing to the bow. */
function raiderWedge(b: ModelBuilder, x0: number, x1: number): void {
  const edge = (x: number) => (42 * (120 - x)) / 240 + 1;
  const ridge = (x: number) => (10 * (120 - x)) / 240 + 1.5;
  const keel = (x: number) => (12 * (120 - x)) / 240 + 1.2;
  const station = (x: number): V3[] => [
    [x, edge(x), 0.8],
    [x, -edge(x), 0.8],
    [x, edge(x), -0.8],
    [x, -edge(x), -0.8],
    [x, 0, ridge(x)],
    [x, 0, -keel(x)],
  ];
  b.add('hull', hull([...station(x0), ...station(x1)]));
  // The dark seam round the edge: a thin band set back under the lips.
  b.addSym(
    'dark',
    hull([
      [x0, edge(x0) - 0.6, 0.5],
      [x0, edge(x0) - 0.6, -0.5],
      [x1, edge(x1) - 0.6, 0.5],
      [x1, edge(x1) - 0.6, -0.5],
      [x0, edge(x0) - 3, 0],
      [x1, edge(x1) - 3, 0],
    ]),
  );
  const rand = seeded(Math.round(x0) + 200);
  const deckZ = (x: number, y: number) => 0.8 + (ridge(x) - 0.8) * (1 - Math.abs(y) / edge(x));
  // Detail on the open deck: ahead of the aft block's superstructure (x −34) and short of the bow's point.
  const [lo, hi] = [Math.max(x0, -34) + 4, Math.min(x1, 100) - 4];
  const deck = { x: [lo, hi] as const, y: (x: number) => [3, edge(x) - 4] as const, z: deckZ };
  // As much detail per length in either piece; the aft one is mostly under the superstructure.
  const n = (count: number) => Math.round((count * (hi - lo)) / 130);
  b.addSym('trim', ...scatter(rand, n(22), deck, { x: [8, 20], y: [3, 7], z: [0.5, 0.8] }));
  b.addSym('hull', ...scatter(rand, n(28), deck, { x: [3, 8], y: [2, 4], z: [0.6, 1.2] }));
  b.addSym('dark', ...scatter(rand, n(10), deck, { x: [1, 3], y: [1, 3], z: [0.8, 1.6] }));
}

/** Where the Raider's sections meet: just ahead of its aft block. */
const RAIDER_CUT = -18;

/** Raider-class corvette (240 mm): a slim wedge, a tall stepped aft block with the bridge, three great engines. */
const raider: Design = (b) => {
  raiderWedge(b, -120, RAIDER_CUT);
  raiderWedge(b, RAIDER_CUT, 120);
  // The forward blade's central spine and its turret row, then the aft block rising in steps to the bridge.
  b.add('hull', tier([RAIDER_CUT + 2, 100], [4, 1.5], [1, 8.5], 12));
  for (const x of [80, 55, 30, 5]) b.add('dark', ...turret(x, 0, 8 - (x - 5) * 0.02, 1.5));
  superstructure(
    b,
    [
      [-120, -34, 30, 18, 16],
      [-118, -62, 22, 15, 26],
    ],
    24,
  );
  b.add('hull', tier([-112, -78], [13, 11], [26, 35], 4));
  b.add('dark', box([0.6, 22, 1.4], [-78.6, 0, 32]));
  b.add('glass', box([0.5, 19, 0.6], [-78.4, 0, 32]));
  b.add('dark', rod('z', 35, 44, 0.5, [-100, 0, 0], 6), box([6, 0.5, 0.5], [-100, 0, 42]));
  for (const x of [-45, -75, -100]) b.addSym('dark', ...turret(x, 27 - (x + 120) * 0.1, 4, 1.5, 0.3));
  // Turbolaser batteries along both edges of the forward blade.
  for (const x of [70, 40, 10]) b.addSym('dark', ...turret(x, (42 * (120 - x)) / 240 - 7, 2.2, 1.3, 0.3));
  // Ventral keel fin and the engine block: three main engines over two smaller ones.
  b.add('hull', tier([-118, -50], [3, 2], [-24, -8], -10));
  for (const [y, z, r] of [
    [0, 8, 8.5],
    [19, 8, 7.5],
    [-19, 8, 7.5],
  ] as const)
    engine(b, -120, y, z, r, 6, 16);
  for (const y of [10, -10]) engine(b, -120, y, 20, 4, 4, 10);
  for (const y of [28, -28]) engine(b, -120, y, 3, 3.2, 4, 10);
};

/** Raider-class corvette, fore section: the long forward blade with its spine of turrets. */
export const raiderclasscorvettefore = sectionOf(raider, 1, { keep: 'fore', cutX: RAIDER_CUT });
/** Raider-class corvette, aft section: the stepped block with the bridge, keel fin and engines. */
export const raiderclasscorvetteaft = sectionOf(raider, 1, { keep: 'aft', cutX: RAIDER_CUT });

/** The same surface seen from inside: triangles re-wound and normals turned round. */
function insideOut(g: SphereGeometry): SphereGeometry {
  const index = g.index;
  if (index) for (let i = 0; i < index.count; i += 3) index.setXYZ(i, index.getX(i), index.getZ(i), index.getY(i));
  const n = g.getAttribute('normal');
  for (let i = 0; i < n.array.length; i++) n.array[i] = -(n.array[i] ?? 0);
  return g;
}

/** The lower part of an ellipsoid of half-axes `r`, open above the latitude where it is `open` of its height. */
function shell(r: V3, open: number, at: V3, inner = false): SphereGeometry {
  const g = new SphereGeometry(1, 28, 9, 0, 2 * Math.PI, Math.acos(open), Math.PI - Math.acos(open));
  // The sphere's pole is +y; turn it onto +z, then stretch it along the hull.
  g.rotateX(Math.PI / 2)
    .scale(r[0], r[1], r[2])
    .translate(at[0], at[1], at[2]);
  return inner ? insideOut(g) : g;
}

/** GR-75 medium transport (220 mm): an open clamshell hull packed with cargo pods, bridge pod aft, engine block. */
export const gr75mediumtransport: Design = (b) => {
  b.add('hull', shell([110, 32, 26], 0.5, [0, 0, 0]));
  b.add('dark', shell([107, 30, 24], 0.5, [0, 0, 0.6], true));
  // The rim of the shell and the plating along its flanks.
  for (const x of [-60, -30, 0, 30, 60]) {
    const w = 32 * Math.sqrt(1 - (x / 110) ** 2);
    b.addSym(
      'trim',
      slab([16, 0.6, 7], [0, 0, 0])
        .rotateX(-Math.PI / 2)
        .translate(x, w - 0.1, -2),
    );
  }
  // Cargo pods in two rows down the open back, of mixed sizes and shades.
  const rand = seeded(41);
  const kinds = ['hull', 'trim', 'dark'] as const;
  for (let x = -72; x <= 70; x += 18) {
    for (const y of [9.5, -9.5]) {
      const [sx, sy, sz] = [between(rand, 12, 16), between(rand, 14, 17), between(rand, 10, 15)];
      const kind = kinds[Math.floor(rand() * 3)] ?? 'hull';
      b.add(kind, box([sx, sy, sz], [x, y, 2 + sz / 2]));
      b.add('dark', box([sx + 0.4, 2, 1], [x, y, 2 + sz - 1]));
    }
  }
  b.add('dark', box([150, 3, 10], [0, 0, 4]));
  // Bridge pod on a neck over the stern, windows forward.
  b.add(
    'hull',
    tier([-92, -74], [4, 3], [8, 22], 4),
    loft(
      [
        [-96, 7, 5, 0, 26],
        [-84, 8, 6, 0, 26],
        [-74, 4, 3, 0, 25],
      ],
      10,
    ),
  );
  b.add('glass', box([0.6, 8, 1.4], [-76.4, 0, 26.5]));
  // Engine block: a deep housing across the stern with four main engines and two small ones.
  b.add('hull', box([22, 40, 26], [-104, 0, -2]), box([10, 48, 14], [-106, 0, -2]));
  b.addSym('dark', box([18, 0.6, 3], [-104, 20.2, 4]));
  for (const [y, z, r] of [
    [9, 4, 6.5],
    [-9, 4, 6.5],
    [9, -9, 6.5],
    [-9, -9, 6.5],
    [21, -2, 4],
    [-21, -2, 4],
  ] as const)
    engine(b, -115, y, z, r, 5, 14);
};

/** A docking clamp under a hull at height z: a pylon, the collar that holds a TIE's wings, and its claws. */
function dockingClamp(b: ModelBuilder, x: number, z: number): void {
  b.add('hull', box([6, 5, 8], [x, 0, z - 4]));
  b.add('dark', cylinder('z', 5, 5, 2, [x, 0, z - 9], 12), box([3, 22, 2], [x, 0, z - 9.5]));
  b.addSym('dark', box([3, 1.6, 7], [x, 11, z - 13]));
}

/** Gozanti-class cruiser (190 mm): rounded hull, cockpit bulge, long wing struts to the engine nacelles, clamps. */
export const gozanticlasscruiser: Design = (b) => {
  b.add(
    'hull',
    loft(
      [
        [95, 6, 5, 0, -1],
        [86, 16, 9],
        [60, 24, 12],
        [0, 26, 13],
        [-60, 25, 12],
        [-82, 20, 10],
      ],
      14,
    ),
  );
  // Cockpit bulge over the bow, its windows, and the dorsal spine running aft.
  b.add('hull', sphere(12, [70, 0, 8], [1.4, 1, 0.7], [16, 8]));
  b.add(
    'glass',
    hull([
      [86, 6, 9],
      [86, -6, 9],
      [84, 7, 12],
      [84, -7, 12],
      [80, 5, 14],
      [80, -5, 14],
    ]),
  );
  b.add(
    'hull',
    loft(
      [
        [55, 4, 2, 0, 13],
        [0, 10, 6, 0, 14],
        [-70, 8, 5, 0, 12],
      ],
      10,
    ),
  );
  b.add('dark', box([80, 2, 1], [-10, 0, 20.2]));
  const rand = seeded(51);
  const back = { x: [-70, 50] as const, y: () => [10, 20] as const, z: () => 11 };
  b.addSym('trim', ...scatter(rand, 10, back, { x: [8, 20], y: [3, 7], z: [0.6, 1] }));
  b.addSym('dark', ...scatter(rand, 6, back, { x: [2, 4], y: [2, 3], z: [1, 2] }));
  // Long wing struts from the flanks out to the engine nacelles, with their own engines.
  b.addSym(
    'hull',
    hull([
      [-20, 20, 2],
      [-20, 20, -3],
      [-55, 20, 2],
      [-55, 20, -3],
      [-50, 66, 1.5],
      [-50, 66, -2],
      [-66, 66, 1.5],
      [-66, 66, -2],
    ]),
    cylinder('x', 6, 6.5, 48, [-58, 70, 0], 14),
    cylinder('x', 3, 6, 8, [-30, 70, 0], 14),
  );
  b.addSym('trim', box([30, 3, 0.6], [-50, 70, 6.2]));
  for (const y of [70, -70]) engine(b, -82, y, 0, 5.5, 4, 14);
  for (const [y, z, r] of [
    [0, 2, 7],
    [13, 0, 5],
    [-13, 0, 5],
  ] as const)
    engine(b, -83, y, z, r, 5, 14);
  // Four docking clamps along the belly, two turrets above.
  for (const x of [50, 20, -10, -40]) dockingClamp(b, x, -11);
  b.add('dark', ...turret(30, 0, 17, 1.6), ...turret(-45, 0, 16, 1.6));
};

/** C-ROC cruiser (230 mm): tall bow and bridge, a long keel carrying the cargo module, broad engine block aft. */
export const croccruiser: Design = (b) => {
  b.add(
    'hull',
    hull([
      [115, 0, 4],
      [112, 6, 10],
      [112, -6, 10],
      [112, 6, -10],
      [112, -6, -10],
      [80, 11, 18],
      [80, -11, 18],
      [80, 11, -18],
      [80, -11, -18],
    ]),
    box([170, 16, 14], [0, 0, 2]),
    box([120, 10, 4], [10, 0, 11]),
  );
  b.add(
    'glass',
    hull([
      [110, 5, 11],
      [110, -5, 11],
      [104, 7, 15],
      [104, -7, 15],
    ]),
  );
  b.add('dark', box([26, 22.4, 1.2], [94, 0, 8]), box([20, 1, 30], [82, 0, 0]));
  // The cargo module hung under the keel: a long ribbed container held by four clamp arms.
  b.add('trim', box([110, 34, 22], [-5, 0, -16]));
  for (const x of [-55, -33, -11, 11, 33, 50]) b.add('dark', box([2.4, 35, 23], [x, 0, -16]));
  for (const x of [-45, -20, 15, 40]) b.addSym('hull', box([5, 4, 22], [x, 17.5, -4]));
  const rand = seeded(61);
  const side = { x: [-55, 45] as const, y: () => [-9, 9] as const, z: () => 0 };
  b.addSym(
    'hull',
    ...scatter(rand, 8, side, { x: [6, 14], y: [3, 6], z: [0.5, 0.8] }).map((g) =>
      g.rotateX(-Math.PI / 2).translate(0, 17, -16),
    ),
  );
  const top = { x: [-70, 60] as const, y: () => [1, 7] as const, z: () => 9 };
  b.addSym('dark', ...scatter(rand, 8, top, { x: [2, 6], y: [1.5, 3], z: [1, 2] }));
  b.add('dark', ...turret(60, 0, 13, 1.6), ...turret(-40, 0, 13, 1.6));
  b.add('dark', rod('z', 9, 22, 0.5, [-60, 0, 0], 6));
  // The broad engine block: three great engines and four small ones.
  b.add('hull', box([34, 56, 34], [-98, 0, 0]), box([20, 64, 16], [-95, 0, 0]));
  b.addSym('trim', box([30, 0.6, 6], [-98, 28.2, 8]));
  for (const [y, z, r] of [
    [0, 0, 10],
    [19, 6, 8],
    [-19, 6, 8],
  ] as const)
    engine(b, -115, y, z, r, 6, 16);
  for (const [y, z] of [
    [18, -11],
    [-18, -11],
    [27, 0],
    [-27, 0],
  ] as const)
    engine(b, -115, y, z, 3.5, 4, 10);
};
