import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { ShipLabel } from '../ShipLabel.tsx';
import type { Span } from './counterSpans.ts';

/** Props of TimedLabel: a text shown only while the playback clock is inside its span. */
export type TimedLabelProps = {
  span: Span;
  clock: PlaybackClock;
  text: string;
  colour: string;
  /** Where, mm in the parent's frame (x, y on the table, z the height). */
  position: [number, number, number];
  sizeMm?: number;
  name?: string;
};

/** A camera-facing label that shows only during its span (visibility read every frame, not React state). */
export function TimedLabel({ span, clock, text, colour, position, sizeMm = 6, name }: TimedLabelProps) {
  const group = useRef<Group>(null);
  useFrame(() => {
    if (group.current) group.current.visible = clock.time >= span.fromS && clock.time < span.untilS;
  });
  return (
    <group ref={group} name={name} position={[position[0], position[1], 0]} visible={false}>
      <ShipLabel text={text} colour={colour} heightMm={position[2]} sizeMm={sizeMm} />
    </group>
  );
}
