import { Line } from '@react-three/drei';
import { useMemo } from 'react';
import type { ObstacleKind } from '../kernel/index.ts';
import { closedRing } from './tableFrame.ts';

/** Props of ObstacleOutline. */
export type ObstacleOutlineProps = { polygon: Float64Array; kind: ObstacleKind };

const OUTLINE_COLOUR: Record<ObstacleKind, string> = { asteroid: '#e6d3b0', debris: '#ffab66' };

/** The exact kernel outline of an obstacle token, traced on the mat. */
export function ObstacleOutline({ polygon, kind }: ObstacleOutlineProps) {
  const points = useMemo(() => closedRing(polygon, 0.35), [polygon]);
  return <Line points={points} color={OUTLINE_COLOUR[kind]} lineWidth={1.4} transparent opacity={0.85} />;
}
