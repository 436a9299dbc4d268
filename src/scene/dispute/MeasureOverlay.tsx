import { Line } from '@react-three/drei';
import { useMemo } from 'react';
import { type MeasureVerdict, rangeBandOutline } from '../../state/dispute/verdicts.ts';
import { closedRing } from '../tableFrame.ts';
import { FlatShape } from './FlatShape.tsx';
import { MatLabel } from './MatLabel.tsx';

/** Props of MeasureOverlay: one range/arc verdict. */
export type MeasureOverlayProps = { verdict: MeasureVerdict };

/** Colours of the range and arc drawing. */
export const MEASURE_COLOURS = {
  arc: '#ff6b6b',
  bands: ['#9cffb0', '#ffe08a', '#ff9f7a'] as const,
  closest: '#ffffff',
  attack: '#ffe14d',
  tie: '#ffe14d',
  obstructed: '#ff4d4d',
} as const;

const segment = (l: [[number, number], [number, number]], z: number): [number, number, number][] => [
  [l[0][0], l[0][1], z],
  [l[1][0], l[1][1], z],
];

/**
 * One range/arc question on the mat: the attacker's primary arc shaded, the range 1–3 band outlines around
 * its base, the closest line with its length, the attack line inside the arc (red when obstructed), and the
 * whole band of tied lines when facing edges are parallel.
 */
export function MeasureOverlay({ verdict: v }: MeasureOverlayProps) {
  const f = v.figures;
  const bands = useMemo(
    () => ([1, 2, 3] as const).map((r) => closedRing(rangeBandOutline(v.attackerSquare, r), 0.9)),
    [v.attackerSquare],
  );
  const mid = (l: [[number, number], [number, number]]) => ({ x: (l[0][0] + l[1][0]) / 2, y: (l[0][1] + l[1][1]) / 2 });
  const closestMid = mid(f.line);
  return (
    <group name={`measure-overlay:${v.index}`}>
      {v.arc && v.arc.length >= 6 && (
        <FlatShape polygon={v.arc} colour={MEASURE_COLOURS.arc} opacity={0.1} heightMm={0.3} />
      )}
      {bands.map((ring, i) => (
        <Line
          key={i}
          points={ring}
          color={MEASURE_COLOURS.bands[i]}
          lineWidth={1.2}
          dashed
          dashSize={6}
          gapSize={4}
          transparent
          opacity={0.8}
        />
      ))}
      {v.tieBands.map((b, i) => (
        <FlatShape
          key={`tie${i}`}
          polygon={[
            b.from.x,
            b.from.y,
            b.to.x,
            b.to.y,
            b.to.x + b.dir.x * b.widthMm,
            b.to.y + b.dir.y * b.widthMm,
            b.from.x + b.dir.x * b.widthMm,
            b.from.y + b.dir.y * b.widthMm,
          ]}
          colour={f.obstructed ? MEASURE_COLOURS.obstructed : MEASURE_COLOURS.tie}
          opacity={0.28}
          heightMm={0.7}
        />
      ))}
      <Line points={segment(f.line, 2)} color={MEASURE_COLOURS.closest} lineWidth={2} />
      <MatLabel
        text={`${f.distance.toFixed(2)} mm · ${f.range === null ? 'beyond 3' : `range ${f.range}`}`}
        colour={MEASURE_COLOURS.closest}
        x={closestMid.x + 80}
        y={closestMid.y}
      />
      {f.arcLine && (
        <>
          <Line
            points={segment(f.arcLine, 2.2)}
            color={f.obstructed ? MEASURE_COLOURS.obstructed : MEASURE_COLOURS.attack}
            lineWidth={2.4}
            dashed
            dashSize={4}
            gapSize={2}
          />
          <MatLabel
            text={`attack ${(f.arcDistance ?? f.distance).toFixed(2)} mm${f.obstructed ? ' · obstructed' : ''}`}
            colour={f.obstructed ? MEASURE_COLOURS.obstructed : MEASURE_COLOURS.attack}
            x={mid(f.arcLine).x - 80}
            y={mid(f.arcLine).y - 12}
          />
        </>
      )}
    </group>
  );
}
