/**
 * The seeded random generator every rule system uses. Its whole state is four 32-bit integers that live in
 * the game state, so a game is a pure function of its seed and decisions, and a saved game resumes exactly.
 * Algorithm: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, PractRand-clean), seeded through
 * splitmix32 so that nearby seeds give unrelated streams.
 */
import { itemAt } from './lookup.ts';

/** The generator's state: four unsigned 32-bit integers. Treat it as a value; functions return a new one. */
export type RngState = readonly [number, number, number, number];

/** splitmix32 step: a well-mixed 32-bit output from a counter. */
function splitmix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

/** A generator state from a seed (any finite number; non-integers are truncated to 32 bits). */
export function seedRng(seed: number): RngState {
  const s = seed >>> 0;
  let state: RngState = [splitmix32(s), splitmix32(s + 1), splitmix32(s + 2), splitmix32(s + 3)];
  // Discard the first outputs so that weak seeds (0, 1, 2 …) are well mixed.
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

/** One 32-bit output and the next state. */
export function nextUint32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A uniform integer in [0, n) (n ≥ 1) without modulo bias, and the next state. */
export function nextInt(state: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32)
    throw new Error(`nextInt: n must be an integer in [1, 2^32], got ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  let s = state;
  for (;;) {
    const [v, next] = nextUint32(s);
    s = next;
    if (v < limit) return [v % n, s];
  }
}

/** A Fisher–Yates shuffle of a copy of `items` (which holds no undefined), and the next state. */
export function shuffle<T extends NonNullable<unknown>>(state: RngState, items: readonly T[]): [T[], RngState] {
  const out = [...items];
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(s, i + 1);
    s = next;
    const a = itemAt(out, i, 'shuffled items');
    out[i] = itemAt(out, j, 'shuffled items');
    out[j] = a;
  }
  return [out, s];
}

/**
 * A mutable cursor over a generator state, for code that draws many numbers in a row; read `.state` back
 * into the game state when done.
 */
export class Rng {
  state: RngState;
  constructor(state: RngState) {
    this.state = state;
  }
  /** A uniform integer in [0, n). */
  int(n: number): number {
    const [v, s] = nextInt(this.state, n);
    this.state = s;
    return v;
  }
  /** A uniformly chosen element of a non-empty list (which holds no undefined). */
  pick<T extends NonNullable<unknown>>(items: readonly T[]): T {
    return itemAt(items, this.int(items.length), 'picked items');
  }
  /** A shuffled copy of a list (which holds no undefined). */
  shuffle<T extends NonNullable<unknown>>(items: readonly T[]): T[] {
    const [out, s] = shuffle(this.state, items);
    this.state = s;
    return out;
  }
}

/**
 * An independent stream for one purpose of a game (e.g. 'deck', 'obstacles'), so that whether one setup step
 * is given by the file or decided does not shift the numbers any other step draws.
 */
export function deriveRng(seed: number, purpose: string): RngState {
  let h = 0x811c9dc5;
  for (const ch of purpose) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return seedRng((seed ^ h) >>> 0);
}
