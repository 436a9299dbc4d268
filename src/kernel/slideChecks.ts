/**
 * Checks shared by the actions that place a ship: what a base and template at one position overlap, and the
 * range of slides that keeps a base inside the play area.
 */
import { coordAt } from './flat.ts';
import type { ConvexPolygon } from './convex.ts';
import {
  circlesApart,
  piecesOverlap,
  piecesOverlapObstacle,
  templateOverlapsObstacle,
  templateTester,
} from './collide.ts';
import { circleBox, tableIndex } from './broadPhase.ts';
import { basePieces, footprintRadiusMm } from './footprint.ts';
import type { Interval } from './intervals.ts';
import type { Pose } from './pose.ts';
import { isOutsidePlayArea, type ShipOnTable, type TableState } from './table.ts';
import type { TemplateShape } from './template.ts';

/** Reasons a ship cannot be placed at `pose` with `template` laid: ship or obstacle overlap, fleeing. */
export function collisionsAt(
  table: TableState,
  ship: ShipOnTable,
  pose: Pose,
  template: TemplateShape | null,
): string[] {
  const reasons: string[] = [];
  const pieces = basePieces(pose, ship.size, true);
  const me = { cx: pose.x, cy: pose.y, radius: footprintRadiusMm(ship.size) };
  // The table's index hands over what the circle tests below could pass, in the table's order.
  const index = tableIndex(table);
  const ships = index
    .shipsNearList(circleBox(me))
    .filter(
      (o) =>
        o.id !== ship.id &&
        !circlesApart(me, { cx: o.pose.x, cy: o.pose.y, radius: footprintRadiusMm(o.size) }) &&
        piecesOverlap(pieces, basePieces(o.pose, o.size, true)),
    );
  if (ships.length) reasons.push(`overlaps ship ${ships.map((o) => o.id).join(', ')}`);
  const rocks = index.obstaclesNear(circleBox(me)).filter((o) => piecesOverlapObstacle(pieces, o));
  if (rocks.length) reasons.push(`overlaps obstacle ${rocks.map((o) => o.id).join(', ')}`);
  const tested = template && templateTester(template);
  const under = tested
    ? index.obstaclesNear(circleBox(tested.bounds)).filter((o) => templateOverlapsObstacle(tested, o))
    : [];
  if (under.length) reasons.push(`template overlaps obstacle ${under.map((o) => o.id).join(', ')}`);
  if (isOutsidePlayArea(table, pose, ship.size)) reasons.push('flees the battlefield');
  return reasons;
}

/** Closed interval of s for which `square` moved by s·(ux, uy) stays inside the play area; null if none. */
export function fleeInterval(
  table: Pick<TableState, 'widthMm' | 'heightMm'>,
  square: ConvexPolygon,
  ux: number,
  uy: number,
): Interval | null {
  let lo = -Infinity;
  let hi = Infinity;
  const limit = (v: number, du: number, max: number) => {
    // 0 ≤ v + s·du ≤ max.
    if (du === 0) {
      if (v < 0 || v > max) lo = Infinity;
      return;
    }
    const a = -v / du;
    const b = (max - v) / du;
    lo = Math.max(lo, Math.min(a, b));
    hi = Math.min(hi, Math.max(a, b));
  };
  for (let k = 0; k < square.length; k += 2) {
    limit(coordAt(square, k), ux, table.widthMm);
    limit(coordAt(square, k + 1), uy, table.heightMm);
  }
  return lo <= hi ? [lo, hi] : null;
}
