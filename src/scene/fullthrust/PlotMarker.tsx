import { Line } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { type BufferGeometry, ConeGeometry, type Group, RingGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { ShipLabel } from '../ShipLabel.tsx';
import type { PlotSpan } from './ftPlayback.ts';

/** Props of PlotMarker. */
export type PlotMarkerProps = { plot: PlotSpan; colour: string; clock: PlaybackClock };

/** Height of the marker above the mat, mm. */
const HEIGHT_MM = 2;

/**
 * The mark at a plot's end, in its frame (+x the new heading): a ring on the square and an arrowhead ahead of it,
 * one geometry so the mark is one draw call. Shared by every plot marker and never disposed (a few hundred bytes).
 */
const END_MARK = endMarkGeometry();

function endMarkGeometry(): BufferGeometry {
  const arrow = new ConeGeometry(6, 14, 3).rotateZ(-Math.PI / 2).translate(14, 0, 0);
  const merged = mergeGeometries([arrow, new RingGeometry(9, 11, 24)]);
  if (!merged) throw new Error('PlotMarker: the end mark could not be merged');
  return merged;
}

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
        <mesh geometry={END_MARK}>
          <meshBasicMaterial color={colour} transparent opacity={0.8} depthWrite={false} toneMapped={false} />
        </mesh>
      </group>
      <group position={[end.x, end.y, 0]}>
        <ShipLabel text={plot.label} colour={colour} heightMm={12} sizeMm={8} />
      </group>
    </group>
  );
}
