import { Canvas } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { ACESFilmicToneMapping } from 'three';
import { RenderStatsSampler } from './scene/RenderStatsSampler.tsx';
import { TableScene } from './scene/TableScene.tsx';
import { loadedViewAtom } from './state/scenarioAtoms.ts';
import { BattleStatus } from './ui/BattleStatus.tsx';
import { BattleTransport } from './ui/BattleTransport.tsx';
import { ControlPanel } from './ui/ControlPanel.tsx';
import { DebugOverlay } from './ui/DebugOverlay.tsx';
import { DropOverlay } from './ui/DropOverlay.tsx';
import { ErrorBanner } from './ui/ErrorBanner.tsx';
import { HelpBar } from './ui/HelpBar.tsx';
import { HelpOverlay } from './ui/HelpOverlay.tsx';
import { ModeNotice } from './ui/ModeNotice.tsx';
import { MoveLog } from './ui/MoveLog.tsx';
import { SquadPanel } from './ui/SquadPanel.tsx';
import { useKeyboardShortcuts } from './ui/useKeyboardShortcuts.ts';
import { useInitialScenario } from './ui/useScenarioLoading.ts';
import { appModeOf } from './ui/appMode.ts';
import { DisputeApp } from './ui/dispute/DisputeApp.tsx';
import { StreamApp } from './ui/stream/StreamApp.tsx';
import { StreamControlPage } from './ui/stream/StreamControlPage.tsx';

/** The page for `?mode=` (src/ui/appMode.ts): the viewer, the dispute editor, the stream page or its control page. */
export function App() {
  const mode = appModeOf(window.location.search);
  if (mode === 'dispute') return <DisputeApp />;
  if (mode === 'stream') return <StreamApp />;
  if (mode === 'control') return <StreamControlPage />;
  return <ViewerApp />;
}

/**
 * The viewer (the default mode): the 3D table with its overlays (panel, move log or squads and transport, errors,
 * drop target, shortcut help), showing a scenario's moves or a battle's timeline.
 */
function ViewerApp() {
  const loaded = useAtomValue(loadedViewAtom);
  useInitialScenario();
  useKeyboardShortcuts();
  return (
    <div className="app">
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
      <DebugOverlay />
      <ControlPanel />
      <MoveLog />
      <SquadPanel />
      <BattleStatus />
      <BattleTransport />
      <ErrorBanner />
      <ModeNotice />
      <DropOverlay />
      <HelpBar />
      <HelpOverlay />
    </div>
  );
}
