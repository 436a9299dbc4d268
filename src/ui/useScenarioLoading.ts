/**
 * Hooks that load files into the viewer: the first one (the demo battle, or `?scenario=URL` / `?battle=URL`)
 * and local files (scenarios or battles). A failure only shows the error; what is on show stays.
 */
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { demoAutoplays } from '../state/playback/demoStart.ts';
import { autoplayPendingAtom, autoplayTimelineAtom } from '../state/playbackAtoms.ts';
import {
  type LoadError,
  loadedBattleAtom,
  loadErrorAtom,
  loadErrorOf,
  loadScenarioAtom,
} from '../state/scenarioAtoms.ts';
import { followsRecording } from '../state/record/recordChannel.ts';
import { followRecorder } from './followRecorder.ts';
import { demoInputFor, fetchScenarioText, readFileText, scenarioParam } from './scenarioSources.ts';

/**
 * Loads the first file once: `?scenario=URL` or `?battle=URL` when given, else the demo (`?demo=ID` picks a rule
 * system's). When the URL cannot be fetched or is invalid, the demo is shown with the error about the requested
 * file. The demo and the file's rule system are fetched on demand (the pages' chunks start them early). With
 * `autoplayDemo` (the viewer) the demo the address asks for starts playing at once, unless it says `?autoplay=0`.
 * With `?follow=record` it shows the recording made in another tab instead, as it grows (followRecorder.ts).
 */
export function useInitialScenario(autoplayDemo = false): void {
  const load = useSetAtom(loadScenarioAtom);
  const setError = useSetAtom(loadErrorAtom);
  const store = useStore();
  useEffect(() => {
    const search = window.location.search;
    if (followsRecording(search)) return followRecorder(store);
    let cancelled = false;
    const url = scenarioParam(search);
    if (!url && autoplayDemo && demoAutoplays(search)) store.set(autoplayPendingAtom, true);
    // The demo, then the error to show over it (the requested file's, else an unknown `?demo=`).
    const showDemo = async (error: LoadError | null) => {
      const demo = await demoInputFor(search);
      if (cancelled) return;
      const failed = await load(demo.input);
      const timeline = store.get(loadedBattleAtom)?.timeline ?? null;
      if (!failed && !error && !cancelled && autoplayDemo && demoAutoplays(search) && timeline) {
        store.set(autoplayTimelineAtom, timeline);
      } else store.set(autoplayPendingAtom, false);
      const shown = error ?? (demo.error ? loadErrorOf('demo', new Error(demo.error)) : null);
      if (shown && !cancelled) setError(shown);
    };
    const loadFirst = async () => {
      if (!url) return showDemo(null);
      let error: LoadError | null;
      try {
        const text = await fetchScenarioText(url);
        if (cancelled) return;
        error = await load({ source: url, input: text });
      } catch (e) {
        error = loadErrorOf(url, e);
      }
      if (error && !cancelled) await showDemo(error);
    };
    loadFirst().catch((e: unknown) => {
      store.set(autoplayPendingAtom, false);
      if (!cancelled) setError(loadErrorOf('demo', e));
    });
    return () => {
      cancelled = true;
      store.set(autoplayPendingAtom, false);
    };
  }, [load, setError, store, autoplayDemo]);
}

/** A callback that loads a local scenario or battle file (from the picker or a drop). */
export function useLoadFile(): (file: File) => Promise<void> {
  const load = useSetAtom(loadScenarioAtom);
  const setError = useSetAtom(loadErrorAtom);
  return useCallback(
    async (file: File) => {
      try {
        await load({ source: file.name, input: await readFileText(file) });
      } catch (e) {
        setError(loadErrorOf(file.name, e));
      }
    },
    [load, setError],
  );
}
