import { describe, expect, it } from 'vitest';
import { RecordedRound, roundsAfterTheEnd } from '../../src/battle/recordedRound.ts';

interface Round {
  plots?: Record<string, number>;
  order?: string[];
  dice?: number[];
}

describe('RecordedRound', () => {
  it('gives recorded entries and items, and lists those never taken with the engine’s reason', () => {
    const r = new RecordedRound<Round>({ plots: { a: 1, b: 2, c: 0 }, order: ['a', 'b', 'c'] }, 'rounds[4]');
    expect(r.entry('plots', 'a')).toBe(1);
    expect(r.entry('plots', 'z')).toBeUndefined();
    expect(r.item('order', 0)).toBe('a');
    expect(r.item('order', 5)).toBeUndefined();
    const reason = (field: string, key: string, value: unknown) => (value === 0 ? null : `${field} ${key} unused`);
    expect(r.untaken(['plots', 'order'], reason)).toEqual([
      { path: 'rounds[4].plots.b', message: 'plots b unused' },
      { path: 'rounds[4].order[1]', message: 'order 1 unused' },
      { path: 'rounds[4].order[2]', message: 'order 2 unused' },
    ]);
  });

  it('reads own entries only: an id such as "constructor" is not found on Object.prototype', () => {
    const r = new RecordedRound<Round>({ plots: {} }, 'rounds[0]');
    expect(r.entry('plots', 'constructor')).toBeUndefined();
    expect(r.entry('plots', '__proto__')).toBeUndefined();
  });

  it('has nothing untaken for a round the file does not record', () => {
    const r = new RecordedRound<Round>(undefined, 'rounds[9]');
    expect(r.entry('plots', 'a')).toBeUndefined();
    expect(r.untaken(['plots', 'order'], () => 'x')).toEqual([]);
  });
});

describe('roundsAfterTheEnd', () => {
  it('names the first recorded round never played, and why the battle was over', () => {
    expect(roundsAfterTheEnd(3, 3, 'x')).toBeNull();
    expect(roundsAfterTheEnd(5, 3, 'players[1] has the last ships')).toEqual({
      path: 'rounds[3]',
      message:
        'the battle was already over after round 3 (players[1] has the last ships), so this round is never played',
    });
  });
});
