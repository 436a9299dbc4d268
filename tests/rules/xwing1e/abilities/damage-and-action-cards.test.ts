/**
 * Upgrade cards about Damage cards and the "Action:" header (issue 18, wave 1–8 tournament cards), one scenario per
 * card. Positions are where ships stand after moving (pilotHarness.ts): the X-wing at (300, 200) facing north has its
 * front edge at y = 220; a TIE facing south at y = 300 / 400 is at range 1 / 2. Outcomes are worked out by hand from
 * the card text (quoted) and the Rules Reference: "If a Damage card is flipped faceup, it is not treated as being
 * dealt" (DAMAGE); "Direct Hit!: This card counts as 2 damage against your hull"; "Thrust Control Fire: Immediately
 * receive 1 stress token. Then flip this card facedown" (Core Set Damage deck).
 */
import { describe, expect, it } from 'vitest';
import type { RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import type { DealtCard } from '../../../../src/rules/xwing1e/state.ts';
import { faces, passive, round } from '../engine/harness.ts';
import { tokens } from './cardScenarios.ts';
import { after, placed, play, tie, xwing, type Placed } from './pilotHarness.ts';

/** Plays a round of placed ships after giving each ship in `cards` those Damage cards (and game flags). */
function withCards(
  ships: Placed[],
  cards: Record<string, DealtCard[]>,
  record: Partial<RoundRecord>,
  gameFlags: Record<string, string[]> = {},
) {
  const { state, dials } = placed(ships);
  for (const s of state.ships) {
    s.damage.push(...(cards[s.id] ?? []));
    s.gameFlags.push(...(gameFlags[s.id] ?? []));
  }
  const attacks = Object.fromEntries(ships.map((s) => [s.id, { target: null }]));
  return round(state, { dials, ...record, attacks: { ...attacks, ...(record.attacks ?? {}) } }, passive);
}
const down = (name: string): DealtCard => ({ name, faceUp: false, round: 0 });

describe('actions', () => {
  it('Daredevil: "Action: Execute a white ([Turn Left] 1) or ([Turn Right] 1) maneuver. Then, receive 1 stress token. Then, if you do not have the [Boost] action icon, roll 2 attack dice. Suffer any damage …"', () => {
    // The X-wing (no Boost icon) turns left: it faces west, takes a stress token, and its 2 shields take the hit and
    // the crit it rolls.
    const r = play([xwing('x', { upgrades: ['daredevil'] }), tie('t', 600)], {
      actions: { x: { action: 'daredevil' } },
      abilities: [{ ship: 'x', card: 'Daredevil', use: true, maneuver: 'turn-left-1' }],
      rolls: [{ ship: 'x', purpose: 'Daredevil', faces: ['hit', 'crit'] }],
    });
    expect(after(r, 'x').pose.headingDeg).toBeCloseTo(180);
    expect([after(r, 'x').stress, after(r, 'x').shields, after(r, 'x').damage.length]).toEqual([1, 0, 0]);
    // An A-wing has the Boost icon: no dice.
    const awing = xwing('a', { ship: 'awing', pilot: 'prototypepilot', upgrades: ['daredevil'] });
    const a = play([awing, tie('t', 600)], {
      actions: { a: { action: 'daredevil' } },
      abilities: [{ ship: 'a', card: 'Daredevil', use: true, maneuver: 'turn-right-1' }],
    });
    expect(after(a, 'a').pose.headingDeg).toBeCloseTo(0);
    expect(a.record.rolls).toBeUndefined();
    // Another maneuver is refused.
    expect(() =>
      play([xwing('x', { upgrades: ['daredevil'] }), tie('t', 600)], {
        actions: { x: { action: 'daredevil' } },
        abilities: [{ ship: 'x', card: 'Daredevil', use: true, maneuver: 'bank-left-1' }],
      }),
    ).toThrow(/abilities\[0\]\.maneuver: Daredevil: expected "turn-left-1" or "turn-right-1", got "bank-left-1"/);
  });

  it('Saboteur: "Action: Choose 1 enemy ship at Range 1 and roll 1 attack die. On a [Hit] or [Critical Hit] result, choose 1 random facedown Damage card assigned to that ship, flip it faceup, and resolve it"', () => {
    // The TIE at range 1 has a facedown Thrust Control Fire: flipped, it gives the TIE a stress token and goes
    // facedown again (it is not dealt: nothing about dealt cards acts).
    const ships = [xwing('x', { upgrades: ['saboteur'] }), tie('t', 300)];
    const sabotage = (face: string) =>
      withCards(
        ships,
        { t: [down('Thrust Control Fire')] },
        { actions: { x: { action: 'saboteur' } }, rolls: [{ ship: 'x', purpose: 'Saboteur', faces: [face] }] },
      );
    const r = sabotage('crit');
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Saboteur', use: true, target: 't' }]);
    expect(after(r, 't').stress).toBe(1);
    expect(after(r, 't').damage.map((c) => c.faceUp)).toEqual([false]);
    // A focus result does nothing.
    expect(after(sabotage('focus'), 't').stress).toBe(0);
    // With no enemy at Range 1 the action is not possible.
    expect(() =>
      play([xwing('x', { upgrades: ['saboteur'] }), tie('t', 400)], { actions: { x: { action: 'saboteur' } } }),
    ).toThrow(/actions\.x: action "saboteur" is not possible now/);
  });
});

describe('free card actions', () => {
  it('Experimental Interface: "Once per round, after you perform an action, you may perform 1 free action from an equipped Upgrade card with the "Action:" header. Then receive 1 stress token"', () => {
    // After its focus action the X-wing performs R2-F2's action (agility +1 this round) and takes a stress token: the
    // TIE's attack at range 2 meets 2 + 1 defence dice.
    const record = {
      actions: { x: { action: 'focus' } },
      attacks: { t: { target: 'x' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: faces('blank', 2) },
        { ship: 'x', purpose: 'defence', faces: faces('blank', 3) },
      ],
    };
    const ei = (action: string) => [{ ship: 'x', card: 'Experimental Interface', use: true, action: { action } }];
    const r = play([xwing('x', { upgrades: ['experimentalinterface', 'r2f2'] }), tie()], {
      ...record,
      abilities: ei('r2f2'),
    });
    expect(after(r, 'x').stress).toBe(1);
    expect(r.record.rolls!.map((x) => x.faces.length)).toEqual([2, 3]);
    // Left to the autopilot, it is declined (the stress token would cost the next round's action).
    const declined = play([xwing('x', { upgrades: ['experimentalinterface', 'r2f2'] }), tie()], {
      ...record,
      rolls: [
        { ship: 't', purpose: 'attack', faces: faces('blank', 2) },
        { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
      ],
    });
    expect(declined.record.abilities).toEqual([{ ship: 'x', card: 'Experimental Interface', use: false }]);
    // An action of the action bar is not an upgrade's "Action:" header.
    expect(() =>
      play([xwing('x', { upgrades: ['experimentalinterface', 'r2f2'] }), tie()], { ...record, abilities: ei('evade') }),
    ).toThrow(/abilities\[0\]\.action: Experimental Interface: "evade" is not a free action this card gives/);
  });
});

describe('the focus action', () => {
  it('Jan Ors (crew): "Once per round, when a friendly ship at Range 1-3 performs a focus action or would be assigned a focus token, you may assign that ship an evade token instead"', () => {
    // The TIE 60 mm behind has the X-wing in its arc, the X-wing has no enemy in its own: its focus action gives an
    // evade token (removed in the End phase).
    const ships: Placed[] = [xwing('x', { upgrades: ['janors'] }), tie('t', 100, { heading: 90 })];
    const r = play(ships, { actions: { x: { action: 'focus' } } });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Jan Ors', use: true }]);
    expect([tokens(r, 'x', 'focus')[0], tokens(r, 'x', 'evade')[0]]).toEqual([0, 1]);
    // Declined in the file: a focus token.
    const kept = play(ships, {
      actions: { x: { action: 'focus' } },
      abilities: [{ ship: 'x', card: 'Jan Ors', use: false }],
    });
    expect([tokens(kept, 'x', 'focus')[0], tokens(kept, 'x', 'evade')]).toEqual([1, []]);
  });
});

describe('Damage cards', () => {
  it('R2-D2 (crew): "At the end of the End phase, if you have no shields, you may recover 1 shield and roll 1 attack die. On a [Hit] result, randomly flip 1 of your facedown Damage cards faceup and resolve it"', () => {
    const bare = (cards: DealtCard[], face: string) =>
      withCards(
        [xwing('x', { upgrades: ['r2d2-swx22'], tokens: { shields: 0 } }), tie('t', 600)],
        { x: cards },
        {
          rolls: [{ ship: 'x', purpose: 'R2-D2', faces: [face] }],
        },
      );
    // A shield back; the hit flips the Structural Damage faceup (agility −1 from now on).
    const r = bare([down('Structural Damage')], 'hit');
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'R2-D2', use: true }]);
    expect(after(r, 'x').shields).toBe(1);
    expect(after(r, 'x').damage.map((c) => c.faceUp)).toEqual([true]);
    expect(after(bare([down('Structural Damage')], 'blank'), 'x').damage.map((c) => c.faceUp)).toEqual([false]);
    // With 1 hull left and a facedown card (a Direct Hit! would destroy the ship) the autopilot declines: no roll.
    const risky = withCards(
      [xwing('x', { upgrades: ['r2d2-swx22'], tokens: { shields: 0 } }), tie('t', 600)],
      { x: [down('Structural Damage'), down('Console Fire')] },
      {},
    );
    expect(risky.record.abilities).toEqual([{ ship: 'x', card: 'R2-D2', use: false }]);
    expect(after(risky, 'x').shields).toBe(0);
  });

  it('Greedo: "The first time you attack each round and the first time you defend each round, the first Damage card dealt is dealt faceup"', () => {
    // The X-wing (skill 2) attacks Greedo's TIE first: 2 hits, its first card faceup. Then the TIE attacks the X-wing
    // (no shields): 2 hits, its first card faceup too.
    const r = play([xwing('x', { tokens: { shields: 0 } }), tie('t', 400, { upgrades: ['greedo'] })], {
      attacks: { x: { target: 't' }, t: { target: 'x' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
        { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
        { ship: 't', purpose: 'attack', faces: ['hit', 'hit'] },
        { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
      ],
    });
    expect(after(r, 't').damage.map((c) => c.faceUp)).toEqual([true, false]);
    expect(after(r, 'x').damage.map((c) => c.faceUp)).toEqual([true, false]);
  });
});
