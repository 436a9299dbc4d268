/**
 * Pilot abilities, one scenario per card: ships face each other on an empty table, dials fly them to a known
 * range, and every die is forced through recorded rolls; the expected outcome is worked out from the card text
 * (quoted) and the Rules Reference.
 */
import { describe, expect, it } from 'vitest';
import { faces, passive, round, stateWith, type TestShip } from '../engine/harness.ts';

/** A rebel ship at x 300 facing north (+y); straight 1 takes an X-wing from y to y + 80. */
const rebel = (id: string, pilot: string, y: number, ship = 'xwing', upgrades?: string[]): TestShip => ({
  id,
  player: 0,
  ship,
  pilot,
  x: 300,
  y,
  heading: 90,
  ...(upgrades ? { upgrades } : {}),
});
/** An imperial ship at x 300 facing south; straight 2 takes a TIE from y to y − 120. */
const imperial = (id: string, pilot: string, y: number, ship = 'tiefighter', heading = 270): TestShip => ({
  id,
  player: 1,
  ship,
  pilot,
  x: 300,
  y,
  heading,
});
// X-wing front edge ends at y = 200; the TIE's at 410 − 140 = 270 (70 mm, range 1) or 490 − 140 = 350 (range 2).
const RANGE1 = 410;
const RANGE2 = 490;
const fly = (ids: Record<string, string>) => ids;

describe('Mauler Mithel', () => {
  it('"When attacking at Range 1, roll 1 additional attack die": 2 + 1 (range 1) + 1 = 4 dice', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100), imperial('mauler', 'maulermithel', RANGE1)]);
    const r = round(
      state,
      {
        dials: fly({ luke: 'straight-1', mauler: 'straight-2' }),
        attacks: { luke: { target: null }, mauler: { target: 'luke' } },
        rolls: [
          { ship: 'mauler', purpose: 'attack', faces: faces('blank', 4) },
          { ship: 'luke', purpose: 'defence', faces: faces('blank', 2) },
        ],
      },
      passive,
    );
    expect(r.record.rolls!.map((x) => x.faces.length)).toEqual([4, 2]);
  });

  it('rolls no extra die at range 2: 2 dice', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100), imperial('mauler', 'maulermithel', RANGE2)]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', mauler: 'straight-2' },
        attacks: { luke: { target: null }, mauler: { target: 'luke' } },
      },
      passive,
    );
    expect(r.record.rolls!.map((x) => x.faces.length)).toEqual([2, 2]);
  });
});

describe('Wedge Antilles', () => {
  it('"reduce the defender\'s agility value by 1": a TIE (agility 3) rolls 2 defence dice at range 2', () => {
    const state = stateWith([rebel('wedge', 'wedgeantilles', 100), imperial('tie', 'academypilot', RANGE2)]);
    const r = round(
      state,
      {
        dials: { wedge: 'straight-1', tie: 'straight-2' },
        attacks: { wedge: { target: 'tie' }, tie: { target: null } },
      },
      passive,
    );
    expect(r.record.rolls!.map((x) => [x.ship, x.purpose, x.faces.length])).toEqual([
      ['wedge', 'attack', 3],
      ['tie', 'defence', 2],
    ]);
  });
});

