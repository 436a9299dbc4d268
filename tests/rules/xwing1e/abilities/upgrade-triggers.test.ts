/**
 * Pilots and upgrades of the most-played lists (waves 1–3), one scenario per card: ships face each other on an
 * empty table, dials fly them to a known range, every die is forced through recorded rolls, and the expected
 * outcome is worked out from the card text (quoted) and the Rules Reference.
 */
import { describe, expect, it } from 'vitest';
import { parseBattleFile } from '../../../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../../../src/rules/xwing1e/engine.ts';
import { faces, passive, round, stateWith, type TestShip } from '../engine/harness.ts';

/** A rebel ship facing north (+y); straight 1 takes it from y to y + 80. */
const rebel = (id: string, pilot: string, x: number, upgrades: string[] = [], ship = 'xwing'): TestShip => ({
  id,
  player: 0,
  ship,
  pilot,
  x,
  y: 100,
  heading: 90,
  upgrades,
});
/** An imperial ship facing south (−y); straight 2 takes it from y to y − 120. */
const imperial = (id: string, pilot: string, x: number, ship = 'tiefighter', upgrades: string[] = []): TestShip => ({
  id,
  player: 1,
  ship,
  pilot,
  x,
  y: RANGE2,
  heading: 270,
  upgrades,
});
// Rebel front edges end at y = 200, imperial ones at 490 − 140 = 350: range 2. Ships 60 mm apart side by side
// leave 20 mm between their bases: range 1.
const RANGE2 = 490;
type Played = ReturnType<typeof round>;
const ship = (r: Played, id: string) => r.state.ships.find((s) => s.id === id)!;
const events = (r: Played, kind: string) => r.events.filter((e) => e.kind === kind) as Record<string, unknown>[];

describe('Biggs Darklighter', () => {
  const ships = () => [
    rebel('biggs', 'biggsdarklighter', 300),
    rebel('red', 'redsquadronpilot', 360),
    imperial('tie', 'academypilot', 330),
  ];
  const dials = { biggs: 'straight-1', red: 'straight-1', tie: 'straight-2' };
  it('"other friendly ships at Range 1 cannot be targeted by attacks if the attacker could target you instead"', () => {
    const state = stateWith(ships());
    expect(() =>
      round(
        state,
        {
          dials,
          abilities: [{ ship: 'biggs', card: 'Biggs Darklighter', use: true }],
          attacks: { biggs: { target: null }, red: { target: null }, tie: { target: 'red' } },
        },
        passive,
      ),
    ).toThrow(/^rounds\[0\]\.attacks\.tie\.target: tie cannot attack "red" now .*guarded by Biggs Darklighter/);
    // Without the guard the same attack is legal.
    const open = round(
      stateWith(ships()),
      {
        dials,
        abilities: [{ ship: 'biggs', card: 'Biggs Darklighter', use: false }],
        attacks: { biggs: { target: null }, red: { target: null }, tie: { target: 'red' } },
      },
      passive,
    );
    expect(events(open, 'attack')).toMatchObject([{ attacker: 'tie', defender: 'red' }]);
  });
  it('"Once per game": the autopilot uses it when an enemy is in range 3, and it is not offered again', () => {
    const first = round(stateWith(ships()), { dials, attacks: {} }, passive);
    expect(first.record.abilities).toEqual([{ ship: 'biggs', card: 'Biggs Darklighter', use: true }]);
    expect(ship(first, 'biggs').gameFlags).toEqual(['Biggs Darklighter']);
    const second = round(
      first.state,
      { dials: { biggs: 'straight-1', red: 'straight-1', tie: 'turn-left-1' } },
      passive,
    );
    expect(second.record.abilities).toBeUndefined();
  });
});

