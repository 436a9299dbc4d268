import { OrbitControls, OrthographicCamera } from '@react-three/drei';
import { useMemo } from 'react';
import { tableToWorld } from './tableFrame.ts';
import { useFreeRect } from './useFreeRect.ts';
import { fitTopDownView, type TableBounds } from './viewFraming.ts';

/** Props of TopDownCamera: what the view frames. */
export type TopDownCameraProps = { frame: TableBounds };

/**
 * The top-down orthographic view: straight down on the table, the first player's edge at the bottom of the
 * screen, the table's content fitted into the part of the canvas no panel covers; pan and zoom, no rotation.
 */
export function TopDownCamera({ frame }: TopDownCameraProps) {
  const { width, height, free } = useFreeRect((frame.maxX - frame.minX) / Math.max(1, frame.maxY - frame.minY));
  const { zoom, centre } = fitTopDownView(frame, width, height, free);
  const target = useMemo(() => tableToWorld(centre.x, centre.y, 0), [centre.x, centre.y]);
  const position = useMemo(() => tableToWorld(centre.x, centre.y, 3000), [centre.x, centre.y]);
  // Screen-up is the table's +y direction.
  const up = useMemo(() => tableToWorld(0, 1, 0), []);
  return (
    <>
      <OrthographicCamera makeDefault position={position} up={up} zoom={zoom} near={10} far={40000} />
      <OrbitControls makeDefault target={target} enableRotate={false} screenSpacePanning />
    </>
  );
}
