/** A battle file with every bomb kind in play, for the determinism and viewer tests of bombs and mines. */
import { type BattleFile, parseBattleFile } from '../../../../src/rules/xwing1e/battleFile.ts';

/**
 * A 12-round battle: TIE bombers with every bomb kind (one with Deflective Plating) and Deathrain with a Trajectory
 * Simulator against Y-wings with Bomb Loadout ("Genius" and Sabine Wren aboard one, Cad Bane the other) and X-wings.
 */
export function bomberBattle(seed: number): BattleFile {
  const bombers = [
    ['proximitymines', 'extramunitions'],
    ['seismiccharges', 'bombardier'],
    ['protonbombs'],
    ['clustermines'],
    ['connernet'],
    ['thermaldetonators', 'deflectiveplating'],
  ];
  return parseBattleFile({
    format: 'holotable-battle',
    version: 1,
    ruleset: 'xwing-1e',
    seed,
    roundLimit: 12,
    players: [
      { name: 'Rebels', faction: 'rebel' },
      { name: 'Empire', faction: 'imperial' },
    ],
    ships: [
      {
        id: 'gold',
        player: 0,
        ship: 'ywing',
        pilot: 'goldsquadronpilot',
        upgrades: ['bombloadout', 'ionbombs', 'genius', 'sabinewren'],
      },
      {
        id: 'gray',
        player: 0,
        ship: 'ywing',
        pilot: 'graysquadronpilot',
        upgrades: ['bombloadout', 'bombletgenerator', 'cadbane'],
      },
      { id: 'red', player: 0, ship: 'xwing', pilot: 'redsquadronpilot' },
      { id: 'rookie', player: 0, ship: 'xwing', pilot: 'rookiepilot' },
      ...bombers.map((upgrades, i) => ({
        id: `bomber${i + 1}`,
        player: 1 as const,
        ship: 'tiebomber',
        pilot: 'scimitarsquadronpilot',
        upgrades,
      })),
      {
        id: 'deathrain',
        player: 1,
        ship: 'tiepunisher',
        pilot: 'deathrain',
        upgrades: ['protonbombs', 'trajectorysimulator'],
      },
    ],
  });
}
