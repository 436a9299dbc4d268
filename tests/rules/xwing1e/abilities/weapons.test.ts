/**
 * Secondary weapons, modifications in play and Munitions Failure, one scenario per card: ships face each other
 * on an empty table, dials fly them to a known range, and every die is forced through recorded rolls. Expected
 * outcomes are worked out from the card text (quoted) and the Rules Reference ("Range combat bonuses do not
 * apply during secondary weapon attacks"). A `ships` list is not squad-checked, so cards sit where the test needs.
 */
import { describe, expect, it } from 'vitest';
import { faces, passive, round, stateWith, type TestShip } from '../engine/harness.ts';

/** A rebel ship at x 300 facing north (+y); straight 1 takes it from y to y + 80. */
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
/** An Academy Pilot at x 300 facing south; straight 2 takes it from y to y − 120. */
const tie = (y: number, upgrades?: string[]): TestShip => ({
  id: 'tie',
  player: 1,
  ship: 'tiefighter',
  pilot: 'academypilot',
  x: 300,
  y,
  heading: 270,
  ...(upgrades ? { upgrades } : {}),
});
// The rebel's front edge ends at y = 200; the TIE's at y − 140: 70 mm (range 1), 150 mm (range 2), 250 mm (range 3).
const RANGE1 = 410;
const RANGE2 = 490;
const RANGE3 = 590;
const DIALS = { luke: 'straight-1', tie: 'straight-2' };
const ship = (r: ReturnType<typeof round>, id: string) => r.state.ships.find((s) => s.id === id)!;
const attackDice = (r: ReturnType<typeof round>) => r.events.find((e) => e.kind === 'dice' && e.role === 'attack');
const result = (r: ReturnType<typeof round>) => r.events.find((e) => e.kind === 'result');

describe('Concussion Missiles', () => {
  it('"Spend your target lock and discard this card … You may change 1 of your blank results to a [Hit] result": 4 dice at range 3, 3 defence dice', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['concussionmissiles']), tie(RANGE3)]);
    state.ships[0]!.lockOn = 'tie';
    const r = round(
      state,
      {
        dials: DIALS,
        attacks: { luke: { target: 'tie', weapon: 'concussionmissiles' }, tie: { target: null } },
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: ['blank', 'blank', 'focus', 'hit'] },
          // Agility 3, no range 3 bonus for a secondary weapon: exactly 3 dice (a 4-die roll would be refused).
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    expect(r.events.find((e) => e.kind === 'attack')).toMatchObject({ weapon: 'Concussion Missiles', range: 3 });
    // One blank becomes a hit; the focus result stays (Luke holds no focus token): 2 hits.
    expect(attackDice(r)).toMatchObject({ modified: ['hit', 'blank', 'focus', 'hit'] });
    expect(r.record.abilities).toEqual([{ ship: 'luke', card: 'Concussion Missiles', use: true, dice: [0] }]);
    expect(result(r)).toMatchObject({ hits: 2, crits: 0 });
    expect(ship(r, 'tie')).toMatchObject({ damage: [{ faceUp: false }, { faceUp: false }] });
    // The lock was spent paying for the attack, so it could not also reroll the other blank.
    expect(ship(r, 'luke')).toMatchObject({ lockOn: null, upgrades: [{ xws: 'concussionmissiles', faceUp: false }] });
  });

  it('is out of reach at range 1 ("Attack Range 2-3")', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['concussionmissiles']), tie(RANGE1)]);
    state.ships[0]!.lockOn = 'tie';
    expect(() =>
      round(state, { dials: DIALS, attacks: { luke: { target: 'tie', weapon: 'concussionmissiles' } } }, passive),
    ).toThrow(/^rounds\[0\]\.attacks\.luke\.target: luke cannot attack "tie" now .*outside the weapon's range/);
  });
});

