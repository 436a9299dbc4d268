/**
 * The engine's view of the table for the kernel, kept per game state: one kernel table (ships in play, the
 * obstacles) and its broad phase (`tableIndex`), brought up to date on every call instead of rebuilt. A ship's
 * move only swaps its pose (O(1) in the index); a ship leaving play rebuilds the table once. The queries here
 * are the engine's "who is near" questions (range 1–3, nearest enemy), answered from the index with a margin
 * that provably keeps every ship or obstacle the scan would have counted, in the scan's order.
 */
import {
  BASE_SIDE_MM,
  type BaseSize,
  BROAD_MARGIN_MM,
  circleBox,
  finalPose,
  parseManeuver,
  type PlacedObstacle,
  type Pose,
  RANGE_BAND_MM,
  scanIndex,
  type TableIndex,
  tableIndex,
  type TableState,
} from '../../kernel/index.ts';
import type { GameState, ShipState } from './state.ts';

/** A game state's kernel table, its index, and the ships in play in the table's order. */
export interface KernelView {
  table: TableState;
  index: TableIndex;
  inPlay: readonly ShipState[];
}

interface Kept extends KernelView {
  ships: readonly ShipState[];
  /** The ship objects as they were when the table was built (a replaced one rebuilds it). */
  members: ShipState[];
  obstacles: GameState['obstacles'];
  destroyed: boolean[];
  inPlay: ShipState[];
}

const views = new WeakMap<GameState, Kept>();
const scanViews = new WeakMap<GameState, Kept>();
let broadPhase = true;

/**
 * For the scaling benchmark's comparison: with `false`, views made from then on hand every query everything
 * (the brute-force scan the broad phase replaced). The answers are the same either way.
 */
export function useBroadPhase(on: boolean): void {
  broadPhase = on;
}

function build(state: GameState): Kept {
  const inPlay = state.ships.filter((s) => !s.destroyed);
  const table: TableState = {
    widthMm: state.playArea.width,
    heightMm: state.playArea.height,
    ships: inPlay.map((x) => ({ id: x.id, size: x.size, pose: x.pose })),
    obstacles: state.obstacles.map((o) => o.placed),
  };
  return {
    table,
    index: broadPhase ? tableIndex(table) : scanIndex(table),
    inPlay,
    ships: state.ships,
    members: [...state.ships],
    obstacles: state.obstacles,
    destroyed: state.ships.map((s) => s.destroyed),
  };
}

/**
 * The kernel's view of the state (what `tableOf` builds), kept for this state object: a ship that moved has its
 * pose swapped in, a ship that left play rebuilds the table, and the index follows. A few comparisons a ship.
 */
export function kernelView(state: GameState): KernelView {
  const cache = broadPhase ? views : scanViews;
  let kept = cache.get(state);
  if (
    !kept ||
    kept.ships !== state.ships ||
    kept.ships.length !== kept.destroyed.length ||
    kept.obstacles !== state.obstacles ||
    kept.table.widthMm !== state.playArea.width ||
    kept.table.heightMm !== state.playArea.height ||
    state.ships.some((s, i) => s !== kept?.members[i] || s.destroyed !== kept.destroyed[i])
  ) {
    kept = build(state);
    cache.set(state, kept);
    return kept;
  }
  const ships = kept.table.ships;
  kept.inPlay.forEach((s, i) => {
    const k = ships[i];
    if (k && (k.pose !== s.pose || k.size !== s.size || k.id !== s.id))
      ships[i] = { id: s.id, size: s.size, pose: s.pose };
  });
  kept.index.sync();
  return kept;
}

/** The kernel's table of the state (what `tableOf` builds), kept and brought up to date: `kernelView(s).table`. */
export function keptTable(state: GameState): TableState {
  return kernelView(state).table;
}

/** Half the diagonal of a base square, mm: how far a base reaches from its centre (range is between squares). */
function halfDiagonalMm(size: BaseSize): number {
  return (BASE_SIDE_MM[size] / 2) * Math.SQRT2;
}

/** Range 3's outer edge between base squares, mm. */
const RANGE_3_MM = 3 * RANGE_BAND_MM;

/**
 * The ships in play (in the table's order) whose base squares could be within range 3 of a base of `size` at
 * `pose` after each moves at most `slackMm` (a superset: the exact range test decides).
 */
