import { useFrame } from '@react-three/fiber';
import { useMemo } from 'react';
import type { InstancedMesh } from 'three';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { AIM_LINE, BOLT_CORE, BOLT_HALO, IMPACT } from './effectColours.ts';
import { fadeInOut, spanProgress } from './effectTiming.ts';
import { type BoltState, boltAt, firstBoltAfter, laserCapacity, type LaserPlan, type Vec3 } from './laserVolleys.ts';
import { setGlow, setStreak, showStreaks, useStreakMesh } from './streakMesh.ts';

/** Props of LaserBolts: the battle's laser fire and the playback clock. */
export type LaserBoltsProps = { plan: LaserPlan; clock: PlaybackClock };

/** Radii of a bolt's core and halo, of an attack's targeting line, and of a strike's flash at its widest, mm. */
const CORE_MM = 0.6;
const HALO_MM = 1.9;
const AIM_MM = 0.3;
const IMPACT_MM = 4.5;

/** Scratch points, reused every frame. */
interface Scratch {
  state: BoltState;
  head: Vec3;
  tail: Vec3;
}

/** The point a fraction f of the way from a to b, into out. */
function lerp3(a: Vec3, b: Vec3, f: number, out: Vec3): void {
  out[0] = a[0] + (b[0] - a[0]) * f;
  out[1] = a[1] + (b[1] - a[1]) * f;
  out[2] = a[2] + (b[2] - a[2]) * f;
}

/** Writes the targeting lines of the attacks under way at t from instance n on; returns the next free one. */
function writeAims(mesh: InstancedMesh, plan: LaserPlan, t: number, n: number): number {
  for (const aim of plan.aims) {
    const u = spanProgress(aim.fromS, aim.untilS, t);
    if (u < 0) continue;
    setStreak(mesh, n++, aim.from, aim.to, AIM_MM, AIM_LINE[aim.colour], fadeInOut(u, 0.1, 0.1));
  }
  return n;
}

/** Writes the bolts in flight and strikes flashing at t from instance n on; returns the next free one. */
function writeBolts(mesh: InstancedMesh, plan: LaserPlan, t: number, n: number, s: Scratch): number {
  for (let i = firstBoltAfter(plan.bolts, t) - 1; i >= 0; i--) {
    const b = plan.bolts[i];
    if (!b || b.fireS < t - plan.maxLifeS) break;
    if (!boltAt(b, t, s.state)) continue;
    const { head, tail, glow, impact, impactSize } = s.state;
    lerp3(b.from, b.to, head, s.head);
    lerp3(b.from, b.to, tail, s.tail);
    if (glow > 0) {
      setStreak(mesh, n++, s.tail, s.head, HALO_MM, BOLT_HALO[b.colour], glow);
      setStreak(mesh, n++, s.tail, s.head, CORE_MM, BOLT_CORE[b.colour], glow);
    } else if (impact > 0) {
      setGlow(mesh, n++, b.to, IMPACT_MM * impactSize, IMPACT, impact);
    }
  }
  return n;
}

/**
 * Every laser bolt of the battle as one instanced mesh (one draw call): the bolts in flight, the flashes where
 * they strike, and the faint targeting line of each attack under way, all read off the plan at the playback
 * clock's time every frame.
 */
export function LaserBolts({ plan, clock }: LaserBoltsProps) {
  const capacity = useMemo(() => laserCapacity(plan), [plan]);
  const mesh = useStreakMesh(capacity, 'laser-bolts');
  const scratch = useMemo<Scratch>(
    () => ({ state: { head: 0, tail: 0, glow: 0, impact: 0, impactSize: 0 }, head: [0, 0, 0], tail: [0, 0, 0] }),
    [],
  );
  useFrame(() => {
    const t = clock.time;
    const n = writeBolts(mesh, plan, t, writeAims(mesh, plan, t, 0), scratch);
    showStreaks(mesh, Math.min(n, mesh.instanceMatrix.count));
  });
  return <primitive object={mesh} />;
}
