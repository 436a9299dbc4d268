import { useAtomValue, useSetAtom } from 'jotai';
import { useRef } from 'react';
import type { LoadedBattle } from '../state/prepareBattle.ts';
import { pauseMovesAtom, playingAtom, playMovesAtom, resetMovesAtom } from '../state/playbackAtoms.ts';
import { loadedBattleAtom, loadedScenarioAtom } from '../state/scenarioAtoms.ts';
import { showSetupZonesAtom } from '../state/viewAtoms.ts';
import { CameraModeSwitch } from './CameraModeSwitch.tsx';
import { useLoadFile } from './useScenarioLoading.ts';

/** Props of ControlPanel. */
export type ControlPanelProps = Record<string, never>;

/** What the panel says about a battle: its name and size. */
function battleSummary(battle: LoadedBattle) {
  const rounds = battle.timeline.events.filter((e) => e.kind === 'round').length;
  const name = battle.source === 'demo' ? `Demo battle: ${battle.title ?? 'autopilot'}` : battle.source;
  return {
    name,
    detail: `${battle.timeline.units.length} ships · ${battle.playback.obstacles.length} obstacles · ${rounds} rounds`,
  };
}

/**
 * The top-left panel: title, what is loaded, playback of a scenario's moves (a battle has its own transport
 * bar), camera mode, view toggles, the file picker and links to the other modes (dispute, stream).
 */
export function ControlPanel(_: ControlPanelProps) {
  const loaded = useAtomValue(loadedScenarioAtom);
  const battle = useAtomValue(loadedBattleAtom);
  const playing = useAtomValue(playingAtom);
  const zones = useAtomValue(showSetupZonesAtom);
  const setZones = useSetAtom(showSetupZonesAtom);
  const play = useSetAtom(playMovesAtom);
  const pause = useSetAtom(pauseMovesAtom);
  const reset = useSetAtom(resetMovesAtom);
  const loadFile = useLoadFile();
  const input = useRef<HTMLInputElement>(null);
  const moveCount = loaded?.moves.length ?? 0;
  const ships = loaded?.timeline.units.length ?? 0;
  const obstacles = loaded?.playback.obstacles.length ?? 0;
  const summary = battle ? battleSummary(battle) : null;
  return (
    <div className="panel control-panel" data-testid="control-panel">
      <div className="brand">
        <span className="brand-mark">◆</span> HOLOTABLE
      </div>
      <div className="scenario-source" data-testid="scenario-source">
        {summary ? (
          <>
            <span className="source-name" title={summary.name}>
              {summary.name}
            </span>
            <span className="muted">{summary.detail}</span>
          </>
        ) : loaded ? (
          <>
            <span className="source-name">{loaded.source === 'demo' ? 'Demo battle' : loaded.source}</span>
            <span className="muted">
              {ships} ships · {obstacles} obstacles · {moveCount} moves
            </span>
          </>
        ) : (
          <span className="muted">Loading…</span>
        )}
      </div>
      {!battle && (
        <div className="button-row">
          <button
            type="button"
            className="primary"
            data-testid="play-moves"
            disabled={moveCount === 0}
            onClick={() => (playing ? pause() : play())}
          >
            {playing ? '❚❚ Pause' : '▶ Play moves'}
          </button>
          <button type="button" data-testid="reset-moves" disabled={moveCount === 0} onClick={() => reset()}>
            ↺ Reset
          </button>
        </div>
      )}
      <CameraModeSwitch />
      <div className="button-row">
        <button type="button" data-testid="toggle-zones" aria-pressed={zones} onClick={() => setZones(!zones)}>
          Zones <kbd>Z</kbd>
        </button>
      </div>
      <button
        type="button"
        className="wide"
        data-testid="open-file"
        title="Open a scenario or battle file (.json)"
        onClick={() => input.current?.click()}
      >
        Open scenario…
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        data-testid="file-input"
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void loadFile(file);
        }}
      />
      <nav className="mode-links" data-testid="mode-links">
        <a href="?mode=dispute" title="Place ships and obstacles and see exactly what the rules say">
          Dispute mode
        </a>
        <a href="?mode=stream" target="_blank" rel="noreferrer" title="1920 × 1080 page for an OBS browser source">
          Stream
        </a>
        <a href="?mode=control" target="_blank" rel="noreferrer" title="Drive the stream page from another tab">
          Stream control
        </a>
      </nav>
    </div>
  );
}
