/**
 * Wave 1–8 pilots that move tokens at the start of the Combat phase (tokenTransfers.ts, pilotCombatStart.ts), one
 * scenario per card. Positions are where ships stand after moving (pilotHarness.ts): the X-wing at (300, 200) facing
 * north has its front edge at y = 220; a small ship facing south at y = 300 / 400 is at range 1 / 2 of it; small ships
 * 60 mm apart side by side leave 20 mm between their bases (range 1). Expected outcomes are worked out from the card
 * text (quoted) and the Rules Reference.
 */
import { describe, expect, it } from 'vitest';
import { tokens } from './cardScenarios.ts';
import { after, play, type Placed, xwing } from './pilotHarness.ts';

/** A Scum ship of player 1 facing south at (x, y). */
const scum = (id: string, ship: string, pilot: string, y: number, extra: Partial<Placed> = {}): Placed => ({
  id,
  player: 1,
  ship,
  pilot,
  y,
  scum: true,
  ...extra,
});

describe("Kaa'to Leeachos", () => {
  const kaato = (focus: number) => [
    xwing(),
    scum('k', 'z95headhunter', 'kaatoleeachos', 400),
    scum('b', 'z95headhunter', 'binayrepirate', 400, { x: 360, tokens: { focus } }),
  ];
  it('"remove 1 focus or evade token from another friendly ship at Range 1-2 and assign it to yourself"', () => {
    // The friend holds 2 focus tokens and Kaa'to none: the autopilot takes one.
    const r = play(kaato(2), {});
    expect(r.record.abilities).toEqual([
      { ship: 'k', card: "Kaa'to Leeachos", use: true, target: 'b', action: { action: 'focus' } },
    ]);
    expect([tokens(r, 'b', 'focus')[0], tokens(r, 'k', 'focus')[0]]).toEqual([1, 1]);
  });
  it('a lone token stays where it is unless the file takes it', () => {
    expect(play(kaato(1), {}).record.abilities).toEqual([{ ship: 'k', card: "Kaa'to Leeachos", use: false }]);
    const use = { ship: 'k', card: "Kaa'to Leeachos", use: true, target: 'b', action: { action: 'focus' } };
    const r = play(kaato(1), { abilities: [use] });
    expect([tokens(r, 'b', 'focus')[0], tokens(r, 'k', 'focus')[0]]).toEqual([0, 1]);
    expect(() => play(kaato(1), { abilities: [{ ...use, action: { action: 'evade' } }] })).toThrow(
      /^rounds\[0\]\.abilities\[0\]\.target: Kaa'to Leeachos: expected a ship at range 1–2 and a focus or evade token it holds \(b: focus\)/,
    );
  });
});

describe('Palob Godalhi', () => {
  it('"remove 1 focus or evade token from an enemy ship at Range 1-2 and assign it to yourself": evade first', () => {
    const r = play([xwing('x', { tokens: { focus: 1, evade: 1 } }), scum('p', 'hwk290', 'palobgodalhi', 400)], {});
    expect(r.record.abilities).toEqual([
      { ship: 'p', card: 'Palob Godalhi', use: true, target: 'x', action: { action: 'evade' } },
    ]);
    expect([tokens(r, 'x', 'evade')[0], tokens(r, 'p', 'evade')[0]]).toEqual([0, 1]);
  });
  it('beyond Range 2 nothing is offered', () => {
    const r = play([xwing('x', { tokens: { evade: 1 } }), scum('p', 'hwk290', 'palobgodalhi', 600)], {});
    expect(r.record.abilities).toBeUndefined();
  });
});

describe('Manaroo', () => {
  it('"assign all focus, evade, and target lock tokens assigned to you to another friendly ship at Range 1"', () => {
    // The JumpMaster's large base (x 260–340) and the StarViper at x 380 (base 360–400) are 20 mm apart. The
    // StarViper's primary weapon (3) beats the JumpMaster's (2) and it holds no focus token: she gives them.
    const r = play(
      [
        xwing(),
        scum('m', 'jumpmaster5000', 'manaroo', 420, { tokens: { focus: 1, evade: 1, lockOn: 'x' } }),
        scum('s', 'starviper', 'blacksunenforcer', 400, { x: 380 }),
      ],
      {},
    );
    expect(r.record.abilities).toEqual([{ ship: 'm', card: 'Manaroo', use: true, target: 's' }]);
    expect([tokens(r, 's', 'focus')[0], tokens(r, 's', 'evade')[0], after(r, 's').lockOn]).toEqual([1, 1, 'x']);
    expect([tokens(r, 'm', 'focus')[0], tokens(r, 'm', 'evade')[0], after(r, 'm').lockOn]).toEqual([0, 0, null]);
  });
});
