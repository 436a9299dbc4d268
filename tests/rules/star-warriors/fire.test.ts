import { describe, expect, it } from 'vitest';
import { gunSheet } from '../../../src/rules/star-warriors/controlSheet.ts';
import { fireResult } from '../../../src/rules/star-warriors/data/fireTable.ts';
import { fireMargin, gunShots, inFrontArc, rangeBand, strikesFront } from '../../../src/rules/star-warriors/fire.ts';
import type { Facing } from '../../../src/rules/star-warriors/hex.ts';

const at = (q: number, r: number, facing: Facing) => ({ hex: { q, r }, facing });
const qlf = [gunSheet('QLF')];

describe('fire by gun, range and arc', () => {
  it('range bands of three hexes; none beyond 15 (assumed bands)', () => {
    expect([0, 1, 3, 4, 6, 7, 12, 13, 15, 16].map(rangeBand)).toEqual([1, 1, 1, 2, 2, 3, 4, 5, 5, null]);
  });

  it('a fixed gun bears in the 60° front arc only', () => {
    const firer = at(0, 0, 0);
    expect(inFrontArc(firer, { q: 4, r: 0 })).toBe(true); // dead ahead
    expect(inFrontArc(firer, { q: 2, r: 1 })).toBe(true); // 19.1° off the bow
    expect(inFrontArc(firer, { q: 1, r: 1 })).toBe(true); // 30°: on the arc's edge, which counts
    expect(inFrontArc(firer, { q: 0, r: 2 })).toBe(false); // 60° off the bow
    expect(inFrontArc(firer, { q: -3, r: 0 })).toBe(false); // astern
  });

  it('QLF at 2 hexes: to-hit 13, power 3; at 5 hexes: 16 and 3; tracking −5, −10 from the rear', () => {
    const [near] = gunShots(qlf, at(0, 0, 0), at(2, 0, 3), false);
    expect(near).toMatchObject({ band: 1, toHit: 13, power: 3, distance: 2 });
    const [mid] = gunShots(qlf, at(0, 0, 0), at(5, 0, 3), false);
    expect(mid).toMatchObject({ band: 2, toHit: 16, power: 3 });
    expect(gunShots(qlf, at(0, 0, 0), at(2, 0, 3), true)[0]!.toHit).toBe(8);
    // The target faces away (+x): the firer is in its rear half: an especially good lock.
    expect(gunShots(qlf, at(0, 0, 0), at(2, 0, 0), true)[0]!.toHit).toBe(3);
    expect(gunShots(qlf, at(0, 0, 3), at(2, 0, 3), false)).toEqual([]);
    expect(gunShots(qlf, at(0, 0, 0), at(16, 0, 3), false)).toEqual([]);
  });

  it('a shot strikes the front shields from the front half, the rear shields from behind', () => {
    expect(strikesFront(at(5, 0, 3), { q: 0, r: 0 })).toBe(true);
    expect(strikesFront(at(5, 0, 0), { q: 0, r: 0 })).toBe(false);
  });

  it('the Fire Table margin: dice + power − body − shields (ion: no body), read by bands', () => {
    expect(fireMargin(7, 3, 5, 1, false)).toBe(4);
    expect(fireMargin(7, -4, 5, 1, true)).toBe(2);
    expect(fireResult(0, false)).toBe('noEffect');
    expect(fireResult(4, false)).toBe('lateralControlDamage');
    expect(fireResult(7, false)).toBe('bodyDamage1');
    expect(fireResult(12, false)).toBe('destroyed');
    expect(fireResult(12, true)).toBe('ionised');
  });
});
