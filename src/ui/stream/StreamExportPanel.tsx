import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { roundStarts } from '../../battle/timelineNav.ts';
import { EXPORT_SIZES } from '../../scene/stream/exportOptions.ts';
import { buildPaceMap, pacedTimeOf } from '../../state/playback/pacing.ts';
import { paceModeAtom } from '../../state/playbackAtoms.ts';
import { loadedBattleAtom } from '../../state/scenarioAtoms.ts';
import { exportPanelOpenAtom, exportStateAtom } from '../../state/stream/streamAtoms.ts';
import { type ExportSize, ExportFormatRow } from './ExportFormatRow.tsx';
import { ExportOutcome } from './ExportOutcome.tsx';
import { ExportRangeRow } from './ExportRangeRow.tsx';
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
  const mode = useAtomValue(paceModeAtom);
  // The video runs at the pace of live playback, so its length is the paced length of the range.
  const pace = useMemo(() => (battle ? buildPaceMap(battle.timeline, mode) : null), [battle, mode]);
  const duration = battle?.timeline.duration ?? 0;
  const [range, setRange] = useState({ from: 0, to: 10 });
  const [fps, setFps] = useState<number>(30);
  const [size, setSize] = useState<ExportSize>(EXPORT_SIZES[1]);
  if (!open && state.kind !== 'running') return null;
  const { from, to } = range;
  const running = state.kind === 'running';
  const { width, height } = size;
  return (
    <div className="stream-export" data-testid="export-panel">
      <div className="stream-export-title">Video export</div>
      <ExportRangeRow
        from={from}
        to={to}
        onRange={(f, t) => setRange({ from: f, to: t })}
        rounds={rounds}
        durationS={duration}
        running={running}
      />
      <ExportFormatRow
        fps={fps}
        onFps={setFps}
        size={size}
        onSize={setSize}
        lengthS={pace ? pacedTimeOf(pace, to) - pacedTimeOf(pace, from) : to - from}
        running={running}
        available={available}
        onStart={() => void start({ from, to, fps, width, height }).catch(() => {})}
        onCancel={cancel}
      />
      <ExportOutcome state={state} />
    </div>
  );
}
