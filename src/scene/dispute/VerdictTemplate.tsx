import { Line } from '@react-three/drei';
import { useEffect, useMemo } from 'react';
import { ShapeGeometry } from 'three';
import type { TemplateShape } from '../../kernel/index.ts';
import { templatePolygon, templateShapeOutline } from '../shapes.ts';
import { closedRing } from '../tableFrame.ts';

/** Props of VerdictTemplate: the kernel's template, colour, fill opacity and whether the outline is dashed. */
export type VerdictTemplateProps = { template: TemplateShape; colour: string; fill: number; dashed?: boolean };

/** A maneuver template lying still on the mat, as the verdict uses it (full length dashed, the part that counts filled). */
export function VerdictTemplate({ template, colour, fill, dashed = false }: VerdictTemplateProps) {
  const geometry = useMemo(() => new ShapeGeometry(templateShapeOutline(template), 48), [template]);
  const ring = useMemo(() => closedRing(templatePolygon(template), 0.8), [template]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <group name="verdict-template">
      {fill > 0 && (
        <mesh geometry={geometry} position={[0, 0, 0.6]} renderOrder={2}>
          <meshBasicMaterial color={colour} transparent opacity={fill} depthWrite={false} toneMapped={false} />
        </mesh>
      )}
      <Line
        points={ring}
        color={colour}
        lineWidth={1.6}
        dashed={dashed}
        dashSize={4}
        gapSize={3}
        transparent
        opacity={0.95}
      />
    </group>
  );
}
