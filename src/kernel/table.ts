/**
 * The physical situation the kernel reasons about: the play area, the ships' bases and the obstacles.
 */
import { type BaseSize, FLEE_INCLUDES_GUIDES, PLAY_AREA_MM } from './constants.ts';
import { coordAt } from './flat.ts';
import { basePieces, baseSquare } from './footprint.ts';
import type { PlacedObstacle } from './obstacle.ts';
import type { Pose } from './pose.ts';

/** A ship's base on the table. */
export interface ShipOnTable {
  id: string;
  size: BaseSize;
  pose: Pose;
}

/** Everything on the table, in mm. */
export interface TableState {
  widthMm: number;
  heightMm: number;
  ships: ShipOnTable[];
  obstacles: PlacedObstacle[];
}

/** An empty standard 3' × 3' table. */
export function emptyTable(): TableState {
  return { widthMm: PLAY_AREA_MM, heightMm: PLAY_AREA_MM, ships: [], obstacles: [] };
}

/** True when any part of the base is outside the play area (rules: FLEEING THE BATTLEFIELD). */
export function isOutsidePlayArea(
  table: Pick<TableState, 'widthMm' | 'heightMm'>,
  pose: Pose,
  size: BaseSize,
): boolean {
  const pieces = FLEE_INCLUDES_GUIDES ? basePieces(pose, size, true) : [baseSquare(pose, size)];
  for (const poly of pieces) {
    for (let k = 0; k < poly.length; k += 2) {
      const x = coordAt(poly, k);
      const y = coordAt(poly, k + 1);
      if (x < 0 || x > table.widthMm || y < 0 || y > table.heightMm) return true;
    }
  }
  return false;
}

/** Looks a ship up by id; throws with the id when it is missing. */
export function shipById(table: TableState, id: string): ShipOnTable {
  const s = table.ships.find((x) => x.id === id);
  if (!s) throw new Error(`no ship with id "${id}"`);
  return s;
}
