/**
 * Dash Rendar (YT-2400): "You may ignore obstacles during the Activation phase and when performing actions." His
 * maneuvers hit no obstacle (no die rolled, no stress token, his Perform Action step kept) and his moving actions may
 * cross and end on them. Landing on an asteroid still keeps him from attacking in the Combat phase (rules: OBSTACLES:
 * "cannot perform any attacks" while overlapping one), which is not the Activation phase. The autopilot always ignores
 * them (the card's "may" only ever spares him): no choice is recorded.
 */
import type { ManeuverOutcome, TableState } from '../../../kernel/index.ts';
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
