import type { StreamStateMessage } from '../../state/stream/streamSync.ts';
import { clockText } from '../../state/stream/streamOverlay.ts';

/** Props of ControlStatus: the stream page's last report and whether it is still there. */
export type ControlStatusProps = { state: StreamStateMessage | null; connected: boolean };

/** One line on the stream page's state (playing, time, round, speed, camera, export), or how to open one. */
export function ControlStatus({ state, connected }: ControlStatusProps) {
  return (
    <div className="status" data-testid="control-status" data-connected={connected ? '1' : '0'}>
      {connected && state
        ? `${state.playing ? '▶ playing' : '❚❚ paused'} · ${clockText(state.timeS)} / ${clockText(state.durationS)} · ` +
          `${state.round > 0 ? `round ${state.round}` : 'set-up'} · ${state.speed}× · camera ${state.camera}` +
          `${state.exporting ? ' · exporting video' : ''}`
        : 'No stream page is open in this browser: open ?mode=stream in another tab.'}
    </div>
  );
}
