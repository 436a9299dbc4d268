/**
 * Tractor beam tokens (abilities/tractor.ts) and the cards that assign them, one scenario per card, dice forced
 * through recorded rolls. Positions as pilotHarness.ts states them (where ships stand after moving) unless a test
 * builds its own: the X-wing at (300, 200) facing north (front edge y = 220), a ship at y = 400 facing south: range 2.
 * A boost or barrel roll with the [Straight 1] template moves a small base 80 mm (40 mm template + 40 mm base).
 */
import { describe, expect, it } from 'vitest';
import type { RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import type { GameState } from '../../../../src/rules/xwing1e/state.ts';
import { obstacleState, setupGame } from '../../../../src/rules/xwing1e/setup.ts';
import { fileWith, passive, round, type TestShip } from '../engine/harness.ts';
import { placed, type Placed, tie, xwing } from './pilotHarness.ts';

type R = ReturnType<typeof round>;

/** Rebels against Scum, the ships standing where the test says (harness.ts's stateWith, with a Scum player 1). */
function scumState(ships: TestShip[]): GameState {
  const file = fileWith(ships, {
    players: [
      { name: 'Rebels', faction: 'rebel' },
      { name: 'Scum', faction: 'scum' },
    ],
  });
  const state = setupGame(file, file.ships ?? []);
  for (const t of ships) {
    const s = state.ships.find((x) => x.id === t.id);
    if (s) s.pose = { x: t.x, y: t.y, headingDeg: t.heading };
  }
  return state;
}

/** Plays one round of placed ships, no attacks but those recorded, with a state tweak. */
function play(ships: Placed[], record: Omit<RoundRecord, 'dials'>, tweak?: (s: GameState) => void) {
  const { state, dials } = placed(ships);
  tweak?.(state);
  const attacks = Object.fromEntries(ships.map((s) => [s.id, { target: null }]));
  return round(state, { ...record, dials, attacks: { ...attacks, ...(record.attacks ?? {}) } }, passive);
}

const ship = (r: R, id: string) => {
  const s = r.state.ships.find((x) => x.id === id);
  if (!s) throw new Error(`no ship ${id}`);
  return s;
};
/** Each count the ship's tractor beam token showed, in order. */
const tractorCounts = (r: R, unit: string) =>
  r.events
    .filter((e) => e.kind === 'token' && e.unit === unit && (e as { token: string }).token === 'tractor')
    .map((e) => (e as { count: number }).count);
/** Where the ship's last move of the round ended. */
const lastMove = (r: R, unit: string) =>
  (r.events.filter((e) => e.kind === 'move' && e.unit === unit).at(-1) as unknown as { to: { x: number; y: number } })
    .to;

/** The X-wing's Tractor Beam attack on the TIE: 1 hit against 3 blanks (attack 3, agility 3, no range bonus). */
const beamHits = [
  { ship: 'x', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
  { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
];

describe('Tractor Beam', () => {
  it('Tractor Beam: "If this attack hits, the defender receives 1 tractor beam token. Then cancel all dice results."', () => {
    const r = play([xwing('x', { upgrades: ['tractorbeam'] }), tie('t', 400)], {
      attacks: { x: { target: 't', weapon: 'tractorbeam' } },
      // "The first time a small ship receives a tractor beam token each round, the opposing player may choose …
      // Perform a boost using the [Straight 1] maneuver template."
      abilities: [{ ship: 't', card: 'Tractor beam token', use: true, action: { action: 'boost-straight' } }],
      rolls: beamHits,
    });
    // No damage; the TIE, facing south, boosts 80 mm: from y = 400 to 320. "End Phase: Remove all tractor beam tokens".
    expect(ship(r, 't').damage).toHaveLength(0);
    expect(lastMove(r, 't').y).toBeCloseTo(320, 6);
    expect(tractorCounts(r, 't')).toEqual([1, 0]);
    expect(ship(r, 't').tractor).toBe(0);
  });
  it('tractor beam token: "Combat Phase: The agility value of that ship is reduced by 1 for each tractor beam token"', () => {
    // After the boost the TIE's near edge is at y = 300; the second X-wing at (240, 200) is 82 mm away: range 1,
    // 4 attack dice; the TIE rolls its agility 3 less 1: 2 dice.
    const r = play([xwing('x', { upgrades: ['tractorbeam'] }), xwing('y', { x: 240 }), tie('t', 400)], {
      attacks: { x: { target: 't', weapon: 'tractorbeam' }, y: { target: 't' } },
      abilities: [{ ship: 't', card: 'Tractor beam token', use: true, action: { action: 'boost-straight' } }],
      rolls: [
        ...beamHits,
        { ship: 'y', purpose: 'attack', faces: ['hit', 'blank', 'blank', 'blank'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(ship(r, 't').damage).toHaveLength(1);
  });
  it("tractor beam token: the autopilot pulls the ship onto an asteroid; it rolls the asteroid's die and cannot attack", () => {
    // An asteroid (34 × 44 mm) centred at (390, 400): a barrel roll to the TIE's left (east, it faces south) ends
    // at x = 380, its base over the asteroid.
    const rock = (s: GameState) => {
      s.obstacles = [obstacleState({ id: 'rock1', shape: 'asteroid-1', x: 390, y: 400 })];
    };
    const record = {
      attacks: { x: { target: 't', weapon: 'tractorbeam' } },
      rolls: [...beamHits, { ship: 't', purpose: 'asteroid rock1', faces: ['hit'] }],
    };
    const r = play([xwing('x', { upgrades: ['tractorbeam'] }), tie('t', 400)], record, rock);
    expect(r.record.abilities?.[0]).toMatchObject({
      ship: 't',
      card: 'Tractor beam token',
      use: true,
      action: { action: 'barrel-roll-left' },
    });
    expect(lastMove(r, 't').x).toBeCloseTo(380, 6);
    // The asteroid's hit: 1 damage.
    expect(ship(r, 't').damage).toHaveLength(1);
    expect(ship(r, 't').onAsteroid).toBe(true);
    expect(() =>
      play(
        [xwing('x', { upgrades: ['tractorbeam'] }), tie('t', 400)],
        { ...record, attacks: { ...record.attacks, t: { target: 'x' } } },
        rock,
      ),
    ).toThrow(/attacks\.t\.target: t cannot attack "x" now/);
  });
  it('tractor beam token: a large ship receives it but is not moved; a recorded move that is not legal is refused', () => {
    const yt: Placed = { id: 'y', player: 0, ship: 'yt1300', pilot: 'outerrimsmuggler', y: 200 };
    const r = play([yt, tie('t', 400, { upgrades: ['tractorbeam'] })], {
      attacks: { t: { target: 'y', weapon: 'tractorbeam' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
        { ship: 'y', purpose: 'defence', faces: ['blank'] },
      ],
    });
    expect(tractorCounts(r, 'y')).toEqual([1, 0]);
    expect(r.record.abilities).toBeUndefined();
    expect(() =>
      play([xwing('x', { upgrades: ['tractorbeam'] }), tie('t', 400)], {
        attacks: { x: { target: 't', weapon: 'tractorbeam' } },
        abilities: [{ ship: 't', card: 'Tractor beam token', use: true, action: { action: 'boost-bank-left' } }],
        rolls: beamHits,
      }),
    ).toThrow(
      /abilities\[0\]\.action: Tractor beam token: expected boost-straight, barrel-roll-left, barrel-roll-right/,
    );
  });
  it('tractor beam token: an attack at the start of the End phase meets the full agility (Corran Horn)', () => {
    // Corran Horn's E-wing at (300, 200) attacks the tractored TIE at the start of the End phase: 3 defence dice.
    const corran: Placed = { id: 'c', player: 0, ship: 'ewing', pilot: 'corranhorn', x: 420, y: 200 };
    const r = play([xwing('x', { upgrades: ['tractorbeam'] }), corran, tie('t', 400)], {
      attacks: { x: { target: 't', weapon: 'tractorbeam' } },
      abilities: [{ ship: 't', card: 'Tractor beam token', use: false }],
      cardAttacks: [{ ship: 'c', card: 'Corran Horn', target: 't' }],
      rolls: [
        ...beamHits,
        { ship: 'c', purpose: 'attack', faces: ['blank', 'blank', 'blank'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    expect(tractorCounts(r, 't')).toEqual([1, 0]);
  });
});

describe('Ketsu Onyo (crew)', () => {
  it('Ketsu Onyo (crew): "At the start of the End phase, you may choose 1 enemy ship inside your firing arc at Range 1-2. That ship does not remove its tractor beam tokens."', () => {
    const viper: Placed = {
      id: 's',
      player: 1,
      ship: 'starviper',
      pilot: 'blacksunenforcer',
      y: 400,
      scum: true,
      upgrades: ['tractorbeam', 'ketsuonyo'],
    };
    const r = play([xwing(), viper], {
      attacks: { s: { target: 'x', weapon: 'tractorbeam' } },
      rolls: [
        { ship: 's', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    // The autopilot moves no ship onto nothing, and keeps the tokens of the enemy that holds one.
    expect(r.record.abilities).toEqual([
      { ship: 'x', card: 'Tractor beam token', use: false },
      { ship: 's', card: 'Ketsu Onyo', use: true, target: 'x' },
    ]);
    expect(ship(r, 'x').tractor).toBe(1);
    expect(tractorCounts(r, 'x')).toEqual([1]);
  });
});

describe('Spacetug Tractor Array', () => {
  // The Quadjumper (pilot skill 1) flies straight 1 (80 mm) from y = 400 to 320, its near edge at 300; the X-wing,
  // not yet moved, has its front edge at 220: 80 mm, range 1, inside the Quadjumper's firing arc.
  const ships = (upgrades: string[]) =>
    scumState([
      { id: 'x', player: 0, ship: 'xwing', pilot: 'rookiepilot', x: 300, y: 200, heading: 90 },
      { id: 'q', player: 1, ship: 'quadjumper', pilot: 'jakkugunrunner', x: 300, y: 400, heading: 270, upgrades },
    ]);
  it('Spacetug Tractor Array: "Action: Choose a ship inside your firing arc at Range 1 and assign a tractor beam token to it."', () => {
    const r = round(
      ships(['spacetugtractorarray']),
      {
        dials: { x: 'turn-left-3', q: 'straight-1' },
        actions: { q: { action: 'spacetugtractorarray' } },
        abilities: [
          { ship: 'q', card: 'Spacetug Tractor Array', use: true, target: 'x' },
          // The X-wing faces north: its right is east. Barrel roll 80 mm: x 300 → 380.
          { ship: 'x', card: 'Tractor beam token', use: true, action: { action: 'barrel-roll-right' } },
        ],
        attacks: { x: { target: null }, q: { target: null } },
      },
      passive,
    );
    const moves = r.events.filter((e) => e.kind === 'move' && e.unit === 'x') as unknown as { to: { x: number } }[];
    expect(moves[0]?.to.x).toBeCloseTo(380, 6);
    expect(tractorCounts(r, 'x')).toEqual([1, 0]);
  });
});

describe('Unkar Plutt', () => {
  it('Unkar Plutt: "At the end of the Activation phase, you must assign a tractor beam token to each ship you are touching."', () => {
    // The X-wing (pilot skill 2) flies straight 2 from y = 200 to 320 (front edge 340); Unkar Plutt (3) flies
    // straight 3 from y = 500 towards y = 340 and bumps it: they touch.
    const state = scumState([
      { id: 'x', player: 0, ship: 'xwing', pilot: 'rookiepilot', x: 300, y: 200, heading: 90 },
      { id: 'u', player: 1, ship: 'quadjumper', pilot: 'unkarplutt', x: 300, y: 500, heading: 270 },
    ]);
    const r = round(
      state,
      { dials: { x: 'straight-2', u: 'straight-3' }, attacks: { x: { target: null }, u: { target: null } } },
      passive,
    );
    expect(ship(r, 'u').touching).toEqual(['x']);
    expect(tractorCounts(r, 'x')).toEqual([1, 0]);
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Tractor beam token', use: false }]);
    const at = r.events.findIndex((e) => e.kind === 'token' && e.unit === 'x');
    const combat = r.events.findIndex((e) => e.kind === 'phase' && (e as { phase: string }).phase === 'combat');
    expect(at).toBeLessThan(combat);
  });
});
