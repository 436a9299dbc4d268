/**
 * The reference answers the bump-search property tests compare against: the turning maneuvers, and the largest
 * free progress found by a fine scan of Σ then bisection (bump-tree.test.ts, arc-bump.test.ts).
 */
import { steppedFreeProgress } from '../../src/kernel/bump.ts';
import { allManeuverNames } from '../../src/kernel/maneuver.ts';

/** Every maneuver that turns the base (not straights, Koiogran turns or stationary ones). */
export const curvedNames = allManeuverNames().filter(
  (n) => !n.startsWith('straight') && !n.startsWith('koiogran') && !n.startsWith('stationary'),
);

/** Samples of the fine reference scan: a free window narrower than 1/2000 of the move may be skipped by it. */
export const FINE = 2001;

/**
 * The reference answer: the first free sample of a 2001-sample scan back from p = 1, then 60 bisections of Σ
 * between it and the overlapping sample above (the largest free progress of that bracket, to far below 1e-6 mm).
 */
export function bisected(sigma: (p: number) => number): number {
  const scan = steppedFreeProgress(sigma, FINE);
  let lo = scan.progress;
  let hi = Math.min(lo + 1 / (FINE - 1), 1);
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sigma(mid) >= 0) lo = mid;
    else hi = mid;
  }
  return lo;
}
