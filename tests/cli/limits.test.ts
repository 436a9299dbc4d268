/**
 * Hostile input (issue 16): problem listings are capped, huge lists never reach the stack, enormous files are
 * refused before any work with a message naming the field and the limit, a file at the limits completes, and
 * positions outside any table are refused so that the output carries real numbers, never null.
 */
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../src/battle/limits.ts';
import { InputError, problemLines } from '../../src/battle/validationError.ts';
import { readInputFile, runCli } from '../../src/cli/main.ts';
import { FULL_THRUST_LIMITS } from '../../src/rules/fullthrust-sw/battleFile.ts';
import { STAR_WARRIORS_LIMITS } from '../../src/rules/star-warriors/battleFile.ts';
import { SCENARIO_LIMITS } from '../../src/rules/xwing1e/scenario/scenario.ts';
import { XWING_LIMITS } from '../../src/rules/xwing1e/battleFile.ts';

const run = (args: string[], value: unknown) =>
  runCli(args, () => (typeof value === 'string' ? value : JSON.stringify(value)));
const lines = (stderr: string) => stderr.trimEnd().split('\n');
const header = (ruleset: string) => ({ format: 'holotable-battle', version: 1, ruleset, seed: 7 });

/** An X-Wing battle file: `n` ships a side, given or placed by the engine, and the file's other fields. */
function xwing(n: number, extra: Record<string, unknown> = {}) {
  const ships = [0, 1].flatMap((player) =>
    Array.from({ length: n }, (_, i) => ({
      id: `p${player}s${i}`,
      player,
      ship: player ? 'tiefighter' : 'xwing',
      pilot: player ? 'academypilot' : 'rookiepilot',
    })),
  );
  return {
    ...header('xwing-1e'),
    players: [
      { name: 'Rebels', faction: 'rebel' },
      { name: 'Empire', faction: 'imperial' },
    ],
    ships,
    ...extra,
  };
}

/** `n` asteroids all at the centre of the standard table: every pair at range 1 of each other. */
const stacked = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `o${i}`, shape: 'asteroid-1', x: 450, y: 450, rotation: 0 }));

/** A Full Thrust battle on the largest map with `ships` capital ships and `squadrons` squadrons in all. */
function fullThrust(ships: number, squadrons: number, roundLimit = 100) {
  const side = (i: number) => (i % 2) as 0 | 1;
  return {
    ...header('fullthrust-sw'),
    roundLimit,
    map: { cols: 60, rows: 60, asteroids: [{ col: 30, row: 30 }] },
    players: [
      { name: 'Rebels', faction: 'rebel' },
      { name: 'Navy', faction: 'imperial' },
    ],
    ships: Array.from({ length: ships }, (_, i) => ({
      id: `c${i}`,
      player: side(i),
      class: side(i) ? 'imperial-star-destroyer' : 'corellian-corvette',
      col: side(i) ? 55 : 4,
      row: i % 60,
      heading: side(i) ? 4 : 0,
    })),
    squadrons: Array.from({ length: squadrons }, (_, i) => ({
      id: `q${i}`,
      player: side(i),
      class: side(i) ? 'tie-fighter' : 'x-wing',
      col: side(i) ? 50 : 9,
      row: i % 60,
      heading: side(i) ? 4 : 0,
    })),
  };
}

/** A Star Warriors battle of `n` ships a side, placed by the engine. */
function starWarriors(n: number, roundLimit = 100) {
  return {
    ...header('star-warriors'),
    roundLimit,
    players: [
      { name: 'Rebels', faction: 'rebel' },
      { name: 'Empire', faction: 'imperial' },
    ],
    ships: [0, 1].flatMap((player) =>
      Array.from({ length: n }, (_, i) => ({
        id: `p${player}s${i}`,
        player,
        type: player ? 'tie-fighter' : 'x-wing',
        quality: 'average',
      })),
    ),
  };
}

const scenarioShip = (id: string, x: number, y: number, heading = 0) => ({ id, size: 'small', x, y, heading });

