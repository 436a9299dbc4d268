/**
 * Upgrade cards that modify an attack's dice (issue 18, wave 1–8 tournament cards), one scenario per card. The X-wing
 * at (300, 200) facing north has its front edge at y = 220; a TIE facing south at y = 400 is at range 2 (160 mm):
 * 3 attack dice against agility 3. Dice are pinned through recorded rolls; outcomes are worked out by hand from the
 * card text (quoted) and the Rules Reference: "Modify Attack Dice: The defender can resolve any card abilities that
 * allow him to modify the attack dice. Then the attacker can modify his attack dice …"; "Modify Defense Dice: The
 * attacker can resolve any card abilities that allow him to modify the defense dice. Then the defender can modify
 * his defense dice …" (ATTACK steps 3 and 5); "For each [Evade] result, the defender cancels one [Hit] or [Critical
 * Hit] result. All [Hit] results must be canceled before any [Critical Hit] results" (step 6).
 */
import { describe, expect, it } from 'vitest';
import { faces } from '../engine/harness.ts';
import { diceOf, tokens } from './cardScenarios.ts';
import { after, play, tie, xwing, type Placed } from './pilotHarness.ts';

/** The X-wing attacks the TIE at range 2 with these dice; the TIE rolls these defence dice. */
const xAttacksT = (attack: string[], defence: string[]) => ({
  attacks: { x: { target: 't' } },
  rolls: [
    { ship: 'x', purpose: 'attack', faces: attack },
    { ship: 't', purpose: 'defence', faces: defence },
  ],
});

