/**
 * The game state of a Star Warriors battle: each ship's control sheet and counter, the generator, the map.
 */
import type { RngState } from '../../battle/rng.ts';
import type { ActionId } from './data/actions.ts';
import type { PilotQuality } from './data/charts.ts';
import type { ShipData } from './data/shipData.ts';
import { type GunSheet } from './controlSheet.ts';
import type { HexMap } from './hex.ts';
import type { CounterPose } from './movement.ts';

/** One planned action: which, and whether it is doubled (rules 6.2). */
export interface PlannedAction {
  action: ActionId;
  double: boolean;
}

/** A ship in play. */
export interface ShipState {
  id: string;
  player: 0 | 1;
  data: ShipData;
  /** Counter ID number (rules 2.11). */
  counter: number;
  name: string;
  quality: PilotQuality;
  piloting: string;
  gunnery: string;
  guns: GunSheet[];
  pose: CounterPose;
  throttle: number;
  maxSpeed: number;
  body: number;
  shields: { front: number; rear: number };
  stabilizerDamage: boolean;
  lateralControlDamage: boolean;
  /** Red action markers: action markers the ship cannot use in the next planning phase. */
  redMarkers: number;
  /** Planned actions this game-turn (after hazards). */
  plan: PlannedAction[];
  /** The ship it holds a tracking marker on, this game-turn. */
  tracking: string | null;
  moved: boolean;
  destroyed: boolean;
  /** Flew off the map with no legal move left. */
  disengaged: boolean;
}

/** The whole game. */
export interface GameState {
  round: number;
  ships: ShipState[];
  rng: RngState;
  map: HexMap;
}

/** Ships still in the fight. */
export function activeShips(state: GameState): ShipState[] {
  return state.ships.filter((s) => !s.destroyed && !s.disengaged);
}

/** A player's ships still in the fight. */
export function activeOf(state: GameState, player: 0 | 1): ShipState[] {
  return activeShips(state).filter((s) => s.player === player);
}

/** Total shields of a ship. */
export function totalShields(s: ShipState): number {
  return s.shields.front + s.shields.rear;
}

/** How many times a planned action is performed (0, 1 or 2). */
export function timesPlanned(s: ShipState, action: ActionId): number {
  const p = s.plan.find((a) => a.action === action);
  return p ? (p.double ? 2 : 1) : 0;
}
