import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';

const example = readFileSync('examples/core-set-battle.json', 'utf8');
const run = (args: string[], input = example) => runCli(args, () => input);

describe('holotable simulate / replay / validate', () => {
  it('simulate --seed N writes a complete battle file that validates and replays to the same result', () => {
    const sim = run(['simulate', '--seed', '2024']);
    expect(sim.status).toBe(0);
    // The committed example was made by the same command: the engine is deterministic.
    expect(sim.stdout).toBe(example);
    const file = JSON.parse(sim.stdout);
    expect(file.rounds.length).toBeGreaterThan(0);
    expect(run(['validate', 'x'], sim.stdout)).toMatchObject({ status: 0, stderr: '' });
    const replay = JSON.parse(run(['replay', 'x'], sim.stdout).stdout);
    expect(replay.final.rounds).toBe(file.rounds.length);
    expect(replay.timeline.events.at(-1).kind).toBe('end');
  });

  it('replay --complete writes the completed file; a file missing its rounds is completed by the autopilot', () => {
    const bare = JSON.parse(example);
    delete bare.rounds;
    const r = run(['replay', 'x', '--complete', 'out.json'], JSON.stringify(bare));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.files!['out.json']!).rounds).toEqual(JSON.parse(example).rounds);
  });

  it('validate lists every field problem, one per line, with exit status 2', () => {
    const bad = JSON.parse(example);
    bad.seed = -1;
    bad.ships[0].heading = 'north';
    const r = run(['validate', 'x'], JSON.stringify(bad));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      'seed: expected number to be >=0, got -1',
      'ships[0].heading: expected a number, got "north"',
    ]);
  });

  it('validate reports a recorded decision the rules forbid, by its path', () => {
    const bad = JSON.parse(example);
    bad.rounds[0].dials.luke = 'koiogran-1';
    const r = run(['validate', 'x'], JSON.stringify(bad));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^rounds\[0\]\.dials\.luke: expected a maneuver on the X-wing dial/);
  });

  it('rejects a bad --seed', () => {
    expect(run(['simulate', '--seed', 'abc'])).toMatchObject({
      status: 2,
      stderr: '--seed: expected a whole number from 0 to 4294967295, got "abc"\n',
    });
  });
});
