import { useEffect, useMemo } from 'react';
import { makeMatTexture } from './proceduralTextures.ts';

/** Props of SpaceMat. */
export type SpaceMatProps = { widthMm: number; heightMm: number; seed?: number };

/** The printed space mat (procedural starfield and nebula) on a thin neoprene slab; its top is the table plane. */
export function SpaceMat({ widthMm, heightMm, seed = 7 }: SpaceMatProps) {
  const texture = useMemo(() => makeMatTexture(seed), [seed]);
  useEffect(() => () => texture.dispose(), [texture]);
  const thickness = 3;
  return (
    <group name="space-mat">
      <mesh position={[widthMm / 2, heightMm / 2, 0]} receiveShadow>
        <planeGeometry args={[widthMm, heightMm]} />
        <meshStandardMaterial map={texture} roughness={0.92} metalness={0} />
      </mesh>
      <mesh position={[widthMm / 2, heightMm / 2, -thickness / 2 - 0.05]}>
        <boxGeometry args={[widthMm + 1.5, heightMm + 1.5, thickness]} />
        <meshStandardMaterial color="#0a0c12" roughness={0.85} />
      </mesh>
    </group>
  );
}
