/**
 * Installs the keyboard shortcuts of shortcuts.ts (the same table the help overlay lists): each action's
 * handler is here, keyed by action so none can be left out.
 */
import { useStore } from 'jotai';
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
import { showDebugAtom } from '../state/debugAtoms.ts';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import {
  cameraModeAtom,
  cycleCameraModeAtom,
  helpOpenAtom,
  showLabelsAtom,
  showSetupZonesAtom,
  toggleCameraModeAtom,
} from '../state/viewAtoms.ts';
import { type ShortcutAction, shortcutForKey } from './shortcuts.ts';

/** The next speed up (step +1) or down (−1) from the current one, within the offered speeds. */
function steppedSpeed(current: number, step: 1 | -1): number {
  const i = PLAYBACK_SPEEDS.findIndex((s) => s >= current);
  const at = i < 0 ? PLAYBACK_SPEEDS.length - 1 : i;
  const next = Math.min(PLAYBACK_SPEEDS.length - 1, Math.max(0, at + step));
  const speed = PLAYBACK_SPEEDS[next];
  if (speed === undefined) throw new Error(`steppedSpeed: no playback speed at index ${next}`);
  return speed;
}

type Store = ReturnType<typeof useStore>;

/** What each action does; returns false when it does not apply now (the key is then left to the browser). */
function handlers(store: Store, e: KeyboardEvent): Record<ShortcutAction, () => boolean> {
  const battle = store.get(loadedBattleAtom);
  const time = store.get(playbackClockAtom).time;
  /** Runs an action that always applies. */
  const run = (f: () => void) => {
    f();
    return true;
  };
  const toggle = (a: typeof showLabelsAtom) => run(() => store.set(a, !store.get(a)));
  return {
    cycleCamera: () => run(() => store.set(cycleCameraModeAtom)),
    topView: () => run(() => store.set(toggleCameraModeAtom)),
    followCamera: () => run(() => store.set(cameraModeAtom, 'follow')),
    directorCamera: () => run(() => store.set(cameraModeAtom, 'director')),
    toggleZones: () => toggle(showSetupZonesAtom),
    toggleLabels: () => toggle(showLabelsAtom),
    playPause: () => {
      // A focused button handles Space itself.
      if ((e.target as HTMLElement | null)?.tagName === 'BUTTON') return false;
      if (store.get(playingAtom)) store.set(pauseMovesAtom);
      else store.set(playMovesAtom);
      return true;
    },
    previousEvent: () => !!battle && run(() => store.set(seekAtom, previousEventTime(battle.timeline, time))),
    nextEvent: () => !!battle && run(() => store.set(seekAtom, nextEventTime(battle.timeline, time))),
    slower: () =>
      !!battle && run(() => store.set(setPlaybackSpeedAtom, steppedSpeed(store.get(playbackSpeedAtom), -1))),
    faster: () => !!battle && run(() => store.set(setPlaybackSpeedAtom, steppedSpeed(store.get(playbackSpeedAtom), 1))),
    toggleDebug: () => toggle(showDebugAtom),
    toggleHelp: () => toggle(helpOpenAtom),
    closeHelp: () => store.get(helpOpenAtom) && run(() => store.set(helpOpenAtom, false)),
  };
}

/** Installs the viewer's keyboard shortcuts on the window (ignored while typing in a field). */
export function useKeyboardShortcuts(): void {
  const store = useStore();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const shortcut = shortcutForKey(e.key);
      if (!shortcut) return;
      if (handlers(store, e)[shortcut.action]()) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
