/**
 * Recurring parts of small ships, added straight to a builder: engine cans with glowing exhausts, guns,
 * canopies, TIE ball cockpits and framed TIE wings. Every part is in the ship frame (forward +x, left +y, up +z).
 */
import type { BufferGeometry } from 'three';
import {
  type V2,
  type V3,
  strutXZ,
  box,
  cyclicPairs,
  cylinder,
  hull,
  plateXZ,
  polygon,
  rod,
  sphere,
  turned,
} from '../kit.ts';
import type { ModelBuilder } from '../modelBuilder.ts';

/** Adds parts once, or mirrored to both sides when `sym`. */
function put(b: ModelBuilder, sym: boolean, material: Parameters<ModelBuilder['add']>[0], ...g: BufferGeometry[]) {
  if (sym) b.addSym(material, ...g);
  else b.add(material, ...g);
}

/**
 * An engine can along x from `aft` to `fore` at (y, z): hull casing, dark nozzle lip and a glowing exhaust disc
 * that reads at stream size. Mirrored to the right side when `sym`.
 */
export function engineCan(b: ModelBuilder, aft: number, fore: number, r: number, at: V2, sym = false, n = 10): void {
  const [y, z] = at;
  put(b, sym, 'hull', rod('x', aft + 0.6, fore, r, [0, y, z], n));
  put(
    b,
    sym,
    'dark',
    cylinder('x', r, r * 0.92, 0.9, [aft + 0.25, y, z], n),
    rod('x', fore, fore + 0.3, r * 0.7, [0, y, z], n),
  );
  put(b, sym, 'glow', rod('x', aft - 0.35, aft, r * 0.72, [0, y, z], n));
}

/** A gun barrel along x from `aft` to `fore` at (y, z) with a thicker muzzle; mirrored when `sym`. */
export function gun(b: ModelBuilder, aft: number, fore: number, r: number, at: V2, sym = false): void {
  const [y, z] = at;
  put(b, sym, 'dark', rod('x', aft, fore, r, [0, y, z], 6), rod('x', fore - 1.2, fore, r * 1.6, [0, y, z], 6));
}

/**
 * A canopy on a fuselage: glass from `aft` to `fore`, `halfWidth` wide at its base on height `base`, rising to
 * `top` behind the middle (a teardrop in side view), at lateral offset y.
 */
export function canopy(
  b: ModelBuilder,
  aft: number,
  fore: number,
  halfWidth: number,
  base: number,
  top: number,
  y = 0,
) {
  const mid = aft + (fore - aft) * 0.4;
  b.add(
    'glass',
    hull([
      [aft, y + halfWidth * 0.8, base],
      [aft, y - halfWidth * 0.8, base],
      [fore, y + halfWidth * 0.35, base],
      [fore, y - halfWidth * 0.35, base],
      [mid, y + halfWidth, base],
      [mid, y - halfWidth, base],
      [mid, y + halfWidth * 0.55, top],
      [mid, y - halfWidth * 0.55, top],
      [aft + 0.3, y + halfWidth * 0.4, top - (top - base) * 0.3],
      [aft + 0.3, y - halfWidth * 0.4, top - (top - base) * 0.3],
    ]),
  );
}

/**
 * A TIE ball cockpit of radius r at x (stretched along x by scaleX): hull ball, a round front window of dark
 * frame and glass with the eight spokes of a TIE's "eye", and a rear hatch.
 */
export function ballCockpit(b: ModelBuilder, r: number, x = 0, scaleX = 1): void {
  b.add('hull', sphere(r, [x, 0, 0], [scaleX, 1, 1], [16, 10]));
  const front = x + r * scaleX;
  b.add('dark', cylinder('x', r * 0.6, r * 0.68, 1.4, [front - 0.85, 0, 0], 12));
  b.add('glass', cylinder('x', r * 0.5, r * 0.5, 0.5, [front - 0.05, 0, 0], 12));
  b.add('hull', cylinder('x', r * 0.16, r * 0.16, 0.8, [front + 0.1, 0, 0], 8));
  for (let k = 0; k < 4; k++) {
    const spoke = box([0.5, r * 1.02, 0.35], [front + 0.15, 0, 0]);
    b.add('hull', turned(spoke, 'x', (k * Math.PI) / 4));
  }
  b.add('dark', rod('x', x - r * scaleX - 0.3, x - r * scaleX + 1.5, r * 0.45, [0, 0, 0], 10));
  // The twin ion engines' exhausts: two glowing ports either side of the hatch.
  const back = x - r * scaleX;
  b.add(
    'glow',
    rod('x', back + 0.2, back + 0.9, r * 0.16, [0, r * 0.55, 0], 8),
    rod('x', back + 0.2, back + 0.9, r * 0.16, [0, -r * 0.55, 0], 8),
  );
}

