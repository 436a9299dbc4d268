/**
 * Damaged saved work: a stored situation or drafts list that cannot be read whole is salvaged field by field,
 * every piece left out is named, and the original text is moved aside under a dated key before anything can
 * write over it (issue 21, "Nothing the user made is lost").
 */
import { describe, expect, it } from 'vitest';
import { AUTOSAVE_KEY, DRAFTS_KEY, readAutosave, readDrafts } from '../../../src/state/dispute/autosave.ts';
import { DEFAULT_SITUATION } from '../../../src/state/dispute/defaultSituation.ts';
import { startDispute } from '../../../src/state/dispute/disputeStartup.ts';
import { heavySituationProblem, MAX_DISPUTE_PIECES } from '../../../src/state/dispute/heaviness.ts';
import { discardKept, keptEntries, setAutosaveAside, storedWorkText } from '../../../src/state/dispute/keptData.ts';
import { salvageScenario } from '../../../src/state/dispute/salvage.ts';
import { encodeSituation } from '../../../src/state/dispute/shareLink.ts';
import { memoryStore } from './memoryStore.ts';

const mine = {
  ...DEFAULT_SITUATION,
  ships: DEFAULT_SITUATION.ships.map((s) => ({ ...s, x: s.x + 1 })),
};
const NOW = new Date('2026-03-04T05:06:07.089Z');

describe('salvaging a stored situation field by field', () => {
  it('keeps a valid situation whole', () => {
    expect(salvageScenario(structuredClone(mine))).toEqual({ scenario: mine, leftOut: [] });
  });

  it('drops one unknown field, at the top or inside a ship, and keeps everything else', () => {
    const top = { ...structuredClone(mine), colour: 'red' };
    expect(salvageScenario(top)).toEqual({ scenario: mine, leftOut: ['the unknown field "colour"'] });
    const inShip = structuredClone(mine) as { ships: Record<string, unknown>[] };
    inShip.ships[1] = { ...inShip.ships[1], pilot: 'Mauler Mithel' };
    expect(salvageScenario(inShip)).toEqual({
      scenario: mine,
      leftOut: ['the unknown field "pilot" of the ship "tie1"'],
    });
  });

  it('drops a bad maneuver question and keeps the ships, obstacles and the range question', () => {
    const bad = { ...structuredClone(mine), moves: [{ ship: 'red1', maneuver: 'straight-9' }] };
    const r = salvageScenario(bad);
    expect(r.scenario).toEqual({ ...mine, moves: [] });
    expect(r.leftOut).toEqual([
      'maneuver question 1 (maneuver: expected a maneuver such as "bank-left-2" or an action such as ' +
        '"barrel-roll-left", got "straight-9")',
    ]);
  });

  it('drops a ship without a usable position, then the questions about it', () => {
    const bad = structuredClone(mine) as { ships: Record<string, unknown>[] };
    bad.ships[0] = { ...bad.ships[0], x: 'left' };
    const r = salvageScenario(bad);
    // red1 goes; the move is red1's and the range question is from tie1 to red1, so both go with it.
    expect(r.scenario).toEqual({ ...mine, ships: [mine.ships[1]], moves: [], measure: [] });
    expect(r.leftOut).toEqual([
      'the ship "red1" (x: expected a number, got "left")',
      'maneuver question 1 (ship: expected the id of a ship, got "red1")',
      'range question 1 (to: expected the id of a ship or obstacle, got "red1")',
    ]);
  });

  it('drops a bad optional field of a ship but keeps the ship', () => {
    const bad = structuredClone(mine) as { ships: Record<string, unknown>[] };
    bad.ships[0] = { ...bad.ships[0], faction: 'sith' };
    const r = salvageScenario(bad);
    const { faction: _, ...red1 } = mine.ships[0]!;
    expect(r.scenario).toEqual({ ...mine, ships: [red1, mine.ships[1]] });
    expect(r.leftOut).toHaveLength(1);
    expect(r.leftOut[0]).toMatch(/^the field "faction" \(expected one of .*got "sith"\) of the ship "red1"$/);
  });

  it('gives up on what is no situation at all, naming why', () => {
    expect(salvageScenario([1, 2])).toEqual({
      scenario: null,
      leftOut: ['the whole situation (it is not a situation object)'],
    });
    expect(salvageScenario({ obstacles: [] }).leftOut).toEqual([
      'the whole situation (ships: expected an array, got nothing (the field is missing))',
    ]);
  });
});

