/** Start-up and autosave: a share link never silently replaces the work in progress. */
import { describe, expect, it } from 'vitest';
import {
  decideStartup,
  type KeyValueStore,
  readAutosave,
  readDrafts,
  writeAutosave,
  writeDrafts,
  AUTOSAVE_KEY,
} from '../../../src/state/dispute/autosave.ts';
import { DEFAULT_SITUATION } from '../../../src/state/dispute/defaultSituation.ts';
import { encodeSituation } from '../../../src/state/dispute/shareLink.ts';

const memory = (): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};
const mine = { ...DEFAULT_SITUATION, ships: DEFAULT_SITUATION.ships.map((s) => ({ ...s, x: s.x + 1 })) };
const shared = { ...DEFAULT_SITUATION, moves: [] };

describe('dispute autosave and start-up', () => {
  it('autosave round-trips, and a corrupt autosave reads as none', () => {
    const store = memory();
    writeAutosave(store, mine);
    expect(readAutosave(store)).toEqual(mine);
    store.setItem(AUTOSAVE_KEY, '{"ships": "no"}');
    expect(readAutosave(store)).toBeNull();
    store.setItem(AUTOSAVE_KEY, 'not json');
    expect(readAutosave(store)).toBeNull();
  });

  it('drafts round-trip', () => {
    const store = memory();
    writeDrafts(store, [{ name: 'a', scenario: mine }]);
    expect(readDrafts(store)).toEqual([{ name: 'a', scenario: mine }]);
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
