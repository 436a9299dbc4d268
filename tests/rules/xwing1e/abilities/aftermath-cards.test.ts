/**
 * Upgrade cards that act on stress, hits, misses and Damage cards, and titles that change a ship's values or squad
 * (issue 18, wave 1–8 tournament cards), one scenario per card. Positions are where ships stand after moving
 * (pilotHarness.ts): the X-wing at (300, 200) facing north has its front edge at y = 220; a TIE facing south at
 * y = 300 / 400 is at range 1 / 2. Outcomes are worked out by hand from the card text (quoted) and the Rules
 * Reference: "When a ship suffers damage … it loses a shield … If it has no shields, it is dealt a facedown Damage
 * card"; "If a ship is dealt a Damage card due to suffering critical damage, that card is dealt faceup" (DAMAGE,
 * CRITICAL DAMAGE); "If a ship executes a red maneuver, it receives a stress token" (DIFFICULTY).
 */
import { describe, expect, it } from 'vitest';
import { checkXwsSquad } from '../../../../src/rules/xwing1e/xws.ts';
import { faces } from '../engine/harness.ts';
import { flies, tokens } from './cardScenarios.ts';
import { after, play, tie, xwing, type Placed } from './pilotHarness.ts';

/** `attacker` attacks `defender` with these dice; the defender rolls these. */
const attack = (attacker: string, defender: string, dice: string[], defence: string[]) => ({
  attacks: { [attacker]: { target: defender } },
  rolls: [
    { ship: attacker, purpose: 'attack', faces: dice },
    { ship: defender, purpose: 'defence', faces: defence },
  ],
});

describe('stress, hits and misses', () => {
  it('Cool Hand: "When you receive a stress token, you may discard this card to assign 1 focus or evade token to your ship"', () => {
    // The red Koiogran turn's stress: the card goes, a focus token comes (the ship has not attacked yet).
    const r = flies(['coolhand'], 'koiogran-4');
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Cool Hand', use: true, action: { action: 'focus' } }]);
    expect(tokens(r, 'x', 'focus')).toEqual([1, 0]);
    expect(r.state.ships[0]!.upgrades[0]!.faceUp).toBe(false);
    // The file may take the evade token; anything else is refused.
    const evade = flies(['coolhand'], 'koiogran-4', {
      abilities: [{ ship: 'x', card: 'Cool Hand', use: true, action: { action: 'evade' } }],
    });
    expect(tokens(evade, 'x', 'evade')).toEqual([1, 0]);
    expect(() =>
      flies(['coolhand'], 'koiogran-4', {
        abilities: [{ ship: 'x', card: 'Cool Hand', use: true, action: { action: 'target-lock' } }],
      }),
    ).toThrow(/abilities\[0\]\.action: Cool Hand: expected the token assigned/);
  });

  it('R4-D6: "When you are hit by an attack and there are at least 3 uncanceled [Hit] results, you may choose to cancel those results until there are 2 remaining. For each result canceled this way, receive 1 stress token"', () => {
    // The TIE at range 1 rolls 3 hits; the X-wing (no shields) cancels 1: 2 facedown cards and 1 stress token.
    const ships: Placed[] = [xwing('x', { upgrades: ['r4d6'], tokens: { shields: 0 } }), tie('t', 300)];
    const r = play(ships, attack('t', 'x', ['hit', 'hit', 'hit'], faces('blank', 2)));
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'R4-D6', use: true }]);
    expect(after(r, 'x').damage).toHaveLength(2);
    expect(after(r, 'x').stress).toBe(1);
    // 2 hits and a crit: fewer than 3 hits, nothing is offered.
    const two = play(ships, attack('t', 'x', ['hit', 'hit', 'crit'], faces('blank', 2)));
    expect(two.record.abilities).toBeUndefined();
    expect(after(two, 'x').damage).toHaveLength(3);
  });

  it('Bossk (crew): "After you perform an attack that does not hit, if you are not stressed, you must receive 1 stress token. Then assign 1 focus token to your ship and acquire a target lock on the defender"', () => {
    const ships = (stress: number): Placed[] => [xwing(), tie('t', 400, { upgrades: ['bossk'], tokens: { stress } })];
    const r = play(ships(0), attack('t', 'x', ['blank', 'blank'], faces('blank', 2)));
    expect([after(r, 't').stress, after(r, 't').lockOn]).toEqual([1, 'x']);
    expect(tokens(r, 't', 'focus')).toEqual([1, 0]);
    // Stressed: nothing happens.
    const stressed = play(ships(1), attack('t', 'x', ['blank', 'blank'], faces('blank', 2)));
    expect([after(stressed, 't').stress, after(stressed, 't').lockOn]).toEqual([1, null]);
  });
});

