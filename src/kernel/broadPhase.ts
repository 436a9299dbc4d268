/**
 * The broad phase: a uniform grid over a table's ships (by base centre) and obstacles (by bounding circle), so
 * that resolving a maneuver, or asking who is within range 3, looks only at what is near instead of at
 * everything on the table.
 *
 * Why a uniform grid of our own rather than flatbush: ships move one at a time, and a move must update the index
 * in O(1) (take the ship out of one cell, put it in another). flatbush is a static packed tree: a moved ship
 * means rebuilding it over all N, which per move is exactly the quadratic cost being removed. The pieces here
 * have one size class (bases 40 or 80 mm, obstacles under 200 mm), the density is bounded by the bases not
 * overlapping, so a grid with cells of about a maneuver's reach answers a query in a few cells.
 *
 * The index only ever decides which candidates the exact tests see. Every query is conservative: it returns a
 * superset of what lies in the box (whole cells, and the largest indexed radius added to the box), in the
 * table's own order, and the callers apply the very test they applied before to every candidate; what the grid
 * leaves out fails that test by more than BROAD_MARGIN_MM. A pose with a coordinate that is not finite (or
 * absurdly far) is kept in a list every query returns.
 */
import type { Bounds } from './convex.ts';
import { footprintRadiusMm } from './footprint.ts';
import type { PlacedObstacle } from './obstacle.ts';
import type { Pose } from './pose.ts';
import type { ShipOnTable, TableState } from './table.ts';

/** Side of a grid cell, mm: about a speed-2 move with its base, so a maneuver's box spans a few cells. */
export const CELL_MM = 128;

/**
 * What every broad-phase box adds beyond the exact tests' own reach, mm: far above the rounding of the circle
 * tests (≈ 1e-13 mm) and their slack (1e-9 mm), so nothing the exact tests could accept is left out.
 */
export const BROAD_MARGIN_MM = 1;

// Cell keys: ix · 2^22 + iy, unique while |ix|, |iy| < 2^21 cells (beyond that a ship goes to `everywhere`).
const KEY_STRIDE = 2 ** 22;
const MAX_CELL = 2 ** 21 - 1;

/** An axis-aligned box [minX, minY, maxX, maxY], mm. */
export type Box = readonly [number, number, number, number];

/** A bucketed set of small integers (positions in the table's arrays), keyed by cell. */
class Cells {
  /** `single`: every item sits in one cell only (ships, by centre), so a query's items need no de-duplication. */
  constructor(private readonly single = false) {}

  readonly buckets = new Map<number, number[]>();
  /** Entries whose position cannot be put in a cell: every query returns them. */
  readonly everywhere: number[] = [];

  add(key: number | null, item: number): void {
    if (key === null) {
      this.everywhere.push(item);
      return;
    }
    const b = this.buckets.get(key);
    if (b) b.push(item);
    else this.buckets.set(key, [item]);
  }

  remove(key: number | null, item: number): void {
    const list = key === null ? this.everywhere : this.buckets.get(key);
    if (!list) return;
    const k = list.indexOf(item);
    if (k < 0) return;
    list[k] = list[list.length - 1] ?? item;
    list.pop();
    if (key !== null && list.length === 0) this.buckets.delete(key);
  }

  /**
   * Every item in the cells the box touches (and the `everywhere` ones), each once, ascending; `count` is the
   * number of items (all of them are returned when the box spans at least as many cells).
   */
  query(box: Box, count: number, seen: Uint8Array): readonly number[] {
    const x0 = cellOf(box[0]);
    const y0 = cellOf(box[1]);
    const x1 = cellOf(box[2]);
    const y1 = cellOf(box[3]);
    // More cells to look up than items to look at (a small table, or a box over most of it): every item, which
    // is what a scan looks at, and cheaper than the cells.
    if (x0 === null || y0 === null || x1 === null || y1 === null || (x1 - x0 + 1) * (y1 - y0 + 1) >= count) {
      return this.all(count);
    }
    const out: number[] = [...this.everywhere];
    for (let ix = x0; ix <= x1; ix++) {
      for (let iy = y0; iy <= y1; iy++) {
        const b = this.buckets.get(ix * KEY_STRIDE + iy);
        if (b) for (const item of b) out.push(item);
      }
    }
    return this.single ? out.sort(ascending) : uniqueAscending(out, seen);
  }

  private allItems: number[] = [];

