import type { BaseSize } from '../kernel/index.ts';
import { STAND } from './shipDimensions.ts';

/** Props of ShipPeg. */
export type ShipPegProps = { size: BaseSize };

/** The clear plastic peg from the base up to the model, with its socket. */
export function ShipPeg({ size }: ShipPegProps) {
  const { baseTopMm, pegRadiusMm, modelHeightMm } = STAND[size];
  const height = modelHeightMm - baseTopMm;
  return (
    <group name="ship-peg">
      <mesh position={[0, 0, baseTopMm + 1]} rotation={[Math.PI / 2, 0, 0]} castShadow>
        <cylinderGeometry args={[pegRadiusMm * 2, pegRadiusMm * 2.2, 2, 20]} />
        <meshStandardMaterial color="#1b1c22" roughness={0.4} />
      </mesh>
      <mesh position={[0, 0, baseTopMm + height / 2]} rotation={[Math.PI / 2, 0, 0]}>
        <cylinderGeometry args={[pegRadiusMm, pegRadiusMm, height, 16]} />
        <meshStandardMaterial color="#cfe0ff" roughness={0.15} transparent opacity={0.38} depthWrite={false} />
      </mesh>
    </group>
  );
}