describe('Luke Skywalker', () => {
  const attacked = (use?: boolean) => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100), imperial('tie', 'academypilot', RANGE2)]);
    return round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        attacks: { luke: { target: null }, tie: { target: 'luke' } },
        rolls: [
          { ship: 'tie', purpose: 'attack', faces: ['hit', 'hit'] },
          { ship: 'luke', purpose: 'defence', faces: ['focus', 'blank'] },
        ],
        ...(use === undefined
          ? {}
          : { abilities: [{ ship: 'luke', card: 'Luke Skywalker', use, dice: use ? [0] : [] }] }),
      },
      passive,
    );
  };

  it('"When defending, you may change 1 of your [Focus] results to a [Evade] result": 2 hits − 1 evade = 1 hit', () => {
    const r = attacked(true);
    const def = r.events.find((e) => e.kind === 'dice' && e.role === 'defence');
    expect(def).toMatchObject({ rolled: ['focus', 'blank'], modified: ['evade', 'blank'] });
    expect(r.events.find((e) => e.kind === 'result')).toMatchObject({ hits: 1, crits: 0, evades: 1 });
    // One hit takes one of the X-wing's two shields.
    expect(r.state.ships.find((s) => s.id === 'luke')!.shields).toBe(1);
  });

  it('declined, the focus result stays: 2 hits take both shields', () => {
    const r = attacked(false);
    expect(r.state.ships.find((s) => s.id === 'luke')!.shields).toBe(0);
  });

  it('the autopilot uses it while the attack still hits, and writes the choice back', () => {
    const r = attacked();
    expect(r.record.abilities).toEqual([{ ship: 'luke', card: 'Luke Skywalker', use: true, dice: [0] }]);
  });

  it('a die the card does not allow is refused, naming the choice and the card', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100), imperial('tie', 'academypilot', RANGE2)]);
    expect(() =>
      round(
        state,
        {
          dials: { luke: 'straight-1', tie: 'straight-2' },
          attacks: { luke: { target: null }, tie: { target: 'luke' } },
          rolls: [
            { ship: 'tie', purpose: 'attack', faces: ['hit', 'hit'] },
            { ship: 'luke', purpose: 'defence', faces: ['focus', 'blank'] },
          ],
          abilities: [{ ship: 'luke', card: 'Luke Skywalker', use: true, dice: [1] }],
        },
        passive,
      ),
    ).toThrow(/^rounds\[0\]\.abilities\[0\]\.dice: Luke Skywalker: die 1 cannot be picked \(the card allows dice 0\)/);
  });

  it('a choice recorded for another card is refused, naming both', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100), imperial('tie', 'academypilot', RANGE2)]);
    expect(() =>
      round(
        state,
        {
          dials: { luke: 'straight-1', tie: 'straight-2' },
          attacks: { luke: { target: null }, tie: { target: 'luke' } },
          rolls: [
            { ship: 'tie', purpose: 'attack', faces: ['hit', 'hit'] },
            { ship: 'luke', purpose: 'defence', faces: ['focus', 'blank'] },
          ],
          abilities: [{ ship: 'luke', card: 'R2-D2', use: true }],
        },
        passive,
      ),
    ).toThrow(
      /^rounds\[0\]\.abilities\[0\]: expected a choice of luke about "Luke Skywalker", got one of luke about "R2-D2"/,
    );
  });
});

describe('"Backstabber"', () => {
  it('"When attacking from outside the defender\'s firing arc, roll 1 additional attack die": 2 + 1 + 1 = 4', () => {
    // Both fly north; the TIE ends 70 mm behind the X-wing (range 1), outside its arc.
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 300),
      imperial('bs', 'backstabber', 150, 'tiefighter', 90),
    ]);
    const r = round(
      state,
      { dials: { luke: 'straight-1', bs: 'straight-2' }, attacks: { luke: { target: null }, bs: { target: 'luke' } } },
      passive,
    );
    expect(r.record.rolls!.map((x) => [x.ship, x.purpose, x.faces.length])).toEqual([
      ['bs', 'attack', 4],
      ['luke', 'defence', 2],
    ]);
  });
});

describe('"Winged Gundark"', () => {
  it('"When attacking at Range 1, you may change 1 of your [Hit] results to a [Critical Hit] result"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100), imperial('wg', 'wingedgundark', RANGE1)]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', wg: 'straight-2' },
        attacks: { luke: { target: null }, wg: { target: 'luke' } },
        rolls: [
          { ship: 'wg', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
          { ship: 'luke', purpose: 'defence', faces: ['blank', 'blank'] },
        ],
      },
      passive,
    );
    expect(r.events.find((e) => e.kind === 'dice' && e.role === 'attack')).toMatchObject({
      modified: ['crit', 'blank', 'blank'],
      modifications: ['"Winged Gundark"'],
    });
    expect(r.events.find((e) => e.kind === 'result')).toMatchObject({ hits: 0, crits: 1 });
  });
});

describe('"Dark Curse"', () => {
  it('"ships attacking you cannot spend focus tokens": the focus results stay, 1 hit', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100), imperial('dc', 'darkcurse', RANGE2)]);
    state.ships.find((s) => s.id === 'luke')!.focus = 1;
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', dc: 'straight-2' },
        attacks: { luke: { target: 'dc' }, dc: { target: null } },
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: ['focus', 'focus', 'hit'] },
          { ship: 'dc', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    expect(r.record.attacks!.luke).toMatchObject({ focus: false });
    expect(r.events.find((e) => e.kind === 'result')).toMatchObject({ hits: 1 });
  });

  it('a recorded focus spend against it is refused, naming the field', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100), imperial('dc', 'darkcurse', RANGE2)]);
    state.ships.find((s) => s.id === 'luke')!.focus = 1;
    expect(() =>
      round(
        state,
        { dials: { luke: 'straight-1', dc: 'straight-2' }, attacks: { luke: { target: 'dc', focus: true } } },
        passive,
      ),
    ).toThrow(/^rounds\[0\]\.attacks\.luke\.focus: "Dark Curse" forbids spending focus tokens against it/);
  });

  it('"or reroll attack dice": a target lock cannot reroll', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100), imperial('dc', 'darkcurse', RANGE2)]);
    state.ships.find((s) => s.id === 'luke')!.lockOn = 'dc';
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', dc: 'straight-2' },
        attacks: { luke: { target: 'dc' }, dc: { target: null } },
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: ['blank', 'blank', 'hit'] },
          { ship: 'dc', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    expect(r.record.attacks!.luke).toMatchObject({ rerolls: [] });
    expect(r.state.ships.find((s) => s.id === 'luke')!.lockOn).toBe('dc');
  });
});

