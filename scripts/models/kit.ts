/**
 * Modelling kit: three.js primitives placed in the ship frame (forward +x, left +y, up +z, mm). Every helper
 * returns a fresh BufferGeometry already in position, so ship designs read as a list of parts.
 */
import {
  BoxGeometry,
  type BufferGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  Matrix4,
  Shape,
  SphereGeometry,
  TorusGeometry,
  Vector2,
  Vector3,
} from 'three';
import { ConvexGeometry } from 'three/examples/jsm/geometries/ConvexGeometry.js';

/** A point or size in the ship frame. */
export type V3 = readonly [number, number, number];
/** A point of a 2D outline. */
export type V2 = readonly [number, number];
/** An axis of the ship frame. */
export type Axis = 'x' | 'y' | 'z';

const ORIGIN: V3 = [0, 0, 0];

/** A box of the given size centred at `at`. */
export function box(size: V3, at: V3 = ORIGIN): BufferGeometry {
  return new BoxGeometry(size[0], size[1], size[2]).translate(at[0], at[1], at[2]);
}

// three's cylinders, cones and tori stand along +y (tori lie around +z); these turn +y onto each axis.
function alongAxis(g: BufferGeometry, axis: Axis): BufferGeometry {
  if (axis === 'x') return g.rotateZ(-Math.PI / 2);
  if (axis === 'z') return g.rotateX(Math.PI / 2);
  return g;
}

/**
 * A cylinder (or cone frustum) along an axis, centred at `at`: radius `rPlus` at the +axis end, `rMinus` at the
 * −axis end. `phase` turns it about its axis (e.g. π/4 for a square section with flat sides on the axes).
 */
export function cylinder(
  axis: Axis,
  rPlus: number,
  rMinus: number,
  length: number,
  at: V3,
  segments = 12,
  phase = 0,
): BufferGeometry {
  const g = new CylinderGeometry(rPlus, rMinus, length, segments).rotateY(phase);
  return alongAxis(g, axis).translate(at[0], at[1], at[2]);
}

/** A cylinder between two points along an axis (convenience for parts given by their ends). */
export function rod(axis: Axis, from: number, to: number, radius: number, at: V3, segments = 10): BufferGeometry {
  const i = axis === 'x' ? 0 : axis === 'y' ? 1 : 2;
  const centre: [number, number, number] = [at[0], at[1], at[2]];
  centre[i] = (from + to) / 2;
  return cylinder(axis, radius, radius, Math.abs(to - from), centre, segments);
}

/** A sphere (an ellipsoid with `scale`) centred at `at`. */
export function sphere(
  radius: number,
  at: V3 = ORIGIN,
  scale: V3 = [1, 1, 1],
  segments: readonly [number, number] = [16, 10],
): BufferGeometry {
  return new SphereGeometry(radius, segments[0], segments[1])
    .scale(scale[0], scale[1], scale[2])
    .translate(at[0], at[1], at[2]);
}

/** A ring (torus) around an axis, centred at `at`. */
export function ring(
  axis: Axis,
  radius: number,
  tube: number,
  at: V3,
  segments: readonly [number, number] = [6, 16],
): BufferGeometry {
  const g = new TorusGeometry(radius, tube, segments[0], segments[1]);
  // A torus lies around +z; turn +z onto the axis.
  if (axis === 'x') g.rotateY(Math.PI / 2);
  if (axis === 'y') g.rotateX(Math.PI / 2);
  return g.translate(at[0], at[1], at[2]);
}

/** The convex hull of points: the workhorse for fuselages, noses, wedges and canopies. */
export function hull(points: readonly V3[]): BufferGeometry {
  return new ConvexGeometry(points.map((p) => new Vector3(p[0], p[1], p[2])));
}

/** Points of an n-gon section at station x around (y, z) with half-widths ry, rz (for hull()). */
export function section(x: number, ry: number, rz: number, y = 0, z = 0, n = 8): V3[] {
  const out: V3[] = [];
  for (let k = 0; k < n; k++) {
    const a = ((k + 0.5) * 2 * Math.PI) / n;
    out.push([x, y + ry * Math.cos(a), z + rz * Math.sin(a)]);
  }
  return out;
}

function extrude(outline: readonly V2[], thickness: number): BufferGeometry {
  const shape = new Shape(outline.map((p) => new Vector2(p[0], p[1])));
  return new ExtrudeGeometry(shape, { depth: thickness, bevelEnabled: false });
}

/** A flat plate in the x–y plane (seen from above) from an (x, y) outline, centred on height z. */
export function plateXY(outline: readonly V2[], thickness: number, z = 0): BufferGeometry {
  return extrude(outline, thickness).translate(0, 0, z - thickness / 2);
}

/** A flat plate in the x–z plane (seen from the side) from an (x, z) outline, centred on y. */
export function plateXZ(outline: readonly V2[], thickness: number, y = 0): BufferGeometry {
  // rotateX(+90°) sends the outline's second coordinate to +z and the extrusion depth to −y.
  return extrude(outline, thickness)
    .rotateX(Math.PI / 2)
    .translate(0, y + thickness / 2, 0);
}

