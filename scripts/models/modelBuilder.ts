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
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (const { geometry } of merged) {
      geometry.computeBoundingBox();
      const box = geometry.boundingBox!;
      min[0] = Math.min(min[0]!, box.min.x);
      min[1] = Math.min(min[1]!, box.min.y);
      min[2] = Math.min(min[2]!, box.min.z);
      max[0] = Math.max(max[0]!, box.max.x);
      max[1] = Math.max(max[1]!, box.max.y);
      max[2] = Math.max(max[2]!, box.max.z);
    }
    const centre = [0, 1, 2].map((i) => Math.round(((min[i]! + max[i]!) / 2) * GRID) / GRID);
    return merged.map(({ material, geometry }) => {
      geometry.translate(-centre[0]!, -centre[1]!, -centre[2]!);
      const pos = geometry.getAttribute('position');
      for (let i = 0; i < pos.array.length; i++) pos.array[i] = Math.round(pos.array[i]! * GRID) / GRID + 0;
      const nrm = geometry.getAttribute('normal');
      for (let i = 0; i < nrm.array.length; i++) nrm.array[i] = Math.round(nrm.array[i]! * 1e4) / 1e4 + 0;
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
    const len = Math.hypot(normals[i]!, normals[i + 1]!, normals[i + 2]!) || 1;
    normals[i] = normals[i]! / len;
    normals[i + 1] = normals[i + 1]! / len;
    normals[i + 2] = normals[i + 2]! / len;
  }
}
