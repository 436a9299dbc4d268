/**
 * Keeping the dispute work safe: the situation is autosaved to local storage on every change, and opening a
 * share link never silently replaces it (the earlier work is kept as a named, restorable draft). Stored text
 * that cannot be read whole is salvaged field by field (salvage.ts) and its original bytes are first moved
 * aside (keptData.ts), so nothing the user made is written over. The start-up decision is a pure function so it
 * can be tested without a browser.
 */
import type { Scenario } from '../../rules/xwing1e/scenario/scenario.ts';
import { heavySituationProblem } from './heaviness.ts';
import { salvageScenario } from './salvage.ts';
import { decodeSituation } from './shareLink.ts';

import { AUTOSAVE_KEY, DRAFTS_KEY } from './keptData.ts';

export { AUTOSAVE_KEY, DRAFTS_KEY };

/** Earlier work kept aside, restorable by name. */
export interface Draft {
  name: string;
  scenario: Scenario;
}

/** The minimal storage interface used (window.localStorage satisfies it). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/**
 * What a stored value gave: what could be used, and the problems with it in words (empty when it was read
 * whole). Where there are problems the stored text must be kept before anything is written over it.
 */
export interface StoredRead<T> {
  value: T;
  problems: string[];
  /** The stored text as it was (null when nothing was stored). */
  text: string | null;
}

/** Why stored text is not JSON, in words: cut off (a write that did not finish) or otherwise damaged. */
function notJson(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch (e) {
    // The parser stops where the text ends when a write was cut short; elsewhere the text is damaged.
    const message = (e as Error).message;
    const at = /at position (\d+)/.exec(message)?.[1];
    const atEnd = at !== undefined && Number(at) >= text.trimEnd().length;
    return atEnd || /end of (JSON )?(data|input)|unterminated/i.test(message)
      ? 'the saved text is cut off before its end'
      : 'the saved text is not JSON';
  }
}

/** Parses stored text, or returns the reason it cannot be. */
function parseStored(text: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  const problem = notJson(text);
  return problem === null ? { ok: true, value: JSON.parse(text) as unknown } : { ok: false, problem };
}

/** The autosaved situation: as stored, salvaged field by field, or null (nothing stored or nothing usable). */
export function readAutosave(store: KeyValueStore): StoredRead<Scenario | null> {
  const text = store.getItem(AUTOSAVE_KEY);
  if (text === null) return { value: null, problems: [], text };
  const parsed = parseStored(text);
  if (!parsed.ok) return { value: null, problems: [parsed.problem], text };
  const { scenario, leftOut } = salvageScenario(parsed.value);
  const problems = leftOut.map((what) => `left out ${what}`);
  const heavy = scenario && heavySituationProblem(scenario);
  if (heavy) return { value: null, problems: [...problems, heavy], text };
  return { value: scenario, problems, text };
}

/** Saves the situation as the autosave. */
export function writeAutosave(store: KeyValueStore, s: Scenario): void {
  store.setItem(AUTOSAVE_KEY, JSON.stringify(s));
}

/** One stored draft salvaged: its name (or a stand-in) and what could be kept of its situation. */
function salvageDraft(d: unknown, i: number, problems: string[]): Draft | null {
  const record = typeof d === 'object' && d !== null ? (d as Record<string, unknown>) : {};
  const name = typeof record.name === 'string' ? record.name : `Unnamed draft ${i + 1}`;
  if (typeof record.name !== 'string') problems.push(`draft ${i + 1} has no name; it is called "${name}"`);
  const { scenario, leftOut } = salvageScenario(Object.hasOwn(record, 'scenario') ? record.scenario : undefined);
  for (const what of leftOut) problems.push(`left out ${what} from the draft "${name}"`);
  return scenario ? { name, scenario } : null;
}

/** The kept drafts, each salvaged field by field; those with nothing usable are left out and named. */
export function readDrafts(store: KeyValueStore): StoredRead<Draft[]> {
  const text = store.getItem(DRAFTS_KEY);
  if (text === null) return { value: [], problems: [], text };
  const parsed = parseStored(text);
  if (!parsed.ok) return { value: [], problems: [parsed.problem], text };
  if (!Array.isArray(parsed.value)) return { value: [], problems: ['the saved drafts are not a list'], text };
  const problems: string[] = [];
  const drafts: Draft[] = [];
  parsed.value.forEach((d: unknown, i) => {
    const draft = salvageDraft(d, i, problems);
    if (draft) drafts.push(draft);
  });
  return { value: drafts, problems, text };
}

/** Saves the kept drafts. */
export function writeDrafts(store: KeyValueStore, drafts: readonly Draft[]): void {
  store.setItem(DRAFTS_KEY, JSON.stringify(drafts));
}

/** A message for the user: an error (something could not be opened or read) or information. */
export interface Notice {
  tone: 'error' | 'info';
  text: string;
}

/** What the editor starts with. */
export interface Startup {
  situation: Scenario;
  /** Where it came from. */
  origin: 'share-link' | 'autosave' | 'default';
  /** Drafts after start-up (the earlier work added when a share link displaced it). */
  drafts: Draft[];
  /** A message for the user: a bad link (error) or earlier work kept as a draft (info). */
  notice: Notice | null;
  /** A share link's situation too heavy to open at once (null when there is none). */
  refused: Scenario | null;
}

const same = (a: Scenario, b: Scenario) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Decides the starting situation from the share text in the URL (null when none), the autosave and the kept
 * drafts. A valid link wins, and differing autosaved work becomes a draft named `draftName`; a bad link is
 * reported and the autosave (or the default) is shown; a link too heavy to open is refused, and offered back.
 */
export function decideStartup(
  shareText: string | null,
  autosave: Scenario | null,
  drafts: readonly Draft[],
  fallback: Scenario,
  draftName: string,
): Startup {
  const own = autosave ?? fallback;
  const origin: Startup['origin'] = autosave ? 'autosave' : 'default';
  const stay = { situation: own, origin, drafts: [...drafts], refused: null };
  if (shareText === null) return { ...stay, notice: null };
  const decoded = decodeSituation(shareText);
  if (!decoded.ok) {
    return {
      ...stay,
      notice: { tone: 'error', text: `Could not open the share link: ${decoded.message}. Your own work is shown.` },
    };
  }
  const heavy = heavySituationProblem(decoded.scenario);
  if (heavy) {
    const text = `The share link was not opened: ${heavy}. Download it to keep it; your own work is shown.`;
    return { ...stay, refused: decoded.scenario, notice: { tone: 'error', text } };
  }
  if (!autosave || same(autosave, decoded.scenario)) {
    return { situation: decoded.scenario, origin: 'share-link', drafts: [...drafts], notice: null, refused: null };
  }
  return {
    situation: decoded.scenario,
    origin: 'share-link',
    drafts: [...drafts, { name: draftName, scenario: autosave }],
    notice: {
      tone: 'info',
      text: `Opened a shared situation. Your previous work is kept as the draft "${draftName}".`,
    },
    refused: null,
  };
}
