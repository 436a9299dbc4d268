/**
 * The pieces a destroyed ship breaks into, seeded by the ship: which way each flies and how fast, its size and
 * shape, and how it tumbles. Pure (no three.js).
 */
import { hashString, seededRandom } from '../seededRandom.ts';

/** One piece of debris. */
export interface DebrisPiece {
  /** Velocity as a fraction of the burst's reach per unit of progress, table frame (x, y, up). */
  velocity: [number, number, number];
  /** Half-sizes along its own axes, mm. */
  size: [number, number, number];
  /** Tumble axis (unit) and how many turns it makes over the explosion. */
  axis: [number, number, number];
  turns: number;
}

/** `count` pieces of a ship with a base of `sideMm`, seeded by `seedKey`: flatter than high, flung mostly sideways. */
export function debrisPieces(seedKey: string, count: number, sideMm: number): DebrisPiece[] {
  const rnd = seededRandom(hashString(seedKey));
  const out: DebrisPiece[] = [];
  for (let i = 0; i < count; i++) {
    const a = rnd() * Math.PI * 2;
    const up = rnd() * 1.2 - 0.4;
    const speed = 0.45 + 0.55 * rnd();
    const n = Math.hypot(1, up);
    const s = sideMm * (0.012 + 0.03 * rnd());
    const ax = rnd() - 0.5;
    const ay = rnd() - 0.5;
    const az = rnd() - 0.5;
    const al = Math.hypot(ax, ay, az) || 1;
    out.push({
      velocity: [(Math.cos(a) / n) * speed, (Math.sin(a) / n) * speed, (up / n) * speed],
      size: [s * (1 + rnd()), s * (0.6 + rnd()), s * (0.3 + 0.4 * rnd())],
      axis: [ax / al, ay / al, az / al],
      turns: 0.5 + 2 * rnd(),
    });
  }
  return out;
}
