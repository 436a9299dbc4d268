/** Start-up and autosave: a share link never silently replaces the work in progress. */
import { describe, expect, it } from 'vitest';
import {
  decideStartup,
  readAutosave,
  readDrafts,
  writeAutosave,
  writeDrafts,
  AUTOSAVE_KEY,
} from '../../../src/state/dispute/autosave.ts';
import { DEFAULT_SITUATION } from '../../../src/state/dispute/defaultSituation.ts';
import { encodeSituation } from '../../../src/state/dispute/shareLink.ts';

import { memoryStore as memory } from './memoryStore.ts';

const mine = { ...DEFAULT_SITUATION, ships: DEFAULT_SITUATION.ships.map((s) => ({ ...s, x: s.x + 1 })) };
const shared = { ...DEFAULT_SITUATION, moves: [] };

describe('dispute autosave and start-up', () => {
  it('autosave round-trips, and an unusable autosave reads as none with the problem named', () => {
    const store = memory();
    writeAutosave(store, mine);
    expect(readAutosave(store)).toEqual({ value: mine, problems: [], text: JSON.stringify(mine) });
    store.setItem(AUTOSAVE_KEY, '{"ships": "no"}');
    expect(readAutosave(store)).toEqual({
      value: null,
      problems: ['left out the whole situation (ships: expected an array, got "no")'],
      text: '{"ships": "no"}',
    });
    store.setItem(AUTOSAVE_KEY, 'not json');
    expect(readAutosave(store)).toEqual({ value: null, problems: ['the saved text is not JSON'], text: 'not json' });
  });

  it('drafts round-trip', () => {
    const store = memory();
    writeDrafts(store, [{ name: 'a', scenario: mine }]);
    expect(readDrafts(store).value).toEqual([{ name: 'a', scenario: mine }]);
    expect(readDrafts(store).problems).toEqual([]);
  });

  it('without a link: the autosave, else the default', () => {
    expect(decideStartup(null, mine, [], DEFAULT_SITUATION, 'd')).toMatchObject({
      situation: mine,
      origin: 'autosave',
      notice: null,
    });
    expect(decideStartup(null, null, [], DEFAULT_SITUATION, 'd')).toMatchObject({
      situation: DEFAULT_SITUATION,
      origin: 'default',
    });
  });

  it('a valid link opens, and different autosaved work is kept as a named draft with a notice', () => {
    const r = decideStartup(encodeSituation(shared), mine, [], DEFAULT_SITUATION, 'before link');
    expect(r.situation).toEqual(shared);
    expect(r.origin).toBe('share-link');
    expect(r.drafts).toEqual([{ name: 'before link', scenario: mine }]);
    expect(r.notice).toMatchObject({ tone: 'info' });
    expect(r.notice!.text).toContain('before link');
  });

  it('a link equal to the autosave keeps no duplicate draft', () => {
    expect(decideStartup(encodeSituation(mine), mine, [], DEFAULT_SITUATION, 'd').drafts).toEqual([]);
  });

  it('a bad link is reported and the autosave stays on the table', () => {
    const r = decideStartup('garbage!!', mine, [], DEFAULT_SITUATION, 'd');
    expect(r.situation).toBe(mine);
    expect(r.notice).toMatchObject({ tone: 'error' });
    expect(r.notice!.text).toContain('Could not open the share link');
  });
});
