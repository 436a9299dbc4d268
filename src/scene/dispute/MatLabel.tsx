import { ShipLabel } from '../ShipLabel.tsx';

/** Props of MatLabel: text, colour and where (table mm) it floats. */
export type MatLabelProps = { text: string; colour: string; x: number; y: number; sizeMm?: number };

/** A camera-facing text label above a point of the mat (canvas-drawn, so PNG exports include it). */
export function MatLabel({ text, colour, x, y, sizeMm = 16 }: MatLabelProps) {
  return (
    <group position={[x, y, 0]}>
      <ShipLabel text={text} colour={colour} heightMm={6} sizeMm={sizeMm} />
    </group>
  );
}
