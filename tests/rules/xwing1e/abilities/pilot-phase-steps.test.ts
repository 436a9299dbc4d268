/**
 * Pilot abilities of issue 18 that act at a step of the round: after a maneuver (Braylen Stramm, "Snap" Wexley), at
 * the end of the Activation phase (Torkil Mux), at the start of the Combat phase (Old Teroch), after an enemy's
 * attack on a friend (Thane Kyrell). One scenario per card, dice forced through recorded rolls. Positions are where
 * ships stand after moving (pilotHarness.ts): the X-wing at (300, 200) facing north has its front edge at y = 220;
 * a small ship facing south at y = 300 / 400 is at range 1 / 2; ships 60 mm apart side by side are at range 1.
 */
import { describe, expect, it } from 'vitest';
import { after, play, type Placed, tie, xwing } from './pilotHarness.ts';

type R = ReturnType<typeof play>;
const tokens = (r: R, unit: string, token: string) =>
  r.events
    .filter((e) => e.kind === 'token' && e.unit === unit && e.token === token)
    .map((e) => (e as { count: number }).count);
const attackers = (r: R) =>
  r.events.filter((e) => e.kind === 'attack').map((e) => (e as { attacker: string }).attacker);

describe('after a maneuver', () => {
  const braylen = (stress: number) => xwing('b', { ship: 'arc170', pilot: 'braylenstramm', tokens: { stress } });
  it('Braylen Stramm: "you may roll an attack die. On a [Hit] or [Critical Hit] result, remove 1 stress token"', () => {
    // He holds 1 stress token after his green straight 1 (which took one of 2).
    const r = play([braylen(1), tie()], { rolls: [{ ship: 'b', purpose: 'Braylen Stramm', faces: ['crit'] }] });
    expect(r.record.abilities).toEqual([{ ship: 'b', card: 'Braylen Stramm', use: true }]);
    expect(after(r, 'b').stress).toBe(0);
    const focus = play([braylen(1), tie()], { rolls: [{ ship: 'b', purpose: 'Braylen Stramm', faces: ['focus'] }] });
    expect(after(focus, 'b').stress).toBe(1);
    // Unstressed, the autopilot does not roll.
    const calm = play([braylen(0), tie()], {});
    expect(calm.record.abilities).toEqual([{ ship: 'b', card: 'Braylen Stramm', use: false }]);
    expect(calm.record.rolls).toBeUndefined();
  });
  it('"Snap" Wexley: "After you execute a 2-, 3-, or 4-speed maneuver, if you are not touching a ship, you may perform a free boost action"', () => {
    const snap = xwing('s', { ship: 't70xwing', pilot: 'snapwexley' });
    // The harness starts him 80 mm back for a straight 1; a straight 2 (120 mm) leaves him at y 240, and the boost's
    // straight 1 template (40 mm + his 40 mm base) at y 320.
    const r = play([snap, tie('t', 600)], {
      dials: { s: 'straight-2' },
      abilities: [{ ship: 's', card: '"Snap" Wexley', use: true, action: { action: 'boost-straight' } }],
    });
    expect(after(r, 's').pose.y).toBeCloseTo(320, 6);
    // After a 1-speed maneuver nothing is offered.
    expect(play([snap, tie('t', 600)], {}).record.abilities).toBeUndefined();
  });
});