describe('Garven Dreis', () => {
  it('"After spending a focus token, you may place that token on any other friendly ship at Range 1-2": the Red Squadron Pilot then spends it', () => {
    const state = stateWith([
      rebel('garven', 'garvendreis', 300),
      rebel('red', 'redsquadronpilot', 360),
      imperial('tie', 'academypilot', 330),
    ]);
    state.ships[0]!.focus = 1;
    const r = round(
      state,
      {
        dials: { garven: 'straight-1', red: 'straight-1', tie: 'straight-2' },
        attacks: { garven: { target: 'tie' }, red: { target: 'tie' }, tie: { target: null } },
        rolls: [
          { ship: 'garven', purpose: 'attack', faces: ['focus', 'blank', 'blank'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
          { ship: 'red', purpose: 'attack', faces: ['focus', 'focus', 'blank'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'garven', card: 'Garven Dreis', use: true, target: 'red' }]);
    // Garven (pilot skill 6) attacks first and spends the token; the Red Squadron Pilot (2) spends it next.
    expect(events(r, 'dice').filter((e) => e.role === 'attack')).toMatchObject([
      { unit: 'garven', modified: ['hit', 'blank', 'blank'], modifications: ['focus'] },
      { unit: 'red', modified: ['hit', 'hit', 'blank'], modifications: ['focus'] },
    ]);
    expect(events(r, 'result').map((e) => e.hits)).toEqual([1, 2]);
  });
});

describe('Dutch Vander', () => {
  it('"After acquiring a target lock, choose another friendly ship at Range 1-2. The chosen ship may immediately acquire a target lock."', () => {
    const state = stateWith([
      rebel('dutch', 'dutchvander', 300, [], 'ywing'),
      rebel('gold', 'goldsquadronpilot', 360, [], 'ywing'),
      imperial('tie', 'academypilot', 330),
    ]);
    const r = round(
      state,
      {
        dials: { dutch: 'straight-1', gold: 'straight-1', tie: 'straight-2' },
        actions: { dutch: { action: 'target-lock', target: 'tie' } },
        attacks: {},
      },
      passive,
    );
    expect(r.record.abilities).toEqual([
      {
        ship: 'dutch',
        card: '"Dutch" Vander',
        use: true,
        target: 'gold',
        action: { action: 'target-lock', target: 'tie' },
      },
    ]);
    // Target locks last past the End phase.
    expect([ship(r, 'dutch').lockOn, ship(r, 'gold').lockOn]).toEqual(['tie', 'tie']);
  });
  it('a chosen ship that is not friendly at range 1–2 is refused', () => {
    const state = stateWith([
      rebel('dutch', 'dutchvander', 300, [], 'ywing'),
      rebel('gold', 'goldsquadronpilot', 360, [], 'ywing'),
      imperial('tie', 'academypilot', 330),
    ]);
    expect(() =>
      round(
        state,
        {
          dials: { dutch: 'straight-1', gold: 'straight-1', tie: 'straight-2' },
          actions: { dutch: { action: 'target-lock', target: 'tie' } },
          abilities: [
            {
              ship: 'dutch',
              card: '"Dutch" Vander',
              use: true,
              target: 'tie',
              action: { action: 'target-lock', target: 'dutch' },
            },
          ],
        },
        passive,
      ),
    ).toThrow(
      /abilities\[0\]\.target: "Dutch" Vander: expected another friendly ship at range 1–2 .*\(gold\), got "tie"/,
    );
  });
});

describe('Soontir Fel', () => {
  it('"When you receive a stress token, you may assign 1 focus token to your ship": a red Koiogran turn gives stress and focus', () => {
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 300),
      { ...imperial('fel', 'soontirfel', 300, 'tieinterceptor'), y: 800 },
    ]);
    const r = round(state, { dials: { luke: 'straight-1', fel: 'koiogran-3' }, attacks: {} }, passive);
    expect(r.record.abilities).toEqual([{ ship: 'fel', card: 'Soontir Fel', use: true }]);
    const tokens = events(r, 'token').filter((e) => e.unit === 'fel');
    expect(tokens.slice(0, 2)).toMatchObject([
      { token: 'stress', count: 1 },
      { token: 'focus', count: 1 },
    ]);
    // Stressed, Fel takes no action; the End phase removes the focus token, the stress stays.
    expect(ship(r, 'fel')).toMatchObject({ stress: 1, focus: 0 });
  });
});

describe("Fel's Wrath", () => {
  it('"you are not destroyed until the end of the Combat phase": at its hull value it still attacks, then is destroyed', () => {
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 300),
      imperial('wrath', 'felswrath', 300, 'tieinterceptor'),
    ]);
    const wrath = state.ships[1]!;
    wrath.damage.push(
      { name: 'Direct Hit!', faceUp: false, round: 0 },
      { name: 'Direct Hit!', faceUp: false, round: 0 },
    );
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', wrath: 'straight-2' },
        attacks: { luke: { target: 'wrath' }, wrath: { target: 'luke' } },
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
          { ship: 'wrath', purpose: 'defence', faces: faces('blank', 3) },
          { ship: 'wrath', purpose: 'attack', faces: ['hit', 'hit', 'hit'] },
          { ship: 'luke', purpose: 'defence', faces: faces('blank', 2) },
        ],
      },
      passive,
    );
    // Luke (pilot skill 8) deals the third damage against hull 3; Fel's Wrath (5) still fires: 3 hits, 2 shields and 1 card.
    expect(events(r, 'result').map((e) => [e.attacker, e.hits])).toEqual([
      ['luke', 1],
      ['wrath', 3],
    ]);
    expect(ship(r, 'luke')).toMatchObject({ shields: 0, damage: [{ faceUp: false }] });
    expect(events(r, 'destroyed')).toMatchObject([
      { kind: 'destroyed', unit: 'wrath', cause: 'destroyed at the end of the Combat phase' },
    ]);
  });
});

