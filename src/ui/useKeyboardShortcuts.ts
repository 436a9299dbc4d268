/**
 * Keyboard shortcuts: T top-down view, Z setup zones, L labels, Space play/pause; for a battle also ← / →
 * previous / next event and [ / ] slower / faster.
 */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { nextEventTime, previousEventTime } from '../battle/timelineNav.ts';
import {
  pauseMovesAtom,
  PLAYBACK_SPEEDS,
  playbackClockAtom,
  playbackSpeedAtom,
  playingAtom,
  playMovesAtom,
  seekAtom,
  setPlaybackSpeedAtom,
} from '../state/playbackAtoms.ts';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import { showLabelsAtom, showSetupZonesAtom, toggleCameraModeAtom } from '../state/viewAtoms.ts';

/** The next speed up (step +1) or down (−1) from the current one, within the offered speeds. */
function steppedSpeed(current: number, step: 1 | -1): number {
  const i = PLAYBACK_SPEEDS.findIndex((s) => s >= current);
  const at = i < 0 ? PLAYBACK_SPEEDS.length - 1 : i;
  return PLAYBACK_SPEEDS[Math.min(PLAYBACK_SPEEDS.length - 1, Math.max(0, at + step))]!;
}

/** Installs the viewer's keyboard shortcuts on the window (ignored while typing in a field). */
export function useKeyboardShortcuts(): void {
  const store = useStore();
  const toggleCamera = useSetAtom(toggleCameraModeAtom);
  const play = useSetAtom(playMovesAtom);
  const pause = useSetAtom(pauseMovesAtom);
  const seek = useSetAtom(seekAtom);
  const setSpeed = useSetAtom(setPlaybackSpeedAtom);
  const playing = useAtomValue(playingAtom);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const battle = store.get(loadedBattleAtom);
      const clock = store.get(playbackClockAtom);
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
        case 'arrowleft':
          if (!battle) return;
          seek(previousEventTime(battle.timeline, clock.time));
          break;
        case 'arrowright':
          if (!battle) return;
          seek(nextEventTime(battle.timeline, clock.time));
          break;
        case '[':
        case ']':
          if (!battle) return;
          setSpeed(steppedSpeed(store.get(playbackSpeedAtom), e.key === ']' ? 1 : -1));
          break;
        default:
          return;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, toggleCamera, play, pause, seek, setSpeed, playing]);
}
