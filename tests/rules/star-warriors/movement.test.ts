import { describe, expect, it } from 'vitest';
import { type Facing, hexDistance } from '../../../src/rules/star-warriors/hex.ts';
import { legalMoves, type MoveAllowance, tracePath } from '../../../src/rules/star-warriors/movement.ts';

const start = { hex: { q: 0, r: 0 }, facing: 0 as Facing };
const allow = (a: Partial<MoveAllowance>): MoveAllowance => ({
  speed: 3,
  turnNumber: 2,
  slips: 0,
  halfLoop: false,
  ...a,
});
const end = (path: string, a: Partial<MoveAllowance>) => {
  const t = tracePath(start, allow(a), path);
  if ('error' in t) throw new Error(t.error);
  return t.poses[t.poses.length - 1];
};

describe('movement on the hex grid (speed and turn number)', () => {
  it('moves exactly its speed, hex by hex along its facing', () => {
    const t = tracePath(start, allow({}), 'FFF');
    expect('poses' in t && t.poses.map((p) => [p.hex.q, p.hex.r, p.facing])).toEqual([
      [0, 0, 0],
      [1, 0, 0],
      [2, 0, 0],
      [3, 0, 0],
    ]);
    expect(tracePath(start, allow({}), 'FF')).toEqual({ error: 'moves 2 hexes; it must move its speed, 3' });
    expect(tracePath(start, allow({}), 'FFFF')).toMatchObject({ error: expect.stringContaining('already moved') });
  });

  it('turns one hex side (60°) after moving its turn number of hexes', () => {
    expect(end('FFLF', {})).toEqual({ hex: { q: 2, r: 1 }, facing: 1 });
    expect(end('FFRF', {})).toEqual({ hex: { q: 3, r: -1 }, facing: 5 });
    expect(tracePath(start, allow({}), 'FLFF')).toEqual({
      error: 'step 2 (L): turn number 2: only 1 hexes moved since the last turn',
    });
  });

  it('turns once per hex; a turn number of 0 allows a turn before moving; a final turn is allowed', () => {
    expect(tracePath(start, allow({ turnNumber: 0 }), 'FLLFF')).toEqual({ error: 'step 3 (L): only one turn per hex' });
    expect(end('LFFF', { turnNumber: 0 })).toEqual({ hex: { q: 0, r: 3 }, facing: 1 });
    expect(end('FFFR', {})).toEqual({ hex: { q: 3, r: 0 }, facing: 5 });
  });

  it('slips ahead-left or ahead-right without turning, only as many as planned', () => {
    expect(end('FlF', { slips: 1 })).toEqual({ hex: { q: 2, r: 1 }, facing: 0 });
    expect(end('rFF', { slips: 1 })).toEqual({ hex: { q: 3, r: -1 }, facing: 0 });
    expect(tracePath(start, allow({}), 'FlF')).toMatchObject({ error: expect.stringContaining('more slips') });
    expect(tracePath(start, allow({ slips: 1 }), 'FFF')).toEqual({ error: 'makes 0 slips; 1 were planned' });
  });

  it('a ½ loop reverses the facing first and uses two hexes of movement', () => {
    expect(end('HFF', { speed: 4, halfLoop: true })).toEqual({ hex: { q: -2, r: 0 }, facing: 3 });
    expect(tracePath(start, allow({ speed: 4, halfLoop: true }), 'FFFF')).toEqual({
      error: 'the planned ½ loop (H) was not made',
    });
  });

  it('legalMoves finds distinct final poses, each reachable by a legal path within the speed', () => {
    const a = allow({ speed: 5, turnNumber: 1, slips: 1 });
    const moves = legalMoves(start, a, () => true);
    const keys = moves.map((m) => JSON.stringify(m.poses[m.poses.length - 1]));
    expect(new Set(keys).size).toBe(keys.length);
    expect(moves.length).toBeGreaterThan(10);
    for (const m of moves) {
      const t = tracePath(start, a, m.path);
      expect('poses' in t).toBe(true);
      expect(hexDistance(start.hex, m.poses[m.poses.length - 1]!.hex)).toBeLessThanOrEqual(5);
    }
  });
});
