import { describe, expect, it } from 'vitest';
import {
  arcHalfPlanes,
  atRange,
  attackGeometry,
  baseSquare,
  beyondRange,
  obstacleFromPolygon,
  polygonInArc,
  rangeBandOf,
  shipRange,
  withinRange,
  type ArcKind,
  type Pose,
} from '../../src/kernel/index.ts';

const at = (x: number, y: number, headingDeg = 0): Pose => ({ x, y, headingDeg });
const inArc = (attacker: Pose, arc: ArcKind, target: Pose) =>
  polygonInArc(baseSquare(target, 'small'), arcHalfPlanes(attacker, 'small', arc));

/** tan of the small primary arc's half-angle: the arc line runs from 2.95 mm in from the front corner (17.05 mm
 * off the centre line) back through the centre, 20 mm behind the front edge. */
const TAN_SMALL = 17.05 / 20;

describe('RANGE: bands of 100 mm, 100(r−1) < d ≤ 100 r', () => {
  it('puts each boundary distance in the lower band and touching bases at range 1', () => {
    expect(rangeBandOf(0)).toBe(1);
    expect(rangeBandOf(100)).toBe(1);
    expect(rangeBandOf(100.000001)).toBe(2);
    expect(rangeBandOf(200)).toBe(2);
    expect(rangeBandOf(300)).toBe(3);
    expect(rangeBandOf(300.000001)).toBe(null);
  });

  it('answers at / within / beyond', () => {
    expect(atRange(150, 2)).toBe(true);
    expect(atRange(150, 1)).toBe(false);
    expect(withinRange(150, 2)).toBe(true);
    expect(withinRange(250, 2)).toBe(false);
    expect(beyondRange(250, 2)).toBe(true);
    expect(beyondRange(200, 2)).toBe(false);
  });

  it('measures between the plain bases, not the guides: two small ships nose to nose 100 mm apart are at range 1', () => {
    // Centres 140 mm apart: 140 − 20 − 20 = 100 mm between the front edges (the guides would make it 96.4).
    const m = shipRange(at(0, 0, 0), 'small', at(140, 0, 180), 'small');
    expect(m.distanceMm).toBeCloseTo(100, 12);
    expect(m.band).toBe(1);
    // Parallel facing edges tie along their whole width: one band 40 mm wide, drawn at its middle.
    expect(m.tied.bands).toHaveLength(1);
    expect(m.tied.bands[0]!.widthMm).toBeCloseTo(40, 12);
    expect(m.line[0].y).toBeCloseTo(0, 12);
  });

  it('measures corner to corner: small at (0,0), small at (100,110) → hypot(60, 70)', () => {
    const m = shipRange(at(0, 0), 'small', at(100, 110), 'small');
    expect(m.distanceMm).toBeCloseTo(Math.hypot(60, 70), 12);
    expect(m.line[0]).toEqual({ x: 20, y: 20 });
    expect(m.line[1]).toEqual({ x: 80, y: 90 });
  });
});

describe('FIRING ARC: primary arc of 80.90° (small) from lines 2.95 mm in from the front corners', () => {
  it('includes a base that only touches the arc line and excludes one just beyond it', () => {
    // Target's lower-right corner (x + 20, y − 20) on the line y = TAN·x: x = 100 → y = 120·TAN + 20.
    const yTouch = 120 * TAN_SMALL + 20;
    expect(inArc(at(0, 0), 'primary', at(100, yTouch))).toBe(true);
    expect(inArc(at(0, 0), 'primary', at(100, yTouch + 1e-6))).toBe(false);
    // Mirror image on the right.
    expect(inArc(at(0, 0), 'primary', at(100, -yTouch))).toBe(true);
    expect(inArc(at(0, 0), 'primary', at(100, -yTouch - 1e-6))).toBe(false);
  });

  it('uses the 84.05° arc of a large base', () => {
    const half = (Math.atan2(40 - 3.95, 40) * 180) / Math.PI;
    expect(2 * half).toBeCloseTo(84.05, 2);
    const tan = 36.05 / 40;
    const yTouch = 120 * tan + 20;
    const planes = arcHalfPlanes(at(0, 0), 'large', 'primary');
    expect(polygonInArc(baseSquare(at(100, yTouch), 'small'), planes)).toBe(true);
    expect(polygonInArc(baseSquare(at(100, yTouch + 1e-6), 'small'), planes)).toBe(false);
  });

  it('AUXILIARY FIRING ARC: the rear arc mirrors the primary; the 180° arc is the half-plane ahead', () => {
    expect(inArc(at(0, 0), 'rear', at(-150, 0))).toBe(true);
    expect(inArc(at(0, 0), 'primary', at(-150, 0))).toBe(false);
    // Beside the ship, the part with x ≥ 0 is ahead of the side-midpoint line, but far outside the 80.90° wedge.
    expect(inArc(at(0, 0), 'aux180', at(0, 100))).toBe(true);
    expect(inArc(at(0, 0), 'primary', at(0, 100))).toBe(false);
    expect(inArc(at(0, 0), 'aux180', at(-20.000001, 100))).toBe(false);
  });

  it('TURRET PRIMARY WEAPON: a turret covers all round', () => {
    expect(inArc(at(0, 0), 'turret', at(-150, -150))).toBe(true);
  });

  it('rotates with the ship: heading 90 puts the arc along +y', () => {
    expect(inArc(at(0, 0, 90), 'primary', at(0, 150))).toBe(true);
    expect(inArc(at(0, 0, 90), 'primary', at(150, 0))).toBe(false);
  });
});

