import { useState } from 'react';
import type { BattleToPublish } from '../../state/live/livePlan.ts';
import { useCredentialsChoice } from './useCredentialsChoice.ts';
import './publish.css';
import { type PublishPhase, usePublishLive } from './usePublishLive.ts';

/** Props of PublishLivePanel. */
export type PublishLivePanelProps = {
  /** The battle the page shows now (null: none yet). */
  battle: BattleToPublish | null;
  /** 'growing': each event as it appears (a game being recorded); 'paced': a finished battle at a chosen speed. */
  pacing: 'growing' | 'paced';
  /** Hidden panels keep publishing (the stream page hides it from the broadcast). */
  hidden?: boolean;
  className?: string;
};

/** What the status line says. */
function phaseWords(phase: PublishPhase): string {
  switch (phase.kind) {
    case 'idle':
      return 'Not publishing.';
    case 'connecting':
      return `Connecting to publish table ${phase.table}…`;
    case 'failed':
      return phase.message;
    case 'publishing': {
      const { published, planned, battles } = phase.state;
      const restarted = battles > 1 ? ' (began again after an earlier part changed; viewers restart)' : '';
      return `Publishing table ${phase.table}: ${published} of ${planned} messages sent${restarted}.`;
    }
  }
}

/** The credentials file input and the "remember in this tab" tick. */
function CredentialsRow(p: {
  busy: boolean;
  remember: boolean;
  onFile: (file: File | undefined) => void;
  onRemember: (on: boolean) => void;
}) {
  return (
    <div className="publish-live-row">
      <label>
        Credentials file
        <input
          type="file"
          accept=".json,application/json"
          data-testid="publish-credentials"
          disabled={p.busy}
          onChange={(e) => p.onFile(e.target.files?.[0])}
        />
      </label>
      <label className="publish-live-check">
        <input
          type="checkbox"
          checked={p.remember}
          data-testid="publish-remember"
          onChange={(e) => p.onRemember(e.currentTarget.checked)}
        />
        Remember in this tab
      </label>
    </div>
  );
}

/** The status line: what is missing, then where publishing stands (its counts as data for tests). */
function PublishStatus({ phase, note }: { phase: PublishPhase; note: string }) {
  return (
    <div
      role="status"
      data-testid="publish-status"
      data-phase={phase.kind}
      data-published={phase.kind === 'publishing' ? phase.state.published : 0}
      data-planned={phase.kind === 'publishing' ? phase.state.planned : 0}
      data-battles={phase.kind === 'publishing' ? phase.state.battles : 0}
    >
      {note}
      {phaseWords(phase)}
    </div>
  );
}

/**
 * The Publish live form (the stream page, the recorder): the table, the server, and the table's publisher
 * credentials opened from a local file (kept in memory, or in this tab's sessionStorage if the user ticks it);
 * then it publishes the battle on show to the table (state/live/tablePublisher.ts) until stopped.
 */
export function PublishLivePanel({ battle, pacing, hidden = false, className = '' }: PublishLivePanelProps) {
  const c = useCredentialsChoice();
  const { credentials, remember, fileProblem, table, setTable, server, setServer } = c;
  const [speed, setSpeed] = useState('1');
  const { phase, start, stop } = usePublishLive(battle);
  const pace = Number(speed);
  const speedOk = pacing === 'growing' || (/^\d+(\.\d+)?$/.test(speed) && pace >= 0.1 && pace <= 1000);
  const busy = phase.kind === 'connecting' || phase.kind === 'publishing';
  const publish = () => credentials && start({ table, server, credentials, pace: pacing === 'growing' ? null : pace });
  const note =
    (fileProblem ?? (credentials ? '' : 'Choose the table’s credentials file (npm run live writes them). ')) +
    (speedOk ? '' : 'Speed: expected a number from 0.1 to 1000. ');
  const watchUrl = `?mode=watch&table=${encodeURIComponent(table)}&server=${encodeURIComponent(server)}`;
  // Hidden, it draws nothing (no button on a broadcast) but stays mounted, so its publishing goes on.
  if (hidden) return null;
  return (
    <section className={`publish-live ${className}`} data-testid="publish-live">
      <div className="publish-live-title">Publish live</div>
      <CredentialsRow busy={busy} remember={remember} onFile={c.chooseFile} onRemember={c.toggleRemember} />
      <div className="publish-live-row">
        <label>
          Table
          <input value={table} disabled={busy} data-testid="publish-table" onChange={(e) => setTable(e.target.value)} />
        </label>
        <label>
          Server
          <input
            value={server}
            disabled={busy}
            data-testid="publish-server"
            onChange={(e) => setServer(e.target.value)}
          />
        </label>
        {pacing === 'paced' && (
          <label>
            Speed (× real time)
            <input
              value={speed}
              disabled={busy}
              data-testid="publish-speed"
              onChange={(e) => setSpeed(e.target.value)}
            />
          </label>
        )}
      </div>
      <div className="publish-live-row">
        {busy ? (
          <button type="button" data-testid="publish-stop" onClick={stop}>
            Stop publishing
          </button>
        ) : (
          <button
            type="button"
            className="primary"
            data-testid="publish-start"
            disabled={!credentials || !battle || !speedOk || table === ''}
            onClick={publish}
          >
            Publish
          </button>
        )}
        {phase.kind === 'publishing' && (
          <a href={watchUrl} target="_blank" rel="noopener" data-testid="publish-watch-link">
            Watch this table
          </a>
        )}
      </div>
      <PublishStatus phase={phase} note={note} />
    </section>
  );
}
