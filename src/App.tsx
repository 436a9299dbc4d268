import { Canvas } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { ACESFilmicToneMapping } from 'three';
import { BattleScene } from './scene/BattleScene.tsx';
import { loadedScenarioAtom } from './state/scenarioAtoms.ts';
import { ControlPanel } from './ui/ControlPanel.tsx';
import { DropOverlay } from './ui/DropOverlay.tsx';
import { ErrorBanner } from './ui/ErrorBanner.tsx';
import { HelpBar } from './ui/HelpBar.tsx';
import { MoveLog } from './ui/MoveLog.tsx';
import { useKeyboardShortcuts } from './ui/useKeyboardShortcuts.ts';
import { useInitialScenario } from './ui/useScenarioLoading.ts';

/** The viewer: the 3D table with its overlays (panel, move log, errors, drop target). */
export function App() {
  const loaded = useAtomValue(loadedScenarioAtom);
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
        {loaded && <BattleScene loaded={loaded} />}
      </Canvas>
      <ControlPanel />
      <MoveLog />
      <ErrorBanner />
      <DropOverlay />
      <HelpBar />
    </div>
  );
}
