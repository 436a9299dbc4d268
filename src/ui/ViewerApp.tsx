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
import { HelpBar } from './HelpBar.tsx';
import { HelpOverlay } from './HelpOverlay.tsx';
import { ModeNotice } from './ModeNotice.tsx';
import { MoveLog } from './MoveLog.tsx';
import { SquadPanel } from './SquadPanel.tsx';
import { useKeyboardShortcuts } from './useKeyboardShortcuts.ts';
import { useInitialScenario } from './useScenarioLoading.ts';

/**
 * The viewer (the default mode): the 3D table with its overlays (panel, move log or squads and transport, errors,
 * drop target, shortcut help), showing a scenario's moves or a battle's timeline.
 */
export function ViewerApp() {
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
