/**
 * Upgrade cards acting inside an attack (issue 18: Trick Shot, Cruise Missiles, Fearlessness, Finn, R3 Astromech,
 * Lightweight Frame, Hotshot Co-pilot, R5-P8, Overclocked R4, R4 Agromech, Sensor Cluster, R4-B11, Unguided Rockets,
 * Synced Turret, Jamming Beam, Scrambler Missiles), one scenario named after each card. The X-wing at (300, 200)
 * facing north has its front edge at y = 220; a TIE facing south at y = 400 is at range 2 (160 mm), at y = 300 at
 * range 1 (60 mm). Dice are pinned through recorded rolls; outcomes are worked out by hand from the card text
 * (quoted) and the Rules Reference: "Roll Attack Dice" then "Modify Attack Dice: The defender can resolve any card
 * abilities that allow him to modify the attack dice. Then the attacker can modify his attack dice", "Modify Defense
 * Dice: The attacker can resolve any card abilities that allow him to modify the defense dice. Then the defender can
 * modify his defense dice" (ATTACK steps 2–5); "Range combat bonuses do not apply during secondary weapon attacks"
 * (SECONDARY WEAPONS); "the defender rolls 1 additional defense die" when obstructed (OBSTRUCTED).
 */
import { describe, expect, it } from 'vitest';
import type { RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import { obstacleState } from '../../../../src/rules/xwing1e/setup.ts';
import { faces, passive, round } from '../engine/harness.ts';
import { diceOf, tokens } from './cardScenarios.ts';
import { after, placed, play, tie, xwing, type Placed } from './pilotHarness.ts';

/** The X-wing attacks the TIE with these dice; the TIE rolls these defence dice (more rolls may follow). */
const xAttacksT = (attack: string[], defence: string[], choice: Record<string, unknown> = {}) => ({
  attacks: { x: { target: 't', ...choice } },
  rolls: [
    { ship: 'x', purpose: 'attack', faces: attack },
    { ship: 't', purpose: 'defence', faces: defence },
  ],
});

/** One round of the placed ships with an asteroid between them (Asteroid 5 spans x 279.5–320.5, y ≈ 284–316). */
function withRock(ships: Placed[], record: Omit<RoundRecord, 'dials'>) {
  const { state, dials } = placed(ships);
  state.obstacles = [obstacleState({ id: 'rock', shape: 'asteroid-5', x: 300, y: 300 })];
  const attacks = Object.fromEntries(ships.map((s) => [s.id, { target: null }]));
  return round(state, { ...record, dials, attacks: { ...attacks, ...record.attacks } }, passive);
}

describe('dice added before the roll', () => {
  it('Trick Shot: "When attacking, if the attack is obstructed, you may roll 1 additional attack die."', () => {
    // Obstructed at range 2: 3 + 1 attack dice; the TIE rolls 3 + 1 (OBSTRUCTED). 4 hits against 1 evade: 3 damage
    // destroy the Academy Pilot (hull 3).
    const ships = [xwing('x', { upgrades: ['trickshot'] }), tie()];
    const r = withRock(ships, xAttacksT(faces('hit', 4), ['evade', 'blank', 'blank', 'blank']));
    expect(r.events.find((e) => e.kind === 'attack')).toMatchObject({ obstructed: true, range: 2 });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Trick Shot', use: true }]);
    expect(after(r, 't').destroyed).toBe(true);
    // Declined by the file: 3 dice. Unobstructed: not offered, 3 dice against 3.
    const no = withRock(ships, {
      ...xAttacksT(faces('hit', 3), faces('blank', 4)),
      abilities: [{ ship: 'x', card: 'Trick Shot', use: false }],
    });
    expect(diceOf(no, 'x', 'attack').rolled).toHaveLength(3);
    const open = play(ships, xAttacksT(faces('hit', 3), faces('blank', 3)));
    expect(open.record.abilities).toBeUndefined();
  });

  it('Cruise Missiles: "You may roll additional attack dice equal to the speed of the maneuver you executed this round, to a maximum of 4 additional dice."', () => {
    // The X-wing flies straight 4 from y = 120 to y = 320 (front edge 340); the TIE at 580 (front edge 560) is at range 3. Attack
    // value 1 and 4 dice for the speed; no range 3 bonus for the TIE against a secondary weapon: 3 defence dice.
    const ships = [xwing('x', { upgrades: ['cruisemissiles'], tokens: { lockOn: 't' } }), tie('t', 580)];
    const r = play(ships, {
      dials: { x: 'straight-4' },
      ...xAttacksT(['hit', 'hit', 'hit', 'blank', 'blank'], ['evade', 'blank', 'blank'], {
        weapon: 'cruisemissiles',
        rerolls: [],
      }),
    });
    expect(r.events.find((e) => e.kind === 'attack')).toMatchObject({ weapon: 'Cruise Missiles', range: 3 });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Cruise Missiles', use: true }]);
    // "Attack (Target Lock): Discard this card": the lock stays, the card goes; 2 of the 3 hits land.
    expect(after(r, 'x').lockOn).toBe('t');
    expect(after(r, 'x').upgrades[0]!.faceUp).toBe(false);
    expect(after(r, 't').damage).toHaveLength(2);
  });
});

describe('results added, cancelled and forced', () => {
  it('Fearlessness: "if you are inside the defender\'s firing arc at Range 1 and the defender is inside your firing arc, you may add 1 [Hit] result to your roll"', () => {
    // Range 1, face to face: 3 + 1 dice and the added hit; 2 hits and the added one against 1 evade.
    const r = play(
      [xwing('x', { upgrades: ['fearlessness'] }), tie('t', 300)],
      xAttacksT(['hit', 'hit', 'blank', 'blank'], ['evade', 'blank', 'blank']),
    );
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Fearlessness', use: true }]);
    expect(diceOf(r, 'x', 'attack').modified).toEqual(['hit', 'hit', 'blank', 'blank', 'hit']);
    expect(after(r, 't').damage).toHaveLength(2);
    // The TIE turned away (facing north): the X-wing is outside its firing arc, nothing is offered.
    const away = play(
      [xwing('x', { upgrades: ['fearlessness'] }), tie('t', 300, { heading: 90 })],
      xAttacksT(['hit', 'hit', 'blank', 'blank'], ['evade', 'blank', 'blank']),
    );
    expect(away.record.abilities).toBeUndefined();
  });

  it('Finn: "When attacking with a primary weapon or defending, if the enemy ship is inside your firing arc, you may add 1 blank result to your roll."', () => {
    // With a target lock on the TIE the blank is worth adding: the lock rerolls both blanks (the focus token covers the
    // focus result), the focus token makes the focus result a hit. 3 hits and 1 crit against 3 blanks destroy it.
    const ships = [xwing('x', { upgrades: ['finn'], tokens: { lockOn: 't', focus: 1 } }), tie()];
    const record = xAttacksT(['hit', 'focus', 'blank'], faces('blank', 3));
    const r = play(ships, {
      ...record,
      rolls: [record.rolls[0]!, { ship: 'x', purpose: 'reroll', faces: ['hit', 'crit'] }, record.rolls[1]!],
    });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Finn', use: true }]);
    expect(r.record.attacks!.x!.rerolls).toEqual([2, 3]);
    expect(diceOf(r, 'x', 'attack').modified).toEqual(['hit', 'hit', 'hit', 'crit']);
    expect(after(r, 't').destroyed).toBe(true);
    // Nothing to make of a blank: the autopilot declines.
    const bare = play(
      [xwing('x', { upgrades: ['finn'] }), tie()],
      xAttacksT(['hit', 'hit', 'blank'], faces('blank', 3)),
    );
    expect(bare.record.abilities).toEqual([{ ship: 'x', card: 'Finn', use: false }]);
    // Defending, with the TIE inside the X-wing's arc, a file adds the blank to the defence dice.
    const def = play([xwing('x', { upgrades: ['finn'] }), tie()], {
      attacks: { t: { target: 'x' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['hit', 'hit'] },
        { ship: 'x', purpose: 'defence', faces: ['evade', 'blank'] },
      ],
      abilities: [{ ship: 'x', card: 'Finn', use: true }],
    });
    expect(diceOf(def, 'x', 'defence').modified).toEqual(['evade', 'blank', 'blank']);
  });

  it('R3 Astromech: "Once per round, when attacking with a primary weapon, you may cancel 1 of your [Focus] results … to assign 1 evade token to your ship."', () => {
    // No focus token to spend: the focus result counts for nothing, so it goes for an evade token. 1 hit lands.
    const r = play(
      [xwing('x', { upgrades: ['r3astromech'] }), tie()],
      xAttacksT(['focus', 'hit', 'blank'], faces('blank', 3)),
    );
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'R3 Astromech', use: true }]);
    expect(diceOf(r, 'x', 'attack').modified).toEqual(['hit', 'blank']);
    expect(tokens(r, 'x', 'evade')).toEqual([1, 0]);
    expect(after(r, 't').damage).toHaveLength(1);
  });

  it('Lightweight Frame: "When defending, after rolling defense dice, if there are more attack dice than defense dice, roll 1 additional defense die."', () => {
    const ships = [xwing('x'), tie('t', 300, { upgrades: ['lightweightframe'] })];
    // Range 1: 4 attack dice against agility 3, so a fourth defence die; its evade cancels the third hit.
    const r = play(ships, {
      ...xAttacksT(['hit', 'hit', 'hit', 'blank'], ['evade', 'evade', 'blank']),
      rolls: [
        { ship: 'x', purpose: 'attack', faces: ['hit', 'hit', 'hit', 'blank'] },
        { ship: 't', purpose: 'defence', faces: ['evade', 'evade', 'blank'] },
        { ship: 't', purpose: 'Lightweight Frame', faces: ['evade'] },
      ],
    });
    expect(diceOf(r, 't', 'defence').rolled).toEqual(['evade', 'evade', 'blank', 'evade']);
    expect(after(r, 't').damage).toHaveLength(0);
    // Range 2: 3 dice against 3, no extra die.
    const even = play(
      [xwing('x'), tie('t', 400, { upgrades: ['lightweightframe'] })],
      xAttacksT(faces('hit', 3), faces('blank', 3)),
    );
    expect(diceOf(even, 't', 'defence').rolled).toHaveLength(3);
  });

  it('Hotshot Co-pilot: "When attacking with a primary weapon, the defender must spend 1 focus token if able. When defending, the attacker must spend 1 focus token if able."', () => {
    // The TIE rolls no focus result, yet must spend its focus token.
    const ships = [xwing('x', { upgrades: ['hotshotcopilot'] }), tie('t', 400, { tokens: { focus: 1 } })];
    const r = play(ships, xAttacksT(['hit', 'blank', 'blank'], ['evade', 'blank', 'blank']));
    expect(r.record.attacks!.x!.defenderFocus).toBe(true);
    expect(tokens(r, 't', 'focus')[0]).toBe(0);
    expect(() =>
      play(ships, xAttacksT(['hit', 'blank', 'blank'], ['evade', 'blank', 'blank'], { defenderFocus: false })),
    ).toThrow(/attacks\.x\.defenderFocus: Hotshot Co-pilot: t must spend 1 focus token/);
    // Defending: the attacking TIE must spend its focus token on dice without a focus result.
    const def = play(ships, {
      attacks: { t: { target: 'x' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['hit', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(def.record.attacks!.t!.focus).toBe(true);
    expect(after(def, 't').focus).toBe(0);
    // Without the card the TIE keeps its token (it would change no die).
    const plain = play(
      [xwing('x'), tie('t', 400, { tokens: { focus: 1 } })],
      xAttacksT(['hit', 'blank', 'blank'], ['evade', 'blank', 'blank']),
    );
    expect(plain.record.attacks!.x!.defenderFocus).toBe(false);
  });

  it('R5-P8: "after defending, you may roll 1 attack die … On a [Critical Hit] result, you and the attacker each suffer 1 damage."', () => {
    const r = play([xwing('x', { upgrades: ['r5p8'] }), tie()], {
      attacks: { t: { target: 'x' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['blank', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
        { ship: 'x', purpose: 'R5-P8', faces: ['crit'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'R5-P8', use: true }]);
    // The TIE (no shields) is dealt a facedown card; the X-wing loses 1 of its 2 shields.
    expect(after(r, 't').damage).toHaveLength(1);
    expect(after(r, 'x').shields).toBe(1);
    // A blank does nothing.
    const miss = play([xwing('x', { upgrades: ['r5p8'] }), tie()], {
      attacks: { t: { target: 'x' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['blank', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
        { ship: 'x', purpose: 'R5-P8', faces: ['blank'] },
      ],
    });
    expect([after(miss, 't').damage.length, after(miss, 'x').shields]).toEqual([0, 2]);
  });
});

describe('focus tokens spent', () => {
  it('Overclocked R4: "During the Combat phase, when you spend a focus token, you may receive 1 stress token to assign 1 focus token to your ship."', () => {
    const r = play(
      [xwing('x', { upgrades: ['overclockedr4'], tokens: { focus: 1 } }), tie()],
      xAttacksT(['focus', 'blank', 'blank'], faces('blank', 3)),
    );
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Overclocked R4', use: true }]);
    expect(tokens(r, 'x', 'focus').slice(0, 2)).toEqual([0, 1]);
    expect(tokens(r, 'x', 'stress')).toEqual([1]);
    // Already stressed, the autopilot declines.
    const stressed = play(
      [xwing('x', { upgrades: ['overclockedr4'], tokens: { focus: 1, stress: 1 } }), tie()],
      xAttacksT(['focus', 'blank', 'blank'], faces('blank', 3)),
    );
    expect(stressed.record.abilities).toEqual([{ ship: 'x', card: 'Overclocked R4', use: false }]);
  });

  it('R4 Agromech: "When attacking, after you spend a focus token, you may acquire a target lock on the defender."', () => {
    const r = play(
      [xwing('x', { upgrades: ['r4agromech'], tokens: { focus: 1 } }), tie()],
      xAttacksT(['focus', 'blank', 'blank'], faces('blank', 3)),
    );
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'R4 Agromech', use: true }]);
    expect(after(r, 'x').lockOn).toBe('t');
    // Defending, a spent focus token acquires nothing.
    const def = play([xwing('x', { upgrades: ['r4agromech'], tokens: { focus: 1 } }), tie()], {
      attacks: { t: { target: 'x' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['hit', 'hit'] },
        { ship: 'x', purpose: 'defence', faces: ['focus', 'blank'] },
      ],
    });
    expect(def.record.abilities).toBeUndefined();
    expect(after(def, 'x').lockOn).toBeNull();
  });

  it('Sensor Cluster: "When defending, you may spend a focus token to change 1 of your blank results to an [Evade] result."', () => {
    const r = play(
      [xwing('x'), tie('t', 400, { upgrades: ['sensorcluster'], tokens: { focus: 1 } })],
      xAttacksT(['hit', 'hit', 'blank'], ['evade', 'blank', 'blank']),
    );
    expect(r.record.abilities).toEqual([{ ship: 't', card: 'Sensor Cluster', use: true, dice: [1] }]);
    expect(diceOf(r, 't', 'defence').modified).toEqual(['evade', 'evade', 'blank']);
    expect(after(r, 't').damage).toHaveLength(0);
    expect(tokens(r, 't', 'focus')[0]).toBe(0);
  });
});

describe('target locks and weapons', () => {
  it('R4-B11: "if you have a target lock on the defender, you may spend the target lock to choose any or all defense dice. The defender must reroll the chosen dice."', () => {
    // The focus token covers the focus result, so no die is worth the lock's reroll and it is kept for R4-B11.
    const ships = [xwing('x', { upgrades: ['r4b11'], tokens: { lockOn: 't', focus: 1 } }), tie()];
    const record = xAttacksT(['hit', 'hit', 'focus'], ['evade', 'evade', 'blank']);
    const r = play(ships, {
      ...record,
      rolls: [...record.rolls, { ship: 't', purpose: 'R4-B11', faces: ['blank', 'evade'] }],
    });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'R4-B11', use: true, dice: [0, 1] }]);
    expect(diceOf(r, 't', 'defence').modified).toEqual(['blank', 'evade', 'blank']);
    expect(after(r, 'x').lockOn).toBeNull();
    // 3 hits against 1 evade: 2 damage.
    expect(after(r, 't').damage).toHaveLength(2);
  });

  it('Synced Turret: "If the defender is inside your primary firing arc, you may reroll a number of attack dice up to your primary weapon value."', () => {
    // The lock is needed, not spent (rerolls: [] keeps it); the turret rerolls all 3 dice (primary weapon value 3).
    const ships = [xwing('x', { upgrades: ['syncedturret'], tokens: { lockOn: 't' } }), tie()];
    const record = xAttacksT(['blank', 'blank', 'focus'], faces('blank', 3), { weapon: 'syncedturret', rerolls: [] });
    const r = play(ships, {
      ...record,
      rolls: [
        record.rolls[0]!,
        { ship: 'x', purpose: 'Synced Turret', faces: ['hit', 'hit', 'blank'] },
        record.rolls[1]!,
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Synced Turret', use: true, dice: [0, 1, 2] }]);
    expect(after(r, 'x').lockOn).toBe('t');
    expect(after(r, 't').damage).toHaveLength(2);
  });

  it('Unguided Rockets: "Your attack dice can be modified only by spending a focus token for its standard effect."', () => {
    const ships = [xwing('x', { upgrades: ['unguidedrockets'], tokens: { lockOn: 't', focus: 1 } }), tie()];
    const r = play(ships, xAttacksT(['focus', 'blank', 'blank'], faces('blank', 3), { weapon: 'unguidedrockets' }));
    // No target lock reroll; the focus token (needed, not spent by the header) turns the focus result to a hit.
    expect(r.record.attacks!.x).toMatchObject({ rerolls: [], focus: true });
    expect(diceOf(r, 'x', 'attack').modified).toEqual(['hit', 'blank', 'blank']);
    expect(after(r, 'x').lockOn).toBe('t');
    expect(() =>
      play(
        ships,
        xAttacksT(['focus', 'blank', 'blank'], faces('blank', 3), { weapon: 'unguidedrockets', rerolls: [1] }),
      ),
    ).toThrow(/attacks\.x\.rerolls: Unguided Rockets: the attack dice can be modified only by spending a focus token/);
  });

  it('Jamming Beam: "If this attack hits, assign the defender 1 jam token. Then cancel all dice results."', () => {
    const r = play(
      [xwing('x', { upgrades: ['jammingbeam'] }), tie()],
      xAttacksT(['hit', 'hit', 'blank'], faces('blank', 3), { weapon: 'jammingbeam' }),
    );
    expect(tokens(r, 't', 'jam')).toEqual([1]);
    expect(after(r, 't').damage).toHaveLength(0);
    // A TIE holding a focus token gives it up with the jam token (the autopilot's choice is recorded).
    const focused = play(
      [xwing('x', { upgrades: ['jammingbeam'] }), tie('t', 400, { tokens: { focus: 1 } })],
      xAttacksT(['hit', 'hit', 'blank'], faces('blank', 3), { weapon: 'jammingbeam', defenderFocus: false }),
    );
    expect(focused.record.abilities).toEqual([{ ship: 't', card: 'Jam', use: true, token: 'focus' }]);
    expect([after(focused, 't').jam, after(focused, 't').focus]).toEqual([0, 0]);
  });

  it('Scrambler Missiles: "If this attack hits, the defender and each other ship at Range 1 receive 1 jam token. Then cancel all results."', () => {
    const ships = [
      xwing('x', { upgrades: ['scramblermissiles'], tokens: { lockOn: 't' } }),
      tie(),
      tie('u', 400, { x: 360 }),
    ];
    const r = play(
      ships,
      xAttacksT(['hit', 'blank', 'blank'], faces('blank', 3), { weapon: 'scramblermissiles', rerolls: [] }),
    );
    expect([tokens(r, 't', 'jam'), tokens(r, 'u', 'jam')]).toEqual([[1], [1]]);
    expect(after(r, 'x').lockOn).toBe('t');
    expect(after(r, 'x').upgrades[0]!.faceUp).toBe(false);
    expect(after(r, 't').damage).toHaveLength(0);
  });
});
