/**
 * `window.__holotableDispute`: what browser tests read from dispute mode. Situations are scenario files;
 * figures are exactly what the verdict panel shows (resolveScenario / measureScenario on the situation).
 */
import type { MeasuredPair } from '../../rules/xwing1e/scenario/measureScenario.ts';
import type { ResolvedMove } from '../../rules/xwing1e/scenario/resolveScenario.ts';
import type { Scenario } from '../../rules/xwing1e/scenario/scenario.ts';

/** `window.__holotableDispute`. */
export interface DisputeTestApi {
  /** True once the dispute canvas has rendered a few frames. */
  ready: boolean;
  /** Frames rendered so far. */
  frames: number;
  /** The situation on the table. */
  situation(): Scenario | null;
  /** The figures of every move and measurement shown, or null when the situation cannot be resolved. */
  figures(): { moves: ResolvedMove[]; measurements: MeasuredPair[] } | null;
  /** Undo and redo steps available. */
  history(): { undo: number; redo: number };
  /** Names of the kept drafts. */
  drafts(): string[];
  /** The share link of the situation on the table; null when it is too large for a link that opens. */
  shareUrl(): string | null;
  /** The PNG the export button would download, as a data URL (null before the canvas is up). */
  png(): string | null;
  /** Page position (CSS px) of a table point (mm), null before the canvas is up. */
  tableToPage(x: number, y: number): { x: number; y: number } | null;
}

declare global {
  interface Window {
    __holotableDispute?: DisputeTestApi;
  }
}

const detached: DisputeTestApi = {
  ready: false,
  frames: 0,
  situation: () => null,
  figures: () => null,
  history: () => ({ undo: 0, redo: 0 }),
  drafts: () => [],
  shareUrl: () => '',
  png: () => null,
  tableToPage: () => null,
};

/** The test API object (installed on window in a browser), created on first use. */
export function disputeTestApi(): DisputeTestApi {
  if (typeof window === 'undefined') return detached;
  window.__holotableDispute ??= { ...detached };
  return window.__holotableDispute;
}