/**
 * A framed TIE solar wing in the x–z plane at y (left side, mirrored to the right): a dark panel inside a thick
 * hull-coloured rim, radial spars from the hub to every corner, an inner ring and a hub. `outline` is the
 * panel's (x, z) outline; the rim follows it.
 */
export function framedWing(b: ModelBuilder, outline: readonly V2[], y: number, hub: V2 = [0, 0], trimBand = false) {
  b.addSym('dark', plateXZ(outline, 0.9, y));
  const frame: BufferGeometry[] = [];
  for (const [p, q] of cyclicPairs(outline)) frame.push(strutXZ(p, q, 1.3, 1.9, y), strutXZ(hub, p, 0.7, 1.4, y));
  frame.push(cylinder('y', 3.2, 3.2, 2.2, [hub[0], y, hub[1]], 10));
  b.addSym('hull', ...frame);
  // The panel's inner ring: the faction band on TIE/fo wings, a hull-coloured rib otherwise.
  const inner = outline.map(([u, v]) => [hub[0] + (u - hub[0]) * 0.45, hub[1] + (v - hub[1]) * 0.45] as V2);
  const ring = cyclicPairs(inner).map(([p, q]) => strutXZ(p, q, 0.7, 1.3, y));
  b.addSym(trimBand ? 'trim' : 'hull', ...ring);
}

/** A regular hexagon wing outline of radius r (vertex up), centred on (x, z). */
export function hexOutline(r: number, x = 0, z = 0): V2[] {
  return polygon(6, r, Math.PI / 2, x, z);
}

/** A TIE pylon from the ball to the wing along y, ending in a wide collar at the wing (left, mirrored). */
export function tiePylon(b: ModelBuilder, from: number, to: number, r: number, x = 0, z = 0): void {
  b.addSym(
    'hull',
    rod('y', from, to, r, [x, 0, z], 8),
    cylinder('y', r * 1.3, r * 2.1, 1.6, [x, to - 0.8, z], 8),
    cylinder('y', r * 1.6, r * 1.1, 1.2, [x, from + 0.6, z], 8),
  );
}

/** A point on a line between two points (t = 0 at `p`, 1 at `q`). */
export function lerp3(p: V3, q: V3, t: number): V3 {
  return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, p[2] + (q[2] - p[2]) * t];
}

/** A framed panel: a plate and the bars on its rim and spars, before it is placed. */
export type FramedPanel = { panel: BufferGeometry; frame: BufferGeometry[] };

/**
 * A framed panel from an (x, s) outline, s running outward from the panel's root line through `origin` in the
 * direction `dirDeg` around x (0 = up, 90 = left, 180 = down, -90 = right). `spars` are extra (x, s) bars.
 */
export function framedPanel(
  outline: readonly V2[],
  dirDeg: number,
  origin: V3,
  spars: readonly (readonly [V2, V2])[] = [],
  thickness = 0.8,
  rim = 1.0,
): FramedPanel {
  const bars = [...cyclicPairs(outline), ...spars].map(([p, q]) => strutXZ(p, q, rim, thickness + 0.6, 0));
  const panel = plateXZ(outline, thickness, 0);
  for (const g of [panel, ...bars]) {
    turned(g, 'x', (-dirDeg * Math.PI) / 180);
    g.translate(origin[0], origin[1], origin[2]);
  }
  return { panel, frame: bars };
}

/** Adds a framed panel (panel and frame materials given), on both sides when `sym`. */
export function addPanel(
  b: ModelBuilder,
  p: FramedPanel,
  sym = true,
  panelMaterial: Parameters<ModelBuilder['add']>[0] = 'dark',
  frameMaterial: Parameters<ModelBuilder['add']>[0] = 'hull',
): void {
  put(b, sym, panelMaterial, p.panel);
  put(b, sym, frameMaterial, ...p.frame);
}

/** A flat plate (no frame) from an (x, s) outline, placed like framedPanel. */
export function plate(outline: readonly V2[], dirDeg: number, origin: V3, thickness = 0.8): BufferGeometry {
  const g = plateXZ(outline, thickness, 0);
  turned(g, 'x', (-dirDeg * Math.PI) / 180);
  return g.translate(origin[0], origin[1], origin[2]);
}

/** The point at distance s from (y, z) in the direction dirDeg around x (0 = up, 90 = left). */
export function outward(y: number, z: number, dirDeg: number, s: number): V2 {
  const a = (dirDeg * Math.PI) / 180;
  return [y + s * Math.sin(a), z + s * Math.cos(a)];
}

/** A round window facing forward at x on (y, z): dark frame ring and glass, radius r. */
export function frontWindow(b: ModelBuilder, x: number, r: number, at: V2 = [0, 0], n = 12): void {
  b.add('dark', cylinder('x', r * 1.15, r * 1.25, 0.8, [x - 0.3, at[0], at[1]], n));
  b.add('glass', cylinder('x', r, r, 0.4, [x + 0.1, at[0], at[1]], n));
}
