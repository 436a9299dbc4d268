/** A roll's purpose as the recorder's round log shows it: obstacles by name, never by id. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roundLogLines } from '../../../src/state/record/choiceText.ts';
import { newRecordingFile } from '../../../src/state/record/newRecording.ts';
import { probe } from '../../../src/state/record/probe.ts';
import { obstacleDisplayNames, probeState, rollPurposeText } from '../../../src/state/record/shipNames.ts';

const squad = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.xws.json`, import.meta.url), 'utf8')) as unknown;

describe("the recorder's round log", () => {
  it('names an asteroid roll by the asteroid ("Asteroid 6"), and says a target-lock reroll in words', () => {
    const file = newRecordingFile({
      title: '',
      seed: 2,
      roundLimit: 3,
      players: [
        { name: 'Ana', squad: squad('biggs-walks-the-dogs') },
        { name: 'Ben', squad: squad('howlrunner-swarm') },
      ],
    });
    const state = probeState(probe(file));
    const rock = state.obstacles.find((o) => o.placed.kind === 'asteroid')!;
    const shown = obstacleDisplayNames(state).get(rock.id)!;
    expect(shown).toMatch(/^Asteroid \d+$/);
    const lines = roundLogLines(
      { dials: {}, rolls: [{ ship: 'p1-biggsdarklighter-1', purpose: `asteroid ${rock.id}`, faces: ['hit'] }] },
      () => 'Biggs Darklighter',
      (p) => rollPurposeText(state, p),
    );
    expect(lines).toEqual([`Biggs Darklighter rolls (${shown}): hit`]);
    expect(rollPurposeText(state, 'reroll')).toBe('Target lock reroll');
  });
});