describe('problem listings are capped', () => {
  it('lists the first problems and sums up the rest in one line', () => {
    const problems = ['a', 'b', 'c', 'd'].map((path) => ({ path, message: 'wrong' }));
    expect(problemLines(problems, 2)).toEqual(['a: wrong', 'b: wrong', '… and 2 more problems']);
    expect(problemLines(problems, 3)).toEqual(['a: wrong', 'b: wrong', 'c: wrong', '… and 1 more problem']);
    expect(problemLines(problems)).toEqual(['a: wrong', 'b: wrong', 'c: wrong', 'd: wrong']);
  });

  it('24 stacked obstacles: each pair once, 20 lines and "… and 256 more problems" from validate and replay', () => {
    // 24 × 23 / 2 = 276 pairs at range 1 (rules: SETUP step 4), none near an edge of the 914.4 mm table.
    const file = xwing(1, { obstacles: stacked(24) });
    for (const command of ['validate', 'replay']) {
      const r = run([command, 'x'], file);
      expect(r).toMatchObject({ status: 2, stdout: '' });
      expect(lines(r.stderr)).toHaveLength(21);
      expect(lines(r.stderr)[0]).toBe(
        'obstacles[0]: obstacles o0 and o1 are at range 1 of each other (0.000 mm ≤ 100 mm)',
      );
      expect(lines(r.stderr)[20]).toBe('… and 256 more problems');
    }
  });

  it('200,000 problems in one round, too many for zod to gather, still name the first ones without a stack overflow', () => {
    // zod gathers a list entry's problems by spreading them into a call: past about 100,000 that overflows.
    const dials = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`s${i}`, i]));
    const r = run(['validate', 'x'], xwing(1, { rounds: [{ dials }] }));
    expect(r).toMatchObject({ status: 2, stdout: '' });
    // Checked again cut to the first 4 dials.
    expect(lines(r.stderr)).toEqual([
      '(file): too many problems to count; those in the first 4 entries of each list follow',
      'rounds[0].dials.s0: expected a string, got 0',
      'rounds[0].dials.s1: expected a string, got 1',
      'rounds[0].dials.s2: expected a string, got 2',
      'rounds[0].dials.s3: expected a string, got 3',
    ]);
  });
});

describe('enormous files are refused before any work, naming the field and the limit', () => {
  it.each([
    ['10,000 X-Wing ships', ['replay', 'x'], xwing(5_000), 'ships: at most 32 ships, got 10000'],
    [
      '500 X-Wing obstacles',
      ['validate', 'x'],
      xwing(1, { obstacles: stacked(500) }),
      'obstacles: at most 24 obstacles, got 500',
    ],
    [
      '101 X-Wing rounds',
      ['replay', 'x'],
      xwing(1, { rounds: Array.from({ length: 101 }, () => ({ dials: {} })) }),
      'rounds: at most 100 rounds, got 101',
    ],
    [
      '200,000 rolls in one X-Wing round',
      ['validate', 'x'],
      xwing(1, { rounds: [{ dials: {}, rolls: Array.from({ length: 200_000 }, () => 1) }] }),
      'rounds[0].rolls: at most 1000 rolls, got 200000',
    ],
    ['5,000 Full Thrust squadrons', ['replay', 'x'], fullThrust(2, 5_000), 'squadrons: at most 60 squadrons, got 5000'],
    ['1,000 Full Thrust ships', ['replay', 'x'], fullThrust(1_000, 0), 'ships: at most 40 ships, got 1000'],
    ['1,000 Star Warriors ships', ['replay', 'x'], starWarriors(500), 'ships: at most 32 ships, got 1000'],
    [
      '10,000 scenario ships',
      ['measure', 'x'],
      { ships: Array.from({ length: 10_000 }, (_, i) => scenarioShip(`s${i}`, 0, 0)) },
      'ships: at most 200 ships, got 10000',
    ],
    [
      'a 65-vertex polygon',
      ['resolve', 'x'],
      {
        ships: [scenarioShip('a', 0, 0)],
        obstacles: [{ id: 'r', x: 0, y: 0, polygon: Array.from({ length: 65 }, (_, k) => [Math.cos(k), Math.sin(k)]) }],
      },
      'obstacles[0].polygon: at most 64 vertices, got 65',
    ],
  ])('%s', (_, args, file, message) => {
    // One line: the limit; no setup or placement problem, so nothing was played or placed.
    expect(run(args, file)).toEqual({ status: 2, stdout: '', stderr: `${message}\n` });
  });

  it('a file over 8 MiB is refused before it is parsed, and before it is read from disk', () => {
    const text = ' '.repeat(MAX_FILE_BYTES + 1);
    expect(run(['validate', 'big.json'], text)).toEqual({
      status: 2,
      stdout: '',
      stderr: 'big.json: the file is 8388609 bytes; at most 8388608 bytes (8 MiB) are read\n',
    });
    // A sparse file of 100 MiB: refused from its size, its contents never read.
    const path = join(mkdtempSync(join(tmpdir(), 'holotable-limits-')), 'huge.json');
    writeFileSync(path, '');
    truncateSync(path, 100 * 1024 * 1024);
    expect(() => readInputFile(path)).toThrow(InputError);
    expect(() => readInputFile(path)).toThrow(`${path}: the file is 104857600 bytes; at most 8388608 bytes`);
  });

  it('the limits are the ones the README lists', () => {
    expect(XWING_LIMITS).toEqual({
      ships: 32,
      pilotsPerSquad: 16,
      upgradesPerShip: 16,
      obstacles: 24,
      rounds: 100,
      rollsPerRound: 1_000,
      dicePerRoll: 16,
      playAreaMm: 2_000,
      adjustmentsPerRound: 200,
    });
    expect(STAR_WARRIORS_LIMITS).toEqual({ ships: 32, rounds: 100 });
    expect(FULL_THRUST_LIMITS).toEqual({ ships: 40, squadrons: 60, mapSquares: 60, rounds: 100 });
    expect(SCENARIO_LIMITS).toEqual({
      ships: 200,
      obstacles: 100,
      polygonVertices: 64,
      moves: 1_000,
      measurements: 1_000,
      playAreaMm: 10_000,
    });
  });
});

