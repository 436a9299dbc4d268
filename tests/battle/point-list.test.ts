import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listOf, MAX_POSITION_MM, pointListMm, positionMm } from '../../src/battle/limits.ts';

/** The schema pointListMm stands for: zod's own list of [x, y] tuples, checked point by point. */
const exact = listOf(z.tuple([positionMm(), positionMm()]), 4, 'points');
const fast = pointListMm(4, 'points');
const inField = (s: z.ZodType) => z.strictObject({ outline: s });

/** The first refusal as a user reads it: where and why. */
function firstIssue(s: z.ZodType, value: unknown) {
  const r = inField(s).safeParse({ outline: value });
  return r.success ? null : { path: r.error.issues[0]?.path, message: r.error.issues[0]?.message };
}

describe('pointListMm: an outline checked in one loop, refused exactly as the zod list refuses it', () => {
  it('takes a list of points within ±10,000 mm as it is, the same object', () => {
    const outline = [
      [0, 0],
      [MAX_POSITION_MM, -MAX_POSITION_MM],
      [457.2, 55.5],
    ];
    const r = fast.safeParse(outline);
    expect(r.success && r.data).toBe(outline);
  });

  it('names the point and the limit: the 2nd point’s y at 1e9 mm, 5 points where 4 fit, a point of 1 number', () => {
    expect(
      firstIssue(fast, [
        [1, 2],
        [3, 1e9],
      ]),
    ).toEqual({
      path: ['outline', 1, 1],
      message: 'expected at most 10000 mm, got 1000000000',
    });
    expect(firstIssue(fast, Array(5).fill([1, 1]))).toEqual({ path: ['outline'], message: 'at most 4 points, got 5' });
    expect(firstIssue(fast, [[1, 2], [3]])?.path).toEqual(['outline', 1]);
    expect(firstIssue(fast, 'rock')?.path).toEqual(['outline']);
  });

  it('accepts and refuses exactly what the zod list does, with the same first refusal (property)', () => {
    const coordinate = fc.oneof(
      fc.double(),
      fc.integer({ min: -20_000, max: 20_000 }),
      fc.constantFrom(NaN, Infinity, -Infinity, MAX_POSITION_MM, -MAX_POSITION_MM, '1', null),
    );
    const point = fc.oneof(fc.tuple(coordinate, coordinate), fc.array(coordinate, { maxLength: 3 }), fc.string());
    const outline = fc.oneof(fc.array(point, { maxLength: 6 }), fc.anything());
    fc.assert(
      fc.property(outline, (value) => {
        expect(firstIssue(fast, value)).toEqual(firstIssue(exact, value));
      }),
      { numRuns: 2_000 },
    );
  });
});
