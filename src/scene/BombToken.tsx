import { Line } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { type Group, ShapeGeometry } from 'three';
import type { BombTokenSpan } from '../state/playback/bombSpans.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { polygonShape } from './shapes.ts';
import { ShipLabel } from './ShipLabel.tsx';
import { closedRing } from './tableFrame.ts';

/** Props of BombToken. */
export type BombTokenProps = { token: BombTokenSpan; clock: PlaybackClock };

/** A mine's outline and label colour, and a bomb's: red for what waits to be run over, amber for what will go off. */
const OUTLINE = { mine: '#ff5a3c', bomb: '#ffb43c' } as const;

/** How high the printed token lies above the mat, mm (under the maneuver templates' 0.6). */
const TOKEN_Z_MM = 0.4;

/**
 * A dropped bomb or mine token on the mat: its exact outline (body and guides) filled dark, traced in its colour,
 * and its printed name above it ("Proximity Mine"; one label for a set dropped together) as ship labels read; shown from its drop until it detonates,
 * read from the playback clock every frame.
 */
export function BombToken({ token, clock }: BombTokenProps) {
  const group = useRef<Group>(null);
  const geometry = useMemo(() => new ShapeGeometry(polygonShape(token.outline)), [token]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  const ring = useMemo(() => closedRing(token.outline, TOKEN_Z_MM + 0.1), [token]);
  const colour = token.mine ? OUTLINE.mine : OUTLINE.bomb;
  useFrame(() => {
    const t = clock.time;
    if (group.current) group.current.visible = t >= token.fromS && t < token.untilS;
  });
  return (
    <group ref={group} name={`bomb:${token.id}`} userData={{ bomb: token.name }} visible={false}>
      <mesh geometry={geometry} position={[0, 0, TOKEN_Z_MM]} renderOrder={1}>
        <meshStandardMaterial color="#26282f" metalness={0.55} roughness={0.5} />
      </mesh>
      <Line points={ring} color={colour} lineWidth={1.6} />
      {token.label !== null && (
        <group position={[token.pose.x, token.pose.y, 0]}>
          <ShipLabel text={token.label} colour={colour} heightMm={6} sizeMm={7} />
        </group>
      )}
    </group>
  );
}
