/**
 * The Dogfight scenario's first ship mix (rules 3.1 example): the Rebel player has 3 X-wings, 1 veteran and 2
 * average pilots; the Empire player 2 TIE interceptors with veteran pilots and 2 TIE fighters with poor pilots.
 * Set-up areas and game end of the scenario (28.2, 28.5) are not in the document: README "Star Warriors".
 */
import type { BattleFile } from './battleFile.ts';

/** The Dogfight battle (first ship mix) the autopilot plays with this seed, for at most `rounds` game-turns. */
export function dogfightBattle(seed: number, rounds: number): BattleFile {
  return {
    format: 'holotable-battle',
    version: 1,
    ruleset: 'star-warriors',
    title: 'Dogfight, ship mix 1: 3 X-wings against 2 TIE interceptors and 2 TIE fighters',
    seed,
    roundLimit: rounds,
    players: [
      { name: 'Rebel Alliance', faction: 'rebel' },
      { name: 'Galactic Empire', faction: 'imperial' },
    ],
    ships: [
      { id: 'x-wing-1', player: 0, type: 'x-wing', quality: 'veteran' },
      { id: 'x-wing-2', player: 0, type: 'x-wing', quality: 'average' },
      { id: 'x-wing-3', player: 0, type: 'x-wing', quality: 'average' },
      { id: 'tie-interceptor-1', player: 1, type: 'tie-interceptor', quality: 'veteran' },
      { id: 'tie-interceptor-2', player: 1, type: 'tie-interceptor', quality: 'veteran' },
      { id: 'tie-fighter-1', player: 1, type: 'tie-fighter', quality: 'poor' },
      { id: 'tie-fighter-2', player: 1, type: 'tie-fighter', quality: 'poor' },
    ],
  };
}
