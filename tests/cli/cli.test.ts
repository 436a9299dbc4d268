import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';

const example = readFileSync('examples/spec-example.json', 'utf8');
const run = (args: string[], input: string) => runCli(args, () => input);

const ship = (over: Record<string, unknown> = {}) => ({ id: 'a', size: 'small', x: 100, y: 100, heading: 90, ...over });
const scenario = (over: Record<string, unknown> = {}) => JSON.stringify({ ships: [ship()], ...over });

describe('holotable resolve', () => {
  it('resolves the contract example by hand-computed poses', () => {
    const r = run(['resolve', 'examples/spec-example.json'], example);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    const [bank, tallon] = out.moves;
    // bank-left-2 from (300, 120) facing +y: template start (300, 140), centre (170, 140), radius 130; after
    // 45° the end is (170 + 130 cos 45°, 140 + 130 sin 45°), then 20 mm on along heading 135°.
    expect(bank.final.x).toBeCloseTo(170 + 130 * Math.SQRT1_2 - 20 * Math.SQRT1_2, 9);
    expect(bank.final.y).toBeCloseTo(140 + 130 * Math.SQRT1_2 + 20 * Math.SQRT1_2, 9);
    expect(bank.final.heading).toBeCloseTo(135, 9);
    expect(bank).toMatchObject({ progress: 1, bumped: [], fled: false, skipAction: false });
    // tallon-right-3 from (330, 260) facing −y: template start (330, 240), centre (240, 240), end (240, 150)
    // facing −x; centre 20 mm on (220, 150); turned 90° right to face +y; slide +5 mm along +y.
    expect(tallon.final.x).toBeCloseTo(220, 9);
    expect(tallon.final.y).toBeCloseTo(155, 9);
    expect(tallon.final.heading).toBeCloseTo(90, 9);
    expect(tallon.slide).toBe(5);
    expect(tallon.legalSlides).toEqual([[-10, 10]]);
  });

  it('reports a ship bumping another: progress < 1, the ship it touches, and a skipped action', () => {
    const input = scenario({
      ships: [ship(), ship({ id: 'b', y: 200, heading: 270 })],
      moves: [{ ship: 'a', maneuver: 'straight-2' }],
    });
    const [m] = JSON.parse(run(['resolve', 'x'], input).stdout).moves;
    // straight-2 would end at y = 220, on b. b faces −y, so its front guides stand 1.8 mm out below its base
    // (y = 180 − 1.8) in line with a's front guides, which reach 20 + 1.8 mm ahead of a's centre.
    expect(m.final.y).toBeCloseTo(180 - 1.8 - 21.8, 5);
    expect(m.bumped).toEqual(['b']);
    expect(m.skipAction).toBe(true);
    expect(m.progress).toBeLessThan(1);
  });

  it('reports an action that cannot be completed as not legal and leaves the ship where it was', () => {
    const input = scenario({
      ships: [ship(), ship({ id: 'b', x: 20 })],
      moves: [{ ship: 'a', maneuver: 'barrel-roll-left' }],
    });
    const [m] = JSON.parse(run(['resolve', 'x'], input).stdout).moves;
    expect(m.legal).toBe(false);
    expect(m.reason).toMatch(/overlaps ship/);
    expect(m.final).toEqual({ x: 100, y: 100, heading: 90 });
  });

  it('normalises headings to [0, 360)', () => {
    const input = scenario({ ships: [ship({ heading: -90, y: 500 })], moves: [{ ship: 'a', maneuver: 'koiogran-1' }] });
    const [m] = JSON.parse(run(['resolve', 'x'], input).stdout).moves;
    expect(m.final.heading).toBe(90);
  });
});

describe('holotable measure', () => {
  it('measures the contract example: 100 mm, range 1, in arc, not obstructed', () => {
    const out = JSON.parse(run(['measure', 'x'], example).stdout);
    expect(out.measurements[0]).toMatchObject({
      from: 'red1',
      to: 'tie2',
      distance: 100,
      range: 1,
      inArc: true,
      arcDistance: 100,
      arcRange: 1,
      obstructed: false,
      line: [
        [315, 140],
        [315, 240],
      ],
    });
  });

  it('leaves the arc fields out when the target is not in arc', () => {
    const input = scenario({ ships: [ship(), ship({ id: 'b', y: 20 })], measure: [{ from: 'a', to: 'b' }] });
    const m = JSON.parse(run(['measure', 'x'], input).stdout).measurements[0];
    expect(m.inArc).toBe(false);
    expect(m).not.toHaveProperty('arcDistance');
    expect(m).not.toHaveProperty('obstructed');
  });
});

