/**
 * Small builders and assertions shared by the kernel tests. Nothing here reads ../shared: every physical number
 * the tests need is written out in the tests themselves.
 */
import { expect } from 'vitest';
import type { BaseSize } from '../../src/kernel/constants.ts';
import { type Maneuver, parseManeuver } from '../../src/kernel/maneuver.ts';
import { obstacleFromPolygon, type PlacedObstacle } from '../../src/kernel/obstacle.ts';
import { deltaDeg, type Pose } from '../../src/kernel/pose.ts';
import { emptyTable, type TableState } from '../../src/kernel/table.ts';

/** Parses a maneuver name, failing the test when the kernel does not know it. */
export function mv(name: string): Maneuver {
  const m = parseManeuver(name);
  if (!m) throw new Error(`not a maneuver: ${name}`);
  return m;
}

/** A pose literal. */
export function pose(x: number, y: number, headingDeg = 0): Pose {
  return { x, y, headingDeg };
}

/** A ship entry for a table: small unless told. */
export function ship(id: string, x: number, y: number, headingDeg = 0, size: BaseSize = 'small') {
  return { id, size, pose: pose(x, y, headingDeg) };
}

/** A standard 914.4 mm table holding the given ships and obstacles. */
export function table(ships: ReturnType<typeof ship>[], obstacles: PlacedObstacle[] = []): TableState {
  return { ...emptyTable(), ships, obstacles };
}

/** An axis-aligned rectangular obstacle [x0, x1] × [y0, y1] (mm), counter-clockwise. */
export function rectObstacle(
  id: string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  kind: 'asteroid' | 'debris' = 'asteroid',
) {
  return obstacleFromPolygon(id, kind, Float64Array.of(x0, y0, x1, y0, x1, y1, x0, y1));
}

/** Asserts a pose to `tol` mm in position and `tol` degrees in heading (headings compared modulo 360). */
export function expectPose(actual: Pose, expected: Pose, tol = 1e-9): void {
  const msg = `got (${actual.x}, ${actual.y}, ${actual.headingDeg}), want (${expected.x}, ${expected.y}, ${expected.headingDeg})`;
  expect(Math.abs(actual.x - expected.x), msg).toBeLessThanOrEqual(tol);
  expect(Math.abs(actual.y - expected.y), msg).toBeLessThanOrEqual(tol);
  expect(Math.abs(deltaDeg(actual.headingDeg, expected.headingDeg)), msg).toBeLessThanOrEqual(tol);
}

/** Asserts two interval lists are equal to `tol` mm endpoint by endpoint. */
export function expectIntervals(
  actual: readonly (readonly [number, number])[],
  expected: [number, number][],
  tol = 1e-9,
) {
  const msg = `got ${JSON.stringify(actual)}, want ${JSON.stringify(expected)}`;
  expect(actual.length, msg).toBe(expected.length);
  actual.forEach(([a, b], i) => {
    expect(Math.abs(a - expected[i]![0]), msg).toBeLessThanOrEqual(tol);
    expect(Math.abs(b - expected[i]![1]), msg).toBeLessThanOrEqual(tol);
  });
}
