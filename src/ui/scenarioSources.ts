/**
 * Where files come from: the built-in demo battle, a `?battle=URL` or `?scenario=URL` on the page address (same
 * origin only: the viewer makes no outside requests), or a local file (picker or drag and drop). Either
 * parameter takes either kind of file; the file itself says what it is.
 */
import demoBattle from '../demo/demoBattle.json';
import starWarriorsBattle from '../demo/starWarriorsBattle.json';
import fullthrustBattle from '../demo/fullthrustBattle.json';
import type { ScenarioInput } from '../state/scenarioAtoms.ts';

/** The built-in demo: a battle the autopilot played (`holotable simulate --seed 15`). */
export const DEMO_INPUT: ScenarioInput = { source: 'demo', input: demoBattle };

/** Each rule system's built-in demo battle, by ruleset id (`?demo=ID`); the X-Wing one is the default. */
export const DEMO_BATTLES: Readonly<Record<string, unknown>> = {
  'xwing-1e': demoBattle,
  'star-warriors': starWarriorsBattle,
  'fullthrust-sw': fullthrustBattle,
};

/** The demo a page address asks for with `?demo=ID`: the input, or an error message naming the parameter. */
export function demoInputFor(search: string): { input: ScenarioInput; error?: string } {
  const id = new URLSearchParams(search).get('demo');
  if (id === null || id === '') return { input: DEMO_INPUT };
  const battle = DEMO_BATTLES[id];
  if (battle === undefined)
    return {
      input: DEMO_INPUT,
      error: `demo: expected one of ${Object.keys(DEMO_BATTLES).join(', ')}, got ${JSON.stringify(id)}`,
    };
  return { input: { source: 'demo', input: battle } };
}

/** The file URL a page address asks for (`scenario`, else `battle` query parameter), or null. */
export function scenarioParam(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of ['scenario', 'battle']) {
    const v = params.get(name);
    if (v && v.trim()) return v.trim();
  }
  return null;
}

/** Fetches a scenario or battle file by URL relative to the page; refuses other origins. Resolves to its text. */
export async function fetchScenarioText(url: string, base: string = window.location.href): Promise<string> {
  const resolved = new URL(url, base);
  if (resolved.origin !== new URL(base).origin) {
    throw new Error(`file URL must be on this site (same origin), got ${resolved.origin}`);
  }
  const response = await fetch(resolved, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`could not fetch ${url}: HTTP ${response.status} ${response.statusText}`.trim());
  return response.text();
}

/** Reads a local file's text. */
export function readFileText(file: File): Promise<string> {
  return file.text();
}
