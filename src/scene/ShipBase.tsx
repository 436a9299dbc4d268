import { Line } from '@react-three/drei';
import { useEffect, useMemo } from 'react';
import { ExtrudeGeometry } from 'three';
import { BASE_SIDE_MM, type BaseSize, footprintOutline, PRIMARY_ARC_HALF_ANGLE_DEG } from '../kernel/index.ts';
import { makeTokenTexture } from './proceduralTextures.ts';
import { polygonShape } from './shapes.ts';
import { STAND } from './shipDimensions.ts';
import { closedRing } from './tableFrame.ts';

/** Props of ShipBase. */
export type ShipBaseProps = { size: BaseSize; name: string; accent: string };

const ORIGIN = { x: 0, y: 0, headingDeg: 0 };

/**
 * A ship's base in ship-local table coordinates (forward +x, left +y, up +z): the exact kernel outline with its
 * four guides as black plastic, the printed token on top, the primary arc lines at the kernel's half-angle, and
 * the exact outline traced on the mat.
 */
export function ShipBase({ size, name, accent }: ShipBaseProps) {
  const side = BASE_SIDE_MM[size];
  const half = side / 2;
  const { baseTopMm, pegRadiusMm } = STAND[size];
  const outline = useMemo(() => footprintOutline(ORIGIN, size), [size]);
  const geometry = useMemo(
    () => new ExtrudeGeometry(polygonShape(outline), { depth: baseTopMm, bevelEnabled: false, curveSegments: 1 }),
    [outline, baseTopMm],
  );
  const halfAngle = PRIMARY_ARC_HALF_ANGLE_DEG[size];
  const token = useMemo(
    () => makeTokenTexture({ name, colour: accent, arcHalfAngleDeg: halfAngle }),
    [name, accent, halfAngle],
  );
  useEffect(
    () => () => {
      geometry.dispose();
      token.dispose();
    },
    [geometry, token],
  );
  // Arc lines: from just outside the peg to the front edge, 2.95 / 3.95 mm in from the corners.
  const t = Math.tan((halfAngle * Math.PI) / 180);
  const r0 = pegRadiusMm + 2.5;
  const c = Math.cos((halfAngle * Math.PI) / 180);
  const s = Math.sin((halfAngle * Math.PI) / 180);
  const zArc = baseTopMm + 0.12;
  const ring = useMemo(() => closedRing(outline, 0.45), [outline]);
  return (
    <group name="ship-base">
      <mesh geometry={geometry} castShadow receiveShadow>
        <meshStandardMaterial color="#121317" roughness={0.38} metalness={0.1} />
      </mesh>
      <mesh position={[0, 0, baseTopMm + 0.05]} receiveShadow>
        <planeGeometry args={[side - 0.6, side - 0.6]} />
        <meshStandardMaterial map={token} roughness={0.7} />
      </mesh>
      {/* Both arc lines as one segments object: one draw call per base instead of two. */}
      <Line
        segments
        points={[
          [r0 * c, r0 * s, zArc],
          [half, half * t, zArc],
          [r0 * c, -r0 * s, zArc],
          [half, -half * t, zArc],
        ]}
        color={accent}
        lineWidth={2.2}
      />
      <Line points={ring} color={accent} lineWidth={1.6} transparent opacity={0.9} />
    </group>
  );
}
