import { useEffect, useMemo } from 'react';
import type { PlacedObstacle } from '../kernel/index.ts';
import { rockBouldersGeometry, rockSlabGeometry } from './obstacleGeometry.ts';
import { makeRockGrainTexture } from './proceduralTextures.ts';

/** Props of AsteroidRock. */
export type AsteroidRockProps = { obstacle: PlacedObstacle };

/** An asteroid: the exact kernel outline extruded into a bevelled rock slab, with boulders heaped on top. */
export function AsteroidRock({ obstacle }: AsteroidRockProps) {
  const slab = useMemo(() => rockSlabGeometry(obstacle.polygon), [obstacle]);
  const boulders = useMemo(() => rockBouldersGeometry(obstacle.id, obstacle.polygon), [obstacle]);
  const grain = useMemo(() => {
    const t = makeRockGrainTexture();
    t.repeat.set(1 / 45, 1 / 45);
    return t;
  }, []);
  useEffect(
    () => () => {
      slab.dispose();
      boulders?.dispose();
      grain.dispose();
    },
    [slab, boulders, grain],
  );
  return (
    <group name={`asteroid:${obstacle.id}`}>
      <mesh geometry={slab} castShadow receiveShadow>
        <meshStandardMaterial color="#6b645d" roughness={0.96} metalness={0.02} bumpMap={grain} bumpScale={1.2} />
      </mesh>
      {boulders && (
        <mesh geometry={boulders} castShadow receiveShadow>
          <meshStandardMaterial color="#7a736b" roughness={0.93} metalness={0.03} flatShading />
        </mesh>
      )}
    </group>
  );
}
