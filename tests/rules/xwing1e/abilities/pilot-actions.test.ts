/**
 * Wave 1–8 pilots whose ability follows one of their actions (afterActions.ts), one scenario per card: the ship stands
 * where pilotHarness.ts places it after moving, performs the recorded action, then the free one the card gives (rules:
 * ACTIONS: "Ships can also perform free actions as instructed by cards"; "A ship cannot perform the same action more
 * than once during a single round, even if one or more of the actions are free actions.").
 */
import { describe, expect, it } from 'vitest';
import { tokens } from './cardScenarios.ts';
import { after, play, tie, xwing } from './pilotHarness.ts';

describe('IG-88C', () => {
  const ig88c = { id: 'i', player: 1 as const, ship: 'aggressor', pilot: 'ig88c', y: 600, scum: true };
  it('"After you perform a boost action, you may perform a free evade action."', () => {
    const use = { ship: 'i', card: 'IG-88C', use: true, action: { action: 'evade' } };
    const r = play([xwing(), ig88c], { actions: { i: { action: 'boost-straight' } }, abilities: [use] });
    expect(tokens(r, 'i', 'evade')[0]).toBe(1);
    // After a focus action nothing is offered.
    expect(play([xwing(), ig88c], { actions: { i: { action: 'focus' } } }).record.abilities).toBeUndefined();
  });
});

describe('Jake Farrell', () => {
  const jake = xwing('j', { ship: 'awing', pilot: 'jakefarrell' });
  it('"After you perform a focus action …, you may perform a free boost or barrel roll action."', () => {
    // A boost straight 1 carries the A-wing 40 mm (the template) + 40 mm (its base) north.
    const use = { ship: 'j', card: 'Jake Farrell', use: true, action: { action: 'boost-straight' } };
    const r = play([jake, tie('t', 800)], { actions: { j: { action: 'focus' } }, abilities: [use] });
    expect(tokens(r, 'j', 'focus')[0]).toBe(1);
    expect(Math.round(after(r, 'j').pose.y)).toBe(280);
    // An evade is not a boost or a barrel roll.
    expect(() =>
      play([jake, tie('t', 800)], {
        actions: { j: { action: 'focus' } },
        abilities: [{ ...use, action: { action: 'evade' } }],
      }),
    ).toThrow(/^rounds\[0\]\.abilities\[0\]\.action: Jake Farrell: "evade" is not a free action this card gives/);
  });
});
