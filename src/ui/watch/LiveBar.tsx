import { useAtomValue, useSetAtom } from 'jotai';
import { followLiveAtom, goLiveAtom, type LiveStatus, liveStatusAtom } from '../../state/live/liveAtoms.ts';

/** Props of LiveBar. */
export type LiveBarProps = { table: string | null; server: string };

const CONNECTION_WORDS: Record<LiveStatus['connection'], string> = {
  connecting: 'Connecting…',
  connected: 'Connected',
  reconnecting: 'Reconnecting…',
  failed: 'Cannot reach the server',
};

/** Where the table stands: replaying its history, live, or over. */
function phaseWords(status: LiveStatus, table: string | null): string {
  // A new user's first visit usually finds no server: say how to start one rather than offer an empty list.
  if (status.connection === 'failed') return 'Is a live server running? Start one on this computer with npm run live';
  if (table === null) return 'Pick a table below';
  if (status.finished) return 'Battle over';
  if (status.counts.accepted === 0) return 'Waiting for the table to start';
  return status.caughtUp ? `Live · ${status.speed}× real time` : 'Replaying what you missed…';
}

/**
 * The watch page's live line: the table, the connection, where the battle stands, what was dropped or re-fetched,
 * and the Live button that brings a viewer who paused or scrubbed back to the live edge.
 */
export function LiveBar({ table, server }: LiveBarProps) {
  const status = useAtomValue(liveStatusAtom);
  const following = useAtomValue(followLiveAtom);
  const goLive = useSetAtom(goLiveAtom);
  const { dropped, gaps } = status.counts;
  return (
    <div className="live-bar" data-testid="live-bar" data-connection={status.connection}>
      <div className="live-table">{table === null ? 'Live tables' : `Watching table ${table}`}</div>
      <div className="muted" title={server}>
        {CONNECTION_WORDS[status.connection]}
        {status.connection === 'failed' && status.detail ? `: ${status.detail}` : ''}
      </div>
      <div data-testid="live-phase">{phaseWords(status, table)}</div>
      {(dropped > 0 || gaps > 0) && (
        <div className="muted" data-testid="live-counts">
          {dropped > 0 && `${dropped} bad ${dropped === 1 ? 'message' : 'messages'} dropped`}
          {dropped > 0 && gaps > 0 && ' · '}
          {gaps > 0 && `${gaps} ${gaps === 1 ? 'gap' : 'gaps'} re-fetched`}
        </div>
      )}
      {table !== null && status.counts.accepted > 0 && !status.finished && (
        <button
          type="button"
          className={following ? 'live-button live-on' : 'live-button'}
          data-testid="go-live"
          aria-pressed={following}
          disabled={following}
          onClick={() => goLive()}
        >
          ● Live
        </button>
      )}
    </div>
  );
}
