/**
 * The dispute editor's situation and its undo/redo history, as a pure reducer: every edit is a new scenario
 * value (the scenario file format, src/rules/xwing1e/scenario/scenario.ts), so what is on screen is always a
 * file that `holotable resolve` and `measure` accept. Removing a ship also removes the questions that name it.
 */
import type { Scenario, ScenarioObstacle, ScenarioShip } from '../../rules/xwing1e/scenario/scenario.ts';

/** A maneuver or action question: one scenario move. */
export type MoveQuestion = NonNullable<Scenario['moves']>[number];
/** A range/arc question: one scenario measurement. */
export type MeasureQuestion = NonNullable<Scenario['measure']>[number];

/** The editor's undoable state: past situations (oldest first), the present one, and redoable ones. */
export interface DisputeHistory {
  past: Scenario[];
  present: Scenario;
  future: Scenario[];
  /** True while a drag is under way: its moves replace the present without adding history. */
  dragging: boolean;
}

/** How many undo steps are kept. */
export const HISTORY_LIMIT = 200;

/** One change to the situation. */
export type DisputeEdit =
  | { type: 'add-ship'; ship: ScenarioShip }
  | { type: 'update-ship'; id: string; patch: Partial<Omit<ScenarioShip, 'id'>> }
  | { type: 'remove-ship'; id: string }
  | { type: 'add-obstacle'; obstacle: ScenarioObstacle }
  | { type: 'update-obstacle'; id: string; patch: Partial<Omit<ScenarioObstacle, 'id'>> }
  | { type: 'remove-obstacle'; id: string }
  | { type: 'add-move'; move: MoveQuestion }
  | { type: 'update-move'; index: number; move: MoveQuestion }
  | { type: 'remove-move'; index: number }
  | { type: 'add-measure'; measure: MeasureQuestion }
  | { type: 'update-measure'; index: number; measure: MeasureQuestion }
  | { type: 'remove-measure'; index: number }
  | { type: 'replace'; scenario: Scenario };

/** What the reducer accepts: an edit (one undo step), a drag's start / moves / end, undo and redo. */
export type DisputeAction =
  | DisputeEdit
  | { type: 'drag-start' }
  | { type: 'drag-move'; edit: DisputeEdit }
  | { type: 'drag-end' }
  | { type: 'undo' }
  | { type: 'redo' };

/** A fresh history holding one situation. */
export function initialHistory(present: Scenario): DisputeHistory {
  return { past: [], present, future: [], dragging: false };
}

/** Drops an optional field whose value is undefined (so patches can remove fields such as `flipped`). */
function withoutUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** Applies one edit to a situation (pure; the input is not changed). */
export function applyEdit(s: Scenario, e: DisputeEdit): Scenario {
  switch (e.type) {
    case 'add-ship':
      return { ...s, ships: [...s.ships, e.ship] };
    case 'update-ship':
      return { ...s, ships: s.ships.map((x) => (x.id === e.id ? withoutUndefined({ ...x, ...e.patch }) : x)) };
    case 'remove-ship':
      return {
        ...s,
        ships: s.ships.filter((x) => x.id !== e.id),
        moves: (s.moves ?? []).filter((m) => m.ship !== e.id),
        measure: (s.measure ?? []).filter((m) => m.from !== e.id && m.to !== e.id),
      };
    case 'add-obstacle':
      return { ...s, obstacles: [...(s.obstacles ?? []), e.obstacle] };
    case 'update-obstacle':
      return {
        ...s,
        obstacles: (s.obstacles ?? []).map((x) => (x.id === e.id ? withoutUndefined({ ...x, ...e.patch }) : x)),
      };
    case 'remove-obstacle':
      return {
        ...s,
        obstacles: (s.obstacles ?? []).filter((x) => x.id !== e.id),
        measure: (s.measure ?? []).filter((m) => m.to !== e.id),
      };
    case 'add-move':
      return { ...s, moves: [...(s.moves ?? []), e.move] };
    case 'update-move':
      return { ...s, moves: (s.moves ?? []).map((m, i) => (i === e.index ? withoutUndefined(e.move) : m)) };
    case 'remove-move':
      return { ...s, moves: (s.moves ?? []).filter((_, i) => i !== e.index) };
    case 'add-measure':
      return { ...s, measure: [...(s.measure ?? []), e.measure] };
    case 'update-measure':
      return { ...s, measure: (s.measure ?? []).map((m, i) => (i === e.index ? e.measure : m)) };
    case 'remove-measure':
      return { ...s, measure: (s.measure ?? []).filter((_, i) => i !== e.index) };
    case 'replace':
      return e.scenario;
  }
}

/** Records `present` as an undo step (clearing redo), keeping at most HISTORY_LIMIT steps. */
function pushed(h: DisputeHistory, next: Scenario): DisputeHistory {
  if (next === h.present) return h;
  const past = [...h.past, h.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], dragging: h.dragging };
}

/** The history reducer (pure). */
export function disputeReducer(h: DisputeHistory, a: DisputeAction): DisputeHistory {
  switch (a.type) {
    case 'undo': {
      if (h.past.length === 0) return h;
      const prev = h.past[h.past.length - 1];
      if (!prev) return h;
      return { past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future], dragging: false };
    }
    case 'redo': {
      if (h.future.length === 0) return h;
      const [next, ...rest] = h.future;
      if (!next) return h;
      return { past: [...h.past, h.present], present: next, future: rest, dragging: false };
    }
    case 'drag-start':
      // The situation before the drag becomes one undo step for the whole drag.
      return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: h.present, future: [], dragging: true };
    case 'drag-move':
      if (!h.dragging) return pushed(h, applyEdit(h.present, a.edit));
      return { ...h, present: applyEdit(h.present, a.edit) };
    case 'drag-end': {
      if (!h.dragging) return h;
      // A drag that changed nothing leaves no undo step.
      const before = h.past[h.past.length - 1];
      if (before !== undefined && JSON.stringify(before) === JSON.stringify(h.present)) {
        return { ...h, past: h.past.slice(0, -1), dragging: false };
      }
      return { ...h, dragging: false };
    }
    default:
      return pushed(h, applyEdit(h.present, a));
  }
}

/** The first id of the form `${prefix}${n}` (n = 1, 2, …) not in `taken`. */
export function freshId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) if (!used.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** Every id in a situation (ships and obstacles share one namespace). */
export function idsOf(s: Scenario): string[] {
  return [...s.ships.map((x) => x.id), ...(s.obstacles ?? []).map((o) => o.id)];
}
