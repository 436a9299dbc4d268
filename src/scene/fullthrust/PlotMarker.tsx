import { Line } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { ShipLabel } from '../ShipLabel.tsx';
import type { PlotSpan } from './ftPlayback.ts';

/** Props of PlotMarker. */
export type PlotMarkerProps = { plot: PlotSpan; colour: string; clock: PlaybackClock };

/** Height of the marker above the mat, mm. */
const HEIGHT_MM = 2;

/**
 * A capital ship's plotted move shown from its reveal until the move has played: the path square by square
 * (turn first, then straight), an arrowhead on the new heading at the end, and the plotted heading and speed.
 */
export function PlotMarker({ plot, colour, clock }: PlotMarkerProps) {
  const group = useRef<Group>(null);
  const end = plot.path.at(-1);
  if (!end) throw new Error(`PlotMarker: the plot of ${plot.unit} has an empty path`);
  useFrame(() => {
    if (group.current) group.current.visible = clock.time >= plot.fromS && clock.time < plot.untilS;
  });
  const points = plot.path.map((p) => [p.x, p.y, HEIGHT_MM] as [number, number, number]);
  return (
    <group ref={group} name={`plot:${plot.unit}`} visible={false}>
      {points.length > 1 && (
        <Line points={points} color={colour} lineWidth={2} dashed dashSize={6} gapSize={4} transparent opacity={0.9} />
      )}
      <group position={[end.x, end.y, HEIGHT_MM]} rotation={[0, 0, (end.heading * Math.PI) / 180]}>
        <mesh position={[14, 0, 0]} rotation={[0, 0, -Math.PI / 2]}>
          <coneGeometry args={[6, 14, 3]} />
          <meshBasicMaterial color={colour} transparent opacity={0.85} toneMapped={false} />
        </mesh>
        <mesh>
          <ringGeometry args={[9, 11, 24]} />
          <meshBasicMaterial color={colour} transparent opacity={0.7} depthWrite={false} />
        </mesh>
      </group>
      <group position={[end.x, end.y, 0]}>
        <ShipLabel text={plot.label} colour={colour} heightMm={12} sizeMm={8} />
      </group>
    </group>
  );
}
