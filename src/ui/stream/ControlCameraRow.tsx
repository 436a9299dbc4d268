import type { StreamStateMessage } from '../../state/stream/streamSync.ts';
import { CAMERA_MODE_LABELS, CAMERA_MODES } from '../../state/viewAtoms.ts';
import type { SendControl } from './useControlChannel.ts';

/** Props of ControlCameraRow: the stream page's last report and the channel to it. */
export type ControlCameraRowProps = { state: StreamStateMessage | null; send: SendControl };

/** The camera override: one button per camera mode, the one in use pressed. */
export function ControlCameraRow({ state, send }: ControlCameraRowProps) {
  return (
    <div className="stream-control-row">
      <span>Camera (override):</span>
      {CAMERA_MODES.map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={state?.camera === m}
          data-testid={`control-camera-${m}`}
          onClick={() => send({ type: 'camera', mode: m })}
        >
          {CAMERA_MODE_LABELS[m]}
        </button>
      ))}
    </div>
  );
}
