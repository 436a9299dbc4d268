import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { Group, Mesh, MeshBasicMaterial } from 'three';
import { BASE_SIDE_MM } from '../../kernel/index.ts';
import type { DestructionFlash } from '../../state/playback/playbackModel.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { hashString } from '../seededRandom.ts';
import { IMPACT } from './effectColours.ts';
import { coreFlashAt, explosionAt, newExplosionState, spanProgress } from './effectTiming.ts';
import { ExplosionDebris } from './ExplosionDebris.tsx';
import { FlashSprite } from './FlashSprite.tsx';
import { ShockRing } from './ShockRing.tsx';
import { createFireballMaterial } from './fireballMaterial.ts';
import { SparkBurst } from './SparkBurst.tsx';

/** Props of Explosion: the destruction, the height of the ship's model (mm), the clock, and whether particles show. */
export type ExplosionProps = {
  flash: DestructionFlash;
  heightMm: number;
  clock: PlaybackClock;
  particles: boolean;
};

/** Debris pieces and sparks of an explosion. */
const DEBRIS = 26;
const SPARKS = 32;

/**
 * A ship blowing up where it was destroyed: a billowing fireball swelling and burning out, a shock ring running
 * out, hull debris tumbling away and sparks (the light flash is ExplosionLight's). A pure function of the
 * playback time, seeded by the ship.
 */
export function Explosion({ flash, heightMm, clock, particles }: ExplosionProps) {
  const group = useRef<Group>(null);
  const ball = useRef<Mesh>(null);
  const ring = useRef<Mesh>(null);
  const ringMaterial = useRef<MeshBasicMaterial>(null);
  const sideMm = BASE_SIDE_MM[flash.size];
  const seedKey = `${flash.unit}@${flash.fromS}`;
  const fireball = useMemo(() => createFireballMaterial((hashString(seedKey) % 1000) / 37), [seedKey]);
  useEffect(() => () => fireball.dispose(), [fireball]);
  const state = useMemo(() => newExplosionState(), []);
  const centre = useMemo(() => [0, 0, heightMm] as const, [heightMm]);
  useFrame(() => {
    const g = group.current;
    if (!g) return;
    const u = spanProgress(flash.fromS, flash.untilS, clock.time);
    g.visible = u >= 0;
    if (u < 0) return;
    explosionAt(u, state);
    ball.current?.scale.setScalar(state.fireballScale * sideMm * 0.45);
    if (fireball.uniforms.uHeat) fireball.uniforms.uHeat.value = state.heat;
    if (fireball.uniforms.uProgress) fireball.uniforms.uProgress.value = u;
    ring.current?.scale.setScalar(state.shockScale * sideMm * 0.35);
    if (ring.current) ring.current.visible = state.shock > 0;
    ringMaterial.current?.color.setRGB(1.3 * state.shock, 0.75 * state.shock, 0.4 * state.shock);
  });
  return (
    <group ref={group} name={`destroyed:${flash.unit}`} position={[flash.pose.x, flash.pose.y, 0]} visible={false}>
      <mesh ref={ball} position={centre} material={fireball} renderOrder={3}>
        <icosahedronGeometry args={[1, 4]} />
      </mesh>
      <ShockRing meshRef={ring} materialRef={ringMaterial} innerRadius={0.92} position={centre} />
      <FlashSprite
        position={centre}
        fromS={flash.fromS}
        untilS={flash.untilS}
        sizeMm={sideMm * 2.2}
        colour={IMPACT}
        curve={coreFlashAt}
        clock={clock}
      />
      {particles && (
        <>
          <ExplosionDebris
            seedKey={seedKey}
            count={DEBRIS}
            sideMm={sideMm}
            reachMm={sideMm * 1.8}
            origin={centre}
            fromS={flash.fromS}
            untilS={flash.untilS}
            clock={clock}
          />
          <SparkBurst
            seedKey={seedKey}
            count={SPARKS}
            reachMm={sideMm * 1.7}
            origin={centre}
            bias={null}
            fromS={flash.fromS}
            untilS={flash.untilS}
            clock={clock}
          />
        </>
      )}
    </group>
  );
}
