import { useEffect, useMemo } from 'react';
import { ShapeGeometry } from 'three';
import { polygonShape } from '../shapes.ts';

/** Props of FlatShape: a flat table polygon [x0, y0, …] in mm, its colour and opacity, and its height (mm). */
export type FlatShapeProps = { polygon: ArrayLike<number>; colour: string; opacity: number; heightMm?: number };

/** A filled, see-through polygon lying on the mat (shading for arcs, slides and tie bands). */
export function FlatShape({ polygon, colour, opacity, heightMm = 0.5 }: FlatShapeProps) {
  const geometry = useMemo(() => new ShapeGeometry(polygonShape(polygon)), [polygon]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <mesh geometry={geometry} position={[0, 0, heightMm]} renderOrder={2}>
      <meshBasicMaterial color={colour} transparent opacity={opacity} depthWrite={false} toneMapped={false} />
    </mesh>
  );
}
