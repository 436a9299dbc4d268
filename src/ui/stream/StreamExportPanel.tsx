import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { roundStarts } from '../../battle/timelineNav.ts';
import { EXPORT_FPS, EXPORT_SIZES } from '../../scene/stream/exportOptions.ts';
import { loadedBattleAtom } from '../../state/scenarioAtoms.ts';
import { exportPanelOpenAtom, exportStateAtom } from '../../state/stream/streamAtoms.ts';
import { useVideoExport } from './useVideoExport.ts';

/** Props of StreamExportPanel. */
export type StreamExportPanelProps = Record<string, never>;

/**
 * The video export panel (key E; hidden otherwise, so it never shows on a live stream unless opened): the range
 * as from / to seconds or a round, 30 or 60 fps, the size; a progress bar with Cancel, then a download link.
 */
export function StreamExportPanel(_: StreamExportPanelProps) {
  const open = useAtomValue(exportPanelOpenAtom);
  const state = useAtomValue(exportStateAtom);
  const battle = useAtomValue(loadedBattleAtom);
  const { start, cancel, available } = useVideoExport();
  const rounds = useMemo(() => (battle ? roundStarts(battle.timeline) : []), [battle]);
  const duration = battle?.timeline.duration ?? 0;
  const [from, setFrom] = useState(0);
  const [to, setTo] = useState(10);
  const [fps, setFps] = useState<number>(30);
  const [size, setSize] = useState(1);
  if (!open && state.kind !== 'running') return null;
  const pickRound = (round: number) => {
    const i = rounds.findIndex((r) => r.round === round);
    if (i < 0) return;
    setFrom(rounds[i]!.t);
    setTo(rounds[i + 1]?.t ?? duration);
  };
  const running = state.kind === 'running';
  const { width, height } = EXPORT_SIZES[size]!;
  return (
    <div className="stream-export" data-testid="export-panel">
      <div className="stream-export-title">Video export</div>
      <div className="stream-export-row">
        <label>
          From (s)
          <input
            type="number"
            min={0}
            max={duration}
            step={0.1}
            value={from}
            disabled={running}
            onChange={(e) => setFrom(Number(e.currentTarget.value))}
            data-testid="export-from"
          />
        </label>
        <label>
          To (s)
          <input
            type="number"
            min={0}
            max={duration}
            step={0.1}
            value={to}
            disabled={running}
            onChange={(e) => setTo(Number(e.currentTarget.value))}
            data-testid="export-to"
          />
        </label>
        <label>
          Round
          <select value="" disabled={running} onChange={(e) => pickRound(Number(e.currentTarget.value))}>
            <option value="" disabled>
              pick…
            </option>
            {rounds.map((r) => (
              <option key={r.round} value={r.round}>
                {r.round}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="stream-export-row">
        <label>
          Frame rate
          <select value={fps} disabled={running} onChange={(e) => setFps(Number(e.currentTarget.value))}>
            {EXPORT_FPS.map((f) => (
              <option key={f} value={f}>
                {f} fps
              </option>
            ))}
          </select>
        </label>
        <label>
          Size
          <select value={size} disabled={running} onChange={(e) => setSize(Number(e.currentTarget.value))}>
            {EXPORT_SIZES.map((s, i) => (
              <option key={`${s.width}x${s.height}`} value={i}>
                {s.width} × {s.height}
              </option>
            ))}
          </select>
        </label>
        {running ? (
          <button type="button" onClick={cancel} data-testid="export-cancel">
            Cancel
          </button>
        ) : (
          <button
            type="button"
            className="primary"
            disabled={!available}
            data-testid="export-start"
            onClick={() => void start({ from, to, fps, width, height }).catch(() => {})}
          >
            Export {(to - from).toFixed(1)} s
          </button>
        )}
      </div>
      {running && (
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
    </div>
  );
}