describe('Advanced Proton Torpedoes', () => {
  it('"You may change up to 3 of your blank results to [Focus] results": 5 dice at range 1 (no range 1 bonus), then the focus token makes them hits', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['advprotontorpedoes']), tie(RANGE1)]);
    state.ships[0]!.lockOn = 'tie';
    state.ships[0]!.focus = 1;
    const r = round(
      state,
      {
        dials: DIALS,
        attacks: { luke: { target: 'tie', weapon: 'advprotontorpedoes' }, tie: { target: null } },
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: ['blank', 'blank', 'blank', 'blank', 'focus'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    // Three blanks → focus; the focus token turns all four focus results into hits; one blank is left.
    expect(attackDice(r)).toMatchObject({ modified: ['hit', 'hit', 'hit', 'blank', 'hit'] });
    expect(r.record.abilities).toEqual([
      { ship: 'luke', card: 'Advanced Proton Torpedoes', use: true, dice: [0, 1, 2] },
    ]);
    expect(result(r)).toMatchObject({ hits: 4, crits: 0 });
    // 4 damage against an Academy Pilot's hull 3: destroyed.
    expect(ship(r, 'tie')).toMatchObject({ destroyed: true });
    expect(ship(r, 'luke')).toMatchObject({ focus: 0, lockOn: null, upgrades: [{ faceUp: false }] });
  });

  it('a recorded pick of 4 blanks is refused: "up to 3"', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['advprotontorpedoes']), tie(RANGE1)]);
    state.ships[0]!.lockOn = 'tie';
    expect(() =>
      round(
        state,
        {
          dials: DIALS,
          attacks: { luke: { target: 'tie', weapon: 'advprotontorpedoes' } },
          rolls: [{ ship: 'luke', purpose: 'attack', faces: faces('blank', 5) }],
          abilities: [{ ship: 'luke', card: 'Advanced Proton Torpedoes', use: true, dice: [0, 1, 2, 3] }],
        },
        passive,
      ),
    ).toThrow(/abilities\[0\]\.dice: Advanced Proton Torpedoes: expected 1 to 3 distinct dice, got \[0,1,2,3\]/);
  });
});

