/**
 * Accuracy, measured: synthetic photos of known situations through a pinhole camera (exact projection of the
 * mat's corners, base corners and obstacle edges; no rendered pixels, so no blur or lens distortion), tilted
 * 0–60° off vertical, 1–12 megapixels, the mat filling 95 % or 70 % of the picture. Every mark is moved by up
 * to 1 px, as a click is. The table printed is the error distribution by tilt and by resolution.
 *
 * What physics allows: a mark 1 px off is 0.4–1.9 mm off on the table here, and a 40 mm edge marked at two
 * ends turns by (error across the edge) / 40 mm. So the limits (ships 1 mm and 0.5°, obstacles 1.5 mm and 1°)
 * hold at the finest scale (12 MP, mat filling the picture, ≈0.45 mm/px) for large ships, small ships marked
 * at four corners and obstacles; a small ship from two corners needs ≈0.25 mm/px for 0.5° (see README).
 */
import { describe, expect, it } from 'vitest';
import { errorTable, quantile, type SweepError, sweepCase, sweepCases, withinLimits } from './accuracySweep.ts';

const share = (es: readonly SweepError[]) => es.filter(withinLimits).length / es.length;

describe('photo accuracy sweep', () => {
  it('recovers every pose exactly from marks without noise', () => {
    const errors = sweepCases()
      .filter((_, i) => i % 4 === 0)
      .flatMap((c, i) => sweepCase(c, 2, 100 + i, 0));
    for (const e of errors) {
      expect(e.positionMm).toBeLessThan(1e-6);
      expect(e.headingDeg).toBeLessThan(1e-6);
    }
  });

  it('with ±1 px marks: within the limits at 12 MP and tilts up to 30°, and errors grow with the mm per px', () => {
    const fine = sweepCases()
      .filter((c) => c.megapixels === 12 && c.tiltDeg <= 30)
      .flatMap((c, i) => sweepCase(c, 8, 200 + i));
    const all = sweepCases().flatMap((c, i) => sweepCase(c, 2, 300 + i));
    console.log(`By tilt (all resolutions):\n${errorTable(all, 'tilt °', (e) => e.case.tiltDeg)}`);
    console.log(`By resolution (all tilts):\n${errorTable(all, 'megapixels', (e) => e.case.megapixels)}`);
    console.log(`12 MP, tilt ≤ 30°:\n${errorTable(fine, 'tilt °', (e) => e.case.tiltDeg)}`);
    const of = (what: SweepError['what']) => fine.filter((e) => e.what === what);
    expect(share(of('large ship'))).toBeGreaterThanOrEqual(0.95);
    expect(share(of('small ship, 4 corners'))).toBeGreaterThanOrEqual(0.95);
    expect(share(of('obstacle'))).toBeGreaterThanOrEqual(0.9);
    // Two corners of a small base: the position holds; the heading is what a 40 mm edge allows (README).
    expect(
      quantile(
        of('small ship').map((e) => e.positionMm),
        0.95,
      ),
    ).toBeLessThanOrEqual(1);
    // Everywhere, a ship is placed within 3.5 px's worth of table (its marks are each within 1 px).
    for (const e of all.filter((x) => x.what !== 'obstacle')) expect(e.positionMm).toBeLessThan(3.5 * e.mmPerPx);
  }, 240_000);
});
