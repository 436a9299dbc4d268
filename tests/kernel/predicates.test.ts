/**
 * Low-level predicates on near-degenerate input: segment intersection and point-in-polygon (robust orientation
 * tests), strict convex overlap and signed separation, annular sectors, slide intervals, interval sets, angles.
 */
import { describe, expect, it } from 'vitest';
import {
  convexDistance,
  convexOverlap,
  convexSignedSeparation,
  pointInConvex,
  signedArea,
} from '../../src/kernel/convex.ts';
import {
  pointInPolygon,
  polygonDistance,
  polygonsTouchOrOverlap,
  segmentsIntersect,
} from '../../src/kernel/distance.ts';
import { dilate, intersect, merge, nearestInSet, subtractOpen } from '../../src/kernel/intervals.ts';
import { deltaDeg, localToTable, normalizeDeg, tableToLocal } from '../../src/kernel/pose.ts';
import {
  type AnnularSector,
  pointInSector,
  sectorOverlapsConvex,
  segmentCrossesSector,
} from '../../src/kernel/sector.ts';
import { slideOverlapInterval } from '../../src/kernel/translate.ts';

/** Axis-aligned square [x0, x0 + s] × [y0, y0 + s], counter-clockwise. */
const sq = (x0: number, y0: number, s: number) => Float64Array.of(x0, y0, x0 + s, y0, x0 + s, y0 + s, x0, y0 + s);

describe('segmentsIntersect (robust)', () => {
  it('collinear overlapping, collinear disjoint, collinear touching end to end', () => {
    expect(segmentsIntersect(0, 0, 2, 0, 1, 0, 3, 0)).toBe(true);
    expect(segmentsIntersect(0, 0, 1, 0, 2, 0, 3, 0)).toBe(false);
    expect(segmentsIntersect(0, 0, 1, 0, 1, 0, 3, 0)).toBe(true);
    // Collinear on a slanted line that is exact in binary (y = x).
    expect(segmentsIntersect(0.1, 0.1, 0.3, 0.3, 0.2, 0.2, 0.7, 0.7)).toBe(true);
    expect(segmentsIntersect(0.1, 0.1, 0.3, 0.3, 0.30000000000000004, 0.30000000000000004, 0.7, 0.7)).toBe(false);
  });

  it('touching endpoints and T-junctions count as meeting', () => {
    expect(segmentsIntersect(0, 0, 1, 1, 1, 1, 2, 0)).toBe(true);
    expect(segmentsIntersect(0, 0, 2, 0, 1, 0, 1, 1)).toBe(true);
    expect(segmentsIntersect(0, 0, 2, 0, 1, 1e-300, 1, 1)).toBe(false);
  });

  it('a segment ending 1e-12 mm off the other is decided by the exact orientation', () => {
    // (1.5, 0.5) lies exactly on (0, 0)–(3, 1); one ulp-scale nudge either way decides.
    expect(segmentsIntersect(0, 0, 3, 1, 1.5, 0.5, 1.5, 1)).toBe(true);
    expect(segmentsIntersect(0, 0, 3, 1, 1.5, 0.5 + 1e-12, 1.5, 1)).toBe(false);
    expect(segmentsIntersect(0, 0, 3, 1, 1.5, 0.5 - 1e-12, 1.5, 1)).toBe(true);
    // Table scale: (600, 200) on (0, 0)–(900, 300).
    expect(segmentsIntersect(0, 0, 900, 300, 600, 200 + 1e-12, 600, 400)).toBe(false);
    expect(segmentsIntersect(0, 0, 900, 300, 600, 200 - 1e-12, 600, 400)).toBe(true);
    expect(segmentsIntersect(0, 0, 900, 300, 600, 200, 600, 400)).toBe(true);
  });

  it('nearly parallel long segments 1e-12 apart do not meet', () => {
    expect(segmentsIntersect(0, 0, 900, 300, 0, 1e-12, 900, 300 + 1e-12)).toBe(false);
    expect(segmentsIntersect(0, 0, 900, 300, 0, 1e-12, 900, 300 - 1e-10)).toBe(true);
  });
});

