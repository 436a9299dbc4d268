/**
 * The plane homography (DLT with Hartley normalisation): exact for four pairs, least squares for five or more,
 * and its inverse. Expected values are computed by hand from homographies written out in full.
 */
import { describe, expect, it } from 'vitest';
import {
  applyHomography,
  type Homography,
  invertHomography,
  type PointPair,
  residualsMm,
  solveHomography,
} from '../../../src/kernel/photo/homography.ts';

/** A perspective map written out: photo px → table mm. */
const TRUE_H: Homography = [0.9, 0.12, -40, -0.05, -1.1, 820, 0.00011, -0.00042, 1];

const pairsOf = (h: Homography, photo: { x: number; y: number }[]): PointPair[] =>
  photo.map((photoPx) => ({ photoPx, tableMm: applyHomography(h, photoPx)! }));

describe('homography', () => {
  it('maps a point by hand: (100, 200) through a scale-and-shift with a projective part', () => {
    // w = 0.001·100 + 0·200 + 1 = 1.1; x = (2·100 + 10)/1.1 = 190.909…; y = (3·200 − 5)/1.1 = 540.909…
    const h: Homography = [2, 0, 10, 0, 3, -5, 0.001, 0, 1];
    const p = applyHomography(h, { x: 100, y: 200 })!;
    expect(p.x).toBeCloseTo(210 / 1.1, 12);
    expect(p.y).toBeCloseTo(595 / 1.1, 12);
  });

  it('is exact on four pairs: the unit square onto a 914.4 mm square', () => {
    const h = solveHomography([
      { photoPx: { x: 0, y: 1 }, tableMm: { x: 0, y: 0 } },
      { photoPx: { x: 1, y: 1 }, tableMm: { x: 914.4, y: 0 } },
      { photoPx: { x: 1, y: 0 }, tableMm: { x: 914.4, y: 914.4 } },
      { photoPx: { x: 0, y: 0 }, tableMm: { x: 0, y: 914.4 } },
    ])!;
    // An affine map: x' = 914.4 x, y' = 914.4 (1 − y).
    const expected = [914.4, 0, 0, 0, -914.4, 914.4, 0, 0, 1];
    h.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 9));
  });

  it('recovers a perspective map from four pairs to 1e-9 mm everywhere', () => {
    const corners = [
      { x: 120, y: 950 },
      { x: 1800, y: 1010 },
      { x: 1500, y: 130 },
      { x: 380, y: 90 },
    ];
    const h = solveHomography(pairsOf(TRUE_H, corners))!;
    for (const p of [
      { x: 700, y: 500 },
      { x: 1300, y: 880 },
      { x: 200, y: 300 },
    ]) {
      const a = applyHomography(h, p)!;
      const b = applyHomography(TRUE_H, p)!;
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(1e-9);
    }
    expect(Math.max(...residualsMm(h, pairsOf(TRUE_H, corners)))).toBeLessThan(1e-9);
  });

  it('fits five or more consistent pairs exactly, and reports the misfit of an inconsistent one', () => {
    const photo = [
      { x: 120, y: 950 },
      { x: 1800, y: 1010 },
      { x: 1500, y: 130 },
      { x: 380, y: 90 },
      { x: 900, y: 560 },
      { x: 1200, y: 300 },
    ];
    const exact = pairsOf(TRUE_H, photo);
    expect(Math.max(...residualsMm(solveHomography(exact)!, exact))).toBeLessThan(1e-8);
    // Moving one pair's table point by 3 mm: the least-squares fit spreads the misfit over the pairs, so no
    // residual is zero and none exceeds the 3 mm moved.
    const moved = exact.map((p, i) => (i === 4 ? { ...p, tableMm: { x: p.tableMm.x + 3, y: p.tableMm.y } } : p));
    const r = residualsMm(solveHomography(moved)!, moved);
    expect(Math.max(...r)).toBeGreaterThan(0.3);
    expect(Math.max(...r)).toBeLessThan(3);
  });

  it('inverts: table → photo → table is the identity, and fewer than four pairs give no homography', () => {
    const inv = invertHomography(TRUE_H)!;
    const p = { x: 640.5, y: 333.25 };
    const back = applyHomography(TRUE_H, applyHomography(inv, p)!)!;
    expect(back.x).toBeCloseTo(p.x, 9);
    expect(back.y).toBeCloseTo(p.y, 9);
    expect(
      solveHomography(
        pairsOf(TRUE_H, [
          { x: 1, y: 2 },
          { x: 3, y: 4 },
          { x: 5, y: 7 },
        ]),
      ),
    ).toBeNull();
    expect(invertHomography([1, 2, 3, 2, 4, 6, 0, 0, 1])).toBeNull();
  });
});
