import { Line } from '@react-three/drei';
import { coordAt } from '../../kernel/index.ts';
import type { MoveVerdict } from '../../state/dispute/verdicts.ts';
import { FlatShape } from './FlatShape.tsx';
import { GhostBase } from './GhostBase.tsx';
import { MatLabel } from './MatLabel.tsx';
import { VerdictTemplate } from './VerdictTemplate.tsx';

/** Props of MoveOverlay: one move's verdict. */
export type MoveOverlayProps = { verdict: MoveVerdict };

/** Colours of the move drawing, named for the legend in the verdict panel. */
export const MOVE_COLOURS = {
  template: '#7fe3ff',
  fullTemplate: '#9aa7ff',
  path: '#7fe3ff',
  backedUp: '#ffb347',
  final: '#ffffff',
  fullLength: '#ff5a5a',
  backingUp: '#ffb347',
  slideEnd: '#7dff9a',
  legal: '#3ddc84',
  illegal: '#ff4d4d',
  contact: '#ffe14d',
} as const;

/** The average of a polygon's corners (table mm), where a stretch's reason is written. */
const centroid = (poly: number[]) => {
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < poly.length; i += 2) {
    x += coordAt(poly, i);
    y += coordAt(poly, i + 1);
  }
  const n = poly.length / 2;
  return { x: x / n, y: y / n };
};

const lifted = (pts: [number, number][], z: number) => pts.map(([x, y]): [number, number, number] => [x, y, z]);

/**
 * One maneuver or action drawn on the mat: the full-length template (dashed) and the part that counts (filled),
 * the base's path and the stretch it backed up over, every ghost position considered, the contact point, and
 * the legal (green) and illegal (red) slide positions.
 */
export function MoveOverlay({ verdict: v }: MoveOverlayProps) {
  const truncated = v.figures.progress < 1 && v.fullTemplate !== null;
  return (
    <group name={`move-overlay:${v.index}`}>
      {v.slides.map((s, i) => (
        <FlatShape
          key={`slide${i}`}
          polygon={s.area}
          colour={s.legal ? MOVE_COLOURS.legal : MOVE_COLOURS.illegal}
          opacity={s.legal ? 0.3 : 0.35}
          heightMm={0.4 + i * 0.01}
        />
      ))}
      {v.slides
        .filter((s) => !s.legal && s.reason)
        .map((s, i) => {
          const c = centroid(s.area);
          return (
            <MatLabel key={`why${i}`} text={s.reason ?? ''} colour={MOVE_COLOURS.illegal} x={c.x} y={c.y} sizeMm={9} />
          );
        })}
      {truncated && v.fullTemplate && (
        <VerdictTemplate template={v.fullTemplate} colour={MOVE_COLOURS.fullTemplate} fill={0} dashed />
      )}
      {v.usedTemplate && <VerdictTemplate template={v.usedTemplate} colour={MOVE_COLOURS.template} fill={0.3} />}
      {v.travelled.length > 1 && <Line points={lifted(v.travelled, 1.4)} color={MOVE_COLOURS.path} lineWidth={2.2} />}
      {v.backedUp.length > 1 && (
        <Line
          points={lifted(v.backedUp, 1.4)}
          color={MOVE_COLOURS.backedUp}
          lineWidth={2.2}
          dashed
          dashSize={3}
          gapSize={2}
        />
      )}
      {v.ghosts.map((g, i) => (
        <GhostBase
          key={`ghost${i}`}
          pose={g.pose}
          size={v.size}
          colour={
            g.role === 'final'
              ? MOVE_COLOURS.final
              : g.role === 'full-length'
                ? MOVE_COLOURS.fullLength
                : g.role === 'slide-end'
                  ? MOVE_COLOURS.slideEnd
                  : MOVE_COLOURS.backingUp
          }
          dashed={g.role !== 'final'}
          opacity={g.role === 'backing-up' ? 0.55 : 0.95}
        />
      ))}
      {v.contact && (
        <>
          <mesh position={[v.contact.at.x, v.contact.at.y, 2]} renderOrder={4}>
            <circleGeometry args={[2.6, 24]} />
            <meshBasicMaterial color={MOVE_COLOURS.contact} toneMapped={false} depthTest={false} />
          </mesh>
          <MatLabel
            text="contact"
            colour={MOVE_COLOURS.contact}
            x={v.contact.at.x + 14}
            y={v.contact.at.y}
            sizeMm={7}
          />
        </>
      )}
    </group>
  );
}
