import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/battle/validationError.ts';
import { newRecordingFile } from '../../../src/state/record/newRecording.ts';
import { broughtObstacles, squadObstacles, xwsObstacleShape } from '../../../src/state/record/xwsObstacles.ts';
import { probe } from '../../../src/state/record/probe.ts';

const squad = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.xws.json`, import.meta.url), 'utf8'));

describe("an XWS file's own obstacles", () => {
  it('maps the squad builders’ names to the table’s shapes', () => {
    expect(xwsObstacleShape('coreasteroid0')).toBe('asteroid-1');
    expect(xwsObstacleShape('core_asteroid_5')).toBe('asteroid-6');
    expect(xwsObstacleShape('core2asteroid0')).toBe('asteroid-7');
    expect(xwsObstacleShape('core2asteroid5')).toBe('asteroid-12');
    expect(xwsObstacleShape('yt2400debris2')).toBe('debris-3');
    expect(xwsObstacleShape('vt49decimatordebris0')).toBe('debris-4');
    expect(xwsObstacleShape('coreasteroid6')).toBeNull();
    expect(xwsObstacleShape('gascloud1')).toBeNull();
  });

  it('names a field that is not a 1st-edition obstacle', () => {
    expect(squadObstacles({ obstacles: ['coreasteroid0', 'gascloud1'] }, 'players[1].squad').problems).toEqual([
      {
        path: 'players[1].squad.obstacles[1]',
        message:
          'expected a 1st-edition obstacle (coreasteroid0–5, core2asteroid0–5, yt2400debris0–2, vt49decimatordebris0–2), got "gascloud1"',
      },
    ]);
    expect(squadObstacles({ obstacles: 'coreasteroid0' }, 's').problems[0]?.path).toBe('s.obstacles');
  });

  it('takes turns, the player with initiative first (rules: SETUP)', () => {
    expect(
      broughtObstacles(
        [
          ['a1', 'a2', 'a3'],
          ['b1', 'b2'],
        ],
        1,
      ),
    ).toEqual(['b1', 'a1', 'b2', 'a2', 'a3']);
    expect(broughtObstacles([[], []], 0)).toEqual([]);
  });

  it('places the squads’ obstacles on a new recording instead of the engine’s six', () => {
    const biggs = { ...squad('biggs-walks-the-dogs'), obstacles: ['coreasteroid2', 'yt2400debris0', 'core2asteroid3'] };
    const swarm = {
      ...squad('howlrunner-swarm'),
      obstacles: ['vt49decimatordebris1', 'coreasteroid4', 'coreasteroid0'],
    };
    const file = newRecordingFile({
      title: 'Obstacles',
      seed: 2,
      roundLimit: 1,
      players: [
        { name: 'Ana', squad: biggs },
        { name: 'Ben', squad: swarm },
      ],
    });
    const first = file.initiative === 0 ? biggs.obstacles : swarm.obstacles;
    const second = file.initiative === 0 ? swarm.obstacles : biggs.obstacles;
    const shape = (n: string) => xwsObstacleShape(n)!;
    expect(file.obstacles!.map((o) => o.shape)).toEqual(first.flatMap((n, i) => [shape(n), shape(second[i]!)]));
    // The file plays: the placement keeps the set-up rules (the engine checks a file's own obstacles).
    expect(probe(file).over).toBe(false);
  });

  it('refuses a squad whose obstacles are not 1st-edition ones, naming the field', () => {
    const bad = { ...squad('howlrunner-swarm'), obstacles: ['gascloud1'] };
    const make = () =>
      newRecordingFile({
        title: '',
        seed: 2,
        roundLimit: 1,
        players: [
          { name: 'Ana', squad: squad('biggs-walks-the-dogs') },
          { name: 'Ben', squad: bad },
        ],
      });
    expect(make).toThrow(InputError);
    expect(make).toThrow(/^players\[1\]\.squad\.obstacles\[0\]: expected a 1st-edition obstacle/);
  });
});
