/**
 * The speed-ups of resolveManeuver must not change an answer: the template's circle rejection never rejects
 * an overlapping polygon, the segment speed bounds never exceed the whole-path bound, and the profile-driven
 * bump search still finds a free pose touching within tolerance.
 */
import { describe, expect, it } from 'vitest';
import { largestFreeProgress, pointSpeedBound, pointSpeedProfile } from '../../src/kernel/bump.ts';
import { boundsOf } from '../../src/kernel/convex.ts';
import { templateMissesCircle, templateOverlapsConvex, templateTester } from '../../src/kernel/collide.ts';
import { parseManeuver } from '../../src/kernel/maneuver.ts';
import { maneuverPath } from '../../src/kernel/path.ts';
import { templateShape } from '../../src/kernel/template.ts';

/** Small seeded generator (LCG) so the property runs are reproducible. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const NAMES = ['straight-2', 'bank-left-1', 'bank-right-3', 'turn-left-1', 'turn-right-3', 'koiogran-4'];

describe('template circle rejection', () => {
  it('property: a polygon inside a rejected circle never overlaps the template', () => {
    const rnd = lcg(7);
    let rejected = 0;
    for (let trial = 0; trial < 4000; trial++) {
      const m = parseManeuver(NAMES[trial % NAMES.length]!)!;
      const path = maneuverPath({ x: 400, y: 400, headingDeg: rnd() * 360 }, 'small', m);
      const t = templateTester(templateShape(path, path.templateMm * (0.2 + 0.8 * rnd()))!);
      // A random triangle near the template.
      const cx = t.bounds.cx + (rnd() - 0.5) * 3 * t.bounds.radius;
      const cy = t.bounds.cy + (rnd() - 0.5) * 3 * t.bounds.radius;
      const r = 1 + rnd() * 30;
      const tri = new Float64Array(6);
      for (let k = 0; k < 3; k++) {
        const a = (k * 2 * Math.PI) / 3 + rnd();
        tri[2 * k] = cx + r * Math.cos(a);
        tri[2 * k + 1] = cy + r * Math.sin(a);
      }
      if (templateMissesCircle(t, boundsOf(tri))) {
        rejected++;
        expect(templateOverlapsConvex(t, tri)).toBe(false);
      }
    }
    expect(rejected).toBeGreaterThan(1000);
  });
});

describe('segment speed bounds', () => {
  it('every segment bound is at most the whole-path bound, which is unchanged', () => {
    for (const name of NAMES) {
      const path = maneuverPath({ x: 0, y: 0, headingDeg: 0 }, 'large', parseManeuver(name)!);
      const profile = pointSpeedProfile(path, 'large', `large:${name}`);
      expect(profile.segments.length).toBe(32);
      expect(Math.max(...profile.segments)).toBe(profile.bound);
      expect(pointSpeedBound(path, 'large', `large:${name}`)).toBe(profile.bound);
    }
  });

  it('the profile search never steps over a free window the bound allows', () => {
    // Σ with a thin free window at p ∈ [0.5, 0.5 + 1e-4], Lipschitz 1: the walk crosses many segments.
    const sigma = (p: number) => (p >= 0.5 && p <= 0.5 + 1e-4 ? 0 : -Math.min(Math.abs(p - 0.5), Math.abs(p - 0.5001)));
    const segments = new Float64Array(32).fill(1);
    const r = largestFreeProgress(sigma, { bound: 1, segments });
    expect(r.progress).toBeGreaterThanOrEqual(0.5);
    expect(r.progress).toBeLessThanOrEqual(0.5001);
  });
});
