/**
 * Upgrade abilities, one scenario per card, dice forced through recorded rolls; expected outcomes from the card
 * text (quoted) and the Rules Reference.
 */
import { describe, expect, it } from 'vitest';
import { effectiveAgility, effectiveDifficulty, effectiveSkill } from '../../../../src/rules/xwing1e/effective.ts';
import { faces, passive, round, stateWith, type TestShip } from '../engine/harness.ts';

const rebel = (id: string, pilot: string, y: number, upgrades: string[], ship = 'xwing'): TestShip => ({
  id,
  player: 0,
  ship,
  pilot,
  x: 300,
  y,
  heading: 90,
  upgrades,
});
const tie = (y: number, heading = 270, x = 300): TestShip => ({
  id: 'tie',
  player: 1,
  ship: 'tiefighter',
  pilot: 'academypilot',
  x,
  y,
  heading,
});
const RANGE2 = 490;
const ship = (r: { state: { ships: { id: string }[] } }, id: string) => r.state.ships.find((s) => s.id === id)!;

describe('stat upgrades', () => {
  it('Veteran Instincts: "Increase your pilot skill value by 2" (Luke 8 → 10)', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['veteraninstincts']), tie(800)]);
    expect(effectiveSkill(state.ships[0]!, 1)).toBe(10);
  });
  it('Hull Upgrade: "Increase your hull value by 1"; Shield Upgrade: "Increase your shield value by 1"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['hullupgrade', 'shieldupgrade']), tie(800)]);
    expect([state.ships[0]!.hull, state.ships[0]!.shields, state.ships[0]!.shieldsMax]).toEqual([4, 3, 3]);
  });
  it('Engine Upgrade: "Your action bar gains the [Boost] action icon"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['engineupgrade']), tie(800)]);
    expect(state.ships[0]!.actionBar).toContain('boost');
  });
  it('R2 Astromech: "You may treat all 1- and 2-speed maneuvers as green maneuvers"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['r2astromech']), tie(800)]);
    const x = state.ships[0]!;
    expect([effectiveDifficulty(x, 'turn-left-2'), effectiveDifficulty(x, 'bank-left-3')]).toEqual(['green', 'white']);
  });
  it('Injured Pilot: "ignore your pilot ability and all of your [Elite] Upgrade cards" (Veteran Instincts)', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['veteraninstincts']), tie(800)]);
    state.ships[0]!.damage.push({ name: 'Injured Pilot', faceUp: true, round: 0 });
    expect(effectiveSkill(state.ships[0]!, 1)).toBe(8);
  });
});

describe('astromechs', () => {
  it('R2-D2: "After executing a green maneuver, you may recover 1 shield"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['r2d2']), tie(800)]);
    state.ships[0]!.shields = 1;
    const r = round(state, { dials: { luke: 'straight-1', tie: 'straight-2' } }, passive);
    expect(ship(r, 'luke')).toMatchObject({ shields: 2 });
    expect(r.record.abilities).toEqual([{ ship: 'luke', card: 'R2-D2', use: true }]);
  });
  it('R2-F2: "Action: Increase your agility value by 1 until the end of this game round"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['r2f2']), tie(RANGE2)]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        actions: { luke: { action: 'r2f2' } },
        attacks: { luke: { target: null }, tie: { target: 'luke' } },
      },
      passive,
    );
    // Agility 2 + 1 = 3 defence dice at range 2; the End phase ends it.
    expect(r.record.rolls!.map((x) => [x.ship, x.faces.length])).toEqual([
      ['tie', 2],
      ['luke', 3],
    ]);
    expect(effectiveAgility(ship(r, 'luke') as never)).toBe(2);
  });
  it('R5-D8: "Roll 1 defense die. On a [Evade] or [Focus] result, discard 1 of your facedown Damage cards"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['r5d8']), tie(800)]);
    state.ships[0]!.damage.push({ name: 'Direct Hit!', faceUp: false, round: 0 });
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        actions: { luke: { action: 'r5d8' } },
        rolls: [{ ship: 'luke', purpose: 'R5-D8', faces: ['focus'] }],
      },
      passive,
    );
    expect(ship(r, 'luke')).toMatchObject({ damage: [] });
    expect(r.state.discard).toEqual(['Direct Hit!']);
  });
});

