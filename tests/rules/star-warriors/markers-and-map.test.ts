import { describe, expect, it } from 'vitest';
import { parseBattleFile } from '../../../src/rules/star-warriors/battleFile.ts';
import { playBattle } from '../../../src/rules/star-warriors/engine.ts';
import { hexDistance, hexToOffset } from '../../../src/rules/star-warriors/hex.ts';
import { adjustMap } from '../../../src/rules/star-warriors/mapAdjustment.ts';
import { throttleAfter } from '../../../src/rules/star-warriors/plan.ts';
import { setupGame } from '../../../src/rules/star-warriors/setup.ts';
import type { PlannedAction } from '../../../src/rules/star-warriors/state.ts';

const file = (ships: object[], rounds: object[] = []) =>
  parseBattleFile({
    format: 'holotable-battle',
    version: 1,
    ruleset: 'star-warriors',
    seed: 3,
    roundLimit: 1,
    players: [
      { name: 'Rebels', faction: 'rebel' },
      { name: 'Empire', faction: 'imperial' },
    ],
    ships,
    rounds,
  });
const x1 = { id: 'x1', player: 0, type: 'x-wing', quality: 'average', piloting: '4D', gunnery: '4D' };
const t1 = { id: 't1', player: 1, type: 'tie-interceptor', quality: 'veteran', piloting: '5D', gunnery: '5D' };
const plan = (...p: [PlannedAction['action'], boolean][]) => p.map(([action, double]) => ({ action, double }));

describe('the markers phase: throttles (rules 8.1)', () => {
  const { state } = setupGame(file([x1, t1]));
  const tie = state.ships[1]!;
  it('starts at 6 and moves one box a marker, two when doubled, within 1 … the maximum speed', () => {
    expect(tie.throttle).toBe(6);
    expect(throttleAfter(tie, plan(['accelerate', false]))).toBe(7);
    expect(throttleAfter(tie, plan(['accelerate', true]))).toBe(8);
    expect(throttleAfter({ ...tie, throttle: 8 }, plan(['accelerate', false]))).toBe(8);
    expect(throttleAfter(tie, plan(['decelerate', true]))).toBe(4);
    expect(throttleAfter({ ...tie, throttle: 1 }, plan(['decelerate', false]))).toBe(1);
  });
  it('overspeed reaches the parenthesised boxes (9, 10 for the interceptor); without it the ship drops back', () => {
    expect(throttleAfter({ ...tie, throttle: 8 }, plan(['overspeed', true]))).toBe(10);
    expect(throttleAfter({ ...tie, throttle: 10 }, plan(['overspeed', false]))).toBe(10);
    expect(throttleAfter({ ...tie, throttle: 10 }, [])).toBe(8);
  });
});

describe('map adjustment (rules 10.4, assumed)', () => {
  it('shifts every counter together, keeping distances and facings, when one reaches the edge', () => {
    const { state } = setupGame(
      file([
        { ...x1, hex: [0, 12], facing: 3 },
        { ...t1, hex: [5, 14], facing: 1 },
      ]),
    );
    const [a, b] = state.ships;
    const before = hexDistance(a!.pose.hex, b!.pose.hex);
    const shift = adjustMap(state);
    expect(shift).not.toBeNull();
    expect(hexDistance(a!.pose.hex, b!.pose.hex)).toBe(before);
    expect([a!.pose.facing, b!.pose.facing]).toEqual([3, 1]);
    expect(hexToOffset(a!.pose.hex).col).toBeGreaterThan(10);
    expect(adjustMap(state)).toBeNull(); // centred now: nothing more to do
  });
});

describe('a ship with no move that stays on the map', () => {
  it('flies off the map and is out of the game', () => {
    const out = playBattle(
      file([{ ...x1, hex: [31, 12], facing: 0 }, t1], [{ plans: { x1: [] }, fire: { x1: [{ target: null }] } }]),
    );
    const x = out.state.ships[0]!;
    expect(x.disengaged).toBe(true);
    expect(out.timeline.events).toContainEqual(
      expect.objectContaining({ kind: 'destroyed', unit: 'x1', cause: 'left the map: no move stayed on it' }),
    );
    expect(out.result.winner).toBe(1);
  });

  it('a recorded move off the map is refused while a move on it exists', () => {
    expect(() =>
      playBattle(file([{ ...x1, hex: [27, 12], facing: 0 }, t1], [{ plans: { x1: [] }, moves: { x1: 'FFFFFF' } }])),
    ).toThrow('rounds[0].moves.x1: leaves the map, though a move on the map exists');
  });
});
