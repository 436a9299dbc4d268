import { Line } from '@react-three/drei';

/** Props of PlayAreaEdge. */
export type PlayAreaEdgeProps = { widthMm: number; heightMm: number; colour?: string };

/** The play area's edge lines on the mat, with small corner ticks. */
export function PlayAreaEdge({ widthMm: w, heightMm: h, colour = '#9fb4d8' }: PlayAreaEdgeProps) {
  const z = 0.3;
  const tick = 25;
  /** Each corner and the directions its ticks point along x and y. */
  const corners: [x: number, y: number, sx: number, sy: number][] = [
    [0, 0, 1, 1],
    [w, 0, -1, 1],
    [w, h, -1, -1],
    [0, h, 1, -1],
  ];
  return (
    <group name="play-area-edge">
      <Line
        points={[
          [0, 0, z],
          [w, 0, z],
          [w, h, z],
          [0, h, z],
          [0, 0, z],
        ]}
        color={colour}
        lineWidth={1.6}
        transparent
        opacity={0.75}
      />
      {/* Every corner's two ticks as segments of one line: one draw call for the four corners. */}
      <Line
        segments
        points={corners.flatMap(([x, y, sx, sy]) => [
          [x + sx * tick, y, z] as const,
          [x, y, z] as const,
          [x, y, z] as const,
          [x, y + sy * tick, z] as const,
        ])}
        color="#e8f0ff"
        lineWidth={3}
      />
    </group>
  );
}