describe('elite talents', () => {
  it('Push the Limit: "after you perform an action, you may perform 1 free action … Then receive 1 stress token"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['pushthelimit']), tie(RANGE2)]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        actions: { luke: { action: 'focus' } },
        abilities: [
          { ship: 'luke', card: 'Push the Limit', use: true, action: { action: 'target-lock', target: 'tie' } },
        ],
      },
      passive,
    );
    expect(ship(r, 'luke')).toMatchObject({ stress: 1, lockOn: 'tie' });
  });
  it('Marksmanship: "change 1 of your [Focus] results to a [Critical Hit] result and all of your other [Focus] results to [Hit] results"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['marksmanship']), tie(RANGE2)]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        actions: { luke: { action: 'marksmanship' } },
        attacks: { luke: { target: 'tie' }, tie: { target: null } },
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: ['focus', 'focus', 'blank'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    expect(r.events.find((e) => e.kind === 'dice' && e.role === 'attack')).toMatchObject({
      modified: ['crit', 'hit', 'blank'],
    });
  });
  it('Predator: "When attacking, you may reroll 1 attack die. If the defender\'s pilot skill value is "2" or lower, you may instead reroll up to 2"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['predator']), tie(RANGE2)]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        attacks: { luke: { target: 'tie' }, tie: { target: null } },
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: ['blank', 'blank', 'hit'] },
          { ship: 'luke', purpose: 'Predator', faces: ['hit', 'hit'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    // The Academy Pilot has pilot skill 1, so both blanks are rerolled: 3 hits.
    expect(r.record.abilities).toEqual([{ ship: 'luke', card: 'Predator', use: true, dice: [0, 1] }]);
    expect(r.events.find((e) => e.kind === 'result')).toMatchObject({ hits: 3 });
  });
  it('Elusiveness: "you may receive 1 stress token to choose 1 attack die. The attacker must reroll that die"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['elusiveness']), tie(RANGE2)]);
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        attacks: { luke: { target: null }, tie: { target: 'luke' } },
        rolls: [
          { ship: 'tie', purpose: 'attack', faces: ['crit', 'blank'] },
          { ship: 'tie', purpose: 'Elusiveness', faces: ['blank'] },
          { ship: 'luke', purpose: 'defence', faces: faces('blank', 2) },
        ],
      },
      passive,
    );
    expect(r.events.find((e) => e.kind === 'result')).toMatchObject({ hits: 0, crits: 0, hit: false });
    expect(ship(r, 'luke')).toMatchObject({ stress: 1 });
  });
});

describe('secondary weapons', () => {
  it('Proton Torpedoes: 4 dice at range 2–3, spend the lock and discard; "change 1 of your [Focus] results to a [Critical Hit]"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['protontorpedoes']), tie(RANGE2)]);
    state.ships[0]!.lockOn = 'tie';
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
    expect(r.events.find((e) => e.kind === 'attack')).toMatchObject({ weapon: 'Proton Torpedoes', range: 2 });
    expect(r.events.find((e) => e.kind === 'dice' && e.role === 'attack')).toMatchObject({
      modified: ['crit', 'hit', 'blank', 'blank'],
    });
    expect(ship(r, 'luke')).toMatchObject({ lockOn: null, upgrades: [{ xws: 'protontorpedoes', faceUp: false }] });
  });
  it('Proton Torpedoes without a target lock ("Attack (target lock):") is refused, naming the weapon', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['protontorpedoes']), tie(RANGE2)]);
    expect(() =>
      round(
        state,
        {
          dials: { luke: 'straight-1', tie: 'straight-2' },
          attacks: { luke: { target: 'tie', weapon: 'protontorpedoes' } },
        },
        passive,
      ),
    ).toThrow(/^rounds\[0\]\.attacks\.luke\.target: luke cannot attack "tie" now .*header not met/);
  });
  it('Ion Cannon Turret: "even a ship outside your firing arc"; a hit: "suffers 1 damage and receives 1 ion token"', () => {
    // The TIE ends beside the Y-wing's left flank, 60 mm away: range 1, outside its arc.
    const state = stateWith([rebel('y', 'goldsquadronpilot', 100, ['ioncannonturret'], 'ywing'), tie(700, 270, 240)]);
    state.ships.find((s) => s.id === 'tie')!.pose = { x: 230, y: 180, headingDeg: 90 };
    const r = round(
      state,
      {
        dials: { y: 'straight-1', tie: 'straight-2' },
        attacks: { y: { target: 'tie', weapon: 'ioncannonturret' }, tie: { target: null } },
        rolls: [
          { ship: 'y', purpose: 'attack', faces: ['hit', 'hit', 'crit'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    expect(ship(r, 'tie')).toMatchObject({ ion: 1, damage: [{ faceUp: false }] });
  });
  it('Heavy Laser Cannon: "you must change all of your [Critical Hit] results to [Hit] results"', () => {
    const state = stateWith([rebel('y', 'goldsquadronpilot', 100, ['heavylasercannon'], 'ywing'), tie(RANGE2)]);
    const r = round(
      state,
      {
        dials: { y: 'straight-1', tie: 'straight-2' },
        attacks: { y: { target: 'tie', weapon: 'heavylasercannon' }, tie: { target: null } },
        rolls: [
          { ship: 'y', purpose: 'attack', faces: ['crit', 'crit', 'hit', 'blank'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    expect(r.events.find((e) => e.kind === 'result')).toMatchObject({ hits: 3, crits: 0 });
  });
  it('Homing Missiles: "The defender cannot spend evade tokens during this attack"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['homingmissiles']), tie(RANGE2)]);
    state.ships[0]!.lockOn = 'tie';
    state.ships[1]!.evade = 1;
    expect(() =>
      round(
        state,
        {
          dials: { luke: 'straight-1', tie: 'straight-2' },
          attacks: { luke: { target: 'tie', weapon: 'homingmissiles', defenderEvade: true } },
          rolls: [
            { ship: 'luke', purpose: 'attack', faces: faces('hit', 4) },
            { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
          ],
        },
        passive,
      ),
    ).toThrow(/defenderEvade: Homing Missiles: the defender cannot spend evade tokens during this attack/);
  });
});
