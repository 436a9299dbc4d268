/**
 * Geometry of obstacles, built on the exact kernel outline (table mm): the asteroid's extruded slab (its widest
 * extent is exactly the outline), the boulders heaped on it (kept strictly inside the outline), and the debris
 * fragments of a debris cloud.
 */
import {
  BufferGeometry,
  DodecahedronGeometry,
  ExtrudeGeometry,
  IcosahedronGeometry,
  Matrix4,
  Quaternion,
  Vector3,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { between, hashString, type Random, seededRandom } from './seededRandom.ts';
import { distanceToPolygonEdge, pointInPolygon, polygonBox, polygonShape } from './shapes.ts';

/** Slab height and bevel of an asteroid, mm. */
export const ROCK_SLAB = { depthMm: 4, bevelMm: 1.6 } as const;

/** The asteroid slab: the outline extruded upward with a rounded bevel inset so its widest extent is exact. */
export function rockSlabGeometry(polygon: Float64Array): BufferGeometry {
  const { depthMm, bevelMm } = ROCK_SLAB;
  const g = new ExtrudeGeometry(polygonShape(polygon), {
    depth: depthMm,
    bevelEnabled: true,
    bevelThickness: bevelMm,
    bevelSize: bevelMm,
    bevelOffset: -bevelMm,
    bevelSegments: 3,
    curveSegments: 1,
  });
  // The bevel reaches bevelThickness below z = 0; lift it so the slab rests on the mat.
  g.translate(0, 0, bevelMm);
  g.computeVertexNormals();
  return g;
}

/** A smooth pseudo-noise of a direction, the same for every copy of a shared vertex (no cracks). */
function lumpNoise(x: number, y: number, z: number, seed: number): number {
  return (
    0.55 * Math.sin(3.1 * x + 1.7 * y + seed) +
    0.3 * Math.sin(5.3 * y - 2.9 * z + seed * 1.3) +
    0.15 * Math.sin(9.7 * z + 4.1 * x + seed * 0.7)
  );
}

/** A lumpy boulder of unit radius (radius within [1 − a, 1 + a]), flattened by `squash` vertically. */
function boulder(rand: Random, amplitude: number, squash: number): BufferGeometry {
  const g = rand() < 0.5 ? new IcosahedronGeometry(1, 1) : new DodecahedronGeometry(1, 1);
  const seed = rand() * 100;
  const p = g.getAttribute('position');
  const v = new Vector3();
  for (let i = 0; i < p.count; i++) {
    v.fromBufferAttribute(p, i).normalize();
    const r = 1 + amplitude * lumpNoise(v.x, v.y, v.z, seed);
    p.setXYZ(i, v.x * r, v.y * r, v.z * r * squash);
  }
  g.computeVertexNormals();
  return g;
}

/** Random points inside the polygon with their clearance to its edge. */
function samplesInside(polygon: Float64Array, rand: Random, count: number): { x: number; y: number; d: number }[] {
  const box = polygonBox(polygon);
  const out: { x: number; y: number; d: number }[] = [];
  for (let tries = 0; out.length < count && tries < count * 40; tries++) {
    const x = between(rand, box.minX, box.maxX);
    const y = between(rand, box.minY, box.maxY);
    if (!pointInPolygon(polygon, x, y)) continue;
    out.push({ x, y, d: distanceToPolygonEdge(polygon, x, y) });
  }
  return out;
}

/** Boulders heaped on an asteroid slab, merged into one geometry; every boulder lies inside the outline. */
export function rockBouldersGeometry(id: string, polygon: Float64Array): BufferGeometry | null {
  const rand = seededRandom(hashString(id) ^ 0x5a17);
  const amplitude = 0.22;
  const parts: BufferGeometry[] = [];
  const placed: { x: number; y: number; r: number }[] = [];
  const candidates = samplesInside(polygon, rand, 220).sort((a, b) => b.d - a.d);
  const top = ROCK_SLAB.depthMm + 2 * ROCK_SLAB.bevelMm;
  const m = new Matrix4();
  const q = new Quaternion();
  for (const c of candidates) {
    if (placed.length >= 9) break;
    // Horizontal reach (1 + amplitude) r must stay inside the slab's top, which is inset by the bevel.
    const r = Math.min((c.d - ROCK_SLAB.bevelMm - 0.3) / (1 + amplitude), 16);
    if (r < 2.2) continue;
    if (placed.some((p) => Math.hypot(p.x - c.x, p.y - c.y) < (p.r + r) * 0.75)) continue;
    placed.push({ x: c.x, y: c.y, r });
    const g = boulder(rand, amplitude, between(rand, 0.45, 0.7));
    q.setFromAxisAngle(new Vector3(0, 0, 1), rand() * Math.PI * 2);
    m.compose(new Vector3(c.x, c.y, top - r * 0.25), q, new Vector3(r, r, r));
    g.applyMatrix4(m);
    parts.push(g.index ? g.toNonIndexed() : g);
  }
  return mergeParts(parts);
}

/** Small flat fragments scattered inside a debris cloud's outline, merged into one geometry. */
export function debrisFragmentsGeometry(id: string, polygon: Float64Array): BufferGeometry | null {
  const rand = seededRandom(hashString(id) ^ 0xdeb415);
  const parts: BufferGeometry[] = [];
  const m = new Matrix4();
  const q = new Quaternion();
  const axis = new Vector3();
  for (const s of samplesInside(polygon, rand, 46)) {
    const size = Math.min(between(rand, 1.5, 5.5), s.d * 0.9);
    if (size < 0.8) continue;
    // A shard: a flattened irregular prism.
    const g = new DodecahedronGeometry(1, 0);
    g.scale(between(rand, 0.6, 1.4), between(rand, 0.4, 1), 0.18);
    axis.set(rand() - 0.5, rand() - 0.5, rand() * 0.3).normalize();
    q.setFromAxisAngle(axis, between(rand, -0.5, 0.5));
    q.multiply(new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), rand() * Math.PI * 2));
    m.compose(new Vector3(s.x, s.y, between(rand, 0.6, 3.5)), q, new Vector3(size, size, size));
    g.applyMatrix4(m);
    parts.push(g.index ? g.toNonIndexed() : g);
  }
  return mergeParts(parts);
}

/** Merges scattered parts into one geometry with smooth normals (null when there are none), freeing the parts. */
function mergeParts(parts: BufferGeometry[]): BufferGeometry | null {
  if (!parts.length) return null;
  const merged = mergeGeometries(parts, false);
  parts.forEach((p) => p.dispose());
  merged?.computeVertexNormals();
  return merged;
}
