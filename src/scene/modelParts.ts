/**
 * A loaded ship model split into parts for instancing: one geometry per mesh with the mesh's transform inside
 * the model baked in, and the name of the material it wears. Cached per loaded scene.
 */
import {
  BufferAttribute,
  BufferGeometry,
  type InterleavedBufferAttribute,
  type Material,
  Matrix4,
  Mesh,
  type Object3D,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/** One drawable part of a model. */
export interface ModelPart {
  geometry: BufferGeometry;
  materialName: string;
  triangles: number;
}

const cache = new WeakMap<Object3D, ModelPart[]>();
const shadowCache = new WeakMap<ModelPart[], BufferGeometry>();

/** The parts of a loaded model scene, in model coordinates. */
export function modelParts(scene: Object3D): ModelPart[] {
  const cached = cache.get(scene);
  if (cached) return cached;
  const out: ModelPart[] = [];
  scene.updateMatrixWorld(true);
  const toModel = new Matrix4().copy(scene.matrixWorld).invert();
  scene.traverse((o) => {
    if (!(o instanceof Mesh)) return;
    const geometry = floatCopy(o.geometry as BufferGeometry);
    geometry.applyMatrix4(new Matrix4().multiplyMatrices(toModel, o.matrixWorld));
    const count = geometry.index ? geometry.index.count : geometry.getAttribute('position').count;
    out.push({ geometry, materialName: (o.material as Material).name, triangles: count / 3 });
  });
  cache.set(scene, out);
  return out;
}

/**
 * Every part of a model merged into one position-only geometry, for the model's shadow-only stand-in: the same
 * silhouette as its parts, drawn into the shadow map in one call. Cached per parts list.
 */
export function shadowGeometry(parts: ModelPart[]): BufferGeometry {
  const cached = shadowCache.get(parts);
  if (cached) return cached;
  const positionsOnly = parts.map((p) => {
    // Non-indexed copies: the parts may mix indexed and non-indexed geometry, which cannot merge as they are.
    const flat = p.geometry.index ? p.geometry.toNonIndexed() : p.geometry;
    const g = new BufferGeometry();
    g.setAttribute('position', flat.getAttribute('position'));
    return g;
  });
  const merged = mergeGeometries(positionsOnly);
  if (!merged) throw new Error('shadowGeometry: the parts of a model could not be merged');
  shadowCache.set(parts, merged);
  return merged;
}

/** A float copy of an attribute: the files store positions and normals quantized (normalized int16 / int8). */
function floatAttribute(attribute: BufferAttribute | InterleavedBufferAttribute): BufferAttribute {
  const { count, itemSize } = attribute;
  const out = new Float32Array(count * itemSize);
  // getComponent undoes the normalization; the node's scale is applied after, with the rest of the transform.
  for (let i = 0; i < count; i++)
    for (let k = 0; k < itemSize; k++) out[i * itemSize + k] = attribute.getComponent(i, k);
  return new BufferAttribute(out, itemSize);
}

/** The geometry with float positions and normals (baking a transform into quantized ones would clamp them). */
function floatCopy(source: BufferGeometry): BufferGeometry {
  const geometry = new BufferGeometry();
  for (const name of ['position', 'normal']) {
    const attribute = source.getAttribute(name);
    if (attribute) geometry.setAttribute(name, floatAttribute(attribute));
  }
  if (source.index) geometry.setIndex(source.index.clone());
  return geometry;
}
