/**
 * The three mechanisms of issue 18 keep the engine a pure function of the file: battles flown by the autopilot with
 * the attacks outside the attack step, Condition cards and tractor beam tokens replay from the same seed to the same
 * timeline, and their completed files (every card attack, setup choice and ability use written back) replay
 * byte-identically.
 */
import { describe, expect, it } from 'vitest';
import { parseBattleFile, type BattleFile } from '../../../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../../../src/rules/xwing1e/engine.ts';

/** A 10-round battle of the Rebels (player 0) against `enemy` (player 1). */
function battle(seed: number, enemy: 'imperial' | 'scum', ships: NonNullable<BattleFile['ships']>): BattleFile {
  return parseBattleFile({
    format: 'holotable-battle',
    version: 1,
    ruleset: 'xwing-1e',
    seed,
    roundLimit: 10,
    players: [
      { name: 'Rebels', faction: 'rebel' },
      { name: enemy === 'scum' ? 'Scum' : 'Empire', faction: enemy },
    ],
    ships,
  });
}

/** Corran Horn, Chewbacca (Resistance) with A Score to Settle, X-wings with Snap Shot and Harpoon Missiles. */
const rebels: NonNullable<BattleFile['ships']> = [
  { id: 'corran', player: 0, ship: 'ewing', pilot: 'corranhorn' },
  { id: 'chewie', player: 0, ship: 'yt1300', pilot: 'chewbacca-swx57', upgrades: ['ascoretosettle'] },
  { id: 'snap', player: 0, ship: 'xwing', pilot: 'rookiepilot', upgrades: ['snapshot', 'harpoonmissiles'] },
  { id: 'red', player: 0, ship: 'xwing', pilot: 'redsquadronpilot', upgrades: ['tractorbeam'] },
];

/** "Quickdraw", Kylo Ren (TIE silencer), a Kylo Ren's crew shuttle and a TIE with a Tractor Beam. */
function empire(seed: number): BattleFile {
  return battle(seed, 'imperial', [
    ...rebels,
    { id: 'quickdraw', player: 1, ship: 'tiesffighter', pilot: 'quickdraw' },
    { id: 'kylo', player: 1, ship: 'tiesilencer', pilot: 'kyloren' },
    { id: 'shuttle', player: 1, ship: 'upsilonclassshuttle', pilot: 'starkillerbasepilot', upgrades: ['kyloren'] },
    { id: 'beam', player: 1, ship: 'tiefighter', pilot: 'academypilot', upgrades: ['tractorbeam'] },
  ]);
}

/** Dengar, Unkar Plutt with the Spacetug Tractor Array, a StarViper with Ketsu Onyo (crew) and a Tractor Beam. */
function scum(seed: number): BattleFile {
  return battle(seed, 'scum', [
    ...rebels,
    { id: 'dengar', player: 1, ship: 'jumpmaster5000', pilot: 'dengar' },
    { id: 'unkar', player: 1, ship: 'quadjumper', pilot: 'unkarplutt', upgrades: ['spacetugtractorarray'] },
    { id: 'viper', player: 1, ship: 'starviper', pilot: 'blacksunenforcer', upgrades: ['ketsuonyo', 'tractorbeam'] },
  ]);
}

const text = (v: unknown) => JSON.stringify(v);

describe('determinism of attacks outside the attack step, Conditions and tractor beam tokens', () => {
  it.each([
    ['the Empire', empire],
    ['Scum', scum],
  ])('against %s: same seed, same timeline; the completed file replays to itself', (_name, make) => {
    const first = playBattle(make(11));
    expect(text(playBattle(make(11)).timeline)).toBe(text(first.timeline));
    const again = playBattle(parseBattleFile(JSON.parse(text(first.file))));
    expect(text(again.timeline)).toBe(text(first.timeline));
    expect(text(again.file)).toBe(text(first.file));
    // A Score to Settle's setup choice is written back.
    expect(first.file.setupChoices).toEqual([expect.objectContaining({ ship: 'chewie', card: 'A Score to Settle' })]);
  });
});
