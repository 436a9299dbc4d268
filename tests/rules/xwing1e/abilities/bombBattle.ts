/** A battle file with every bomb kind in play, for the determinism and viewer tests of bombs and mines. */
import { type BattleFile, parseBattleFile } from '../../../../src/rules/xwing1e/battleFile.ts';

/** A 12-round battle: TIE bombers with every bomb kind against Y-wings with Bomb Loadout and X-wings. */
export function bomberBattle(seed: number): BattleFile {
  const bombers = [
    ['proximitymines', 'extramunitions'],
    ['seismiccharges', 'bombardier'],
    ['protonbombs'],
    ['clustermines'],
    ['connernet'],
    ['thermaldetonators'],
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
      { id: 'gold', player: 0, ship: 'ywing', pilot: 'goldsquadronpilot', upgrades: ['bombloadout', 'ionbombs'] },
      {
        id: 'gray',
        player: 0,
        ship: 'ywing',
        pilot: 'graysquadronpilot',
        upgrades: ['bombloadout', 'bombletgenerator'],
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
    ],
  });
}
