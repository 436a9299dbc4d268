/**
 * Golden final poses of every maneuver, both base sizes, against hand-computed values (fixtures/golden-poses.ts),
 * plus the spec's own check values and the template lengths.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allManeuverNames, parseManeuver } from '../../src/kernel/maneuver.ts';
import { maneuverPath, templateGeometry } from '../../src/kernel/path.ts';
import { finalPose, plainEndPose, templateEnd } from '../../src/kernel/placement.ts';
import { resolveManeuver } from '../../src/kernel/resolve.ts';
import { GOLDEN_POSES } from './fixtures/golden-poses.ts';
import { expectPose, mv, pose, ship, table } from './helpers.ts';

describe('golden final poses (from (0, 0) heading 0)', () => {
  it('the fixture covers every maneuver for both sizes, Tallon rolls at slide 0 and both extremes', () => {
    for (const size of ['small', 'large'] as const) {
      const names = new Set(GOLDEN_POSES.filter((g) => g.size === size).map((g) => g.maneuver));
      expect([...names].sort()).toEqual(allManeuverNames().sort());
      const extreme = size === 'small' ? 10 : 30;
      for (const n of allManeuverNames().filter((x) => x.startsWith('tallon'))) {
        const slides = GOLDEN_POSES.filter((g) => g.size === size && g.maneuver === n).map((g) => g.tallonSlideMm);
        expect(slides.sort((a, b) => a! - b!)).toEqual([-extreme, 0, extreme]);
      }
    }
    expect(GOLDEN_POSES).toHaveLength(94);
  });

  for (const g of GOLDEN_POSES) {
    const label = `${g.size} ${g.maneuver}${g.tallonSlideMm !== undefined ? ` slide ${g.tallonSlideMm}` : ''}`;
    it(`finalPose: ${label} → (${g.x}, ${g.y}) heading ${g.headingDeg}`, () => {
      expectPose(finalPose(pose(0, 0, 0), g.size, mv(g.maneuver), g.tallonSlideMm ?? 0), g, 1e-9);
    });
  }

  it('resolveManeuver on an empty table lands every maneuver on its golden pose (shifted to mid-table)', () => {
    const cx = 457.2;
    const cy = 457.2;
    for (const g of GOLDEN_POSES) {
      const t = table([ship('A', cx, cy, 0, g.size)]);
      const opts = g.tallonSlideMm !== undefined ? { tallonSlideMm: g.tallonSlideMm } : {};
      const out = resolveManeuver(t, 'A', mv(g.maneuver), opts);
      expectPose(out.final, { x: cx + g.x, y: cy + g.y, headingDeg: g.headingDeg }, 1e-9);
      expect(out.final.headingDeg).toBeGreaterThanOrEqual(0);
      expect(out.final.headingDeg).toBeLessThan(360);
      expect(out.progress).toBe(1);
      expect(out.bumped).toEqual([]);
      expect(out.fled).toBe(false);
      expect(out.skipAction).toBe(false);
      const turns = /^(koiogran|segnor|tallon)/.test(g.maneuver);
      expect(out.rotated).toBe(turns);
    }
  });
});

describe('finalPose in closed form', () => {
  it('equals the plain end of the built path (turned as the maneuver says) from any start, within 1e-9 mm', () => {
    const names = allManeuverNames().filter((n) => parseManeuver(n)!.bearing !== 'stationary');
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: -720, max: 720, noNaN: true }),
        fc.constantFrom(...names),
        fc.constantFrom('small' as const, 'large' as const),
        (x, y, headingDeg, name, size) => {
          const m = parseManeuver(name)!;
          const start = pose(x, y, headingDeg);
          const plain = plainEndPose(maneuverPath(start, size, m));
          const turn = /^(koiogran|segnor)/.test(name) ? 180 : 0;
          const got = finalPose(start, size, m);
          if (m.bearing === 'tallon') {
            // Turned 90° toward the turn, at slide 0 the centre stays on the plain end.
            expect(got.headingDeg).toBeCloseTo(plain.headingDeg + (m.side === 'left' ? 90 : -90), 12);
          } else {
            expect(got.headingDeg).toBeCloseTo(plain.headingDeg + turn, 12);
          }
          expect(Math.hypot(got.x - plain.x, got.y - plain.y)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 2000, seed: 20261123 },
    );
  });
});

describe('the spec check values', () => {
  it('small bank-left-1 ends at (90.711, 37.574) heading 45', () => {
    const p = finalPose(pose(0, 0, 0), 'small', mv('bank-left-1'));
    // 20 + 100/√2 = 90.7106781…, 80 − 60/√2 = 37.5735931…
    expect(p.x).toBeCloseTo(90.711, 3);
    expect(p.y).toBeCloseTo(37.574, 3);
    expect(p.headingDeg).toBeCloseTo(45, 12);
  });

  it('small turn-left-1 ends at (55, 55) heading 90, straight-1 at (80, 0)', () => {
    expectPose(finalPose(pose(0, 0, 0), 'small', mv('turn-left-1')), pose(55, 55, 90));
    expectPose(finalPose(pose(0, 0, 0), 'small', mv('straight-1')), pose(80, 0, 0));
  });

  it('a large base adds 20 mm before and after the template', () => {
    // straight-1: 40 + 40 + 40 = 120 = 80 + 2·20; turn-left-1: (40 + 35, 35 + 40) = (55 + 20, 55 + 20).
    expectPose(finalPose(pose(0, 0, 0), 'large', mv('straight-1')), pose(120, 0, 0));
    expectPose(finalPose(pose(0, 0, 0), 'large', mv('turn-left-1')), pose(75, 75, 90));
  });

  it('the template end of small bank-left-1 is (20 + 80·sin45°, 80 − 80·cos45°) and the base sits h beyond it', () => {
    const path = maneuverPath(pose(0, 0, 0), 'small', mv('bank-left-1'));
    // 20 + 40√2 = 76.568542494923802; 80 − 40√2 = 23.431457505076198
    expectPose(templateEnd(path), pose(76.5685424949238, 23.4314575050762, 45));
    expectPose(plainEndPose(path), pose(90.71067811865476, 37.57359312880715, 45));
  });
});

describe('template centre-line lengths', () => {
  it('straight 40·speed, bank r·π/4, turn r·π/2, stationary 0', () => {
    expect(templateGeometry(mv('straight-3')).lengthMm).toBe(120);
    expect(templateGeometry(mv('koiogran-5')).lengthMm).toBe(200);
    // 80·π/4 = 62.83185307179586; 180·π/4 = 141.3716694115407
    expect(templateGeometry(mv('bank-left-1')).lengthMm).toBeCloseTo(62.83185307179586, 12);
    expect(templateGeometry(mv('segnor-right-3')).lengthMm).toBeCloseTo(141.3716694115407, 12);
    // 35·π/2 = 54.97787143782138; 62.5·π/2 = 98.17477042468103
    expect(templateGeometry(mv('turn-right-1')).lengthMm).toBeCloseTo(54.97787143782138, 12);
    expect(templateGeometry(mv('tallon-left-2')).lengthMm).toBeCloseTo(98.17477042468103, 12);
    expect(templateGeometry(mv('stationary-0')).lengthMm).toBe(0);
  });
});
