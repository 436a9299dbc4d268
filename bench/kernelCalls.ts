/**
 * The bare kernel work of a played battle, for the engine benchmark's baseline: every maneuver, moving action
 * and attack the battle made, as the kernel call that decides it, on the table as it stood at that moment.
 * Rebuilt from the timeline (who moved where, who was destroyed) and the completed file (slides, attack arcs).
 */
import type { Timeline } from '../src/battle/timeline.ts';
import {
  type ArcKind,
  attackGeometry,
  type BaseSize,
  isMoveAction,
  type MoveActionName,
  parseManeuver,
  type PlacedObstacle,
  type Pose,
  resolveAction,
  resolveManeuver,
  type TableState,
} from '../src/kernel/index.ts';
import type { BattleFile } from '../src/rules/xwing1e/battleFile.ts';

/** One kernel call: run it, and whether its answer is the one the battle recorded. */
export interface KernelCall {
  kind: 'maneuver' | 'action' | 'attack';
  /** Calls the kernel; returns a number that depends on the answer (so the work cannot be optimised away). */
  run: () => number;
  /** True when the kernel's answer equals what the timeline shows (the rebuilt table is exact). */
  matches: () => boolean;
}

/** The value, which the battle guarantees is there (a missing one is a broken battle, not a benchmark figure). */
function known<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`kernelCallsOf: no ${what}`);
  return value;
}

const same = (p: Pose, q: { x: number; y: number; heading: number }) =>
  p.x === q.x && p.y === q.y && p.headingDeg === q.heading;

/** The kernel calls of a battle, in the order the battle made them. */
export function kernelCallsOf(file: BattleFile, timeline: Timeline, obstacles: PlacedObstacle[]): KernelCall[] {
  const size = new Map(timeline.units.map((u) => [u.id, u.size as BaseSize]));
  // Starting poses from the file, not the timeline: the timeline normalises headings, the engine does not.
  const poses = new Map<string, Pose>(
    (file.ships ?? []).map((s) => [
      s.id,
      { x: known(s.x, 'x'), y: known(s.y, 'y'), headingDeg: known(s.heading, 'heading') },
    ]),
  );
  const table = (): TableState => ({
    widthMm: timeline.playArea.width,
    heightMm: timeline.playArea.height,
    ships: timeline.units
      .filter((u) => poses.has(u.id))
      .map((u) => ({ id: u.id, size: known(size.get(u.id), 'size'), pose: known(poses.get(u.id), 'pose') })),
    obstacles,
  });
  const calls: KernelCall[] = [];
  const pendingAction = new Map<string, MoveActionName>();
  let round = 0;
  for (const e of timeline.events) {
    const recorded = file.rounds?.[round - 1];
    if (e.kind === 'round') round = e.round;
    else if (e.kind === 'destroyed') poses.delete(e.unit);
    else if (e.kind === 'action' && isMoveAction(e.action)) pendingAction.set(e.unit, e.action);
    else if (e.kind === 'attack') {
      const t = table();
      const at = known(poses.get(e.attacker), 'attacker');
      const df = known(poses.get(e.defender), 'defender');
      const atSize = known(size.get(e.attacker), 'attacker size');
      const dfSize = known(size.get(e.defender), 'defender size');
      const arc: ArcKind = recorded?.attacks?.[e.attacker]?.arc ?? 'primary';
      const geometry = () => attackGeometry(at, atSize, arc, df, dfSize, t.obstacles);
      calls.push({
        kind: 'attack',
        run: () => geometry().distanceMm ?? NaN,
        matches: () => {
          const l = geometry().line;
          return (
            l != null &&
            l[0].x === e.line[0][0] &&
            l[0].y === e.line[0][1] &&
            l[1].x === e.line[1][0] &&
            l[1].y === e.line[1][1]
          );
        },
      });
    } else if (e.kind === 'move') {
      const t = table();
      const action = pendingAction.get(e.unit);
      pendingAction.delete(e.unit);
      if (action) {
        const choice = action.startsWith('decloak') ? recorded?.decloaks?.[e.unit] : recorded?.actions?.[e.unit];
        const slide = choice && choice !== 'none' ? choice.slide : undefined;
        const call = () => resolveAction(t, e.unit, action, slide);
        calls.push({ kind: 'action', run: () => call().final.x, matches: () => same(call().final, e.to) });
      } else if (e.path.kind === 'template') {
        const m = known(parseManeuver(e.path.maneuver), 'maneuver');
        const opts = e.path.slideMm === undefined ? {} : { tallonSlideMm: e.path.slideMm };
        const call = () => resolveManeuver(t, e.unit, m, opts);
        calls.push({ kind: 'maneuver', run: () => call().final.x, matches: () => same(call().final, e.to) });
      }
      poses.set(e.unit, { x: e.to.x, y: e.to.y, headingDeg: e.to.heading });
    }
  }
  return calls;
}
