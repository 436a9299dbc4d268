import { useMemo } from 'react';
import { BackSide, type CanvasTexture } from 'three';
import { makeSkyTexture } from './proceduralTextures.ts';

/** Props of SkyDome. */
export type SkyDomeProps = { radiusMm: number; centre: [number, number, number] };

/** Painted once per page and kept (never disposed): repainting and uploading it whenever the scene remounts
 * (a scenario after a battle) took tens of seconds in software WebGL. */
let skyTexture: CanvasTexture | null = null;

/** The deep-space backdrop: a large inward-facing sphere with a painted galactic band. */
export function SkyDome({ radiusMm, centre }: SkyDomeProps) {
  const texture = useMemo(() => (skyTexture ??= makeSkyTexture()), []);
  return (
    <mesh name="sky-dome" position={centre} rotation={[0.35, 0.8, 0.15]} renderOrder={-10}>
      <sphereGeometry args={[radiusMm, 48, 24]} />
      <meshBasicMaterial map={texture} side={BackSide} depthWrite={false} toneMapped={false} fog={false} />
    </mesh>
  );
}
