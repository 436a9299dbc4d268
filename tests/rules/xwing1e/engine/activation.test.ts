import { describe, expect, it } from 'vitest';
import { faces, passive, round, stateWith, type TestShip } from './harness.ts';

const luke = (x: number, y: number, heading = 90): TestShip => ({
  id: 'luke',
  player: 0,
  ship: 'xwing',
  pilot: 'lukeskywalker',
  x,
  y,
  heading,
});
const academy: TestShip = {
  id: 'academy',
  player: 1,
  ship: 'tiefighter',
  pilot: 'academypilot',
  x: 700,
  y: 800,
  heading: 270,
};

describe('DIFFICULTY and STRESS', () => {
  it('a red maneuver gives a stress token; a green one removes it', () => {
    const state = stateWith([luke(300, 100), academy]);
    const red = round(state, { dials: { luke: 'koiogran-4', academy: 'straight-2' } }, passive);
    expect(red.state.ships.find((s) => s.id === 'luke')!.stress).toBe(1);
    const green = round(red.state, { dials: { luke: 'straight-1', academy: 'straight-2' } }, passive);
    expect(green.state.ships.find((s) => s.id === 'luke')!.stress).toBe(0);
  });

  it('a stressed ship that reveals red flies the non-red maneuver the opponent chose, and cannot act', () => {
    const state = stateWith([luke(300, 100), academy]);
    state.ships.find((s) => s.id === 'luke')!.stress = 1;
    // The white 2 bank keeps the stress token (a green maneuver would have removed it and freed the action).
    const r = round(state, {
      dials: { luke: 'koiogran-4', academy: 'straight-2' },
      redSubstitutes: { luke: 'bank-left-2' },
    });
    const move = r.events.find((e) => e.kind === 'move' && e.unit === 'luke');
    expect(move).toMatchObject({ path: { maneuver: 'bank-left-2' } });
    // Bank left 2 from (300, 100) facing +y: template start (300, 120), centre (170, 120), radius 130, 45°,
    // then 20 mm along 135°.
    const pose = r.state.ships.find((s) => s.id === 'luke')!.pose;
    expect(pose.x).toBeCloseTo(170 + 110 * Math.SQRT1_2, 9);
    expect(pose.y).toBeCloseTo(120 + 150 * Math.SQRT1_2, 9);
    expect(r.state.ships.find((s) => s.id === 'luke')!.stress).toBe(1);
    expect(r.record.actions?.luke).toBe('none');
    expect(() =>
      round(state, { dials: { luke: 'koiogran-4', academy: 'straight-2' }, redSubstitutes: { luke: 'koiogran-4' } }),
    ).toThrow(/^rounds\[0\]\.redSubstitutes\.luke: expected a non-red maneuver/);
  });

  it('a dial entry that is not on the ship’s dial is an error naming the ship', () => {
    const state = stateWith([luke(300, 100), academy]);
    expect(() => round(state, { dials: { luke: 'turn-left-1', academy: 'straight-2' } })).toThrow(
      /^rounds\[0\]\.dials\.luke: expected a maneuver on the X-wing dial/,
    );
  });
});

describe('OBSTACLES', () => {
  it('asteroid moved through: the action step is skipped, then one attack die is rolled (a hit costs a shield)', () => {
    // Straight 2 from y = 100 lays its template over y 120–200; asteroid 5 at y = 160 lies across it.
    const state = stateWith([luke(300, 100), academy], [{ id: 'rock', shape: 'asteroid-5', x: 300, y: 160 }]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-2', academy: 'straight-2' },
        rolls: [{ ship: 'luke', purpose: 'asteroid rock', faces: ['hit'] }],
      },
      passive,
    );
    const ship = r.state.ships.find((s) => s.id === 'luke')!;
    expect(r.events.find((e) => e.kind === 'move' && e.unit === 'luke')).toMatchObject({ obstaclesHit: ['rock'] });
    expect(r.record.actions?.luke).toBeUndefined();
    expect(ship.shields).toBe(1);
    expect(ship.onAsteroid).toBe(false);
  });

  it('a ship overlapping an asteroid cannot attack', () => {
    // Straight 1 ends at y = 180; asteroid 5 at y = 190 lies under the base.
    const tie: TestShip = { ...academy, x: 300, y: 480 };
    const state = stateWith([luke(300, 100), tie], [{ id: 'rock', shape: 'asteroid-5', x: 300, y: 190 }]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', academy: 'straight-2' },
        rolls: [{ ship: 'luke', purpose: 'asteroid rock', faces: ['blank'] }],
      },
      passive,
    );
    expect(r.state.ships.find((s) => s.id === 'luke')!.onAsteroid).toBe(true);
    expect(r.record.attacks?.luke).toEqual({ target: null });
  });

  it('debris cloud: a stress token, the action step is kept, and a critical on the die deals a face-up card', () => {
    const state = stateWith([luke(300, 100), academy], [{ id: 'cloud', shape: 'debris-3', x: 300, y: 160 }]);
    const r = round(state, {
      dials: { luke: 'straight-2', academy: 'straight-2' },
      actions: { luke: 'none' },
      rolls: [{ ship: 'luke', purpose: 'debris cloud', faces: ['crit'] }],
    });
    const ship = r.state.ships.find((s) => s.id === 'luke')!;
    expect(ship.stress).toBe(1);
    expect(r.record.actions?.luke).toBe('none');
    // Luke has two shields: the critical costs a shield, not a card.
    expect(ship.shields).toBe(1);
  });
});

