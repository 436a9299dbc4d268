import { useEffect, useMemo } from 'react';
import type { SquareGrid } from '../../battle/timeline.ts';
import { asteroidRocks, blockedSquaresGeometry, PLANET_LOOK, planetOver, rocksGeometry } from './terrainGeometry.ts';

/** Props of GridTerrain. */
export type GridTerrainProps = { grid: SquareGrid };

/**
 * The blocked squares: each asteroid square a tinted tile with a drift of tumbling rocks, the planet squares one
 * planet spanning them (a sphere on the centre of their block), so line-of-sight blocks read at a glance. The
 * tiles are one merged mesh and the rocks another: the map costs a few draw calls however many squares block.
 */
export function GridTerrain({ grid }: GridTerrainProps) {
  const squares = useMemo(() => blockedSquaresGeometry(grid.blocked, grid.cellMm), [grid]);
  const rocks = useMemo(() => rocksGeometry(asteroidRocks(grid.blocked, grid.cellMm)), [grid]);
  const planet = useMemo(() => planetOver(grid), [grid]);
  // The merged geometries are this component's own (not shared with R3F's declarative ones): free them.
  useEffect(() => () => squares?.dispose(), [squares]);
  useEffect(() => () => rocks?.dispose(), [rocks]);
  return (
    <group name="ft-terrain">
      {squares && (
        <mesh name="ft-blocked-squares" geometry={squares}>
          <meshBasicMaterial vertexColors transparent opacity={0.22} depthWrite={false} />
        </mesh>
      )}
      {rocks && (
        <mesh name="ft-rocks" geometry={rocks} castShadow>
          <meshStandardMaterial color="#6d6257" roughness={0.95} flatShading />
        </mesh>
      )}
      {planet && (
        <group position={[planet.x, planet.y, planet.r * PLANET_LOOK.centreUp]}>
          <mesh castShadow>
            <sphereGeometry args={[planet.r * PLANET_LOOK.sphere, 40, 28]} />
            <meshStandardMaterial color="#3c7fb8" emissive="#0d2436" roughness={0.8} />
          </mesh>
          <mesh rotation={[1.2, 0.2, 0]}>
            <torusGeometry args={[planet.r * PLANET_LOOK.ring, 1.2, 6, 64]} />
            <meshBasicMaterial color="#9fd0ff" transparent opacity={0.4} />
          </mesh>
        </group>
      )}
    </group>
  );
}
