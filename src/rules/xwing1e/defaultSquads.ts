/**
 * The squads `holotable simulate` uses by default: the contents of the X-Wing and TIE core set boxes
 * (1st edition) — one X-wing against two TIE fighters — as an XWS-like ship list.
 */
import type { BattleFile } from './battleFile.ts';

/** A new battle file between the core-set squads, to be completed by the autopilot. */
export function coreSetBattle(seed: number, roundLimit = 12): BattleFile {
  return {
    format: 'holotable-battle',
    version: 1,
    ruleset: 'xwing-1e',
    title: 'Core set: X-wing against two TIE fighters',
    seed,
    roundLimit,
    players: [
      { name: 'Rebel Alliance', faction: 'rebel' },
      { name: 'Galactic Empire', faction: 'imperial' },
    ],
    ships: [
      { id: 'luke', player: 0, ship: 'xwing', pilot: 'lukeskywalker' },
      { id: 'mauler', player: 1, ship: 'tiefighter', pilot: 'maulermithel' },
      { id: 'black', player: 1, ship: 'tiefighter', pilot: 'blacksquadronpilot' },
    ],
  };
}
