/**
 * Runs a scenario's moves in order on the kernel and reports each one in the scenario contract's shape
 * (`holotable resolve`). Each move starts from where earlier moves left the ships; a ship that flees is
 * removed from the table (it is destroyed: rules, FLEEING THE BATTLEFIELD).
 */
import {
  type BaseSize,
  isMoveAction,
  type MoveActionName,
  normalizeDeg,
  parseManeuver,
  type Pose,
  resolveAction,
  resolveManeuver,
  shipById,
  type TableState,
} from '../../../kernel/index.ts';
import { type Scenario, tableOfScenario } from './scenario.ts';

/** A pose as written in output files: mm and degrees in [0, 360). */
export interface OutputPose {
  x: number;
  y: number;
  heading: number;
}

/** One resolved move, as `holotable resolve` prints it. */
export interface ResolvedMove {
  ship: string;
  maneuver: string;
  legal: boolean;
  reason?: string;
  final: OutputPose;
  progress: number;
  bumped: string[];
  obstaclesHit: string[];
  landedOn: string[];
  movedThrough: { ships: string[]; obstacles: string[] };
  fled: boolean;
  skipAction: boolean;
  /** Koiogran/Segnor/Tallon rotation applied (false after a bump). */
  rotated?: boolean;
  /** Tallon roll or sideways action: the slide used, mm, and every legal slide. */
  slide?: number;
  legalSlides?: [number, number][];
  /** Gap left to the touched ship after a bump, mm. */
  contactGapMm?: number;
  /** Length of the template centre line that counts after a bump, mm. */
  templateLengthMm?: number;
}

const outPose = (p: { x: number; y: number; headingDeg: number }): OutputPose => ({
  x: p.x,
  y: p.y,
  heading: normalizeDeg(p.headingDeg),
});

/** Resolves one move on the table (the table is not changed). */
export function resolveMoveOnTable(table: TableState, ship: string, name: string, slide?: number): ResolvedMove {
  if (isMoveAction(name)) return resolveActionMove(table, ship, name, slide);
  const m = parseManeuver(name);
  if (!m) throw new Error(`not a maneuver: ${name}`);
  const o = resolveManeuver(table, ship, m, slide === undefined ? {} : { tallonSlideMm: slide });
  return {
    ship,
    maneuver: name,
    legal: true,
    final: outPose(o.final),
    progress: o.progress,
    bumped: o.bumped,
    obstaclesHit: o.obstaclesHit,
    landedOn: o.landedOn,
    movedThrough: o.movedThrough,
    fled: o.fled,
    skipAction: o.skipAction,
    rotated: o.rotated,
    ...(o.tallon ? { slide: o.tallon.slideMm, legalSlides: o.tallon.legalSlides } : {}),
    contactGapMm: o.contactGapMm,
    templateLengthMm: o.templateLengthMm,
  };
}

function resolveActionMove(table: TableState, ship: string, action: MoveActionName, slide?: number): ResolvedMove {
  const me = shipById(table, ship);
  const base = {
    ship,
    maneuver: action,
    progress: 1,
    bumped: [],
    obstaclesHit: [],
    landedOn: [],
    fled: false,
    skipAction: false,
  };
  if (me.size === 'large' && action.startsWith('decloak')) {
    return {
      ...base,
      legal: false,
      reason: 'only small ships can decloak (rules: CLOAK)',
      final: outPose(me.pose),
      progress: 0,
      movedThrough: { ships: [], obstacles: [] },
    };
  }
  const o = resolveAction(table, ship, action, slide);
  return {
    ...base,
    legal: o.legal,
    ...(o.reason ? { reason: o.reason } : {}),
    final: outPose(o.final),
    progress: o.legal ? 1 : 0,
    movedThrough: { ships: o.movedThroughShips ?? [], obstacles: [] },
    ...(o.slideMm !== undefined ? { slide: o.slideMm, legalSlides: o.legalSlides } : {}),
  };
}

/** What a scenario walk tells its visitor about one move: where the ship started (null once it has fled). */
export type MoveVisitor = (r: ResolvedMove, start: { pose: Pose; size: BaseSize } | null) => void;

/**
 * Runs every move of a scenario in order on its table, telling `visit` about each one as it is resolved; a
 * ship that fled takes no further moves. The one loop behind `holotable resolve` and the scenario's timeline.
 */
export function walkScenario(s: Scenario, visit: MoveVisitor = () => {}): ResolvedMove[] {
  const table = tableOfScenario(s);
  const fledAt = new Map<string, number>();
  const moves: ResolvedMove[] = [];
  (s.moves ?? []).forEach((mv, i) => {
    const gone = fledAt.get(mv.ship);
    const ship = table.ships.find((x) => x.id === mv.ship);
    if (gone !== undefined || !ship) {
      const r = fledMove(mv.ship, mv.maneuver, gone ?? i, moves[gone ?? -1]?.final);
      moves.push(r);
      visit(r, null);
      return;
    }
    const start = { pose: { ...ship.pose }, size: ship.size };
    const r = resolveMoveOnTable(table, mv.ship, mv.maneuver, mv.slide);
    moves.push(r);
    if (r.legal && r.fled) fledAt.set(mv.ship, i);
    visit(r, start);
    applyResolvedMove(table, r);
  });
  return moves;
}

/** Runs every move of a scenario in order (`holotable resolve`). */
export function resolveScenario(s: Scenario): { moves: ResolvedMove[] } {
  return { moves: walkScenario(s) };
}

/** The report of a move asked of a ship that already fled. */
function fledMove(ship: string, maneuver: string, gone: number, last?: OutputPose): ResolvedMove {
  return {
    ship,
    maneuver,
    legal: false,
    reason: `ship ${ship} fled the battlefield in moves[${gone}] and was destroyed`,
    final: last ?? { x: 0, y: 0, heading: 0 },
    progress: 0,
    bumped: [],
    obstaclesHit: [],
    landedOn: [],
    movedThrough: { ships: [], obstacles: [] },
    fled: true,
    skipAction: true,
  };
}

/** Leaves the table as a resolved move leaves it: the ship at its final pose, or gone when it fled. */
export function applyResolvedMove(table: TableState, r: ResolvedMove): void {
  if (!r.legal) return;
  if (r.fled) {
    table.ships = table.ships.filter((x) => x.id !== r.ship);
    return;
  }
  const ship = table.ships.find((x) => x.id === r.ship);
  if (ship) ship.pose = { x: r.final.x, y: r.final.y, headingDeg: r.final.heading };
}
