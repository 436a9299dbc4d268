/**
 * Dispute mode's start-up against real storage: reads the autosave and the drafts (salvaging what it can),
 * moves any stored text that could not be read whole aside before anything may write over it, then decides
 * the starting situation (autosave.ts decideStartup) and says in one notice everything that happened.
 */
import type { Scenario } from '../../rules/xwing1e/scenario/scenario.ts';
import {
  AUTOSAVE_KEY,
  decideStartup,
  DRAFTS_KEY,
  type KeyValueStore,
  type Notice,
  readAutosave,
  readDrafts,
  type Startup,
  type StoredRead,
} from './autosave.ts';
import { keepAside, type KeptSource } from './keptData.ts';

/** The start-up decision, plus the storage keys that must not be written (their text could not be kept). */
export interface DisputeStart extends Startup {
  /** Keys whose damaged text could not be moved aside (storage full): writing them would lose it. */
  blocked: string[];
}

const LISTED = 3;

/** "a; b; c and 2 more problems". */
function listed(problems: string[]): string {
  const shown = problems.slice(0, LISTED).join('; ');
  const more = problems.length - LISTED;
  return more > 0 ? `${shown}; and ${more} more` : shown;
}

/** The sentence about one damaged stored value: what was wrong, what was kept, where the original is. */
function damageSentence(source: KeptSource, read: StoredRead<unknown>, keptKey: string | null): string {
  const what = source === 'autosave' ? 'Your autosaved situation' : 'Your kept drafts';
  const used =
    source === 'autosave'
      ? read.value
        ? 'what could be read is on the table'
        : 'the starting situation is shown instead'
      : `${(read.value as unknown[]).length} draft(s) could be read`;
  const where = keptKey
    ? 'the saved text is kept unchanged under "Unreadable saved data" to download'
    : 'storage is full, so the saved text is left where it was and is not written over until you download or discard it';
  return `${what} could not be read whole (${listed(read.problems)}): ${used}; ${where}.`;
}

/** Reads storage, keeps damaged text aside, and decides what dispute mode starts with. */
export function startDispute(
  store: KeyValueStore,
  shareText: string | null,
  now: Date,
  fallback: Scenario,
  draftName: string,
): DisputeStart {
  const autosave = readAutosave(store);
  const drafts = readDrafts(store);
  const sentences: string[] = [];
  const blocked: string[] = [];
  const reads: [KeptSource, string, StoredRead<unknown>][] = [
    ['autosave', AUTOSAVE_KEY, autosave],
    ['drafts', DRAFTS_KEY, drafts],
  ];
  for (const [source, key, read] of reads) {
    if (read.problems.length === 0 || read.text === null) continue;
    const kept = keepAside(store, source, read.text, now);
    if (kept === null) blocked.push(key);
    sentences.push(damageSentence(source, read, kept));
  }
  const start = decideStartup(shareText, autosave.value, drafts.value, fallback, draftName);
  if (sentences.length === 0) return { ...start, blocked };
  const notice: Notice = {
    tone: 'error',
    text: [start.notice?.text, ...sentences].filter((t) => t !== undefined).join(' '),
  };
  return { ...start, notice, blocked };
}