describe('end of the Activation phase', () => {
  it('Torkil Mux: "choose 1 enemy ship at Range 1-2. Until the end of the Combat phase, treat that ship\'s pilot skill value as "0""', () => {
    // Luke Skywalker (pilot skill 8) would attack before the Binayre Pirate (1); at 0 he attacks after it.
    const ships: Placed[] = [
      xwing('l', { pilot: 'lukeskywalker' }),
      { id: 'z', player: 1, ship: 'z95headhunter', pilot: 'binayrepirate', y: 400, scum: true },
      { id: 'm', player: 1, ship: 'hwk290', pilot: 'torkilmux', x: 380, y: 420, scum: true },
    ];
    const attacks = { l: { target: 'z' }, z: { target: 'l' } };
    const r = play(ships, { attacks });
    expect(r.record.abilities).toEqual([{ ship: 'm', card: 'Torkil Mux', use: true, target: 'l' }]);
    expect(attackers(r)).toEqual(['z', 'l']);
    // The choice is not optional ("choose 1 enemy ship").
    expect(() => play(ships, { attacks, abilities: [{ ship: 'm', card: 'Torkil Mux', use: false }] })).toThrow(
      /^rounds\[0\]\.abilities\[0\]\.use: Torkil Mux: the choice is not optional/,
    );
  });
});

describe('start of the Combat phase', () => {
  const teroch = (x: number, y: number, heading = 270): Placed => ({
    id: 'o',
    player: 1,
    ship: 'protectoratestarfighter',
    pilot: 'oldteroch',
    x,
    y,
    heading,
    scum: true,
  });
  it('Old Teroch: "choose 1 enemy ship at Range 1. If you are inside its firing arc, it discards all focus and evade tokens"', () => {
    const r = play([xwing('x', { tokens: { focus: 1, evade: 1 } }), teroch(300, 300)], {});
    expect(r.record.abilities).toEqual([{ ship: 'o', card: 'Old Teroch', use: true, target: 'x' }]);
    expect([tokens(r, 'x', 'focus'), tokens(r, 'x', 'evade')]).toEqual([[0], [0]]);
  });
  it("Old Teroch: outside the enemy's firing arc nothing is discarded, even when chosen", () => {
    // Beside the X-wing (60 mm to its right, range 1): outside its firing arc.
    const ships = [xwing('x', { tokens: { focus: 1, evade: 1 } }), teroch(360, 200, 90)];
    expect(play(ships, {}).record.abilities).toEqual([{ ship: 'o', card: 'Old Teroch', use: false }]);
    const chosen = play(ships, { abilities: [{ ship: 'o', card: 'Old Teroch', use: true, target: 'x' }] });
    // The End phase removes both tokens (rules: END PHASE), not Old Teroch.
    const texts = chosen.events.filter((e) => e.kind === 'caption').map((e) => (e as { text: string }).text);
    expect(texts.filter((t) => t.startsWith('Old Teroch'))).toEqual([]);
    expect(tokens(chosen, 'x', 'focus')).toEqual([0]);
  });
});

describe('after an enemy attacks a friend', () => {
  const thane = () => xwing('k', { ship: 'arc170', pilot: 'thanekyrell' });
  /** The TIE's 2 dice miss; the defender rolls its agility (X-wing 2, ARC-170 1) in blanks. */
  const miss = (defender: string, agility: number) => [
    { ship: 't', purpose: 'attack', faces: ['blank', 'blank'] },
    { ship: defender, purpose: 'defence', faces: Array.from({ length: agility }, () => 'blank') },
  ];
  it('Thane Kyrell: "After an enemy ship inside your firing arc at Range 1-3 attacks another friendly ship, you may perform a free action"', () => {
    // The TIE at (300, 400) is ahead of Thane at range 2; it attacks the X-wing beside him.
    const r = play([thane(), xwing('x', { x: 360 }), tie()], {
      attacks: { t: { target: 'x' } },
      rolls: miss('x', 2),
      abilities: [{ ship: 'k', card: 'Thane Kyrell', use: true, action: { action: 'focus' } }],
    });
    expect(tokens(r, 'k', 'focus')[0]).toBe(1);
    // Attacking Thane himself is not attacking "another friendly ship": nothing is offered.
    const self = play([thane(), xwing('x', { x: 360 }), tie()], {
      attacks: { t: { target: 'k' } },
      rolls: miss('k', 1),
    });
    expect(self.record.abilities).toBeUndefined();
  });
});
