/** Small battle files for Full Thrust scenario tests. */
import type { FtBattleFile, FtRoundRecord } from '../../../src/rules/fullthrust-sw/battleFile.ts';

type Ship = FtBattleFile['ships'][number];
type Squadron = NonNullable<FtBattleFile['squadrons']>[number];

/**
 * A battle on a 24 × 16 map with two far-apart corvettes (range 20, out of every weapon's reach, so they only
 * move) unless `ships` replaces them, the given squadrons, and the given rounds.
 */
export function ftFile(opts: {
  ships?: Ship[];
  squadrons?: Squadron[];
  rounds?: FtRoundRecord[];
  roundLimit?: number;
  asteroids?: { col: number; row: number }[];
  planets?: { col: number; row: number }[];
}): FtBattleFile {
  return {
    format: 'holotable-battle',
    version: 1,
    ruleset: 'fullthrust-sw',
    seed: 7,
    roundLimit: opts.roundLimit ?? 1,
    map: { cols: 24, rows: 16, asteroids: opts.asteroids ?? [], planets: opts.planets ?? [] },
    players: [
      { name: 'Rebels', faction: 'rebel' },
      { name: 'Empire', faction: 'imperial' },
    ],
    ships: opts.ships ?? [
      { id: 'reb', player: 0, class: 'corellian-corvette', col: 1, row: 0, heading: 2, speed: 0 },
      { id: 'imp', player: 1, class: 'corellian-corvette', col: 22, row: 15, heading: 6, speed: 0 },
    ],
    squadrons: opts.squadrons ?? [],
    rounds: opts.rounds ?? [],
  };
}

/** Plots that keep the two default corvettes where they are. */
export const STAY = { reb: { heading: 2, speed: 0 }, imp: { heading: 6, speed: 0 } };
