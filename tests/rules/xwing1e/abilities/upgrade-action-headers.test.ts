/**
 * "Action:" headers of upgrade cards (issue 18: "Gonk", "Chopper" (astromech), Jyn Erso, Black Market Slicer Tools),
 * one scenario named after each card. Ships stand where they are after moving (pilotHarness.ts): the X-wing at (300,
 * 200) facing north has its front edge at y = 220; a TIE facing south at y = 400 is at range 2, inside its firing arc.
 * Outcomes are worked out by hand from the card text (quoted) and the Rules Reference: "Each Upgrade card with the
 * "Action:" header gives its ship a new action" that it "may perform ... during the "Perform Action" step"
 * (ACTIONS); "When a ship recovers a shield, ... it cannot exceed its shield value" (SHIELDS).
 */
import { describe, expect, it } from 'vitest';
import { passive, round } from '../engine/harness.ts';
import { tokens } from './cardScenarios.ts';
import { after, placed, play, tie, xwing } from './pilotHarness.ts';

describe('"Action:" headers', () => {
  it('"Gonk": "Action: Place 1 shield token on this card. Action: Remove 1 shield token from this card to recover 1 shield (up to your shield value)."', () => {
    // The first action puts a token on the card.
    const r = play([xwing('x', { upgrades: ['gonk'], tokens: { shields: 1 } }), tie()], {
      actions: { x: { action: 'gonk' } },
    });
    expect(after(r, 'x').upgrades[0]!.shieldsOn).toBe(1);
    expect(after(r, 'x').shields).toBe(1);
    // With a token on the card, the second recovers a shield (1 → 2, the X-wing's shield value).
    const { state, dials } = placed([xwing('x', { upgrades: ['gonk'], tokens: { shields: 1 } }), tie()]);
    state.ships[0]!.upgrades[0]!.shieldsOn = 1;
    const again = round(
      state,
      { dials, attacks: { x: { target: null }, t: { target: null } }, actions: { x: { action: 'gonk-recover' } } },
      passive,
    );
    expect(tokens(again, 'x', 'shield')).toEqual([2]);
    expect(again.state.ships[0]!.upgrades[0]!.shieldsOn).toBe(0);
  });

  it('"Chopper" (astromech): "Action: Discard 1 other equipped Upgrade card to recover 1 shield."', () => {
    // R2 Astromech (1 squad point) goes before Predator (3): the autopilot's pick; 1 shield back.
    const r = play(
      [xwing('x', { upgrades: ['chopper-swx72', 'predator', 'r2astromech'], tokens: { shields: 1 } }), tie()],
      {
        actions: { x: { action: 'chopper-swx72' } },
      },
    );
    expect(r.record.abilities).toEqual([{ ship: 'x', card: '"Chopper"', use: true, upgrade: 'r2astromech' }]);
    expect(after(r, 'x').upgrades.map((u) => u.faceUp)).toEqual([true, true, false]);
    expect(after(r, 'x').shields).toBe(2);
  });

  it('Jyn Erso: "Assign 1 focus token to that ship for each enemy ship inside your firing arc at Range 1-3. You cannot assign more than 3 tokens in this way."', () => {
    // Two TIEs inside the arc (the second at (380, 400), 26° off the X-wing's heading); x holds a focus token, the
    // X-wing y beside it none: y is assigned 2.
    const r = play(
      [
        xwing('x', { upgrades: ['jynerso'], tokens: { focus: 1 } }),
        xwing('y', { x: 380 }),
        tie(),
        tie('u', 400, { x: 380 }),
      ],
      { actions: { x: { action: 'jynerso' } } },
    );
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Jyn Erso', use: true, target: 'y' }]);
    expect(tokens(r, 'y', 'focus')).toEqual([2, 0]);
  });

  it('Black Market Slicer Tools: "Choose a stressed enemy ship at Range 1-2 and roll 1 attack die. On a [Hit] or [Critical Hit] result, remove 1 stress token and deal it 1 facedown Damage card."', () => {
    // The TIE at range 2 keeps 1 stress token after its green maneuver; a hit: the token goes, a facedown card comes.
    const r = play([xwing('x', { upgrades: ['blackmarketslicertools'] }), tie('t', 400, { tokens: { stress: 1 } })], {
      actions: { x: { action: 'blackmarketslicertools' } },
      rolls: [{ ship: 'x', purpose: 'Black Market Slicer Tools', faces: ['hit'] }],
    });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Black Market Slicer Tools', use: true, target: 't' }]);
    expect(after(r, 't').stress).toBe(0);
    expect(after(r, 't').damage).toEqual([expect.objectContaining({ faceUp: false })]);
    // A blank: nothing happens.
    const miss = play(
      [xwing('x', { upgrades: ['blackmarketslicertools'] }), tie('t', 400, { tokens: { stress: 1 } })],
      {
        actions: { x: { action: 'blackmarketslicertools' } },
        rolls: [{ ship: 'x', purpose: 'Black Market Slicer Tools', faces: ['blank'] }],
      },
    );
    expect(after(miss, 't').stress).toBe(1);
    expect(after(miss, 't').damage).toHaveLength(0);
  });
});
