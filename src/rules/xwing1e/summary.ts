/** The final state of a battle as `holotable replay` prints it: each ship's pose, hull, shields and tokens. */
import { normalizeDeg } from '../../kernel/index.ts';
import { hullLeft } from './effective.ts';
import type { GameState } from './state.ts';

/** A plain summary of the final state. */
export function finalSummary(state: GameState) {
  return {
    rounds: state.round,
    result: state.result,
    ships: state.ships.map((s) => ({
      id: s.id,
      player: s.player,
      pilot: s.name,
      ship: s.shipName,
      destroyed: s.destroyed,
      pose: { x: s.pose.x, y: s.pose.y, heading: normalizeDeg(s.pose.headingDeg) },
      hull: hullLeft(s),
      shields: s.shields,
      stress: s.stress,
      damage: s.damage.map((c) => `${c.name}${c.faceUp ? ' (face up)' : ''}`),
      targetLock: s.lockOn,
    })),
  };
}
