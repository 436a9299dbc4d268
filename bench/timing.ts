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
 * The fastest of `rounds` measurements of each pass (each round at least `minMs`), the passes taking turns
 * round by round: on a shared machine other processes only ever slow a round down, so the best round is the
 * closest to the code's own speed, and taking turns exposes the passes that are compared to the same load.
 */
export function measureBest(
  passes: readonly { pass: () => number; ops: number }[],
  rounds = 7,
  minMs = 100,
  warmupMs = 150,
): Timing[] {
  const best: (Timing | null)[] = passes.map(() => null);
  for (let k = 0; k < rounds; k++) {
    passes.forEach(({ pass, ops }, i) => {
      const t = measure(pass, ops, minMs, k === 0 ? warmupMs : 0);
      if (best[i] === null || t.opsPerSec > best[i]!.opsPerSec) best[i] = t;
    });
  }
  return best.map((t) => t!);
}
