import type { ExportState } from '../../state/stream/streamAtoms.ts';

/** Props of ExportOutcome: the export's progress or outcome. */
export type ExportOutcomeProps = { state: ExportState };

/** The export's progress bar while it runs, then its download link, or that it was cancelled or failed. */
export function ExportOutcome({ state }: ExportOutcomeProps) {
  return (
    <>
      {state.kind === 'running' && (
        <div className="stream-export-progress" data-testid="export-progress">
          <progress max={Math.max(1, state.total)} value={state.done} />
          <span>
            frame {state.done} / {state.total}
          </span>
        </div>
      )}
      {state.kind === 'done' && (
        <div className="stream-export-row">
          <a href={state.url} download={state.fileName} data-testid="export-download">
            Download {state.fileName}
          </a>
          <span className="muted">
            {state.frames} frames · {(state.bytes / 1e6).toFixed(2)} MB · {state.codec}
          </span>
        </div>
      )}
      {state.kind === 'cancelled' && <div className="muted">Export cancelled.</div>}
      {state.kind === 'failed' && (
        <div className="stream-export-error" role="alert">
          {state.message}
        </div>
      )}
    </>
  );
}
