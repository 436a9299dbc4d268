/**
 * Damage cards of both decks (issue 18), one scenario per card: the Core Set deck and The Force Awakens Core Set
 * deck (`damageDeck: "tfa"`). Dice are pinned through recorded rolls; each expected outcome is worked out by hand
 * from the card text (quoted) and the Rules Reference's DAMAGE and DAMAGE DECK entries.
 */
import { describe, expect, it } from 'vitest';
import { damageDeckNames } from '../../../../src/rules/xwing1e/catalog.ts';
import {
  effectiveAgility,
  effectiveAttack,
  effectiveDifficulty,
  effectiveSkill,
  hullDamage,
} from '../../../../src/rules/xwing1e/effective.ts';
import { playBattle } from '../../../../src/rules/xwing1e/engine.ts';
import { setupGame } from '../../../../src/rules/xwing1e/setup.ts';
import type { GameState } from '../../../../src/rules/xwing1e/state.ts';
import { cardsReport, reportTotals } from '../../../../src/rules/xwing1e/abilities/report.ts';
import { faces, fileWith, passive, round, stateWith, type TestShip } from '../engine/harness.ts';

const luke = (upgrades: string[] = [], y = 100): TestShip => ({
  id: 'luke',
  player: 0,
  ship: 'xwing',
  pilot: 'lukeskywalker',
  x: 300,
  y,
  heading: 90,
  upgrades,
});
const ywing = (upgrades: string[]): TestShip => ({
  id: 'gold',
  player: 0,
  ship: 'ywing',
  pilot: 'goldsquadronpilot',
  x: 300,
  y: 100,
  heading: 90,
  upgrades,
});
const tie = (y: number): TestShip => ({
  id: 'tie',
  player: 1,
  ship: 'tiefighter',
  pilot: 'academypilot',
  x: 300,
  y,
  heading: 270,
});
/** Luke flies straight 1 (100 → 180), the TIE straight 2 (490 → 370): the bases are 150 mm apart, range 2. */
const RANGE2 = 490;
const DIALS = { luke: 'straight-1', tie: 'straight-2' };
const ship = (r: { state: GameState }, id: string) => r.state.ships.find((s) => s.id === id)!;

/** A state with `damageDeck` set and `cards` on top of the deck (the last one is dealt first). */
function game(ships: TestShip[], deck: 'core' | 'tfa', cards: string[] = [], obstacles = []): GameState {
  const state = stateWith(ships, obstacles);
  state.damageDeck = deck;
  state.deck.push(...cards);
  return state;
}

/** The TIE attacks `defender` with the faces given; the defender rolls blanks. */
const tieAttacks = (defender: string, attack: string[], defence = 2) => ({
  attacks: { [defender]: { target: null }, tie: { target: defender } },
  rolls: [
    { ship: 'tie', purpose: 'attack', faces: attack },
    { ship: defender, purpose: 'defence', faces: faces('blank', defence) },
  ],
});

describe('the Damage deck (rules: DAMAGE DECK)', () => {
  it('a battle file names the deck: `damageDeck: "tfa"` deals The Force Awakens deck, 33 cards', () => {
    const file = fileWith([luke(), tie(800)], { damageDeck: 'tfa' });
    const state = setupGame(file, file.ships!);
    expect(state.damageDeck).toBe('tfa');
    expect([...state.deck].sort()).toEqual(damageDeckNames('tfa').sort());
    expect(state.deck).toHaveLength(33);
    expect(state.deck).toContain('Major Explosion');
    // Without it, the Core Set deck.
    const core = setupGame(fileWith([luke(), tie(800)]), fileWith([luke(), tie(800)]).ships!);
    expect(core.deck).toContain('Munitions Failure');
    expect(core.deck).not.toContain('Major Explosion');
  });
  it('`replay --complete` keeps the deck named', () => {
    const file = fileWith([luke(), tie(800)], { damageDeck: 'tfa', roundLimit: 1 });
    expect(playBattle(file, passive).file).toMatchObject({ damageDeck: 'tfa' });
  });
  it('"If a ship would be dealt more Damage cards than are needed to destroy it, those cards are still dealt"', () => {
    // Luke (hull 3, no shields) holds 2 facedown cards; 2 hits deal 2 more cards: 4 cards, both from the deck.
    const state = game([luke(), tie(RANGE2)], 'core', ['Direct Hit!', 'Console Fire']);
    const x = state.ships[0]!;
    x.shields = 0;
    x.damage.push({ name: 'Direct Hit!', faceUp: false, round: 0 }, { name: 'Direct Hit!', faceUp: false, round: 0 });
    const r = round(state, { dials: DIALS, ...tieAttacks('luke', ['hit', 'hit']) }, passive);
    expect(ship(r, 'luke').destroyed).toBe(true);
    // Destroyed: all four go to the discard pile (rules: DESTROYING SHIPS).
    expect(r.state.discard).toEqual(['Direct Hit!', 'Direct Hit!', 'Console Fire', 'Direct Hit!']);
    expect(r.state.deck).toHaveLength(state.deck.length - 2);
  });
});

