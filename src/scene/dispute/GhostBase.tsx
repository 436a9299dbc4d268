import { Line } from '@react-three/drei';
import { useMemo } from 'react';
import { type BaseSize, footprintOutline, type Pose } from '../../kernel/index.ts';
import { closedRing } from '../tableFrame.ts';

/** Props of GhostBase: the pose (mm, deg), base size, colour, and whether it is drawn dashed (a considered position). */
export type GhostBaseProps = { pose: Pose; size: BaseSize; colour: string; dashed?: boolean; opacity?: number };

/** A ghost position: the base and guides outlined on the mat with a nose tick showing the heading. */
export function GhostBase({ pose, size, colour, dashed = false, opacity = 0.95 }: GhostBaseProps) {
  const ring = useMemo(() => closedRing(footprintOutline(pose, size), 1.2), [pose, size]);
  const nose = useMemo((): [number, number, number][] => {
    const h = (pose.headingDeg * Math.PI) / 180;
    const half = size === 'small' ? 20 : 40;
    return [
      [pose.x, pose.y, 1.2],
      [pose.x + Math.cos(h) * half, pose.y + Math.sin(h) * half, 1.2],
    ];
  }, [pose, size]);
  return (
    <group name="ghost-base">
      <Line
        points={ring}
        color={colour}
        lineWidth={dashed ? 1.2 : 2}
        dashed={dashed}
        dashSize={3}
        gapSize={2.5}
        transparent
        opacity={opacity}
      />
      <Line points={nose} color={colour} lineWidth={1.4} transparent opacity={opacity} />
    </group>
  );
}
