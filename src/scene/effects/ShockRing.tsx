import type { RefObject } from 'react';
import { AdditiveBlending, DoubleSide, type Mesh, type MeshBasicMaterial } from 'three';

/** Props of ShockRing: refs for the caller's useFrame, the ring's inner radius (outer 1) and its place. */
export type ShockRingProps = {
  meshRef: RefObject<Mesh | null>;
  materialRef: RefObject<MeshBasicMaterial | null>;
  innerRadius: number;
  position: readonly [number, number, number];
  visible?: boolean;
};

/**
 * A glowing ring lying flat, of radius 1 (its owner scales it out and sets its colour every frame): the shock ring
 * of an explosion or a bomb's blast, drawn additively so it brightens what it crosses.
 */
export function ShockRing({ meshRef, materialRef, innerRadius, position, visible = true }: ShockRingProps) {
  return (
    <mesh ref={meshRef} position={position} visible={visible} renderOrder={3}>
      <ringGeometry args={[innerRadius, 1, 64]} />
      <meshBasicMaterial
        ref={materialRef}
        blending={AdditiveBlending}
        side={DoubleSide}
        transparent
        depthWrite={false}
      />
    </mesh>
  );
}