describe('Core Set deck: Munitions Failure', () => {
  const setup = () => {
    // Y-wing: Ion Cannon Turret (5 points) and Proton Torpedoes (4 points).
    const state = game([ywing(['ioncannonturret', 'protontorpedoes']), tie(RANGE2)], 'core', ['Munitions Failure']);
    state.ships[0]!.shields = 0;
    return state;
  };
  const crit = tieAttacks('gold', ['crit', 'blank'], 1);
  it('"Immediately choose 1 of your secondary weapon Upgrade cards and discard it": the owner\'s choice', () => {
    const r = round(
      setup(),
      {
        dials: { gold: 'straight-1', tie: 'straight-2' },
        ...crit,
        abilities: [{ ship: 'gold', card: 'Munitions Failure', use: true, upgrade: 'ioncannonturret' }],
      },
      passive,
    );
    expect(ship(r, 'gold')).toMatchObject({
      damage: [{ name: 'Munitions Failure', faceUp: false }],
      upgrades: [
        { xws: 'ioncannonturret', faceUp: false },
        { xws: 'protontorpedoes', faceUp: true },
      ],
    });
  });
  it("the autopilot discards the cheapest weapon (Proton Torpedoes, 4 points, before the turret's 5)", () => {
    const r = round(setup(), { dials: { gold: 'straight-1', tie: 'straight-2' }, ...crit }, passive);
    expect(r.record.abilities).toEqual([
      { ship: 'gold', card: 'Munitions Failure', use: true, upgrade: 'protontorpedoes' },
    ]);
    expect(ship(r, 'gold').upgrades.map((u) => u.faceUp)).toEqual([true, false]);
  });
  it('a choice of a card that is not an equipped secondary weapon is refused, naming the field', () => {
    expect(() =>
      round(
        setup(),
        {
          dials: { gold: 'straight-1', tie: 'straight-2' },
          ...crit,
          abilities: [{ ship: 'gold', card: 'Munitions Failure', use: true, upgrade: 'r2astromech' }],
        },
        passive,
      ),
    ).toThrow(/abilities\[0\]\.upgrade: Munitions Failure: expected one of the secondary weapons equipped/);
  });
});

describe('Core Set deck: multiple copies and Stunned Pilot', () => {
  it('two Structural Damage, two Weapon Malfunction: each copy counts ("Reduce your agility value by 1", "… primary weapon value by 1")', () => {
    const state = game([luke(), tie(800)], 'core');
    const [a, b] = [state.ships[0]!, { ...state.ships[0]!, damage: [] as GameState['ships'][number]['damage'] }];
    a.damage.push(
      { name: 'Structural Damage', faceUp: true, round: 0 },
      { name: 'Structural Damage', faceUp: true, round: 0 },
    );
    b.damage.push(
      { name: 'Weapon Malfunction', faceUp: true, round: 0 },
      { name: 'Weapon Malfunction', faceUp: true, round: 0 },
    );
    // X-wing: agility 2 − 2 = 0; primary weapon 3 − 2 = 1.
    expect([effectiveAgility(a), effectiveAttack(b)]).toEqual([0, 1]);
  });
  it('"After you execute a maneuver that causes you to overlap … an obstacle token, suffer 1 damage": moved through', () => {
    // Straight 2 from y = 100 lays its template over y 120–200; asteroid 5 at y = 160 lies across it, and the base
    // ends clear of it (centre y = 220). Core: the maneuver overlapped the asteroid: 1 damage (a shield, 2 → 1).
    const state = game([luke(), tie(800)], 'core', [], [{ id: 'rock', shape: 'asteroid-5', x: 300, y: 160 }] as never);
    state.ships[0]!.damage.push({ name: 'Stunned Pilot', faceUp: true, round: 0 });
    const rec = {
      dials: { luke: 'straight-2', tie: 'straight-2' },
      rolls: [{ ship: 'luke', purpose: 'asteroid rock', faces: ['blank'] }],
    };
    expect(ship(round(state, rec, passive), 'luke').shields).toBe(1);
    // The Force Awakens: "if you are touching another ship or overlapping an obstacle token": it is not, after it.
    const tfa = game([luke(), tie(800)], 'tfa', [], [{ id: 'rock', shape: 'asteroid-5', x: 300, y: 160 }] as never);
    tfa.ships[0]!.damage.push({ name: 'Stunned Pilot', faceUp: true, round: 0 });
    expect(ship(round(tfa, rec, passive), 'luke').shields).toBe(2);
  });
});