describe('Maarek Stele', () => {
  it('"When your attack deals a faceup Damage card to the defender, instead draw 3 Damage cards, choose 1 to deal, and discard the others"', () => {
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 300),
      imperial('maarek', 'maarekstele', 300, 'tieadvanced'),
    ]);
    state.ships[0]!.shields = 0;
    // The top of the deck is its last card: Blinded Pilot, then Direct Hit!, then Minor Explosion.
    state.deck.push('Minor Explosion', 'Direct Hit!', 'Blinded Pilot');
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', maarek: 'straight-2' },
        attacks: { luke: { target: null }, maarek: { target: 'luke' } },
        rolls: [
          { ship: 'maarek', purpose: 'attack', faces: ['crit', 'blank'] },
          { ship: 'luke', purpose: 'defence', faces: faces('blank', 2) },
        ],
      },
      passive,
    );
    // The autopilot deals the worst of the three: Direct Hit! (2 damage against the hull).
    expect(r.record.abilities).toEqual([{ ship: 'maarek', card: 'Maarek Stele', use: true, damage: 'Direct Hit!' }]);
    expect(ship(r, 'luke')).toMatchObject({ damage: [{ name: 'Direct Hit!', faceUp: true }] });
    expect(r.state.discard).toEqual(['Blinded Pilot', 'Minor Explosion']);
  });
  it('a card that was not drawn is refused', () => {
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 300),
      imperial('maarek', 'maarekstele', 300, 'tieadvanced'),
    ]);
    state.ships[0]!.shields = 0;
    state.deck.push('Minor Explosion', 'Direct Hit!', 'Blinded Pilot');
    expect(() =>
      round(
        state,
        {
          dials: { luke: 'straight-1', maarek: 'straight-2' },
          attacks: { luke: { target: null }, maarek: { target: 'luke' } },
          rolls: [
            { ship: 'maarek', purpose: 'attack', faces: ['crit', 'blank'] },
            { ship: 'luke', purpose: 'defence', faces: faces('blank', 2) },
          ],
          abilities: [{ ship: 'maarek', card: 'Maarek Stele', use: true, damage: 'Console Fire' }],
        },
        passive,
      ),
    ).toThrow(
      /abilities\[0\]\.damage: Maarek Stele: expected one of the cards drawn \(Blinded Pilot, Direct Hit!, Minor Explosion\), got "Console Fire"/,
    );
  });
});

describe('Expert Handling', () => {
  it('"Perform a free barrel roll action. If you do not have the [Barrel Roll] action icon, receive 1 stress token. You may then remove 1 enemy target lock"', () => {
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 300, ['experthandling']),
      imperial('tie', 'academypilot', 300),
    ]);
    state.ships[1]!.lockOn = 'luke';
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        actions: { luke: { action: 'experthandling' } },
        abilities: [
          { ship: 'luke', card: 'Expert Handling', use: true, action: { action: 'barrel-roll-left', slide: 0 } },
          { ship: 'luke', card: 'Expert Handling', use: true, target: 'tie' },
        ],
        attacks: {},
      },
      passive,
    );
    // An X-wing has no barrel roll icon: the roll (base width 40 + template 40 = 80 mm to the left) costs a stress.
    expect(ship(r, 'luke').pose.x).toBeCloseTo(220, 6);
    expect(ship(r, 'luke')).toMatchObject({ stress: 1 });
    expect(ship(r, 'tie').lockOn).toBeNull();
  });
});

