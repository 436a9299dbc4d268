/**
 * Pilot abilities of issue 18 that change an attack: where secondary weapons reach (Major Rhymer, Nera Dantels,
 * Moralo Eval), dice added or rerolled (Jess Pava, Fenn Rau, "Backdraft"). One scenario per card, every die recorded:
 * a recorded roll must have exactly the number of dice the engine rolls (context.ts), so each roll's size checks the
 * dice count worked out by hand. Positions are where ships stand after moving (pilotHarness.ts): the X-wing at
 * (300, 200) facing north has its front edge at y = 220; a small ship facing south at y = 300 / 400 is at range 1 / 2.
 */
import { describe, expect, it } from 'vitest';
import { after, play, type Placed, tie, xwing } from './pilotHarness.ts';

type R = ReturnType<typeof play>;
const result = (r: R) =>
  r.events.find((e) => e.kind === 'result') as unknown as { hits: number; crits: number; hit: boolean };
const attackDice = (r: R, unit: string) =>
  r.events.find((e) => e.kind === 'dice' && e.unit === unit && e.role === 'attack') as unknown as {
    rolled: string[];
    modified: string[];
    modifications: string[];
  };

describe('secondary weapons reach further', () => {
  it('Major Rhymer: "you may increase or decrease the weapon range by 1": Proton Torpedoes (Range 2-3) at Range 1', () => {
    const bomber = (pilot: string): Placed =>
      tie('b', 300, { ship: 'tiebomber', pilot, upgrades: ['protontorpedoes'], tokens: { lockOn: 'x' } });
    const record = {
      attacks: { b: { target: 'x', weapon: 'protontorpedoes' } },
      rolls: [
        // 4 dice: the torpedoes' attack value, no range bonus for a secondary weapon (rules: SECONDARY WEAPONS).
        { ship: 'b', purpose: 'attack', faces: ['hit', 'hit', 'crit', 'blank'] },
        // The X-wing's agility 2, no range 3 bonus.
        { ship: 'x', purpose: 'defence', faces: ['evade', 'blank'] },
      ],
    };
    const r = play([xwing(), bomber('majorrhymer')], record);
    expect(result(r)).toMatchObject({ hits: 1, crits: 1, hit: true });
    // The lock is spent and the card discarded, as for any Proton Torpedoes attack.
    expect(after(r, 'b').lockOn).toBeNull();
    // Another bomber pilot cannot fire them at Range 1 (rules: WEAPON RANGE).
    expect(() => play([xwing(), bomber('gammasquadronpilot')], record)).toThrow(/attacks\.b\.target/);
  });
  it('Nera Dantels: "You can perform [Torpedo] secondary weapon attacks against enemy ships outside your firing arc"', () => {
    // Nera at (300, 300) facing north; the TIE at (300, 150) facing east is behind her, 110 mm away (range 2).
    const ships = (pilot: string): Placed[] => [
      xwing('n', { ship: 'bwing', pilot, y: 300, upgrades: ['protontorpedoes'], tokens: { lockOn: 't' } }),
      tie('t', 150, { heading: 0 }),
    ];
    const record = {
      attacks: { n: { target: 't', weapon: 'protontorpedoes' } },
      rolls: [
        { ship: 'n', purpose: 'attack', faces: ['hit', 'focus', 'blank', 'blank'] },
        // The TIE's agility 3 at range 2.
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    };
    const r = play(ships('neradantels'), record);
    expect(r.record.attacks?.n?.arc).toBe('turret');
    // Proton Torpedoes: "You may change 1 of your [Focus] results to a [Critical Hit] result."
    expect(result(r)).toMatchObject({ hits: 1, crits: 1, hit: true });
    expect(() => play(ships('daggersquadronpilot'), record)).toThrow(/attacks\.n\.target/);
  });
  it('Moralo Eval: "You can perform [Cannon] secondary weapon attacks against ships inside your auxiliary firing arc"', () => {
    // Moralo's large base (x 260–340, y 360–440) faces south; the X-wing at (480, 390) is abeam of him: inside the
    // YV-666's 180° auxiliary arc, outside its primary arc, 120 mm away (range 2).
    const ships = (pilot: string): Placed[] => [
      xwing('x', { x: 480, y: 390 }),
      { id: 'm', player: 1, ship: 'yv666', pilot, y: 400, scum: true, upgrades: ['heavylasercannon'] },
    ];
    const record = {
      attacks: { m: { target: 'x', weapon: 'heavylasercannon' } },
      rolls: [
        // Heavy Laser Cannon: 4 dice, "you must change all of your [Critical Hit] results to [Hit] results".
        { ship: 'm', purpose: 'attack', faces: ['crit', 'hit', 'blank', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['evade', 'blank'] },
      ],
    };
    const r = play(ships('moraloeval'), record);
    expect(r.record.attacks?.m?.arc).toBe('aux180');
    expect(result(r)).toMatchObject({ hits: 1, crits: 0, hit: true });
    expect(() => play(ships('trandoshanslaver'), record)).toThrow(/attacks\.m\.target/);
  });
});

describe('dice added or rerolled', () => {
  it('Jess Pava: "you may reroll 1 of your dice for each other friendly ship at Range 1"', () => {
    // Two X-wings 60 mm to either side of Jess: 20 mm between the bases, range 1.
    const r = play(
      [
        xwing('j', { ship: 't70xwing', pilot: 'jesspava' }),
        xwing('a', { x: 240 }),
        xwing('b', { x: 360 }),
        tie('t', 400, { x: 300 }),
      ],
      {
        attacks: { j: { target: 't' } },
        rolls: [
          { ship: 'j', purpose: 'attack', faces: ['blank', 'hit', 'blank'] },
          // 2 friends: up to 2 dice; the autopilot rerolls the blanks.
          { ship: 'j', purpose: 'Jess Pava', faces: ['hit', 'crit'] },
          { ship: 't', purpose: 'defence', faces: ['evade', 'blank', 'blank'] },
        ],
      },
    );
    expect(r.record.abilities).toEqual([{ ship: 'j', card: 'Jess Pava', use: true, dice: [0, 2] }]);
    expect(attackDice(r, 'j').modified).toEqual(['hit', 'hit', 'crit']);
    expect(result(r)).toMatchObject({ hits: 1, crits: 1 });
  });
  it('Fenn Rau: "When attacking or defending, if the enemy is at Range 1, you may roll 1 additional die"', () => {
    const fenn = (y: number): Placed => ({
      id: 'f',
      player: 1,
      ship: 'protectoratestarfighter',
      pilot: 'fennrau',
      y,
      scum: true,
    });
    // Attacking at range 1: 3 (primary weapon) + 1 (range 1 bonus) + 1 (Fenn Rau) = 5 dice; the X-wing rolls 2.
    const attacking = play([xwing(), fenn(300)], {
      attacks: { f: { target: 'x' } },
      rolls: [
        { ship: 'f', purpose: 'attack', faces: ['hit', 'hit', 'hit', 'blank', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(result(attacking)).toMatchObject({ hits: 3, crits: 0 });
    // Defending at range 1: his agility 3 + 1 = 4 dice against the X-wing's 4 (3 + range 1 bonus).
    const defending = play([xwing(), fenn(300)], {
      attacks: { x: { target: 'f' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: ['hit', 'hit', 'hit', 'hit'] },
        { ship: 'f', purpose: 'defence', faces: ['evade', 'evade', 'evade', 'evade'] },
      ],
    });
    expect(result(defending)).toMatchObject({ hits: 0, hit: false });
    // At range 2 he rolls his 3 dice only.
    const far = play([xwing(), fenn(400)], {
      attacks: { f: { target: 'x' } },
      rolls: [
        { ship: 'f', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(result(far)).toMatchObject({ hits: 1 });
  });
  it('"Backdraft": "When attacking a ship inside your auxiliary firing arc, you may add 1 [Critical Hit] result"', () => {
    // Backdraft at (300, 360) faces north: the X-wing at (300, 200) is in his rear (auxiliary) arc, 120 mm off.
    const r = play([xwing(), tie('d', 360, { ship: 'tiesffighter', pilot: 'backdraft', heading: 90 })], {
      attacks: { d: { target: 'x' } },
      rolls: [
        { ship: 'd', purpose: 'attack', faces: ['hit', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(r.record.attacks?.d?.arc).toBe('rear');
    expect(r.record.abilities).toEqual([{ ship: 'd', card: '"Backdraft"', use: true }]);
    expect(attackDice(r, 'd').modified).toEqual(['hit', 'blank', 'crit']);
    expect(result(r)).toMatchObject({ hits: 1, crits: 1 });
    // Through his primary arc nothing is added.
    const ahead = play([xwing(), tie('d', 400, { ship: 'tiesffighter', pilot: 'backdraft' })], {
      attacks: { d: { target: 'x' } },
      rolls: [
        { ship: 'd', purpose: 'attack', faces: ['hit', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(ahead.record.abilities).toBeUndefined();
    expect(result(ahead)).toMatchObject({ hits: 1, crits: 0 });
  });
});