describe('ids and names have a length limit', () => {
  it('a 300,000-character id is refused: repeated in every event, it would grow a completed file past 8 MiB', () => {
    const file = starWarriors(1);
    file.ships[0]!.id = 's'.repeat(300_000);
    const r = run(['replay', 'x'], file);
    expect({ status: r.status, stdout: r.stdout, first: lines(r.stderr)[0] }).toEqual({
      status: 2,
      stdout: '',
      first: 'ships[0].id: expected at most 64 characters, got 300000',
    });
  });

  it('a player name over 200 characters is refused, naming the field', () => {
    const file = starWarriors(1);
    file.players[1]!.name = 'E'.repeat(201);
    expect(lines(run(['validate', 'x'], file).stderr)).toEqual([
      'players[1].name: expected at most 200 characters, got 201',
    ]);
  });
});

describe('a file at the limits completes', () => {
  it('X-Wing: 32 ships and 24 obstacles on a 2,000 mm table fly 100 recorded rounds', () => {
    const width = XWING_LIMITS.playAreaMm;
    const file = xwing(16, { playArea: { width, height: width }, roundLimit: 100 });
    // Each ship flies four 2-turns to the left, a closed loop by its own edge (player 0 starts facing east, player
    // 1 west), so nobody meets and all 100 rounds are played; the obstacles fill the middle, 24 asteroids apart.
    file.ships = file.ships.map((s, i) => {
      const k = i % 16;
      const player = s.player as 0 | 1;
      return { ...s, x: 300 + (k * (width - 600)) / 16, y: player ? width - 55 : 55, heading: player ? 180 : 0 };
    });
    const obstacles = Array.from({ length: 24 }, (_, i) => ({
      id: `o${i}`,
      shape: `asteroid-${1 + (i % 6)}`,
      x: 400 + (i % 6) * 240,
      y: 500 + Math.floor(i / 6) * 300,
      rotation: 0,
    }));
    const each = (value: unknown) => Object.fromEntries(file.ships.map((s) => [s.id, value]));
    const rounds = Array.from({ length: 100 }, () => ({
      dials: each('turn-left-2'),
      actions: each('none'),
      attacks: each({ target: null }),
    }));
    const r = run(['replay', 'x', '--format', 'json'], { ...file, obstacles, rounds });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).final.result.reason).toBe('round limit 100: 0–0 points destroyed');
  });

  it('Full Thrust: 40 capital ships and 60 squadrons on a 60 × 60 map, 100-round limit', () => {
    const r = run(['validate', 'x'], fullThrust(FULL_THRUST_LIMITS.ships, FULL_THRUST_LIMITS.squadrons));
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^valid: /);
  });

  it('Star Warriors: 32 ships, 100-game-turn limit', () => {
    const r = run(['validate', 'x'], starWarriors(STAR_WARRIORS_LIMITS.ships / 2));
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^valid: /);
  });

  it('a scenario of 200 ships, 100 obstacles of 64 vertices, 1,000 moves and 1,000 measurements', () => {
    const ships = Array.from({ length: 200 }, (_, i) =>
      scenarioShip(`s${i}`, 100 + (i % 20) * 150, 100 + Math.floor(i / 20) * 150, (i * 37) % 360),
    );
    const circle = Array.from({ length: 64 }, (_, k) => [30 * Math.cos(k / 10.2), 30 * Math.sin(k / 10.2)]);
    const obstacles = Array.from({ length: 100 }, (_, i) => ({
      id: `o${i}`,
      x: 175 + (i % 20) * 150,
      y: 1700 + Math.floor(i / 20) * 150,
      polygon: circle,
    }));
    const names = ['straight-5', 'bank-left-3', 'turn-right-3', 'koiogran-4', 'barrel-roll-left', 'boost-straight'];
    const moves = Array.from({ length: 1_000 }, (_, i) => ({ ship: `s${(i * 7) % 200}`, maneuver: names[i % 6] }));
    const measure = Array.from({ length: 1_000 }, (_, i) => ({ from: `s${i % 200}`, to: `o${i % 100}` }));
    const scenario = { playArea: { width: 3500, height: 3500 }, ships, obstacles, moves, measure };
    const resolved = run(['resolve', 'x', '--format', 'json'], scenario);
    expect(resolved.stderr).toBe('');
    expect(JSON.parse(resolved.stdout).moves).toHaveLength(1_000);
    const measured = run(['measure', 'x', '--format', 'json'], scenario);
    expect(JSON.parse(measured.stdout).measurements).toHaveLength(1_000);
  });
});

