/**
 * Glowing streaks drawn instanced: laser bolts, sparks, engine trails and glows are each one InstancedMesh of a
 * spindle (a rod tapering to a point at both ends) with additive blending, so any number of them costs one draw
 * call. Each frame writes the streaks to show into the first instances, with no allocation.
 */
import { useEffect, useMemo } from 'react';
import {
  AdditiveBlending,
  type BufferGeometry,
  InstancedBufferAttribute,
  InstancedMesh,
  LatheGeometry,
  Matrix4,
  MeshBasicMaterial,
  Quaternion,
  Vector2,
  Vector3,
} from 'three';

/** The streak shapes: a spindle (bolts, sparks) or a capped cylinder (trail segments, which meet end to end). */
export type StreakShape = 'spindle' | 'rod';

/** A streak shape along +y from 0 to 1, radius 1 at its widest, closed at both ends. */
export function streakGeometry(shape: StreakShape, radialSegments = 6): BufferGeometry {
  const profile: Vector2[] = [];
  if (shape === 'rod') {
    profile.push(new Vector2(0, 0), new Vector2(1, 0), new Vector2(1, 1), new Vector2(0, 1));
  } else {
    for (let k = 0; k <= 10; k++) profile.push(new Vector2(Math.sin((Math.PI * k) / 10) ** 0.6, k / 10));
  }
  return new LatheGeometry(profile, radialSegments);
}

/** An additive, unlit instanced mesh of streaks with room for `capacity` of them (none shown yet). */
export function createStreakMesh(capacity: number, name: string, shape: StreakShape = 'spindle'): InstancedMesh {
  const material = new MeshBasicMaterial({
    color: '#ffffff',
    blending: AdditiveBlending,
    transparent: true,
    depthWrite: false,
  });
  const mesh = new InstancedMesh(streakGeometry(shape), material, Math.max(1, capacity));
  // Colours exist from the start, so the material's program is built with per-instance colour.
  mesh.instanceColor = new InstancedBufferAttribute(new Float32Array(Math.max(1, capacity) * 3), 3);
  mesh.count = 0;
  mesh.visible = false;
  // The streaks move every frame: the bounds computed once would cull them wrongly.
  mesh.frustumCulled = false;
  mesh.name = name;
  mesh.renderOrder = 2;
  return mesh;
}

/** A streak mesh for a component's lifetime (disposed with it). */
export function useStreakMesh(capacity: number, name: string, shape: StreakShape = 'spindle'): InstancedMesh {
  const mesh = useMemo(() => createStreakMesh(capacity, name, shape), [capacity, name, shape]);
  useEffect(
    () => () => {
      mesh.geometry.dispose();
      (mesh.material as MeshBasicMaterial).dispose();
      mesh.dispose();
    },
    [mesh],
  );
  return mesh;
}

const UP = new Vector3(0, 1, 0);
const start = new Vector3();
const dir = new Vector3();
const scale = new Vector3();
const turn = new Quaternion();
const matrix = new Matrix4();

/** Writes streak i: from (ax, ay, az) to (bx, by, bz), `radius` thick, glowing (r, g, b) (linear, may exceed 1). */
export function setStreak(
  mesh: InstancedMesh,
  i: number,
  a: readonly [number, number, number],
  b: readonly [number, number, number],
  radius: number,
  rgb: readonly [number, number, number],
  brightness = 1,
): void {
  start.set(a[0], a[1], a[2]);
  dir.set(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
  const length = dir.length();
  if (length > 1e-6) dir.divideScalar(length);
  else dir.copy(UP);
  turn.setFromUnitVectors(UP, dir);
  scale.set(radius, Math.max(length, 1e-3), radius);
  matrix.compose(start, turn, scale);
  mesh.setMatrixAt(i, matrix);
  mesh.instanceColor?.setXYZ(i, rgb[0] * brightness, rgb[1] * brightness, rgb[2] * brightness);
}

const blobA: [number, number, number] = [0, 0, 0];
const blobB: [number, number, number] = [0, 0, 0];

/** Writes streak i as a round glow of `radius` centred on (x, y, z). */
export function setGlow(
  mesh: InstancedMesh,
  i: number,
  centre: readonly [number, number, number],
  radius: number,
  rgb: readonly [number, number, number],
  brightness = 1,
): void {
  blobA[0] = blobB[0] = centre[0];
  blobA[1] = blobB[1] = centre[1];
  blobA[2] = centre[2] - radius;
  blobB[2] = centre[2] + radius;
  setStreak(mesh, i, blobA, blobB, radius, rgb, brightness);
}

/** Shows the first `count` streaks written this frame. */
export function showStreaks(mesh: InstancedMesh, count: number): void {
  mesh.count = count;
  mesh.visible = count > 0;
  mesh.instanceMatrix.needsUpdate = true;
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
}
