import { useEffect, useMemo } from 'react';
import { makeLabelTexture } from './proceduralTextures.ts';

/** Props of ShipLabel. */
export type ShipLabelProps = { text: string; colour: string; heightMm: number; sizeMm?: number };

/** A ship's name floating above its model, always facing the camera (canvas-drawn, no font downloads). */
export function ShipLabel({ text, colour, heightMm, sizeMm = 10 }: ShipLabelProps) {
  const { texture, aspect } = useMemo(() => makeLabelTexture(text, colour), [text, colour]);
  useEffect(() => () => texture.dispose(), [texture]);
  return (
    <sprite name="ship-label" position={[0, 0, heightMm]} scale={[sizeMm * aspect, sizeMm, 1]} renderOrder={5}>
      <spriteMaterial map={texture} transparent depthWrite={false} depthTest={false} toneMapped={false} />
    </sprite>
  );
}
