/** The viewer page (the default mode), loaded on demand by the mode switch (src/App.tsx, pages.ts). */
import { Canvas } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { ACESFilmicToneMapping } from 'three';
import { RenderStatsSampler } from '../scene/RenderStatsSampler.tsx';
import { TableScene } from '../scene/TableScene.tsx';
import { loadedViewAtom } from '../state/scenarioAtoms.ts';
import { BattleStatus } from './BattleStatus.tsx';
import { BattleTransport } from './BattleTransport.tsx';
import { ControlPanel } from './ControlPanel.tsx';
import { DebugOverlay } from './DebugOverlay.tsx';
import { DropOverlay } from './DropOverlay.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { HelpBar } from './HelpBar.tsx';
import { HelpOverlay } from './HelpOverlay.tsx';
import { ModeNotice } from './ModeNotice.tsx';
import { MoveLog } from './MoveLog.tsx';
import { SquadPanel } from './SquadPanel.tsx';
import { useKeyboardShortcuts } from './useKeyboardShortcuts.ts';
import { useInitialScenario } from './useScenarioLoading.ts';
import { useViewObstructions } from './useViewObstructions.ts';

/**
 * The viewer (the default mode): the 3D table with its overlays (panel, move log or squads and transport, errors,
 * drop target, shortcut help), showing a scenario's moves or a battle's timeline. The table and each panel have
 * their own error boundary, so one that fails is named in its place and the rest stay usable.
 */
export function ViewerApp() {
  const loaded = useAtomValue(loadedViewAtom);
  useInitialScenario(true);
  useKeyboardShortcuts();
  useViewObstructions();
  return (
    <div className="app">
      <ErrorBoundary what="the 3D table" className="viewport" resetKey={loaded}>
        <Canvas
          className="viewport"
          shadows
          dpr={[1, 2]}
          gl={{ antialias: false, toneMapping: ACESFilmicToneMapping, toneMappingExposure: 1.05 }}
          data-testid="viewport"
        >
          <color attach="background" args={['#020309']} />
          {loaded && <TableScene view={loaded} />}
          <RenderStatsSampler />
        </Canvas>
      </ErrorBoundary>
      <DebugOverlay />
      <ErrorBoundary what="the side panel" className="panel control-panel" resetKey={loaded}>
        <ControlPanel />
      </ErrorBoundary>
      <ErrorBoundary what="the move log" className="panel move-log" resetKey={loaded}>
        <MoveLog />
      </ErrorBoundary>
      <ErrorBoundary what="the squads panel" className="panel squad-panel" resetKey={loaded}>
        <SquadPanel />
      </ErrorBoundary>
      <ErrorBoundary what="the battle status" className="panel battle-status" resetKey={loaded}>
        <BattleStatus />
      </ErrorBoundary>
      <ErrorBoundary what="the playback controls" className="panel battle-transport" resetKey={loaded}>
        <BattleTransport />
      </ErrorBoundary>
      <ErrorBanner />
      <ModeNotice />
      <DropOverlay />
      <HelpBar />
      <HelpOverlay />
    </div>
  );
}
