import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { BufferAttribute, BufferGeometry, Color, Line, LineBasicMaterial } from 'three';
import type { Pose } from '../kernel/index.ts';
import { type PlaybackModel, drawnPoseAt } from '../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { TOKEN_COLOURS, type LockPair } from './tokenDisplay.ts';

/** Props of LockLink. */
export type LockLinkProps = { pair: LockPair; playback: PlaybackModel; clock: PlaybackClock };

/** Height of the link above the mat, mm: just over the bases, under the models. */
const LINK_HEIGHT_MM = 6;

/**
 * A thin line from a locker to the ship it has locked while the lock holds, blue at the locker fading to red at
 * the target like the pair of lock tokens; its ends follow both ships every frame.
 */
export function LockLink({ pair, playback, clock }: LockLinkProps) {
  const scratch = useRef<{ a: Pose; b: Pose }>({ a: { x: 0, y: 0, headingDeg: 0 }, b: { x: 0, y: 0, headingDeg: 0 } });
  const line = useMemo(() => {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(6), 3));
    const blue = new Color(TOKEN_COLOURS['lock-locker']);
    const red = new Color(TOKEN_COLOURS['lock-target']);
    geometry.setAttribute('color', new BufferAttribute(new Float32Array([...blue.toArray(), ...red.toArray()]), 3));
    const material = new LineBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.8, toneMapped: false });
    const l = new Line(geometry, material);
    l.name = `lock:${pair.locker}:${pair.target}`;
    l.frustumCulled = false;
    return l;
  }, [pair.locker, pair.target]);
  useEffect(
    () => () => {
      line.geometry.dispose();
      (line.material as LineBasicMaterial).dispose();
    },
    [line],
  );
  useFrame(() => {
    const { a, b } = scratch.current;
    const on = drawnPoseAt(playback, pair.locker, clock.time, a) && drawnPoseAt(playback, pair.target, clock.time, b);
    line.visible = on;
    if (!on) return;
    const pos = line.geometry.getAttribute('position') as BufferAttribute;
    pos.setXYZ(0, a.x, a.y, LINK_HEIGHT_MM);
    pos.setXYZ(1, b.x, b.y, LINK_HEIGHT_MM);
    pos.needsUpdate = true;
  });
  return <primitive object={line} />;
}
