import { describe, expect, it } from 'vitest';
import { fileKindOf } from '../../src/state/fileKind.ts';
import { nextEventTime, previousEventTime, roundStarts, setupEndTime } from '../../src/battle/timelineNav.ts';
import { type Timeline, TimelineBuilder } from '../../src/battle/timeline.ts';
import { InputError } from '../../src/battle/validationError.ts';
import { prepareInput } from '../../src/state/prepareInput.ts';
import { describeEvent, viewerNames } from '../../src/state/eventText.ts';
import { xwingWords } from '../../src/rules/xwing1e/words.ts';
import { tokenLabels } from '../../src/state/tokenLabels.ts';
import demoBattle from '../../src/demo/demoBattle.json';
import demoScenario from '../../src/demo/demoScenario.json';

function smallTimeline(): Timeline {
  const tb = new TimelineBuilder();
  tb.push({ kind: 'place', unit: 'a', pose: { x: 0, y: 0, heading: 90 } }, 1);
  tb.push({ kind: 'round', round: 1 }, 2);
  tb.push({ kind: 'token', unit: 'a', token: 'focus', count: 1 }, 0);
  tb.push({ kind: 'phase', round: 1, phase: 'combat' }, 1);
  tb.push({ kind: 'round', round: 2 }, 2);
  return tb.build({
    system: 'test',
    playArea: { width: 914.4, height: 914.4 },
    sides: [{ name: 'Rebels', faction: 'rebel' }],
    units: [
      {
        id: 'a',
        name: 'Luke',
        side: 0,
        type: 'xwing',
        size: 'small',
        hull: 3,
        shields: 2,
        pose: { x: 0, y: 0, heading: 90 },
      },
    ],
  });
}

describe('file kind', () => {
  it('recognises battle files (even with a mistaken format) and scenarios', () => {
    expect(fileKindOf(demoBattle)).toBe('battle');
    expect(fileKindOf(demoScenario)).toBe('scenario');
    expect(fileKindOf({ format: 'holotable-battel', ships: [] })).toBe('battle');
    expect(fileKindOf([])).toBe('scenario');
    expect(fileKindOf(null)).toBe('scenario');
  });

  it('loads either kind through one entry point, naming the field of a bad battle file', async () => {
    expect((await prepareInput(JSON.stringify(demoBattle), 'demo.json')).kind).toBe('battle');
    expect((await prepareInput(demoScenario, 'demo')).kind).toBe('scenario');
    const bad = structuredClone(demoBattle) as { ships: { heading: unknown }[] };
    bad.ships[0]!.heading = 'north';
    await expect(prepareInput(bad, 'bad.json')).rejects.toThrowError(InputError);
    await expect(prepareInput(bad, 'bad.json')).rejects.toThrowError(/ships\[0\]\.heading: expected a number/);
    await expect(prepareInput('{ nope', 'x.json')).rejects.toThrowError(/not valid JSON/);
  });
});

describe('timeline navigation', () => {
  const tl = smallTimeline();
  it('steps to the next event start, skipping events at the same moment', () => {
    expect(nextEventTime(tl, 0)).toBe(1);
    expect(nextEventTime(tl, 1)).toBe(3);
    expect(nextEventTime(tl, 3)).toBe(4);
    expect(nextEventTime(tl, 4)).toBe(6);
    expect(nextEventTime(tl, 6)).toBe(tl.duration);
  });
  it('steps back to the start of the event under way, or the one before when already at a start', () => {
    expect(previousEventTime(tl, 2.5)).toBe(1);
    expect(previousEventTime(tl, 1)).toBe(0);
    expect(previousEventTime(tl, 3)).toBe(1);
    expect(previousEventTime(tl, 0)).toBe(0);
  });
  it('finds the rounds and the end of set-up', () => {
    expect(roundStarts(tl)).toEqual([
      { round: 1, t: 1 },
      { round: 2, t: 4 },
    ]);
    expect(setupEndTime(tl)).toBe(1);
  });
});

describe('panel text', () => {
  const tl = smallTimeline();
  it('describes events in words, with display names', () => {
    const names = viewerNames(tl, xwingWords);
    expect(describeEvent(tl.events[0]!, names)).toBe('Luke is placed');
    expect(
      describeEvent(
        {
          kind: 'attack',
          attacker: 'a',
          defender: 'b',
          weapon: 'primary',
          line: [
            [0, 0],
            [1, 1],
          ],
          range: 2,
          obstructed: true,
          t: 0,
          duration: 1,
        },
        names,
      ),
    ).toBe('Luke attacks b at range 2, obstructed');
    expect(
      describeEvent({ kind: 'end', winner: 0, reason: 'last ships', scores: [1, 0], t: 0, duration: 1 }, names),
    ).toBe('Rebels wins: last ships');
  });
  it('labels tokens, leaving shields to their own column and naming a lock\u2019s target', () => {
    const v = viewerNames(tl, xwingWords);
    expect(tokenLabels({ stress: 1, focus: 2, 'lock:a': 1, shield: 2, evade: 0 }, v)).toEqual([
      { key: 'focus', text: 'focus ×2', kind: 'good', icon: 'token-focus', beside: '×2' },
      { key: 'lock:a', text: 'target lock → Luke', kind: 'info', icon: 'token-lock', beside: '→ Luke' },
      { key: 'stress', text: 'stress', kind: 'bad', icon: 'token-stress', beside: '' },
    ]);
  });
});
