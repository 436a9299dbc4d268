import { Line } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { type Group, type MeshBasicMaterial, ShapeGeometry } from 'three';
import type { TemplateShape } from '../kernel/index.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { templatePolygon, templateShapeOutline } from './shapes.ts';
import { closedRing } from './tableFrame.ts';

/** Props of ManeuverTemplate. */
export type ManeuverTemplateProps = {
  template: TemplateShape;
  /** When it appears and disappears on the playback clock, s. */
  from: number;
  until: number;
  clock: PlaybackClock;
  colour?: string;
};

const FADE_SEC = 0.25;

/**
 * A maneuver template laid on the mat (the kernel's exact rectangle or annular sector), shown while its move
 * plays, fading in and out on the playback clock.
 */
export function ManeuverTemplate({ template, from, until, clock, colour = '#7fe3ff' }: ManeuverTemplateProps) {
  const group = useRef<Group>(null);
  const fill = useRef<MeshBasicMaterial>(null);
  const geometry = useMemo(() => new ShapeGeometry(templateShapeOutline(template), 48), [template]);
  const ring = useMemo(() => closedRing(templatePolygon(template), 0.75), [template]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useFrame(() => {
    const t = clock.time;
    const on = (clock.playing || t > 0) && t >= from && t < until;
    if (group.current) group.current.visible = on;
    if (on && fill.current) {
      const fade = Math.min(1, (t - from) / FADE_SEC, (until - t) / FADE_SEC);
      fill.current.opacity = 0.28 * fade;
    }
  });
  return (
    <group ref={group} name="maneuver-template" visible={false}>
      <mesh geometry={geometry} position={[0, 0, 0.6]} renderOrder={2}>
        <meshBasicMaterial ref={fill} color={colour} transparent opacity={0.28} depthWrite={false} toneMapped={false} />
      </mesh>
      <Line points={ring} color={colour} lineWidth={1.8} transparent opacity={0.95} />
    </group>
  );
}
