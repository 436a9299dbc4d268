import { useEffect, useMemo, useRef } from 'react';
import type { Sprite } from 'three';
import { labelRegistry } from './labelLayout.ts';
import { makeLabelTexture } from './proceduralTextures.ts';

/** Props of ShipLabel. */
export type ShipLabelProps = { text: string; colour: string; heightMm: number; sizeMm?: number };

/**
 * A ship's name floating above its model, always facing the camera (canvas-drawn, no font downloads); LabelLayout
 * keeps it readable (at least LABEL_MIN_PX tall) and stacks it clear of the other labels.
 */
export function ShipLabel({ text, colour, heightMm, sizeMm = 10 }: ShipLabelProps) {
  const sprite = useRef<Sprite>(null);
  const { texture, aspect } = useMemo(() => makeLabelTexture(text, colour), [text, colour]);
  useEffect(() => () => texture.dispose(), [texture]);
  useEffect(() => {
    const s = sprite.current;
    if (!s) return;
    const entry = { sprite: s, text, sizeMm, aspect };
    labelRegistry.add(entry);
    return () => {
      labelRegistry.delete(entry);
    };
  }, [text, sizeMm, aspect]);
  return (
    <sprite
      ref={sprite}
      name="ship-label"
      position={[0, 0, heightMm]}
      scale={[sizeMm * aspect, sizeMm, 1]}
      center={[0.5, 0]}
      renderOrder={5}
    >
      <spriteMaterial map={texture} transparent depthWrite={false} depthTest={false} toneMapped={false} />
    </sprite>
  );
}