describe('Squad Leader', () => {
  it('"Choose 1 ship at Range 1-2 that has a lower pilot skill than you. The chosen ship may immediately perform 1 free action."', () => {
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 300, ['squadleader']),
      rebel('red', 'redsquadronpilot', 360),
      imperial('tie', 'academypilot', 330),
    ]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', red: 'straight-1', tie: 'straight-2' },
        actions: { red: { action: 'focus' }, luke: { action: 'squadleader' } },
        abilities: [
          { ship: 'luke', card: 'Squad Leader', use: true, target: 'red' },
          { ship: 'red', card: 'Squad Leader', use: true, action: { action: 'target-lock', target: 'tie' } },
        ],
        attacks: {},
      },
      passive,
    );
    // The Red Squadron Pilot (skill 2) already focused; Luke (8) gives it a free target lock.
    expect(ship(r, 'red').lockOn).toBe('tie');
  });
  it('with no ship of lower pilot skill at range 1–2 the action is not offered', () => {
    const state = stateWith([
      rebel('red', 'redsquadronpilot', 300, ['squadleader']),
      rebel('luke', 'lukeskywalker', 360),
      { ...imperial('tie', 'academypilot', 330), y: 800 },
    ]);
    expect(() =>
      round(
        state,
        {
          dials: { luke: 'straight-1', red: 'straight-1', tie: 'straight-2' },
          actions: { red: { action: 'squadleader' } },
        },
        passive,
      ),
    ).toThrow(/^rounds\[0\]\.actions\.red: action "squadleader" is not possible now/);
  });
});

describe('Swarm Tactics', () => {
  it('"treat the chosen ship as if its pilot skill were equal to your pilot skill": the Academy Pilot (1) attacks at 4, before the Rookie Pilot (2)', () => {
    const state = stateWith([
      rebel('rookie', 'rookiepilot', 330),
      imperial('black', 'blacksquadronpilot', 300, 'tiefighter', ['swarmtactics']),
      imperial('academy', 'academypilot', 360),
    ]);
    // The recorded rolls are checked in order, so they also pin the attack order: both TIEs at pilot skill 4 (the
    // engine takes a player's ships of equal pilot skill in id order), then the rookie at 2.
    const r = round(
      state,
      {
        dials: { rookie: 'straight-1', black: 'straight-2', academy: 'straight-2' },
        attacks: { black: { target: 'rookie' }, academy: { target: 'rookie' }, rookie: { target: 'black' } },
        rolls: [
          { ship: 'academy', purpose: 'attack', faces: faces('blank', 2) },
          { ship: 'rookie', purpose: 'defence', faces: faces('blank', 2) },
          { ship: 'black', purpose: 'attack', faces: faces('blank', 2) },
          { ship: 'rookie', purpose: 'defence', faces: faces('blank', 2) },
          { ship: 'rookie', purpose: 'attack', faces: faces('blank', 3) },
          { ship: 'black', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'black', card: 'Swarm Tactics', use: true, target: 'academy' }]);
    expect(events(r, 'attack').map((e) => e.attacker)).toEqual(['academy', 'black', 'rookie']);
    // "Until the end of this phase": the Academy Pilot is back at pilot skill 1.
    expect(ship(r, 'academy').roundFlags).toEqual([]);
  });
});

describe('Deadeye', () => {
  it('"You may treat the Attack (target lock): header as Attack (focus):" — Proton Torpedoes without a lock, the focus token spent', () => {
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 300, ['deadeye', 'protontorpedoes']),
      imperial('tie', 'academypilot', 300),
    ]);
    state.ships[0]!.focus = 1;
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        attacks: { luke: { target: 'tie', weapon: 'protontorpedoes' }, tie: { target: null } },
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: ['focus', 'hit', 'blank', 'blank'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    // The focus token paid for the attack; the torpedoes' own text still turns the focus result into a crit.
    expect(events(r, 'dice').find((e) => e.role === 'attack')).toMatchObject({
      modified: ['crit', 'hit', 'blank', 'blank'],
    });
    expect(ship(r, 'luke')).toMatchObject({ focus: 0, upgrades: [{ faceUp: true }, { faceUp: false }] });
  });
  it('"When an attack instructs you to spend a target lock, you may spend a focus token instead": with both, a recorded choice spends the focus and keeps the lock for rerolls', () => {
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 300, ['deadeye', 'protontorpedoes']),
      imperial('tie', 'academypilot', 300),
    ]);
    state.ships[0]!.focus = 1;
    state.ships[0]!.lockOn = 'tie';
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        attacks: { luke: { target: 'tie', weapon: 'protontorpedoes', rerolls: [2] }, tie: { target: null } },
        abilities: [{ ship: 'luke', card: 'Deadeye', use: true }],
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: ['focus', 'hit', 'blank', 'hit'] },
          { ship: 'luke', purpose: 'reroll', faces: ['hit'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    expect(events(r, 'dice').find((e) => e.role === 'attack')).toMatchObject({
      modified: ['crit', 'hit', 'hit', 'hit'],
    });
    expect(events(r, 'result')).toMatchObject([{ hits: 3, crits: 1 }]);
  });
});

