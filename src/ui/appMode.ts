/** Which app the page shows, from the `mode` query parameter: the viewer unless told otherwise. */

/** The apps of the page: the scenario/battle viewer and the dispute editor. */
export type AppMode = 'viewer' | 'dispute';

/** The mode named by a query string such as `?mode=dispute` (unknown or missing → the viewer). */
export function appModeOf(search: string): AppMode {
  const mode = new URLSearchParams(search).get('mode');
  return mode === 'dispute' ? 'dispute' : 'viewer';
}
