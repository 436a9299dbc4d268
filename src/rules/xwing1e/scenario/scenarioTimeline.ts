/**
 * A scenario as a timeline (battle/timeline.ts): the same `obstacle`, `place` and `move` events a battle
 * produces, so the viewer plays a scenario and a battle the same way. Each of the scenario's moves, resolved in
 * order exactly as `holotable resolve` resolves them, becomes one move event (its path the kernel's: a
 * maneuver's template up to where it stopped, an action's template or slide), or a caption when it is not
 * allowed; a ship that flees is then destroyed, as in a battle.
 */
import type { TablePoint, Timeline, TimelinePose, TimelineSide, TimelineUnit } from '../../../battle/timeline.ts';
import { TimelineBuilder } from '../../../battle/timeline.ts';
import { coordAt, isMoveAction, parseManeuver, type Pose, type TableState } from '../../../kernel/index.ts';
import { actionMovePath, maneuverMovePath, MOVE_DURATION_S } from '../movePaths.ts';
import { type ResolvedMove, walkScenario } from './resolveScenario.ts';
import { type Scenario, scenarioFaction, tableOfScenario } from './scenario.ts';
import { withDisplayNames } from '../../../battle/displayNames.ts';
import { FACTION_NAMES } from '../factions.ts';
import { maneuverName } from '../names.ts';
import { scenarioNames } from './scenarioNames.ts';

/** A scenario played to a timeline: the moves as `holotable resolve` prints them and where each one is. */
export interface ScenarioPlay {
  timeline: Timeline;
  /** The resolved moves, in the scenario's order (exactly resolveScenario's). */
  moves: ResolvedMove[];
  /** For each move, the index of its event (its move, or the caption saying why not) in the timeline. */
  moveEvents: number[];
}

/** How long a move that is not allowed shows its caption, s. */
const REFUSED_S = 0.6;
/** A pause before the first move, so that the start shows every ship where it stands. */
const LEAD_IN_S = 0.3;
/** A pause after the last move, so that its template stays a moment and its end is well inside the timeline. */
const LINGER_S = 1.5;

/** The destroyed-event cause of a ship that leaves the play area (as the battle engine gives it). */
const FLED_CAUSE = 'fled the battlefield';

const timelinePose = (p: Pose): TimelinePose => ({ x: p.x, y: p.y, heading: p.headingDeg });

/** Sides by faction (in the order they first appear) and the units standing at their starting poses. */
function roster(s: Scenario): { sides: TimelineSide[]; units: TimelineUnit[] } {
  const sides: TimelineSide[] = [];
  const names = scenarioNames(s);
  const units = s.ships.map((ship): TimelineUnit => {
    const faction = scenarioFaction(ship);
    let side = sides.findIndex((x) => x.faction === faction);
    if (side < 0) side = sides.push({ name: faction === 'neutral' ? 'Neutral' : FACTION_NAMES[faction], faction }) - 1;
    return {
      id: ship.id,
      name: names.get(ship.id) ?? ship.id,
      side,
      type: ship.ship ?? '',
      size: ship.size,
      hull: 0,
      shields: 0,
      pose: { x: ship.x, y: ship.y, heading: ship.heading },
      ...(ship.ship !== undefined ? { info: { ship: ship.ship } } : {}),
    };
  });
  return { sides, units };
}

/** Puts the obstacles and the ships on the table, all at once at the start. */
function pushSetup(tb: TimelineBuilder, s: Scenario, table: TableState): void {
  const names = scenarioNames(s);
  table.obstacles.forEach((o, i) => {
    const outline: TablePoint[] = [];
    for (let k = 0; k + 1 < o.polygon.length; k += 2) outline.push([coordAt(o.polygon, k), coordAt(o.polygon, k + 1)]);
    const shape = s.obstacles?.[i]?.shape ?? 'custom';
    tb.push({ kind: 'obstacle', id: o.id, name: names.get(o.id) ?? o.id, shape, outline, obstacleKind: o.kind }, 0);
  });
  for (const ship of table.ships) tb.push({ kind: 'place', unit: ship.id, pose: timelinePose(ship.pose) }, 0);
}

/** The move event of a resolved move that was allowed. */
function pushMove(tb: TimelineBuilder, r: ResolvedMove, start: Pose, size: 'small' | 'large'): void {
  const name = r.maneuver;
  const action = isMoveAction(name);
  const stationary = { bearing: 'stationary', side: null, speed: 0 } as const;
  const path = isMoveAction(name)
    ? actionMovePath(name, size)
    : maneuverMovePath(parseManeuver(name) ?? stationary, size, r.progress, r.rotated ?? false, r.slide);
  tb.push(
    {
      kind: 'move',
      unit: r.ship,
      from: timelinePose(start),
      to: { ...r.final },
      path,
      bumped: r.bumped,
      obstaclesHit: r.obstaclesHit,
      fled: r.fled,
    },
    action ? MOVE_DURATION_S.action : MOVE_DURATION_S.maneuver,
  );
  if (r.fled) tb.push({ kind: 'destroyed', unit: r.ship, cause: FLED_CAUSE });
}

/** The caption of a move that is not allowed, by the names the scenario's ships and obstacles go by. */
const refusal = (r: ResolvedMove, names: ReadonlyMap<string, string>) =>
  `${names.get(r.ship) ?? r.ship} cannot fly ${maneuverName(r.maneuver)}: ${withDisplayNames(r.reason ?? 'not allowed', names)}`;

/**
 * Plays a scenario's moves in order (a ship that fled takes no further moves) and lays them on a timeline.
 * The resolved moves are exactly those `holotable resolve` prints for the scenario (the same walk).
 */
export function playScenario(s: Scenario): ScenarioPlay {
  const table = tableOfScenario(s);
  const tb = new TimelineBuilder();
  const names = scenarioNames(s);
  pushSetup(tb, s, table);
  tb.push({ kind: 'phase', round: 0, phase: 'moves' }, LEAD_IN_S);
  const moveEvents: number[] = [];
  let events = table.obstacles.length + table.ships.length + 1;
  const moves = walkScenario(s, (r, start) => {
    moveEvents.push(events);
    if (!r.legal || !start) {
      tb.push({ kind: 'caption', unit: r.ship, text: refusal(r, names) }, REFUSED_S);
      events += 1;
      return;
    }
    pushMove(tb, r, start.pose, start.size);
    events += r.fled ? 2 : 1;
  });
  tb.push({ kind: 'phase', round: 0, phase: 'end of moves' }, LINGER_S);
  const { sides, units } = roster(s);
  const playArea = { width: table.widthMm, height: table.heightMm };
  return { timeline: tb.build({ system: 'xwing-1e', playArea, sides, units }), moves, moveEvents };
}
