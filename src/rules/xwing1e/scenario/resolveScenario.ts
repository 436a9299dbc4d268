/**
 * Runs a scenario's moves in order on the kernel and reports each one in the scenario contract's shape
 * (`holotable resolve`). Each move starts from where earlier moves left the ships; a ship that flees is
 * removed from the table (it is destroyed: rules, FLEEING THE BATTLEFIELD).
 */
import {
  isMoveAction,
  type MoveActionName,
  normalizeDeg,
  parseManeuver,
  resolveAction,
  resolveManeuver,
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
  const me = table.ships.find((s) => s.id === ship)!;
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

/** Runs every move of a scenario in order. */
export function resolveScenario(s: Scenario): { moves: ResolvedMove[] } {
  const table = tableOfScenario(s);
  const fledAt = new Map<string, number>();
  const moves: ResolvedMove[] = [];
  (s.moves ?? []).forEach((mv, i) => {
    const gone = fledAt.get(mv.ship);
    if (gone !== undefined) {
      const last = moves[gone]!.final;
      moves.push({
        ship: mv.ship,
        maneuver: mv.maneuver,
        legal: false,
        reason: `ship ${mv.ship} fled the battlefield in moves[${gone}] and was destroyed`,
        final: last,
        progress: 0,
        bumped: [],
        obstaclesHit: [],
        landedOn: [],
        movedThrough: { ships: [], obstacles: [] },
        fled: true,
        skipAction: true,
      });
      return;
    }
    const r = resolveMoveOnTable(table, mv.ship, mv.maneuver, mv.slide);
    moves.push(r);
    if (r.legal && r.fled) fledAt.set(mv.ship, i);
    applyResolvedMove(table, r);
  });
  return { moves };
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
