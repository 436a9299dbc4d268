import { OrbitControls, OrthographicCamera } from '@react-three/drei';
import { useMemo } from 'react';
import { tableToWorld } from './tableFrame.ts';
import { useFreeRect } from './useFreeRect.ts';
import { type Framing, fitTopDownToItems } from './shipFraming.ts';
import { fitTopDownView, type TableBounds } from './viewFraming.ts';

/** Props of TopDownCamera: the bounds the view frames, and the ships it brings as close as the panels allow. */
export type TopDownCameraProps = { frame: TableBounds; framing?: Framing };

/**
 * The top-down orthographic view: straight down on the table, the first player's edge at the bottom of the
 * screen, the ships as close as they come whole and clear of the panels (else the bounds fitted
 * into the part of the canvas no panel covers); pan and zoom, no rotation.
 */
export function TopDownCamera({ frame, framing }: TopDownCameraProps) {
  const aspect = (frame.maxX - frame.minX) / Math.max(1, frame.maxY - frame.minY);
  const { width, height, free, obstructions } = useFreeRect(aspect);
  const { zoom, centre } = useMemo(() => {
    const bounds = fitTopDownView(frame, width, height, free);
    return fitTopDownToItems(framing?.items ?? [], width, height, obstructions, bounds.zoom) ?? bounds;
  }, [frame, framing, width, height, free, obstructions]);
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
