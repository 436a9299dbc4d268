/**
 * Dash Rendar (YT-2400): "You may ignore obstacles during the Activation phase and when performing actions." His
 * maneuvers hit no obstacle (no die rolled, no stress token, his Perform Action step kept) and his moving actions may
 * cross and end on them. Standing on an asteroid, after a maneuver or a moving action, still keeps him from attacking
 * in the Combat phase (rules: OBSTACLES), which is not the Activation phase. The autopilot always ignores
 * them (the card's "may" only ever spares him): no choice is recorded.
 */
import { basePieces, type ManeuverOutcome, type Pose, type TableState } from '../../../kernel/index.ts';
import { piecesOverlapObstacle } from '../../../kernel/collide.ts';
import { keptTable } from '../spatial.ts';
import type { GameState, ShipState } from '../state.ts';
import { pilotRule } from './pilotRules.ts';

/** The maneuver's outcome as the ship's rules read it: with Dash Rendar's, no obstacle hit and no action lost to one. */
export function obstaclesIgnored(ship: ShipState, outcome: ManeuverOutcome): ManeuverOutcome {
  if (!pilotRule(ship, 'ignore-obstacles') || outcome.obstaclesHit.length === 0) return outcome;
  return { ...outcome, obstaclesHit: [], skipAction: outcome.bumped.length > 0 || outcome.fled };
}

/** The table the ship's moving actions are resolved on: without obstacles for Dash Rendar. */
export function actionTable(state: GameState, ship: ShipState): TableState {
  const table = keptTable(state);
  return pilotRule(ship, 'ignore-obstacles') ? { ...table, obstacles: [] } : table;
}

/**
 * Where a moving action leaves the ship (a copy of `final`); Dash Rendar's may end on an obstacle, and on an asteroid he
 * then stands on it (his attacks wait: rules OBSTACLES).
 */
export function poseAfterAction(state: GameState, ship: ShipState, final: Pose): Pose {
  const pose = { ...final };
  if (!pilotRule(ship, 'ignore-obstacles')) return pose;
  const pieces = basePieces(pose, ship.size);
  ship.onAsteroid ||= state.obstacles.some(
    (o) => o.placed.kind === 'asteroid' && piecesOverlapObstacle(pieces, o.placed),
  );
  return pose;
}
