/** The video exporter the stream scene registers, for the export panel and the test hook. */
import { atom } from 'jotai';

/** A finished export. */
export interface ExportResult {
  bytes: Uint8Array;
  frames: number;
  durationUs: number;
  codec: string;
  width: number;
  height: number;
}

/** Runs an export of the battle on show (options unvalidated: it validates them), reporting progress. */
export type Exporter = (
  options: unknown,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
) => Promise<ExportResult>;

/** The exporter of the scene on show, null until its canvas is up. */
export const exporterAtom = atom<{ run: Exporter; durationS: number } | null>(null);