/** Every number in a JSON value, with its key; and the keys that hold null. */
function walk(value: unknown, key = '', out = { numbers: [] as [string, number][], nulls: [] as string[] }) {
  if (value === null) out.nulls.push(key);
  else if (typeof value === 'number') out.numbers.push([key, value]);
  else if (Array.isArray(value)) value.forEach((v) => walk(v, key, out));
  else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k, out);
  return out;
}

describe('positions outside any table are refused; the output carries real numbers', () => {
  it.each([
    [
      'a ship at x = 1.7e308 (measure)',
      ['measure', 'x'],
      { ships: [scenarioShip('a', 1.7e308, 0), scenarioShip('b', 0, 0)], measure: [{ from: 'a', to: 'b' }] },
      'ships[0].x: expected at most 10000 mm, got 1.7e+308',
    ],
    [
      'a heading of -1e300 (resolve)',
      ['resolve', 'x'],
      { ships: [scenarioShip('a', 0, 0, -1e300)] },
      'ships[0].heading: expected at least -3600 degrees, got -1e+300',
    ],
    [
      'an obstacle at y = -20000 (resolve)',
      ['resolve', 'x'],
      { ships: [scenarioShip('a', 0, 0)], obstacles: [{ id: 'r', shape: 'asteroid-1', x: 0, y: -20_000 }] },
      'obstacles[0].y: expected at least -10000 mm, got -20000',
    ],
    [
      'a play area of 0 mm (measure)',
      ['measure', 'x'],
      { playArea: { width: 0, height: 900 }, ships: [scenarioShip('a', 0, 0)] },
      'playArea.width: expected more than 0 mm, got 0',
    ],
    [
      'an X-Wing battle ship at x = 1e300',
      ['replay', 'x'],
      xwing(1, { ships: [{ id: 'a', player: 0, ship: 'xwing', pilot: 'rookiepilot', x: 1e300, y: 55, heading: 90 }] }),
      'ships[0].x: expected at most 10000 mm, got 1e+300',
    ],
    [
      'an X-Wing play area of 1e6 mm',
      ['validate', 'x'],
      xwing(1, { playArea: { width: 1e6, height: 914.4 } }),
      'playArea.width: expected at most 2000 mm, got 1000000',
    ],
  ])('%s', (_, args, file, message) => {
    expect(run(args, file)).toEqual({ status: 2, stdout: '', stderr: `${message}\n` });
  });

  it('ships at opposite corners of the ±10,000 mm bound measure a real distance, never null', () => {
    const file = {
      ships: [scenarioShip('a', -10_000, -10_000), scenarioShip('b', 10_000, 10_000)],
      measure: [{ from: 'a', to: 'b' }],
      moves: [{ ship: 'a', maneuver: 'straight-5' }],
    };
    const measured = JSON.parse(run(['measure', 'x', '--format', 'json'], file).stdout);
    // The facing corners of the 40 mm bases: (-9980, -9980) and (9980, 9980), 19,960 mm apart on each axis.
    expect(measured.measurements[0].distance).toBeCloseTo(19_960 * Math.SQRT2, 6);
    expect(measured.measurements[0].range).toBe(null); // beyond range 3: the contract's "no range"
    for (const out of [measured, JSON.parse(run(['resolve', 'x', '--format', 'json'], file).stdout)]) {
      const { numbers, nulls } = walk(out);
      expect(numbers.every(([, v]) => Number.isFinite(v))).toBe(true);
      // Only a range beyond range 3 is null; a distance, coordinate or heading never is.
      expect(nulls.filter((k) => k !== 'range' && k !== 'arcRange')).toEqual([]);
    }
  });
});
