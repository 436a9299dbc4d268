/**
 * A burst of sparks (a hull hit's, an explosion's) as plain numbers: seeded directions and speeds, and where
 * each spark's head and tail are at the burst's progress u. Pure (no three.js), so every replay and export
 * throws the same sparks.
 */
import { hashString, seededRandom } from '../seededRandom.ts';
import type { Direction } from './impactDirection.ts';

/** A spark's velocity: a direction times a speed (1 = the burst's reach). */
export type SparkVelocity = readonly [number, number, number];

/**
 * `count` spark velocities seeded by `seedKey`: spread all round, pushed towards `bias` (the side a hit came
 * from: sparks spray back out of the wound) by `biasWeight`, at speeds from 0.55 to 1.
 */
export function sparkVelocities(
  seedKey: string,
  count: number,
  bias: Direction | null,
  biasWeight = 0.9,
): SparkVelocity[] {
  const rnd = seededRandom(hashString(seedKey));
  const out: SparkVelocity[] = [];
  for (let i = 0; i < count; i++) {
    const a = rnd() * Math.PI * 2;
    const z = rnd() * 2 - 1;
    const r = Math.sqrt(1 - z * z);
    let x = Math.cos(a) * r;
    let y = Math.sin(a) * r;
    let h = z;
    if (bias) {
      x += bias[0] * biasWeight;
      y += bias[1] * biasWeight;
      h += bias[2] * biasWeight;
    }
    const n = Math.hypot(x, y, h) || 1;
    const speed = 0.55 + 0.45 * rnd();
    out.push([(x / n) * speed, (y / n) * speed, (h / n) * speed]);
  }
  return out;
}

/** How far out a spark is at progress u (of its full flight): fast at first, slowing. */
export function sparkTravel(u: number): number {
  const v = u < 0 ? 0 : u > 1 ? 1 : u;
  return 1 - (1 - v) * (1 - v);
}

/** Each spark's streak trails its head by this much progress. */
export const SPARK_TAIL_U = 0.07;
