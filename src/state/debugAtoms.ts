/** Whether the debug overlay (draw calls, triangles, frame time) is shown: on with ?debug=1, toggled by a key. */
import { atom } from 'jotai';

/** True when the page address asks for the debug overlay. */
export function debugParam(search: string): boolean {
  const v = new URLSearchParams(search).get('debug');
  return v === '1' || v === 'true';
}

/** Shown or not. */
export const showDebugAtom = atom(typeof window === 'undefined' ? false : debugParam(window.location.search));