describe('The Force Awakens deck', () => {
  it('Shaken Pilot: "you cannot be assigned straight maneuvers" and "When you reveal your dial, flip this card facedown"', () => {
    const state = game([luke(), tie(800)], 'tfa');
    state.ships[0]!.damage.push({ name: 'Shaken Pilot', faceUp: true, round: 0 });
    expect(() => round(state, { dials: { luke: 'straight-2', tie: 'straight-2' } }, passive)).toThrow(
      /dials\.luke: expected a maneuver on the X-wing dial \(Shaken Pilot: no straight maneuvers\)/,
    );
    // The passive policy flies straight 1 when offered: here it gets the dial without straights (bank-left-1 first).
    const r = round(state, { dials: { tie: 'straight-2' } }, passive);
    expect(r.record.dials.luke).toBe('bank-left-1');
    expect(ship(r, 'luke').damage).toEqual([{ name: 'Shaken Pilot', faceUp: false, round: 0 }]);
  });
  it('Blinded Pilot: "You cannot perform attacks. After your next opportunity to attack …, flip this card facedown"', () => {
    const state = game([luke(), tie(RANGE2)], 'tfa');
    state.ships[0]!.damage.push({ name: 'Blinded Pilot', faceUp: true, round: 0 });
    expect(() => round(state, { dials: DIALS, attacks: { luke: { target: 'tie' } } }, passive)).toThrow(
      /attacks\.luke\.target: luke has Blinded Pilot face up: it cannot perform attacks/,
    );
    // The TIE is in arc at range 2, yet Luke has no attack to offer; the card flips after the opportunity.
    const r = round(
      state,
      { dials: DIALS, attacks: { tie: { target: null } } },
      { ...passive, attack: (_s, _x, o) => o[0] ?? null },
    );
    expect(r.record.attacks!.luke).toEqual({ target: null });
    expect(ship(r, 'luke').damage[0]!.faceUp).toBe(false);
  });
  it('Damaged Cockpit: "Starting the round after your receive this card, your pilot skill value is treated as 0"', () => {
    const state = game([luke(), tie(800)], 'tfa');
    state.ships[0]!.damage.push({ name: 'Damaged Cockpit', faceUp: true, round: 1 });
    expect([effectiveSkill(state.ships[0]!, 1), effectiveSkill(state.ships[0]!, 2)]).toEqual([8, 0]);
  });
  it('Stunned Pilot: "if you are touching another ship …, suffer 1 damage"', () => {
    // The TIE (skill 1) moves first, 340 → 220 (base 200–240); Luke's straight 2 (100 → 220) would overlap it, so
    // Luke stops touching it: 1 damage takes a shield.
    const state = game([luke(), tie(340)], 'tfa');
    state.ships[0]!.damage.push({ name: 'Stunned Pilot', faceUp: true, round: 0 });
    const r = round(state, { dials: { luke: 'straight-2', tie: 'straight-2' } }, passive);
    expect(ship(r, 'luke').touching).toEqual(['tie']);
    expect(ship(r, 'luke').shields).toBe(1);
  });
  it('Console Fire: "At the start of each Combat phase, roll 1 attack die. On a [Hit] result, suffer 1 damage"', () => {
    const state = game([luke(), tie(800)], 'tfa');
    state.ships[0]!.damage.push({ name: 'Console Fire', faceUp: true, round: 0 });
    const r = round(
      state,
      { dials: DIALS, rolls: [{ ship: 'luke', purpose: 'Console Fire', faces: ['hit'] }] },
      passive,
    );
    expect(ship(r, 'luke').shields).toBe(1);
    // "Action: Flip this card facedown."
    const s2 = game([luke(), tie(800)], 'tfa');
    s2.ships[0]!.damage.push({ name: 'Console Fire', faceUp: true, round: 0 });
    const r2 = round(
      s2,
      {
        dials: DIALS,
        actions: { luke: { action: 'repair-console-fire' } },
      },
      passive,
    );
    expect(ship(r2, 'luke')).toMatchObject({ shields: 2, damage: [{ faceUp: false }] });
  });
  it('Damaged Engine: "Treat all turn maneuvers as red maneuvers"', () => {
    const state = game([luke(), tie(800)], 'tfa');
    state.ships[0]!.damage.push({ name: 'Damaged Engine', faceUp: true, round: 0 });
    expect([
      effectiveDifficulty(state.ships[0]!, 'turn-left-2'),
      effectiveDifficulty(state.ships[0]!, 'bank-left-2'),
    ]).toEqual(['red', 'white']);
  });
  it('Major Explosion: "Roll 1 attack die. On a [Hit] result, suffer 1 critical damage. Then flip this card facedown"', () => {
    // The TIE's crit deals Major Explosion faceup; its die shows a hit: 1 critical damage deals Damaged Engine faceup.
    const state = game([luke(), tie(RANGE2)], 'tfa', ['Damaged Engine', 'Major Explosion']);
    state.ships[0]!.shields = 0;
    const a = tieAttacks('luke', ['crit', 'blank']);
    const r = round(
      state,
      { dials: DIALS, ...a, rolls: [...a.rolls, { ship: 'luke', purpose: 'Major Explosion', faces: ['hit'] }] },
      passive,
    );
    expect(ship(r, 'luke').damage).toEqual([
      { name: 'Major Explosion', faceUp: false, round: 1 },
      { name: 'Damaged Engine', faceUp: true, round: 1 },
    ]);
    // A [Critical Hit] result is no [Hit] result: nothing more.
    const s2 = game([luke(), tie(RANGE2)], 'tfa', ['Damaged Engine', 'Major Explosion']);
    s2.ships[0]!.shields = 0;
    const r2 = round(
      s2,
      { dials: DIALS, ...a, rolls: [...a.rolls, { ship: 'luke', purpose: 'Major Explosion', faces: ['crit'] }] },
      passive,
    );
    expect(ship(r2, 'luke').damage).toEqual([{ name: 'Major Explosion', faceUp: false, round: 1 }]);
  });
  it('Weapons Failure: "When attacking, roll 1 fewer attack die"; its action flips it on a [Critical Hit]', () => {
    const state = game([luke(), tie(RANGE2)], 'tfa');
    state.ships[0]!.damage.push({ name: 'Weapons Failure', faceUp: true, round: 0 });
    const r = round(
      state,
      {
        dials: DIALS,
        attacks: { luke: { target: 'tie' }, tie: { target: null } },
        rolls: [
          // Luke at range 2: primary 3 − 1 = 2 dice; the TIE rolls 3.
          { ship: 'luke', purpose: 'attack', faces: faces('blank', 2) },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    expect(r.record.rolls!.map((x) => x.faces.length)).toEqual([2, 3]);
    const s2 = game([luke(), tie(800)], 'tfa');
    s2.ships[0]!.damage.push({ name: 'Weapons Failure', faceUp: true, round: 0 });
    const r2 = round(
      s2,
      {
        dials: DIALS,
        actions: { luke: { action: 'repair-weapons-failure' } },
        rolls: [{ ship: 'luke', purpose: 'repair-weapons-failure', faces: ['crit'] }],
      },
      passive,
    );
    expect(ship(r2, 'luke').damage[0]!.faceUp).toBe(false);
  });
  it('Major Hull Breach: "Starting the round after you receive this card, all Damage cards dealt to you are dealt faceup"', () => {
    // Dealt in round 0: in round 1 the TIE's hit deals Damaged Engine faceup.
    const state = game([luke(), tie(RANGE2)], 'tfa', ['Damaged Engine']);
    state.ships[0]!.shields = 0;
    state.ships[0]!.damage.push({ name: 'Major Hull Breach', faceUp: true, round: 0 });
    const r = round(state, { dials: DIALS, ...tieAttacks('luke', ['hit', 'blank']) }, passive);
    expect(ship(r, 'luke').damage[1]).toEqual({ name: 'Damaged Engine', faceUp: true, round: 1 });
    // Dealt this round: not yet.
    const s2 = game([luke(), tie(RANGE2)], 'tfa', ['Damaged Engine']);
    s2.ships[0]!.shields = 0;
    s2.ships[0]!.damage.push({ name: 'Major Hull Breach', faceUp: true, round: 1 });
    const r2 = round(s2, { dials: DIALS, ...tieAttacks('luke', ['hit', 'blank']) }, passive);
    expect(ship(r2, 'luke').damage[1]).toEqual({ name: 'Damaged Engine', faceUp: false, round: 1 });
    // "Action: Flip this card facedown." (no roll)
    const s3 = game([luke(), tie(800)], 'tfa');
    s3.ships[0]!.damage.push({ name: 'Major Hull Breach', faceUp: true, round: 0 });
    const r3 = round(s3, { dials: DIALS, actions: { luke: { action: 'repair-major-hull-breach' } } }, passive);
    expect(ship(r3, 'luke').damage[0]!.faceUp).toBe(false);
  });
  it('Structural Damage: its action flips it "On a [Hit] or [Critical Hit] result" (the Core Set card: a hit only)', () => {
    const repair = (deck: 'core' | 'tfa') => {
      const state = game([luke(), tie(800)], deck);
      state.ships[0]!.damage.push({ name: 'Structural Damage', faceUp: true, round: 0 });
      const r = round(
        state,
        {
          dials: DIALS,
          actions: { luke: { action: 'repair-structural-damage' } },
          rolls: [{ ship: 'luke', purpose: 'repair-structural-damage', faces: ['crit'] }],
        },
        passive,
      );
      return ship(r, 'luke').damage[0]!.faceUp;
    };
    expect([repair('core'), repair('tfa')]).toEqual([true, false]);
  });
  it('Damaged Sensor Array: "You cannot perform any actions except actions listed on Damage cards"', () => {
    // R2-F2's "Action:" is no action-bar action: the Core Set card allows it, The Force Awakens card does not.
    const state = game([luke(['r2f2']), tie(800)], 'tfa');
    state.ships[0]!.damage.push({ name: 'Damaged Sensor Array', faceUp: true, round: 0 });
    expect(() => round(state, { dials: DIALS, actions: { luke: { action: 'r2f2' } } }, passive)).toThrow(
      /actions\.luke: action "r2f2" is not possible now \(legal: repair-damaged-sensor-array\)/,
    );
    const core = game([luke(['r2f2']), tie(800)], 'core');
    core.ships[0]!.damage.push({ name: 'Damaged Sensor Array', faceUp: true, round: 0 });
    expect(round(core, { dials: DIALS, actions: { luke: { action: 'r2f2' } } }, passive).record.actions).toMatchObject({
      luke: { action: 'r2f2' },
    });
    // "Action: Roll 1 attack die. On a [Hit] or [Critical Hit] result, flip this card facedown."
    const r = round(
      state,
      {
        dials: DIALS,
        actions: { luke: { action: 'repair-damaged-sensor-array' } },
        rolls: [{ ship: 'luke', purpose: 'repair-damaged-sensor-array', faces: ['crit'] }],
      },
      passive,
    );
    expect(ship(r, 'luke').damage[0]!.faceUp).toBe(false);
  });
  it('Loose Stabilizer: "After you execute a white maneuver, receive 1 stress token"; "Action: Flip this card facedown"', () => {
    const state = game([luke(), tie(800)], 'tfa');
    state.ships[0]!.damage.push({ name: 'Loose Stabilizer', faceUp: true, round: 0 });
    // Straight 3 is white: 1 stress. Straight 2 is green: none.
    expect(ship(round(state, { dials: { luke: 'straight-3', tie: 'straight-2' } }, passive), 'luke').stress).toBe(1);
    expect(ship(round(state, { dials: { luke: 'straight-2', tie: 'straight-2' } }, passive), 'luke').stress).toBe(0);
    const r = round(
      state,
      { dials: { luke: 'straight-2', tie: 'straight-2' }, actions: { luke: { action: 'repair-loose-stabilizer' } } },
      passive,
    );
    expect(ship(r, 'luke').damage[0]!.faceUp).toBe(false);
  });
  it('Thrust Control Fire: "Receive 1 stress token. Then flip this card facedown"', () => {
    const state = game([luke(), tie(RANGE2)], 'tfa', ['Thrust Control Fire']);
    state.ships[0]!.shields = 0;
    const r = round(state, { dials: DIALS, ...tieAttacks('luke', ['crit', 'blank']) }, passive);
    expect(ship(r, 'luke')).toMatchObject({ stress: 1, damage: [{ name: 'Thrust Control Fire', faceUp: false }] });
  });
  it('Direct Hit!: "This card counts as 2 damage against your hull"', () => {
    const state = game([luke(), tie(RANGE2)], 'tfa', ['Direct Hit!']);
    state.ships[0]!.shields = 0;
    const r = round(state, { dials: DIALS, ...tieAttacks('luke', ['crit', 'blank']) }, passive);
    expect(hullDamage(ship(r, 'luke'))).toBe(2);
  });
});

describe('the cards report', () => {
  it('every Damage card of both decks is applied', () => {
    expect(reportTotals(cardsReport()).damage).toEqual({ applied: 28, partial: 0, 'not-applied': 0 });
  });
});
