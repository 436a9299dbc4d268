/**
 * Condition cards (abilities/conditions.ts) and the cards that assign them, one scenario per card, dice forced
 * through recorded rolls and the Damage deck stacked where a card's name matters. Positions as pilotHarness.ts
 * states them: the X-wing at (300, 200) facing north (front edge y = 220), a TIE at y = 400 facing south: range 2.
 */
import { describe, expect, it } from 'vitest';
import type { RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import type { GameState } from '../../../../src/rules/xwing1e/state.ts';
import { setupGame } from '../../../../src/rules/xwing1e/setup.ts';
import { fileWith, passive, round } from '../engine/harness.ts';
import { placed, type Placed, tie, xwing } from './pilotHarness.ts';

type R = ReturnType<typeof round>;

/** Plays one round of placed ships with the deck's next cards stacked (`top` drawn first) and a state tweak. */
function play(ships: Placed[], record: Omit<RoundRecord, 'dials'>, top: string[] = [], tweak?: (s: GameState) => void) {
  const { state, dials } = placed(ships);
  state.deck = [...state.deck, ...[...top].reverse()];
  tweak?.(state);
  const attacks = Object.fromEntries(ships.map((s) => [s.id, { target: null }]));
  return round(state, { ...record, dials, attacks: { ...attacks, ...(record.attacks ?? {}) } }, passive);
}

const ship = (r: R, id: string) => {
  const s = r.state.ships.find((x) => x.id === id);
  if (!s) throw new Error(`no ship ${id}`);
  return s;
};
const conditionsOf = (r: R, id: string) => (ship(r, id).conditions ?? []).map((c) => c.name);
const attackDice = (r: R, unit: string) =>
  r.events.find(
    (e) => e.kind === 'dice' && e.unit === unit && (e as { role: string }).role === 'attack',
  ) as unknown as {
    modified: string[];
    modifications: string[];
  };

describe('A Score to Settle and "A Debt to Pay"', () => {
  const ships = [
    {
      id: 'x',
      player: 0 as const,
      ship: 'xwing',
      pilot: 'rookiepilot',
      x: 0,
      y: 0,
      heading: 90,
      upgrades: ['ascoretosettle'],
    },
    { id: 't', player: 1 as const, ship: 'tiefighter', pilot: 'academypilot', x: 0, y: 0, heading: 270 },
    { id: 'i', player: 1 as const, ship: 'tieinterceptor', pilot: 'alphasquadronpilot', x: 0, y: 0, heading: 270 },
  ];
  it('A Score to Settle: "During setup … choose 1 enemy ship and assign the "A Debt to Pay" Condition card to it"', () => {
    const file = fileWith(ships);
    // Left open: the enemy of the most squad points (the Alpha Squadron Pilot, 18, over the Academy Pilot, 12).
    const auto = setupGame(file, file.ships ?? []);
    expect(auto.ships.find((s) => s.id === 'i')?.conditions).toEqual([
      { xws: 'adebttopay', name: 'A Debt to Pay', by: 'x' },
    ]);
    const chosen = { ...file, setupChoices: [{ ship: 'x', card: 'A Score to Settle', target: 't' }] };
    expect(setupGame(chosen, file.ships ?? []).ships.find((s) => s.id === 't')?.conditions).toHaveLength(1);
    const friendly = { ...file, setupChoices: [{ ship: 'x', card: 'A Score to Settle', target: 'x' }] };
    expect(() => setupGame(friendly, file.ships ?? [])).toThrow(
      /setupChoices\[0\]\.target: expected an enemy ship of x/,
    );
    const stranger = { ...file, setupChoices: [{ ship: 't', card: 'A Score to Settle', target: 'x' }] };
    expect(() => setupGame(stranger, file.ships ?? [])).toThrow(
      /setupChoices\[0\]\.ship: "t" has no A Score to Settle card/,
    );
  });
  it('A Score to Settle: "When attacking a ship that has the "A Debt to Pay" Condition card, you may change 1 [Focus] result to a [Critical Hit] result"', () => {
    // The TIE is the only enemy: it gets A Debt to Pay. The X-wing (no focus token) rolls 2 focus results.
    const r = play(
      [xwing('x', { upgrades: ['ascoretosettle'] }), tie('t', 400)],
      {
        attacks: { x: { target: 't' } },
        rolls: [
          { ship: 'x', purpose: 'attack', faces: ['focus', 'focus', 'blank'] },
          { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
        ],
      },
      ['Damaged Engine'],
    );
    expect(attackDice(r, 'x').modified).toEqual(['crit', 'focus', 'blank']);
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'A Score to Settle', use: true, dice: [0] }]);
    // The crit lands: 1 faceup Damage card (Damaged Engine).
    expect(ship(r, 't').damage).toEqual([{ name: 'Damaged Engine', faceUp: true, round: 1 }]);
  });
  it('"A Debt to Pay": "When attacking a ship that has the "A Score to Settle" Upgrade card, you may change 1 [Focus] result to a [Critical Hit] result"', () => {
    const r = play([xwing('x', { upgrades: ['ascoretosettle'] }), tie('t', 400)], {
      attacks: { t: { target: 'x' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['focus', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(attackDice(r, 't').modified).toEqual(['crit', 'blank']);
    expect(r.record.abilities).toEqual([{ ship: 't', card: 'A Debt to Pay', use: true, dice: [0] }]);
    // The crit takes 1 of the X-wing's 2 shields.
    expect(ship(r, 'x').shields).toBe(1);
  });
});

describe('Harpoon Missiles and "Harpooned!"', () => {
  /** The TIE holding Harpooned!, assigned by the X-wing. */
  const harpooned = (s: GameState) => {
    const t = s.ships.find((x) => x.id === 't');
    if (t) t.conditions = [{ xws: 'harpooned', name: 'Harpooned!', by: 'x' }];
  };
  // A second TIE at x = 360: 20 mm from the first, range 1.
  const near = tie('u', 400, { x: 360 });
  it('Harpoon Missiles: "If this attack hits, after the attack resolves, assign the "Harpooned" Condition to the defender."', () => {
    const r = play([xwing('x', { upgrades: ['harpoonmissiles'], tokens: { lockOn: 't' } }), tie('t', 400)], {
      // The target lock is the header's, not spent: kept (no reroll).
      attacks: { x: { target: 't', weapon: 'harpoonmissiles', rerolls: [] } },
      rolls: [
        // Attack 4 at range 2 (its range is 2-3): 1 hit against 3 blanks.
        { ship: 'x', purpose: 'attack', faces: ['hit', 'blank', 'blank', 'blank'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    expect(ship(r, 't').damage).toHaveLength(1);
    expect(conditionsOf(r, 't')).toEqual(['Harpooned!']);
    // "Discard this card to perform this attack."
    expect(ship(r, 'x').upgrades[0]?.faceUp).toBe(false);
    expect(r.events).toContainEqual(
      expect.objectContaining({ kind: 'token', unit: 't', token: 'harpooned', count: 1 }),
    );
  });
  it('Harpooned!: hit with an uncancelled crit: 1 damage to each other ship at range 1, then a facedown card and the card goes', () => {
    const r = play(
      [xwing(), tie('t', 400), near],
      {
        attacks: { x: { target: 't' } },
        rolls: [
          { ship: 'x', purpose: 'attack', faces: ['crit', 'blank', 'blank'] },
          { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
        ],
      },
      // The crit's faceup card, then the second TIE's facedown card, then the harpooned TIE's facedown card.
      ['Damaged Engine', 'Console Fire', 'Weapon Malfunction'],
      harpooned,
    );
    expect(ship(r, 't').damage.map((c) => [c.name, c.faceUp])).toEqual([
      ['Damaged Engine', true],
      ['Weapon Malfunction', false],
    ]);
    expect(ship(r, 'u').damage.map((c) => [c.name, c.faceUp])).toEqual([['Console Fire', false]]);
    expect(conditionsOf(r, 't')).toEqual([]);
    // A hit without a crit sets nothing off.
    const plain = play(
      [xwing(), tie('t', 400), near],
      {
        attacks: { x: { target: 't' } },
        rolls: [
          { ship: 'x', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
          { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
        ],
      },
      [],
      harpooned,
    );
    expect(ship(plain, 'u').damage).toHaveLength(0);
    expect(conditionsOf(plain, 't')).toEqual(['Harpooned!']);
  });
  it('Harpooned!: "When you are destroyed, each ship at Range 1 of you suffers 1 damage."', () => {
    const r = play(
      [xwing(), tie('t', 400, { damage: 2 }), near],
      {
        attacks: { x: { target: 't' } },
        rolls: [
          { ship: 'x', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
          { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
        ],
      },
      [],
      harpooned,
    );
    expect(ship(r, 't').destroyed).toBe(true);
    expect(ship(r, 'u').damage).toHaveLength(1);
    // The X-wing, at range 2, suffers nothing (its 2 shields stay).
    expect(ship(r, 'x').shields).toBe(2);
  });
  it('Harpooned!: "Action: Discard this card. Then roll 1 attack die. On a [Hit] or [Critical Hit] result, suffer 1 damage."', () => {
    const r = play(
      [xwing(), tie('t', 400)],
      { actions: { t: { action: 'harpooned' } }, rolls: [{ ship: 't', purpose: 'Harpooned!', faces: ['hit'] }] },
      [],
      harpooned,
    );
    expect(conditionsOf(r, 't')).toEqual([]);
    expect(ship(r, 't').damage).toHaveLength(1);
  });
});

describe('"I\'ll Show You the Dark Side"', () => {
  it('Kylo Ren (crew): "Action: Assign the "I\'ll Show You the Dark Side" Condition card to an enemy ship at Range 1-3."', () => {
    const r = play([xwing('x', { tokens: { shields: 0 } }), tie('k', 400, { upgrades: ['kyloren'] })], {
      actions: { k: { action: 'kyloren' } },
      abilities: [
        { ship: 'k', card: 'Kylo Ren', use: true, target: 'x' },
        { ship: 'k', card: "I'll Show You the Dark Side", use: true, damage: 'Damaged Cockpit' },
      ],
      attacks: { k: { target: 'x' } },
      rolls: [
        { ship: 'k', purpose: 'attack', faces: ['crit', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    // "When you suffer critical damage during an attack, you are instead dealt the chosen faceup Damage card"; then
    // the Condition, with no card left on it, is removed.
    expect(ship(r, 'x').damage.map((c) => [c.name, c.faceUp])).toEqual([['Damaged Cockpit', true]]);
    expect(conditionsOf(r, 'x')).toEqual([]);
    // The card came out of the deck (2 copies in the Core Set deck, 1 left), which was then shuffled.
    expect(r.state.deck.filter((n) => n === 'Damaged Cockpit')).toHaveLength(1);
  });
  it('Kylo Ren (pilot): "The first time you are hit by an attack each round, assign the … Condition card to" the attacker', () => {
    const kylo: Placed = { id: 'k', player: 1, ship: 'tiesilencer', pilot: 'kyloren', y: 400 };
    const r = play([xwing(), xwing('y', { x: 240 }), kylo], {
      attacks: { x: { target: 'k' }, y: { target: 'k' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
        { ship: 'k', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
        { ship: 'y', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
        { ship: 'k', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    // The autopilot places Injured Pilot (the first of its list the deck holds) on the Condition.
    expect(ship(r, 'x').conditions).toEqual([
      { xws: 'illshowyouthedarkside', name: "I'll Show You the Dark Side", by: 'k', damage: 'Injured Pilot' },
    ]);
    expect(conditionsOf(r, 'y')).toEqual([]);
    expect(r.record.abilities).toEqual([
      { ship: 'k', card: "I'll Show You the Dark Side", use: true, damage: 'Injured Pilot' },
    ]);
  });
});

describe('Captain Rex and "Suppressive Fire"', () => {
  // Captain Rex's TIE at (300, 200) and an X-wing at (200, 200), both facing north; the Imperial TIE at (300, 400)
  // facing south: both at range 2 of it (the X-wing: 60 mm across, 160 mm up).
  const rex: Placed = { id: 'r', player: 0, ship: 'tiefighter', pilot: 'captainrex', y: 200 };
  const rexMisses = [
    { ship: 'r', purpose: 'attack', faces: ['blank', 'blank'] },
    { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
  ];
  it('Captain Rex: "After you perform an attack, assign the "Suppressive Fire" Condition card to the defender."', () => {
    const r = play([rex, xwing('x', { x: 200 }), tie('t', 400)], {
      attacks: { r: { target: 't' }, t: { target: 'x' } },
      rolls: [
        ...rexMisses,
        // Suppressive Fire: "When attacking a ship other than "Captain Rex," roll 1 fewer attack die": 2 − 1 = 1 die.
        { ship: 't', purpose: 'attack', faces: ['hit'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(conditionsOf(r, 't')).toEqual(['Suppressive Fire']);
    expect(ship(r, 'x').shields).toBe(1);
    // Round 2: Rex does not attack: "At the end of the Combat phase, if "Captain Rex" did not perform an attack this
    // phase, remove this card."
    const next = round(
      r.state,
      {
        dials: { r: 'straight-2', x: 'straight-1', t: 'straight-2' },
        attacks: { r: { target: null }, x: { target: null }, t: { target: null } },
      },
      passive,
    );
    expect(conditionsOf(next, 't')).toEqual([]);
  });
  it('Suppressive Fire: attacking "Captain Rex" rolls every die, and the card is removed', () => {
    const r = play([rex, xwing('x', { x: 200 }), tie('t', 400)], {
      attacks: { r: { target: 't' }, t: { target: 'r' } },
      rolls: [
        ...rexMisses,
        { ship: 't', purpose: 'attack', faces: ['blank', 'blank'] },
        { ship: 'r', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    expect(conditionsOf(r, 't')).toEqual([]);
  });
});

describe('Targeting Scrambler and "Scrambled"', () => {
  // The TIE at y = 300 facing south, its near edge 60 mm from the X-wing's front edge: range 1 (4 attack dice).
  const scrambler = tie('s', 300, { upgrades: ['targetingscrambler'] });
  const scramble = { ship: 's', card: 'Targeting Scrambler', use: true, target: 'x' };
  const xRolls = [
    { ship: 'x', purpose: 'attack', faces: ['focus', 'hit', 'blank', 'blank'] },
    { ship: 's', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
  ];
  it('Targeting Scrambler: "At the start of the Planning phase, you may receive a weapons disabled token to choose a ship at Range 1-3 and assign it the "Scrambled" Condition."', () => {
    const r = play([xwing('x', { tokens: { focus: 1 } }), scrambler], {
      abilities: [scramble],
      attacks: { x: { target: 's' } },
      rolls: xRolls,
    });
    // Scrambled: "When attacking a ship at Range 1 that is equipped with the "Targeting Scrambler" upgrade, you cannot
    // modify your attack dice": the focus result stays; 1 hit.
    expect(attackDice(r, 'x').modified).toEqual(['focus', 'hit', 'blank', 'blank']);
    expect(ship(r, 's').damage).toHaveLength(1);
    // "At the end of the Combat phase, remove this card."
    expect(conditionsOf(r, 'x')).toEqual([]);
    expect(r.events).toContainEqual(
      expect.objectContaining({ kind: 'token', unit: 's', token: 'weapons-disabled', count: 1 }),
    );
  });
  it('Scrambled: a recorded focus token is refused; the scrambling ship cannot attack (weapons disabled)', () => {
    expect(() =>
      play([xwing('x', { tokens: { focus: 1 } }), scrambler], {
        abilities: [scramble],
        attacks: { x: { target: 's', focus: true } },
        rolls: xRolls,
      }),
    ).toThrow(/attacks\.x\.focus: Scrambled: you cannot modify your attack dice/);
    expect(() => play([xwing(), scrambler], { abilities: [scramble], attacks: { s: { target: 'x' } } })).toThrow(
      /attacks\.s\.target: s cannot attack "x" now/,
    );
    // The autopilot never scrambles: the weapons disabled token would cost its attacks.
    expect(play([xwing(), scrambler], {}).record.abilities).toEqual([
      { ship: 's', card: 'Targeting Scrambler', use: false },
    ]);
  });
});
