import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { outputFormat } from '../../src/cli/outputFormat.ts';
import { maneuverName, round1 } from '../../src/cli/text.ts';

const read = (f: string) => readFileSync(f, 'utf8');
const run = (args: string[], input?: string, isTTY = false) => runCli(args, (f) => input ?? read(f), { isTTY });

describe('outputFormat: --format, else text on a terminal and JSON otherwise', () => {
  it('follows the flag whatever the output is', () => {
    expect(outputFormat('json', true)).toBe('json');
    expect(outputFormat('text', false)).toBe('text');
  });

  it('defaults to text on a terminal and JSON on a pipe or file', () => {
    expect(outputFormat(undefined, true)).toBe('text');
    expect(outputFormat(undefined, false)).toBe('json');
  });

  it('rejects another value, naming the option and the values it takes', () => {
    expect(() => outputFormat('yaml', false)).toThrow('--format: expected one of "json", "text", got "yaml"');
    expect(() => outputFormat('', true)).toThrow(/^--format: expected one of "json", "text", got ""$/);
  });
});

describe('holotable resolve --format text', () => {
  it('examples/bump-through.json: straight 3 through the TIE, stopping against the Falcon at x = 200.2', () => {
    const r = run(['resolve', 'examples/bump-through.json', '--format', 'text']);
    expect(r).toMatchObject({ status: 0, stderr: '' });
    expect(r.stdout).toBe(
      '1. wedge: straight 3 → x 200.2, y 400, heading 0°\n' +
        '   bumped into falcon 63% of the way; moved through tie; skips its action\n',
    );
  });

  it('is the default on a terminal; a pipe still gets the same JSON as before', () => {
    const tty = run(['resolve', 'examples/bump-through.json'], undefined, true);
    expect(tty.stdout).toBe(run(['resolve', 'examples/bump-through.json', '--format', 'text']).stdout);
    const pipe = run(['resolve', 'examples/bump-through.json']);
    expect(pipe.stdout).toBe(run(['resolve', 'examples/bump-through.json', '--format', 'json']).stdout);
    expect(JSON.parse(pipe.stdout).moves[0].bumped).toEqual(['falcon']);
  });

  it('names ships by their names, obstacles by kind, and says who fled and what is not allowed', () => {
    const scenario = {
      ships: [
        { id: 'a', name: 'Wedge Antilles', size: 'small', x: 100, y: 100, heading: 90 },
        { id: 'b', name: 'Howlrunner', size: 'small', x: 20, y: 100, heading: 90 },
        { id: 'c', name: 'Tycho Celchu', size: 'small', x: 450, y: 860, heading: 90 },
      ],
      obstacles: [{ id: 'rock', shape: 'asteroid-2', x: 100, y: 190 }],
      moves: [
        { ship: 'b', maneuver: 'barrel-roll-right' },
        { ship: 'a', maneuver: 'straight-2' },
        { ship: 'c', maneuver: 'straight-5' },
        { ship: 'c', maneuver: 'bank-left-1' },
      ],
    };
    const lines = run(['resolve', '-', '--format', 'text'], JSON.stringify(scenario)).stdout.split('\n');
    expect(lines[0]).toBe(
      '1. Howlrunner: barrel roll right: not allowed (overlaps ship); stays at x 20, y 100, heading 90°',
    );
    expect(lines[1]).toBe('2. Wedge Antilles: straight 2 → x 100, y 220, heading 90°');
    expect(lines[2]).toBe('   hit Asteroid, landing on it; skips its action');
    expect(lines[3]).toBe('3. Tycho Celchu: straight 5: flew off the table and fled the battlefield (destroyed)');
    expect(lines[4]).toBe(
      '4. Tycho Celchu: bank left 1: not flown: Tycho Celchu fled the battlefield in move 3 and was destroyed',
    );
  });

  it('calls a ship without a name by its ship type, numbered among several of that type', () => {
    const ship = (id: string, type: string, x: number) => ({ id, ship: type, size: 'small', x, y: 100, heading: 90 });
    const scenario = {
      ships: [ship('a', 'X-wing', 100), ship('b', 'X-wing', 300), ship('c', 'TIE Fighter', 500)],
      moves: [
        { ship: 'b', maneuver: 'straight-1' },
        { ship: 'c', maneuver: 'straight-2' },
      ],
    };
    // A small base is 40 mm long: straight 1 moves it 40 + 40 mm, straight 2 40 + 80 mm.
    expect(run(['resolve', '-', '--format', 'text'], JSON.stringify(scenario)).stdout).toBe(
      '1. X-wing 2: straight 1 → x 300, y 180, heading 90°\n2. TIE Fighter: straight 2 → x 500, y 220, heading 90°\n',
    );
  });

  it('rejects a bad --format with status 2, before reading the file', () => {
    expect(run(['resolve', 'missing.json', '--format', 'xml'])).toEqual({
      status: 2,
      stdout: '',
      stderr: '--format: expected one of "json", "text", got "xml"\n',
    });
  });
});

