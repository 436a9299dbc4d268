import { useMemo } from 'react';
import type { SquareGrid } from '../../battle/timeline.ts';
import { between, seededRandom } from '../seededRandom.ts';

/** Props of GridTerrain. */
export type GridTerrainProps = { grid: SquareGrid };

interface Rock {
  x: number;
  y: number;
  z: number;
  r: number;
  rot: [number, number, number];
}

/**
 * The blocked squares: each asteroid square a tinted tile with a drift of tumbling rocks, the planet squares one
 * planet spanning them (a sphere on the centre of their block), so line-of-sight blocks read at a glance.
 */
export function GridTerrain({ grid }: GridTerrainProps) {
  const cell = grid.cellMm;
  const asteroids = grid.blocked.filter((b) => b.kind === 'asteroid');
  const planets = grid.blocked.filter((b) => b.kind === 'planet');
  const rocks = useMemo(() => {
    const out: Rock[] = [];
    for (const a of asteroids) {
      const rand = seededRandom(a.col * 131 + a.row * 7919 + 17);
      for (let k = 0; k < 6; k++)
        out.push({
          x: (a.col + between(rand, 0.15, 0.85)) * cell,
          y: (a.row + between(rand, 0.15, 0.85)) * cell,
          z: between(rand, 4, 22),
          r: between(rand, 2.5, 7),
          rot: [between(rand, 0, 6), between(rand, 0, 6), between(rand, 0, 6)],
        });
    }
    return out;
  }, [asteroids, cell]);
  const planet = useMemo(() => {
    if (!planets.length) return null;
    const cols = planets.map((p) => p.col);
    const rows = planets.map((p) => p.row);
    const c0 = Math.min(...cols);
    const c1 = Math.max(...cols) + 1;
    const r0 = Math.min(...rows);
    const r1 = Math.max(...rows) + 1;
    return { x: ((c0 + c1) / 2) * cell, y: ((r0 + r1) / 2) * cell, r: (Math.min(c1 - c0, r1 - r0) * cell) / 2 };
  }, [planets, cell]);
  return (
    <group name="ft-terrain">
      {[...asteroids, ...planets].map((b) => (
        <mesh key={`${b.kind}:${b.col},${b.row}`} position={[(b.col + 0.5) * cell, (b.row + 0.5) * cell, 0.3]}>
          <planeGeometry args={[cell, cell]} />
          <meshBasicMaterial
            color={b.kind === 'planet' ? '#2f6fb3' : '#a0643c'}
            transparent
            opacity={0.22}
            depthWrite={false}
          />
        </mesh>
      ))}
      {rocks.map((r, i) => (
        <mesh key={i} position={[r.x, r.y, r.z]} rotation={r.rot} castShadow>
          <dodecahedronGeometry args={[r.r, 0]} />
          <meshStandardMaterial color="#6d6257" roughness={0.95} flatShading />
        </mesh>
      ))}
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
