/**
 * Upgrade cards of the Activation and Combat phases (issue 18, wave 1–8 tournament cards), one scenario per card.
 * Positions in `play` are where ships stand after moving (pilotHarness.ts): the X-wing at (300, 200) facing north
 * has its front edge at y = 220; a small enemy facing south at y = 400 is at range 2. Dice are pinned through
 * recorded rolls; outcomes are worked out by hand from the card text (quoted) and the Rules Reference: "If a ship
 * executes a red maneuver, it receives a stress token … If it executes a green maneuver, it removes a stress token"
 * (DIFFICULTY); "Ships with lower pilot skill activate first" (ACTIVATION PHASE); "A stressed ship cannot perform
 * free actions" (FREE ACTIONS).
 */
import { describe, expect, it } from 'vitest';
import { faces } from '../engine/harness.ts';
import { diceOf, flies, tokens } from './cardScenarios.ts';
import { after, play, tie, xwing } from './pilotHarness.ts';

describe('start and end of the Combat phase', () => {
  it('Countermeasures: "discard this card to increase your agility value by 1 until the end of the round. Then you may remove 1 enemy target lock from your ship"', () => {
    // The TIE at range 2 faces the YT-1300 (agility 1) and holds a lock on it: the card goes, the lock too, and the
    // YT-1300 rolls 1 + 1 defence dice against the TIE's 2 attack dice (no lock left to reroll them).
    const yt = xwing('y', { ship: 'yt1300', pilot: 'outerrimsmuggler', upgrades: ['countermeasures'] });
    const r = play([yt, tie('t', 420, { tokens: { lockOn: 'y' } })], {
      attacks: { t: { target: 'y' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: faces('blank', 2) },
        { ship: 'y', purpose: 'defence', faces: faces('blank', 2) },
      ],
    });
    expect(r.record.abilities).toEqual([
      { ship: 'y', card: 'Countermeasures', use: true },
      { ship: 'y', card: 'Countermeasures', use: true, target: 't' },
    ]);
    expect(after(r, 't').lockOn).toBeNull();
    expect(after(r, 'y').upgrades[0]!.faceUp).toBe(false);
  });

  it('Glitterstim: "discard this card and receive 1 stress token … when attacking or defending, you may change all of your [Focus] results to [Hit] or [Evade] results"', () => {
    // Under the TIE's fire, the unstressed X-wing uses it: its 2 focus results hit the TIE (no focus token needed),
    // and its defence focus result cancels the TIE's hit.
    const r = play([xwing('x', { upgrades: ['glitterstim'] }), tie()], {
      attacks: { x: { target: 't' }, t: { target: 'x' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: ['focus', 'focus', 'blank'] },
        { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
        { ship: 't', purpose: 'attack', faces: ['hit', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['focus', 'blank'] },
      ],
    });
    expect(r.record.abilities).toEqual([
      { ship: 'x', card: 'Glitterstim', use: true },
      { ship: 'x', card: 'Glitterstim', use: true, dice: [0, 1] },
      { ship: 'x', card: 'Glitterstim', use: true, dice: [0] },
    ]);
    expect(after(r, 'x').stress).toBe(1);
    expect(diceOf(r, 'x', 'attack').modified).toEqual(['hit', 'hit', 'blank']);
    expect(after(r, 't').damage).toHaveLength(2);
    expect(after(r, 'x').shields).toBe(2);
  });

  it('Bodyguard: "spend a focus token to choose a friendly ship at Range 1 with higher pilot skill than you. Increase its agility value by 1"', () => {
    // The Rookie (skill 2) guards Luke (skill 8) 20 mm beside him: the TIE's attack on Luke at range 2 meets 2 + 1
    // defence dice.
    const r = play(
      [
        xwing('r', { upgrades: ['bodyguard'], tokens: { focus: 1 } }),
        xwing('l', { x: 360, pilot: 'lukeskywalker' }),
        tie(),
      ],
      {
        attacks: { t: { target: 'l' } },
        rolls: [
          { ship: 't', purpose: 'attack', faces: faces('blank', 2) },
          { ship: 'l', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
    );
    expect(r.record.abilities).toEqual([{ ship: 'r', card: 'Bodyguard', use: true, target: 'l' }]);
    expect(tokens(r, 'r', 'focus')[0]).toBe(0);
    // Without a focus token nothing is offered (2 defence dice).
    expect(() =>
      play([xwing('r', { upgrades: ['bodyguard'] }), xwing('l', { x: 360, pilot: 'lukeskywalker' }), tie()], {
        attacks: { t: { target: 'l' } },
        rolls: [
          { ship: 't', purpose: 'attack', faces: faces('blank', 2) },
          { ship: 'l', purpose: 'defence', faces: faces('blank', 3) },
        ],
      }),
    ).toThrow(/rolls\[1\]: expected a defence roll of 2 defence dice by l/);
  });

  it('R5-P9: "At the end of the Combat phase, you may spend 1 of your focus tokens to recover 1 shield (up to your shield value)"', () => {
    const r = play([xwing('x', { upgrades: ['r5p9'], tokens: { focus: 1, shields: 1 } }), tie('t', 600)], {});
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'R5-P9', use: true }]);
    expect([after(r, 'x').shields, tokens(r, 'x', 'focus')[0]]).toEqual([2, 0]);
    // At full shields nothing is offered.
    expect(
      play([xwing('x', { upgrades: ['r5p9'], tokens: { focus: 1 } }), tie('t', 600)], {}).record.abilities,
    ).toBeUndefined();
  });
});

describe('the Activation phase', () => {
  it('Inertial Dampeners: "When you reveal your maneuver, you may discard this card to instead perform a white ([Stop] 0) maneuver. Then receive 1 stress token"', () => {
    // 30 mm from the north edge, a straight 2 would fly the X-wing off the table: the autopilot stops instead.
    const r = flies(['inertialdampeners'], 'straight-2', {}, 860);
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Inertial Dampeners', use: true }]);
    expect(after(r, 'x').pose).toMatchObject({ x: 300, y: 860 });
    expect([after(r, 'x').destroyed, after(r, 'x').stress, after(r, 'x').upgrades[0]!.faceUp]).toEqual([
      false,
      1,
      false,
    ]);
    // Far from the edge it is kept: the straight 2 carries the centre 120 mm.
    const kept = flies(['inertialdampeners'], 'straight-2');
    expect(kept.record.abilities).toEqual([{ ship: 'x', card: 'Inertial Dampeners', use: false }]);
    expect(after(kept, 'x').pose.y).toBeCloseTo(220);
  });

  it('BB-8: "When you reveal a green maneuver, you may perform a free barrel roll action"', () => {
    // The X-wing (no Barrel Roll icon) rolls right before its green straight 1: 80 mm right (template and base),
    // then 80 mm ahead.
    const roll = { action: 'barrel-roll-right' };
    const r = flies(['bb8'], 'straight-1', { abilities: [{ ship: 'x', card: 'BB-8', use: true, action: roll }] });
    expect(after(r, 'x').pose.x).toBeCloseTo(380);
    expect(after(r, 'x').pose.y).toBeCloseTo(180);
    expect(after(r, 'x').actionBar).not.toContain('barrel-roll');
    // A white maneuver offers nothing.
    expect(flies(['bb8'], 'straight-3').record.abilities).toBeUndefined();
    // A stressed ship cannot perform free actions: nothing either (its green maneuver then removes the stress).
    const stressed = flies(['bb8'], 'straight-1', {}, 100, 1);
    expect(stressed.record.abilities).toBeUndefined();
  });

  it('Outlaw Tech: "After you execute a red maneuver, you may assign 1 focus token to your ship"', () => {
    const r = flies(['outlawtech'], 'koiogran-4');
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Outlaw Tech', use: true }]);
    // The red maneuver's stress, then the focus token (removed in the End phase).
    expect(tokens(r, 'x', 'stress')).toEqual([1]);
    expect(tokens(r, 'x', 'focus')).toEqual([1, 0]);
    expect(flies(['outlawtech'], 'straight-2').record.abilities).toBeUndefined();
  });

  it('Lightning Reflexes: "After you execute a white or green maneuver on your dial, you may discard this card to rotate your ship 180°. Then receive 1 stress token"', () => {
    // The TIE 60 mm behind the X-wing, facing the same way: the X-wing turns round and attacks it at range 1 (3 + 1
    // dice against 3).
    const behind = tie('t', 100, { heading: 90 });
    const r = play([xwing('x', { upgrades: ['lightningreflexes'] }), behind], {
      attacks: { x: { target: 't' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: faces('blank', 4) },
        { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Lightning Reflexes', use: true }]);
    expect(after(r, 'x').pose.headingDeg).toBeCloseTo(270);
    expect(after(r, 'x').stress).toBe(1);
    // With the TIE ahead the autopilot keeps the card.
    expect(play([xwing('x', { upgrades: ['lightningreflexes'] }), tie()], {}).record.abilities).toEqual([
      { ship: 'x', card: 'Lightning Reflexes', use: false },
    ]);
  });

  it('Enhanced Scopes: "During the Activation phase, treat your pilot skill value as "0""', () => {
    // Luke (8) activates before the Academy Pilot (1) with the card, after him without it.
    const order = (upgrades: string[]) =>
      play([xwing('l', { pilot: 'lukeskywalker', upgrades }), tie('t', 600)], {})
        .events.filter((e) => e.kind === 'activation')
        .map((e) => (e as { unit: string }).unit);
    expect(order(['enhancedscopes'])).toEqual(['l', 't']);
    expect(order([])).toEqual(['t', 'l']);
  });
});
