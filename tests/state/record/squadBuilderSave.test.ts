import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  EMPTY_PLAYER,
  type FormDraft,
  RECORD_FORM_KEY,
  restoreFormDraft,
  saveFormDraft,
} from '../../../src/state/record/squadBuilderSave.ts';

/** A local storage in memory. */
function memoryStore(): Map<string, string> & {
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
} {
  const m = new Map<string, string>();
  return Object.assign(m, {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
  });
}

const NOW = new Date('2026-11-24T10:00:00Z');

describe('the new-recording form kept across a reload', () => {
  it('gives back the squad as built, names and all', () => {
    const store = memoryStore();
    const draft: FormDraft = {
      ...EMPTY_FORM,
      title: 'League night',
      players: [
        {
          name: 'Ana',
          mode: 'build',
          xws: '',
          built: {
            faction: 'rebel',
            name: 'Biggs walks the dogs',
            ships: [{ ship: 'xwing', pilot: 'biggsdarklighter', upgrades: [{ slot: 'Astromech', xws: 'r2f2' }] }],
          },
        },
        { ...EMPTY_PLAYER, name: 'Ben', xws: '{"faction":"imperial"}' },
      ],
    };
    expect(saveFormDraft(store, draft)).toBeNull();
    expect(restoreFormDraft(store, NOW)).toEqual({ draft, problem: null });
  });

  it('starts empty when nothing was saved', () => {
    expect(restoreFormDraft(memoryStore(), NOW)).toEqual({ draft: EMPTY_FORM, problem: null });
  });

  it('keeps unreadable text aside under a dated key and says where', () => {
    const store = memoryStore();
    const text = JSON.stringify({ ...EMPTY_FORM, players: [{ ...EMPTY_PLAYER, mode: 'paste' }, EMPTY_PLAYER] });
    store.setItem(RECORD_FORM_KEY, text);
    const aside = `${RECORD_FORM_KEY}.aside.2026-11-24T10:00:00.000Z`;
    const r = restoreFormDraft(store, NOW);
    expect(r.draft).toEqual(EMPTY_FORM);
    expect(r.problem).toMatch(/^the saved squads could not be restored \(players\[0\]\.mode: /);
    expect(r.problem).toContain(`their text is kept as ${aside}`);
    expect(store.getItem(aside)).toBe(text);
  });

  it('says so when storage refuses', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota exceeded');
      },
    };
    expect(saveFormDraft(full, EMPTY_FORM)).toBe(
      'the squads could not be saved in this browser (quota exceeded); copy them as XWS to keep them',
    );
  });
});
