/**
 * Where scenarios come from: the built-in demo, a `?scenario=URL` on the page address (same origin only: the
 * viewer makes no outside requests), or a local file (picker or drag and drop).
 */
import demoScenario from '../demo/demoScenario.json';
import type { ScenarioInput } from '../state/scenarioAtoms.ts';

/** The built-in demo scenario. */
export const DEMO_INPUT: ScenarioInput = { source: 'demo', input: demoScenario };

/** The `scenario` query parameter of a page address, or null. */
export function scenarioParam(search: string): string | null {
  const v = new URLSearchParams(search).get('scenario');
  return v && v.trim() ? v.trim() : null;
}

/** Fetches a scenario file by URL relative to the page; refuses other origins. Resolves to its text. */
export async function fetchScenarioText(url: string, base: string = window.location.href): Promise<string> {
  const resolved = new URL(url, base);
  if (resolved.origin !== new URL(base).origin) {
    throw new Error(`scenario URL must be on this site (same origin), got ${resolved.origin}`);
  }
  const response = await fetch(resolved, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`could not fetch ${url}: HTTP ${response.status} ${response.statusText}`.trim());
  return response.text();
}

/** Reads a local file's text. */
export function readFileText(file: File): Promise<string> {
  return file.text();
}
