/**
 * The bump resolution being compared: for one move, build the path, gather the ships it can reach, build Σ
 * and search it. The exact search and the fixed-step baselines share everything except the search itself.
 */
import {
  type BumpResult,
  separationAlongPath,
  steppedFreeProgress,
  steppedOverlapFreeProgress,
} from '../src/kernel/bump.ts';
import { findFreeProgress } from '../src/kernel/bumpSearch.ts';
import { type Maneuver, maneuverName } from '../src/kernel/maneuver.ts';
import { maneuverPath } from '../src/kernel/path.ts';
import { reachableShips } from '../src/kernel/resolve.ts';
import type { ShipOnTable, TableState } from '../src/kernel/table.ts';

/** One move ready to resolve: the table, the moving ship, the maneuver and its speed-bound cache key. */
export interface BumpCase {
  table: TableState;
  ship: ShipOnTable;
  maneuver: Maneuver;
  key: string;
}

/** Builds a case (the key string is made once, outside the timed loops). */
export function bumpCase(table: TableState, ship: ShipOnTable, maneuver: Maneuver): BumpCase {
  return { table, ship, maneuver, key: `${ship.size}:${maneuverName(maneuver)}` };
}

/** The exact resolver as resolveManeuver runs it: closed form for translations, else the certified descent. */
export function exactBump(c: BumpCase): BumpResult {
  const path = maneuverPath(c.ship.pose, c.ship.size, c.maneuver);
  return findFreeProgress(path, c.ship.size, reachableShips(c.table, c.ship, path), c.key);
}

/** The 101-sample baseline on the very same Σ: back from p = 1 in steps of 1/100 until Σ ≥ 0. */
export function steppedBump(c: BumpCase): BumpResult {
  const path = maneuverPath(c.ship.pose, c.ship.size, c.maneuver);
  const others = reachableShips(c.table, c.ship, path);
  return steppedFreeProgress(separationAlongPath(path, c.ship.size, others));
}

/**
 * The headline baseline, the method of FlyCasual and the like: a ghost base at each 1/100 of the move from the
 * end back, a yes/no overlap test (rectangle SAT, early exit) at each, the first free one wins. The same path
 * and candidate ships as the exact search; its gap is measured afterwards with Σ (outside the timing).
 */
export function steppedBooleanBump(c: BumpCase): BumpResult {
  const path = maneuverPath(c.ship.pose, c.ship.size, c.maneuver);
  return steppedOverlapFreeProgress(path, c.ship.size, reachableShips(c.table, c.ship, path));
}

/** Σ at progress p for a case (for gap reporting, not timed). */
export function separationAt(c: BumpCase, p: number): number {
  const path = maneuverPath(c.ship.pose, c.ship.size, c.maneuver);
  return separationAlongPath(path, c.ship.size, reachableShips(c.table, c.ship, path))(p);
}
