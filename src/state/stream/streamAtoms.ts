/**
 * Stream mode's live state: operator captions sent from the control page, the tournament clock's start, and the
 * video export's progress. Per-frame values (the playback time) stay on the playback clock, not here.
 */
import { atom } from 'jotai';

/** A caption the operator typed on the control page: shown on the stream until `untilMs` (page clock). */
export interface OperatorCaption {
  id: number;
  text: string;
  untilMs: number;
}

/** Operator captions showing or about to expire (the overlay drops expired ones). */
export const operatorCaptionsAtom = atom<OperatorCaption[]>([]);

/** When the tournament clock (`?timer=`) started, performance.now() ms; restarted from the control page. */
export const countdownStartMsAtom = atom(0);

/** What the video export is doing. */
export type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; url: string; fileName: string; frames: number; bytes: number; codec: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/** The video export's progress or outcome (idle until one starts). */
export const exportStateAtom = atom<ExportState>({ kind: 'idle' });

/** Whether the export panel is open on the stream page (key E). */
export const exportPanelOpenAtom = atom(false);

/** Whether the Publish live panel is open on the stream page (key P); publishing goes on while it is closed. */
export const publishPanelOpenAtom = atom(false);
