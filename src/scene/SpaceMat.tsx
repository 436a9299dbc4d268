import { useMemo } from 'react';
import type { CanvasTexture } from 'three';
import { makeMatTexture } from './proceduralTextures.ts';

/** Props of SpaceMat. */
export type SpaceMatProps = { widthMm: number; heightMm: number; seed?: number };

/** Painted once per page and seed and kept (never disposed): repainting and uploading a mat whenever the scene
 * remounts (a scenario after a battle) took tens of seconds in software WebGL. */
const matTextures = new Map<number, CanvasTexture>();

/** The printed space mat (procedural starfield and nebula) on a thin neoprene slab; its top is the table plane. */
export function SpaceMat({ widthMm, heightMm, seed = 7 }: SpaceMatProps) {
  const texture = useMemo(() => {
    const kept = matTextures.get(seed) ?? makeMatTexture(seed);
    matTextures.set(seed, kept);
    return kept;
  }, [seed]);
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
