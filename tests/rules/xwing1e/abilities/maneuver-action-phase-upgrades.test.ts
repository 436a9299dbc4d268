/**
 * Upgrade cards acting after maneuvers and actions, as phases start and end, and BTL-A4 Y-wing's turret attack (issue
 * 18: Unhinged Astromech, Millennium Falcon, Targeting Astromech, Kanan Jarrus, Flight-Assist Astromech, Intensity,
 * Black One, Pulsed Ray Shield, Rey, Rage, Debris Gambit, BTL-A4 Y-wing), one scenario named after each card. Ships
 * stand where the comments say (mm; heading 90: north); the outcome is worked out from the card text (quoted) and the
 * Rules Reference: "If a ship executes a green maneuver, it removes 1 stress token" (DIFFICULTY), "A ship cannot
 * perform the same action more than once during a single round" (ACTIONS), "During the End phase, each ship removes
 * all unused focus and evade tokens" (END PHASE), "A ship is friendly to itself" (FRIENDLY).
 */
import { describe, expect, it } from 'vitest';
import { obstacleState } from '../../../../src/rules/xwing1e/setup.ts';
import { faces, passive, round, stateWith, type TestShip } from '../engine/harness.ts';
import { flies, tokens } from './cardScenarios.ts';
import { after, placed, play, tie, xwing } from './pilotHarness.ts';

const reveal = (r: ReturnType<typeof round>, unit: string) =>
  r.events.find((e) => e.kind === 'reveal' && e.unit === unit) as { difficulty?: string } | undefined;

