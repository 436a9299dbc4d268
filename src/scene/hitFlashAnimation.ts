/**
 * What a hit flash animates each frame, as plain functions of the flash's progress u ∈ [0, 1): the shield
 * bubble swelling and fading, the hull flash growing and fading, the sparks flying out and falling, and the
 * damage numbers rising.
 */
import { type RefObject, useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry, type Group, type MeshBasicMaterial, type PointsMaterial } from 'three';
import { hashString, seededRandom } from './seededRandom.ts';

/** Sparks per hull flash. */
export const SPARKS = 40;

/** A spark's direction (a unit vector times a speed), float32 like the buffers it is drawn from. */
export type SparkDirection = readonly [number, number, number];

/** Spark directions (seeded by the flash so every replay looks the same). */
export function sparkDirections(seed: number): SparkDirection[] {
  const rnd = seededRandom(seed);
  const out: SparkDirection[] = [];
  for (let i = 0; i < SPARKS; i++) {
    const a = rnd() * Math.PI * 2;
    const z = rnd() * 1.6 - 0.6;
    const s = 0.6 + rnd() * 0.8;
    const r = Math.sqrt(Math.max(0, 1 - Math.min(1, z * z)));
    out.push([Math.fround(Math.cos(a) * r * s), Math.fround(Math.sin(a) * r * s), Math.fround(z * s)]);
  }
  return out;
}

/** A flash's spark directions and the points geometry they are written into (disposed with the flash). */
export function useSparks(seedKey: string): { directions: SparkDirection[]; geometry: BufferGeometry } {
  const directions = useMemo(() => sparkDirections(hashString(seedKey)), [seedKey]);
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(SPARKS * 3), 3));
    return g;
  }, []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return { directions, geometry };
}

/** Moves the sparks out to `reach` (mm) from the flash's centre `heightMm` up, falling as u grows. */
export function placeSparks(
  geometry: BufferGeometry,
  directions: readonly SparkDirection[],
  reach: number,
  heightMm: number,
  u: number,
): void {
  const pos = geometry.getAttribute('position') as BufferAttribute;
  for (const [i, [dx, dy, dz]] of directions.entries()) {
    pos.setXYZ(i, dx * reach, dy * reach, heightMm + dz * reach - 20 * u * u);
  }
  pos.needsUpdate = true;
}

/** The parts of a hit flash its frame loop animates (each null while not mounted). */
export interface HitFlashParts {
  bubble: RefObject<Group | null>;
  core: RefObject<Group | null>;
  bubbleMaterial: RefObject<MeshBasicMaterial | null>;
  ringMaterial: RefObject<MeshBasicMaterial | null>;
  coreMaterial: RefObject<MeshBasicMaterial | null>;
  sparkMaterial: RefObject<PointsMaterial | null>;
  numbers: RefObject<HTMLDivElement | null>;
}

/** Scales and fades the flash's mounted parts for progress u. */
export function animateHitFlash(parts: HitFlashParts, u: number): void {
  parts.bubble.current?.scale.setScalar(0.85 + 0.35 * Math.sqrt(u));
  if (parts.bubbleMaterial.current) parts.bubbleMaterial.current.opacity = 0.45 * (1 - u);
  if (parts.ringMaterial.current) parts.ringMaterial.current.opacity = 0.8 * (1 - u);
  parts.core.current?.scale.setScalar(0.4 + 1.2 * u);
  if (parts.coreMaterial.current) parts.coreMaterial.current.opacity = 0.95 * (1 - u) * (1 - u);
  if (parts.sparkMaterial.current) parts.sparkMaterial.current.opacity = 1 - u;
}
