/** Whether stress stops a ship's actions (rules: STRESS), less Tycho Celchu's ability. */
import type { ShipState } from '../state.ts';
import { effectsOf } from './active.ts';

/**
 * True when the ship's stress tokens forbid it to perform actions, free ones included. Tycho Celchu: "You may
 * perform actions even while you have stress tokens."
 */
export function stressForbidsActions(ship: ShipState): boolean {
  return ship.stress > 0 && effectsOf(ship, 'act-while-stressed').length === 0;
}
