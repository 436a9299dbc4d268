/**
 * Pilot abilities of issue 18 on receiving a stress token (Jek Porkins, Nien Nunb, Captain Yorr) and on losing a
 * shield token ("Red Ace"), one scenario per card, dice forced through recorded rolls. Positions are where ships stand
 * after moving (pilotHarness.ts): the X-wing at (300, 200) facing north has its front edge at y = 220; a small enemy
 * facing south at y = 300 / 400 is at range 1 / 2. Stress comes from Push the Limit ("Once per round, after you
 * perform an action, you may perform 1 free action shown in your action bar. Then receive 1 stress token.").
 */
import { describe, expect, it } from 'vitest';
import { after, play, type Placed, tie, xwing } from './pilotHarness.ts';

type R = ReturnType<typeof play>;
const tokens = (r: R, unit: string, token: string) =>
  r.events
    .filter((e) => e.kind === 'token' && e.unit === unit && e.token === token)
    .map((e) => (e as { count: number }).count);
const captions = (r: R) => r.events.filter((e) => e.kind === 'caption').map((e) => (e as { text: string }).text);

/** A focus action, then Push the Limit's free target lock on `target` (no target: an evade action): 1 stress token. */
const pushTheLimit = (ship: string, target?: string) => ({
  actions: { [ship]: { action: 'focus' } },
  abilities: [
    {
      ship,
      card: 'Push the Limit',
      use: true,
      action: target ? { action: 'target-lock', target } : { action: 'evade' },
    },
  ],
});

describe('when a stress token is received', () => {
  const jek = (): Placed => xwing('j', { pilot: 'jekporkins', upgrades: ['pushthelimit'] });
  it('Jek Porkins: "you may remove it and roll 1 attack die. On a [Hit] result, deal 1 facedown Damage card"', () => {
    const r = play([jek(), tie()], {
      ...pushTheLimit('j', 't'),
      rolls: [{ ship: 'j', purpose: 'Jek Porkins', faces: ['hit'] }],
    });
    // The autopilot removes it (3 hull left: one facedown card cannot destroy him).
    expect(r.record.abilities?.[1]).toEqual({ ship: 'j', card: 'Jek Porkins', use: true });
    const j = after(r, 'j');
    expect(j.stress).toBe(0);
    // "Deal": the card comes whatever the shields (rules: DAMAGE), so both shields stay.
    expect([j.shields, j.damage.length, j.damage[0]?.faceUp]).toEqual([2, 1, false]);
    expect(tokens(r, 'j', 'stress')).toEqual([1, 0]);
  });
  it('Jek Porkins: on any other result no card; declined, the stress token stays', () => {
    const miss = play([jek(), tie()], {
      ...pushTheLimit('j', 't'),
      rolls: [{ ship: 'j', purpose: 'Jek Porkins', faces: ['crit'] }],
    });
    expect([after(miss, 'j').stress, after(miss, 'j').damage.length]).toEqual([0, 0]);
    const kept = pushTheLimit('j', 't');
    const declined = play([jek(), tie()], {
      ...kept,
      abilities: [...kept.abilities, { ship: 'j', card: 'Jek Porkins', use: false }],
    });
    expect(after(declined, 'j').stress).toBe(1);
  });
  it('Nien Nunb: "if there is an enemy ship inside your firing arc at Range 1, you may discard that stress token"', () => {
    const nien = xwing('n', { ship: 't70xwing', pilot: 'niennunb', upgrades: ['pushthelimit'] });
    const r = play([nien, tie('t', 300)], pushTheLimit('n', 't'));
    expect(r.record.abilities?.[1]).toEqual({ ship: 'n', card: 'Nien Nunb', use: true });
    expect(after(r, 'n').stress).toBe(0);
    // At range 2 nothing is offered: the token stays.
    const far = play([nien, tie('t', 400)], pushTheLimit('n', 't'));
    expect(far.record.abilities).toHaveLength(1);
    expect(after(far, 'n').stress).toBe(1);
  });
  it('Captain Yorr: "When another friendly ship at Range 1-2 would receive a stress token … you may receive that token instead"', () => {
    // The Royal Guard Pilot (pilot skill 6) acts after Yorr (4) has moved: the shuttle's large base (x 260–340,
    // y 380–460) is 20 mm from the interceptor's (x 360–400).
    const ships = (yorrStress: number): Placed[] => [
      xwing(),
      {
        id: 'y',
        player: 1,
        ship: 'lambdaclassshuttle',
        pilot: 'captainyorr',
        y: 420,
        tokens: { stress: yorrStress },
      },
      tie('g', 400, { ship: 'tieinterceptor', pilot: 'royalguardpilot', x: 380, upgrades: ['pushthelimit'] }),
    ];
    const r = play(ships(0), pushTheLimit('g'));
    expect(r.record.abilities?.[1]).toEqual({ ship: 'y', card: 'Captain Yorr', use: true });
    expect([after(r, 'g').stress, after(r, 'y').stress]).toEqual([0, 1]);
    expect(captions(r)).toContain("Captain Yorr receives Royal Guard Pilot's stress token");
    // "if you have 2 or fewer stress tokens": with 3 he is not offered it.
    const full = play(ships(3), pushTheLimit('g'));
    expect([after(full, 'g').stress, after(full, 'y').stress]).toEqual([1, 3]);
  });
});

describe('when a shield token is removed', () => {
  it('"Red Ace": "The first time you remove a shield token from your ship each round, assign 1 evade token"', () => {
    const r = play([xwing('r', { ship: 't70xwing', pilot: 'redace' }), tie('t1', 400), tie('t2', 400, { x: 360 })], {
      attacks: { t1: { target: 'r' }, t2: { target: 'r' } },
      rolls: [
        // 1 hit: a shield goes (3 → 2) and the evade token comes.
        { ship: 't1', purpose: 'attack', faces: ['hit', 'blank'] },
        { ship: 'r', purpose: 'defence', faces: ['blank', 'blank'] },
        // 2 hits; the evade token spent cancels one, the other takes a second shield: no second evade token.
        { ship: 't2', purpose: 'attack', faces: ['hit', 'hit'] },
        { ship: 'r', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(tokens(r, 'r', 'evade')).toEqual([1, 0]);
    expect(after(r, 'r').shields).toBe(1);
    expect(captions(r).filter((t) => t.startsWith('"Red Ace"'))).toEqual([
      '"Red Ace": 1 evade token for the first shield lost',
    ]);
  });
});