  /** 0, 1, …, count − 1 (shared: callers only read it). */
  all(count: number): readonly number[] {
    if (this.allItems.length !== count) this.allItems = Array.from({ length: count }, (_, i) => i);
    return this.allItems;
  }
}

/** The cell index along one axis, or null when the coordinate is not finite or beyond the keys. */
function cellOf(v: number): number | null {
  const c = Math.floor(v / CELL_MM);
  return Number.isFinite(c) && Math.abs(c) <= MAX_CELL ? c : null;
}

function keyOf(x: number, y: number): number | null {
  const ix = cellOf(x);
  const iy = cellOf(y);
  return ix === null || iy === null ? null : ix * KEY_STRIDE + iy;
}

function ascending(a: number, b: number): number {
  return a - b;
}

/** Sorts and removes duplicates (an obstacle can sit in several cells), using `seen` as scratch. */
function uniqueAscending(items: number[], seen: Uint8Array): number[] {
  const out: number[] = [];
  for (const i of items) {
    if (seen[i]) continue;
    seen[i] = 1;
    out.push(i);
  }
  for (const i of out) seen[i] = 0;
  return out.sort((a, b) => a - b);
}

/** What the index last saw of one ship: a move is noticed by any of these changing. */
interface ShipEntry {
  ship: ShipOnTable;
  pose: Pose;
  x: number;
  y: number;
  size: ShipOnTable['size'];
  key: number | null;
}

/**
 * The broad phase of one table: its ships and obstacles in a grid. Get it with `tableIndex(table)`, which keeps
 * one per table and brings it up to date with the table on every call.
 */
export class TableIndex {
  private readonly shipCells = new Cells(true);
  private readonly obstacleCells = new Cells();
  private entries: ShipEntry[] = [];
  private shipsRef: readonly ShipOnTable[] = [];
  private obstaclesRef: readonly PlacedObstacle[] = [];
  private obstacleList: PlacedObstacle[] = [];
  private ids = new Map<string, number>();
  private idsStale = false;
  private seenShips = new Uint8Array(0);
  private seenObstacles = new Uint8Array(0);
  /** The largest footprint radius of an indexed ship, mm (an obstacle sits in every cell its circle's box meets). */
  private shipReach = 0;

  /** `scanAll`: every query returns everything (the brute-force scan the grid replaces, for tests and benchmarks). */
  constructor(
    private readonly table: TableState,
    private readonly scanAll = false,
  ) {
    this.sync();
  }

  /**
   * Brings the index up to date with its table: O(1) work for every ship that moved (it changes cell), a
   * rebuild when the ship or obstacle arrays were replaced or resized. Checking costs a few comparisons a ship.
   */
  sync(): this {
    const t = this.table;
    if (t.ships !== this.shipsRef || t.ships.length !== this.entries.length) this.rebuildShips();
    else {
      for (let i = 0; i < this.entries.length; i++) {
        const e = this.entries[i];
        const s = t.ships[i];
        if (!e || !s) continue;
        if (e.ship !== s || e.pose !== s.pose || e.x !== s.pose.x || e.y !== s.pose.y || e.size !== s.size)
          this.moveEntry(i, s);
      }
    }
    if (t.obstacles !== this.obstaclesRef || !sameItems(t.obstacles, this.obstacleList)) this.rebuildObstacles();
    return this;
  }

  private rebuildShips(): void {
    const ships = this.table.ships;
    this.shipCells.buckets.clear();
    this.shipCells.everywhere.length = 0;
    this.shipsRef = ships;
    this.entries = ships.map((s, i) => {
      const key = keyOf(s.pose.x, s.pose.y);
      this.shipCells.add(key, i);
      return { ship: s, pose: s.pose, x: s.pose.x, y: s.pose.y, size: s.size, key };
    });
    this.seenShips = new Uint8Array(ships.length);
    this.shipReach = 0;
    for (const s of ships) this.shipReach = Math.max(this.shipReach, footprintRadiusMm(s.size));
    this.idsStale = true;
  }

  private moveEntry(i: number, s: ShipOnTable): void {
    const e = this.entries[i];
    if (!e) return;
    const key = keyOf(s.pose.x, s.pose.y);
    if (key !== e.key) {
      this.shipCells.remove(e.key, i);
      this.shipCells.add(key, i);
    }
    if (e.ship !== s) this.idsStale = true;
    this.entries[i] = { ship: s, pose: s.pose, x: s.pose.x, y: s.pose.y, size: s.size, key };
    this.shipReach = Math.max(this.shipReach, footprintRadiusMm(s.size));
  }

