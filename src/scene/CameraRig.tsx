import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { playbackClockAtom } from '../state/playbackAtoms.ts';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import { cameraModeAtom } from '../state/viewAtoms.ts';
import { DirectorCamera } from './DirectorCamera.tsx';
import { OrbitCamera } from './OrbitCamera.tsx';
import { TopDownCamera } from './TopDownCamera.tsx';
import type { Framing } from './shipFraming.ts';
import { matBounds, type TableBounds } from './viewFraming.ts';

/**
 * Props of CameraRig: the play area, the bounds the orbit and top-down views frame (the whole mat by default) and
 * the ships they bring as close as the panels allow (and the side the orbit view looks from).
 */
export type CameraRigProps = { widthMm: number; heightMm: number; frame?: TableBounds; framing?: Framing };

/**
 * The active camera, switched by the camera-mode atom: orbit (perspective), top-down (orthographic), or the
 * follow / director cameras of a battle. A scenario has no activations or attacks to direct, so there follow
 * and director show the orbit camera (the mode is kept, and applies again when a battle is loaded).
 */
export function CameraRig({ widthMm, heightMm, frame, framing }: CameraRigProps) {
  const bounds = useMemo(() => frame ?? matBounds(widthMm, heightMm), [frame, widthMm, heightMm]);
  const mode = useAtomValue(cameraModeAtom);
  const battle = useAtomValue(loadedBattleAtom);
  const clock = useAtomValue(playbackClockAtom);
  if (mode === 'top') return <TopDownCamera frame={bounds} framing={framing} />;
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
  return <OrbitCamera frame={bounds} framing={framing} clock={clock} />;
}