describe('attack dice cards', () => {
  it('Calculation: "When attacking, you may spend a focus token to change 1 of your [Focus] results to a [Critical Hit] result"', () => {
    const ships = (focus: number): Placed[] => [xwing('x', { upgrades: ['calculation'], tokens: { focus } }), tie()];
    // 2 focus tokens: Calculation spends one on a crit, the other makes the second focus result a hit. The TIE's
    // blanks cancel nothing: 1 damage, then 1 critical damage (a TIE has no shields: 1 facedown, 1 faceup card).
    const r = play(ships(2), xAttacksT(['focus', 'focus', 'blank'], faces('blank', 3)));
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Calculation', use: true, dice: [0] }]);
    expect(diceOf(r, 'x', 'attack').modified).toEqual(['crit', 'hit', 'blank']);
    expect(tokens(r, 'x', 'focus').slice(0, 2)).toEqual([1, 0]);
    expect(after(r, 't').damage.map((c) => c.faceUp)).toEqual([false, true]);
    // 1 token and 2 focus results: the token is kept for both (2 hits beat 1 crit).
    const kept = play(ships(1), xAttacksT(['focus', 'focus', 'blank'], faces('blank', 3)));
    expect(kept.record.abilities).toEqual([{ ship: 'x', card: 'Calculation', use: false }]);
    expect(diceOf(kept, 'x', 'attack').modified).toEqual(['hit', 'hit', 'blank']);
    // Used by the file with the only token, the other focus result stays: no token is left to spend.
    const spent = play(ships(1), {
      ...xAttacksT(['focus', 'focus', 'blank'], faces('blank', 3)),
      abilities: [{ ship: 'x', card: 'Calculation', use: true, dice: [1] }],
    });
    expect(diceOf(spent, 'x', 'attack').modified).toEqual(['focus', 'crit', 'blank']);
    expect(spent.record.attacks!.x!.focus).toBe(false);
    // Without a focus token it is not offered.
    expect(play(ships(0), xAttacksT(['focus', 'hit', 'blank'], faces('blank', 3))).record.abilities).toBeUndefined();
  });

  it('Juke: "When attacking, if you have an evade token, you may change 1 of the defender\'s [Evade] results to a [Focus] result"', () => {
    const ships = (evade: number, tieFocus: number): Placed[] => [
      xwing('x', { upgrades: ['juke'], tokens: { evade } }),
      tie('t', 400, { tokens: { focus: tieFocus } }),
    ];
    // 2 hits against 2 evades: Juke makes one a focus result, the other evade cancels 1 hit: 1 Damage card.
    const r = play(ships(1, 0), xAttacksT(['hit', 'hit', 'blank'], ['evade', 'evade', 'blank']));
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Juke', use: true, dice: [0] }]);
    expect(diceOf(r, 't', 'defence').modified).toEqual(['focus', 'evade', 'blank']);
    expect(after(r, 't').damage).toHaveLength(1);
    // The attacker modifies first: the TIE then spends its focus token and the focus result is an evade again.
    const back = play(ships(1, 1), xAttacksT(['hit', 'hit', 'blank'], ['evade', 'evade', 'blank']));
    expect(diceOf(back, 't', 'defence').modified).toEqual(['evade', 'evade', 'blank']);
    expect(after(back, 't').damage).toHaveLength(0);
    // Without an evade token nothing is offered: both hits are cancelled.
    const none = play(ships(0, 0), xAttacksT(['hit', 'hit', 'blank'], ['evade', 'evade', 'blank']));
    expect(none.record.abilities).toBeUndefined();
    expect(after(none, 't').damage).toHaveLength(0);
  });

  it('Advanced Targeting Computer: "if you have a target lock on the defender, you may add 1 [Critical Hit] result to your roll. If you do, you cannot spend target locks during this attack"', () => {
    const ships: Placed[] = [
      xwing('x'),
      tie('v', 400, {
        ship: 'tieadvanced',
        pilot: 'tempestsquadronpilot',
        upgrades: ['advtargetingcomputer'],
        tokens: { lockOn: 'x' },
      }),
    ];
    const record = {
      attacks: { v: { target: 'x' } },
      rolls: [
        { ship: 'v', purpose: 'attack', faces: ['blank', 'hit'] },
        { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
      ],
    };
    // The TIE Advanced's 2 dice and the added crit: 1 damage and 1 critical damage take the X-wing's 2 shields; the
    // lock is not spent.
    const r = play(ships, record);
    expect(r.record.abilities).toEqual([{ ship: 'v', card: 'Advanced Targeting Computer', use: true }]);
    expect(diceOf(r, 'v', 'attack').modified).toEqual(['blank', 'hit', 'crit']);
    expect(r.record.attacks!.v!.rerolls).toEqual([]);
    expect(after(r, 'v').lockOn).toBe('x');
    expect([after(r, 'x').shields, after(r, 'x').damage.length]).toEqual([0, 0]);
    // A file that then rerolls with the lock is refused.
    expect(() => play(ships, { ...record, attacks: { v: { target: 'x', rerolls: [0] } } })).toThrow(
      /attacks\.v\.rerolls: Advanced Targeting Computer: v added a critical hit result, so it cannot spend target locks during this attack/,
    );
  });

  it('C-3PO: "Once per round, before you roll 1 or more defense dice, you may guess aloud a number of [Evade] results. If you roll that many [Evade] results (before modifying dice), add 1 [Evade] result"', () => {
    // The TIE (agility 3) guesses 1 evade, the likeliest of 3 dice (⌊4 · 3/8⌋); it rolls 1: an evade is added, and
    // the 2 evades cancel both hits.
    const ships: Placed[] = [xwing(), tie('t', 400, { upgrades: ['c3po'] })];
    const r = play(ships, xAttacksT(['hit', 'hit', 'blank'], ['evade', 'focus', 'blank']));
    expect(r.record.abilities).toEqual([{ ship: 't', card: 'C-3PO', use: true, guess: 1 }]);
    expect(diceOf(r, 't', 'defence').modified).toEqual(['evade', 'focus', 'blank', 'evade']);
    expect(after(r, 't').damage).toHaveLength(0);
    // A wrong guess adds nothing: 1 hit lands.
    const wrong = play(ships, {
      ...xAttacksT(['hit', 'hit', 'blank'], ['evade', 'focus', 'blank']),
      abilities: [{ ship: 't', card: 'C-3PO', use: true, guess: 2 }],
    });
    expect(after(wrong, 't').damage).toHaveLength(1);
    // A guess beyond the dice rolled is refused.
    expect(() =>
      play(ships, {
        ...xAttacksT(['hit', 'hit', 'blank'], ['evade', 'focus', 'blank']),
        abilities: [{ ship: 't', card: 'C-3PO', use: true, guess: 4 }],
      }),
    ).toThrow(/abilities\[0\]\.guess: C-3PO: expected a number of evade results from 0 to 3, got 4/);
  });

  it('Emperor Palpatine: "Once per round, before a friendly ship rolls dice, you may name a die result. After rolling, you must change 1 of your dice results to the named result. That die result cannot be modified again"', () => {
    // The TIE (a lock on the X-wing) attacks at range 2: a crit is named, the first blank shows it; the lock rerolls
    // the other blank only. The X-wing's 2 shields take the hit and the crit.
    const attacking: Placed[] = [xwing(), tie('t', 400, { upgrades: ['emperorpalpatine'], tokens: { lockOn: 'x' } })];
    const record = {
      attacks: { t: { target: 'x' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['blank', 'blank'] },
        { ship: 't', purpose: 'reroll', faces: ['hit'] },
        { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
      ],
    };
    const r = play(attacking, record);
    expect(r.record.abilities).toEqual([
      { ship: 't', card: 'Emperor Palpatine', use: true, result: 'crit' },
      { ship: 't', card: 'Emperor Palpatine', use: true, dice: [0] },
    ]);
    expect(r.record.attacks!.t!.rerolls).toEqual([1]);
    expect(diceOf(r, 't', 'attack').modified).toEqual(['crit', 'hit']);
    expect(after(r, 'x').shields).toBe(0);
    // The named die may not be rerolled.
    expect(() => play(attacking, { ...record, attacks: { t: { target: 'x', rerolls: [0, 1] } } })).toThrow(
      /attacks\.t\.rerolls: expected distinct die indices 0–1, none rerolled before/,
    );
    // Defending first in the round, the TIE names an evade: its blank shows it, 1 of the 2 hits lands.
    const defending = play([xwing(), tie('t', 400, { upgrades: ['emperorpalpatine'] })], {
      ...xAttacksT(['hit', 'hit', 'blank'], ['blank', 'focus', 'blank']),
    });
    expect(defending.record.abilities).toEqual([
      { ship: 't', card: 'Emperor Palpatine', use: true, result: 'evade' },
      { ship: 't', card: 'Emperor Palpatine', use: true, dice: [0] },
    ]);
    expect(diceOf(defending, 't', 'defence').modified).toEqual(['evade', 'focus', 'blank']);
    expect(after(defending, 't').damage).toHaveLength(1);
  });
});
