/** The situation a first visit starts from: two small ships, an asteroid, one maneuver and one range question. */
import type { Scenario } from '../../rules/xwing1e/scenario/scenario.ts';

/** A straight 2 flown into an enemy ship beside an asteroid, and the return shot's range and arc. */
export const DEFAULT_SITUATION: Scenario = {
  ruleset: 'xwing-1e',
  playArea: { width: 914.4, height: 914.4 },
  ships: [
    { id: 'red1', size: 'small', ship: 'X-wing', faction: 'rebel', x: 400, y: 300, heading: 90 },
    { id: 'tie1', size: 'small', ship: 'TIE Fighter', faction: 'imperial', x: 410, y: 420, heading: 270 },
  ],
  obstacles: [{ id: 'rock1', shape: 'asteroid-4', x: 520, y: 360, rotation: 30, flipped: false }],
  moves: [{ ship: 'red1', maneuver: 'straight-2' }],
  measure: [{ from: 'tie1', to: 'red1' }],
};