describe('Damage cards dealt', () => {
  it('Integrated Astromech: "When you are dealt a Damage card, you may discard 1 of your [Astromech] Upgrade cards to discard that Damage card (without resolving its effect)"', () => {
    // The TIE's crit on the X-wing without shields: a faceup card, discarded with R2 Astromech.
    const ships: Placed[] = [
      xwing('x', { upgrades: ['r2astromech', 'integratedastromech'], tokens: { shields: 0 } }),
      tie('t', 400),
    ];
    const r = play(ships, attack('t', 'x', ['crit', 'blank'], faces('blank', 2)));
    expect(r.record.abilities).toEqual([
      { ship: 'x', card: 'Integrated Astromech', use: true, upgrade: 'r2astromech' },
    ]);
    expect(after(r, 'x').damage).toHaveLength(0);
    expect(after(r, 'x').upgrades.map((u) => u.faceUp)).toEqual([false, true]);
    // A facedown card that leaves hull: the astromech is kept.
    const kept = play(ships, attack('t', 'x', ['hit', 'blank'], faces('blank', 2)));
    expect(kept.record.abilities).toEqual([{ ship: 'x', card: 'Integrated Astromech', use: false }]);
    expect(after(kept, 'x').damage).toHaveLength(1);
  });

  it('Moff Jerjerrod: "When you are dealt a faceup Damage card, you may discard this Upgrade card or another [Crew] Upgrade card to flip that Damage card facedown"', () => {
    // The X-wing's crit on the TIE: the faceup card is flipped facedown (it still counts), Jerjerrod discarded.
    const r = play(
      [xwing(), tie('t', 400, { upgrades: ['moffjerjerrod'] })],
      attack('x', 't', ['crit', 'blank', 'blank'], faces('blank', 3)),
    );
    expect(r.record.abilities).toEqual([{ ship: 't', card: 'Moff Jerjerrod', use: true, upgrade: 'moffjerjerrod' }]);
    expect(after(r, 't').damage.map((c) => c.faceUp)).toEqual([false]);
    expect(after(r, 't').upgrades[0]!.faceUp).toBe(false);
  });
});

describe('titles that change values, icons and points', () => {
  it('Punishing One: "Increase your primary weapon value by 1"', () => {
    // The JumpMaster 5000 (primary weapon 2) at range 2 rolls 3 dice.
    const jump = tie('p', 420, {
      ship: 'jumpmaster5000',
      pilot: 'contractedscout',
      scum: true,
      upgrades: ['punishingone'],
    });
    const r = play([xwing(), jump], {
      attacks: { p: { target: 'x', arc: 'primary' } },
      rolls: [
        { ship: 'p', purpose: 'attack', faces: faces('blank', 3) },
        { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
      ],
    });
    expect(r.record.rolls!.map((x) => x.faces.length)).toEqual([3, 2]);
  });

  it('"Heavy Scyk" Interceptor: "Your upgrade bar gains the [Cannon], [Torpedo] or [Missile] upgrade icon. Increase your hull value by 1"', () => {
    const problems = (upgrades: Record<string, string[]>) =>
      checkXwsSquad({ faction: 'scum', pilots: [{ name: 'cartelspacer', ship: 'm3ainterceptor', upgrades }] }).problems;
    expect(problems({ title: ['heavyscykinterceptor'], cannon: ['flechettecannon'] })).toEqual([]);
    expect(problems({ title: ['heavyscykinterceptor'], torpedo: ['plasmatorpedoes'] })).toEqual([]);
    // One icon of the three, not two.
    expect(
      problems({ title: ['heavyscykinterceptor'], cannon: ['flechettecannon'], missile: ['xx23sthreadtracers'] }).map(
        (p) => p.message,
      ),
    ).toEqual(['XX-23 S-Thread Tracers: no missile slot free on Cartel Spacer (upgrade bar)']);
    // The M3-A's hull 2 becomes 3.
    const scyk = tie('m', 600, {
      ship: 'm3ainterceptor',
      pilot: 'cartelspacer',
      scum: true,
      upgrades: ['heavyscykinterceptor'],
    });
    expect(after(play([xwing(), scyk], {}), 'm').hull).toBe(3);
  });

  it('TIE/x1: "Your upgrade bar gains the [System] upgrade icon. If you equip a [System] upgrade, its squad point cost is reduced by 4 (to a minimum of 0)"', () => {
    // Tempest Squadron Pilot 21 + TIE/x1 0 + Advanced Targeting Computer 5 − 4 = 22.
    const squad = (upgrades: Record<string, string[]>) =>
      checkXwsSquad({ faction: 'imperial', pilots: [{ name: 'tempestsquadronpilot', ship: 'tieadvanced', upgrades }] });
    expect(squad({ title: ['tiex1'], system: ['advtargetingcomputer'] }).squad?.points).toBe(22);
    expect(squad({ system: ['advtargetingcomputer'] }).problems.map((p) => p.message)).toEqual([
      'Advanced Targeting Computer: no system slot free on Tempest Squadron Pilot (upgrade bar)',
    ]);
  });

  it('Andrasta: "Your upgrade bar gains two additional [Bomb] upgrade icons"', () => {
    const problems = (upgrades: Record<string, string[]>) =>
      checkXwsSquad({ faction: 'scum', pilots: [{ name: 'bobafett', ship: 'firespray31', upgrades }] }).problems;
    // Boba Fett's own bar has 1 Bomb icon: 3 bombs with the title, 1 without.
    expect(problems({ title: ['andrasta'], bomb: ['proximitymines', 'seismiccharges', 'protonbombs'] })).toEqual([]);
    expect(problems({ bomb: ['proximitymines', 'seismiccharges'] }).map((p) => p.message)).toEqual([
      'Seismic Charges: no bomb slot free on Boba Fett (upgrade bar)',
    ]);
  });
});
