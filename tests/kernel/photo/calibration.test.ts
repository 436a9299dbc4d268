/**
 * Calibrating a photo from the play area's marked corners: a good quadrilateral gives a homography that
 * puts the corners on the table's corners; marks that no photo of a flat mat can give are refused with a
 * message saying what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { calibratePhoto, photoToTableMm, tableToPhotoPx } from '../../../src/kernel/photo/calibration.ts';

const PHOTO = { widthPx: 2000, heightPx: 1500 };
const AREA = { widthMm: 914.4, heightMm: 914.4 };
/** A tilted view: the near edge wide at the bottom, the far edge narrower at the top. */
const CORNERS = [
  { x: 200, y: 1400 },
  { x: 1800, y: 1400 },
  { x: 1500, y: 200 },
  { x: 500, y: 200 },
];

const refused = (corners: { x: number; y: number }[], area = AREA) => {
  const r = calibratePhoto(corners, area, PHOTO);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.message;
};

describe('photo calibration', () => {
  it('puts the marked corners on the table corners, and the mat centre on the diagonals crossing', () => {
    const c = calibratePhoto(CORNERS, AREA, PHOTO);
    if (!c.ok) throw new Error(c.message);
    expect(c.pointCount).toBe(4);
    expect(c.rmsResidualMm).toBe(0);
    const far = photoToTableMm(c, { x: 1500, y: 200 })!;
    expect(far.x).toBeCloseTo(914.4, 9);
    expect(far.y).toBeCloseTo(914.4, 9);
    // A symmetric trapezoid: the diagonals cross on x = 1000; by similar triangles (bases 1600 and 1000,
    // height 1200) at 1200·1600/2600 = 738.46 px above the near edge, so y = 1400 − 738.46 = 661.54 px.
    const centre = tableToPhotoPx(c, { x: 457.2, y: 457.2 })!;
    expect(centre.x).toBeCloseTo(1000, 9);
    expect(centre.y).toBeCloseTo(1400 - (1200 * 1600) / 2600, 9);
  });

  it('uses a fifth point in a least-squares fit and reports its residual', () => {
    const c = calibratePhoto(CORNERS, AREA, PHOTO, [
      // The centre as the diagonals put it, but marked 6 px off.
      { photoPx: { x: 1006, y: 1400 - (1200 * 1600) / 2600 }, tableMm: { x: 457.2, y: 457.2 } },
    ]);
    if (!c.ok) throw new Error(c.message);
    expect(c.pointCount).toBe(5);
    expect(c.rmsResidualMm).toBeGreaterThan(0.1);
    expect(c.maxResidualMm).toBeLessThan(6);
    expect(c.pointResidualsMm).toHaveLength(5);
    expect(Math.max(...c.pointResidualsMm)).toBe(c.maxResidualMm);
  });

  it('fits exactly marked further points (the near and far mid-edges) with no residual', () => {
    // The near and far edges are level in the picture, each at one depth, so along them nothing is
    // foreshortened: their middles are the middles of their marks, (1000, 1400) and (1000, 200).
    const c = calibratePhoto(CORNERS, AREA, PHOTO, [
      { photoPx: { x: 1000, y: 1400 }, tableMm: { x: 457.2, y: 0 } },
      { photoPx: { x: 1000, y: 200 }, tableMm: { x: 457.2, y: 914.4 } },
    ]);
    if (!c.ok) throw new Error(c.message);
    expect(c.pointCount).toBe(6);
    expect(c.rmsResidualMm).toBeLessThan(1e-9);
    expect(c.pointResidualsMm.every((r) => r < 1e-9)).toBe(true);
  });

  it('refuses crossing corners (marked out of order)', () => {
    const [a, b, c, d] = CORNERS as [never, never, never, never];
    expect(refused([a, c, b, d])).toMatch(/cross each other: mark them in order/);
    expect(refused([b, a, c, d])).toMatch(/cross each other/);
  });

  it('refuses corners going round the wrong way (a mirrored table)', () => {
    const [a, b, c, d] = CORNERS as [never, never, never, never];
    expect(refused([c, b, a, d])).toMatch(/go round the wrong way, which would mirror the table/);
  });

  it('refuses a dented quadrilateral, three corners in a line, and a mat too small to see', () => {
    expect(
      refused([
        { x: 200, y: 1400 },
        { x: 1800, y: 1400 },
        { x: 1000, y: 1100 },
        { x: 500, y: 200 },
      ]),
    ).toMatch(/bulging outwards/);
    expect(
      refused([
        { x: 200, y: 1400 },
        { x: 1000, y: 1400 },
        { x: 1800, y: 1399 },
        { x: 500, y: 200 },
      ]),
    ).toMatch(/nearly in a line/);
    expect(
      refused([
        { x: 10, y: 20 },
        { x: 30, y: 20 },
        { x: 30, y: 10 },
        { x: 10, y: 10 },
      ]),
    ).toMatch(/too close together/);
  });

  it('refuses marks outside the photo and a bad play area size, naming them', () => {
    expect(refused([{ x: 200, y: 1400 }, { x: 2100, y: 1400 }, CORNERS[2]!, CORNERS[3]!])).toBe(
      'the near right corner mark is outside the photo (at 2100, 1400 px on a 2000 × 1500 px photo)',
    );
    expect(refused([{ x: Number.NaN, y: 1 }, CORNERS[1]!, CORNERS[2]!, CORNERS[3]!])).toMatch(
      /near left corner mark is not a position/,
    );
    expect(refused(CORNERS, { widthMm: 0, heightMm: 914.4 })).toMatch(/width must be a positive number/);
    expect(refused(CORNERS.slice(0, 3))).toMatch(/expected 4 corner marks, got 3/);
  });
});