describe('reading damaged storage', () => {
  it('names truncated text as cut off, other text as not JSON', () => {
    const store = memoryStore();
    const full = JSON.stringify(mine);
    for (const cut of [full.slice(0, 40), full.slice(0, -1), full.slice(0, full.indexOf('"red1"') + 3)]) {
      store.setItem(AUTOSAVE_KEY, cut);
      expect(readAutosave(store)).toEqual({
        value: null,
        problems: ['the saved text is cut off before its end'],
        text: cut,
      });
    }
    store.setItem(AUTOSAVE_KEY, '<html>');
    expect(readAutosave(store).problems).toEqual(['the saved text is not JSON']);
  });

  it('salvages each draft, names one without a name, and leaves out one with nothing usable', () => {
    const store = memoryStore();
    store.setItem(
      DRAFTS_KEY,
      JSON.stringify([{ name: 'a', scenario: mine }, { scenario: { ...mine, extra: 1 } }, { name: 'c', scenario: 7 }]),
    );
    const r = readDrafts(store);
    expect(r.value).toEqual([
      { name: 'a', scenario: mine },
      { name: 'Unnamed draft 2', scenario: mine },
    ]);
    expect(r.problems).toEqual([
      'draft 2 has no name; it is called "Unnamed draft 2"',
      'left out the unknown field "extra" from the draft "Unnamed draft 2"',
      'left out the whole situation (it is not a situation object) from the draft "c"',
    ]);
  });

  it('a heavy autosave is not loaded, and the problem says why', () => {
    // Within the scenario format's own limits (200 ships, 100 obstacles), over dispute mode's 200 pieces.
    const store = memoryStore();
    store.setItem(AUTOSAVE_KEY, JSON.stringify(heavySituation(150, MAX_DISPUTE_PIECES + 1 - 150)));
    expect(readAutosave(store).value).toBeNull();
    expect(readAutosave(store).problems).toEqual([
      'it has 201 ships and obstacles, more than the 200 dispute mode opens',
    ]);
    expect(heavySituationProblem(mine)).toBeNull();
  });
});

/** A situation of `ships` small ships and `obstacles` asteroids in rows, within the scenario format's limits. */
function heavySituation(ships: number, obstacles: number) {
  return {
    ships: Array.from({ length: ships }, (_, i) => ({
      id: `s${i}`,
      size: 'small' as const,
      x: 10 + (i % 40) * 20,
      y: 10 + Math.floor(i / 40) * 60,
      heading: 0,
    })),
    obstacles: Array.from({ length: obstacles }, (_, i) => ({
      id: `o${i}`,
      shape: 'asteroid-4',
      x: 100 + (i % 20) * 150,
      y: 1000 + Math.floor(i / 20) * 150,
      rotation: 0,
      flipped: false,
    })),
  };
}

