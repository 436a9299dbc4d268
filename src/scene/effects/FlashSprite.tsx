import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { AdditiveBlending, type Sprite, SpriteMaterial } from 'three';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import type { Rgb } from './effectColours.ts';
import { spanProgress } from './effectTiming.ts';
import { glowTexture } from './glowTexture.ts';

/**
 * Props of FlashSprite: where it glows (parent frame, mm), its span on the playback clock, its size (mm across
 * at full brightness) and colour, its brightness curve over the span's progress, and the playback clock.
 */
export type FlashSpriteProps = {
  position: readonly [number, number, number];
  fromS: number;
  untilS: number;
  sizeMm: number;
  colour: Rgb;
  curve: (u: number) => number;
  clock: PlaybackClock;
};

/** A soft round flash facing the camera (a hit's, an explosion's core), swelling a little as it dies; additive. */
export function FlashSprite({ position, fromS, untilS, sizeMm, colour, curve, clock }: FlashSpriteProps) {
  const sprite = useRef<Sprite>(null);
  const material = useMemo(
    () => new SpriteMaterial({ map: glowTexture(), blending: AdditiveBlending, depthWrite: false, transparent: true }),
    [],
  );
  useEffect(() => () => material.dispose(), [material]);
  useFrame(() => {
    const s = sprite.current;
    if (!s) return;
    const u = spanProgress(fromS, untilS, clock.time);
    const k = u < 0 ? 0 : curve(u);
    s.visible = k > 0;
    if (k <= 0) return;
    s.scale.setScalar(sizeMm * (0.7 + 0.5 * u));
    material.color.setRGB(colour[0] * k, colour[1] * k, colour[2] * k);
  });
  return <sprite ref={sprite} position={position as [number, number, number]} material={material} renderOrder={4} />;
}