export function withinRange3(view: KernelView, pose: Pose, size: BaseSize, slackMm = 0): ShipState[] {
  const reach = RANGE_3_MM + halfDiagonalMm(size) + halfDiagonalMm('large') + slackMm + BROAD_MARGIN_MM;
  const out: ShipState[] = [];
  for (const i of view.index.shipsNear(circleBox({ cx: pose.x, cy: pose.y, radius: reach }))) {
    const s = view.inPlay[i];
    if (s) out.push(s);
  }
  return out;
}

/**
 * The obstacles that could cross a range line between two base squares, in the table's order: every line
 * between them lies in the box of the two squares, so an obstacle whose bounding circle misses it crosses none.
 */
export function obstaclesBetween(
  view: KernelView,
  a: Pose,
  aSize: BaseSize,
  b: Pose,
  bSize: BaseSize,
): readonly PlacedObstacle[] {
  const ra = halfDiagonalMm(aSize);
  const rb = halfDiagonalMm(bSize);
  return view.index.obstaclesNear([
    Math.min(a.x - ra, b.x - rb),
    Math.min(a.y - ra, b.y - rb),
    Math.max(a.x + ra, b.x + rb),
    Math.max(a.y + ra, b.y + rb),
  ]);
}

const STRAIGHT_2 = parseManeuver('straight-2') ?? { bearing: 'straight', side: null, speed: 2 };

/** How far a straight 2 carries a base's centre at most, mm (both sizes), with the margin. */
export const AHEAD_REACH_MM =
  (['small', 'large'] as const).reduce((most, size) => {
    const p = finalPose({ x: 0, y: 0, headingDeg: 0 }, size, STRAIGHT_2);
    return Math.max(most, Math.hypot(p.x, p.y));
  }, 0) + BROAD_MARGIN_MM;

const aheadCache = new WeakMap<Pose, { x: number; y: number; h: number; size: BaseSize; ahead: Pose }>();

/** Where an enemy will probably be: one straight 2 ahead (the autopilot's guess), cached per pose. */
export function aheadOf(enemy: ShipState): Pose {
  const p = enemy.pose;
  const hit = aheadCache.get(p);
  if (hit && hit.x === p.x && hit.y === p.y && hit.h === p.headingDeg && hit.size === enemy.size) return hit.ahead;
  const ahead = finalPose(p, enemy.size, STRAIGHT_2);
  aheadCache.set(p, { x: p.x, y: p.y, h: p.headingDeg, size: enemy.size, ahead });
  return ahead;
}

/**
 * The smallest centre distance from `pose` to an enemy's pose one straight 2 ahead (Infinity without enemies),
 * searching outward: enemies the index leaves out have their centres beyond `r`, so their ahead poses lie beyond
 * r − AHEAD_REACH_MM, and a minimum below that is final.
 */
export function nearestEnemyAhead(view: KernelView, player: 0 | 1, pose: Pose): number {
  for (let r = 4 * RANGE_BAND_MM; ; r *= 2) {
    const found = view.index.shipsNear([pose.x - r, pose.y - r, pose.x + r, pose.y + r]);
    let best = Infinity;
    for (const i of found) {
      const e = view.inPlay[i];
      if (!e || e.player === player) continue;
      const ahead = aheadOf(e);
      best = Math.min(best, Math.hypot(ahead.x - pose.x, ahead.y - pose.y));
    }
    if (best <= r - AHEAD_REACH_MM || found.length >= view.inPlay.length) return best;
  }
}

const kindsCache = new WeakMap<
  GameState['obstacles'],
  { length: number; kinds: Map<string, PlacedObstacle['kind']> }
>();

/** Each obstacle's kind by id, kept per obstacle list (obstacles never change during a game). */
export function obstacleKinds(state: GameState): ReadonlyMap<string, PlacedObstacle['kind']> {
  const hit = kindsCache.get(state.obstacles);
  if (hit && hit.length === state.obstacles.length) return hit.kinds;
  const kinds = new Map(state.obstacles.map((x) => [x.id, x.placed.kind]));
  kindsCache.set(state.obstacles, { length: state.obstacles.length, kinds });
  return kinds;
}