describe('after a maneuver', () => {
  it('Unhinged Astromech: "You may treat all 3-speed maneuvers as green maneuvers."', () => {
    // A stressed X-wing's white straight 3 becomes green and removes its stress token.
    const r = flies(['unhingedastromech'], 'straight-3', {}, 100, 1);
    expect(reveal(r, 'x')?.difficulty).toBe('green');
    expect(r.state.ships[0]!.stress).toBe(0);
    const plain = flies([], 'straight-3', {}, 100, 1);
    expect([reveal(plain, 'x')?.difficulty, plain.state.ships[0]!.stress]).toEqual(['white', 1]);
  });

  it('Millennium Falcon: "After you execute a 3-speed bank maneuver …, if you are not touching another ship and you are not stressed, you may receive 1 stress token to rotate your ship 180°."', () => {
    // The YT-1300 banks left from (457, 200) and faces north-west; the TIE far behind it at (457, 40) is outside its
    // firing arc, and inside it once the ship faces south-east: the autopilot turns about.
    const ships = (): TestShip[] => [
      {
        id: 'f',
        player: 0,
        ship: 'yt1300',
        pilot: 'outerrimsmuggler',
        x: 457,
        y: 200,
        heading: 90,
        upgrades: ['millenniumfalcon-swx57'],
      },
      { id: 't', player: 1, ship: 'tiefighter', pilot: 'academypilot', x: 457, y: 40, heading: 90 },
    ];
    const dials = { f: 'bank-left-3', t: 'turn-left-1' };
    const go = (stress = 0, dial = dials) => {
      const state = stateWith(ships());
      state.ships[0]!.stress = stress;
      return round(state, { dials: dial, attacks: { f: { target: null }, t: { target: null } } }, passive);
    };
    const r = go();
    expect(r.record.abilities).toEqual([{ ship: 'f', card: 'Millennium Falcon', use: true }]);
    const headings = r.events
      .filter((e) => e.kind === 'move' && e.unit === 'f')
      .map((e) => (e as { to: { heading: number } }).to.heading);
    expect(headings).toHaveLength(2);
    expect((headings[1]! - headings[0]! + 360) % 360).toBeCloseTo(180, 9);
    expect(tokens(r, 'f', 'stress')).toEqual([1]);
    // Stressed, or after another maneuver: not offered.
    expect(go(1).record.abilities).toBeUndefined();
    expect(go(0, { f: 'straight-3', t: 'turn-left-1' }).record.abilities).toBeUndefined();
  });

  it('Targeting Astromech: "After you execute a red maneuver, you may acquire a target lock."', () => {
    // The X-wing's red Koiogran turn leaves it at y = 320 facing south, the TIE behind it at range 1.
    const ships = [xwing('x', { upgrades: ['targetingastromech'] }), tie()];
    const r = play(ships, { dials: { x: 'koiogran-4' } });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Targeting Astromech', use: true, target: 't' }]);
    expect(after(r, 'x').lockOn).toBe('t');
    expect(after(r, 'x').stress).toBe(1);
    // A white maneuver: not offered.
    expect(play(ships, { dials: { x: 'straight-2' } }).record.abilities).toBeUndefined();
  });

  it('Kanan Jarrus (crew): "Once per round, after a friendly ship at Range 1-2 executes a white maneuver, you may remove 1 stress token from that ship."', () => {
    // Both X-wings are stressed and fly a white straight 3; "f" moves first (ids break the pilot skill tie) and ends
    // at range 2 of Kanan's ship, which removes its token; once per round, Kanan's own token stays.
    const state = stateWith([
      { id: 'f', player: 0, ship: 'xwing', pilot: 'rookiepilot', x: 300, y: 100, heading: 90 },
      {
        id: 'k',
        player: 0,
        ship: 'xwing',
        pilot: 'rookiepilot',
        x: 360,
        y: 100,
        heading: 90,
        upgrades: ['kananjarrus'],
      },
      { id: 't', player: 1, ship: 'tiefighter', pilot: 'academypilot', x: 700, y: 850, heading: 270 },
    ]);
    state.ships[0]!.stress = 1;
    state.ships[1]!.stress = 1;
    const r = round(state, { dials: { f: 'straight-3', k: 'straight-3', t: 'straight-2' } }, passive);
    expect(r.record.abilities).toEqual([{ ship: 'k', card: 'Kanan Jarrus', use: true, target: 'f' }]);
    expect([after(r, 'f').stress, after(r, 'k').stress]).toEqual([0, 1]);
  });

  it('Flight-Assist Astromech: "After you execute a maneuver, if you did not overlap a ship or obstacle and there are no enemy ships inside your firing arc at Range 1-3, you may perform a free boost or barrel roll action."', () => {
    // Nothing ahead: the file boosts (the X-wing has no Boost icon; the card grants the action): 80 mm further north.
    const r = flies(['flightassistastromech'], 'straight-1', {
      abilities: [{ ship: 'x', card: 'Flight-Assist Astromech', use: true, action: { action: 'boost-straight' } }],
    });
    expect(r.state.ships[0]!.pose.y).toBeCloseTo(260, 9);
    // "You cannot attack ships outside your firing arc": the Ion Cannon Turret cannot fire at a TIE beside the X-wing.
    const beside = [xwing('x', { upgrades: ['flightassistastromech', 'ioncannonturret'] }), tie('t', 200, { x: 400 })];
    expect(() => play(beside, { attacks: { x: { target: 't', weapon: 'ioncannonturret' } } })).toThrow(
      /attacks\.x\.target: x cannot attack "t" now/,
    );
    const free = [xwing('x', { upgrades: ['ioncannonturret'] }), tie('t', 200, { x: 400 })];
    const shot = play(free, {
      attacks: { x: { target: 't', weapon: 'ioncannonturret' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: faces('blank', 3) },
        { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
      ],
    });
    expect(shot.events.filter((e) => e.kind === 'attack')).toHaveLength(1);
  });
});

describe('after a boost or barrel roll', () => {
  it('Intensity: "After you perform a boost or barrel roll action, you may assign 1 focus or evade token to your ship. If you do, flip this card." Exhausted: "At the end of the Combat phase, you may spend 1 focus or evade token to flip this card."', () => {
    const ships = [xwing('x'), tie('t', 600, { upgrades: ['intensity'] })];
    const r = play(ships, { actions: { t: { action: 'barrel-roll-left' } } });
    expect(r.record.abilities).toEqual([
      { ship: 't', card: 'Intensity', use: true, token: 'focus' },
      { ship: 't', card: 'Intensity (Exhausted)', use: true, token: 'focus' },
    ]);
    expect(tokens(r, 't', 'focus')).toEqual([1, 0]);
    expect(after(r, 't').upgrades[0]!.name).toBe('Intensity');
    // Kept exhausted by the file: the focus token goes in the End phase, the card stays flipped.
    const kept = play(ships, {
      actions: { t: { action: 'barrel-roll-left' } },
      abilities: [
        { ship: 't', card: 'Intensity', use: true, token: 'evade' },
        { ship: 't', card: 'Intensity (Exhausted)', use: false },
      ],
    });
    expect(tokens(kept, 't', 'evade')).toEqual([1, 0]);
    expect(after(kept, 't').upgrades[0]!.name).toBe('Intensity (Exhausted)');
  });

  it('Black One: "After you perform a boost or barrel roll action, you may remove 1 enemy target lock from a friendly ship at Range 1."', () => {
    const ships = [
      xwing('x', { ship: 't70xwing', pilot: 'redsquadronveteran', upgrades: ['blackone'] }),
      tie('t', 500, { tokens: { lockOn: 'x' } }),
    ];
    const r = play(ships, { actions: { x: { action: 'boost-straight' } } });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Black One', use: true, target: 't' }]);
    expect(after(r, 't').lockOn).toBeNull();
    // A focus action: not offered, the lock stays.
    expect(after(play(ships, { actions: { x: { action: 'focus' } } }), 't').lockOn).toBe('x');
  });
});

describe('actions', () => {
  it('Rage: "Action: Assign 1 focus token to your ship and receive 2 stress tokens. Until the end of the round, when attacking, you may reroll up to 3 attack dice."', () => {
    // The focus token covers the focus result: Rage rerolls the 2 blanks, then the token makes 3 hits.
    const r = play([xwing('x', { upgrades: ['rage'] }), tie()], {
      actions: { x: { action: 'rage' } },
      attacks: { x: { target: 't' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: ['blank', 'blank', 'focus'] },
        { ship: 'x', purpose: 'Rage', faces: ['hit', 'hit'] },
        { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Rage', use: true, dice: [0, 1] }]);
    expect(after(r, 'x').stress).toBe(2);
    expect(after(r, 't').destroyed).toBe(true);
  });

  it('Debris Gambit: "Action: Assign 1 evade token to your ship for each obstacle at Range 1, to a maximum of 2 evade tokens."', () => {
    // Asteroid 5 (about 41 mm across) 100 mm either side of the X-wing's centre and one 160 mm behind it: each
    // within 100 mm of its base. Three obstacles, two tokens; one obstacle, one token.
    const go = (rocks: [number, number][]) => {
      const { state, dials } = placed([xwing('x', { upgrades: ['debrisgambit'] }), tie('t', 600)]);
      state.obstacles = rocks.map(([x, y], i) => obstacleState({ id: `rock${i}`, shape: 'asteroid-5', x, y }));
      return round(
        state,
        { dials, actions: { x: { action: 'debrisgambit' } }, attacks: { x: { target: null }, t: { target: null } } },
        passive,
      );
    };
    expect(
      tokens(
        go([
          [200, 200],
          [400, 200],
          [300, 40],
        ]),
        'x',
        'evade',
      ),
    ).toEqual([2, 0]);
    expect(tokens(go([[200, 200]]), 'x', 'evade')).toEqual([1, 0]);
  });
});

describe('phases', () => {
  it('Pulsed Ray Shield: "During the End phase, you may receive 1 ion token to recover 1 shield (up to your shield value)."', () => {
    const m3a = (shields: number) =>
      tie('m', 600, {
        ship: 'm3ainterceptor',
        pilot: 'cartelspacer',
        scum: true,
        upgrades: ['pulsedrayshield'],
        tokens: { shields },
      });
    const r = play([xwing('x'), m3a(0)], {});
    expect(r.record.abilities).toEqual([{ ship: 'm', card: 'Pulsed Ray Shield', use: true }]);
    expect([after(r, 'm').shields, after(r, 'm').ion]).toEqual([1, 1]);
    // At its shield value: not offered.
    expect(play([xwing('x'), m3a(1)], {}).record.abilities).toBeUndefined();
  });

  it('Rey (crew): "At the start of the End phase, you may place 1 of your ship\'s focus tokens on this card. At the start of the Combat phase, you may assign 1 of those tokens to your ship."', () => {
    const first = play([xwing('x', { upgrades: ['rey'] }), tie('t', 800)], { actions: { x: { action: 'focus' } } });
    expect(first.record.abilities).toEqual([{ ship: 'x', card: 'Rey', use: true }]);
    expect([after(first, 'x').focus, after(first, 'x').upgrades[0]!.focusOn]).toEqual([0, 1]);
    // Next round the token comes back at the start of the Combat phase and lasts until the End phase.
    const second = round(
      first.state,
      { dials: { x: 'straight-1', t: 'straight-2' }, attacks: { x: { target: null }, t: { target: null } } },
      passive,
    );
    expect(second.record.abilities).toEqual([
      { ship: 'x', card: 'Rey', use: true },
      { ship: 'x', card: 'Rey', use: true },
    ]);
    expect(tokens(second, 'x', 'focus')).toEqual([1, 0]);
    expect(after(second, 'x').upgrades[0]!.focusOn).toBe(1);
  });
});

describe('BTL-A4 Y-wing', () => {
  const ywing = (upgrades: string[]) => xwing('y', { ship: 'ywing', pilot: 'goldsquadronpilot', upgrades });
  it('"After you perform a primary weapon attack, you may immediately perform an attack with a [Turret] secondary weapon."', () => {
    // Range 2: the primary weapon's 2 hits against 1 evade (1 damage), then the Ion Cannon Turret hits: 1 damage and
    // 1 ion token ("Then cancel all dice results").
    const r = play([ywing(['btla4ywing', 'ioncannonturret']), tie()], {
      attacks: { y: { target: 't', turret: { target: 't', weapon: 'ioncannonturret' } } },
      rolls: [
        { ship: 'y', purpose: 'attack', faces: ['hit', 'hit'] },
        { ship: 't', purpose: 'defence', faces: ['evade', 'blank', 'blank'] },
        { ship: 'y', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
        { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
      ],
    });
    expect(r.events.filter((e) => e.kind === 'attack').map((e) => (e as { weapon: string }).weapon)).toEqual([
      'primary',
      'Ion Cannon Turret',
    ]);
    expect([after(r, 't').damage.length, after(r, 't').ion]).toEqual([2, 1]);
    // Without the title the file's turret attack is refused.
    expect(() =>
      play([ywing(['ioncannonturret']), tie()], {
        attacks: { y: { target: 't', turret: { target: 't' } } },
        rolls: [
          { ship: 'y', purpose: 'attack', faces: ['hit', 'hit'] },
          { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
        ],
      }),
    ).toThrow(/attacks\.y\.turret: y has no card that grants a turret attack/);
  });

  it('"You cannot attack ships outside your firing arc."', () => {
    // A TIE beside the Y-wing: the turret could reach it, the title forbids it.
    const beside = (upgrades: string[]) => [ywing(upgrades), tie('t', 200, { x: 400 })];
    expect(() =>
      play(beside(['btla4ywing', 'ioncannonturret']), { attacks: { y: { target: 't', weapon: 'ioncannonturret' } } }),
    ).toThrow(/attacks\.y\.target: y cannot attack "t" now/);
  });
});
