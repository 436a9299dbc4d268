import { describe, expect, it } from 'vitest';
import { emptyTable, obstacleFromPolygon, obstacleSetupProblems, shipSetupProblem } from '../../src/kernel/index.ts';

const square = (x0: number, y0: number, x1: number, y1: number) => Float64Array.of(x0, y0, x1, y0, x1, y1, x0, y1);
const table = emptyTable();

describe('SETUP step 4: obstacles not at range 1 of each other nor at range 1–2 of an edge', () => {
  it('rejects two obstacles exactly 100 mm apart and accepts them 100.001 mm apart', () => {
    const a = obstacleFromPolygon('a', 'asteroid', square(300, 400, 340, 440));
    const near = obstacleFromPolygon('b', 'asteroid', square(440, 400, 480, 440));
    const far = obstacleFromPolygon('b', 'asteroid', square(440.001, 400, 480, 440));
    const p = obstacleSetupProblems(table, [a, near]);
    expect(p).toHaveLength(1);
    expect(p[0]).toMatchObject({ rule: 'obstacle spacing', ids: ['a', 'b'], distanceMm: 100 });
    expect(obstacleSetupProblems(table, [a, far])).toEqual([]);
  });

  it('rejects an obstacle 200 mm from an edge and accepts one 200.001 mm away', () => {
    const near = obstacleFromPolygon('r', 'asteroid', square(200, 400, 240, 440));
    const far = obstacleFromPolygon('r', 'asteroid', square(200.001, 400, 240, 440));
    expect(obstacleSetupProblems(table, [near])[0]).toMatchObject({ rule: 'obstacle near edge', distanceMm: 200 });
    expect(obstacleSetupProblems(table, [far])).toEqual([]);
  });
});

describe('SETUP step 5: ships within range 1 of their edge', () => {
  it('accepts a small base reaching exactly 100 mm in from its edge and rejects one reaching further', () => {
    expect(shipSetupProblem(table, 'x', { x: 300, y: 80, headingDeg: 90 }, 'small', 'south')).toBeNull();
    expect(shipSetupProblem(table, 'x', { x: 300, y: 80.001, headingDeg: 90 }, 'small', 'south')).toMatchObject({
      rule: 'ship outside setup zone',
    });
    // The second player's edge is y = 914.4: a large base centred 40 mm in reaches exactly 80 mm.
    expect(shipSetupProblem(table, 't', { x: 300, y: 874.4, headingDeg: 270 }, 'large', 'north')).toBeNull();
  });

  it('measures the rotated base: a small base turned 45° reaches 20√2 mm either side of its centre', () => {
    const y = 100 - 20 * Math.SQRT2;
    expect(shipSetupProblem(table, 'x', { x: 300, y, headingDeg: 45 }, 'small', 'south')).toBeNull();
    expect(shipSetupProblem(table, 'x', { x: 300, y: y + 0.001, headingDeg: 45 }, 'small', 'south')).not.toBeNull();
  });

  it('rejects a base that sticks out of the play area', () => {
    expect(shipSetupProblem(table, 'x', { x: 10, y: 50, headingDeg: 90 }, 'small', 'south')?.message).toMatch(
      /not wholly inside/,
    );
  });
});
