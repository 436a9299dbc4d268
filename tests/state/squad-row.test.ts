/** A ship's row in the squad panel (panelText.ts): a destroyed ship says so once, in its badge. */
import { describe, expect, it } from 'vitest';
import starWarriorsDemo from '../../src/demo/starWarriorsBattle.json';
import { ruleSystemFor } from '../../src/rules/registry.ts';
import { viewerNames } from '../../src/state/eventText.ts';
import { unitRowText } from '../../src/state/panelText.ts';
import { snapshotAt } from '../../src/state/playback/replay.ts';

describe('the squad panel’s row of a destroyed ship', () => {
  it('leaves the "destroyed" damage result to the badge and keeps its other damage', () => {
    const system = ruleSystemFor(starWarriorsDemo);
    const { timeline } = system.play(starWarriorsDemo);
    const v = viewerNames(timeline, system.words);
    const end = snapshotAt(timeline, timeline.duration);
    const destroyed = timeline.units.filter((u) => end.units[u.id]?.faceUpDamage.includes('destroyed'));
    // The demo ends with all four Imperial ships shot down by a Fire Table "destroyed" result.
    expect(destroyed.map((u) => u.name)).toEqual([
      'TIE interceptor 1',
      'TIE interceptor 2',
      'TIE fighter 1',
      'TIE fighter 2',
    ]);
    for (const u of destroyed) {
      const now = end.units[u.id]!;
      expect(now.destroyed).toBe(true);
      expect(unitRowText(u, now, v).damage).toEqual(now.faceUpDamage.filter((d) => d !== 'destroyed'));
    }
  });
});
