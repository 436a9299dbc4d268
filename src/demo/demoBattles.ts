/**
 * The built-in demo battles (`?demo=ID`, one per rule system, by ruleset id), each fetched on demand as its own
 * small chunk: the page loads only the demo it shows. A Map, so an id such as `__proto__` finds nothing.
 */

const DEMOS = new Map<string, () => Promise<unknown>>([
  // `holotable simulate --seed 51`
  ['xwing-1e', () => import('./demoBattle.json').then((m) => m.default)],
  ['star-warriors', () => import('./starWarriorsBattle.json').then((m) => m.default)],
  ['fullthrust-sw', () => import('./fullthrustBattle.json').then((m) => m.default)],
]);

/** Every demo id (a ruleset id); the first is the default. */
export const DEMO_IDS: readonly string[] = [...DEMOS.keys()];

/** The demo shown when the address names none: the X-Wing battle. */
export const DEFAULT_DEMO = 'xwing-1e';

/** The demo a page address asks for with `?demo=ID`: its id, or the default and an error naming the parameter. */
export function demoRequestOf(search: string): { id: string; error?: string } {
  const id = new URLSearchParams(search).get('demo');
  if (id === null || id === '') return { id: DEFAULT_DEMO };
  if (!DEMOS.has(id))
    return { id: DEFAULT_DEMO, error: `demo: expected one of ${DEMO_IDS.join(', ')}, got ${JSON.stringify(id)}` };
  return { id };
}

/** Loads in flight or done, by id (a failed one is forgotten, so a later call tries again). */
const loads = new Map<string, Promise<unknown>>();

/** A demo battle file's parsed JSON, by id; rejects for an unknown id. */
export function loadDemoBattle(id: string): Promise<unknown> {
  const started = loads.get(id);
  if (started) return started;
  const loader = DEMOS.get(id);
  if (!loader) return Promise.reject(new Error(`no demo battle ${JSON.stringify(id)}`));
  const load = loader().catch((e: unknown) => {
    loads.delete(id);
    throw e;
  });
  loads.set(id, load);
  return load;
}
