/**
 * Pilot abilities of issue 18 that act at a step or on a trigger (start of the Combat phase, Compare Results,
 * after attacking or defending, after a maneuver, actions while stressed), one scenario per card. Positions are
 * where ships stand after moving (pilotHarness.ts): the X-wing at (300, 200) facing north has its front edge at
 * y = 220; a small enemy facing south at y = 300 / 400 is at range 1 / 2; ships 60 mm apart side by side leave
 * 20 mm between their bases (range 1). Expected outcomes are worked out from the card text (quoted) and the Rules
 * Reference.
 */
import { describe, expect, it } from 'vitest';
import { after, play, type Placed, tie, xwing } from './pilotHarness.ts';

type R = ReturnType<typeof play>;
const tokens = (r: R, unit: string, token: string) =>
  r.events
    .filter((e) => e.kind === 'token' && e.unit === unit && e.token === token)
    .map((e) => (e as { count: number }).count);
const result = (r: R) =>
  r.events.find((e) => e.kind === 'result') as unknown as { hits: number; crits: number; hit: boolean };

describe('start of the Combat phase', () => {
  it('Epsilon Leader: "remove 1 stress token from each friendly ship at Range 1"', () => {
    const r = play(
      [
        xwing(),
        tie('e', 400, { ship: 'tiefofighter', pilot: 'epsilonleader', tokens: { stress: 1 } }),
        tie('f', 400, { ship: 'tiefofighter', pilot: 'omegasquadronpilot', x: 360, tokens: { stress: 2 } }),
      ],
      {},
    );
    // The friend at range 1 loses one, and so does he: "A ship is at Range 1 of itself and any ships that it is
    // touching." (rules: RANGE); "A ship is friendly to itself" (rules: FRIENDLY).
    expect([after(r, 'f').stress, after(r, 'e').stress]).toEqual([1, 0]);
  });
  it('Kyle Katarn: "you may assign 1 of your focus tokens to another friendly ship at Range 1-3"', () => {
    const r = play(
      [{ ...xwing('k'), ship: 'hwk290', pilot: 'kylekatarn', tokens: { focus: 1 } }, xwing('x', { x: 360 }), tie()],
      {},
    );
    // The autopilot gives it to the X-wing (primary weapon 3 > the HWK's 1, no focus token).
    expect(r.record.abilities).toEqual([{ ship: 'k', card: 'Kyle Katarn', use: true, target: 'x' }]);
    expect([tokens(r, 'k', 'focus')[0], tokens(r, 'x', 'focus')[0]]).toEqual([0, 1]);
  });
  it('Roark Garnet: "treat that ship\'s pilot skill value as "12."": the rookie (2) attacks before the TIE (4)', () => {
    const ships = [
      { ...xwing('r'), ship: 'hwk290', pilot: 'roarkgarnet' },
      xwing('x', { x: 360 }),
      tie('t', 400, { pilot: 'blacksquadronpilot', x: 360 }),
    ];
    const attacks = { x: { target: 't' }, t: { target: 'x' } };
    const r = play(ships, { attacks });
    expect(r.record.abilities).toEqual([{ ship: 'r', card: 'Roark Garnet', use: true, target: 'x' }]);
    expect(r.events.filter((e) => e.kind === 'attack').map((e) => (e as { attacker: string }).attacker)).toEqual([
      'x',
      't',
    ]);
    expect(() => play(ships, { attacks, abilities: [{ ship: 'r', card: 'Roark Garnet', use: false }] })).toThrow(
      /^rounds\[0\]\.abilities\[0\]\.use: Roark Garnet: the choice is not optional/,
    );
  });
  it('Colonel Jendon: "assign 1 of your blue target lock tokens to a friendly ship at Range 1 if it does not have one"', () => {
    // The shuttle's large base (x 260–340) and the TIE at x 380 (base 360–400) are 20 mm apart.
    const r = play(
      [
        xwing(),
        { id: 'j', player: 1, ship: 'lambdaclassshuttle', pilot: 'coloneljendon', y: 420, tokens: { lockOn: 'x' } },
        tie('t', 400, { x: 380 }),
      ],
      {},
    );
    expect([after(r, 't').lockOn, after(r, 'j').lockOn]).toEqual(['x', null]);
  });
  it('Commander Alozen: "you may acquire a target lock on an enemy ship at Range 1"', () => {
    const r = play([xwing(), tie('a', 300, { ship: 'tieadvanced', pilot: 'commanderalozen' })], {});
    expect(after(r, 'a').lockOn).toBe('x');
  });
  it('Guri: "if you are at Range 1 of an enemy ship, you may assign 1 focus token to your ship"', () => {
    const guri = (y: number): Placed => ({ id: 'g', player: 1, ship: 'starviper', pilot: 'guri', y, scum: true });
    expect(tokens(play([xwing(), guri(300)], {}), 'g', 'focus')).toEqual([1, 0]);
    // At range 2 nothing is offered (the End phase removes no token either).
    expect(play([xwing(), guri(400)], {}).record.abilities).toBeUndefined();
  });
});

