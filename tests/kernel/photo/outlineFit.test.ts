/**
 * Fitting an obstacle's known outline to points on its edge: points taken from the outline placed by a known
 * rigid transform give that transform back; a residual says how far the points lie off the fitted outline.
 */
import { describe, expect, it } from 'vitest';
import { placeOutline } from '../../../src/kernel/obstacle.ts';
import { obstacleOutline } from '../../../src/kernel/obstacleOutlines.ts';
import { deltaDeg } from '../../../src/kernel/pose.ts';
import { fitOutlineToEdgePoints } from '../../../src/kernel/photo/outlineFit.ts';

const points = (polygon: Float64Array, every: number) =>
  Array.from({ length: polygon.length / 2 }, (_, i) => ({ x: polygon[2 * i]!, y: polygon[2 * i + 1]! })).filter(
    (_, i) => i % every === 0,
  );

describe('outline fit', () => {
  it('recovers a known placement of asteroid-3 (flipped, turned 37°) from vertices of its outline', () => {
    const outline = obstacleOutline('asteroid-3')!.outlineMm;
    const truth = { x: 412.5, y: 301.25, rotationDeg: 37, flipped: true };
    const fit = fitOutlineToEdgePoints(outline, points(placeOutline(outline, truth), 3))!;
    expect(fit.placement.flipped).toBe(true);
    expect(fit.placement.x).toBeCloseTo(412.5, 6);
    expect(fit.placement.y).toBeCloseTo(301.25, 6);
    expect(deltaDeg(fit.placement.rotationDeg, 37)).toBeCloseTo(0, 6);
    expect(fit.rmsResidualMm).toBeLessThan(1e-6);
    expect(fit.ambiguous).toBe(false);
  });

  it('keeps the side up the user names, and starts from where the token stands now', () => {
    const outline = obstacleOutline('debris-2')!.outlineMm;
    const truth = { x: 150, y: 700, rotationDeg: 200, flipped: false };
    const fit = fitOutlineToEdgePoints(outline, points(placeOutline(outline, truth), 2), {
      flipped: false,
      near: { x: 160, y: 690, rotationDeg: 180, flipped: false },
    })!;
    expect(fit.placement.flipped).toBe(false);
    expect(Math.hypot(fit.placement.x - 150, fit.placement.y - 700)).toBeLessThan(1e-6);
    expect(deltaDeg(fit.placement.rotationDeg, 200)).toBeCloseTo(0, 6);
  });

  it('reports how far points marked 0.5 mm outside a 60 × 20 mm rectangle lie off it', () => {
    // Points on the lines x = ±30.5 and y = ±10.5, placed symmetrically: the unmoved rectangle is where the
    // squared distances are least, each point 0.5 mm off its edge.
    const rectangle = [
      [-30, -10],
      [30, -10],
      [30, 10],
      [-30, 10],
    ] as const;
    const marks = [
      { x: 30.5, y: -5 },
      { x: 30.5, y: 5 },
      { x: -30.5, y: -5 },
      { x: -30.5, y: 5 },
      { x: -15, y: 10.5 },
      { x: 15, y: 10.5 },
      { x: -15, y: -10.5 },
      { x: 15, y: -10.5 },
    ].map((p) => ({ x: p.x + 100, y: p.y + 200 }));
    const fit = fitOutlineToEdgePoints(rectangle, marks, { flipped: false })!;
    expect(fit.rmsResidualMm).toBeCloseTo(0.5, 6);
    expect(fit.maxResidualMm).toBeCloseTo(0.5, 6);
    expect(Math.hypot(fit.placement.x - 100, fit.placement.y - 200)).toBeLessThan(1e-6);
    // A rectangle fits as well turned half round: the fit says so.
    expect(fit.ambiguous).toBe(true);
  });

  it('needs at least three points', () => {
    expect(
      fitOutlineToEdgePoints(obstacleOutline('asteroid-1')!.outlineMm, [
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ]),
    ).toBeNull();
  });
});
