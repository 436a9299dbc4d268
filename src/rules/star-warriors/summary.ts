/** The final state of a Star Warriors battle as plain JSON, for `holotable replay`. */
import type { BattleResult } from './engine.ts';
import { hexToOffset } from './hex.ts';
import type { CounterPose } from './movement.ts';
import type { GameState } from './state.ts';

/** Offset column and row of a counter, for summaries. */
export function counterHex(p: CounterPose): [number, number] {
  const { col, row } = hexToOffset(p.hex);
  return [col, row];
}

/** Each ship's control-sheet state at the end, and the result. */
export function finalSummary(state: GameState, result: BattleResult) {
  return {
    gameTurns: state.round,
    result,
    ships: state.ships.map((s) => ({
      id: s.id,
      name: s.name,
      player: s.player,
      piloting: s.piloting,
      gunnery: s.gunnery,
      hex: counterHex(s.pose),
      facing: s.pose.facing,
      throttle: s.throttle,
      maxSpeed: s.maxSpeed,
      body: s.body,
      shields: s.shields,
      status: s.destroyed ? 'destroyed' : s.disengaged ? 'disengaged' : 'in play',
    })),
  };
}
