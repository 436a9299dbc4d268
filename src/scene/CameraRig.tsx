import { useAtomValue } from 'jotai';
import { cameraModeAtom } from '../state/viewAtoms.ts';
import { OrbitCamera } from './OrbitCamera.tsx';
import { TopDownCamera } from './TopDownCamera.tsx';

/** Props of CameraRig. */
export type CameraRigProps = { widthMm: number; heightMm: number };

/** The active camera: orbit (perspective) or top-down (orthographic), switched by the camera-mode atom. */
export function CameraRig({ widthMm, heightMm }: CameraRigProps) {
  const mode = useAtomValue(cameraModeAtom);
  return mode === 'top' ? (
    <TopDownCamera widthMm={widthMm} heightMm={heightMm} />
  ) : (
    <OrbitCamera widthMm={widthMm} heightMm={heightMm} />
  );
}