describe('"Howlrunner"', () => {
  it('"When another friendly ship at Range 1 is attacking with its primary weapon, it may reroll 1 attack die"', () => {
    // Howlrunner flies beside the attacking TIE (60 mm apart, range 1); the attacker rerolls its blank.
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 100),
      imperial('tie', 'academypilot', RANGE2),
      { ...imperial('howl', 'howlrunner', RANGE2), x: 360 },
    ]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2', howl: 'straight-2' },
        attacks: { luke: { target: null }, howl: { target: null }, tie: { target: 'luke' } },
        rolls: [
          { ship: 'tie', purpose: 'attack', faces: ['hit', 'blank'] },
          { ship: 'tie', purpose: '"Howlrunner"', faces: ['hit'] },
          { ship: 'luke', purpose: 'defence', faces: faces('blank', 2) },
        ],
      },
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'tie', card: '"Howlrunner"', use: true, dice: [1] }]);
    expect(r.events.find((e) => e.kind === 'result')).toMatchObject({ hits: 2 });
  });
});

describe('Horton Salm', () => {
  it('"When attacking at Range 2-3, you may reroll any of your blank results"', () => {
    const state = stateWith([rebel('horton', 'hortonsalm', 100, 'ywing'), imperial('tie', 'academypilot', RANGE2)]);
    const r = round(
      state,
      {
        dials: { horton: 'straight-1', tie: 'straight-2' },
        attacks: { horton: { target: 'tie' }, tie: { target: null } },
        rolls: [
          { ship: 'horton', purpose: 'attack', faces: ['blank', 'blank'] },
          { ship: 'horton', purpose: 'Horton Salm', faces: ['hit', 'crit'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    expect(r.events.find((e) => e.kind === 'result')).toMatchObject({ hits: 1, crits: 1 });
  });
});

describe('"Night Beast"', () => {
  it('"After executing a green maneuver, you may perform a free focus action"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100), imperial('nb', 'nightbeast', 800)]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', nb: 'straight-2' },
        abilities: [{ ship: 'nb', card: '"Night Beast"', use: true, action: { action: 'focus' } }],
      },
      passive,
    );
    const nb = r.state.ships.find((s) => s.id === 'nb')!;
    // The focus token is spent by nothing (no attack), then removed in the End phase; the action was taken.
    expect(r.events.some((e) => e.kind === 'action' && e.unit === 'nb' && e.action === 'focus')).toBe(true);
    expect(nb.focus).toBe(0);
  });
});

describe('Darth Vader', () => {
  it('"During your "Perform Action" step, you may perform 2 actions": focus, then evade', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100), imperial('vader', 'darthvader', 800, 'tieadvanced')]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', vader: 'straight-2' },
        actions: { vader: { action: 'focus' } },
        abilities: [{ ship: 'vader', card: 'Darth Vader', use: true, action: { action: 'evade' } }],
      },
      passive,
    );
    const actions = r.events
      .filter((e) => e.kind === 'action' && e.unit === 'vader')
      .map((e) => (e as { action: string }).action);
    expect(actions).toEqual(['focus', 'evade']);
  });
});

describe('Turr Phennir', () => {
  it('"After you perform an attack, you may perform a free boost or barrel roll action"', () => {
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 100),
      imperial('turr', 'turrphennir', RANGE2, 'tieinterceptor'),
    ]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', turr: 'straight-2' },
        attacks: { luke: { target: null }, turr: { target: 'luke' } },
        abilities: [{ ship: 'turr', card: 'Turr Phennir', use: true, action: { action: 'boost-straight' } }],
      },
      passive,
    );
    const turr = r.state.ships.find((s) => s.id === 'turr')!;
    // From y = 370 facing south, a straight-1 boost moves the ship 80 mm: y = 290.
    expect(turr.pose.y).toBeCloseTo(290, 6);
  });

  it('a free action the card does not give is refused', () => {
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 100),
      imperial('turr', 'turrphennir', RANGE2, 'tieinterceptor'),
    ]);
    expect(() =>
      round(
        state,
        {
          dials: { luke: 'straight-1', turr: 'straight-2' },
          attacks: { luke: { target: null }, turr: { target: 'luke' } },
          abilities: [{ ship: 'turr', card: 'Turr Phennir', use: true, action: { action: 'evade' } }],
        },
        passive,
      ),
    ).toThrow(/^rounds\[0\]\.abilities\[0\]\.action: Turr Phennir: "evade" is not a free action this card gives/);
  });
});
