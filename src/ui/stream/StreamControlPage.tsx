import { ControlCameraRow } from './ControlCameraRow.tsx';
import { ControlCaptionRow } from './ControlCaptionRow.tsx';
import { ControlPlaybackRow } from './ControlPlaybackRow.tsx';
import { ControlSeek } from './ControlSeek.tsx';
import { ControlStatus } from './ControlStatus.tsx';
import { useControlChannel } from './useControlChannel.ts';
import './stream.css';

/** Props of StreamControlPage. */
export type StreamControlPageProps = Record<string, never>;

/**
 * The stream's control page (`?mode=control`, in another tab of the same browser as the stream page): play,
 * pause, seek, speed, camera override, captions and the tournament clock, sent over a BroadcastChannel; shows
 * the stream page's state as it reports it. No server is involved.
 */
export function StreamControlPage(_: StreamControlPageProps) {
  const { state, connected, send, ignored } = useControlChannel();
  return (
    <div className="stream-control" data-testid="stream-control">
      <h1>Holotable stream control</h1>
      <ControlStatus state={state} connected={connected} />
      {ignored && (
        <div className="stream-control-ignored" role="status" data-testid="control-ignored">
          {`Ignored ${ignored.count === 1 ? 'a message' : `${ignored.count} messages`} on the stream channel that ` +
            `did not make sense (${ignored.error}); the status above is the stream page's last sound report.`}
        </div>
      )}
      <ControlPlaybackRow state={state} send={send} />
      <ControlSeek state={state} send={send} />
      <ControlCameraRow state={state} send={send} />
      <ControlCaptionRow send={send} />
    </div>
  );
}
