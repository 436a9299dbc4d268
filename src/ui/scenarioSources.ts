/**
 * Where files come from: the built-in demo battle, a `?battle=URL` or `?scenario=URL` on the page address (same
 * origin only: the viewer makes no outside requests), or a local file (picker or drag and drop). Either
 * parameter takes either kind of file; the file itself says what it is.
 */
import { checkFileBytes, checkTextBytes } from '../battle/fileSize.ts';
import { demoRequestOf, loadDemoBattle } from '../demo/demoBattles.ts';
import type { ScenarioInput } from '../state/scenarioAtoms.ts';

/**
 * The demo a page address asks for with `?demo=ID` (by default the battle `holotable simulate --seed 51`
 * writes), fetched on demand (demo/demoBattles.ts): the input, and an error naming the parameter when the id is
 * unknown (the default demo is given instead).
 */
export async function demoInputFor(search: string): Promise<{ input: ScenarioInput; error?: string }> {
  const { id, error } = demoRequestOf(search);
  const input: ScenarioInput = { source: 'demo', input: await loadDemoBattle(id) };
  return error === undefined ? { input } : { input, error };
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

/**
 * Fetches a scenario or battle file by URL relative to the page; refuses other origins, and files over the size
 * limit (by their stated length before reading, else once read). Resolves to its text.
 */
export async function fetchScenarioText(url: string, base: string = window.location.href): Promise<string> {
  const resolved = new URL(url, base);
  if (resolved.origin !== new URL(base).origin) {
    throw new Error(`file URL must be on this site (same origin), got ${resolved.origin}`);
  }
  const response = await fetch(resolved, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`could not fetch ${url}: HTTP ${response.status} ${response.statusText}`.trim());
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > 0) checkFileBytes(length, url);
  const text = await response.text();
  checkTextBytes(text, url);
  return text;
}

/** Reads a local file's text; a file over the size limit is refused before it is read. */
export async function readFileText(file: File): Promise<string> {
  checkFileBytes(file.size, file.name);
  return file.text();
}