describe('pointInPolygon (boundary counts as inside)', () => {
  const tri = Float64Array.of(0, 0, 900, 300, 0, 300); // above the diagonal y = x/3
  it('points on edges and vertices are inside', () => {
    expect(pointInPolygon(tri, 600, 200)).toBe(true);
    expect(pointInPolygon(tri, 900, 300)).toBe(true);
    expect(pointInPolygon(tri, 0, 150)).toBe(true);
  });

  it('points 1e-12 mm either side of a slanted edge', () => {
    expect(pointInPolygon(tri, 600, 200 + 1e-12)).toBe(true);
    expect(pointInPolygon(tri, 600, 200 - 1e-12)).toBe(false);
    expect(pointInPolygon(tri, 0.3, 0.1 + 1e-12)).toBe(true);
    expect(pointInPolygon(tri, 0.3, 0.1 - 1e-12)).toBe(false);
  });

  it('a ray through a vertex is not counted twice (concave polygon, either winding)', () => {
    // Arrow-shaped concave polygon; y = 5 passes through the notch vertex (5, 5) and the tip (10, 5).
    const arrow = Float64Array.of(0, 0, 10, 5, 0, 10, 5, 5);
    expect(pointInPolygon(arrow, 2, 5)).toBe(false);
    expect(pointInPolygon(arrow, 7, 5)).toBe(true);
    expect(pointInPolygon(arrow, 11, 5)).toBe(false);
    const cw = Float64Array.of(5, 5, 0, 10, 10, 5, 0, 0);
    expect(pointInPolygon(cw, 2, 5)).toBe(false);
    expect(pointInPolygon(cw, 7, 5)).toBe(true);
  });
});

describe('polygon distance', () => {
  it('touching squares are at distance 0; a 1e-9 gap is measured', () => {
    expect(polygonsTouchOrOverlap(sq(0, 0, 10), sq(10, 0, 10))).toBe(true);
    expect(polygonDistance(sq(0, 0, 10), sq(10, 3, 10))).toBe(0);
    expect(polygonDistance(sq(0, 0, 10), sq(10.5, 0, 10))).toBeCloseTo(0.5, 12);
    expect(polygonsTouchOrOverlap(sq(0, 0, 10), sq(20, 20, 1))).toBe(false);
    // Containment without touching boundaries.
    expect(polygonsTouchOrOverlap(sq(0, 0, 10), sq(2, 2, 1))).toBe(true);
    // Corner to corner: (10, 10) to (13, 14) → 5.
    expect(convexDistance(sq(0, 0, 10), sq(13, 14, 5))).toBeCloseTo(5, 12);
  });
});

describe('convex overlap is strict', () => {
  it('squares sharing an edge or a corner do not overlap; 1e-9 of penetration does', () => {
    expect(convexOverlap(sq(0, 0, 10), sq(10, 0, 10))).toBe(false);
    expect(convexOverlap(sq(0, 0, 10), sq(10, 10, 10))).toBe(false);
    expect(convexOverlap(sq(0, 0, 10), sq(10 - 1e-9, 5, 10))).toBe(true);
    expect(pointInConvex(sq(0, 0, 10), 10, 5)).toBe(false);
    expect(pointInConvex(sq(0, 0, 10), 9.999999, 5)).toBe(true);
  });

  it('signed separation: distance apart, 0 touching, minus the penetration depth overlapping', () => {
    expect(convexSignedSeparation(sq(0, 0, 10), sq(13, 14, 5))).toBeCloseTo(5, 12);
    expect(convexSignedSeparation(sq(0, 0, 10), sq(10, 0, 10))).toBe(0);
    expect(convexSignedSeparation(sq(0, 0, 10), sq(7, 1, 10))).toBeCloseTo(-3, 12);
    expect(convexSignedSeparation(sq(0, 0, 10), sq(7, 8, 10))).toBeCloseTo(-2, 12);
  });

  it('signed area is positive counter-clockwise', () => {
    expect(signedArea(sq(0, 0, 10))).toBe(100);
  });
});

