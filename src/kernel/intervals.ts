/**
 * Sets of reals as sorted lists of disjoint closed intervals [lo, hi] (mm of slide), with the few operations
 * the slide searches need. Forbidden sets are open intervals, so what remains is always closed.
 */

/** A closed interval [lo, hi]; lo ≤ hi. */
export type Interval = [lo: number, hi: number];

/** [lo, hi] minus the union of the open intervals `holes`: the closed pieces that remain. */
export function subtractOpen(lo: number, hi: number, holes: readonly Interval[]): Interval[] {
  const sorted = holes.filter(([a, b]) => b > lo && a < hi && b > a).sort((p, q) => p[0] - q[0]);
  const out: Interval[] = [];
  let cursor = lo;
  for (const [a, b] of sorted) {
    if (a >= cursor) out.push([cursor, Math.min(a, hi)]);
    cursor = Math.max(cursor, b);
    if (cursor > hi) break;
  }
  if (cursor <= hi) out.push([cursor, hi]);
  return out.filter(([a, b]) => a <= b);
}

/** Intersection of two closed interval sets. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const [a0, a1] of a) {
    for (const [b0, b1] of b) {
      const lo = Math.max(a0, b0);
      const hi = Math.min(a1, b1);
      if (lo <= hi) out.push([lo, hi]);
    }
  }
  return merge(out);
}

/** Grows every interval by `r` on both sides (Minkowski sum with [−r, r]) and merges. */
export function dilate(set: readonly Interval[], r: number): Interval[] {
  return merge(set.map(([a, b]) => [a - r, b + r] as Interval));
}

/** Sorts and merges touching or overlapping intervals. */
export function merge(set: readonly Interval[]): Interval[] {
  const sorted = [...set].sort((p, q) => p[0] - q[0]);
  const out: Interval[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** True when x lies in the set. */
export function contains(set: readonly Interval[], x: number): boolean {
  return set.some(([a, b]) => x >= a && x <= b);
}

/** The point of the set nearest to x (ties: the smaller one), or null for an empty set. */
export function nearestInSet(set: readonly Interval[], x: number): number | null {
  let best: number | null = null;
  for (const [a, b] of set) {
    const c = Math.min(Math.max(x, a), b);
    if (best === null || Math.abs(c - x) < Math.abs(best - x)) best = c;
  }
  return best;
}
