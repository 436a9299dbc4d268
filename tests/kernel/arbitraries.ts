/**
 * fast-check generators of random table situations for the property tests: a moving ship 'M' in mid-table,
 * a maneuver, other ships crowded round its path and end (so bumps are common) and real obstacle outlines.
 */
import fc from 'fast-check';
import type { BaseSize } from '../../src/kernel/constants.ts';
import { piecesOverlap } from '../../src/kernel/collide.ts';
import { basePieces } from '../../src/kernel/footprint.ts';
import { allManeuverNames, type Maneuver } from '../../src/kernel/maneuver.ts';
import { obstacleFromPolygon, placeNamedObstacle, type PlacedObstacle } from '../../src/kernel/obstacle.ts';
import { OBSTACLE_OUTLINES } from '../../src/kernel/obstacleOutlines.ts';
import { maneuverPath, poseAtProgress } from '../../src/kernel/path.ts';
import { finalPose } from '../../src/kernel/placement.ts';
import type { Pose } from '../../src/kernel/pose.ts';
import { emptyTable, type ShipOnTable, type TableState } from '../../src/kernel/table.ts';
import { mv } from './helpers.ts';

/** Mid-table, where every maneuver stays on the table. */
export const MID = 457.2;

/** One random situation: a table, the moving ship's id ('M'), its maneuver and Tallon slide. */
export interface Scenario {
  table: TableState;
  maneuver: Maneuver;
  tallonSlideMm: number;
}

const arbSize = fc.constantFrom<BaseSize>('small', 'large');
const arbAngle = fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true });
const arbOffset = fc.double({ min: -70, max: 70, noNaN: true });
/** Where a random piece is put: near the end or a point along the path, offset, turned. */
interface Anchor {
  progress: number;
  atEnd: boolean;
  dx: number;
  dy: number;
  headingDeg: number;
}

/** A random obstacle: its anchor, token outline and side. */
interface ObstacleSpec {
  anchor: Anchor;
  shape: string;
  flipped: boolean;
}

const arbAnchor: fc.Arbitrary<Anchor> = fc.record({
  progress: fc.double({ min: 0, max: 1, noNaN: true }),
  atEnd: fc.boolean(),
  dx: arbOffset,
  dy: arbOffset,
  headingDeg: arbAngle,
});

/** Where an anchored piece goes: near the plain end (or the end pose) or near a point along the path. */
function anchorPose(start: Pose, size: BaseSize, m: Maneuver, a: Anchor): Pose {
  const base = a.atEnd
    ? finalPose(start, size, m)
    : m.bearing === 'stationary'
      ? start
      : poseAtProgress(maneuverPath(start, size, m), a.progress);
  return { x: base.x + a.dx, y: base.y + a.dy, headingDeg: a.headingDeg };
}

/**
 * Random scenarios: 1–3 other ships (never overlapping each other or the mover's start) and, when asked,
 * 0–2 obstacles; `names` limits the maneuvers (default: every maneuver, stationary included).
 */
export function arbScenario(opts: { obstacles?: boolean; names?: readonly string[] } = {}): fc.Arbitrary<Scenario> {
  const names = opts.names ?? allManeuverNames();
  return fc
    .record({
      size: arbSize,
      headingDeg: arbAngle,
      name: fc.constantFrom(...names),
      slide: fc.double({ min: -40, max: 40, noNaN: true }),
      ships: fc.array(fc.record({ anchor: arbAnchor, size: arbSize }), { minLength: 1, maxLength: 3 }),
      obstacles: opts.obstacles
        ? fc.array<ObstacleSpec>(
            fc.record({
              anchor: arbAnchor,
              shape: fc.constantFrom(...Object.keys(OBSTACLE_OUTLINES)),
              flipped: fc.boolean(),
            }),
            { maxLength: 2 },
          )
        : fc.constant<ObstacleSpec[]>([]),
    })
    .map((r): Scenario | null => {
      const m = mv(r.name);
      const start: Pose = { x: MID, y: MID, headingDeg: r.headingDeg };
      const ships: ShipOnTable[] = [{ id: 'M', size: r.size, pose: start }];
      for (const [i, s] of r.ships.entries()) {
        const p = anchorPose(start, r.size, m, s.anchor);
        const pieces = basePieces(p, s.size, true);
        if (ships.some((o) => piecesOverlap(pieces, basePieces(o.pose, o.size, true)))) return null;
        ships.push({ id: `S${i}`, size: s.size, pose: p });
      }
      const obstacles: PlacedObstacle[] = r.obstacles.map((o, i) => {
        const p = anchorPose(start, r.size, m, o.anchor);
        return placeNamedObstacle(`O${i}`, o.shape, { x: p.x, y: p.y, rotationDeg: p.headingDeg, flipped: o.flipped });
      });
      return { table: { ...emptyTable(), ships, obstacles }, maneuver: m, tallonSlideMm: r.slide };
    })
    .filter((s): s is Scenario => s !== null);
}

/** Applies a point map to every pose (with a heading map) and every obstacle outline of a table. */
export function mapTable(
  t: TableState,
  point: (x: number, y: number) => [number, number],
  heading: (h: number) => number,
): TableState {
  const mapPose = (p: Pose): Pose => {
    const [x, y] = point(p.x, p.y);
    return { x, y, headingDeg: heading(p.headingDeg) };
  };
  return {
    ...t,
    ships: t.ships.map((s) => ({ ...s, pose: mapPose(s.pose) })),
    obstacles: t.obstacles.map((o) => {
      const poly = new Float64Array(o.polygon.length);
      for (let k = 0; k < poly.length; k += 2) [poly[k], poly[k + 1]] = point(o.polygon[k]!, o.polygon[k + 1]!);
      return obstacleFromPolygon(o.id, o.kind, poly);
    }),
  };
}
