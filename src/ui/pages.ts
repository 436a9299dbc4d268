/**
 * The pages behind `?mode=` (appMode.ts), each its own chunk loaded on demand, and what each needs first: the
 * viewer and the stream page start fetching the demo battle and its rule system at the same moment as their own
 * code (when the address names no file), so the first 3D frame waits for the slowest of them, not their sum.
 */
import type { ComponentType } from 'react';
import { demoRequestOf, loadDemoBattle } from '../demo/demoBattles.ts';
import { loadRuleSystem } from '../rules/ruleSystemLoader.ts';
import { setAutosaveAside, storedWorkText } from '../state/dispute/keptData.ts';
import type { AppMode } from './appMode.ts';
import type { SavedWork } from './ErrorBoundary.tsx';
import { scenarioParam } from './scenarioSources.ts';

/** A page's chunk: what the loading and error states call it, and how to load its component. */
export interface PageChunk {
  /** For "Loading the viewer…" and "Could not load the viewer". */
  what: string;
  load: () => Promise<{ default: ComponentType }>;
  /** The user's work on this page as a file, offered when the page fails (absent where it holds none). */
  work?: () => SavedWork | null;
  /** A way out when the page fails the same way on every load (absent where a reload is enough). */
  recover?: { label: string; run: () => void };
}

/** Everything dispute mode keeps in local storage (the autosave, drafts, kept text), exactly as stored. */
function disputeWork(): SavedWork {
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
  return { fileName: `holotable-saved-work-${stamp}.json`, text: storedWorkText(window.localStorage) };
}

/** Every page, by mode. */
export const PAGES: Readonly<Record<AppMode, PageChunk>> = {
  viewer: { what: 'the viewer', load: () => import('./ViewerApp.tsx').then((m) => ({ default: m.ViewerApp })) },
  dispute: {
    what: 'the dispute editor',
    load: () => import('./dispute/DisputeApp.tsx').then((m) => ({ default: m.DisputeApp })),
    work: disputeWork,
    recover: {
      label: 'Set the saved situation aside and start afresh',
      run: () => {
        // Kept under a dated key and listed to download after the reload; nothing is removed if that fails.
        if (setAutosaveAside(window.localStorage, new Date())) window.location.reload();
      },
    },
  },
  record: {
    what: 'the recorder',
    load: () => import('./record/RecordApp.tsx').then((m) => ({ default: m.RecordApp })),
  },
  stream: {
    what: 'the stream page',
    load: () => import('./stream/StreamApp.tsx').then((m) => ({ default: m.StreamApp })),
  },
  control: {
    what: 'the stream control page',
    load: () => import('./stream/StreamControlPage.tsx').then((m) => ({ default: m.StreamControlPage })),
  },
  hangar: {
    what: 'the ship hangar',
    load: () => import('./hangar/HangarApp.tsx').then((m) => ({ default: m.HangarApp })),
  },
  watch: {
    what: 'the live table',
    load: () => import('./watch/WatchApp.tsx').then((m) => ({ default: m.WatchApp })),
  },
};

/** Modes that open the demo battle when the address names no file. */
const SHOWS_DEMO: ReadonlySet<AppMode> = new Set<AppMode>(['viewer', 'stream']);

/**
 * Starts fetching what a page shows first, beside its own chunk: the demo battle and its rule system (their
 * loaders keep the promises, so the page's own load later finds them under way or done). A failure here is
 * ignored: the page's own load retries it and shows the error.
 */
export function prefetchFirstView(mode: AppMode, search: string): void {
  if (!SHOWS_DEMO.has(mode) || scenarioParam(search) !== null) return;
  const { id } = demoRequestOf(search);
  loadDemoBattle(id).catch(() => {});
  // Demo ids are ruleset ids (demoBattles.ts); the battle's own `ruleset` field still decides what plays it.
  loadRuleSystem(id).catch(() => {});
}
