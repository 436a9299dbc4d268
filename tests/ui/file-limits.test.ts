/**
 * The viewer's side of the limits (README, "Limits"): its error banner lists problems with the same cap as the
 * CLI, and a file over 8 MiB (opened, dropped, fetched for `?battle=`, or in a share link) is refused unread.
 */
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../src/battle/limits.ts';
import { InputError } from '../../src/battle/validationError.ts';
import { decodeSituation, MAX_LINK_CHARS } from '../../src/state/dispute/shareLink.ts';
import { loadErrorOf } from '../../src/state/scenarioAtoms.ts';
import { fetchScenarioText, readFileText } from '../../src/ui/scenarioSources.ts';

const TOO_BIG = `the file is ${MAX_FILE_BYTES + 1} bytes; at most 8388608 bytes (8 MiB) are read`;

describe('the viewer refuses what is over the limits', () => {
  it('lists the first 20 problems in the error banner, then how many more', () => {
    const problems = Array.from({ length: 30 }, (_, i) => ({ path: `ships[${i}].x`, message: 'expected a number' }));
    const error = loadErrorOf('big.json', new InputError(problems));
    const lines = error.message.split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe('ships[0].x: expected a number');
    expect(lines[20]).toBe('… and 10 more problems');
    expect(error.field).toBe('ships[0].x');
  });

  it('refuses an opened or dropped file over 8 MiB from its size, before reading it', async () => {
    let read = false;
    const file = {
      name: 'huge.json',
      size: MAX_FILE_BYTES + 1,
      text: () => ((read = true), Promise.resolve('{}')),
    } as unknown as File;
    await expect(readFileText(file)).rejects.toThrow(`huge.json: ${TOO_BIG}`);
    expect(read).toBe(false);
  });

  it('refuses a ?battle= file over 8 MiB from its stated length, and from its text when none is stated', async () => {
    const realFetch = globalThis.fetch;
    try {
      let body = '';
      let length: string | null = null;
      globalThis.fetch = (() =>
        Promise.resolve(
          new Response(body, { headers: length === null ? {} : { 'content-length': length } }),
        )) as typeof fetch;
      length = String(MAX_FILE_BYTES + 1);
      await expect(fetchScenarioText('big.json', 'http://localhost/')).rejects.toThrow(`big.json: ${TOO_BIG}`);
      length = null;
      body = ' '.repeat(MAX_FILE_BYTES + 1);
      await expect(fetchScenarioText('big.json', 'http://localhost/')).rejects.toThrow(`big.json: ${TOO_BIG}`);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('refuses a share link over 16,384 characters before decompressing it', () => {
    expect(decodeSituation('A'.repeat(MAX_LINK_CHARS + 1))).toEqual({
      ok: false,
      message: 'the link is 16385 characters long; at most 16384 are read',
    });
  });
});
