/**
 * Secondary weapons of the wave 1–8 tournament lists (issue 18), one scenario per card. The X-wing at (300, 200)
 * facing north has its front edge at y = 220; a TIE facing south at y = 300 / 400 / 500 is at range 1 / 2 / 3. A
 * secondary weapon rolls its printed attack value, with no range combat bonus (rules: SECONDARY WEAPONS: "Range combat
 * bonuses do not apply"); "If an effect instructs a player to deal a Damage card to a ship, this is different from
 * the ship suffering damage. The card is dealt to the ship regardless of whether the ship has any shield tokens
 * remaining" (rules: DAMAGE). Dice are pinned through recorded rolls; outcomes are worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { faces } from '../engine/harness.ts';
import { diceOf } from './cardScenarios.ts';
import { after, play, tie, xwing, type Placed } from './pilotHarness.ts';

/** The X-wing fires `weapon` at the TIE with these dice; the TIE rolls these defence dice. */
const fire = (weapon: string, attack: string[], defence: string[]) => ({
  attacks: { x: { target: 't', weapon } },
  rolls: [
    { ship: 'x', purpose: 'attack', faces: attack },
    { ship: 't', purpose: 'defence', faces: defence },
  ],
});
const upgraded = (upgrades: string[], tokens: Placed['tokens'] = {}) => xwing('x', { upgrades, tokens });

describe('cannons and turrets', () => {
  it('"Mangler" Cannon: "Attack: Attack 1 ship. When attacking, you may change 1 of your [Hit] results to a [Critical Hit] result"', () => {
    // 3 dice at range 2: a hit becomes a crit; the TIE's blanks cancel nothing: 1 damage, 1 critical damage.
    const r = play(
      [upgraded(['manglercannon']), tie()],
      fire('manglercannon', ['hit', 'hit', 'blank'], faces('blank', 3)),
    );
    expect(r.record.abilities).toEqual([{ ship: 'x', card: '"Mangler" Cannon', use: true, dice: [0] }]);
    expect(diceOf(r, 'x', 'attack').modified).toEqual(['crit', 'hit', 'blank']);
    expect(after(r, 't').damage.map((c) => c.faceUp)).toEqual([false, true]);
  });

  it('Autoblaster Turret: "Attack 1 ship (even a ship outside your firing arc). Your [Hit] results cannot be canceled by defense dice"', () => {
    // The TIE 60 mm behind the X-wing (range 1, outside its arc): 2 dice, 2 hits; its 2 evades cancel neither.
    const behind = tie('t', 100, { heading: 90 });
    const r = play(
      [upgraded(['autoblasterturret']), behind],
      fire('autoblasterturret', ['hit', 'hit'], ['evade', 'evade', 'blank']),
    );
    expect(r.record.attacks!.x).toMatchObject({ weapon: 'autoblasterturret', arc: 'turret' });
    expect(after(r, 't').damage).toHaveLength(2);
    // Its range is 1 only: the TIE at range 2 cannot be its target.
    expect(() =>
      play([upgraded(['autoblasterturret']), tie()], fire('autoblasterturret', ['hit', 'hit'], faces('blank', 3))),
    ).toThrow(/attacks\.x\.target: x cannot attack "t" now/);
  });

  it('Flechette Cannon: "If this attack hits, the defender suffers 1 damage and, if the defender is not stressed, it also receives 1 stress token. Then cancel all dice results"', () => {
    const fight = (stress: number) =>
      play(
        [upgraded(['flechettecannon']), tie('t', 400, { tokens: { stress } })],
        fire('flechettecannon', ['crit', 'hit', 'hit'], faces('blank', 3)),
      );
    // 3 results land, yet the TIE suffers 1 damage only (a facedown card) and receives a stress token.
    const r = fight(0);
    expect(after(r, 't').damage.map((c) => c.faceUp)).toEqual([false]);
    expect(after(r, 't').stress).toBe(1);
    // Already stressed: no second stress token.
    expect(after(fight(1), 't').stress).toBe(1);
  });
});

describe('torpedoes and missiles', () => {
  it('Plasma Torpedoes: "Spend your target lock and discard this card to perform this attack. If this attack hits, after dealing damage, remove 1 shield token from the defender"', () => {
    // The TIE fires them at the X-wing (2 shields) at range 2: 4 dice, 1 hit lands (the X-wing's 2 blanks): 1 shield
    // goes to the damage, the torpedoes remove the other. The lock is spent, the card discarded.
    const r = play([xwing('x'), tie('t', 400, { upgrades: ['plasmatorpedoes'], tokens: { lockOn: 'x' } })], {
      attacks: { t: { target: 'x', weapon: 'plasmatorpedoes' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['hit', 'blank', 'blank', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
      ],
    });
    expect(after(r, 'x').shields).toBe(0);
    expect(after(r, 'x').damage).toHaveLength(0);
    expect(after(r, 't').lockOn).toBeNull();
    expect(after(r, 't').upgrades[0]!.faceUp).toBe(false);
  });

  it('Advanced Homing Missiles: "Attack (target lock): Discard this card to perform this attack. If this attack hits, deal 1 faceup Damage card to the defender. Then cancel all dice results"', () => {
    // The TIE fires them at the X-wing (2 shields) at range 2: 3 dice, 2 hits land, yet its shields stay: 1 faceup
    // card is dealt. The lock is needed, not spent (the file keeps it from rerolling the blank).
    const r = play([xwing('x'), tie('t', 400, { upgrades: ['advhomingmissiles'], tokens: { lockOn: 'x' } })], {
      attacks: { t: { target: 'x', weapon: 'advhomingmissiles', rerolls: [] } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
      ],
    });
    expect(after(r, 'x').shields).toBe(2);
    expect(after(r, 'x').damage.map((c) => c.faceUp)).toEqual([true]);
    expect(after(r, 't').lockOn).toBe('x');
    expect(after(r, 't').upgrades[0]!.faceUp).toBe(false);
  });

  it('XX-23 S-Thread Tracers: "Attack (Focus): Discard this card … If this attack hits, each friendly ship at Range 1-2 of you may acquire a target lock on the defender. Then cancel all dice results"', () => {
    // The X-wing (a focus token, kept) hits the TIE at range 1: no damage; it and its friend 20 mm beside it lock the
    // TIE; the friend 260 mm to the side (range 3 of the X-wing) does not.
    const ships: Placed[] = [
      upgraded(['xx23sthreadtracers'], { focus: 1 }),
      xwing('y', { x: 360 }),
      xwing('z', { x: 600 }),
      tie('t', 300),
    ];
    const r = play(ships, fire('xx23sthreadtracers', ['hit', 'hit', 'blank'], faces('blank', 3)));
    expect(r.record.abilities).toEqual([
      { ship: 'x', card: 'XX-23 S-Thread Tracers', use: true },
      { ship: 'y', card: 'XX-23 S-Thread Tracers', use: true },
    ]);
    expect([after(r, 'x').lockOn, after(r, 'y').lockOn, after(r, 'z').lockOn]).toEqual(['t', 't', null]);
    expect(after(r, 't').damage).toHaveLength(0);
    // Without a focus token the header is not met.
    expect(() => play([upgraded(['xx23sthreadtracers']), tie('t', 300)], fire('xx23sthreadtracers', [], []))).toThrow(
      /attacks\.x\.target: x cannot attack "t" now/,
    );
  });
});
