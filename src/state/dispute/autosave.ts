/**
 * Keeping the dispute work safe: the situation is autosaved to local storage on every change, and opening a
 * share link never silently replaces it (the earlier work is kept as a named, restorable draft). The start-up
 * decision is a pure function so it can be tested without a browser.
 */
import { type Scenario, scenarioProblems } from '../../rules/xwing1e/scenario/scenario.ts';
import { decodeSituation } from './shareLink.ts';

/** Local-storage key of the autosaved situation. */
export const AUTOSAVE_KEY = 'holotable.dispute.autosave';
/** Local-storage key of the kept drafts. */
export const DRAFTS_KEY = 'holotable.dispute.drafts';

/** Earlier work kept aside, restorable by name. */
export interface Draft {
  name: string;
  scenario: Scenario;
}

/** The minimal storage interface used (window.localStorage satisfies it). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The autosaved situation, or null when there is none or it is not a valid scenario any more. */
export function readAutosave(store: KeyValueStore): Scenario | null {
  const text = store.getItem(AUTOSAVE_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return scenarioProblems(value).length ? null : (value as Scenario);
  } catch {
    return null;
  }
}

/** Saves the situation as the autosave. */
export function writeAutosave(store: KeyValueStore, s: Scenario): void {
  store.setItem(AUTOSAVE_KEY, JSON.stringify(s));
}

/** The kept drafts (invalid entries are left out). */
export function readDrafts(store: KeyValueStore): Draft[] {
  const text = store.getItem(DRAFTS_KEY);
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (d): d is Draft =>
        typeof d === 'object' && d !== null && typeof d.name === 'string' && scenarioProblems(d.scenario).length === 0,
    );
  } catch {
    return [];
  }
}

/** Saves the kept drafts. */
export function writeDrafts(store: KeyValueStore, drafts: readonly Draft[]): void {
  store.setItem(DRAFTS_KEY, JSON.stringify(drafts));
}

/** What the editor starts with. */
export interface Startup {
  situation: Scenario;
  /** Where it came from. */
  origin: 'share-link' | 'autosave' | 'default';
  /** Drafts after start-up (the earlier work added when a share link displaced it). */
  drafts: Draft[];
  /** A message for the user: a bad link (error) or earlier work kept as a draft (info). */
  notice: { tone: 'error' | 'info'; text: string } | null;
}

const same = (a: Scenario, b: Scenario) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Decides the starting situation from the share text in the URL (null when none), the autosave and the kept
 * drafts. A valid link wins, and differing autosaved work becomes a draft named `draftName`; a bad link is
 * reported and the autosave (or the default) is shown.
 */
export function decideStartup(
  shareText: string | null,
  autosave: Scenario | null,
  drafts: readonly Draft[],
  fallback: Scenario,
  draftName: string,
): Startup {
  const own = autosave ?? fallback;
  const origin = autosave ? 'autosave' : 'default';
  if (shareText === null) return { situation: own, origin, drafts: [...drafts], notice: null };
  const decoded = decodeSituation(shareText);
  if (!decoded.ok) {
    return {
      situation: own,
      origin,
      drafts: [...drafts],
      notice: { tone: 'error', text: `Could not open the share link: ${decoded.message}. Your own work is shown.` },
    };
  }
  if (!autosave || same(autosave, decoded.scenario)) {
    return { situation: decoded.scenario, origin: 'share-link', drafts: [...drafts], notice: null };
  }
  return {
    situation: decoded.scenario,
    origin: 'share-link',
    drafts: [...drafts, { name: draftName, scenario: autosave }],
    notice: {
      tone: 'info',
      text: `Opened a shared situation. Your previous work is kept as the draft "${draftName}".`,
    },
  };
}
