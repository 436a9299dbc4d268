/** A pasted squad's problems in words (xwsProblemWords.ts): where in the squad, never the importer's JSON path. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/battle/validationError.ts';
import { newRecordingFile } from '../../../src/state/record/newRecording.ts';
import { recordingProblemWords, xwsPlaceWords, xwsProblemWords } from '../../../src/state/record/xwsProblemWords.ts';

describe('squad problems in words', () => {
  it('names the pilot and the upgrade by their place in the squad, counting from 1', () => {
    expect(xwsPlaceWords('pilots[2].upgrades.ept[0]')).toBe('pilot 3, ept upgrade 1');
    expect(xwsPlaceWords('pilots[0].upgrades.amd')).toBe('pilot 1, amd upgrades');
    expect(xwsPlaceWords('pilots[1].name')).toBe('pilot 2, name');
    expect(xwsPlaceWords('faction')).toBe('faction');
    expect(xwsPlaceWords('')).toBe('');
    expect(xwsProblemWords({ path: '', message: 'expected an object' })).toBe('expected an object');
  });

  it('leads a new recording’s problem with whose squad it is, by the name typed', () => {
    const good: unknown = JSON.parse(
      readFileSync(new URL('./fixtures/howlrunner-swarm.xws.json', import.meta.url), 'utf8'),
    );
    const bad = structuredClone(good) as { pilots: { name: string }[] };
    bad.pilots[1]!.name = 'nosuchpilot';
    let thrown: unknown = null;
    try {
      newRecordingFile({
        title: 'League night',
        seed: 1,
        roundLimit: null,
        players: [
          { name: 'Ana', squad: good },
          { name: 'Ben', squad: bad },
        ],
      });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(InputError);
    const line = recordingProblemWords((thrown as InputError).problems[0]!, ['Ana', 'Ben']);
    expect(line.startsWith("Ben's squad, pilot 2, name: ")).toBe(true);
    expect(line).not.toMatch(/players\[|pilots\[/);
  });
});