describe('annular sectors (curved templates)', () => {
  // The small turn-left-1 template from (0, 0): centre (20, 35), radii 25…45, from −90° to 0°.
  const s: AnnularSector = { cx: 20, cy: 35, innerMm: 25, outerMm: 45, startRad: -Math.PI / 2, sweepRad: Math.PI / 2 };

  it('interior, rim and outside points', () => {
    expect(pointInSector(s, 20 + 35 * Math.SQRT1_2, 35 - 35 * Math.SQRT1_2)).toBe(true);
    expect(pointInSector(s, 20, 35 - 45)).toBe(false); // on the outer rim at the start edge
    expect(pointInSector(s, 20 + 44.9 * Math.SQRT1_2, 35 - 44.9 * Math.SQRT1_2)).toBe(true);
    expect(pointInSector(s, 20 + 45.1 * Math.SQRT1_2, 35 - 45.1 * Math.SQRT1_2)).toBe(false);
    expect(pointInSector(s, 10, 30)).toBe(false); // other quadrant
  });

  it('a segment that cuts only the bulge of the outer arc crosses it; its chord side does not', () => {
    // The outer arc bulges to x + y = 55 − 45√2 ... at −45° the rim point is (51.82, 3.18). A short segment
    // perpendicular to the radius through (51.0, 4.0) (inside) crosses; one through (52.5, 2.5) (outside) does not.
    expect(segmentCrossesSector(s, 50, 3, 52, 5)).toBe(true);
    expect(segmentCrossesSector(s, 51.5, 1.5, 53.5, 3.5)).toBe(false);
    // A segment lying wholly inside the inner hole does not cross.
    expect(segmentCrossesSector(s, 20, 30, 30, 30)).toBe(false);
  });

  it('a square touching the start edge does not overlap; one 1e-9 across does; one containing the sector does', () => {
    // The start edge is the segment x = 20, y ∈ [−10, 10].
    expect(sectorOverlapsConvex(s, sq(10, -5, 10))).toBe(false);
    expect(sectorOverlapsConvex(s, sq(10 + 1e-9, -5, 10))).toBe(true);
    expect(sectorOverlapsConvex(s, sq(-100, -100, 300))).toBe(true);
  });
});

describe('slides and interval sets', () => {
  it('slideOverlapInterval: a 10 mm square slid along +x over another overlaps for s ∈ (−10, 10) + offset', () => {
    const iv = slideOverlapInterval(sq(0, 0, 10), sq(25, 3, 10), 1, 0)!;
    expect(iv[0]).toBeCloseTo(15, 12);
    expect(iv[1]).toBeCloseTo(35, 12);
    // Sliding parallel to a gap that never closes: no interval. Touching sideways only: none either.
    expect(slideOverlapInterval(sq(0, 0, 10), sq(0, 20, 10), 1, 0)).toBeNull();
    expect(slideOverlapInterval(sq(0, 0, 10), sq(0, 10, 10), 1, 0)).toBeNull();
  });

  it('subtractOpen keeps closed pieces, including single points between touching holes', () => {
    expect(subtractOpen(-20, 20, [[6.4, 93.6]])).toEqual([[-20, 6.4]]);
    expect(
      subtractOpen(0, 10, [
        [1, 3],
        [3, 5],
      ]),
    ).toEqual([
      [0, 1],
      [3, 3],
      [5, 10],
    ]);
    expect(subtractOpen(0, 10, [[-1, 11]])).toEqual([]);
    expect(subtractOpen(0, 10, [[-1, 0]])).toEqual([[0, 10]]);
  });

  it('intersect, dilate, merge, nearestInSet', () => {
    expect(
      intersect(
        [
          [0, 5],
          [8, 10],
        ],
        [[4, 9]],
      ),
    ).toEqual([
      [4, 5],
      [8, 9],
    ]);
    expect(dilate([[-10, -5]], 10)).toEqual([[-20, 5]]);
    expect(
      merge([
        [3, 4],
        [0, 1],
        [1, 2],
      ]),
    ).toEqual([
      [0, 2],
      [3, 4],
    ]);
    expect(nearestInSet([[-20, 6.4]], 15)).toBe(6.4);
    expect(
      nearestInSet(
        [
          [-5, -1],
          [1, 5],
        ],
        0,
      ),
    ).toBe(-1); // tie → the smaller
    expect(nearestInSet([], 0)).toBeNull();
  });
});

describe('angles and frames', () => {
  it('normalizeDeg keeps [0, 360) even for −1e-15; deltaDeg is in (−180, 180]', () => {
    expect(normalizeDeg(-1e-15)).toBe(0);
    expect(normalizeDeg(-90)).toBe(270);
    expect(normalizeDeg(720)).toBe(0);
    expect(deltaDeg(10, 350)).toBe(20);
    expect(deltaDeg(0, 180)).toBe(180);
    expect(deltaDeg(180, 0)).toBe(180);
  });

  it('ship-local frame: forward = heading, left = heading + 90°', () => {
    const p = localToTable({ x: 100, y: 100, headingDeg: 90 }, 10, 5);
    expect(p.x).toBeCloseTo(95, 12);
    expect(p.y).toBeCloseTo(110, 12);
    const l = tableToLocal({ x: 100, y: 100, headingDeg: 90 }, p);
    expect(l.forwardMm).toBeCloseTo(10, 12);
    expect(l.leftMm).toBeCloseTo(5, 12);
  });
});