describe('FLEEING THE BATTLEFIELD', () => {
  it('a ship that ends partly outside the play area is destroyed at once', () => {
    const state = stateWith([luke(300, 40, 270), academy]);
    const r = round(state, { dials: { luke: 'straight-1', academy: 'straight-2' } }, passive);
    expect(r.state.ships.find((s) => s.id === 'luke')!.destroyed).toBe(true);
    expect(r.events.find((e) => e.kind === 'destroyed')).toMatchObject({ unit: 'luke', cause: 'fled the battlefield' });
    expect(r.state.result).toMatchObject({ winner: 1 });
  });
});

describe('DAMAGE', () => {
  it('shields go first; then cards: face down for damage, face up for critical damage', () => {
    const tie: TestShip = { ...academy, x: 300, y: 410 };
    const state = stateWith([luke(300, 100), tie]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', academy: 'straight-2' },
        attacks: { luke: { target: null }, academy: { target: 'luke' } },
        rolls: [
          { ship: 'academy', purpose: 'attack', faces: ['hit', 'hit', 'crit'] },
          { ship: 'luke', purpose: 'defence', faces: faces('blank', 2) },
        ],
      },
      passive,
    );
    const ship = r.state.ships.find((s) => s.id === 'luke')!;
    // Two hits take both shields; the critical is a face-up card (unless it flips itself face down at once).
    expect(ship.shields).toBe(0);
    expect(ship.damage).toHaveLength(1);
    const dealt = r.events.find((e) => e.kind === 'damage');
    expect(dealt).toMatchObject({ unit: 'luke', shieldsLost: 2 });
    expect(dealt && dealt.kind === 'damage' && dealt.cards[0]!.faceUp).toBe(true);
  });
});

describe('ION TOKEN', () => {
  it('an ionized small ship is given no dial and flies a white straight 1, then loses its ion tokens', () => {
    const state = stateWith([luke(300, 100), academy]);
    state.ships.find((s) => s.id === 'luke')!.ion = 1;
    const r = round(state, { dials: { academy: 'straight-2' } }, passive);
    const ship = r.state.ships.find((s) => s.id === 'luke')!;
    expect(ship.pose.y).toBeCloseTo(180, 9);
    expect(ship.ion).toBe(0);
    expect(r.record.dials.luke).toBeUndefined();
  });
});

describe('ACQUIRE A TARGET LOCK', () => {
  it('spending the lock rerolls the chosen dice once; the lock is removed', () => {
    const tie: TestShip = { ...academy, x: 300, y: 410 };
    const state = stateWith([luke(300, 100), tie]);
    state.ships.find((s) => s.id === 'luke')!.lockOn = 'academy';
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', academy: 'straight-2' },
        attacks: { luke: { target: 'academy', rerolls: [1, 3], focus: false }, academy: { target: null } },
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: ['hit', 'blank', 'hit', 'focus'] },
          { ship: 'luke', purpose: 'reroll', faces: ['crit', 'hit'] },
          { ship: 'academy', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    const dice = r.events.find((e) => e.kind === 'dice' && e.role === 'attack');
    expect(dice).toMatchObject({ rolled: ['hit', 'blank', 'hit', 'focus'], modified: ['hit', 'crit', 'hit', 'hit'] });
    expect(r.state.ships.find((s) => s.id === 'luke')!.lockOn).toBeNull();
    expect(r.state.ships.find((s) => s.id === 'academy')!.destroyed).toBe(true);
  });
});
