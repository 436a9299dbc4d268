/**
 * Accuracy on rendered pictures (accuracyPhotoEdges.ts): 1, 2 and 4 MP, tilts 0–45°, blur σ 0.7–1.5 px,
 * noise σ 0.02 grey, every mark within 1 px. As marked, a pose is off by about a pixel's worth of table
 * (0.5–2 mm/px here), so the limits (ships 1 mm and 0.5°, obstacles 1.5 mm and 1°) are missed most of the
 * time; fitted to the photo's edges and then its pixels (a side's hundreds of pixels, not a corner's one),
 * they are met at 2 and 4 MP. At 1 MP (2 mm/px, a small base 20 px a side) the sweep
 * (bench/photo-accuracy-rendered.ts) finds small ships' headings at blur 1.5 px the one shortfall.
 */
import { describe, expect, it } from 'vitest';
import {
  matCornerErrors,
  photoCases,
  photoErrorTable,
  type PhotoError,
  photoSweepCase,
  within,
} from './accuracyPhotoEdges.ts';

const share = (es: readonly PhotoError[], w: 'raw' | 'refined') => es.filter((e) => within(e, w)).length / es.length;

describe('photo accuracy on rendered pictures', () => {
  it('finds the mat’s corners from its edges within 0.25 px where the marks are up to 1 px off', () => {
    for (const c of photoCases().filter((_, i) => i % 5 === 0)) {
      const m = matCornerErrors(c, 40 + c.tiltDeg);
      expect(m.kept).toBe(0);
      for (const e of m.refined) expect(e).toBeLessThan(0.25);
    }
  }, 120_000);

  it('at 2 and 4 MP places 95 % of ships and obstacles within the limits after fitting to the edges and pixels', () => {
    const errors = photoCases()
      .filter((c) => c.megapixels >= 2)
      .flatMap((c, i) => photoSweepCase(c, 2, 500 + i));
    console.log(`By resolution:\n${photoErrorTable(errors, 'megapixels', (e) => e.case.megapixels)}`);
    for (const what of ['small ship', 'large ship', 'obstacle'] as const) {
      const es = errors.filter((e) => e.what === what);
      expect(share(es, 'refined')).toBeGreaterThanOrEqual(0.95);
      // As marked, the same poses mostly miss: the click's pixel is the error.
      expect(share(es, 'raw')).toBeLessThan(0.8);
    }
  }, 240_000);

  it('at 1 MP places ships within 1 mm and 1°, and large ships and obstacles within the limits', () => {
    const errors = photoCases()
      .filter((c) => c.megapixels === 1)
      .flatMap((c, i) => photoSweepCase(c, 2, 900 + i));
    console.log(`1 MP:\n${photoErrorTable(errors, 'blur px', (e) => e.case.blurPx)}`);
    for (const e of errors.filter((x) => x.what !== 'obstacle')) {
      expect(e.refined.positionMm).toBeLessThan(1);
      expect(e.refined.headingDeg).toBeLessThan(1);
    }
    expect(
      share(
        errors.filter((e) => e.what === 'large ship'),
        'refined',
      ),
    ).toBeGreaterThanOrEqual(0.95);
    expect(
      share(
        errors.filter((e) => e.what === 'obstacle'),
        'refined',
      ),
    ).toBeGreaterThanOrEqual(0.85);
    // 16 obstacles here (2 missed their 1°); over the sweep's 80 at 1 MP, 96 % are within the limits.
    // Blur 0.7 px: every small ship within the limits; blur 1.5 px costs some their 0.5°.
    const sharp = errors.filter((e) => e.what === 'small ship' && e.case.blurPx < 1);
    expect(share(sharp, 'refined')).toBe(1);
  }, 240_000);
});
