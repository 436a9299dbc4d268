import type { RefObject } from 'react';
import type { Group, MeshBasicMaterial } from 'three';

/** Props of ShieldHit: the base's side and the model's height (mm), and the parts the flash animates. */
export type ShieldHitProps = {
  sideMm: number;
  heightMm: number;
  bubble: RefObject<Group | null>;
  bubbleMaterial: RefObject<MeshBasicMaterial | null>;
  ringMaterial: RefObject<MeshBasicMaterial | null>;
};

/** A shield hit: a blue bubble around the ship and a ring on the table under it. */
export function ShieldHit({ sideMm, heightMm, bubble, bubbleMaterial, ringMaterial }: ShieldHitProps) {
  return (
    <>
      <group ref={bubble} position={[0, 0, heightMm]}>
        <mesh>
          <sphereGeometry args={[sideMm * 0.85, 32, 20]} />
          <meshBasicMaterial ref={bubbleMaterial} color="#5ab8ff" transparent depthWrite={false} toneMapped={false} />
        </mesh>
      </group>
      <mesh position={[0, 0, 2]}>
        <ringGeometry args={[sideMm * 0.72, sideMm * 0.86, 48]} />
        <meshBasicMaterial ref={ringMaterial} color="#9fdcff" transparent depthWrite={false} toneMapped={false} />
      </mesh>
    </>
  );
}
