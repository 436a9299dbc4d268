/**
 * Each situation's photo in storage: fingerprints that survive a round trip through stored text, edits that
 * continue a situation against another situation opened, the link table, and damaged saved photos moved aside
 * under a dated key (never dropped) with a message.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITUATION } from '../../../src/state/dispute/defaultSituation.ts';
import {
  KEPT_PHOTO_PREFIX,
  LEGACY_PHOTO_KEY,
  linkPhoto,
  newPhotoId,
  PHOTO_KEY_PREFIX,
  PHOTO_LINKS_KEY,
  readPhotoLinks,
  readStoredPhoto,
  removeStoredPhoto,
  takeLegacyPhoto,
  writeStoredPhoto,
} from '../../../src/state/photo/photoStorage.ts';
import { canonicalJson, continuesSituation, situationKey } from '../../../src/state/photo/situationKey.ts';
import { PHOTO_FILE_FORMAT, type StoredPhoto } from '../../../src/state/photo/tablePhoto.ts';
import { memoryStore } from '../dispute/memoryStore.ts';

const NOW = new Date('2025-05-01T10:20:30.000Z');
const PHOTO: StoredPhoto = {
  format: PHOTO_FILE_FORMAT,
  version: 1,
  name: 'table.jpg',
  image: 'data:image/jpeg;base64,AAAA',
  widthPx: 2048,
  heightPx: 1536,
  corners: [
    [0.1, 0.9],
    [0.9, 0.9],
    [0.8, 0.1],
    [0.2, 0.1],
  ],
  extra: [],
  area: null,
};
const S = DEFAULT_SITUATION;
const moved = { ...S, ships: S.ships.map((x) => (x.id === 'red1' ? { ...x, x: 410 } : x)) };

describe('situation fingerprints', () => {
  it('do not depend on key order (stored text read back orders keys as the schema does)', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}');
    const reversed = { ...S, ships: S.ships.map((x) => Object.fromEntries(Object.entries(x).reverse())) };
    const reordered = JSON.parse(JSON.stringify(reversed));
    expect(situationKey(reordered)).toBe(situationKey(S));
    expect(situationKey(S)).toMatch(/^[0-9a-f]{16}$/);
    expect(situationKey(moved)).not.toBe(situationKey(S));
  });

  it('an edit (one ship moved, one added, a question) continues the situation; another scenario does not', () => {
    expect(continuesSituation(S, moved)).toBe(true);
    const added = { ...S, ships: [...S.ships, { id: 'red2', size: 'small' as const, x: 100, y: 100, heading: 0 }] };
    expect(continuesSituation(S, added)).toBe(true);
    expect(continuesSituation(S, { ...S, moves: [] })).toBe(true);
    const both = { ...moved, obstacles: [] };
    expect(continuesSituation(S, both)).toBe(false);
    expect(continuesSituation(S, { ...S, playArea: { width: 900, height: 900 } })).toBe(false);
    expect(continuesSituation(S, { ships: [] })).toBe(false);
  });
});

describe('photo storage', () => {
  it('ties photos to situations and forgets the links when a photo is removed', () => {
    const store = memoryStore();
    const { links } = readPhotoLinks(store, NOW);
    const id = newPhotoId(store, NOW);
    expect(id).toBe('2025-05-01T10:20:30.000Z');
    expect(writeStoredPhoto(store, id, PHOTO)).toBe(true);
    expect(newPhotoId(store, NOW)).toBe('2025-05-01T10:20:30.000Z-2');
    linkPhoto(store, links, situationKey(S), id);
    linkPhoto(store, links, situationKey(moved), id);
    expect(readPhotoLinks(store, NOW).links).toEqual({ [situationKey(S)]: id, [situationKey(moved)]: id });
    expect(readStoredPhoto(store, id, NOW)).toEqual({ ok: true, photo: PHOTO });
    removeStoredPhoto(store, links, id);
    expect(store.getItem(`${PHOTO_KEY_PREFIX}${id}`)).toBeNull();
    expect(readPhotoLinks(store, NOW).links).toEqual({});
  });

  it('moves a damaged saved photo aside under a dated key and says where', () => {
    const store = memoryStore();
    store.setItem(`${PHOTO_KEY_PREFIX}p1`, '{"format":"holotable-table-photo"');
    const r = readStoredPhoto(store, 'p1', NOW);
    const kept = `${KEPT_PHOTO_PREFIX}2025-05-01T10:20:30.000Z`;
    expect(r).toEqual({
      ok: false,
      message: `The saved table photo of this situation could not be read (it is not JSON); it is kept aside in this browser's storage as “${kept}”.`,
    });
    expect(store.getItem(kept)).toBe('{"format":"holotable-table-photo"');
    expect(store.getItem(`${PHOTO_KEY_PREFIX}p1`)).toBeNull();
  });

  it('leaves a damaged photo where it is when storage is too full to copy it aside', () => {
    const store = memoryStore(/unreadable/);
    store.data.set(`${PHOTO_KEY_PREFIX}p1`, 'nonsense');
    const r = readStoredPhoto(store, 'p1', NOW);
    expect(!r.ok && r.message).toContain('storage is too full to copy it aside: it is left as it was');
    expect(store.getItem(`${PHOTO_KEY_PREFIX}p1`)).toBe('nonsense');
  });

  it('moves a damaged link table aside and starts an empty one', () => {
    const store = memoryStore();
    store.setItem(PHOTO_LINKS_KEY, '[1,2]');
    const r = readPhotoLinks(store, NOW);
    expect(r.links).toEqual({});
    expect(r.problem).toContain('The list of saved table photos could not be read');
    expect(store.getItem(`${KEPT_PHOTO_PREFIX}2025-05-01T10:20:30.000Z`)).toBe('[1,2]');
  });

  it('takes the first version’s single photo (to tie to the situation on the table)', () => {
    const store = memoryStore();
    store.setItem(LEGACY_PHOTO_KEY, JSON.stringify(PHOTO));
    expect(takeLegacyPhoto(store, NOW)).toEqual({ ok: true, photo: PHOTO });
    expect(store.getItem(LEGACY_PHOTO_KEY)).toBeNull();
  });
});
