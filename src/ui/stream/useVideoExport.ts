/**
 * Starting and cancelling the video export from the export panel or the test hook: one export at a time, its
 * progress and outcome in exportStateAtom, the finished file offered as a download link.
 */
import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { type ExportResult, exporterAtom } from '../../state/stream/exportAtoms.ts';
import { exportStateAtom } from '../../state/stream/streamAtoms.ts';

let running: AbortController | null = null;

/** Start (resolves to the file, rejects on bad options, failure or cancel) and cancel. */
export function useVideoExport(): {
  start: (options: unknown) => Promise<ExportResult>;
  cancel: () => void;
  available: boolean;
} {
  const store = useStore();
  const exporter = useAtomValue(exporterAtom);
  const start = useCallback(
    async (options: unknown) => {
      const ex = store.get(exporterAtom);
      if (!ex) throw new Error('no battle is on show to export');
      if (running) throw new Error('a video export is already running');
      const controller = new AbortController();
      running = controller;
      const previous = store.get(exportStateAtom);
      if (previous.kind === 'done') URL.revokeObjectURL(previous.url);
      store.set(exportStateAtom, { kind: 'running', done: 0, total: 0 });
      try {
        const result = await ex.run(options, controller.signal, (done, total) =>
          store.set(exportStateAtom, { kind: 'running', done, total }),
        );
        const url = URL.createObjectURL(new Blob([result.bytes as BlobPart], { type: 'video/webm' }));
        const o = options as { from: number; to: number };
        store.set(exportStateAtom, {
          kind: 'done',
          url,
          fileName: `holotable-${o.from.toFixed(1)}s-${o.to.toFixed(1)}s-${result.width}x${result.height}.webm`,
          frames: result.frames,
          bytes: result.bytes.length,
          codec: result.codec,
        });
        return result;
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') store.set(exportStateAtom, { kind: 'cancelled' });
        else store.set(exportStateAtom, { kind: 'failed', message: e instanceof Error ? e.message : String(e) });
        throw e;
      } finally {
        running = null;
      }
    },
    [store],
  );
  const cancel = useCallback(() => running?.abort(), []);
  return { start, cancel, available: exporter !== null };
}
