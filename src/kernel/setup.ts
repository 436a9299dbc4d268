/**
 * Setup legality (rules: SETUP, steps 4 and 5): obstacles may not be placed at range 1 of each other or at
 * range 1–2 of an edge of the play area; ships must be placed within range 1 of their player's edge.
 * Distances are closest distances in mm; "at range r of an edge" means some point within r × 100 mm of it.
 */
import { coordAt } from './flat.ts';
import { type BaseSize, RANGE_BAND_MM } from './constants.ts';
import { polygonDistance } from './distance.ts';
import { baseSquare } from './footprint.ts';
import type { PlacedObstacle } from './obstacle.ts';
import type { Pose } from './pose.ts';
import type { TableState } from './table.ts';

/** A player's edge: the first player's is y = 0 ('south'), the second player's y = height ('north'). */
export type PlayerEdge = 'south' | 'north' | 'west' | 'east';

/** One broken setup rule, with the ids involved and the offending distance in mm. */
export interface SetupProblem {
  rule: 'obstacle spacing' | 'obstacle near edge' | 'ship outside setup zone';
  ids: string[];
  distanceMm: number;
  message: string;
}

/** Closest distance from a polygon to the play area's edge lines, mm (negative when it sticks out). */
export function distanceToEdges(table: Pick<TableState, 'widthMm' | 'heightMm'>, polygon: Float64Array): number {
  let best = Infinity;
  for (let k = 0; k < polygon.length; k += 2) {
    const x = coordAt(polygon, k);
    const y = coordAt(polygon, k + 1);
    best = Math.min(best, x, table.widthMm - x, y, table.heightMm - y);
  }
  return best;
}

/** Farthest distance of any point of a polygon from one edge line, mm (the polygon's depth into the table). */
export function depthFromEdge(
  table: Pick<TableState, 'widthMm' | 'heightMm'>,
  polygon: Float64Array,
  edge: PlayerEdge,
): number {
  let worst = -Infinity;
  for (let k = 0; k < polygon.length; k += 2) {
    const x = coordAt(polygon, k);
    const y = coordAt(polygon, k + 1);
    const d = edge === 'south' ? y : edge === 'north' ? table.heightMm - y : edge === 'west' ? x : table.widthMm - x;
    worst = Math.max(worst, d);
  }
  return worst;
}

/** Problems with the obstacle placement: pairs at range 1 of each other, obstacles at range 1–2 of an edge. */
export function obstacleSetupProblems(
  table: Pick<TableState, 'widthMm' | 'heightMm'>,
  obstacles: readonly PlacedObstacle[],
): SetupProblem[] {
  const out: SetupProblem[] = [];
  for (const [i, a] of obstacles.entries()) {
    for (const b of obstacles.slice(i + 1)) {
      const d = polygonDistance(a.polygon, b.polygon);
      if (d <= RANGE_BAND_MM) {
        out.push({
          rule: 'obstacle spacing',
          ids: [a.id, b.id],
          distanceMm: d,
          message: `obstacles ${a.id} and ${b.id} are at range 1 of each other (${d.toFixed(3)} mm ≤ 100 mm)`,
        });
      }
    }
    const e = distanceToEdges(table, a.polygon);
    if (e <= 2 * RANGE_BAND_MM) {
      out.push({
        rule: 'obstacle near edge',
        ids: [a.id],
        distanceMm: e,
        message: `obstacle ${a.id} is at range 1–2 of an edge (${e.toFixed(3)} mm ≤ 200 mm)`,
      });
    }
  }
  return out;
}

/** Problem with one ship's starting position: its whole base must lie within range 1 of its player's edge. */
export function shipSetupProblem(
  table: Pick<TableState, 'widthMm' | 'heightMm'>,
  id: string,
  pose: Pose,
  size: BaseSize,
  edge: PlayerEdge,
): SetupProblem | null {
  const square = baseSquare(pose, size);
  const depth = depthFromEdge(table, square, edge);
  const outside = distanceToEdges(table, square) < 0;
  if (depth <= RANGE_BAND_MM && !outside) return null;
  return {
    rule: 'ship outside setup zone',
    ids: [id],
    distanceMm: depth,
    message: outside
      ? `ship ${id} is not wholly inside the play area`
      : `ship ${id} reaches ${depth.toFixed(3)} mm from its ${edge} edge; it must be within range 1 (100 mm)`,
  };
}
