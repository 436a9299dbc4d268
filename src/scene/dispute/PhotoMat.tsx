import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { CanvasTexture, SRGBColorSpace } from 'three';
import { photoAreaAtom, photoViewAtom, rectifiedPhotoAtom } from '../../state/photo/photoAtoms.ts';
import { photoTestApi } from '../../state/photo/photoTestApi.ts';
import { canvasOf } from './rectifiedCanvas.ts';
import { PhotoTestCamera } from './PhotoTestCamera.tsx';

/** Props of PhotoMat. */
export type PhotoMatProps = Record<string, never>;

/**
 * The table photo, rectified, as the texture of the mat under the scene (just above the printed mat, below
 * every base and template), as opaque as the panel's slider says; nothing while it is switched off ("before")
 * or not calibrated.
 */
export function PhotoMat(_: PhotoMatProps) {
  const image = useAtomValue(rectifiedPhotoAtom);
  const view = useAtomValue(photoViewAtom);
  const area = useAtomValue(photoAreaAtom);
  const texture = useMemo(() => {
    if (!image) return null;
    const t = new CanvasTexture(canvasOf(image));
    t.colorSpace = SRGBColorSpace;
    t.anisotropy = 4;
    return t;
  }, [image]);
  useEffect(() => {
    const api = photoTestApi();
    api.rectified = () => (image && view.showOnMat ? { widthPx: image.widthPx, heightPx: image.heightPx } : null);
    if (texture) api.textureUpdates += 1;
    return () => texture?.dispose();
  }, [texture, image, view.showOnMat]);
  if (!texture || !view.showOnMat) return <PhotoTestCamera />;
  return (
    <>
      <PhotoTestCamera />
      <mesh name="photo-mat" position={[area.widthMm / 2, area.heightMm / 2, 0.15]} renderOrder={-1}>
        <planeGeometry args={[area.widthMm, area.heightMm]} />
        <meshBasicMaterial map={texture} transparent opacity={view.opacity} depthWrite={false} toneMapped={false} />
      </mesh>
    </>
  );
}
