/**
 * Symmetries the kernel must respect: mirroring left ↔ right, and moving the whole table rigidly (rotation and
 * translation) must map every result onto itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BaseSize } from '../../src/kernel/constants.ts';
import { allManeuverNames, type Maneuver } from '../../src/kernel/maneuver.ts';
import { maneuverPath, poseAtProgress } from '../../src/kernel/path.ts';
import { finalPose } from '../../src/kernel/placement.ts';
import type { Pose } from '../../src/kernel/pose.ts';
import { type ManeuverOutcome, resolveManeuver } from '../../src/kernel/resolve.ts';
import { arbScenario, mapTable, MID } from './arbitraries.ts';
import { expectPose, mv } from './helpers.ts';

/** The same maneuver with left and right swapped. */
function mirrored(m: Maneuver): Maneuver {
  return { ...m, side: m.side === 'left' ? 'right' : m.side === 'right' ? 'left' : null };
}

/** Reflection in the line y = MID (the table's horizontal centre line): left turns become right turns. */
const mirrorPoint = (x: number, y: number): [number, number] => [x, 2 * MID - y];
const mirrorPose = (p: Pose): Pose => ({ x: p.x, y: 2 * MID - p.y, headingDeg: -p.headingDeg });

/** Compares the discrete parts of two outcomes (which ships and obstacles, in which order). */
function expectSameEvents(a: ManeuverOutcome, b: ManeuverOutcome): void {
  expect(b.bumped).toEqual(a.bumped);
  expect(b.obstaclesHit).toEqual(a.obstaclesHit);
  expect(b.landedOn).toEqual(a.landedOn);
  expect(b.movedThrough).toEqual(a.movedThrough);
  expect(b.rotated).toBe(a.rotated);
  expect(b.skipAction).toBe(a.skipAction);
}

const arbStart = fc.record({
  x: fc.double({ min: 0, max: 900, noNaN: true }),
  y: fc.double({ min: 0, max: 900, noNaN: true }),
  headingDeg: fc.double({ min: 0, max: 360, noNaN: true }),
});

describe('left/right mirror symmetry', () => {
  it('property: every maneuver mirrored lands on the mirrored pose, at every progress (seed 42)', () => {
    fc.assert(
      fc.property(
        arbStart,
        fc.constantFrom<BaseSize>('small', 'large'),
        fc.constantFrom(...allManeuverNames()),
        fc.double({ min: -30, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (start, size, name, slide, p) => {
          const m = mv(name);
          const a = finalPose(start, size, m, slide);
          const b = finalPose(mirrorPose(start), size, mirrored(m), slide);
          expectPose(b, mirrorPose(a), 1e-9);
          if (m.bearing === 'stationary') return;
          const pa = poseAtProgress(maneuverPath(start, size, m), p, { x: 0, y: 0, headingDeg: 0 });
          const pb = poseAtProgress(maneuverPath(mirrorPose(start), size, mirrored(m)), p);
          expectPose(pb, mirrorPose(pa), 1e-9);
        },
      ),
      { seed: 42, numRuns: 300 },
    );
  });

  it('property: resolveManeuver on the mirrored table gives the mirrored outcome (seed 21)', () => {
    fc.assert(
      fc.property(arbScenario({ obstacles: true }), ({ table: t, maneuver, tallonSlideMm }) => {
        const a = resolveManeuver(t, 'M', maneuver, { tallonSlideMm });
        const mt = mapTable(t, mirrorPoint, (h) => -h);
        const b = resolveManeuver(mt, 'M', mirrored(maneuver), { tallonSlideMm });
        expectPose(b.final, mirrorPose(a.final), 1e-6);
        expect(Math.abs(b.progress - a.progress)).toBeLessThanOrEqual(1e-6);
        expectSameEvents(a, b);
        expect(b.fled).toBe(a.fled);
      }),
      { seed: 21, numRuns: 150 },
    );
  });
});

describe('rigid motion of the whole table', () => {
  it('property: rotating and translating the table moves the final pose with it and keeps bumps and obstacles hit (seed 1234)', () => {
    fc.assert(
      fc.property(
        arbScenario({ obstacles: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: -300, max: 300, noNaN: true }),
        fc.double({ min: -300, max: 300, noNaN: true }),
        ({ table: t, maneuver, tallonSlideMm }, theta, tx, ty) => {
          const c = Math.cos((theta * Math.PI) / 180);
          const s = Math.sin((theta * Math.PI) / 180);
          const point = (x: number, y: number): [number, number] => [
            MID + c * (x - MID) - s * (y - MID) + tx,
            MID + s * (x - MID) + c * (y - MID) + ty,
          ];
          const move = (p: Pose): Pose => {
            const [x, y] = point(p.x, p.y);
            return { x, y, headingDeg: p.headingDeg + theta };
          };
          const a = resolveManeuver(t, 'M', maneuver, { tallonSlideMm });
          const b = resolveManeuver(
            mapTable(t, point, (h) => h + theta),
            'M',
            maneuver,
            { tallonSlideMm },
          );
          expectPose(b.final, move(a.final), 1e-6);
          expect(Math.abs(b.progress - a.progress)).toBeLessThanOrEqual(1e-6);
          expectSameEvents(a, b);
          if (a.tallon && b.tallon) expect(Math.abs(a.tallon.slideMm - b.tallon.slideMm)).toBeLessThanOrEqual(1e-6);
        },
      ),
      { seed: 1234, numRuns: 150 },
    );
  });

  it('a quarter turn maps the golden small bank-left-1 exactly', () => {
    // From (100, 200) heading 90 the bank-left-1 offset (90.711, 37.574) turns to (−37.574, 90.711).
    const p = finalPose({ x: 100, y: 200, headingDeg: 90 }, 'small', mv('bank-left-1'));
    expectPose(p, { x: 100 - 37.57359312880715, y: 200 + 90.71067811865476, headingDeg: 135 }, 1e-9);
  });
});
