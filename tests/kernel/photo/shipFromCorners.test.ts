/**
 * A ship's pose from its base's marked corners. Base sides: small 40 mm, large 80 mm (rules: SMALL SHIP
 * "about 4 cm", LARGE SHIP "about 8 cm"); the front edge is the one the arc lines meet.
 */
import { describe, expect, it } from 'vitest';
import { shipPoseFromCorners, shipPoseFromFrontCorners } from '../../../src/kernel/photo/shipFromCorners.ts';

describe('ship pose from base corners', () => {
  it('two front corners along +x: the ship faces +y, its centre 20 mm behind the edge', () => {
    // Front-left (20, 120) and front-right (60, 120): left points to −x, so forward is +y (heading 90°);
    // the centre is the edge midpoint (40, 120) moved back half a small base (20 mm): (40, 100).
    const fit = shipPoseFromFrontCorners({ x: 20, y: 120 }, { x: 60, y: 120 }, 'small')!;
    expect(fit.pose.x).toBeCloseTo(40, 12);
    expect(fit.pose.y).toBeCloseTo(100, 12);
    expect(fit.pose.headingDeg).toBeCloseTo(90, 12);
    expect(fit.residualMm).toBeCloseTo(0, 12);
  });

  it('a large base turned 30°: the corners of (300, 400, 30°) give it back', () => {
    // Front-left = centre + 40·(cos30, sin30) + 40·(−sin30, cos30) = (300 + 34.641 − 20, 400 + 20 + 34.641);
    // front-right = centre + 40·(cos30, sin30) − 40·(−sin30, cos30) = (300 + 34.641 + 20, 400 + 20 − 34.641).
    const r3 = (40 * Math.sqrt(3)) / 2;
    const fit = shipPoseFromFrontCorners({ x: 300 + r3 - 20, y: 420 + r3 }, { x: 320 + r3, y: 420 - r3 }, 'large')!;
    expect(fit.pose.x).toBeCloseTo(300, 10);
    expect(fit.pose.y).toBeCloseTo(400, 10);
    expect(fit.pose.headingDeg).toBeCloseTo(30, 10);
  });

  it('corners marked in the wrong order turn the ship round (heading 270°, centre ahead of the edge)', () => {
    const fit = shipPoseFromFrontCorners({ x: 60, y: 120 }, { x: 20, y: 120 }, 'small')!;
    expect(fit.pose.headingDeg).toBeCloseTo(270, 12);
    expect(fit.pose.y).toBeCloseTo(140, 12);
  });

  it('a front edge marked 2 mm long leaves 1 mm at each corner; four corners pushed out 1 mm leave √2', () => {
    const long = shipPoseFromFrontCorners({ x: 19, y: 120 }, { x: 61, y: 120 }, 'small')!;
    expect(long.pose.x).toBeCloseTo(40, 12);
    expect(long.pose.y).toBeCloseTo(100, 12);
    expect(long.residualMm).toBeCloseTo(1, 12);
    // Base at (0, 0) heading 0: corners (±20, ±20), each pushed 1 mm out along x and y.
    const four = shipPoseFromCorners(
      [
        { corner: 'front-left', tableMm: { x: 21, y: 21 } },
        { corner: 'front-right', tableMm: { x: 21, y: -21 } },
        { corner: 'rear-right', tableMm: { x: -21, y: -21 } },
        { corner: 'rear-left', tableMm: { x: -21, y: 21 } },
      ],
      'small',
    )!;
    expect(four.pose.x).toBeCloseTo(0, 12);
    expect(four.pose.y).toBeCloseTo(0, 12);
    expect(four.pose.headingDeg).toBeCloseTo(0, 12);
    expect(four.residualMm).toBeCloseTo(Math.SQRT2, 12);
  });

  it('gives nothing for coinciding marks or a single corner', () => {
    expect(shipPoseFromFrontCorners({ x: 5, y: 5 }, { x: 5, y: 5 }, 'small')).toBeNull();
    expect(shipPoseFromCorners([{ corner: 'front-left', tableMm: { x: 0, y: 0 } }], 'small')).toBeNull();
  });
});
