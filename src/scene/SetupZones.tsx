import { Line } from '@react-three/drei';
import { RANGE_BAND_MM } from '../kernel/index.ts';

/** Props of SetupZones. */
export type SetupZonesProps = { widthMm: number; heightMm: number };

const ZONE_COLOURS = { south: '#ff6a55', north: '#5aa8ff' } as const;

/**
 * Setup zones: each player's deployment strip within range 1 of their edge (rules: SETUP), and the dashed
 * range 1 and range 2 lines from every edge inside which no obstacle may be placed.
 */
export function SetupZones({ widthMm: w, heightMm: h }: SetupZonesProps) {
  const r1 = RANGE_BAND_MM;
  const r2 = 2 * RANGE_BAND_MM;
  const z = 0.2;
  const rect = (d: number): [number, number, number][] => [
    [d, d, z],
    [w - d, d, z],
    [w - d, h - d, z],
    [d, h - d, z],
    [d, d, z],
  ];
  return (
    <group name="setup-zones">
      <mesh position={[w / 2, r1 / 2, 0.1]}>
        <planeGeometry args={[w, r1]} />
        <meshBasicMaterial color={ZONE_COLOURS.south} transparent opacity={0.08} depthWrite={false} />
      </mesh>
      <mesh position={[w / 2, h - r1 / 2, 0.1]}>
        <planeGeometry args={[w, r1]} />
        <meshBasicMaterial color={ZONE_COLOURS.north} transparent opacity={0.08} depthWrite={false} />
      </mesh>
      <Line
        points={[
          [0, r1, z],
          [w, r1, z],
        ]}
        color={ZONE_COLOURS.south}
        lineWidth={1.5}
        transparent
        opacity={0.7}
      />
      <Line
        points={[
          [0, h - r1, z],
          [w, h - r1, z],
        ]}
        color={ZONE_COLOURS.north}
        lineWidth={1.5}
        transparent
        opacity={0.7}
      />
      <Line
        points={rect(r1)}
        color="#c8d4ea"
        lineWidth={1}
        dashed
        dashSize={8}
        gapSize={8}
        transparent
        opacity={0.35}
      />
      <Line points={rect(r2)} color="#c8d4ea" lineWidth={1} dashed dashSize={8} gapSize={8} transparent opacity={0.5} />
    </group>
  );
}
