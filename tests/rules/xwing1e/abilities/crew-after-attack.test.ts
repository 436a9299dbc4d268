/**
 * Crew and talent cards as a ship becomes the defender and after an attack (issue 18: Death Troopers, Captain Rex,
 * Operations Specialist, Magva Yarro, Saturation Salvo), one scenario named after each card. Ships stand where they
 * are after moving (pilotHarness.ts): the X-wing at (300, 200) facing north has its front edge at y = 220; a TIE facing
 * south at y = 400 is at range 2 of it. Dice are pinned through recorded rolls; outcomes are worked out by hand from
 * the card text (quoted) and the Rules Reference: an attack "hits" when at least 1 [Hit] or [Critical Hit] result is
 * left uncancelled (ATTACK step 6); "Range combat bonuses do not apply during secondary weapon attacks" (SECONDARY
 * WEAPONS).
 */
import { describe, expect, it } from 'vitest';
import { faces } from '../engine/harness.ts';
import { tokens } from './cardScenarios.ts';
import { after, play, tie, xwing } from './pilotHarness.ts';

/** `a` attacks `d` with these dice; `d` rolls these defence dice; then any effect rolls. */
const attack = (
  a: string,
  d: string,
  dice: string[],
  defence: string[],
  choice: Record<string, unknown> = {},
  more: { ship: string; purpose: string; faces: string[] }[] = [],
) => ({
  attacks: { [a]: { target: d, ...choice } },
  rolls: [{ ship: a, purpose: 'attack', faces: dice }, { ship: d, purpose: 'defence', faces: defence }, ...more],
});

describe('as a friend becomes the defender', () => {
  it('Death Troopers: "After another friendly ship at Range 1 becomes the defender, if you are inside the attacker\'s firing arc at Range 1-3, the attacker receives 1 stress token."', () => {
    // The TIE with the card at (380, 400) is 40 mm beside the defender (range 1) and inside the X-wing's arc at range
    // 2: the X-wing is stressed as it attacks.
    const r = play(
      [xwing(), tie(), tie('d', 400, { x: 380, upgrades: ['deathtroopers'] })],
      attack('x', 't', ['hit', 'blank', 'blank'], faces('blank', 3)),
    );
    expect(tokens(r, 'x', 'stress')).toEqual([1]);
    expect(after(r, 't').damage).toHaveLength(1);
    // At (460, 400) it is 120 mm from the defender (range 2): nothing happens.
    const far = play(
      [xwing(), tie(), tie('d', 400, { x: 460, upgrades: ['deathtroopers'] })],
      attack('x', 't', ['hit', 'blank', 'blank'], faces('blank', 3)),
    );
    expect(tokens(far, 'x', 'stress')).toEqual([]);
  });
});

describe('after an attack', () => {
  it('Captain Rex (crew): "After you perform an attack that does not hit, you may assign 1 focus token to your ship."', () => {
    const r = play(
      [xwing('x', { upgrades: ['captainrex'] }), tie()],
      attack('x', 't', ['hit', 'blank', 'blank'], ['evade', 'blank', 'blank']),
    );
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Captain Rex', use: true }]);
    // Assigned, then removed in the End phase.
    expect(tokens(r, 'x', 'focus')).toEqual([1, 0]);
    // An attack that hits: not offered.
    const hit = play(
      [xwing('x', { upgrades: ['captainrex'] }), tie()],
      attack('x', 't', ['hit', 'blank', 'blank'], faces('blank', 3)),
    );
    expect(hit.record.abilities).toBeUndefined();
  });

  it('Operations Specialist: "After a friendly ship at Range 1-2 performs an attack that does not hit, you may assign 1 focus token to a friendly ship at Range 1-3 of the attacker."', () => {
    // The X-wing y at (380, 200), 40 mm beside x, carries the card; x misses. y has not attacked yet: the token is its.
    const r = play(
      [xwing(), xwing('y', { x: 380, upgrades: ['operationsspecialist'] }), tie()],
      attack('x', 't', ['blank', 'blank', 'blank'], faces('blank', 3)),
    );
    expect(r.record.abilities).toEqual([{ ship: 'y', card: 'Operations Specialist', use: true, target: 'y' }]);
    expect(tokens(r, 'y', 'focus')).toEqual([1, 0]);
    // A file gives it to the attacker instead.
    const to = play([xwing(), xwing('y', { x: 380, upgrades: ['operationsspecialist'] }), tie()], {
      ...attack('x', 't', ['blank', 'blank', 'blank'], faces('blank', 3)),
      abilities: [{ ship: 'y', card: 'Operations Specialist', use: true, target: 'x' }],
    });
    expect(tokens(to, 'x', 'focus')).toEqual([1, 0]);
  });

  it('Magva Yarro (crew): "After defending, you may acquire a target lock on the attacker."', () => {
    const r = play(
      [xwing('x', { upgrades: ['magvayarro'] }), tie()],
      attack('t', 'x', ['hit', 'hit'], ['evade', 'blank']),
    );
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Magva Yarro', use: true }]);
    expect(after(r, 'x').lockOn).toBe('t');
    expect(after(r, 'x').shields).toBe(1);
  });

  it('Saturation Salvo: "each ship at Range 1 of the defender with an agility value lower than the squad point cost of the [Torpedo] or [Missile] Upgrade card must roll 1 attack die"', () => {
    // Proton Torpedoes (4 squad points) miss the TIE at range 2. The defender (agility 3) and the TIE u 40 mm beside it
    // (agility 3) each roll 1 die: a hit for t, a critical hit for u.
    const r = play(
      [
        xwing('x', { upgrades: ['protontorpedoes', 'saturationsalvo'], tokens: { lockOn: 't' } }),
        tie(),
        tie('u', 400, { x: 380 }),
      ],
      attack('x', 't', faces('blank', 4), faces('blank', 3), { weapon: 'protontorpedoes' }, [
        { ship: 't', purpose: 'Saturation Salvo', faces: ['hit'] },
        { ship: 'u', purpose: 'Saturation Salvo', faces: ['crit'] },
      ]),
    );
    expect(after(r, 't').damage).toHaveLength(1);
    expect(after(r, 'u').damage).toEqual([expect.objectContaining({ faceUp: true })]);
    // The same miss with the primary weapon: no salvo.
    const primary = play(
      [xwing('x', { upgrades: ['saturationsalvo'] }), tie(), tie('u', 400, { x: 380 })],
      attack('x', 't', faces('blank', 3), faces('blank', 3)),
    );
    expect(after(primary, 't').damage).toHaveLength(0);
    expect(after(primary, 'u').damage).toHaveLength(0);
  });
});
