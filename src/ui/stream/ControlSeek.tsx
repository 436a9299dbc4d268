import type { StreamStateMessage } from '../../state/stream/streamSync.ts';
import type { SendControl } from './useControlChannel.ts';

/** Props of ControlSeek: the stream page's last report and the channel to it. */
export type ControlSeekProps = { state: StreamStateMessage | null; send: SendControl };

/** The seek slider over the battle's length, s. */
export function ControlSeek({ state, send }: ControlSeekProps) {
  return (
    <label>
      Seek
      <input
        className="seek"
        type="range"
        min={0}
        max={state?.durationS ?? 0}
        step={0.1}
        value={state?.timeS ?? 0}
        data-testid="control-seek"
        onChange={(e) => send({ type: 'seek', timeS: Number(e.currentTarget.value) })}
      />
    </label>
  );
}
