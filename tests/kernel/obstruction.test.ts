/**
 * Obstruction (rules: OBSTRUCTED): the attack is obstructed only when every tied closest line crosses an
 * obstacle; bands of tied lines between parallel edges are checked as a whole. The answer must not depend on
 * which ship measures nor on the order of the obstacles.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BaseSize } from '../../src/kernel/constants.ts';
import { basePieces, baseSquare } from '../../src/kernel/footprint.ts';
import { piecesOverlap } from '../../src/kernel/collide.ts';
import { obstacleFromPolygon, placeNamedObstacle, type PlacedObstacle } from '../../src/kernel/obstacle.ts';
import { OBSTACLE_OUTLINES } from '../../src/kernel/obstacleOutlines.ts';
import { isObstructed, segmentCrossesPolygon, tiedClosestLines } from '../../src/kernel/obstruction.ts';
import type { Pose } from '../../src/kernel/pose.ts';
import { pose, rectObstacle } from './helpers.ts';

/** Obstruction measured from `from` to `to` (plain base squares). */
function obstructed(from: Pose, fromSize: BaseSize, to: Pose, toSize: BaseSize, obstacles: PlacedObstacle[]): boolean {
  return isObstructed(tiedClosestLines(baseSquare(from, fromSize), baseSquare(to, toSize)), obstacles);
}

/** Asserts the same answer both ways round and with the obstacles reversed. */
function expectObstructed(a: Pose, b: Pose, obstacles: PlacedObstacle[], want: boolean, size: BaseSize = 'small') {
  expect(obstructed(a, size, b, size, obstacles)).toBe(want);
  expect(obstructed(b, size, a, size, obstacles)).toBe(want);
  expect(obstructed(a, size, b, size, [...obstacles].reverse())).toBe(want);
  expect(obstructed(b, size, a, size, [...obstacles].reverse())).toBe(want);
}

// A at (100, 100) facing +x, B at (300, 100) facing −x: the facing edges x = 120 and x = 280 are parallel and
// overlap for y ∈ [80, 120], so every line y = c, c ∈ [80, 120], from x = 120 to 280 is a closest line (160 mm).
const A = pose(100, 100, 0);
const B = pose(300, 100, 180);

describe('OBSTRUCTED: bands of tied lines between parallel edges', () => {
  it('finds one 40 mm wide band at 160 mm and no separate single lines', () => {
    const tied = tiedClosestLines(baseSquare(A, 'small'), baseSquare(B, 'small'));
    expect(tied.distanceMm).toBeCloseTo(160, 9);
    expect(tied.bands).toHaveLength(1);
    expect(tied.bands[0]!.widthMm).toBeCloseTo(40, 9);
    expect(tied.lines).toHaveLength(0);
  });

  it('OBSTRUCTED: an obstacle covering part of the band does not obstruct (the attacker picks a clear line)', () => {
    expectObstructed(A, B, [rectObstacle('r', 190, 70, 210, 110)], false); // y ∈ (110, 120] is clear
  });

  it('OBSTRUCTED: an obstacle covering the whole band obstructs, measured either way', () => {
    expectObstructed(A, B, [rectObstacle('r', 190, 70, 210, 130)], true);
  });

  it('OBSTRUCTED: two obstacles that together cover the band obstruct; if they only meet along one line, that line is clear', () => {
    expectObstructed(A, B, [rectObstacle('lo', 150, 70, 170, 101), rectObstacle('hi', 230, 99, 250, 130)], true);
    // Meeting at y = 100: the line y = 100 runs along both edges without entering either.
    expectObstructed(A, B, [rectObstacle('lo', 150, 70, 170, 100), rectObstacle('hi', 230, 100, 250, 130)], false);
  });

  it('OBSTRUCTED: an obstacle exactly as wide as the band leaves its edge lines clear (grazing is not crossing)', () => {
    expectObstructed(A, B, [rectObstacle('r', 190, 80, 210, 120)], false);
    expectObstructed(A, B, [rectObstacle('r', 190, 80 - 1e-6, 210, 120 + 1e-6)], true);
  });

  it('OBSTRUCTED: a concave obstacle blocks through its walls; a slot right through the band leaves clear lines', () => {
    // A "C" opening upward (notch x ∈ [195, 205], y ∈ [90, 130]): every line y = c of the band still crosses
    // its solid walls x ∈ [185, 195] and [205, 215], so the notch does not help: obstructed.
    const c = obstacleFromPolygon(
      'c',
      'asteroid',
      Float64Array.of(185, 70, 215, 70, 215, 130, 205, 130, 205, 90, 195, 90, 195, 130, 185, 130),
    );
    expectObstructed(A, B, [c], true);
    // A slot cut right through at y ∈ [99, 101]: the lines in the slot are clear.
    const slot = [rectObstacle('lo', 185, 70, 215, 99), rectObstacle('hi', 185, 101, 215, 130)];
    expectObstructed(A, B, slot, false);
  });

  it('the band survives rotating everything by 30° (parallel edges found in floating point)', () => {
    const rot = (x: number, y: number): [number, number] => {
      const c = Math.cos(Math.PI / 6);
      const s = Math.sin(Math.PI / 6);
      return [400 + c * (x - 200) - s * (y - 100), 400 + s * (x - 200) + c * (y - 100)];
    };
    const rp = (p: Pose): Pose => {
      const [x, y] = rot(p.x, p.y);
      return pose(x, y, p.headingDeg + 30);
    };
    const rr = (id: string, x0: number, y0: number, x1: number, y1: number) =>
      obstacleFromPolygon(
        id,
        'asteroid',
        Float64Array.from([x0, y0, x1, y0, x1, y1, x0, y1].flatMap((_, i, a) => (i % 2 ? [] : rot(a[i]!, a[i + 1]!)))),
      );
    const tied = tiedClosestLines(baseSquare(rp(A), 'small'), baseSquare(rp(B), 'small'));
    expect(tied.bands).toHaveLength(1);
    expectObstructed(rp(A), rp(B), [rr('r', 190, 70, 210, 110)], false);
    expectObstructed(rp(A), rp(B), [rr('r', 190, 70, 210, 130)], true);
  });

  it('large bases: an 80 mm band', () => {
    const a = pose(100, 300, 0);
    const b = pose(400, 300, 180);
    const tied = tiedClosestLines(baseSquare(a, 'large'), baseSquare(b, 'large'));
    expect(tied.bands[0]!.widthMm).toBeCloseTo(80, 9);
    expectObstructed(a, b, [rectObstacle('r', 240, 250, 260, 330)], false, 'large');
    expectObstructed(a, b, [rectObstacle('r', 240, 250, 260, 350)], true, 'large');
  });
});

