import { OrbitControls, OrthographicCamera } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useMemo } from 'react';
import { topDownZoom } from './cameraViews.ts';
import { tableToWorld } from './tableFrame.ts';

/** Props of TopDownCamera. */
export type TopDownCameraProps = { widthMm: number; heightMm: number };

/**
 * The top-down orthographic view: straight down on the table, the first player's edge at the bottom of the
 * screen, the whole play area fitted; pan and zoom, no rotation.
 */
export function TopDownCamera({ widthMm, heightMm }: TopDownCameraProps) {
  const size = useThree((s) => s.size);
  const target = useMemo(() => tableToWorld(widthMm / 2, heightMm / 2, 0), [widthMm, heightMm]);
  const position = useMemo(() => tableToWorld(widthMm / 2, heightMm / 2, 3000), [widthMm, heightMm]);
  // Screen-up is the table's +y direction.
  const up = useMemo(() => tableToWorld(0, 1, 0), []);
  const zoom = topDownZoom(size.width, size.height, widthMm, heightMm);
  return (
    <>
      <OrthographicCamera makeDefault position={position} up={up} zoom={zoom} near={10} far={40000} />
      <OrbitControls makeDefault target={target} enableRotate={false} screenSpacePanning />
    </>
  );
}
