/** X-Wing's action words on screen (words.ts): keys become what players say, cards their printed names. */
import { describe, expect, it } from 'vitest';
import { actionName, xwingWords } from '../../../src/rules/xwing1e/words.ts';

describe('action names on screen', () => {
  it('reads the action bar as players say it', () => {
    expect(actionName('target-lock')).toBe('target lock');
    expect(actionName('barrel-roll-left')).toBe('barrel roll left');
    expect(actionName('slam')).toBe('SLAM');
    expect(actionName('reinforce-fore')).toBe('reinforce (fore)');
    expect(actionName('reinforce-aft')).toBe('reinforce (aft)');
    expect(actionName('jam')).toBe('jam');
    expect(actionName('reload')).toBe('reload');
    expect(actionName('coordinate')).toBe('coordinate');
  });

  it('names a card’s own action by the card', () => {
    expect(actionName('r2f2')).toBe('R2-F2');
    expect(actionName('proximitymines')).toBe('Proximity Mines');
    // A Condition card's action (Harpooned!'s), and a crew card's (Kylo Ren).
    expect(actionName('harpooned')).toBe('Harpooned!');
    expect(actionName('kyloren')).toBe('Kylo Ren');
  });
});

describe('token names on screen', () => {
  it('names a tractor beam token and a Condition card as players say them', () => {
    expect(xwingWords.token('tractor')).toBe('tractor beam');
    expect(xwingWords.token('harpooned')).toBe('"Harpooned!"');
    expect(xwingWords.token('adebttopay')).toBe('"A Debt to Pay"');
    expect(xwingWords.token('weapons-disabled')).toBe('weapons disabled');
  });
});
