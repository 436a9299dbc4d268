import type { RefObject } from 'react';
import type { BufferGeometry, Group, MeshBasicMaterial, PointsMaterial } from 'three';

/** Props of HullHit: the base's side and the model's height (mm), the sparks, and the parts the flash animates. */
export type HullHitProps = {
  sideMm: number;
  heightMm: number;
  sparks: BufferGeometry;
  core: RefObject<Group | null>;
  coreMaterial: RefObject<MeshBasicMaterial | null>;
  sparkMaterial: RefObject<PointsMaterial | null>;
};

/** A hull hit: a white-orange flash at the ship and sparks flying out of it. */
export function HullHit({ sideMm, heightMm, sparks, core, coreMaterial, sparkMaterial }: HullHitProps) {
  return (
    <>
      <group ref={core} position={[0, 0, heightMm]}>
        <mesh>
          <sphereGeometry args={[sideMm * 0.45, 20, 14]} />
          <meshBasicMaterial ref={coreMaterial} color="#ffd9a0" transparent depthWrite={false} toneMapped={false} />
        </mesh>
      </group>
      <points geometry={sparks} frustumCulled={false}>
        <pointsMaterial
          ref={sparkMaterial}
          color="#ffb347"
          size={7}
          sizeAttenuation
          transparent
          depthWrite={false}
          toneMapped={false}
        />
      </points>
    </>
  );
}
