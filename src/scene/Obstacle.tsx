import type { PlacedObstacle } from '../kernel/index.ts';
import { AsteroidRock } from './AsteroidRock.tsx';
import { DebrisCloud } from './DebrisCloud.tsx';
import { Footprint } from './Footprint.tsx';
import { polygonFootprint } from './footprints.ts';
import { ObstacleOutline } from './ObstacleOutline.tsx';

/** Props of Obstacle. */
export type ObstacleProps = { obstacle: PlacedObstacle };

/** One obstacle: its 3D body (rock or debris) and its exact outline on the mat. */
export function Obstacle({ obstacle }: ObstacleProps) {
  return (
    <group name={`obstacle:${obstacle.id}`}>
      {obstacle.kind === 'asteroid' ? <AsteroidRock obstacle={obstacle} /> : <DebrisCloud obstacle={obstacle} />}
      <ObstacleOutline polygon={obstacle.polygon} kind={obstacle.kind} />
      <Footprint {...polygonFootprint(obstacle.polygon)} />
    </group>
  );
}
