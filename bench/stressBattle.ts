/**
 * The viewer benchmark's stress battle: fifteen rebel ships against fifteen imperial ones (30 bases on the
 * table, several of each model, so repeated models and many moving objects are exercised), three rounds played
 * by the autopilot and written out complete.
 */
import type { BattleFile } from '../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../src/rules/xwing1e/engine.ts';

const REBELS: [ship: string, pilot: string][] = [
  ['xwing', 'redsquadronpilot'],
  ['xwing', 'rookiepilot'],
  ['ywing', 'goldsquadronpilot'],
  ['awing', 'greensquadronpilot'],
  ['bwing', 'bluesquadronpilot'],
];
const IMPERIALS: [ship: string, pilot: string][] = [
  ['tiefighter', 'blacksquadronpilot'],
  ['tiefighter', 'academypilot'],
  ['tieinterceptor', 'sabersquadronpilot'],
  ['tieadvanced', 'stormsquadronpilot'],
  ['tiebomber', 'scimitarsquadronpilot'],
];

/** A complete 30-ship battle file (seeded, so the same every run). */
export function stressBattle(seed = 30, rounds = 3): BattleFile {
  const ships = [
    ...Array.from({ length: 15 }, (_, i) => {
      const [ship, pilot] = REBELS[i % REBELS.length] ?? ['', ''];
      return { id: `r${i + 1}`, player: 0 as const, ship, pilot };
    }),
    ...Array.from({ length: 15 }, (_, i) => {
      const [ship, pilot] = IMPERIALS[i % IMPERIALS.length] ?? ['', ''];
      return { id: `i${i + 1}`, player: 1 as const, ship, pilot };
    }),
  ];
  const file: BattleFile = {
    format: 'holotable-battle',
    version: 1,
    ruleset: 'xwing-1e',
    title: 'Viewer stress test: fifteen against fifteen',
    seed,
    roundLimit: rounds,
    players: [
      { name: 'Rebel Alliance', faction: 'rebel' },
      { name: 'Galactic Empire', faction: 'imperial' },
    ],
    ships,
  };
  return playBattle(file).file;
}