/** A flat plate in the y–z plane (seen from the front) from a (y, z) outline, centred on x. */
export function plateYZ(outline: readonly V2[], thickness: number, x = 0): BufferGeometry {
  // Cyclic axis swap (u, v, w) → (y, z, x): a rotation, so faces keep their outward winding.
  const swap = new Matrix4().set(0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1);
  return extrude(outline, thickness)
    .applyMatrix4(swap)
    .translate(x - thickness / 2, 0, 0);
}

/** Turns geometries in place about a line parallel to an axis through `pivot`; returns them for chaining. */
export function turn<T extends BufferGeometry[]>(geometries: T, axis: Axis, angle: number, pivot: V3 = ORIGIN): T {
  for (const g of geometries) {
    g.translate(-pivot[0], -pivot[1], -pivot[2]);
    if (axis === 'x') g.rotateX(angle);
    else if (axis === 'y') g.rotateY(angle);
    else g.rotateZ(angle);
    g.translate(pivot[0], pivot[1], pivot[2]);
  }
  return geometries;
}

/** One geometry turned in place about a line parallel to an axis through `pivot`. */
export function turned(g: BufferGeometry, axis: Axis, angle: number, pivot: V3 = ORIGIN): BufferGeometry {
  turn([g], axis, angle, pivot);
  return g;
}

/** The mirror image across the plane normal to an axis through the origin, with triangles re-wound outward. */
export function mirror(g: BufferGeometry, axis: Axis): BufferGeometry {
  const m = g.index ? g.toNonIndexed() : g.clone();
  m.applyMatrix4(new Matrix4().makeScale(axis === 'x' ? -1 : 1, axis === 'y' ? -1 : 1, axis === 'z' ? -1 : 1));
  // A reflection turns every triangle inside out; swapping two corners turns it back.
  for (const attr of Object.values(m.attributes)) {
    const a = attr.array;
    const s = attr.itemSize;
    for (let t = 0; t < attr.count; t += 3) {
      const second = a.slice((t + 1) * s, (t + 2) * s);
      a.copyWithin((t + 1) * s, (t + 2) * s, (t + 3) * s);
      a.set(second, (t + 2) * s);
    }
  }
  return m;
}

/** A regular polygon outline (2D) of radius r around (cx, cy), first vertex at angle `start`. */
export function polygon(n: number, r: number, start = 0, cx = 0, cy = 0): V2[] {
  const out: V2[] = [];
  for (let k = 0; k < n; k++) {
    const a = start + (k * 2 * Math.PI) / n;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}

/** A thin bar between two points of the x–z plane at height y (edges and spars of panels). */
export function barXZ(from: V2, to: V2, width: number, thickness: number, y: number): BufferGeometry {
  const dx = to[0] - from[0];
  const dz = to[1] - from[1];
  const g = new BoxGeometry(Math.hypot(dx, dz), thickness, width);
  // rotateY(θ) sends +x to (cos θ, −sin θ) in (x, z); θ = −atan2(dz, dx) points it along the bar.
  g.rotateY(-Math.atan2(dz, dx));
  return g.translate((from[0] + to[0]) / 2, y, (from[1] + to[1]) / 2);
}

/** Each point with the next along an open line: n points give n − 1 pairs. */
export function consecutivePairs<T extends NonNullable<unknown>>(points: readonly T[]): [T, T][] {
  const pairs: [T, T][] = [];
  const [first, ...rest] = points;
  if (first === undefined) return pairs;
  let prev = first;
  for (const p of rest) {
    pairs.push([prev, p]);
    prev = p;
  }
  return pairs;
}

/** Each point with the next round a closed outline, the last with the first: n points give n pairs. */
export function cyclicPairs<T extends NonNullable<unknown>>(points: readonly T[]): [T, T][] {
  const [first] = points;
  return first === undefined ? [] : consecutivePairs([...points, first]);
}

/** One station of a loft: x, half-width, half-height, and the centre's y and z. */
export type Station = readonly [x: number, ry: number, rz: number, y?: number, z?: number];

/** The convex hull through n-gon sections at each station: a fuselage, nose or pod in one call. */
export function loft(stations: readonly Station[], n = 8): BufferGeometry {
  return hull(stations.flatMap(([x, ry, rz, y = 0, z = 0]) => section(x, ry, rz, y, z, n)));
}

/**
 * A light bar between two points of the x–z plane at height y: like barXZ but a four-sided tube without end
 * caps and with shared corner vertices (10 vertices instead of 24), for the many rim and spar bars of frames.
 */
export function strutXZ(from: V2, to: V2, width: number, thickness: number, y: number): BufferGeometry {
  const dx = to[0] - from[0];
  const dz = to[1] - from[1];
  // A 4-segment open cylinder turned 45° has a unit square section with its sides on the x and z axes.
  const g = new CylinderGeometry(Math.SQRT1_2, Math.SQRT1_2, 1, 4, 1, true).rotateY(Math.PI / 4);
  g.scale(thickness, Math.hypot(dx, dz), width).rotateZ(-Math.PI / 2);
  g.rotateY(-Math.atan2(dz, dx));
  return g.translate((from[0] + to[0]) / 2, y, (from[1] + to[1]) / 2);
}
