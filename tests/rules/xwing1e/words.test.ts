/** X-Wing's action words on screen (words.ts): keys become what players say, cards their printed names. */
import { describe, expect, it } from 'vitest';
import { actionName } from '../../../src/rules/xwing1e/words.ts';

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
  });
});
