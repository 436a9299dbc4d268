import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bearingDeg,
  facingHeadingDeg,
  facingOf,
  HEX_DIRECTIONS,
  hexCenterMm,
  hexDistance,
  hexMapFor,
  hexNeighbor,
  hexToOffset,
  offsetToHex,
  onMap,
  turnFacing,
} from '../../../src/rules/star-warriors/hex.ts';

const hex = fc.record({ q: fc.integer({ min: -40, max: 40 }), r: fc.integer({ min: -40, max: 40 }) });
const facing = fc.integer({ min: 0, max: 5 }).map(facingOf);
const map = hexMapFor(863.6, 558.8, 25.4);

describe('hex grid (axial coordinates, pointy-top)', () => {
  it('distance is symmetric, zero only on the same hex, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(hex, hex, hex, (a, b, c) => {
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, b) === 0).toBe(a.q === b.q && a.r === b.r);
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
      }),
    );
  });

  it('every neighbour is at distance 1, the six are distinct, and centres are one hex width apart', () => {
    fc.assert(
      fc.property(hex, (h) => {
        const ns = HEX_DIRECTIONS.map((_, f) => hexNeighbor(h, f));
        for (const n of ns) {
          expect(hexDistance(h, n)).toBe(1);
          const a = hexCenterMm(map, h);
          const b = hexCenterMm(map, n);
          expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(25.4, 9);
        }
        expect(new Set(ns.map((n) => `${n.q},${n.r}`)).size).toBe(6);
      }),
    );
  });

  it('the neighbour across facing f lies at heading 60·f degrees (the hex side the counter faces)', () => {
    fc.assert(
      fc.property(hex, facing, (h, f) => {
        expect(bearingDeg(h, hexNeighbor(h, f))).toBeCloseTo(facingHeadingDeg(f), 9);
      }),
    );
  });

  it('turning by one hex side rotates by 60°; six turns come back; left then right is no turn', () => {
    fc.assert(
      fc.property(facing, fc.integer({ min: -12, max: 12 }), (f, k) => {
        const g = turnFacing(f, k);
        expect((((facingHeadingDeg(g) - facingHeadingDeg(f) - 60 * k) % 360) + 360) % 360).toBe(0);
        expect(turnFacing(turnFacing(f, 1), -1)).toBe(f);
        expect(turnFacing(f, 6)).toBe(f);
      }),
    );
  });

  it('offset (odd-r) and axial coordinates convert both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (col, row) => {
        expect(hexToOffset(offsetToHex(col, row))).toEqual({ col, row });
      }),
    );
  });

  it('the 22" × 34" map holds 33 × 25 one-inch hexes, all inside the sheet', () => {
    expect({ cols: map.cols, rows: map.rows }).toEqual({ cols: 33, rows: 25 });
    for (const [col, row] of [
      [0, 0],
      [32, 24],
      [32, 1],
      [0, 24],
    ] as const) {
      const c = hexCenterMm(map, offsetToHex(col, row));
      expect(c.x - 12.7).toBeGreaterThanOrEqual(0);
      expect(c.x + 12.7).toBeLessThanOrEqual(863.6);
      expect(c.y - 25.4 / Math.sqrt(3)).toBeGreaterThanOrEqual(-1e-9);
      expect(c.y + 25.4 / Math.sqrt(3)).toBeLessThanOrEqual(558.8 + 1e-9);
    }
    expect(onMap(map, offsetToHex(33, 0))).toBe(false);
    expect(onMap(map, offsetToHex(0, 25))).toBe(false);
  });
});