  private rebuildObstacles(): void {
    const obstacles = this.table.obstacles;
    this.obstaclesRef = obstacles;
    this.obstacleList = [...obstacles];
    this.obstacleCells.buckets.clear();
    this.obstacleCells.everywhere.length = 0;
    this.seenObstacles = new Uint8Array(obstacles.length);
    obstacles.forEach((o, i) => {
      const b = o.bounds;
      const x0 = cellOf(b.cx - b.radius);
      const y0 = cellOf(b.cy - b.radius);
      const x1 = cellOf(b.cx + b.radius);
      const y1 = cellOf(b.cy + b.radius);
      if (x0 === null || y0 === null || x1 === null || y1 === null || (x1 - x0 + 1) * (y1 - y0 + 1) > 64) {
        this.obstacleCells.add(null, i);
        return;
      }
      for (let ix = x0; ix <= x1; ix++)
        for (let iy = y0; iy <= y1; iy++) this.obstacleCells.add(ix * KEY_STRIDE + iy, i);
    });
  }

  /** The ship with this id (the first one, as `shipById`); throws with the id when it is missing. */
  ship(id: string): ShipOnTable {
    if (this.idsStale) {
      this.ids = new Map();
      this.table.ships.forEach((s, i) => {
        if (!this.ids.has(s.id)) this.ids.set(s.id, i);
      });
      this.idsStale = false;
    }
    const i = this.ids.get(id);
    const s = i === undefined ? undefined : this.table.ships[i];
    if (!s) throw new Error(`no ship with id "${id}"`);
    return s;
  }

  /**
   * Positions in `table.ships`, ascending: a superset of the ships whose footprint circle comes within
   * `reachMm` of the box (the caller's own exact test then decides).
   */
  shipsNear(box: Box, reachMm = 0): readonly number[] {
    const grow = reachMm + this.shipReach + BROAD_MARGIN_MM;
    if (this.scanAll) return this.shipCells.all(this.entries.length);
    return this.shipCells.query(
      [box[0] - grow, box[1] - grow, box[2] + grow, box[3] + grow],
      this.entries.length,
      this.seenShips,
    );
  }

  /** The ships `shipsNear` finds, in the table's order. */
  shipsNearList(box: Box, reachMm = 0): readonly ShipOnTable[] {
    const found = this.shipsNear(box, reachMm);
    const ships = this.table.ships;
    if (found.length === ships.length) return ships;
    const out: ShipOnTable[] = [];
    for (const i of found) {
      const s = ships[i];
      if (s) out.push(s);
    }
    return out;
  }

  /** Obstacles whose bounding circle could come within `reachMm` of the box, in the table's order. */
  obstaclesNear(box: Box, reachMm = 0): readonly PlacedObstacle[] {
    const grow = reachMm + BROAD_MARGIN_MM;
    const count = this.obstacleList.length;
    if (this.scanAll) return this.obstacleList;
    const found = this.obstacleCells.query(
      [box[0] - grow, box[1] - grow, box[2] + grow, box[3] + grow],
      count,
      this.seenObstacles,
    );
    if (found.length === count) return this.obstacleList;
    const out: PlacedObstacle[] = [];
    for (const i of found) {
      const o = this.obstacleList[i];
      if (o) out.push(o);
    }
    return out;
  }

  /** The ships in the table's order (what the index was synced with). */
  get ships(): readonly ShipOnTable[] {
    return this.table.ships;
  }
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The box of a circle grown by `marginMm`. */
export function circleBox(c: Bounds, marginMm = 0): Box {
  const r = c.radius + marginMm;
  return [c.cx - r, c.cy - r, c.cx + r, c.cy + r];
}

/** The smallest box holding both. */
export function unionBox(a: Box, b: Box): Box {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

const indexes = new WeakMap<TableState, TableIndex>();

/**
 * The broad phase of a table, built on the first call for that table object and kept: every later call checks
 * it against the table (a few comparisons a ship) and moves the ships that moved, so a caller that changes a
 * ship's pose, replaces the ships array or the obstacles always gets a current index. Callers that resolve
 * many moves on a table they do not change in between (a dial prediction) get it once and pass it along.
 */
export function tableIndex(table: TableState): TableIndex {
  const hit = indexes.get(table);
  if (hit) return hit.sync();
  const index = new TableIndex(table);
  indexes.set(table, index);
  return index;
}

/** An index of the table that hands every query everything: the brute-force scan, for comparison. Not kept. */
export function scanIndex(table: TableState): TableIndex {
  return new TableIndex(table, true);
}