describe('OBSTRUCTED: single closest lines', () => {
  // A's corner (120, 120) is closest to B's corner (180, 230) (B at (200, 250) facing +x).
  const b = pose(200, 250, 0);
  it('one line corner to corner: obstructed only when an obstacle crosses it', () => {
    const tied = tiedClosestLines(baseSquare(A, 'small'), baseSquare(b, 'small'));
    expect(tied.bands).toHaveLength(0);
    expect(tied.lines).toHaveLength(1);
    expect(tied.distanceMm).toBeCloseTo(Math.hypot(60, 110), 9);
    expectObstructed(A, b, [rectObstacle('on', 145, 170, 155, 180)], true); // around the midpoint (150, 175)
    expectObstructed(A, b, [rectObstacle('off', 165, 150, 175, 160)], false);
  });

  it('segmentCrossesPolygon: crossing the interior, running along an edge, touching a vertex', () => {
    const r = Float64Array.of(0, 0, 10, 0, 10, 10, 0, 10);
    expect(segmentCrossesPolygon(r, -5, 5, 15, 5)).toBe(true);
    expect(segmentCrossesPolygon(r, -5, 0, 15, 0)).toBe(false);
    expect(segmentCrossesPolygon(r, -5, 15, 15, -5)).toBe(true); // the diagonal through the inside
    expect(segmentCrossesPolygon(r, -5, 5, 5, -5)).toBe(false); // touches the corner (0, 0) only
  });
});

describe('OBSTRUCTED: symmetry', () => {
  const names = Object.keys(OBSTACLE_OUTLINES);
  const arbHeading = fc.oneof(fc.constantFrom(0, 90, 180, 270, 45), fc.double({ min: 0, max: 360, noNaN: true }));
  it('property: the same answer whichever ship measures and in whatever order the obstacles are listed (seed 99)', () => {
    const seen = { obstructed: 0, clear: 0, bands: 0 };
    fc.assert(
      fc.property(
        fc.record({
          x: fc.double({ min: 100, max: 800, noNaN: true }),
          y: fc.double({ min: 100, max: 800, noNaN: true }),
          headingDeg: arbHeading,
        }),
        fc
          .record({
            r: fc.double({ min: 115, max: 350, noNaN: true }),
            a: fc.double({ min: 0, max: 360, noNaN: true }),
            headingDeg: arbHeading,
          })
          .map(({ r, a, headingDeg }) => ({
            dx: r * Math.cos((a * Math.PI) / 180),
            dy: r * Math.sin((a * Math.PI) / 180),
            headingDeg,
          })),
        fc.constantFrom<BaseSize>('small', 'large'),
        fc.constantFrom<BaseSize>('small', 'large'),
        fc.array(
          fc.record({
            t: fc.double({ min: 0, max: 1, noNaN: true }),
            off: fc.double({ min: -40, max: 40, noNaN: true }),
            rot: fc.double({ min: 0, max: 360, noNaN: true }),
            shape: fc.constantFrom(...names),
            flipped: fc.boolean(),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (a, d, sa, sb, obs) => {
          const pa = pose(a.x, a.y, a.headingDeg);
          const pb = pose(a.x + d.dx, a.y + d.dy, d.headingDeg);
          if (piecesOverlap(basePieces(pa, sa, false), basePieces(pb, sb, false))) return;
          const obstacles = obs.map((o, i) =>
            placeNamedObstacle(`O${i}`, o.shape, {
              x: pa.x + o.t * (pb.x - pa.x) - (o.off * (pb.y - pa.y)) / Math.hypot(d.dx, d.dy),
              y: pa.y + o.t * (pb.y - pa.y) + (o.off * (pb.x - pa.x)) / Math.hypot(d.dx, d.dy),
              rotationDeg: o.rot,
              flipped: o.flipped,
            }),
          );
          const want = obstructed(pa, sa, pb, sb, obstacles);
          seen[want ? 'obstructed' : 'clear']++;
          if (tiedClosestLines(baseSquare(pa, sa), baseSquare(pb, sb)).bands.length) seen.bands++;
          expect(obstructed(pb, sb, pa, sa, obstacles)).toBe(want);
          expect(obstructed(pa, sa, pb, sb, [...obstacles].reverse())).toBe(want);
          expect(obstructed(pb, sb, pa, sa, [...obstacles.slice(1), obstacles[0]!])).toBe(want);
        },
      ),
      { seed: 99, numRuns: 300 },
    );
    // The generator must exercise both answers and the band case.
    expect(seen.obstructed).toBeGreaterThan(30);
    expect(seen.clear).toBeGreaterThan(30);
    expect(seen.bands).toBeGreaterThan(10);
  });
});
