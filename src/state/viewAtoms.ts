/** View options: camera mode, what is drawn on the mat, and the help overlay. */
import { atom } from 'jotai';

/**
 * The orbiting perspective camera, the top-down orthographic view, the chase view of the active ship, or the
 * cinematic director (follow and director need a battle timeline; a scenario shows the orbit camera for them).
 */
export type CameraMode = 'orbit' | 'top' | 'follow' | 'director';

/** Every camera mode in the order C cycles through them. */
export const CAMERA_MODES: readonly CameraMode[] = ['orbit', 'top', 'follow', 'director'];

/** What the UI calls each camera mode. */
export const CAMERA_MODE_LABELS: Readonly<Record<CameraMode, string>> = {
  orbit: 'Orbit',
  top: 'Top',
  follow: 'Follow',
  director: 'Director',
};

export const cameraModeAtom = atom<CameraMode>('orbit');

/** Toggles the top-down view (key T): on from any mode, off back to the orbit camera. */
export const toggleCameraModeAtom = atom(null, (get, set) => {
  set(cameraModeAtom, get(cameraModeAtom) === 'top' ? 'orbit' : 'top');
});

/** Switches to the next camera mode (key C), wrapping round. */
export const cycleCameraModeAtom = atom(null, (get, set) => {
  const i = CAMERA_MODES.indexOf(get(cameraModeAtom));
  set(cameraModeAtom, CAMERA_MODES[(i + 1) % CAMERA_MODES.length] ?? 'orbit');
});

/** Show the range 1 / range 2 setup zones along the edges (key Z). */
export const showSetupZonesAtom = atom(false);

/** Show ship name labels (key L). */
export const showLabelsAtom = atom(true);

/** Whether the keyboard-shortcut overlay is open (keys ? and H; Esc closes it). */
export const helpOpenAtom = atom(false);

/** A panel's box over the 3D canvas, canvas CSS pixels. */
export interface ViewObstruction {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The panels over the 3D canvas (measured by the page), which the default camera views keep clear of. */
export const viewObstructionsAtom = atom<readonly ViewObstruction[]>([]);

/**
 * The passing panels over the canvas (the dice tray, the shortcuts card): the camera does not move for them, but
 * labels and token chips keep clear of them while they are up.
 */
export const passingObstructionsAtom = atom<readonly ViewObstruction[]>([]);
