import { useFrame } from '@react-three/fiber';
import { useMemo } from 'react';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { SPARK_COOL, SPARK_HOT } from './effectColours.ts';
import { spanProgress } from './effectTiming.ts';
import type { Direction } from './impactDirection.ts';
import { SPARK_TAIL_U, sparkTravel, sparkVelocities } from './sparkBurst.ts';
import { setStreak, showStreaks, useStreakMesh } from './streakMesh.ts';

/**
 * Props of SparkBurst: what seeds it, how many sparks and how far they fly (mm), where it bursts (in its
 * parent's frame, mm) and towards which side, and its span on the playback clock.
 */
export type SparkBurstProps = {
  seedKey: string;
  count: number;
  reachMm: number;
  origin: readonly [number, number, number];
  bias: Direction | null;
  fromS: number;
  untilS: number;
  clock: PlaybackClock;
};

/** Spark thickness at most, mm. */
const SPARK_MM = 0.4;

/** Scratch values reused every frame. */
interface Scratch {
  head: [number, number, number];
  tail: [number, number, number];
  colour: [number, number, number];
}

/**
 * Sparks flying out of a point as glowing streaks, hot white-yellow cooling to orange and fading; one instanced
 * mesh (one draw call), seeded so every replay is the same.
 */
export function SparkBurst({ seedKey, count, reachMm, origin, bias, fromS, untilS, clock }: SparkBurstProps) {
  const velocities = useMemo(() => sparkVelocities(seedKey, count, bias), [seedKey, count, bias]);
  const mesh = useStreakMesh(count, `sparks:${seedKey}`);
  const s = useMemo<Scratch>(() => ({ head: [0, 0, 0], tail: [0, 0, 0], colour: [0, 0, 0] }), []);
  useFrame(() => {
    const u = spanProgress(fromS, untilS, clock.time);
    if (u < 0) {
      showStreaks(mesh, 0);
      return;
    }
    const out = sparkTravel(u) * reachMm;
    const back = sparkTravel(u - SPARK_TAIL_U) * reachMm;
    const fade = (1 - u) ** 2.5;
    // Thin needles: a streak that slows and shortens thins with it, rather than swelling into a petal.
    const radius = Math.min(SPARK_MM, 0.035 * (out - back));
    s.colour[0] = SPARK_HOT[0] * (1 - u) + SPARK_COOL[0] * u;
    s.colour[1] = SPARK_HOT[1] * (1 - u) + SPARK_COOL[1] * u;
    s.colour[2] = SPARK_HOT[2] * (1 - u) + SPARK_COOL[2] * u;
    let n = 0;
    for (const [x, y, z] of velocities) {
      s.head[0] = origin[0] + x * out;
      s.head[1] = origin[1] + y * out;
      s.head[2] = origin[2] + z * out;
      s.tail[0] = origin[0] + x * back;
      s.tail[1] = origin[1] + y * back;
      s.tail[2] = origin[2] + z * back;
      setStreak(mesh, n++, s.tail, s.head, radius, s.colour, fade);
    }
    showStreaks(mesh, n);
  });
  return <primitive object={mesh} />;
}
