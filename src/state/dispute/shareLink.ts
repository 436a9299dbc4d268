/**
 * Share links: the whole situation (a scenario file) as compressed JSON in the URL hash, `#s=…`
 * (lz-string's URI-safe alphabet), checked with the scenario schema when a link is opened.
 */
// Default import: lz-string is a CommonJS module, whose names Node's ESM loader cannot import one by one.
import LZString from 'lz-string';
import { type Scenario, scenarioProblems } from '../../rules/xwing1e/scenario/scenario.ts';
import { MAX_FILE_BYTES, utf8Bytes } from '../../battle/fileSize.ts';
import { formatProblem } from '../../battle/validationError.ts';

/** The hash parameter that carries the situation. */
export const SHARE_PARAM = 's';

/** A decoded share link: the situation, or a message saying what is wrong with the link. */
export type DecodedShare = { ok: true; scenario: Scenario } | { ok: false; message: string };

/** The compressed, URL-safe text of a situation. */
export function encodeSituation(s: Scenario): string {
  return LZString.compressToEncodedURIComponent(JSON.stringify(s));
}

/**
 * The longest link text decoded, in characters. A situation compresses to a few hundred; the bound keeps what a
 * hostile link can decompress to (at most about the square of its length) well within reach.
 */
export const MAX_LINK_CHARS = 16_384;

/** Decodes compressed text back into a validated situation; a link or situation over its size limit is refused. */
export function decodeSituation(text: string): DecodedShare {
  if (text.length > MAX_LINK_CHARS)
    return { ok: false, message: `the link is ${text.length} characters long; at most ${MAX_LINK_CHARS} are read` };
  const json = LZString.decompressFromEncodedURIComponent(text);
  if (!json) return { ok: false, message: 'the link is damaged: its situation data does not decompress' };
  if (json.length > MAX_FILE_BYTES || utf8Bytes(json) > MAX_FILE_BYTES)
    return { ok: false, message: `the link's situation is over ${MAX_FILE_BYTES} bytes (8 MiB)` };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, message: 'the link is damaged: its situation is not valid JSON' };
  }
  const problems = scenarioProblems(value);
  if (problems.length)
    return {
      ok: false,
      message: `the link's situation is not valid: ${problems[0] ? formatProblem(problems[0]) : ''}`,
    };
  return { ok: true, scenario: value as Scenario };
}

/** A full share URL: `base` (page URL without hash) plus `#s=…`. */
export function shareUrl(base: string, s: Scenario): string {
  return `${base.split('#')[0]}#${SHARE_PARAM}=${encodeSituation(s)}`;
}

/** What each part of a situation is called when a link is too long to say what to take out. */
const PART_NAMES: Readonly<Record<string, string>> = {
  ships: 'ships',
  obstacles: 'obstacles (drawn outlines take the most room)',
  moves: 'maneuver questions',
  measure: 'range and arc questions',
};

/**
 * The situation's share link, or (when its text would pass MAX_LINK_CHARS, so that the link would be refused
 * when opened) a message saying how long it would be, which parts take the room, and to save the scenario as a
 * file instead. A link that will not open is never made.
 */
export function makeShareLink(base: string, s: Scenario): { ok: true; url: string } | { ok: false; message: string } {
  const text = encodeSituation(s);
  if (text.length <= MAX_LINK_CHARS) return { ok: true, url: `${base.split('#')[0]}#${SHARE_PARAM}=${text}` };
  const parts = Object.entries(s)
    .filter(([, v]) => Array.isArray(v) && v.length > 0)
    .map(([k, v]) => ({ name: PART_NAMES[k] ?? k, chars: encodeSituation({ [k]: v } as Scenario).length }))
    .sort((a, b) => b.chars - a.chars)
    .slice(0, 2)
    .map((p) => `${p.name} ${p.chars}`);
  return {
    ok: false,
    message:
      `This situation is too large for a share link: ${text.length} characters, and a link may carry at most ` +
      `${MAX_LINK_CHARS}. Most room goes to: ${parts.join(', ')}. Remove some, or use "Save scenario" and ` +
      'share the file.',
  };
}

/** The compressed situation text in a URL hash (`#s=…`), or null when the hash carries none. */
export function shareTextOfHash(hash: string): string | null {
  // Not URLSearchParams: it would read lz-string's "+" as a space.
  const m = /(?:^#?|&)s=([^&]*)/.exec(hash);
  return m?.[1] ?? null;
}
