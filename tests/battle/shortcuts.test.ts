/** The keyboard shortcut table that both the key handler and the help overlay read. */
import { describe, expect, it } from 'vitest';
import { SHORTCUTS, shortcutFor, shortcutForKey } from '../../src/ui/shortcuts.ts';

describe('shortcut table', () => {
  it('binds no key twice and lists no action twice', () => {
    const keys = SHORTCUTS.flatMap((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
    const actions = SHORTCUTS.map((s) => s.action);
    expect(new Set(actions).size).toBe(actions.length);
  });

  it('keys are KeyboardEvent.key values in lower case, each with a label to show', () => {
    for (const s of SHORTCUTS) {
      expect(s.keys.length).toBeGreaterThan(0);
      expect(s.labels.length).toBeGreaterThan(0);
      expect(s.description.length).toBeGreaterThan(0);
      for (const k of s.keys) expect(k).toBe(k.toLowerCase());
    }
  });

  it('has the bindings the viewer documents', () => {
    const expected: Record<string, string> = {
      t: 'topView',
      c: 'cycleCamera',
      f: 'followCamera',
      d: 'directorCamera',
      z: 'toggleZones',
      l: 'toggleLabels',
      ' ': 'playPause',
      arrowleft: 'previousEvent',
      arrowright: 'nextEvent',
      '[': 'slower',
      ']': 'faster',
      '?': 'toggleHelp',
      h: 'toggleHelp',
      escape: 'closeHelp',
    };
    for (const [key, action] of Object.entries(expected)) expect(shortcutForKey(key)?.action, key).toBe(action);
    // Letters match whatever the Shift or Caps Lock state.
    expect(shortcutForKey('F')?.action).toBe('followCamera');
    expect(shortcutForKey('q')).toBeUndefined();
    expect(shortcutFor('toggleHelp').labels).toEqual(['?', 'H']);
  });
});
