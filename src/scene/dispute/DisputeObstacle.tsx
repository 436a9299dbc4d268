import { Line } from '@react-three/drei';
import { useMemo } from 'react';
import type { SituationObstacle as ScenarioObstacle } from '../../state/dispute/situation.ts';
import { obstacleFromPolygon, placeNamedObstacle, placeOutline } from '../../kernel/index.ts';
import { AsteroidRock } from '../AsteroidRock.tsx';
import { DebrisCloud } from '../DebrisCloud.tsx';
import { ObstacleOutline } from '../ObstacleOutline.tsx';
import { Footprint } from '../Footprint.tsx';
import { polygonFootprint } from '../footprints.ts';
import { ShipLabel } from '../ShipLabel.tsx';
import { closedRing, headingToRotation } from '../tableFrame.ts';
import { useDragHandle } from './useDragHandle.ts';

/** Props of DisputeObstacle: the obstacle as the situation gives it, its name ("Asteroid 2"), and whether it is selected. */
export type DisputeObstacleProps = { obstacle: ScenarioObstacle; label: string; selected: boolean };

/**
 * An obstacle of the dispute editor. Its body is built once around the origin (flip applied) and the group
 * carries the rotation and position, so dragging does not rebuild the geometry; placeOutline flips, rotates,
 * then moves in the same order. Its name floats over it, as the verdicts call it.
 */
export function DisputeObstacle({ obstacle: o, label, selected }: DisputeObstacleProps) {
  const flipped = o.flipped ?? false;
  const polygonKey = JSON.stringify(o.polygon ?? null);
  const local = useMemo(() => {
    const at = { x: 0, y: 0, rotationDeg: 0, flipped };
    if (o.shape) return placeNamedObstacle(o.id, o.shape, at);
    return obstacleFromPolygon(
      o.id,
      o.kind ?? 'asteroid',
      placeOutline(JSON.parse(polygonKey) as [number, number][], at),
    );
  }, [o.id, o.shape, o.kind, polygonKey, flipped]);
  const rotation = o.rotation ?? 0;
  const handlers = useDragHandle({ kind: 'obstacle', id: o.id, x: o.x, y: o.y, angleDeg: rotation });
  return (
    <group
      name={`obstacle:${o.id}`}
      position={[o.x, o.y, 0]}
      rotation={[0, 0, headingToRotation(rotation)]}
      {...handlers}
    >
      {local.kind === 'asteroid' ? <AsteroidRock obstacle={local} /> : <DebrisCloud obstacle={local} />}
      <ObstacleOutline polygon={local.polygon} kind={local.kind} />
      <Footprint {...polygonFootprint(local.polygon)} />
      {selected && <Line points={closedRing(local.polygon, 1.5)} color="#ffffff" lineWidth={2.2} />}
      <ShipLabel text={label} colour="#c8d2e6" heightMm={8} sizeMm={8} />
    </group>
  );
}
