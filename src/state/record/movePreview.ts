/**
 * Where a maneuver on a ship's dial would take it on the table as it stands now: the kernel's resolution (the
 * same the engine uses when the dial is revealed) with its path, its end and its outcome (a bump, an obstacle
 * hit, the ship fleeing). Ships that activate earlier can still move into the way, so it is a preview.
 */
import { maneuverPath, parseManeuver, poseAtProgress, resolveManeuver } from '../../kernel/index.ts';
import { keptTable } from '../../rules/xwing1e/spatial.ts';
import { maneuverName } from '../../rules/xwing1e/names.ts';
import type { GameState } from '../../rules/xwing1e/state.ts';

/** A maneuver's preview: the path's centre points, the end pose, and what it runs into. */
export interface MovePreview {
  maneuver: string;
  points: { x: number; y: number }[];
  final: { x: number; y: number; headingDeg: number };
  outcome: 'clear' | 'bump' | 'obstacle' | 'fled';
  /** Ships bumped and obstacles hit, by id. */
  bumped: string[];
  obstaclesHit: string[];
}

/** Points along the travelled part of the template. */
const SAMPLES = 16;

/** The preview of `maneuver` for ship `shipId`, or null when it is not a maneuver or the ship is not in play. */
export function movePreview(state: GameState, shipId: string, maneuver: string): MovePreview | null {
  const m = parseManeuver(maneuver);
  const ship = state.ships.find((s) => s.id === shipId && !s.destroyed);
  if (!m || !ship) return null;
  const o = resolveManeuver(keptTable(state), shipId, m);
  const path = maneuverPath(o.start, ship.size, m);
  const points = Array.from({ length: SAMPLES + 1 }, (_, i) => poseAtProgress(path, (o.progress * i) / SAMPLES));
  points.push(o.final);
  const outcome = o.fled ? 'fled' : o.bumped.length ? 'bump' : o.obstaclesHit.length ? 'obstacle' : 'clear';
  return {
    maneuver,
    points: points.map((p) => ({ x: p.x, y: p.y })),
    final: o.final,
    outcome,
    bumped: o.bumped,
    obstaclesHit: o.obstaclesHit,
  };
}

/** The preview in words: "bank left 2: bumps into Backstabber" (as the table stands now). */
export function previewText(
  p: MovePreview,
  shipNames: ReadonlyMap<string, string>,
  obstacleNames: ReadonlyMap<string, string>,
): string {
  const name = maneuverName(p.maneuver);
  const hits = p.obstaclesHit.map((id) => obstacleNames.get(id) ?? id).join(', ');
  switch (p.outcome) {
    case 'fled':
      return `${name}: flees the battlefield (the base leaves the play area)`;
    case 'bump':
      return `${name}: bumps into ${p.bumped.map((id) => shipNames.get(id) ?? id).join(', ')}${hits ? `, hits ${hits}` : ''} (with the table as it stands now)`;
    case 'obstacle':
      return `${name}: hits ${hits} (with the table as it stands now)`;
    case 'clear':
      return `${name}: clear (with the table as it stands now)`;
  }
}
