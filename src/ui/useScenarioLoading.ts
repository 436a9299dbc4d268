/**
 * Hooks that load files into the viewer: the first one (the demo battle, or `?scenario=URL` / `?battle=URL`)
 * and local files (scenarios or battles). A failure only shows the error; what is on show stays.
 */
import { useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { loadErrorAtom, loadErrorOf, loadScenarioAtom } from '../state/scenarioAtoms.ts';
import { demoInputFor, fetchScenarioText, readFileText, scenarioParam } from './scenarioSources.ts';

/**
 * Loads the first file once: `?scenario=URL` or `?battle=URL` when given, else the demo (`?demo=ID` picks a rule
 * system's). When the URL cannot be
 * fetched or is invalid, the demo is shown with the error about the requested file.
 */
export function useInitialScenario(): void {
  const load = useSetAtom(loadScenarioAtom);
  const setError = useSetAtom(loadErrorAtom);
  useEffect(() => {
    let cancelled = false;
    const url = scenarioParam(window.location.search);
    const demo = demoInputFor(window.location.search);
    if (!url) {
      load(demo.input);
      if (demo.error) setError(loadErrorOf('demo', new Error(demo.error)));
      return;
    }
    const fallBack = (error: ReturnType<typeof loadErrorOf>) => {
      load(demo.input);
      setError(error);
    };
    fetchScenarioText(url)
      .then((text) => {
        if (cancelled) return;
        const error = load({ source: url, input: text });
        if (error) fallBack(error);
      })
      .catch((e: unknown) => {
        if (!cancelled) fallBack(loadErrorOf(url, e));
      });
    return () => {
      cancelled = true;
    };
  }, [load, setError]);
}

/** A callback that loads a local scenario or battle file (from the picker or a drop). */
export function useLoadFile(): (file: File) => Promise<void> {
  const load = useSetAtom(loadScenarioAtom);
  const setError = useSetAtom(loadErrorAtom);
  return useCallback(
    async (file: File) => {
      try {
        load({ source: file.name, input: await readFileText(file) });
      } catch (e) {
        setError(loadErrorOf(file.name, e));
      }
    },
    [load, setError],
  );
}
