import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/battle/rng.ts';
import { parseBattleFile } from '../../../../src/rules/xwing1e/battleFile.ts';
import { coreSetBattle } from '../../../../src/rules/xwing1e/defaultSquads.ts';
import { compareResults, countFaces, rollAttack, rollDefence } from '../../../../src/rules/xwing1e/dice.ts';
import { playBattle } from '../../../../src/rules/xwing1e/engine.ts';
import { decideInitiative } from '../../../../src/rules/xwing1e/setup.ts';
import { fileWith } from './harness.ts';

describe('dice faces (rules: ATTACK; attack die 3 hit, 1 crit, 2 focus, 2 blank; defence 3 evade, 2 focus, 3 blank)', () => {
  const N = 160_000;
  // With N = 160 000, one standard deviation of a face's frequency is at most √(0.25 / N) ≈ 0.00125: allow 4σ.
  const tol = 0.005;
  it('seed 20261123: attack face frequencies', () => {
    const c = countFaces(rollAttack(new Rng(seedRng(20261123)), N));
    expect(c.hit! / N).toBeCloseTo(3 / 8, 2);
    expect(Math.abs(c.hit! / N - 3 / 8)).toBeLessThan(tol);
    expect(Math.abs(c.crit! / N - 1 / 8)).toBeLessThan(tol);
    expect(Math.abs(c.focus! / N - 2 / 8)).toBeLessThan(tol);
    expect(Math.abs(c.blank! / N - 2 / 8)).toBeLessThan(tol);
  });
  it('seed 7: defence face frequencies', () => {
    const c = countFaces(rollDefence(new Rng(seedRng(7)), N));
    expect(Math.abs(c.evade! / N - 3 / 8)).toBeLessThan(tol);
    expect(Math.abs(c.focus! / N - 2 / 8)).toBeLessThan(tol);
    expect(Math.abs(c.blank! / N - 3 / 8)).toBeLessThan(tol);
  });
  it('compares results: evades cancel hits before criticals (rules: ATTACK step 6)', () => {
    expect(compareResults(['hit', 'crit', 'hit'], ['evade'])).toEqual({ hits: 1, crits: 1 });
    expect(compareResults(['hit', 'crit'], ['evade', 'evade'])).toEqual({ hits: 0, crits: 0 });
    expect(compareResults(['crit', 'focus'], ['evade', 'blank'])).toEqual({ hits: 0, crits: 0 });
  });
});

describe('replay determinism', () => {
  it('seed 5: the same file gives a byte-identical timeline, also after completing it and a save/load round trip', () => {
    const first = playBattle(coreSetBattle(5));
    const again = playBattle(coreSetBattle(5));
    expect(JSON.stringify(again.timeline)).toBe(JSON.stringify(first.timeline));
    const saved = JSON.stringify(first.file);
    const replayed = playBattle(parseBattleFile(JSON.parse(saved)));
    expect(JSON.stringify(replayed.timeline)).toBe(JSON.stringify(first.timeline));
    // The completed file is a fixed point: completing it again changes nothing.
    expect(JSON.stringify(replayed.file)).toBe(saved);
  });

  it('different seeds give different battles', () => {
    expect(JSON.stringify(playBattle(coreSetBattle(1)).timeline)).not.toBe(
      JSON.stringify(playBattle(coreSetBattle(2)).timeline),
    );
  });

  it('a recorded decision that breaks the rules is reported with its path', () => {
    const done = playBattle(coreSetBattle(5)).file;
    const broken = structuredClone(done);
    broken.rounds![0]!.dials.luke = 'turn-left-1';
    expect(() => playBattle(parseBattleFile(broken))).toThrow(
      /^rounds\[0\]\.dials\.luke: expected a maneuver on the X-wing dial/,
    );
  });
});

describe('INITIATIVE', () => {
  it('the player with the lower squad total chooses (and takes initiative)', () => {
    const file = fileWith([
      { id: 'luke', player: 0, ship: 'xwing', pilot: 'lukeskywalker', x: 0, y: 0, heading: 0 },
      { id: 'academy', player: 1, ship: 'tiefighter', pilot: 'academypilot', x: 0, y: 0, heading: 0 },
    ]);
    delete file.initiative;
    const out = playBattle({ ...file, roundLimit: 1 });
    // Luke Skywalker costs 28 points, an Academy Pilot 12: the Empire chooses.
    expect(out.file.initiative).toBe(1);
  });

  it('on a tie, player 1 rolls an attack die and chooses on a hit or critical', () => {
    const ships = [
      { player: 0, points: 12 },
      { player: 1, points: 12 },
    ] as Parameters<typeof decideInitiative>[0];
    const outcomes = new Set<number>();
    for (let seed = 0; seed < 40; seed++) outcomes.add(decideInitiative(ships, new Rng(seedRng(seed))));
    expect([...outcomes].sort()).toEqual([0, 1]);
  });
});
