/** Keyboard shortcuts: T top-down view, Z setup zones, L labels, Space play/pause. */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { pauseMovesAtom, playingAtom, playMovesAtom } from '../state/playbackAtoms.ts';
import { showLabelsAtom, showSetupZonesAtom, toggleCameraModeAtom } from '../state/viewAtoms.ts';

/** Installs the viewer's keyboard shortcuts on the window (ignored while typing in a field). */
export function useKeyboardShortcuts(): void {
  const store = useStore();
  const toggleCamera = useSetAtom(toggleCameraModeAtom);
  const play = useSetAtom(playMovesAtom);
  const pause = useSetAtom(pauseMovesAtom);
  const playing = useAtomValue(playingAtom);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      switch (e.key.toLowerCase()) {
        case 't':
          toggleCamera();
          break;
        case 'z':
          store.set(showSetupZonesAtom, !store.get(showSetupZonesAtom));
          break;
        case 'l':
          store.set(showLabelsAtom, !store.get(showLabelsAtom));
          break;
        case ' ':
          // A focused button handles Space itself.
          if (target?.tagName === 'BUTTON') return;
          e.preventDefault();
          if (playing) pause();
          else play();
          break;
        default:
          return;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, toggleCamera, play, pause, playing]);
}