describe('ATTACK: range to the closest point of the target inside the arc', () => {
  it('measures to the arc-clipped part of the target, not to its closest corner', () => {
    // Target base x 80..120, y 90..130. Its part inside the arc is y ≤ TAN·x, so its lowest point in arc is
    // (90 / TAN, 90); the attacker's closest point is its front-left corner (20, 20).
    const g = attackGeometry(at(0, 0), 'small', 'primary', at(100, 110), 'small', []);
    expect(g.inArc).toBe(true);
    expect(g.distanceMm).toBeCloseTo(Math.hypot(90 / TAN_SMALL - 20, 70), 9);
    expect(g.band).toBe(2);
    // The plain closest distance is shorter and in band 1.
    expect(shipRange(at(0, 0), 'small', at(100, 110), 'small').distanceMm).toBeCloseTo(Math.hypot(60, 70), 12);
  });

  it('reports no range for a target outside the arc', () => {
    expect(attackGeometry(at(0, 0), 'small', 'primary', at(-100, 0), 'small', [])).toEqual({ inArc: false });
  });
});

describe('OBSTRUCTED: every tied range line must cross an obstacle', () => {
  const square = (x0: number, y0: number, x1: number, y1: number) => Float64Array.of(x0, y0, x1, y0, x1, y1, x0, y1);
  const attacker = at(0, 0, 0);
  const target = at(200, 0, 180);

  it('is obstructed when an obstacle covers the whole 40 mm band of tied lines', () => {
    const rock = obstacleFromPolygon('rock', 'asteroid', square(90, -30, 110, 30));
    const g = attackGeometry(attacker, 'small', 'primary', target, 'small', [rock]);
    expect(g.distanceMm).toBeCloseTo(160, 12);
    expect(g.obstructed).toBe(true);
    expect(g.obstaclesCrossed).toEqual(['rock']);
  });

  it('is not obstructed when part of the band is clear, and shows a clear line (the middle of the clear part)', () => {
    const rock = obstacleFromPolygon('rock', 'asteroid', square(90, 0, 110, 30));
    const g = attackGeometry(attacker, 'small', 'primary', target, 'small', [rock]);
    expect(g.obstructed).toBe(false);
    expect(g.line![0].y).toBeCloseTo(-10, 9);
    expect(g.obstaclesCrossed).toEqual([]);
  });

  it('gives the same answer measured from either ship and with obstacles in any order', () => {
    const rocks = [
      obstacleFromPolygon('a', 'asteroid', square(90, -30, 110, 0)),
      obstacleFromPolygon('b', 'asteroid', square(120, 0, 140, 30)),
    ];
    // Together the two rocks cover the band (one below the centre line, one above; the centre line itself
    // runs along both rocks' edges, touching but not entering either one).
    const forward = attackGeometry(attacker, 'small', 'turret', target, 'small', rocks).obstructed;
    const backward = attackGeometry(target, 'small', 'turret', attacker, 'small', [...rocks].reverse()).obstructed;
    expect(forward).toBe(false);
    expect(backward).toBe(forward);
    const overlapping = [
      obstacleFromPolygon('a', 'asteroid', square(90, -30, 110, 1)),
      obstacleFromPolygon('b', 'asteroid', square(120, -1, 140, 30)),
    ];
    expect(attackGeometry(attacker, 'small', 'turret', target, 'small', overlapping).obstructed).toBe(true);
    expect(attackGeometry(target, 'small', 'turret', attacker, 'small', [...overlapping].reverse()).obstructed).toBe(
      true,
    );
  });
});
