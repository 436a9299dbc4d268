/**
 * A loaded ship model split into parts for instancing: one geometry per mesh with the mesh's transform inside
 * the model baked in, and the name of the material it wears. Cached per loaded scene.
 */
import { type BufferGeometry, type Material, Matrix4, Mesh, type Object3D } from 'three';

/** One drawable part of a model. */
export interface ModelPart {
  geometry: BufferGeometry;
  materialName: string;
  triangles: number;
}

const cache = new WeakMap<Object3D, ModelPart[]>();

/** The parts of a loaded model scene, in model coordinates. */
export function modelParts(scene: Object3D): ModelPart[] {
  const cached = cache.get(scene);
  if (cached) return cached;
  const out: ModelPart[] = [];
  scene.updateMatrixWorld(true);
  const toModel = new Matrix4().copy(scene.matrixWorld).invert();
  scene.traverse((o) => {
    if (!(o instanceof Mesh)) return;
    const geometry = (o.geometry as BufferGeometry).clone();
    geometry.applyMatrix4(new Matrix4().multiplyMatrices(toModel, o.matrixWorld));
    const count = geometry.index ? geometry.index.count : geometry.getAttribute('position').count;
    out.push({ geometry, materialName: (o.material as Material).name, triangles: count / 3 });
  });
  cache.set(scene, out);
  return out;
}
