import { useEffect, useMemo } from 'react';
import { ShapeGeometry } from 'three';
import type { PlacedObstacle } from '../kernel/index.ts';
import { debrisFragmentsGeometry } from './obstacleGeometry.ts';
import { polygonShape } from './shapes.ts';

/** Props of DebrisCloud. */
export type DebrisCloudProps = { obstacle: PlacedObstacle };

/** A debris cloud: a translucent haze over the exact outline with small flat fragments scattered inside it. */
export function DebrisCloud({ obstacle }: DebrisCloudProps) {
  const haze = useMemo(() => new ShapeGeometry(polygonShape(obstacle.polygon)), [obstacle]);
  const fragments = useMemo(() => debrisFragmentsGeometry(obstacle.id, obstacle.polygon), [obstacle]);
  useEffect(
    () => () => {
      haze.dispose();
      fragments?.dispose();
    },
    [haze, fragments],
  );
  return (
    <group name={`debris:${obstacle.id}`}>
      <mesh geometry={haze} position={[0, 0, 0.25]}>
        <meshBasicMaterial color="#ff9a4d" transparent opacity={0.16} depthWrite={false} />
      </mesh>
      {fragments && (
        <mesh geometry={fragments} castShadow receiveShadow>
          <meshStandardMaterial color="#8d8a86" roughness={0.45} metalness={0.65} />
        </mesh>
      )}
    </group>
  );
}
