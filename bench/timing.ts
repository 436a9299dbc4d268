/**
 * Wall-clock measurement for the benchmark: warm up, then repeat whole passes until at least `minMs` have
 * passed, so short operations are timed over many calls and JIT warm-up does not count.
 */
import { performance } from 'node:perf_hooks';

/** One measurement: how many operations ran, in how long, and the rate. */
export interface Timing {
  ops: number;
  ms: number;
  opsPerSec: number;
  /** Mean time per operation, µs. */
  usPerOp: number;
}

/**
 * Times `pass` (which performs `opsPerPass` operations and returns a value that is kept so the work cannot be
 * optimised away): `warmupMs` of untimed passes, then timed passes until `minMs` is reached.
 */
export function measure(pass: () => number, opsPerPass: number, minMs = 300, warmupMs = 150): Timing {
  let sink = 0;
  const w0 = performance.now();
  while (performance.now() - w0 < warmupMs) sink += pass();
  let passes = 0;
  const t0 = performance.now();
  let t1 = t0;
  while (t1 - t0 < minMs) {
    sink += pass();
    passes++;
    t1 = performance.now();
  }
  if (Number.isNaN(sink)) console.log('(sink)');
  const ms = t1 - t0;
  const ops = passes * opsPerPass;
  return { ops, ms, opsPerSec: (ops / ms) * 1000, usPerOp: (ms * 1000) / ops };
}

/**
 * The median of `rounds` measurements of each pass (each round at least `minMs`), the passes taking turns round
 * by round so that the passes compared see the same load: on a shared machine a slow spell moves a best or a
 * mean, not the median. `rounds` should be odd; warm-up runs before each pass's first round only. Also returns
 * every round's timings per pass (for ratios taken round by round).
 */
export function measureMedian(
  passes: readonly { pass: () => number; ops: number }[],
  rounds = 7,
  minMs = 100,
  warmupMs = 150,
): { medians: Timing[]; rounds: Timing[][] } {
  const all: Timing[][] = passes.map(() => []);
  for (let k = 0; k < rounds; k++) {
    passes.forEach(({ pass, ops }, i) => {
      all[i]?.push(measure(pass, ops, minMs, k === 0 ? warmupMs : 0));
    });
  }
  return { medians: all.map((ts) => medianTiming(ts)), rounds: all };
}

/** The middle timing by time per operation (the upper middle for an even count). */
export function medianTiming(timings: readonly Timing[]): Timing {
  const sorted = [...timings].sort((a, b) => a.usPerOp - b.usPerOp);
  const mid = sorted[Math.floor(sorted.length / 2)];
  if (mid === undefined) throw new Error('medianTiming: no timings');
  return mid;
}

/** The median of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const hi = sorted[Math.floor(n / 2)] ?? NaN;
  return n % 2 === 1 ? hi : ((sorted[n / 2 - 1] ?? NaN) + hi) / 2;
}