describe('Ion Cannon', () => {
  it('"If this attack hits, the defender suffers 1 damage and receives 1 ion token. Then cancel all dice results"', () => {
    const state = stateWith([rebel('b', 'bluesquadronpilot', 100, ['ioncannon'], 'bwing'), tie(RANGE2)]);
    const r = round(
      state,
      {
        dials: { b: 'straight-1', tie: 'straight-2' },
        attacks: { b: { target: 'tie', weapon: 'ioncannon' }, tie: { target: null } },
        rolls: [
          { ship: 'b', purpose: 'attack', faces: ['hit', 'hit', 'crit'] },
          { ship: 'tie', purpose: 'defence', faces: ['evade', 'blank', 'blank'] },
        ],
      },
      passive,
    );
    expect(result(r)).toMatchObject({ hits: 1, crits: 1, hit: true });
    // One face-down card, not two damage and a critical: the dice results are cancelled.
    expect(ship(r, 'tie')).toMatchObject({ ion: 1, damage: [{ faceUp: false }] });
    // Not discarded: the Ion Cannon's header asks for nothing.
    expect(ship(r, 'b')).toMatchObject({ upgrades: [{ xws: 'ioncannon', faceUp: true }] });
  });

  it('an attack that misses deals nothing and gives no ion token', () => {
    const state = stateWith([rebel('b', 'bluesquadronpilot', 100, ['ioncannon'], 'bwing'), tie(RANGE2)]);
    const r = round(
      state,
      {
        dials: { b: 'straight-1', tie: 'straight-2' },
        attacks: { b: { target: 'tie', weapon: 'ioncannon' }, tie: { target: null } },
        rolls: [
          { ship: 'b', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
          { ship: 'tie', purpose: 'defence', faces: ['evade', 'blank', 'blank'] },
        ],
      },
      passive,
    );
    expect(ship(r, 'tie')).toMatchObject({ ion: 0, damage: [] });
  });
});

describe('Blaster Turret', () => {
  // The TIE (pilot skill 1, first) flies from y 150 to 270 facing the same way as the Y-wing, which flies from
  // 400 to 480: the TIE's front edge (290) is 170 mm behind the Y-wing's rear edge (460), range 2, outside its arc.
  const behind = (focus: number) => {
    const state = stateWith([
      rebel('y', 'goldsquadronpilot', 400, ['blasterturret'], 'ywing'),
      { ...tie(150), heading: 90 },
    ]);
    state.ships[0]!.focus = focus;
    return state;
  };
  it('"Spend 1 focus token to perform this attack against 1 ship (even a ship outside your firing arc)": 3 dice', () => {
    const r = round(
      behind(1),
      {
        dials: { y: 'straight-1', tie: 'straight-2' },
        attacks: { y: { target: 'tie', weapon: 'blasterturret' }, tie: { target: null } },
        rolls: [
          { ship: 'y', purpose: 'attack', faces: ['hit', 'focus', 'blank'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    expect(r.events.find((e) => e.kind === 'attack')).toMatchObject({ weapon: 'Blaster Turret', range: 2 });
    // The focus token paid for the attack, so the focus result stays a focus: 1 hit.
    expect(attackDice(r)).toMatchObject({ modified: ['hit', 'focus', 'blank'] });
    expect(result(r)).toMatchObject({ hits: 1 });
    expect(ship(r, 'y')).toMatchObject({ focus: 0, upgrades: [{ xws: 'blasterturret', faceUp: true }] });
  });
  it('without a focus token ("Attack (focus):") it cannot attack', () => {
    expect(() =>
      round(
        behind(0),
        { dials: { y: 'straight-1', tie: 'straight-2' }, attacks: { y: { target: 'tie', weapon: 'blasterturret' } } },
        passive,
      ),
    ).toThrow(/attacks\.y\.target: y cannot attack "tie" now .*header not met/);
    // Nor with its primary weapon: the TIE is outside its firing arc.
    expect(() =>
      round(behind(1), { dials: { y: 'straight-1', tie: 'straight-2' }, attacks: { y: { target: 'tie' } } }, passive),
    ).toThrow(/attacks\.y\.target: y cannot attack "tie" now \(not in arc/);
  });
});

describe('modifications in play', () => {
  it('Targeting Computer: "Your action bar gains the [Target Lock] action icon" — a TIE fighter acquires a lock', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, []), tie(RANGE2, ['targetingcomputer'])]);
    const r = round(
      state,
      { dials: DIALS, actions: { tie: { action: 'target-lock', target: 'luke' } }, attacks: {} },
      passive,
    );
    expect(ship(r, 'tie')).toMatchObject({ lockOn: 'luke' });
    // Without the card the TIE's bar (focus, barrel roll, evade) has no target lock.
    const plain = stateWith([rebel('luke', 'lukeskywalker', 100, []), tie(RANGE2)]);
    expect(() =>
      round(plain, { dials: DIALS, actions: { tie: { action: 'target-lock', target: 'luke' } } }, passive),
    ).toThrow(/^rounds\[0\]\.actions\.tie: action "target-lock" on luke is not possible now/);
  });

  it('Engine Upgrade: "Your action bar gains the [Boost] action icon" — a straight boost takes the X-wing 80 mm on', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['engineupgrade']), tie(800)]);
    const r = round(state, { dials: DIALS, actions: { luke: { action: 'boost-straight' } } }, passive);
    // Straight 1 (100 → 180), then the boost's straight 1 template: 180 → 260.
    expect(ship(r, 'luke').pose.y).toBeCloseTo(260, 6);
    expect(ship(r, 'luke').pose.x).toBeCloseTo(300, 6);
  });
});

describe('Munitions Failure', () => {
  it('"Immediately choose 1 of your secondary weapon Upgrade cards and discard it. Then flip this card facedown."', () => {
    const state = stateWith([rebel('luke', 'lukeskywalker', 100, ['r2astromech', 'protontorpedoes']), tie(RANGE2)]);
    state.ships[0]!.shields = 0;
    // The top of the deck (its last card) is the next one dealt.
    state.deck.push('Munitions Failure');
    const r = round(
      state,
      {
        dials: DIALS,
        attacks: { luke: { target: null }, tie: { target: 'luke' } },
        rolls: [
          { ship: 'tie', purpose: 'attack', faces: ['crit', 'blank'] },
          { ship: 'luke', purpose: 'defence', faces: faces('blank', 2) },
        ],
      },
      passive,
    );
    expect(ship(r, 'luke')).toMatchObject({
      damage: [{ name: 'Munitions Failure', faceUp: false }],
      // R2 Astromech is no secondary weapon: it stays.
      upgrades: [
        { xws: 'r2astromech', faceUp: true },
        { xws: 'protontorpedoes', faceUp: false },
      ],
    });
  });
});