describe('start-up with damaged storage', () => {
  it('moves damaged text aside under a dated key, loads what it can, and says so', () => {
    const store = memoryStore();
    const autosave = JSON.stringify({ ...mine, moves: [{ ship: 'red1', maneuver: 'loop-9' }] });
    store.setItem(AUTOSAVE_KEY, autosave);
    store.setItem(DRAFTS_KEY, '[{"name": "x", "scenario"');
    const start = startDispute(store, null, NOW, DEFAULT_SITUATION, 'd');
    expect(start.situation).toEqual({ ...mine, moves: [] });
    expect(start.origin).toBe('autosave');
    expect(start.drafts).toEqual([]);
    expect(start.blocked).toEqual([]);
    expect(store.getItem('holotable.dispute.unreadable.autosave.2026-03-04T05:06:07.089Z')).toBe(autosave);
    expect(store.getItem('holotable.dispute.unreadable.drafts.2026-03-04T05:06:07.089Z')).toBe(
      '[{"name": "x", "scenario"',
    );
    expect(start.notice?.tone).toBe('error');
    expect(start.notice?.text).toContain(
      'Your autosaved situation could not be read whole (left out maneuver question 1',
    );
    expect(start.notice?.text).toContain('Your kept drafts could not be read whole (the saved text is cut off');
    expect(keptEntries(store).map((e) => [e.source, e.keptAt])).toEqual([
      ['autosave', '2026-03-04T05:06:07.089Z'],
      ['drafts', '2026-03-04T05:06:07.089Z'],
    ]);
    // The original keys are untouched until the page writes them (after this, with the text kept aside).
    expect(store.getItem(AUTOSAVE_KEY)).toBe(autosave);
  });

  it('a second start-up in the same millisecond keeps both copies', () => {
    const store = memoryStore();
    store.setItem(AUTOSAVE_KEY, 'garbage');
    startDispute(store, null, NOW, DEFAULT_SITUATION, 'd');
    startDispute(store, null, NOW, DEFAULT_SITUATION, 'd');
    expect(keptEntries(store).map((e) => e.key)).toEqual([
      'holotable.dispute.unreadable.autosave.2026-03-04T05:06:07.089Z',
      'holotable.dispute.unreadable.autosave.2026-03-04T05:06:07.089Z-2',
    ]);
    discardKept(store, keptEntries(store)[0]!.key);
    expect(keptEntries(store)).toHaveLength(1);
  });

  it('when storage is too full to keep the text aside, the damaged key is blocked from writes', () => {
    const store = memoryStore(/unreadable/);
    store.setItem(AUTOSAVE_KEY, 'garbage');
    const start = startDispute(store, null, NOW, DEFAULT_SITUATION, 'd');
    expect(start.blocked).toEqual([AUTOSAVE_KEY]);
    expect(start.situation).toBe(DEFAULT_SITUATION);
    expect(start.notice?.text).toContain('storage is full');
  });

  it('a heavy share link is refused and offered back, the autosave stays on the table', () => {
    const store = memoryStore();
    store.setItem(AUTOSAVE_KEY, JSON.stringify(mine));
    const heavy = heavySituation(200, 100);
    const start = startDispute(store, encodeSituation(heavy), NOW, DEFAULT_SITUATION, 'd');
    expect(start.situation).toEqual(mine);
    expect(start.refused).toEqual(heavy);
    expect(start.drafts).toEqual([]);
    expect(start.notice?.text).toBe(
      'The share link was not opened: it has 300 ships and obstacles, more than the 200 dispute mode opens. ' +
        'Download it to keep it; your own work is shown.',
    );
  });

  it('a page that keeps failing can set the autosave aside (kept, dated) and start afresh', () => {
    const store = memoryStore();
    store.setItem(AUTOSAVE_KEY, '{"ships": []}');
    expect(setAutosaveAside(store, NOW)).toBe(true);
    expect(store.getItem(AUTOSAVE_KEY)).toBeNull();
    expect(keptEntries(store)).toEqual([
      {
        key: 'holotable.dispute.unreadable.autosave.2026-03-04T05:06:07.089Z',
        source: 'autosave',
        keptAt: '2026-03-04T05:06:07.089Z',
        text: '{"ships": []}',
      },
    ]);
    const full = memoryStore(/unreadable/);
    full.setItem(AUTOSAVE_KEY, 'mine');
    expect(setAutosaveAside(full, NOW)).toBe(false);
    expect(full.getItem(AUTOSAVE_KEY)).toBe('mine');
  });

  it('the saved work download holds every stored text exactly', () => {
    const store = memoryStore();
    store.setItem(AUTOSAVE_KEY, '{"cut');
    store.setItem('other.app', 'not ours');
    expect(JSON.parse(storedWorkText(store))).toEqual({ [AUTOSAVE_KEY]: '{"cut' });
  });
});
