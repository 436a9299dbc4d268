/**
 * Collects a model's parts per material and turns them into .glb primitives: merged per material, centred on
 * the bounding box (the peg point), snapped to a 1/1024 mm grid and re-indexed.
 */
import { BufferAttribute, type BufferGeometry } from 'three';
import { mergeGeometries, mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { MATERIAL_NAMES, type MaterialName } from '../../src/models/materials.ts';
import type { GlbPrimitive } from './glb.ts';
import { mirror } from './kit.ts';

// 1/1024 mm is far below what shows and makes every coordinate exact in float32, so output bytes cannot drift
// with last-bit differences in trigonometry.
const GRID = 1024;

/** A model under construction: add parts per material, then build() once. */
export class ModelBuilder {
  private readonly parts = new Map<MaterialName, BufferGeometry[]>();

  /** Adds parts in one material. */
  add(material: MaterialName, ...geometries: BufferGeometry[]): this {
    const list = this.parts.get(material) ?? [];
    list.push(...geometries);
    this.parts.set(material, list);
    return this;
  }

  /** Adds parts and their mirror images across the x–z plane (model the left side, get both). */
  addSym(material: MaterialName, ...geometries: BufferGeometry[]): this {
    return this.add(material, ...geometries, ...geometries.map((g) => mirror(g, 'y')));
  }

  /** Merges, centres, snaps and indexes the parts: one primitive per material, in MATERIAL_NAMES order. */
  build(): GlbPrimitive[] {
    const merged: { material: MaterialName; geometry: BufferGeometry }[] = [];
    for (const material of MATERIAL_NAMES) {
      const list = this.parts.get(material);
      if (!list || list.length === 0) continue;
      // Same attributes everywhere (position + normal), all non-indexed, so mergeGeometries accepts the mix.
      const clean = list.map((g) => {
        const flat = g.index ? g.toNonIndexed() : g.clone();
        for (const name of Object.keys(flat.attributes))
          if (name !== 'position' && name !== 'normal') flat.deleteAttribute(name);
        if (!flat.getAttribute('normal')) flat.computeVertexNormals();
        flat.clearGroups();
        return flat;
      });
      const geometry = mergeGeometries(clean, false);
      if (!geometry) throw new Error(`could not merge the ${material} parts`);
      merged.push({ material, geometry });
    }
    const min: [number, number, number] = [Infinity, Infinity, Infinity];
    const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
    for (const { material, geometry } of merged) {
      geometry.computeBoundingBox();
      const box = geometry.boundingBox;
      if (!box) throw new Error(`no bounding box for the ${material} part`);
      min[0] = Math.min(min[0], box.min.x);
      min[1] = Math.min(min[1], box.min.y);
      min[2] = Math.min(min[2], box.min.z);
      max[0] = Math.max(max[0], box.max.x);
      max[1] = Math.max(max[1], box.max.y);
      max[2] = Math.max(max[2], box.max.z);
    }
    const mid = (lo: number, hi: number) => Math.round(((lo + hi) / 2) * GRID) / GRID;
    const centre = [mid(min[0], max[0]), mid(min[1], max[1]), mid(min[2], max[2])] as const;
    return merged.map(({ material, geometry }) => {
      geometry.translate(-centre[0], -centre[1], -centre[2]);
      const pos = geometry.getAttribute('position');
      pos.array.set(pos.array.map((v) => Math.round(v * GRID) / GRID + 0));
      const nrm = geometry.getAttribute('normal');
      nrm.array.set(nrm.array.map((v) => Math.round(v * 1e4) / 1e4 + 0));
      const indexed = mergeVertices(geometry, 1e-4);
      const positions = Float32Array.from(indexed.getAttribute('position').array);
      const normals = Float32Array.from(indexed.getAttribute('normal').array);
      renormalise(normals);
      const index = (indexed.index as BufferAttribute).array;
      const indices = positions.length / 3 <= 0xffff ? Uint16Array.from(index) : Uint32Array.from(index);
      return { material, positions, normals, indices };
    });
  }
}

// glTF requires unit normals; snapping moved them off length 1 by up to ~1e-4.
function renormalise(normals: Float32Array): void {
  for (let i = 0; i < normals.length; i += 3) {
    const normal = normals.subarray(i, i + 3);
    const len = Math.hypot(...normal) || 1;
    normal.set(normal.map((v) => v / len));
  }
}
