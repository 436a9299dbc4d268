import { PLAYBACK_SPEEDS } from '../../state/playbackAtoms.ts';
import type { StreamStateMessage } from '../../state/stream/streamSync.ts';
import type { SendControl } from './useControlChannel.ts';

/** Props of ControlPlaybackRow: the stream page's last report and the channel to it. */
export type ControlPlaybackRowProps = { state: StreamStateMessage | null; send: SendControl };

/** Play, pause, the playback speed and a jump to a round's start. */
export function ControlPlaybackRow({ state, send }: ControlPlaybackRowProps) {
  return (
    <div className="stream-control-row">
      <button type="button" className="primary" data-testid="control-play" onClick={() => send({ type: 'play' })}>
        ▶ Play
      </button>
      <button type="button" data-testid="control-pause" onClick={() => send({ type: 'pause' })}>
        ❚❚ Pause
      </button>
      <label>
        Speed
        <select
          value={String(state?.speed ?? 1)}
          onChange={(e) => send({ type: 'speed', speed: Number(e.currentTarget.value) })}
        >
          {PLAYBACK_SPEEDS.map((s) => (
            <option key={s} value={String(s)}>
              {s}×
            </option>
          ))}
        </select>
      </label>
      <label>
        Round
        <select
          value={String(state?.round ?? 0)}
          onChange={(e) => {
            const r = state?.rounds.find((x) => x.round === Number(e.currentTarget.value));
            if (r) send({ type: 'seek', timeS: r.t });
          }}
        >
          <option value="0" disabled>
            set-up
          </option>
          {(state?.rounds ?? []).map((r) => (
            <option key={r.round} value={String(r.round)}>
              {r.round}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
