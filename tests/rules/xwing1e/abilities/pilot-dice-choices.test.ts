/**
 * Wave 1–8 pilots that change the range or how many dice are rolled (attackDiceChoices.ts), one scenario per card.
 * Positions are where ships stand after moving (pilotHarness.ts): the X-wing at (300, 200) facing north has its front
 * edge at y = 220; a small ship facing south at y = 300 / 400 / 480 is at range 1 / 2 / 3 of it. The dice are forced
 * through recorded rolls: a roll of the wrong number of dice is refused, so each roll's length is the count worked out
 * by hand from the card text (quoted) and the Rules Reference ("ATTACK … 2. Roll Attack Dice: The attacker rolls a
 * number of attack dice equal to its primary weapon value"; RANGE COMBAT BONUS: "+1 attack die at Range 1", "+1
 * defense die at Range 3" for primary weapon attacks).
 */
import { describe, expect, it } from 'vitest';
import { diceOf, tokens } from './cardScenarios.ts';
import { after, play, type Placed, tie, xwing } from './pilotHarness.ts';

describe('Zuckuss', () => {
  const zuckuss: Placed = { id: 'z', player: 1, ship: 'g1astarfighter', pilot: 'zuckuss', y: 400, scum: true };
  it('"When attacking you may roll 1 additional attack die. If you do, the defender rolls 1 additional defense die."', () => {
    // Range 2: the G-1A's primary weapon 3, +1 = 4 attack dice; the X-wing's agility 2, +1 = 3 defence dice.
    const r = play([xwing(), zuckuss], {
      attacks: { z: { target: 'x' } },
      rolls: [
        { ship: 'z', purpose: 'attack', faces: ['hit', 'hit', 'blank', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['evade', 'blank', 'blank'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'z', card: 'Zuckuss', use: true }]);
    expect(after(r, 'x').shields).toBe(1);
  });
  it('declined, both roll their usual dice', () => {
    const r = play([xwing(), zuckuss], {
      attacks: { z: { target: 'x' } },
      abilities: [{ ship: 'z', card: 'Zuckuss', use: false }],
      rolls: [
        { ship: 'z', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['evade', 'blank'] },
      ],
    });
    expect(after(r, 'x').shields).toBe(1);
  });
});

describe('Kanan Jarrus', () => {
  // The VCX-100's large base (x 340–420, y 140–220) is 160 mm from the TIE's front edge (y 380): range 2.
  const kanan: Placed = {
    id: 'k',
    player: 0,
    ship: 'vcx100',
    pilot: 'kananjarrus',
    x: 380,
    y: 180,
    tokens: { focus: 1 },
  };
  const attack = { attacks: { t: { target: 'x' } } };
  it('"When an enemy ship at Range 1-2 is attacking, you may spend a focus token. If you do, the attacker rolls 1 fewer attack die."', () => {
    // The TIE's primary weapon 2 at range 2, −1: 1 attack die. Kanan (pilot skill 5) has had his attack step before
    // the Academy Pilot's (1): the autopilot spends the token too.
    const r = play([xwing(), kanan, tie()], {
      ...attack,
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['hit'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'k', card: 'Kanan Jarrus', use: true }]);
    expect(tokens(r, 'k', 'focus')[0]).toBe(0);
    expect(after(r, 'x').shields).toBe(1);
  });
  it("the autopilot keeps the token until Kanan's own attack step is over", () => {
    // "Backstabber" (pilot skill 6) attacks before Kanan (5); the TIE fighter flies inside the X-wing's arc, so its
    // own ability adds no die.
    const r = play([xwing(), kanan, tie('t', 400, { pilot: 'backstabber' })], {
      ...attack,
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['hit', 'hit'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'k', card: 'Kanan Jarrus', use: false }]);
    expect(after(r, 'x').shields).toBe(0);
  });
});

describe('Miranda Doni', () => {
  const miranda = (shields: number): Placed => ({
    ...xwing('m'),
    ship: 'kwing',
    pilot: 'mirandadoni',
    tokens: { shields },
  });
  const ranged = { attacks: { m: { target: 't' } } };
  it('"… or roll 1 fewer attack die to recover 1 shield": the autopilot recovers a missing shield', () => {
    // The K-wing's primary weapon 2 at range 2, −1: 1 attack die; shields 2 → 3.
    const r = play([miranda(2), tie()], {
      ...ranged,
      rolls: [
        { ship: 'm', purpose: 'attack', faces: ['blank'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    expect(r.record.abilities).toEqual([
      { ship: 'm', card: 'Miranda Doni', use: true, action: { action: 'recover-shield' } },
    ]);
    expect(after(r, 'm').shields).toBe(3);
  });
  it('"… spend 1 shield to roll 1 additional attack die", once per round', () => {
    const r = play([miranda(2), tie()], {
      ...ranged,
      abilities: [{ ship: 'm', card: 'Miranda Doni', use: true, action: { action: 'spend-shield' } }],
      rolls: [
        { ship: 'm', purpose: 'attack', faces: ['hit', 'hit', 'hit'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    expect([after(r, 'm').shields, after(r, 't').destroyed]).toEqual([1, true]);
  });
  it('a recorded way the card does not allow is refused, naming the field', () => {
    // At her full 4 shields she cannot recover one.
    expect(() =>
      play([miranda(4), tie()], {
        ...ranged,
        abilities: [{ ship: 'm', card: 'Miranda Doni', use: true, action: { action: 'recover-shield' } }],
      }),
    ).toThrow(/^rounds\[0\]\.abilities\[0\]\.action: Miranda Doni: expected \{ action: "spend-shield" \}/);
  });
});

describe('The Inquisitor', () => {
  const inquisitor = tie('i', 480, { ship: 'tieadvprototype', pilot: 'theinquisitor' });
  it('"When attacking with your primary weapon at Range 2-3, treat the range of the attack as Range 1."', () => {
    // Range 3 counted as Range 1: primary weapon 2 +1 = 3 attack dice; the X-wing's agility 2 and no Range 3 die.
    const r = play([xwing(), inquisitor], {
      attacks: { i: { target: 'x' } },
      rolls: [
        { ship: 'i', purpose: 'attack', faces: ['hit', 'hit', 'hit'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(diceOf(r, 'x', 'defence').rolled).toHaveLength(2);
    expect(after(r, 'x').shields).toBe(0);
  });
});

describe('Bossk (YV-666)', () => {
  const bossk: Placed = { id: 'b', player: 1, ship: 'yv666', pilot: 'bossk', y: 420, scum: true };
  it('"When you perform an attack that hits, before dealing damage, you may cancel 1 of your [Critical Hit] results to add 2 [Hit] results."', () => {
    // Range 2: 3 attack dice; a critical and a hit land on the X-wing without shields. Traded: 3 hits, 3 facedown
    // Damage cards (rules: DAMAGE: each [Hit] deals a facedown card once the shields are gone).
    const r = play([xwing('x', { tokens: { shields: 0 } }), bossk], {
      attacks: { b: { target: 'x' } },
      rolls: [
        { ship: 'b', purpose: 'attack', faces: ['crit', 'hit', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'b', card: 'Bossk', use: true }]);
    expect(after(r, 'x').destroyed).toBe(true);
    const kept = play([xwing('x', { tokens: { shields: 0 } }), bossk], {
      attacks: { b: { target: 'x' } },
      abilities: [{ ship: 'b', card: 'Bossk', use: false }],
      rolls: [
        { ship: 'b', purpose: 'attack', faces: ['crit', 'hit', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(after(kept, 'x').damage.map((c) => c.faceUp)).toEqual([false, true]);
  });
});
