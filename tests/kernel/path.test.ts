/**
 * The two-guide chord model (path.ts): the rear guide point R and the front guide point F ride the maneuver
 * path one base length apart; the centre is their midpoint and the heading points from R to F.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BaseSize } from '../../src/kernel/constants.ts';
import { allManeuverNames } from '../../src/kernel/maneuver.ts';
import {
  type GuideMotion,
  guideMotionAtProgress,
  guidePointsAtProgress,
  maneuverPath,
  type ManeuverPath,
  pointAtLength,
  poseAtProgress,
  travelMm,
} from '../../src/kernel/path.ts';
import { plainEndPose } from '../../src/kernel/placement.ts';
import { DEG } from '../../src/kernel/constants.ts';
import { deltaDeg } from '../../src/kernel/pose.ts';
import { expectPose, mv, pose } from './helpers.ts';

const MOVING = allManeuverNames().filter((n) => n !== 'stationary-0');
const BASE: Record<BaseSize, number> = { small: 40, large: 80 };

const arbStart = fc.record({
  x: fc.double({ min: -500, max: 500, noNaN: true }),
  y: fc.double({ min: -500, max: 500, noNaN: true }),
  headingDeg: fc.double({ min: -720, max: 720, noNaN: true }),
});
const arbSize = fc.constantFrom<BaseSize>('small', 'large');
const arbName = fc.constantFrom(...MOVING);

/** Distance (mm) from a point to the nearest point of the path, by its closed-form pieces. */
function distanceToPath(path: ManeuverPath, x: number, y: number): number {
  let best = Infinity;
  for (const piece of path.pieces) {
    if (piece.kind === 'line') {
      const t = Math.min(Math.max((x - piece.x0) * piece.ux + (y - piece.y0) * piece.uy, 0), piece.lengthMm);
      best = Math.min(best, Math.hypot(piece.x0 + t * piece.ux - x, piece.y0 + t * piece.uy - y));
    } else {
      // Nearest point on the arc: the radial projection if it falls inside the arc, else an end point.
      const n = 64;
      for (let i = 0; i <= n; i++) {
        const a = piece.startAngleRad + (piece.sign * (i / n) * piece.lengthMm) / piece.radiusMm;
        best = Math.min(
          best,
          Math.hypot(piece.cx + piece.radiusMm * Math.cos(a) - x, piece.cy + piece.radiusMm * Math.sin(a) - y),
        );
      }
      const ang = Math.atan2(y - piece.cy, x - piece.cx);
      const turn = (((piece.sign * (ang - piece.startAngleRad)) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
      if (turn * piece.radiusMm <= piece.lengthMm) {
        best = Math.min(best, Math.abs(Math.hypot(x - piece.cx, y - piece.cy) - piece.radiusMm));
      }
    }
  }
  return best;
}

describe('chord model: end points', () => {
  it('p = 0 is the start pose and p = 1 the plain end pose, for every maneuver and both sizes', () => {
    for (const size of ['small', 'large'] as const) {
      for (const name of MOVING) {
        const start = pose(123.4, 234.5, 30);
        const path = maneuverPath(start, size, mv(name));
        expectPose(poseAtProgress(path, 0), start, 1e-9);
        expectPose(poseAtProgress(path, 1), plainEndPose(path), 1e-9);
      }
    }
  });

  it('clamps progress outside [0, 1]', () => {
    const path = maneuverPath(pose(0, 0, 0), 'small', mv('bank-right-2'));
    expectPose(poseAtProgress(path, -0.5), poseAtProgress(path, 0), 0);
    expectPose(poseAtProgress(path, 1.5), poseAtProgress(path, 1), 0);
  });

  it('property: the same at random starting poses (seed 7)', () => {
    fc.assert(
      fc.property(arbStart, arbSize, arbName, (start, size, name) => {
        const path = maneuverPath(start, size, mv(name));
        expectPose(poseAtProgress(path, 0), start, 1e-9);
        expectPose(poseAtProgress(path, 1), plainEndPose(path), 1e-9);
      }),
      { seed: 7, numRuns: 200 },
    );
  });
});

describe('chord model: hand-computed intermediate poses', () => {
  it('straight-3 (small) at p = 0.5 is a pure translation: centre 0.5 × (40 + 120) = 80 mm ahead', () => {
    const path = maneuverPath(pose(0, 0, 0), 'small', mv('straight-3'));
    expect(travelMm(path)).toBe(160);
    expectPose(poseAtProgress(path, 0.5), pose(80, 0, 0), 1e-12);
  });

  it('small turn-left-1 with R at the template start: F on the arc, heading asin(20/35)', () => {
    // R = (20, 0); F on the circle of radius 35 round (20, 35), 40 mm from R: the chord turns by half the
    // subtended angle, asin(20/35) = 34.849904579046484°. Centre = R + 20·(cos, sin) = (20 + 20·√33/7, 80/7).
    const path = maneuverPath(pose(0, 0, 0), 'small', mv('turn-left-1'));
    const p = 40 / travelMm(path); // R has travelled one base length
    expectPose(poseAtProgress(path, p), pose(36.41303613296579, 11.428571428571429, 34.84990457904648), 1e-9);
  });

  it('small bank-left-1 with R at the template start: heading asin(20/80)', () => {
    // Chord 40 on radius 80: heading asin(1/4) = 14.477512185929924°, centre (20 + 5√15, 5).
    const path = maneuverPath(pose(0, 0, 0), 'small', mv('bank-left-1'));
    expectPose(poseAtProgress(path, 40 / travelMm(path)), pose(39.364916731037084, 5, 14.477512185929925), 1e-9);
  });

  it('large turn-left-1 with R at the template start: the 80 mm chord reaches past the arc onto the end line', () => {
    // R = (40, 0); the arc (radius 35 round (40, 35)) is never 80 mm from R, so F is on the line x = 75 beyond
    // the template end (75, 35): 35² + (F_y)² = 80² → F_y = √5175 = 71.937472849690793.
    // Centre = ((40 + 75)/2, F_y/2); heading = atan2(F_y, 35) = 64.055520227629994°.
    const path = maneuverPath(pose(0, 0, 0), 'large', mv('turn-left-1'));
    const { rear, front } = guidePointsAtProgress(path, 80 / travelMm(path));
    expect(rear.x).toBeCloseTo(40, 12);
    expect(rear.y).toBeCloseTo(0, 12);
    expect(front.x).toBeCloseTo(75, 12);
    expect(front.y).toBeCloseTo(71.93747284969079, 9);
    expectPose(poseAtProgress(path, 80 / travelMm(path)), pose(57.5, 35.968736424845396, 64.05552022763), 1e-9);
  });

  it('pointAtLength walks the three pieces and clamps at the far end', () => {
    const path = maneuverPath(pose(0, 0, 0), 'small', mv('turn-left-1'));
    // 0 → rear edge centre (−20, 0); 40 → template start (20, 0); 40 + 35π/2 → template end (55, 35).
    expectPose({ ...pointAtLength(path, 0), headingDeg: 0 }, pose(-20, 0), 1e-12);
    expectPose({ ...pointAtLength(path, 40), headingDeg: 0 }, pose(20, 0), 1e-12);
    const end = pointAtLength(path, 40 + (35 * Math.PI) / 2);
    expect(end.x).toBeCloseTo(55, 12);
    expect(end.y).toBeCloseTo(35, 12);
    const far = pointAtLength(path, 1e6);
    expect(far.x).toBeCloseTo(55, 12);
    expect(far.y).toBeCloseTo(75, 12);
  });
});

describe('chord model: invariants', () => {
  it('property: R and F are exactly one base length apart and both on the path, F ahead (seed 42)', () => {
    fc.assert(
      fc.property(arbStart, arbSize, arbName, fc.double({ min: 0, max: 1, noNaN: true }), (start, size, name, p) => {
        const path = maneuverPath(start, size, mv(name));
        const { rear, front } = guidePointsAtProgress(path, p);
        expect(Math.abs(Math.hypot(front.x - rear.x, front.y - rear.y) - BASE[size])).toBeLessThanOrEqual(1e-9);
        expect(distanceToPath(path, rear.x, rear.y)).toBeLessThanOrEqual(1e-9);
        expect(distanceToPath(path, front.x, front.y)).toBeLessThanOrEqual(1e-9);
        // The pose is the midpoint, heading R → F.
        const c = poseAtProgress(path, p);
        expect(Math.abs(c.x - (rear.x + front.x) / 2)).toBeLessThanOrEqual(1e-9);
        expect(Math.abs(c.y - (rear.y + front.y) / 2)).toBeLessThanOrEqual(1e-9);
        const dir = Math.atan2(front.y - rear.y, front.x - rear.x) / DEG;
        expect(Math.abs(deltaDeg(c.headingDeg, dir))).toBeLessThanOrEqual(1e-9);
        // F is ahead of R: the chord points within 90° of the path's start-to-end sense (never backward).
        const along =
          Math.cos((c.headingDeg - path.startHeadingDeg) * DEG) + Math.cos((c.headingDeg - path.endHeadingDeg) * DEG);
        expect(along).toBeGreaterThan(0);
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it('property: the heading stays between the start and end tangent headings (seed 11)', () => {
    fc.assert(
      fc.property(arbSize, arbName, fc.double({ min: 0, max: 1, noNaN: true }), (size, name, p) => {
        const path = maneuverPath(pose(0, 0, 0), size, mv(name));
        const h = poseAtProgress(path, p).headingDeg;
        const lo = Math.min(path.startHeadingDeg, path.endHeadingDeg);
        const hi = Math.max(path.startHeadingDeg, path.endHeadingDeg);
        expect(h).toBeGreaterThanOrEqual(lo - 1e-9);
        expect(h).toBeLessThanOrEqual(hi + 1e-9);
      }),
      { seed: 11, numRuns: 200 },
    );
  });

  it('continuity: over a 4000-step scan of every maneuver no step moves the centre or turns the base by much', () => {
    // R moves travel/n per step; F and the centre may move faster where the chord is oblique to the path, but a
    // jump (wrong root picked) would show as a step many times larger. Bound: 3 × R's step, and the heading
    // change × half the base within the same bound.
    const n = 4000;
    for (const size of ['small', 'large'] as const) {
      for (const name of MOVING) {
        const path = maneuverPath(pose(10, 20, 15), size, mv(name));
        const step = travelMm(path) / n;
        let prev = { ...poseAtProgress(path, 0) };
        for (let i = 1; i <= n; i++) {
          const cur = { ...poseAtProgress(path, i / n) };
          const moved = Math.hypot(cur.x - prev.x, cur.y - prev.y);
          const turned = Math.abs(cur.headingDeg - prev.headingDeg) * DEG * (BASE[size] / 2);
          if (moved > 3 * step || turned > 3 * step) {
            throw new Error(`${size} ${name}: jump at p = ${i / n}: moved ${moved}, turned ${turned}, step ${step}`);
          }
          prev = cur;
        }
      }
    }
  });

  it('property: a small Δp gives a small Δpose (seed 3)', () => {
    fc.assert(
      fc.property(
        arbStart,
        arbSize,
        arbName,
        fc.double({ min: 0, max: 1 - 1e-6, noNaN: true }),
        (start, size, name, p) => {
          const path = maneuverPath(start, size, mv(name));
          const a = { ...poseAtProgress(path, p) };
          const b = { ...poseAtProgress(path, p + 1e-6) };
          const bound = 3 * travelMm(path) * 1e-6;
          expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeLessThanOrEqual(bound);
          expect(Math.abs(b.headingDeg - a.headingDeg) * DEG * (BASE[size] / 2)).toBeLessThanOrEqual(bound);
        },
      ),
      { seed: 3, numRuns: 300 },
    );
  });

  it('property: the second derivatives of the motion agree with central differences of the first (seed 53)', () => {
    const motion = (): GuideMotion => ({ rx: 0, ry: 0, fx: 0, fy: 0, vx: 0, vy: 0, omega: 0 });
    fc.assert(
      fc.property(
        arbStart,
        arbSize,
        fc.constantFrom(...MOVING),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (start, size, name, p) => {
          const path = maneuverPath(start, size, mv(name));
          const acc = { ax: 0, ay: 0, alpha: 0 };
          guideMotionAtProgress(path, p, motion(), acc);
          const h = 1e-6;
          const up = guideMotionAtProgress(path, p + h, motion());
          const down = guideMotionAtProgress(path, p - h, motion());
          // Away from the joints between pieces (where the second derivatives jump), to difference accuracy.
          const joint = [path.pieces[1].startMm, path.pieces[2].startMm].some((s) => {
            const at = p * travelMm(path);
            return Math.abs(at - s) < 1e-3 || Math.abs(at + path.baseMm - s) < 2;
          });
          if (joint) return;
          const scale = 1 + Math.hypot(acc.ax, acc.ay);
          expect(Math.abs((up.vx - down.vx) / (2 * h) - acc.ax) / scale).toBeLessThan(1e-4);
          expect(Math.abs((up.vy - down.vy) / (2 * h) - acc.ay) / scale).toBeLessThan(1e-4);
          expect(Math.abs((up.omega - down.omega) / (2 * h) - acc.alpha)).toBeLessThan(
            1e-4 * (1 + Math.abs(acc.alpha)),
          );
        },
      ),
      { seed: 53, numRuns: 300 },
    );
  });
});
