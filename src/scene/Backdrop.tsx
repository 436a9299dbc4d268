import { tableToWorld } from './tableFrame.ts';
import { SkyDome } from './SkyDome.tsx';
import { StarField } from './StarField.tsx';

/** Props of Backdrop. */
export type BackdropProps = { widthMm: number; heightMm: number };

/** Deep space around the table: the painted sky plus three layers of star points. */
export function Backdrop({ widthMm, heightMm }: BackdropProps) {
  const c = tableToWorld(widthMm / 2, heightMm / 2, 0);
  const centre: [number, number, number] = [c.x, c.y, c.z];
  const r = 9000;
  return (
    <group name="backdrop">
      <SkyDome radiusMm={r * 1.05} centre={centre} />
      <StarField count={3500} radiusMm={r} centre={centre} sizePx={1.2} seed={101} />
      <StarField count={700} radiusMm={r} centre={centre} sizePx={2} seed={202} />
      <StarField count={90} radiusMm={r} centre={centre} sizePx={3.2} seed={303} />
    </group>
  );
}
