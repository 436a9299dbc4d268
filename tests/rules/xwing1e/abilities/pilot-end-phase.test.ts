/**
 * Wave 1–8 pilots at the start of the End phase (endPhaseStart.ts), one scenario per card. Positions are where ships
 * stand after moving (pilotHarness.ts): the X-wing at (300, 200) facing north has its front edge at y = 220; a small
 * ship facing south at y = 300 / 400 is at range 1 / 2 of it. Rules Reference: "During the End phase, players
 * remove all focus and evade tokens from ships in the play area." (stress tokens stay: STRESS, "Stress tokens are not
 * removed during the End phase"); DESTROYING SHIPS: "The "Direct Hit!" Damage card counts as two Damage cards".
 */
import { describe, expect, it } from 'vitest';
import { passive, round } from '../engine/harness.ts';
import { after, placed, play, tie, xwing } from './pilotHarness.ts';

describe('4-LOM', () => {
  const lom = { id: 'l', player: 1 as const, ship: 'g1astarfighter', pilot: '4lom', scum: true };
  it('"At the start of the End phase, you may assign 1 of your stress tokens to another ship at Range 1."', () => {
    const r = play([xwing(), { ...lom, y: 300, tokens: { stress: 2 } }], {});
    expect(r.record.abilities).toEqual([{ ship: 'l', card: '4-LOM', use: true, target: 'x' }]);
    expect([after(r, 'l').stress, after(r, 'x').stress]).toEqual([1, 1]);
  });
  it('at Range 2 nobody is offered the token', () => {
    const r = play([xwing(), { ...lom, y: 400, tokens: { stress: 1 } }], {});
    expect([r.record.abilities, after(r, 'x').stress]).toEqual([undefined, 0]);
  });
});

describe('Lieutenant Colzet', () => {
  it('"… spend a target lock you have on an enemy ship to flip 1 random facedown Damage card assigned to it faceup."', () => {
    const { state, dials } = placed([
      xwing(),
      tie('c', 400, { ship: 'tieadvanced', pilot: 'lieutenantcolzet', tokens: { lockOn: 'x' } }),
    ]);
    // The X-wing's one facedown card is a Direct Hit!: the only one to pick at random, flipped faceup.
    state.ships.find((s) => s.id === 'x')!.damage.push({ name: 'Direct Hit!', faceUp: false, round: 0 });
    const attacks = { x: { target: null }, c: { target: null } };
    const r = round(state, { dials, attacks }, passive);
    expect(r.record.abilities).toEqual([{ ship: 'c', card: 'Lieutenant Colzet', use: true }]);
    const [x, c] = ['x', 'c'].map((id) => r.state.ships.find((s) => s.id === id)!);
    expect([x!.damage[0]!.faceUp, c!.lockOn]).toEqual([true, null]);
  });
});