describe('holotable measure --format text', () => {
  it('examples/bump-through.json: the Falcon at range 2 in arc, the rock at range 1 out of arc', () => {
    expect(run(['measure', 'examples/bump-through.json', '--format', 'text']).stdout).toBe(
      'wedge → falcon: 102 mm, range 2; in arc at 102 mm, range 2, not obstructed\n' +
        'tie → Asteroid: 58.9 mm, range 1; not in arc\n',
    );
  });

  it('is the default on a terminal, JSON otherwise, and rejects a bad --format', () => {
    expect(run(['measure', 'examples/spec-example.json'], undefined, true).stdout).toBe(
      'red1 → tie2: 100 mm, range 1; in arc at 100 mm, range 1, not obstructed\n',
    );
    expect(JSON.parse(run(['measure', 'examples/spec-example.json']).stdout).measurements).toHaveLength(1);
    expect(run(['measure', 'examples/spec-example.json', '--format', 'csv'])).toMatchObject({
      status: 2,
      stderr: '--format: expected one of "json", "text", got "csv"\n',
    });
  });
});

describe('holotable replay --format text', () => {
  const text = run(['replay', 'examples/core-set-battle.json', '--format', 'text']).stdout;
  const lines = text.split('\n');

  it('opens with the battle, the winner and the score', () => {
    expect(lines[0]).toBe('Core set: X-wing against two TIE fighters (X-Wing Miniatures 1st edition)');
    expect(lines[1]).toBe(
      'Galactic Empire wins after 5 rounds: Rebel Alliance has no ships left. Score: Rebel Alliance 14, Galactic Empire 28.',
    );
  });

  it('lists each round by pilot: maneuvers, obstacles hit, attacks and losses', () => {
    expect(lines).toContain('Round 3');
    expect(lines).toContain('  Luke Skywalker: Koiogran turn 4, hit Asteroid 1');
    expect(lines).toContain('  Luke Skywalker attacks "Mauler Mithel" at range 2: missed (3 evades)');
    expect(lines).toContain('  Black Squadron Pilot is destroyed (destroyed by Luke Skywalker)');
    expect(lines).toContain('  Luke Skywalker is destroyed (destroyed by "Mauler Mithel")');
  });

  it('ends with what is still in play', () => {
    expect(text.endsWith('Still in play:\n  Rebel Alliance: none\n  Galactic Empire: "Mauler Mithel" (hull 2)\n')).toBe(
      true,
    );
  });

  it('reads other rule systems’ battles by unit names too', () => {
    const sim = run(['simulate', '--ruleset', 'fullthrust-sw', '--seed', '7', '--rounds', '2']).stdout;
    const ft = run(['replay', '-', '--format', 'text'], sim).stdout;
    expect(ft).toMatch(/^Ambush near Kessel \(Star Wars Full Thrust\)\n/);
    expect(ft).toMatch(/^ {2}Tantive IV: heading \d+° · speed \d+$/m);
    expect(ft).not.toMatch(/players\[\d\]/);
    // A capital ship's batteries firing at one target in turn make one line.
    expect(ft).toMatch(/^ {2}Tyrant attacks Korolev at range 6, 6 shots: (\d+ hits?, )?\d+ missed$/m);
  });

  it('keeps --complete working beside --format', () => {
    const r = run(['replay', 'examples/core-set-battle.json', '--format', 'text', '--complete', 'out.json']);
    expect(r.stdout).toBe(text);
    expect(JSON.parse(r.files?.['out.json'] ?? '{}').rounds).toHaveLength(5);
  });

  it('rejects a bad --format with status 2', () => {
    expect(run(['replay', 'examples/core-set-battle.json', '--format', 'html'])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: '--format: expected one of "json", "text", got "html"\n',
    });
  });
});

describe('readable names and numbers', () => {
  it('spells maneuvers as players say them, leaving other systems’ wording alone', () => {
    expect(maneuverName('bank-left-2')).toBe('bank left 2');
    expect(maneuverName('koiogran-4')).toBe('Koiogran turn 4');
    expect(maneuverName('segnor-right-3')).toBe("Segnor's loop right 3");
    expect(maneuverName('tallon-left-1')).toBe('Tallon roll left 1');
    expect(maneuverName('barrel-roll-right')).toBe('barrel roll right');
    expect(maneuverName('stationary-0')).toBe('stationary 0');
    expect(maneuverName('heading 0° · speed 8')).toBe('heading 0° · speed 8');
  });

  it('rounds to 0.1 without a trailing .0 or a negative zero', () => {
    expect(round1(200.19999995)).toBe('200.2');
    expect(round1(400)).toBe('400');
    expect(round1(-0.01)).toBe('0');
  });
});
