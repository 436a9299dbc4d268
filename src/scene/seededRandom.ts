/**
 * Small deterministic random numbers for procedural art (stars, rock lumps, debris), so every load of the same
 * scenario looks the same and screenshots are reproducible.
 */

/** A generator of numbers in [0, 1). */
export type Random = () => number;

/** mulberry32: a fast 32-bit generator seeded with an integer. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit hash of a string (FNV-1a), to seed a generator from an id. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Uniform number in [lo, hi). */
export function between(rand: Random, lo: number, hi: number): number {
  return lo + (hi - lo) * rand();
}