describe('Stealth Device', () => {
  it('"Increase your agility value by 1. If you are hit by an attack, discard this card."', () => {
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 300, ['stealthdevice']),
      imperial('tie', 'academypilot', 300),
    ]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        attacks: { luke: { target: null }, tie: { target: 'luke' } },
        rolls: [
          { ship: 'tie', purpose: 'attack', faces: ['hit', 'hit'] },
          // Agility 2 + 1: three defence dice.
          { ship: 'luke', purpose: 'defence', faces: ['evade', 'blank', 'blank'] },
        ],
      },
      passive,
    );
    expect(events(r, 'result')).toMatchObject([{ hits: 1, hit: true }]);
    expect(ship(r, 'luke')).toMatchObject({ shields: 1, upgrades: [{ xws: 'stealthdevice', faceUp: false }] });
  });
  it('an attack that misses leaves it', () => {
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 300, ['stealthdevice']),
      imperial('tie', 'academypilot', 300),
    ]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        attacks: { luke: { target: null }, tie: { target: 'luke' } },
        rolls: [
          { ship: 'tie', purpose: 'attack', faces: ['hit', 'blank'] },
          { ship: 'luke', purpose: 'defence', faces: ['evade', 'blank', 'blank'] },
        ],
      },
      passive,
    );
    expect(ship(r, 'luke')).toMatchObject({ upgrades: [{ xws: 'stealthdevice', faceUp: true }] });
  });
});

describe('Cluster Missiles', () => {
  it('"Spend your target lock and discard this card to perform this attack twice": two 3-dice attacks, the cost paid once', () => {
    const state = stateWith([
      rebel('luke', 'lukeskywalker', 300, ['clustermissiles']),
      imperial('tie', 'academypilot', 300),
    ]);
    state.ships[0]!.lockOn = 'tie';
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        attacks: { luke: { target: 'tie', weapon: 'clustermissiles' }, tie: { target: null } },
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
          { ship: 'luke', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
          { ship: 'tie', purpose: 'defence', faces: ['evade', 'blank', 'blank'] },
        ],
      },
      passive,
    );
    expect(events(r, 'attack').map((e) => e.weapon)).toEqual(['Cluster Missiles', 'Cluster Missiles (second attack)']);
    expect(events(r, 'result').map((e) => e.hits)).toEqual([1, 1]);
    expect(ship(r, 'tie').damage).toHaveLength(2);
    expect(r.record.attacks!.luke).toMatchObject({
      weapon: 'clustermissiles',
      rerolls: [],
      second: { rerolls: [], focus: false, defenderFocus: false, defenderEvade: false },
    });
    expect(ship(r, 'luke')).toMatchObject({ lockOn: null, upgrades: [{ faceUp: false }] });
  });
});

describe('two full 100-point squads with these cards (XWS, squad-checked)', () => {
  const file = (seed: number) =>
    parseBattleFile({
      format: 'holotable-battle',
      version: 1,
      ruleset: 'xwing-1e',
      seed,
      roundLimit: 12,
      players: [
        {
          name: 'Rebels',
          faction: 'rebel',
          squad: {
            faction: 'rebel',
            pilots: [
              { name: 'biggsdarklighter', ship: 'xwing' },
              { name: 'garvendreis', ship: 'xwing' },
              { name: 'dutchvander', ship: 'ywing', upgrades: { mod: ['stealthdevice'] } },
              { name: 'redsquadronpilot', ship: 'xwing' },
            ],
          },
        },
        {
          name: 'Empire',
          faction: 'imperial',
          squad: {
            faction: 'imperial',
            pilots: [
              { name: 'soontirfel', ship: 'tieinterceptor', upgrades: { ept: ['pushthelimit'] } },
              { name: 'felswrath', ship: 'tieinterceptor' },
              { name: 'maarekstele', ship: 'tieadvanced', upgrades: { missile: ['clustermissiles'] } },
              { name: 'blacksquadronpilot', ship: 'tiefighter', upgrades: { ept: ['swarmtactics'] } },
            ],
          },
        },
      ],
    });
  it('25 + 26 + 23 + 3 + 23 = 100 and 27 + 3 + 23 + 27 + 4 + 14 + 2 = 100 points: legal; the completed file replays byte-identically', () => {
    const first = playBattle(file(11));
    const again = playBattle(parseBattleFile(JSON.parse(JSON.stringify(first.file))));
    expect(JSON.stringify(again.timeline)).toBe(JSON.stringify(first.timeline));
    expect(JSON.stringify(again.file)).toBe(JSON.stringify(first.file));
    const cards = new Set(first.file.rounds!.flatMap((r) => (r.abilities ?? []).map((a) => a.card)));
    expect(cards.size).toBeGreaterThan(1);
  });
});
