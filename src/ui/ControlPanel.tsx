import { useAtomValue, useSetAtom } from 'jotai';
import { useRef } from 'react';
import { pauseMovesAtom, playingAtom, playMovesAtom, resetMovesAtom } from '../state/playbackAtoms.ts';
import { loadedScenarioAtom } from '../state/scenarioAtoms.ts';
import { cameraModeAtom, showSetupZonesAtom, toggleCameraModeAtom } from '../state/viewAtoms.ts';
import { useLoadFile } from './useScenarioLoading.ts';

/** Props of ControlPanel. */
export type ControlPanelProps = Record<string, never>;

/** The top-left panel: title, what is loaded, playback, view toggles and the file picker. */
export function ControlPanel(_: ControlPanelProps) {
  const loaded = useAtomValue(loadedScenarioAtom);
  const playing = useAtomValue(playingAtom);
  const mode = useAtomValue(cameraModeAtom);
  const zones = useAtomValue(showSetupZonesAtom);
  const setZones = useSetAtom(showSetupZonesAtom);
  const toggleCamera = useSetAtom(toggleCameraModeAtom);
  const play = useSetAtom(playMovesAtom);
  const pause = useSetAtom(pauseMovesAtom);
  const reset = useSetAtom(resetMovesAtom);
  const loadFile = useLoadFile();
  const input = useRef<HTMLInputElement>(null);
  const moveCount = loaded?.moves.length ?? 0;
  const ships = loaded?.scenario.ships.length ?? 0;
  const obstacles = loaded?.table.obstacles.length ?? 0;
  return (
    <div className="panel control-panel" data-testid="control-panel">
      <div className="brand">
        <span className="brand-mark">◆</span> HOLOTABLE
      </div>
      <div className="scenario-source" data-testid="scenario-source">
        {loaded ? (
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
      <div className="button-row">
        <button type="button" data-testid="toggle-camera" aria-pressed={mode === 'top'} onClick={() => toggleCamera()}>
          {mode === 'top' ? 'Orbit view' : 'Top view'} <kbd>T</kbd>
        </button>
        <button type="button" data-testid="toggle-zones" aria-pressed={zones} onClick={() => setZones(!zones)}>
          Zones <kbd>Z</kbd>
        </button>
      </div>
      <button type="button" className="wide" data-testid="open-file" onClick={() => input.current?.click()}>
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
    </div>
  );
}