describe('bad input: exit 2, nothing on stdout, one message naming the JSON path', () => {
  const cases: [string, string, RegExp][] = [
    ['malformed JSON', '{"ships": [', /^\(file\): not valid JSON/],
    [
      'a heading that is a word',
      scenario({ ships: [ship(), ship({ id: 'b', heading: 'north' })] }),
      /^ships\[1\]\.heading: expected a number, got "north"$/,
    ],
    [
      'a missing field',
      JSON.stringify({ ships: [{ id: 'a', size: 'small', x: 1, heading: 0 }] }),
      /^ships\[0\]\.y: expected a number, got nothing/,
    ],
    [
      'an unknown size',
      scenario({ ships: [ship({ size: 'huge' })] }),
      /^ships\[0\]\.size: expected one of "small", "large", got "huge"$/,
    ],
    [
      'an infinite number',
      '{"ships":[{"id":"a","size":"small","x":1e999,"y":0,"heading":0}]}',
      /^ships\[0\]\.x: expected a number, got Infinity$/,
    ],
    [
      'an unknown ship in a move',
      scenario({ moves: [{ ship: 'zz', maneuver: 'straight-1' }] }),
      /^moves\[0\]\.ship: expected the id of a ship, got "zz"$/,
    ],
    [
      'an unknown maneuver',
      scenario({ moves: [{ ship: 'a', maneuver: 'straight-6' }] }),
      /^moves\[0\]\.maneuver: expected a maneuver/,
    ],
    [
      'an unknown shape',
      scenario({ obstacles: [{ id: 'r', shape: 'asteroid-13', x: 1, y: 1 }] }),
      /^obstacles\[0\]\.shape: expected one of asteroid-1/,
    ],
    [
      'a self-crossing polygon',
      scenario({
        obstacles: [
          {
            id: 'r',
            polygon: [
              [0, 0],
              [10, 10],
              [10, 0],
              [0, 10],
            ],
            x: 1,
            y: 1,
          },
        ],
      }),
      /^obstacles\[0\]\.polygon: expected a simple polygon/,
    ],
    [
      'a misspelt optional field',
      scenario({ obstacles: [{ id: 'r', shape: 'asteroid-1', x: 1, y: 1, rotaton: 5 }] }),
      /^obstacles\[0\]\.rotaton: unknown field/,
    ],
    ['a duplicate id', scenario({ ships: [ship(), ship()] }), /^ships\[1\]\.id: duplicate ship id "a"$/],
    [
      'an unknown measure target',
      scenario({ measure: [{ from: 'a', to: 'q' }] }),
      /^measure\[0\]\.to: expected the id of a ship or obstacle/,
    ],
    [
      'a slide on a maneuver that has none',
      scenario({ moves: [{ ship: 'a', maneuver: 'bank-left-1', slide: 3 }] }),
      /^moves\[0\]\.slide:/,
    ],
  ];
  it.each(cases)('%s', (_name, input, message) => {
    for (const command of ['resolve', 'measure']) {
      const r = run([command, 'x'], input);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(r.stderr.trimEnd()).toMatch(message);
    }
  });

  it('rejects an unknown command or a missing file with the usage and status 2', () => {
    expect(run(['explode', 'x'], '').status).toBe(2);
    expect(run(['resolve'], '').status).toBe(2);
  });
});

describe('examples/bump-through.json (OVERLAPPING SHIPS, MOVING THROUGH)', () => {
  it('straight 3 flies through the TIE and backs up to touch the Falcon, exactly', () => {
    const text = readFileSync('examples/bump-through.json', 'utf8');
    const r = runCli(['resolve', 'examples/bump-through.json'], () => text);
    expect(r.status).toBe(0);
    const [move] = JSON.parse(r.stdout).moves;
    // The Falcon's base edge is at x = 262 − 40 = 222; the moving base reaches 20 mm + 1.8 mm of guide ahead of
    // its centre, so touching puts the centre at 222 − 21.8 = 200.2. The TIE (x 130–170, y 408–448) overlaps
    // every position from x ≈ 108 to 191.8, so the free window is [191.8, 200.2] and the largest is its end.
    expect(Math.abs(move.final.x - 200.2)).toBeLessThan(1e-6);
    expect(move.final.y).toBe(400);
    expect(move.bumped).toEqual(['falcon']);
    expect(move.movedThrough.ships).toEqual(['tie']);
    expect(move.skipAction).toBe(true);
  });
});
