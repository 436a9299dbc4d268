import { describe, expect, it } from 'vitest';
import type { ActionChoice, ActionOption, Policy } from '../../../../src/rules/xwing1e/decisions.ts';
import { passive, round, stateWith, type TestShip } from './harness.ts';

// A TIE Advanced (focus, target lock, barrel roll, evade) with a friendly TIE on its left after its straight 2
// (so a barrel roll left needs a slide), an X-wing at range 1 ahead and another out of range.
const ships: TestShip[] = [
  { id: 'storm', player: 1, ship: 'tieadvanced', pilot: 'stormsquadronpilot', x: 300, y: 300, heading: 90 },
  { id: 'mauler', player: 1, ship: 'tiefighter', pilot: 'maulermithel', x: 230, y: 380, heading: 90 },
  { id: 'luke', player: 0, ship: 'xwing', pilot: 'lukeskywalker', x: 300, y: 520, heading: 270 },
  { id: 'red', player: 0, ship: 'xwing', pilot: 'redsquadronpilot', x: 850, y: 850, heading: 270 },
];
const dials = { storm: 'straight-2', mauler: 'straight-2', luke: 'straight-1', red: 'straight-1' };

/** A passive policy that lets storm take `pick` from the options it is offered (and notes them). */
function offering(pick: (options: ActionOption[]) => ActionChoice | null) {
  const seen: { options: ActionOption[] } = { options: [] };
  const policy: Policy = {
    ...passive,
    action: (_s, ship, options) => {
      if (ship.id !== 'storm') return null;
      seen.options = options;
      return pick(options);
    },
  };
  return { seen, policy };
}

const key = (c: ActionChoice) => c.action + (c.target ? `:${c.target}` : '');

describe('recorded actions (checked on their own, without listing every option)', () => {
  const { seen, policy } = offering(() => null);
  round(stateWith(ships), { dials }, policy);
  const offered = seen.options.map((o) => key(o.choice));
  const rollLeft = seen.options.find((o) => o.choice.action === 'barrel-roll-left')!;

  it('the setup offers a target lock on luke only, and a barrel roll left that must slide', () => {
    expect(offered).toEqual(['focus', 'target-lock:luke', 'barrel-roll-left', 'barrel-roll-right', 'evade']);
    expect(rollLeft.choice.slide).not.toBe(0);
  });

  const candidates: ActionChoice[] = [
    { action: 'focus' },
    { action: 'evade' },
    { action: 'focus', target: 'luke' },
    { action: 'target-lock', target: 'luke' },
    { action: 'target-lock', target: 'red' },
    { action: 'target-lock', target: 'mauler' },
    { action: 'target-lock', target: 'nobody' },
    { action: 'target-lock' },
    { action: 'barrel-roll-left' },
    { action: 'barrel-roll-right' },
    { action: 'barrel-roll-right', target: 'luke' },
    { action: 'barrel-roll' },
    { action: 'boost-straight' },
    { action: 'cloak' },
    { action: 'repair-console-fire' },
    { action: 'constructor' },
  ];
  it.each(candidates.map((c) => [key(c), c] as const))('%s is accepted exactly when it was offered', (_, c) => {
    const play = () => round(stateWith(ships), { dials, actions: { storm: c } }, passive);
    if (offered.includes(key(c))) expect(play).not.toThrow();
    else
      expect(play).toThrow(
        `rounds[0].actions.storm: action ${JSON.stringify(c.action)}${c.target ? ` on ${c.target}` : ''} ` +
          `is not possible now (legal: ${offered.join(', ')})`,
      );
  });

  it('a recorded barrel roll ends where the same choice made by the policy ends; a wrong slide is an error', () => {
    const chosen = offering((options) => options.find((o) => o.choice.action === 'barrel-roll-left')!.choice);
    const byPolicy = round(stateWith(ships), { dials }, chosen.policy);
    const recorded = round(stateWith(ships), { dials, actions: { storm: rollLeft.choice } }, passive);
    expect(JSON.stringify(recorded.events)).toBe(JSON.stringify(byPolicy.events));
    expect(recorded.state.ships.find((s) => s.id === 'storm')!.pose).toEqual(rollLeft.final);
    expect(() =>
      round(stateWith(ships), { dials, actions: { storm: { action: 'barrel-roll-left', slide: 0 } } }, passive),
    ).toThrow(/^rounds\[0\]\.actions\.storm\.slide: slide 0 mm is not legal for barrel-roll-left$/);
  });
});