describe('Compare Results', () => {
  const kath = (): Placed => ({ id: 'k', player: 1, ship: 'firespray31', pilot: 'kathscarlet', y: 420 });
  it('Kath Scarlet: "the defender receives 1 stress token if he cancels at least 1 [Critical Hit] result"', () => {
    const r = play([xwing(), kath()], {
      attacks: { k: { target: 'x' } },
      rolls: [
        { ship: 'k', purpose: 'attack', faces: ['crit', 'hit', 'blank'] },
        // Two evades cancel the hit, then the critical (rules: ATTACK step 6: hits before crits).
        { ship: 'x', purpose: 'defence', faces: ['evade', 'evade'] },
      ],
    });
    expect(after(r, 'x').stress).toBe(1);
    const one = play([xwing(), kath()], {
      attacks: { k: { target: 'x' } },
      rolls: [
        { ship: 'k', purpose: 'attack', faces: ['crit', 'hit', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['evade', 'blank'] },
      ],
    });
    expect(after(one, 'x').stress).toBe(0);
  });
  it('Lieutenant Blount: "the defender is hit by your attack, even if he does not suffer any damage"', () => {
    const r = play([{ ...xwing('b'), ship: 'z95headhunter', pilot: 'lieutenantblount' }, tie()], {
      attacks: { b: { target: 't' } },
      rolls: [
        { ship: 'b', purpose: 'attack', faces: ['hit', 'blank'] },
        { ship: 't', purpose: 'defence', faces: ['evade', 'blank', 'blank'] },
      ],
    });
    expect(result(r)).toMatchObject({ hits: 0, crits: 0, hit: true });
  });
  it('Ten Numb: "1 of your [Critical Hit] results cannot be canceled by defense dice"', () => {
    const r = play([{ ...xwing('n'), ship: 'bwing', pilot: 'tennumb' }, tie()], {
      attacks: { n: { target: 't' } },
      rolls: [
        { ship: 'n', purpose: 'attack', faces: ['crit', 'hit', 'blank'] },
        { ship: 't', purpose: 'defence', faces: ['evade', 'evade', 'evade'] },
      ],
    });
    expect(result(r)).toMatchObject({ hits: 0, crits: 1, hit: true });
  });
});

describe('after attacking or defending', () => {
  const miss = (attacker: string, defender: string, defence: number) => [
    { ship: attacker, purpose: 'attack', faces: ['blank', 'blank', 'blank'].slice(0, 3) },
    { ship: defender, purpose: 'defence', faces: Array.from({ length: defence }, () => 'blank') },
  ];
  it('Wes Janson: "you may remove 1 focus, evade, or blue target lock token from the defender"', () => {
    const r = play([{ ...xwing('w'), pilot: 'wesjanson' }, tie('t', 400, { tokens: { evade: 1 } })], {
      attacks: { w: { target: 't' } },
      rolls: miss('w', 't', 3),
    });
    expect(r.record.abilities).toEqual([
      { ship: 'w', card: 'Wes Janson', use: true, target: 't', action: { action: 'evade' } },
    ]);
    expect(tokens(r, 't', 'evade')[0]).toBe(0);
  });
  it('Whisper: "After you perform an attack that hits, you may assign 1 focus token to your ship"', () => {
    const r = play([xwing(), tie('w', 400, { ship: 'tiephantom', pilot: 'whisper' })], {
      attacks: { w: { target: 'x' } },
      rolls: [
        { ship: 'w', purpose: 'attack', faces: ['hit', 'blank', 'blank', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'w', card: '"Whisper"', use: true }]);
    expect(tokens(r, 'w', 'focus')[0]).toBe(1);
  });
  it('IG-88A: "After you perform an attack that destroys the defender, you may recover 1 shield"', () => {
    const r = play(
      [
        xwing('x', { damage: 2, tokens: { shields: 0 } }),
        { id: 'g', player: 1, ship: 'aggressor', pilot: 'ig88a', y: 420, scum: true, tokens: { shields: 2 } },
      ],
      {
        attacks: { g: { target: 'x' } },
        rolls: [
          { ship: 'g', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
          { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
        ],
      },
    );
    expect(after(r, 'x').destroyed).toBe(true);
    expect(after(r, 'g').shields).toBe(3);
  });
  it('Airen Cracken: "choose another friendly ship at Range 1. That ship may perform 1 free action"', () => {
    const r = play([{ ...xwing('a'), ship: 'z95headhunter', pilot: 'airencracken' }, xwing('x', { x: 360 }), tie()], {
      attacks: { a: { target: 't' } },
      rolls: miss('a', 't', 3).map((x) => (x.ship === 'a' ? { ...x, faces: ['blank', 'blank'] } : x)),
      abilities: [
        { ship: 'a', card: 'Airen Cracken', use: true, target: 'x' },
        { ship: 'x', card: 'Airen Cracken', use: true, action: { action: 'focus' } },
      ],
    });
    expect(tokens(r, 'x', 'focus')[0]).toBe(1);
  });
  it('Laetinashera: "After you defend against an attack, if the attack did not hit, you may assign 1 evade token"', () => {
    const r = play(
      [xwing(), { id: 'l', player: 1, ship: 'm3ainterceptor', pilot: 'laetinashera', y: 400, scum: true }],
      {
        attacks: { x: { target: 'l' } },
        rolls: miss('x', 'l', 3),
      },
    );
    expect(r.record.abilities).toEqual([{ ship: 'l', card: "Laetin A'shera", use: true }]);
    expect(tokens(r, 'l', 'evade')[0]).toBe(1);
  });
  it('Valen Rudor: "After defending, you may perform a free action"', () => {
    const r = play([xwing(), tie('v', 400, { ship: 'tieadvprototype', pilot: 'valenrudor' })], {
      attacks: { x: { target: 'v' } },
      rolls: miss('x', 'v', 3),
      abilities: [{ ship: 'v', card: 'Valen Rudor', use: true, action: { action: 'focus' } }],
    });
    expect(tokens(r, 'v', 'focus')[0]).toBe(1);
  });
});

describe('Tycho Celchu', () => {
  it('"You may perform actions even while you have stress tokens"', () => {
    const awing = (pilot: string): Placed => ({ ...xwing('a'), ship: 'awing', pilot, tokens: { stress: 1 } });
    const r = play([awing('tychocelchu'), tie()], { actions: { a: { action: 'focus' } } });
    expect(tokens(r, 'a', 'focus')[0]).toBe(1);
    // Any other stressed pilot cannot (rules: STRESS).
    expect(() => play([awing('prototypepilot'), tie()], { actions: { a: { action: 'focus' } } })).toThrow(/actions\.a/);
  });
});

describe('after a maneuver', () => {
  it('Kad Solus: "After you execute a red maneuver, assign 2 focus tokens to your ship"', () => {
    const kad: Placed = { id: 'k', player: 1, ship: 'protectoratestarfighter', pilot: 'kadsolus', y: 700, scum: true };
    expect(tokens(play([xwing(), kad], { dials: { k: 'koiogran-4' } }), 'k', 'focus')[0]).toBe(2);
    expect(tokens(play([xwing(), kad], {}), 'k', 'focus')).toEqual([]);
  });
  it('Lando Calrissian: "After you execute a green maneuver, choose 1 other friendly ship at Range 1. That ship may perform 1 free action shown on its action bar"', () => {
    // Lando's large base at (390, 180): 30 mm beside the X-wing. His straight 1 is green.
    const r = play([xwing(), { id: 'l', player: 0, ship: 'yt1300', pilot: 'landocalrissian', x: 390, y: 180 }, tie()], {
      abilities: [
        { ship: 'l', card: 'Lando Calrissian', use: true, target: 'x' },
        { ship: 'x', card: 'Lando Calrissian', use: true, action: { action: 'focus' } },
      ],
    });
    expect(tokens(r, 'x', 'focus')[0]).toBe(1);
  });
  it('Captain Oicunn: "After executing a maneuver, each enemy ship you are touching suffers 1 damage"', () => {
    // The X-wing (pilot skill 2) moves first and stops at (300, 350); Oicunn's straight would end at (300, 400),
    // his large base (y 360–440) overlapping it, so he stops short touching it (rules: OVERLAPPING OTHER SHIPS).
    const r = play(
      [xwing('x', { y: 350 }), { id: 'o', player: 1, ship: 'vt49decimator', pilot: 'captainoicunn', y: 400 }],
      {},
    );
    expect(after(r, 'o').touching).toEqual(['x']);
    // 1 damage: one of the X-wing's 2 shields.
    expect(after(r, 'x').shields).toBe(1);
  });
  it('"Chopper": "At the start of the Combat phase, each enemy ship you are touching receives 1 stress token"', () => {
    // The TIE (pilot skill 1) moves first and stops at (300, 250); Chopper's large base would end at (300, 200)
    // overlapping it, so he stops short touching it.
    const r = play([{ id: 'c', player: 0, ship: 'vcx100', pilot: 'chopper', y: 200 }, tie('t', 250)], {});
    expect(after(r, 'c').touching).toEqual(['t']);
    expect(after(r, 't').stress).toBe(1);
  });
});
