import { Html } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { BufferAttribute, BufferGeometry, type Group, type MeshBasicMaterial, type PointsMaterial } from 'three';
import { BASE_SIDE_MM, type Pose } from '../kernel/index.ts';
import { type PlaybackModel, drawnPoseAt } from '../state/playback/playbackModel.ts';
import { type HitFlash as HitFlashSpan, hitNumbers } from '../state/playback/hitFlashes.ts';
import type { PlaybackClock } from './playbackClock.ts';
import { useOverlayTarget } from './useOverlayTarget.ts';
import { hashString, seededRandom } from './seededRandom.ts';
import { STAND } from './shipDimensions.ts';

/** Props of HitFlash. */
export type HitFlashProps = { flash: HitFlashSpan; playback: PlaybackModel; clock: PlaybackClock };

const SPARKS = 40;

/** Spark directions (unit vectors, seeded by the flash so every replay looks the same), times a speed. */
function sparkDirections(seed: number): Float32Array {
  const rnd = seededRandom(seed);
  const out = new Float32Array(SPARKS * 3);
  for (let i = 0; i < SPARKS; i++) {
    const a = rnd() * Math.PI * 2;
    const z = rnd() * 1.6 - 0.6;
    const s = 0.6 + rnd() * 0.8;
    const r = Math.sqrt(Math.max(0, 1 - Math.min(1, z * z)));
    out.set([Math.cos(a) * r * s, Math.sin(a) * r * s, z * s], i * 3);
  }
  return out;
}

/**
 * A hit on a ship while its damage event plays, following the ship every frame: a blue shield bubble that
 * swells and fades when shields were lost, a white-orange hull flash with sparks when hull was lost, and the
 * damage numbers rising over it.
 */
export function HitFlash({ flash, playback, clock }: HitFlashProps) {
  const group = useRef<Group>(null);
  const bubble = useRef<Group>(null);
  const core = useRef<Group>(null);
  const bubbleMaterial = useRef<MeshBasicMaterial>(null);
  const ringMaterial = useRef<MeshBasicMaterial>(null);
  const coreMaterial = useRef<MeshBasicMaterial>(null);
  const sparkMaterial = useRef<PointsMaterial>(null);
  const numbers = useRef<HTMLDivElement>(null);
  const pose = useRef<Pose>({ x: 0, y: 0, headingDeg: 0 });
  const overlay = useOverlayTarget();
  const track = playback.tracks.get(flash.unit);
  const size = track?.size ?? 'small';
  const sideMm = BASE_SIDE_MM[size];
  const heightMm = STAND[size].modelHeightMm;
  const directions = useMemo(() => sparkDirections(hashString(`${flash.unit}:${flash.fromS}`)), [flash]);
  const sparks = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(SPARKS * 3), 3));
    return g;
  }, []);
  useEffect(() => () => sparks.dispose(), [sparks]);
  const shield = flash.shieldsLost > 0;
  const hull = flash.hullLost > 0;

  useFrame(() => {
    const g = group.current;
    if (!g) return;
    const t = clock.time;
    const on = t >= flash.fromS && t < flash.untilS && track !== undefined;
    g.visible = on;
    if (numbers.current) numbers.current.style.display = on ? '' : 'none';
    if (!on) return;
    // The pose is written even when the ship is already off the table, so a last hit flashes where it died.
    drawnPoseAt(playback, flash.unit, t, pose.current);
    g.position.set(pose.current.x, pose.current.y, 0);
    const u = (t - flash.fromS) / (flash.untilS - flash.fromS);
    bubble.current?.scale.setScalar(0.85 + 0.35 * Math.sqrt(u));
    if (bubbleMaterial.current) bubbleMaterial.current.opacity = 0.45 * (1 - u);
    if (ringMaterial.current) ringMaterial.current.opacity = 0.8 * (1 - u);
    core.current?.scale.setScalar(0.4 + 1.2 * u);
    if (coreMaterial.current) coreMaterial.current.opacity = 0.95 * (1 - u) * (1 - u);
    if (sparkMaterial.current) sparkMaterial.current.opacity = 1 - u;
    const pos = sparks.getAttribute('position') as BufferAttribute;
    const reach = sideMm * 1.4 * Math.sqrt(u);
    for (let i = 0; i < SPARKS; i++) {
      pos.setXYZ(
        i,
        directions[i * 3]! * reach,
        directions[i * 3 + 1]! * reach,
        heightMm + directions[i * 3 + 2]! * reach - 20 * u * u,
      );
    }
    pos.needsUpdate = true;
    if (numbers.current) numbers.current.style.transform = `translate(-50%, ${-30 - 40 * u}px)`;
  });

  return (
    <group
      ref={group}
      name={`hit:${flash.unit}`}
      userData={{ hitFlash: { unit: flash.unit, shield, hull } }}
      visible={false}
    >
      {shield && (
        <>
          <group ref={bubble} position={[0, 0, heightMm]}>
            <mesh>
              <sphereGeometry args={[sideMm * 0.85, 32, 20]} />
              <meshBasicMaterial
                ref={bubbleMaterial}
                color="#5ab8ff"
                transparent
                depthWrite={false}
                toneMapped={false}
              />
            </mesh>
          </group>
          <mesh position={[0, 0, 2]}>
            <ringGeometry args={[sideMm * 0.72, sideMm * 0.86, 48]} />
            <meshBasicMaterial ref={ringMaterial} color="#9fdcff" transparent depthWrite={false} toneMapped={false} />
          </mesh>
        </>
      )}
      {hull && (
        <>
          <group ref={core} position={[0, 0, heightMm]}>
            <mesh>
              <sphereGeometry args={[sideMm * 0.45, 20, 14]} />
              <meshBasicMaterial ref={coreMaterial} color="#ffd9a0" transparent depthWrite={false} toneMapped={false} />
            </mesh>
          </group>
          <points geometry={sparks} frustumCulled={false}>
            <pointsMaterial
              ref={sparkMaterial}
              color="#ffb347"
              size={7}
              sizeAttenuation
              transparent
              depthWrite={false}
              toneMapped={false}
            />
          </points>
        </>
      )}
      <Html position={[0, 0, heightMm + 20]} portal={overlay} zIndexRange={[0, 0]} pointerEvents="none">
        <div ref={numbers} className="hit-numbers" data-testid={`hit-${flash.unit}`} style={{ display: 'none' }}>
          {hitNumbers(flash).map((s) => (
            <span key={s} className={s.includes('shield') ? 'hit-shield' : 'hit-hull'}>
              {s}
            </span>
          ))}
        </div>
      </Html>
    </group>
  );
}
