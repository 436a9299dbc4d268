import { describe, expect, it } from 'vitest';
import { faces, passive, round, stateWith, type TestShip } from './harness.ts';

const luke = (y: number, heading = 90): TestShip => ({
  id: 'luke',
  player: 0,
  ship: 'xwing',
  pilot: 'lukeskywalker',
  x: 300,
  y,
  heading,
});
const academy = (y: number, heading = 270): TestShip => ({
  id: 'academy',
  player: 1,
  ship: 'tiefighter',
  pilot: 'academypilot',
  x: 300,
  y,
  heading,
});
// TIE fighters have no straight 1: the TIE flies straight 2 (80 mm template, 120 mm of travel).
const straight1 = { luke: 'straight-1', academy: 'straight-2' };

describe('RANGE COMBAT BONUS', () => {
  it('range 1: the attacker rolls one extra attack die (X-wing 3 + 1 = 4)', () => {
    // Luke ends at y = 180 (front edge 200); the TIE at 410 − 120 = 290 (front edge 270): 70 mm, range 1.
    const state = stateWith([luke(100), academy(410)]);
    const r = round(
      state,
      {
        dials: straight1,
        attacks: { luke: { target: 'academy' }, academy: { target: 'luke' } },
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: faces('blank', 4) },
          { ship: 'academy', purpose: 'defence', faces: faces('blank', 3) },
          { ship: 'academy', purpose: 'attack', faces: faces('blank', 3) },
          { ship: 'luke', purpose: 'defence', faces: faces('blank', 2) },
        ],
      },
      passive,
    );
    const attack = r.events.find((e) => e.kind === 'attack' && e.attacker === 'luke');
    expect(attack).toMatchObject({ range: 1, obstructed: false });
    expect(r.record.rolls!.map((x) => x.faces.length)).toEqual([4, 3, 3, 2]);
  });

  it('range 3: the defender rolls one extra defence die (TIE agility 3 + 1 = 4)', () => {
    // TIE ends at 460 (front edge 440): 240 mm from Luke's front edge at 200.
    const state = stateWith([luke(100), academy(580)]);
    const r = round(
      state,
      { dials: straight1, attacks: { luke: { target: 'academy' }, academy: { target: null } } },
      passive,
    );
    expect(r.record.rolls!.map((x) => [x.ship, x.purpose, x.faces.length])).toEqual([
      ['luke', 'attack', 3],
      ['academy', 'defence', 4],
    ]);
  });

  it('a recorded roll of the wrong size is an error naming the roll', () => {
    const state = stateWith([luke(100), academy(410)]);
    expect(() =>
      round(
        state,
        {
          dials: straight1,
          attacks: { luke: { target: 'academy' } },
          rolls: [{ ship: 'luke', purpose: 'attack', faces: faces('hit', 3) }],
        },
        passive,
      ),
    ).toThrow(/^rounds\[0\]\.rolls\[0\]: expected a attack roll of 4 attack dice by luke/);
  });
});

describe('OBSTRUCTED', () => {
  it('adds one defence die when every tied range line crosses an obstacle', () => {
    // Luke's front edge ends at y = 200, the TIE's at 360 (range 2). Asteroid 5 spans x 279.5–320.5 at
    // y ≈ 264–296, wider than the 40 mm band of parallel range lines (x 280–320), so every line crosses it.
    const state = stateWith([luke(100), academy(500)], [{ id: 'rock', shape: 'asteroid-5', x: 300, y: 280 }]);
    const r = round(
      state,
      { dials: straight1, attacks: { luke: { target: 'academy' }, academy: { target: null } } },
      passive,
    );
    const attack = r.events.find((e) => e.kind === 'attack');
    expect(attack).toMatchObject({ range: 2, obstructed: true });
    expect(r.record.rolls![1]).toMatchObject({ ship: 'academy', purpose: 'defence' });
    expect(r.record.rolls![1]!.faces).toHaveLength(4);
  });
});

describe('TOUCHING', () => {
  it('ships that bump cannot attack each other, and the bumped ship skips its action (OVERLAPPING SHIPS)', () => {
    // The TIE (pilot skill 1) moves first to y = 220; Luke's straight 1 would end on it, so he backs up until
    // his front guides touch the TIE's: 198.2 − 21.8 = 176.4.
    const state = stateWith([luke(100), academy(340)]);
    const r = round(state, { dials: straight1 });
    const lukeState = r.state.ships.find((s) => s.id === 'luke')!;
    expect(lukeState.pose.y).toBeCloseTo(176.4, 5);
    expect(lukeState.touching).toEqual(['academy']);
    expect(r.record.actions?.luke).toBeUndefined();
    expect(r.record.attacks).toEqual({ luke: { target: null }, academy: { target: null } });
    expect(() => round(state, { dials: straight1, attacks: { luke: { target: 'academy' } } })).toThrow(
      /^rounds\[0\]\.attacks\.luke\.target: luke cannot attack "academy" now/,
    );
    expect(() => round(state, { dials: straight1, actions: { luke: { action: 'focus' } } })).toThrow(
      /must skip its Perform Action step/,
    );
  });
});

describe('SIMULTANEOUS ATTACK RULE', () => {
  it('a ship destroyed by an attacker of the same pilot skill still attacks: both are destroyed, a draw', () => {
    // Rookie Pilot (X-wing) and Tempest Squadron Pilot (TIE Advanced) both have pilot skill 2, and each is one
    // damage from destruction. The Rebels have initiative, so the rookie fires first.
    const state = stateWith([
      { id: 'rookie', player: 0, ship: 'xwing', pilot: 'rookiepilot', x: 300, y: 100, heading: 90 },
      { id: 'tempest', player: 1, ship: 'tieadvanced', pilot: 'tempestsquadronpilot', x: 300, y: 410, heading: 270 },
    ]);
    for (const s of state.ships) {
      s.shields = 0;
      s.damage = Array.from({ length: s.hull - 1 }, () => ({ name: 'Counter', faceUp: false, round: 0 }));
    }
    const r = round(
      state,
      {
        dials: { rookie: 'straight-1', tempest: 'straight-2' },
        attacks: { rookie: { target: 'tempest' }, tempest: { target: 'rookie' } },
        rolls: [
          { ship: 'rookie', purpose: 'attack', faces: ['hit', 'blank', 'blank', 'blank'] },
          { ship: 'tempest', purpose: 'defence', faces: faces('blank', 3) },
          { ship: 'tempest', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
          { ship: 'rookie', purpose: 'defence', faces: faces('blank', 2) },
        ],
      },
      passive,
    );
    const kinds = r.events.map((e) =>
      e.kind === 'destroyed' ? `destroyed ${e.unit}` : e.kind === 'attack' ? `attack ${e.attacker}` : '',
    );
    // The rookie has had its opportunity, so it goes at once; the tempest goes once the pilot-skill-2 step ends.
    expect(kinds.filter(Boolean)).toEqual(['attack rookie', 'attack tempest', 'destroyed rookie', 'destroyed tempest']);
    expect(r.state.result).toMatchObject({ winner: null });
  });
});
