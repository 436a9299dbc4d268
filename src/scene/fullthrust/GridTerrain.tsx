import { useEffect, useMemo } from 'react';
import type { SquareGrid } from '../../battle/timeline.ts';
import { asteroidRocks, blockedSquaresGeometry, rocksGeometry } from './terrainGeometry.ts';

/** Props of GridTerrain. */
export type GridTerrainProps = { grid: SquareGrid };

/** The planet drawn over the planet squares: centre of their block and radius, mm (null when there are none). */
function planetOver(grid: SquareGrid): { x: number; y: number; r: number } | null {
  const planets = grid.blocked.filter((b) => b.kind === 'planet');
  if (!planets.length) return null;
  const cols = planets.map((p) => p.col);
  const rows = planets.map((p) => p.row);
  const c0 = Math.min(...cols);
  const c1 = Math.max(...cols) + 1;
  const r0 = Math.min(...rows);
  const r1 = Math.max(...rows) + 1;
  const cell = grid.cellMm;
  return { x: ((c0 + c1) / 2) * cell, y: ((r0 + r1) / 2) * cell, r: (Math.min(c1 - c0, r1 - r0) * cell) / 2 };
}

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
        <group position={[planet.x, planet.y, planet.r * 0.6]}>
          <mesh castShadow>
            <sphereGeometry args={[planet.r * 0.92, 40, 28]} />
            <meshStandardMaterial color="#3c7fb8" emissive="#0d2436" roughness={0.8} />
          </mesh>
          <mesh rotation={[1.2, 0.2, 0]}>
            <torusGeometry args={[planet.r * 1.25, 1.2, 6, 64]} />
            <meshBasicMaterial color="#9fd0ff" transparent opacity={0.4} />
          </mesh>
        </group>
      )}
    </group>
  );
}
