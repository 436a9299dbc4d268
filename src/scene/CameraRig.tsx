import { useAtomValue } from 'jotai';
import { playbackClockAtom } from '../state/playbackAtoms.ts';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import { cameraModeAtom } from '../state/viewAtoms.ts';
import { DirectorCamera } from './DirectorCamera.tsx';
import { OrbitCamera } from './OrbitCamera.tsx';
import { TopDownCamera } from './TopDownCamera.tsx';

/** Props of CameraRig. */
export type CameraRigProps = { widthMm: number; heightMm: number };

/**
 * The active camera, switched by the camera-mode atom: orbit (perspective), top-down (orthographic), or the
 * follow / director cameras of a battle. A scenario has no activations or attacks to direct, so there follow
 * and director show the orbit camera (the mode is kept, and applies again when a battle is loaded).
 */
export function CameraRig({ widthMm, heightMm }: CameraRigProps) {
  const mode = useAtomValue(cameraModeAtom);
  const battle = useAtomValue(loadedBattleAtom);
  const clock = useAtomValue(playbackClockAtom);
  if (mode === 'top') return <TopDownCamera widthMm={widthMm} heightMm={heightMm} />;
  if ((mode === 'follow' || mode === 'director') && battle) {
    return (
      <DirectorCamera
        key={battle.serial}
        mode={mode}
        timeline={battle.timeline}
        clock={clock}
        widthMm={widthMm}
        heightMm={heightMm}
      />
    );
  }
  return <OrbitCamera widthMm={widthMm} heightMm={heightMm} />;
}
