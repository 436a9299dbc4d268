/** View options: camera mode and what is drawn on the mat. */
import { atom } from 'jotai';

/** The orbiting perspective camera, or the top-down orthographic view. */
export type CameraMode = 'orbit' | 'top';

export const cameraModeAtom = atom<CameraMode>('orbit');

/** Toggles between the orbit camera and the top-down view (key T). */
export const toggleCameraModeAtom = atom(null, (get, set) => {
  set(cameraModeAtom, get(cameraModeAtom) === 'orbit' ? 'top' : 'orbit');
});

/** Show the range 1 / range 2 setup zones along the edges (key Z). */
export const showSetupZonesAtom = atom(false);

/** Show ship name labels (key L). */
export const showLabelsAtom = atom(true);
