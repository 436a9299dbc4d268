/**
 * Crew and title cards at the Combat phase's start and end, after a target lock, a maneuver or an action, and while
 * stressed (issue 18: Grand Moff Tarkin, Kylo Ren's Shuttle, TIE/v1, Systems Officer, "Chopper" (crew), Hera Syndulla
 * (crew)), one scenario named after each card. Ships stand where they are after moving (pilotHarness.ts): the X-wing at
 * (300, 200) facing north has its front edge at y = 220; a TIE facing south at y = 400 is at range 2 of it. Outcomes
 * are worked out by hand from the card text (quoted) and the Rules Reference: "A ship cannot perform any actions while
 * it has a stress token", "If a stressed ship reveals a red maneuver, the opposing player chooses any non-red maneuver"
 * (STRESS); "During the End phase, each ship removes all of its unspent focus and evade tokens" (END PHASE).
 */
import { describe, expect, it } from 'vitest';
import { tokens } from './cardScenarios.ts';
import { after, play, tie, xwing, type Placed } from './pilotHarness.ts';

describe('the Combat phase', () => {
  it('Grand Moff Tarkin: "At the start of the Combat phase, you may choose another ship at Range 1-4. Either remove 1 focus token from the chosen ship or assign 1 focus token to that ship."', () => {
    // The X-wing at range 2 holds a focus token: the autopilot removes it.
    const r = play([xwing('x', { tokens: { focus: 1 } }), tie('t', 400, { upgrades: ['grandmofftarkin'] })], {});
    expect(r.record.abilities).toEqual([
      { ship: 't', card: 'Grand Moff Tarkin', use: true, target: 'x', token: 'remove' },
    ]);
    expect(tokens(r, 'x', 'focus')).toEqual([0]);
    // No enemy focus token: a focus token for the friendly TIE beside it, gone again in the End phase.
    const friend = play([xwing(), tie('t', 400, { upgrades: ['grandmofftarkin'] }), tie('u', 400, { x: 380 })], {});
    expect(friend.record.abilities).toEqual([
      { ship: 't', card: 'Grand Moff Tarkin', use: true, target: 'u', token: 'assign' },
    ]);
    expect(tokens(friend, 'u', 'focus')).toEqual([1, 0]);
  });

  it('Kylo Ren\'s Shuttle: "At the end of the Combat phase, choose an unstressed enemy ship at Range 1-2. The owner must assign a stress token to it or assign a stress token to another ship at Range 1-2 of you that that player controls."', () => {
    const shuttle = tie('t', 400, { upgrades: ['kylorensshuttle'] });
    // One X-wing: it receives the stress token.
    const r = play([xwing(), shuttle], {});
    expect(r.record.abilities).toEqual([
      { ship: 't', card: "Kylo Ren's Shuttle", use: true, target: 'x' },
      { ship: 'x', card: "Kylo Ren's Shuttle", use: true, target: 'x' },
    ]);
    expect(after(r, 'x').stress).toBe(1);
    // Beside it a stressed X-wing at range 2 of the shuttle: the Rebel autopilot gives that one the token.
    const two = play([xwing(), xwing('y', { x: 380, tokens: { stress: 1 } }), shuttle], {});
    expect(two.record.abilities).toEqual([
      { ship: 't', card: "Kylo Ren's Shuttle", use: true, target: 'x' },
      { ship: 'x', card: "Kylo Ren's Shuttle", use: true, target: 'y' },
    ]);
    expect(after(two, 'x').stress).toBe(0);
    expect(after(two, 'y').stress).toBe(2);
  });
});

describe('after a lock, a maneuver or an action', () => {
  it('TIE/v1: "After you acquire a target lock, you may perform a free evade action."', () => {
    // The TIE Advanced Prototype has no evade icon: the card grants the action.
    const v: Placed = {
      id: 'v',
      player: 1,
      ship: 'tieadvprototype',
      pilot: 'sienartestpilot',
      y: 400,
      upgrades: ['tiev1'],
    };
    const r = play([xwing(), v], {
      actions: { v: { action: 'target-lock', target: 'x' } },
      abilities: [{ ship: 'v', card: 'TIE/v1', use: true, action: { action: 'evade' } }],
    });
    expect(after(r, 'v').lockOn).toBe('x');
    expect(tokens(r, 'v', 'evade')).toEqual([1, 0]);
  });

  it('Systems Officer: "After you execute a green maneuver, choose another friendly ship at Range 1. That ship may acquire a target lock."', () => {
    // The officer's TIE flies its green straight 2 to y = 400; the TIE f beside it (range 1) locks the X-wing.
    const r = play([xwing(), tie('f', 400, { x: 380 }), tie('s', 400, { upgrades: ['systemsofficer'] })], {});
    expect(r.record.abilities).toEqual([
      { ship: 's', card: 'Systems Officer', use: true, target: 'f', action: { action: 'target-lock', target: 'x' } },
    ]);
    expect(after(r, 'f').lockOn).toBe('x');
  });

  it('"Chopper" (crew): "You may perform actions even while you are stressed. After you perform an action while you are stressed, suffer 1 damage."', () => {
    const r = play([xwing('x', { upgrades: ['chopper'], tokens: { stress: 1 } }), tie()], {
      actions: { x: { action: 'focus' } },
    });
    expect(tokens(r, 'x', 'focus')).toEqual([1, 0]);
    expect(after(r, 'x').shields).toBe(1);
    // Unstressed, the action costs nothing.
    const calm = play([xwing('x', { upgrades: ['chopper'] }), tie()], { actions: { x: { action: 'focus' } } });
    expect(after(calm, 'x').shields).toBe(2);
  });

  it('Hera Syndulla (crew): "You can reveal and execute red maneuvers even while you are stressed."', () => {
    // 2 stress tokens as it reveals its red Koiogran turn: it flies it and receives a third.
    const r = play([xwing('x', { upgrades: ['herasyndulla'], tokens: { stress: 1 } }), tie()], {
      dials: { x: 'koiogran-4' },
    });
    const reveal = r.events.find((e) => e.kind === 'reveal' && e.unit === 'x') as { note?: string };
    expect(reveal.note).toBeUndefined();
    expect(after(r, 'x').pose.headingDeg).toBeCloseTo(270);
    expect(after(r, 'x').stress).toBe(3);
    // Without her, the opposing player picks a non-red maneuver.
    const without = play([xwing('x', { tokens: { stress: 1 } }), tie()], { dials: { x: 'koiogran-4' } });
    expect((without.events.find((e) => e.kind === 'reveal' && e.unit === 'x') as { note?: string }).note).toMatch(
      /^stressed: flies/,
    );
  });
});
