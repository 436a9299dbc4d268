/** The watch page (`?mode=watch&table=NAME`), loaded on demand by the mode switch (src/App.tsx, pages.ts). */
import { Canvas } from '@react-three/fiber';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { ACESFilmicToneMapping } from 'three';
import { TableScene } from '../../scene/TableScene.tsx';
import { startLiveSession } from '../../state/live/liveSession.ts';
import { DEFAULT_LIVE_SERVER, parseWatchParams } from '../../state/live/watchParams.ts';
import { loadedViewAtom } from '../../state/scenarioAtoms.ts';
import { BattleStatus } from '../BattleStatus.tsx';
import { BattleTransport } from '../BattleTransport.tsx';
import { CameraModeSwitch } from '../CameraModeSwitch.tsx';
import { ErrorBanner } from '../ErrorBanner.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { HelpOverlay } from '../HelpOverlay.tsx';
import { SquadPanel } from '../SquadPanel.tsx';
import { useKeyboardShortcuts } from '../useKeyboardShortcuts.ts';
import { useViewObstructions } from '../useViewObstructions.ts';
import { LiveBar } from './LiveBar.tsx';
import { LiveTablesList } from './LiveTablesList.tsx';
import { useWatchTestApi } from './useWatchTestApi.ts';
import './watch.css';

/** Props of WatchApp. */
export type WatchAppProps = Record<string, never>;

/**
 * Watch mode: a live table followed over NATS (state/live/): its history replayed, then each event as it is
 * played, in 3D with the viewer's own camera (orbit, top, follow the active ship, director), the battle's
 * transport to pause or scrub back, the Live button to return to the edge, and the server's tables. Read-only:
 * the page connects as a viewer, which the server lets publish nothing.
 */
export function WatchApp(_: WatchAppProps) {
  const params = useMemo(() => parseWatchParams(window.location.search), []);
  const store = useStore();
  const loaded = useAtomValue(loadedViewAtom);
  useEffect(() => startLiveSession(store, params), [store, params]);
  useKeyboardShortcuts();
  useViewObstructions();
  useWatchTestApi();
  return (
    <div className="app watch-app">
      <ErrorBoundary what="the 3D table" className="viewport" resetKey={loaded?.serial ?? null}>
        <Canvas
          className="viewport"
          shadows
          dpr={[1, 2]}
          gl={{ antialias: false, toneMapping: ACESFilmicToneMapping, toneMappingExposure: 1.05 }}
          data-testid="viewport"
        >
          <color attach="background" args={['#020309']} />
          {loaded && <TableScene view={loaded} />}
        </Canvas>
      </ErrorBoundary>
      <div className="panel control-panel watch-panel" data-testid="watch-panel">
        <div className="brand">
          <span className="brand-mark">◆</span> HOLOTABLE
        </div>
        <LiveBar table={params.table} server={params.server} />
        {params.problems.length > 0 && (
          <div className="watch-problems" role="alert" data-testid="watch-problems">
            {params.problems.join('; ')}
          </div>
        )}
        <CameraModeSwitch />
        <LiveTablesList current={params.table} server={params.server} defaultServer={DEFAULT_LIVE_SERVER} />
      </div>
      {loaded && (
        <>
          <ErrorBoundary what="the squads panel" className="panel squad-panel">
            <SquadPanel />
          </ErrorBoundary>
          <ErrorBoundary what="the battle status" className="panel battle-status">
            <BattleStatus />
          </ErrorBoundary>
          <ErrorBoundary what="the playback controls" className="panel battle-transport">
            <BattleTransport />
          </ErrorBoundary>
        </>
      )}
      <ErrorBanner />
      <HelpOverlay />
    </div>
  );
}
