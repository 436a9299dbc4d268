/**
 * Evaluates a scenario's measurements (`holotable measure`): closest range between bases, and the primary-arc
 * attack geometry with obstruction (rules: RANGE, FIRING ARC, OBSTRUCTED). Measurements are taken on the
 * starting positions, before any moves.
 */
import {
  arcHalfPlanes,
  attackGeometry,
  baseSquare,
  measurePolygons,
  polygonInArc,
  shipById,
  type TableState,
} from '../../../kernel/index.ts';
import { type Scenario, tableOfScenario } from './scenario.ts';

/** One measurement, as `holotable measure` prints it. Distances in mm; ranges 1–3 or null beyond range 3. */
export interface MeasuredPair {
  from: string;
  to: string;
  distance: number;
  range: 1 | 2 | 3 | null;
  inArc: boolean;
  /** The closest line between the two bases, [[x, y], [x, y]] in mm. */
  line: [[number, number], [number, number]];
  /** Primary-arc attack range and its line, present only when the target is in arc. */
  arcDistance?: number;
  arcRange?: 1 | 2 | 3 | null;
  arcLine?: [[number, number], [number, number]];
  obstructed?: boolean;
  /** Obstacles the reported attack line crosses (all tied lines do when obstructed). */
  obstructedBy?: string[];
}

const pair = (l: [{ x: number; y: number }, { x: number; y: number }]): [[number, number], [number, number]] => [
  [l[0].x, l[0].y],
  [l[1].x, l[1].y],
];

/** Measures from a ship to another ship or to an obstacle on the table. */
export function measureOnTable(table: TableState, from: string, to: string): MeasuredPair {
  const a = shipById(table, from);
  const square = baseSquare(a.pose, a.size);
  const targetShip = table.ships.find((s) => s.id === to);
  const o = targetShip ? undefined : table.obstacles.find((x) => x.id === to);
  if (o) {
    const m = measurePolygons(square, o.polygon);
    const planes = arcHalfPlanes(a.pose, a.size, 'primary');
    const inArc = o.triangles.some((t) => polygonInArc(t, planes));
    return { from, to, distance: m.distanceMm, range: m.band, inArc, line: pair(m.line) };
  }
  const target = targetShip ?? shipById(table, to);
  const m = measurePolygons(square, baseSquare(target.pose, target.size));
  const others = table.obstacles;
  const g = attackGeometry(a.pose, a.size, 'primary', target.pose, target.size, others);
  const out: MeasuredPair = { from, to, distance: m.distanceMm, range: m.band, inArc: g.inArc, line: pair(m.line) };
  if (g.inArc && g.distanceMm !== undefined && g.band !== undefined && g.line) {
    out.arcDistance = g.distanceMm;
    out.arcRange = g.band;
    out.arcLine = pair(g.line);
    out.obstructed = g.obstructed ?? false;
    out.obstructedBy = g.obstructed ? (g.obstaclesCrossed ?? []) : [];
  }
  return out;
}

/** Evaluates every measurement of a scenario on its starting positions. */
export function measureScenario(s: Scenario): { measurements: MeasuredPair[] } {
  const table = tableOfScenario(s);
  return { measurements: (s.measure ?? []).map((m) => measureOnTable(table, m.from, m.to)) };
}
