/**
 * The wave 1–4 tournament cards, one scenario per card. Positions are where ships stand after
 * moving (pilotHarness.ts): the X-wing at (300, 200) facing north has its front edge at y = 220; a small enemy
 * facing south at y = 300 / 400 is at range 1 / 2 (60 / 160 mm); ships 60 mm apart side by side leave 20 mm between
 * their bases (range 1). Dice are pinned through recorded rolls; expected outcomes are worked out by hand from the
 * card text (quoted) and the Rules Reference (ATTACK, RANGE COMBAT BONUS, DIFFICULTY, STRESS, DAMAGE, TOUCHING).
 */
import { describe, expect, it } from 'vitest';
import { checkXwsSquad } from '../../../../src/rules/xwing1e/xws.ts';
import { faces, passive, round, stateWith, type TestShip } from '../engine/harness.ts';
import { after, play, tie, xwing } from './pilotHarness.ts';

type R = ReturnType<typeof play>;
const tokens = (r: R, unit: string, token: string) =>
  r.events
    .filter((e) => e.kind === 'token' && e.unit === unit && e.token === token)
    .map((e) => (e as { count: number }).count);
const diceOf = (r: R, unit: string, role: string) =>
  r.events.find((e) => e.kind === 'dice' && e.unit === unit && (e as { role?: string }).role === role) as unknown as {
    rolled: string[];
    modified: string[];
  };
const attackers = (r: R) =>
  r.events.filter((e) => e.kind === 'attack').map((e) => (e as { attacker: string }).attacker);

/** An X-wing at (300, 100) facing north with a far TIE (no attacks): for maneuver and difficulty cards. */
function flies(
  upgrades: string[],
  maneuver: string,
  stress = 0,
  abilities?: { ship: string; card: string; use: boolean; maneuver?: string }[],
  flown: { ship: string; pilot: string; imperial?: true } = { ship: 'xwing', pilot: 'rookiepilot' },
) {
  // An Imperial pilot flies for player 1, a far Rebel X-wing for player 0.
  const { imperial, ...card } = flown;
  const far = imperial ? { ship: 'xwing', pilot: 'rookiepilot' } : { ship: 'tiefighter', pilot: 'academypilot' };
  const ships: TestShip[] = [
    { id: 'x', player: imperial ? 1 : 0, ...card, x: 300, y: 100, heading: 90, upgrades },
    { id: 't', player: imperial ? 0 : 1, ...far, x: 300, y: 850, heading: 270 },
  ];
  const state = stateWith(ships);
  state.ships[0]!.stress = stress;
  return round(
    state,
    {
      dials: { x: maneuver, t: 'straight-2' },
      attacks: { x: { target: null }, t: { target: null } },
      ...(abilities ? { abilities } : {}),
    },
    passive,
  );
}
const reveal = (r: R) =>
  r.events.find((e) => e.kind === 'reveal' && e.unit === 'x') as unknown as { maneuver: string; difficulty: string };

describe('maneuvers and the dial', () => {
  it('Nien Nunb (crew): "You may treat all [Straight] maneuvers as green maneuvers"', () => {
    // A white straight 3 is green with him: the stressed X-wing loses its stress token (rules: DIFFICULTY).
    const r = flies(['niennunb'], 'straight-3', 1);
    expect(reveal(r)).toMatchObject({ maneuver: 'straight-3', difficulty: 'green' });
    expect(r.state.ships[0]!.stress).toBe(0);
    // Without him the white maneuver leaves the stress where it was.
    expect(flies([], 'straight-3', 1).state.ships[0]!.stress).toBe(1);
  });
  it('Adrenaline Rush: "When you reveal a red maneuver, you may discard this card to treat that maneuver as a white maneuver"', () => {
    // The red Koiogran turn 4 is white: no stress token; the card is discarded (the autopilot uses it at once).
    const r = flies(['adrenalinerush'], 'koiogran-4');
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Adrenaline Rush', use: true }]);
    expect(reveal(r)).toMatchObject({ maneuver: 'koiogran-4', difficulty: 'white' });
    expect(r.state.ships[0]!.stress).toBe(0);
    expect(r.state.ships[0]!.upgrades[0]!.faceUp).toBe(false);
    // A stressed ship may use it too ("when you reveal"): it flies the Koiogran turn instead of a replacement.
    const stressed = flies(['adrenalinerush'], 'koiogran-4', 1);
    expect(stressed.record.redSubstitutes).toBeUndefined();
    expect(stressed.state.ships[0]!.pose.headingDeg).toBeCloseTo(270);
    // Declined in the file: red, 1 stress token, the card kept.
    const declined = flies(['adrenalinerush'], 'koiogran-4', 0, [{ ship: 'x', card: 'Adrenaline Rush', use: false }]);
    expect(declined.state.ships[0]!.stress).toBe(1);
    expect(declined.state.ships[0]!.upgrades[0]!.faceUp).toBe(true);
  });
  it('Moldy Crow: "During the End phase, do not remove unused focus tokens from your ship"', () => {
    const hwk = (upgrades: string[]) =>
      xwing('h', { ship: 'hwk290', pilot: 'rebeloperative', upgrades, tokens: { focus: 1, evade: 1 } });
    const r = play([hwk(['moldycrow']), tie('t', 600)], {});
    // The focus token stays, the evade token goes (the card names focus tokens only).
    expect([after(r, 'h').focus, after(r, 'h').evade]).toEqual([1, 0]);
    expect(after(play([hwk([]), tie('t', 600)], {}), 'h').focus).toBe(0);
  });
  it('Kyle Katarn (crew): "After you remove a stress token from your ship, you may assign a focus token to your ship"', () => {
    // The green straight 1 removes the stress token, then Kyle assigns a focus token (the End phase removes it).
    const r = flies(['kylekatarn'], 'straight-1', 1);
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Kyle Katarn', use: true }]);
    expect(tokens(r, 'x', 'stress')).toEqual([0]);
    expect(tokens(r, 'x', 'focus')).toEqual([1, 0]);
    // Unstressed, no stress is removed and nothing is offered.
    expect(flies(['kylekatarn'], 'straight-1').record.abilities).toBeUndefined();
  });
});

describe('action bar and upgrade bar', () => {
  it('Millennium Falcon (title): "Your action bar gains the [Evade] action icon"', () => {
    const yt = (upgrades: string[]) => xwing('y', { ship: 'yt1300', pilot: 'outerrimsmuggler', upgrades });
    const r = play([yt(['millenniumfalcon']), tie('t', 600)], { actions: { y: { action: 'evade' } } });
    expect(tokens(r, 'y', 'evade')[0]).toBe(1);
    // Without the title the YT-1300's bar (focus, target lock) has no evade.
    expect(() => play([yt([]), tie('t', 600)], { actions: { y: { action: 'evade' } } })).toThrow(/actions\.y/);
  });
  it('B-wing/E2: "Your upgrade bar gains the [Crew] upgrade icon" (squad building)', () => {
    const crew = { crew: ['niennunb'] };
    const problems = (upgrades: Record<string, string[]>) =>
      checkXwsSquad({ faction: 'rebel', pilots: [{ name: 'bluesquadronpilot', ship: 'bwing', upgrades }] }).problems;
    expect(problems({ ...crew, mod: ['bwinge2'] })).toEqual([]);
    expect(problems(crew).map((p) => p.message)).toEqual([
      'Nien Nunb: no crew slot free on Blue Squadron Pilot (upgrade bar)',
    ]);
  });
  it('Slave I: "… gains the [Torpedo] upgrade icon"; Sabine\'s Masterpiece: "… the [Crew] and [Illicit] upgrade icons"', () => {
    const slave = checkXwsSquad({
      faction: 'imperial',
      pilots: [
        { name: 'bountyhunter', ship: 'firespray31', upgrades: { title: ['slavei'], torpedo: ['protontorpedoes'] } },
      ],
    });
    expect(slave.problems).toEqual([]);
    const sabine = checkXwsSquad({
      faction: 'rebel',
      pilots: [
        {
          name: 'sabinewren',
          ship: 'tiefighter',
          upgrades: { title: ['sabinesmasterpiece'], crew: ['kylekatarn'], illicit: ['inertialdampeners'] },
        },
      ],
    });
    expect(sabine.problems).toEqual([]);
  });
});

describe('actions', () => {
  it('R7-T1: "Choose an enemy ship at Range 1-2. If you are inside that ship\'s firing arc, you may acquire a target lock on that ship. Then, you may perform a free boost action"', () => {
    // The TIE at range 2 faces the X-wing: the autopilot locks it; the passive policy declines the boost.
    const r = play([xwing('x', { upgrades: ['r7t1'] }), tie('t', 400)], { actions: { x: { action: 'r7t1' } } });
    expect(r.record.abilities).toEqual([
      { ship: 'x', card: 'R7-T1', use: true, target: 't' },
      { ship: 'x', card: 'R7-T1', use: false },
    ]);
    expect(after(r, 'x').lockOn).toBe('t');
    // Facing away (heading 90) the TIE's arc does not hold the X-wing: no lock is offered; the file's boost straight
    // is made although the X-wing's bar has no Boost icon (the straight 1 template, 40 mm, and the base, 40 mm: the
    // centre moves 80 mm).
    const away = play([xwing('x', { upgrades: ['r7t1'] }), tie('t', 400, { heading: 90 })], {
      actions: { x: { action: 'r7t1' } },
      abilities: [{ ship: 'x', card: 'R7-T1', use: true, action: { action: 'boost-straight' } }],
    });
    expect(after(away, 'x').lockOn).toBeNull();
    expect(after(away, 'x').pose.y).toBeCloseTo(280);
    expect(after(away, 'x').actionBar).not.toContain('boost');
    // A lock on a ship whose arc does not hold the X-wing is refused.
    expect(() =>
      play([xwing('x', { upgrades: ['r7t1'] }), tie('t', 400), tie('u', 400, { x: 420, heading: 90 })], {
        actions: { x: { action: 'r7t1' } },
        abilities: [{ ship: 'x', card: 'R7-T1', use: true, target: 'u' }],
      }),
    ).toThrow(/abilities\[0\]\.target: R7-T1: expected an enemy at Range 1-2 whose firing arc holds x \(t\), got "u"/);
  });
});

describe('upgrade bar restrictions (squad building)', () => {
  const messages = (faction: string, name: string, ship: string, upgrades: Record<string, string[]>) =>
    checkXwsSquad({ faction, pilots: [{ name, ship, upgrades }] }).problems.map((p) => `${p.path}: ${p.message}`);
  it('R2-D6: "Your upgrade bar gains the [Elite] upgrade icon. You cannot equip this upgrade if you already have a [Elite] upgrade icon or if your pilot skill value is "2" or lower"', () => {
    // Red Squadron Pilot (skill 4, no Elite icon): Push the Limit fits.
    expect(messages('rebel', 'redsquadronpilot', 'xwing', { amd: ['r2d6'], ept: ['pushthelimit'] })).toEqual([]);
    expect(messages('rebel', 'rookiepilot', 'xwing', { amd: ['r2d6'] })).toEqual([
      "pilots[0].upgrades.amd[0]: R2-D6: not for a pilot skill of 2 or lower, and Rookie Pilot's is 2 (pilot skill restriction)",
    ]);
    expect(messages('rebel', 'wedgeantilles', 'xwing', { amd: ['r2d6'] })).toEqual([
      "pilots[0].upgrades.amd[0]: R2-D6: not for a pilot whose upgrade bar already has the Elite icon, as Wedge Antilles's does (upgrade bar restriction)",
    ]);
  });
  it('A-wing Test Pilot: "Your upgrade bar gains 1 [Elite] upgrade icon. You cannot equip 2 of the same [Elite] Upgrade cards … "1" or lower"', () => {
    const ept = (cards: string[]) => ({ title: ['awingtestpilot'], ept: cards });
    expect(messages('rebel', 'tychocelchu', 'awing', ept(['pushthelimit', 'veteraninstincts']))).toEqual([]);
    expect(messages('rebel', 'tychocelchu', 'awing', ept(['pushthelimit', 'pushthelimit']))).toEqual([
      'pilots[0].upgrades.ept[1]: Push the Limit: A-wing Test Pilot allows no second copy of the same Elite upgrade (upgrade bar)',
    ]);
    expect(messages('rebel', 'prototypepilot', 'awing', { title: ['awingtestpilot'] })).toEqual([
      "pilots[0].upgrades.title[0]: A-wing Test Pilot: not for a pilot skill of 1 or lower, and Prototype Pilot's is 1 (pilot skill restriction)",
    ]);
  });
  it('Royal Guard TIE: "You may equip up to 2 different Modification upgrades (instead of 1) … "4" or lower"', () => {
    const mods = (cards: string[]) => ({ title: ['royalguardtie'], mod: cards });
    expect(messages('imperial', 'royalguardpilot', 'tieinterceptor', mods(['autothrusters', 'stealthdevice']))).toEqual(
      [],
    );
    expect(messages('imperial', 'royalguardpilot', 'tieinterceptor', mods(['hullupgrade', 'hullupgrade']))).toEqual([
      'pilots[0].upgrades.mod[1]: Hull Upgrade: Royal Guard TIE allows no second copy of the same Modification upgrade (upgrade bar)',
    ]);
    expect(messages('imperial', 'alphasquadronpilot', 'tieinterceptor', mods([]))).toEqual([
      "pilots[0].upgrades.title[0]: Royal Guard TIE: not for a pilot skill of 4 or lower, and Alpha Squadron Pilot's is 1 (pilot skill restriction)",
    ]);
  });
  it('Virago: "Your upgrade bar gains the [System] and [Illicit] upgrade icons … "3" or lower"', () => {
    const bar = { title: ['virago'], system: ['firecontrolsystem'], illicit: ['inertialdampeners'] };
    expect(messages('scum', 'guri', 'starviper', bar)).toEqual([]);
    expect(messages('scum', 'princexizor', 'starviper', { title: ['virago'] })).toEqual([]);
    expect(messages('scum', 'blacksunenforcer', 'starviper', { title: ['virago'] })).toEqual([
      "pilots[0].upgrades.title[0]: Virago: not for a pilot skill of 3 or lower, and Black Sun Enforcer's is 1 (pilot skill restriction)",
    ]);
  });
});

describe('target locks', () => {
  it('R5-K6: "After spending your target lock, roll 1 defense die. On a [Evade] result, immediately acquire a target lock on that same ship. You cannot spend this target lock during this attack."', () => {
    // The lock rerolls the blank; R5-K6 rolls an evade: the X-wing locks the TIE again (locks last until spent).
    const rerolled = (r5k6: string) =>
      play([xwing('x', { upgrades: ['r5k6'], tokens: { lockOn: 't' } }), tie('t', 400)], {
        attacks: { x: { target: 't' } },
        rolls: [
          { ship: 'x', purpose: 'attack', faces: ['blank', 'hit', 'hit'] },
          { ship: 'x', purpose: 'reroll', faces: ['hit'] },
          { ship: 'x', purpose: 'R5-K6', faces: [r5k6] },
          // 2 evades: the TIE survives 1 of the 3 hits (a destroyed ship's locks go with it).
          { ship: 't', purpose: 'defence', faces: ['evade', 'evade', 'blank'] },
        ],
      });
    expect(after(rerolled('evade'), 'x').lockOn).toBe('t');
    expect(after(rerolled('focus'), 'x').lockOn).toBeNull();
    // Proton Torpedoes spend the lock before the dice are rolled: the lock R5-K6 gives back may not reroll them.
    const torpedo = (rerolls?: number[]) =>
      play([xwing('x', { upgrades: ['r5k6', 'protontorpedoes'], tokens: { lockOn: 't' } }), tie('t', 400)], {
        attacks: { x: { target: 't', weapon: 'protontorpedoes', ...(rerolls ? { rerolls } : {}) } },
        rolls: [
          { ship: 'x', purpose: 'R5-K6', faces: ['evade'] },
          { ship: 'x', purpose: 'attack', faces: faces('blank', 4) },
          { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
        ],
      });
    const r = torpedo();
    expect(r.record.attacks!.x!.rerolls).toEqual([]);
    expect(after(r, 'x').lockOn).toBe('t');
    expect(() => torpedo([0])).toThrow(
      /attacks\.x\.rerolls: R5-K6: the target lock x acquired during this attack cannot be spent in it/,
    );
  });
});

describe('"Hobbie" Klivian', () => {
  it('"When you acquire or spend a target lock, you may remove 1 stress token from your ship"', () => {
    // Hobbie, with 2 stress tokens after his green maneuver, spends his lock on a reroll (−1), then Fire-Control
    // System locks the TIE again after the attack (−1). The TIE's 2 evades cancel both hits: it stays in play.
    const r = play(
      [
        xwing('h', { pilot: 'hobbieklivian', upgrades: ['firecontrolsystem'], tokens: { stress: 2, lockOn: 't' } }),
        tie('t', 400),
      ],
      {
        attacks: { h: { target: 't' } },
        rolls: [
          { ship: 'h', purpose: 'attack', faces: ['blank', 'hit', 'hit'] },
          { ship: 'h', purpose: 'reroll', faces: ['blank'] },
          { ship: 't', purpose: 'defence', faces: ['evade', 'evade', 'blank'] },
        ],
      },
    );
    expect(r.record.abilities).toEqual([
      { ship: 'h', card: '"Hobbie" Klivian', use: true },
      { ship: 'h', card: 'Fire-Control System', use: true },
      { ship: 'h', card: '"Hobbie" Klivian', use: true },
    ]);
    // His stress tokens: 3 − 1 for the green maneuver, then − 1 twice.
    expect(tokens(r, 'h', 'stress')).toEqual([2, 1, 0]);
    expect(after(r, 'h').lockOn).toBe('t');
  });
});

describe('attack dice', () => {
  it('Sensor Jammer: "change 1 of the attacker\'s [Hit] results into a [Focus] result. The attacker cannot reroll the die with the changed result"', () => {
    // Range 2: 3 attack dice; the TIE rolls its agility 3. The X-wing holds a lock on the TIE and no focus token.
    const ships = [xwing('x', { tokens: { lockOn: 't' } }), tie('t', 400, { upgrades: ['sensorjammer'] })];
    const r = play(ships, {
      attacks: { x: { target: 't' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
        // The lock rerolls the blank only: the focus result Sensor Jammer made may not be rerolled.
        { ship: 'x', purpose: 'reroll', faces: ['hit'] },
        { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 't', card: 'Sensor Jammer', use: true, dice: [0] }]);
    expect(r.record.attacks!.x!.rerolls).toEqual([2]);
    expect(diceOf(r, 'x', 'attack').modified).toEqual(['focus', 'hit', 'hit']);
    // 2 hits on a TIE without shields: 2 Damage cards.
    expect(after(r, 't').damage).toHaveLength(2);
    // A file that rerolls the changed die is refused.
    expect(() =>
      play(ships, {
        attacks: { x: { target: 't', rerolls: [0] } },
        rolls: [
          { ship: 'x', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
          { ship: 'x', purpose: 'reroll', faces: ['hit'] },
        ],
      }),
    ).toThrow(/attacks\.x\.rerolls: expected distinct die indices 0–2, none rerolled before/);
  });
  it('Accuracy Corrector: "you may cancel all of your dice results. Then, you may add 2 [Hit] results to your roll. Your dice cannot be modified again"', () => {
    // Range 2: 3 dice, no focus result the X-wing could spend: 0 results count, so the autopilot takes 2 hits; the
    // TIE's 3 blanks cancel nothing: 2 Damage cards.
    const ships = (focus: number) => [
      xwing('x', { upgrades: ['accuracycorrector'], tokens: { focus } }),
      tie('t', 400),
    ];
    const rolls = (attack: string[]) => [
      { ship: 'x', purpose: 'attack', faces: attack },
      { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
    ];
    const r = play(ships(0), { attacks: { x: { target: 't' } }, rolls: rolls(['blank', 'focus', 'blank']) });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Accuracy Corrector', use: true }]);
    expect(diceOf(r, 'x', 'attack').modified).toEqual(['hit', 'hit']);
    expect(after(r, 't').damage).toHaveLength(2);
    // With a focus token, two focus results already count 2: it is kept, and the focus token makes them hits.
    const kept = play(ships(1), { attacks: { x: { target: 't' } }, rolls: rolls(['focus', 'focus', 'blank']) });
    expect(kept.record.abilities).toEqual([{ ship: 'x', card: 'Accuracy Corrector', use: false }]);
    expect(diceOf(kept, 'x', 'attack').modified).toEqual(['hit', 'hit', 'blank']);
    // Used, the dice cannot be modified again: a recorded focus token is refused.
    expect(() =>
      play(ships(1), {
        attacks: { x: { target: 't', focus: true } },
        rolls: rolls(['focus', 'blank', 'blank']),
        abilities: [{ ship: 'x', card: 'Accuracy Corrector', use: true }],
      }),
    ).toThrow(/attacks\.x\.focus: Accuracy Corrector: "Your dice cannot be modified again during this attack"/);
  });
  it('Intimidation: "While you are touching an enemy ship, reduce that ship\'s agility value by 1"', () => {
    // The intimidating X-wing ends its straight 1 on the TIE (y 270 overlaps it) and backs off until touching; the
    // other X-wing attacks the TIE at range 1: 3 + 1 dice against agility 3 − 1 = 2.
    const ships = (upgrades: string[]) => [xwing('i', { y: 270, upgrades }), xwing('x', { x: 360 }), tie('t', 300)];
    const rolls = (defence: number) => [
      { ship: 'x', purpose: 'attack', faces: faces('blank', 4) },
      { ship: 't', purpose: 'defence', faces: faces('blank', defence) },
    ];
    const r = play(ships(['intimidation']), { attacks: { x: { target: 't' } }, rolls: rolls(2) });
    expect(after(r, 'i').touching).toEqual(['t']);
    expect(r.record.rolls!.map((x) => x.faces.length)).toEqual([4, 2]);
    // Without the card: 3 defence dice.
    const plain = play(ships([]), { attacks: { x: { target: 't' } }, rolls: rolls(3) });
    expect(plain.record.rolls!.map((x) => x.faces.length)).toEqual([4, 3]);
  });
  it('Zertik Strom: "Enemy ships at Range 1 cannot add their range combat bonus when attacking"', () => {
    // The X-wing attacks Zertik at range 1: 3 dice, not 3 + 1.
    const zertik = tie('z', 300, { ship: 'tieadvanced', pilot: 'zertikstrom' });
    const r = play([xwing(), zertik], {
      attacks: { x: { target: 'z' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: faces('blank', 3) },
        { ship: 'z', purpose: 'defence', faces: faces('blank', 3) },
      ],
    });
    expect(r.record.rolls!.map((x) => x.faces.length)).toEqual([3, 3]);
    // A TIE Advanced without his ability: 4 dice.
    const other = tie('z', 300, { ship: 'tieadvanced', pilot: 'tempestsquadronpilot' });
    const plain = play([xwing(), other], {
      attacks: { x: { target: 'z' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: faces('blank', 4) },
        { ship: 'z', purpose: 'defence', faces: faces('blank', 3) },
      ],
    });
    expect(plain.record.rolls!.map((x) => x.faces.length)).toEqual([4, 3]);
  });
  it('Zeta Leader: "if you are not stressed, you may receive 1 stress token to roll 1 additional attack die"', () => {
    // The X-wing holds a focus token (Opportunist would not apply); Zeta Leader rolls 2 + 1 at range 2.
    const r = play(
      [xwing('x', { tokens: { focus: 1 } }), tie('z', 400, { ship: 'tiefofighter', pilot: 'zetaleader' })],
      {
        attacks: { z: { target: 'x' } },
        rolls: [
          { ship: 'z', purpose: 'attack', faces: faces('blank', 3) },
          { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
        ],
      },
    );
    expect(r.record.abilities).toEqual([{ ship: 'z', card: '"Zeta Leader"', use: true }]);
    expect(after(r, 'z').stress).toBe(1);
  });
});

describe('targets, hits and after the attack', () => {
  const xAttacksT = (attack: string[], defence: string[]) => ({
    attacks: { x: { target: 't' } },
    rolls: [
      { ship: 'x', purpose: 'attack', faces: attack },
      { ship: 't', purpose: 'defence', faces: defence },
    ],
  });
  it('R3-A2: "if the defender is inside your firing arc, you may receive 1 stress token to cause the defender to receive 1 stress token"', () => {
    const r = play(
      [xwing('x', { upgrades: ['r3a2'] }), tie('t', 400)],
      xAttacksT(faces('blank', 3), faces('blank', 3)),
    );
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'R3-A2', use: true }]);
    expect([after(r, 'x').stress, after(r, 't').stress]).toEqual([1, 1]);
    // The autopilot keeps it while the defender is already stressed.
    const r2 = play(
      [xwing('x', { upgrades: ['r3a2'] }), tie('t', 400, { tokens: { stress: 1 } })],
      xAttacksT(faces('blank', 3), faces('blank', 3)),
    );
    expect(r2.record.abilities).toEqual([{ ship: 'x', card: 'R3-A2', use: false }]);
    expect(after(r2, 'x').stress).toBe(0);
  });
  it('Ruthlessness: "After you perform an attack that hits, you must choose 1 other ship at Range 1 of the defender (other than yourself)"', () => {
    // The TIE hits the X-wing (2 hits, no evades: 2 shields lost); the other X-wing 20 mm beside it loses 1 shield.
    const ships = [xwing('x'), xwing('y', { x: 360 }), tie('t', 400, { upgrades: ['ruthlessness'] })];
    const record = {
      attacks: { t: { target: 'x' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['hit', 'hit'] },
        { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
      ],
    };
    const r = play(ships, record);
    expect(r.record.abilities).toEqual([{ ship: 't', card: 'Ruthlessness', use: true, target: 'y' }]);
    expect([after(r, 'x').shields, after(r, 'y').shields]).toEqual([0, 1]);
    // Not optional, and never the attacker itself.
    expect(() => play(ships, { ...record, abilities: [{ ship: 't', card: 'Ruthlessness', use: false }] })).toThrow(
      /abilities\[0\]\.use: Ruthlessness: the card is not optional/,
    );
    expect(() =>
      play(ships, { ...record, abilities: [{ ship: 't', card: 'Ruthlessness', use: true, target: 't' }] }),
    ).toThrow(/abilities\[0\]\.target: Ruthlessness: expected another ship at Range 1 of x \(y\), got "t"/);
  });
  it('Darth Vader (crew): "After you perform an attack against an enemy ship, you may suffer 2 damage to cause that ship to suffer 1 critical damage"', () => {
    // The TIE Advanced (2 shields, 3 hull) misses, then takes 2 damage (its shields) for 1 critical damage to the
    // X-wing, which has no shields left: 1 faceup Damage card.
    const vader = tie('v', 400, { ship: 'tieadvanced', pilot: 'tempestsquadronpilot', upgrades: ['darthvader'] });
    const r = play([xwing('x', { tokens: { shields: 0 } }), vader], {
      attacks: { v: { target: 'x' } },
      rolls: [
        { ship: 'v', purpose: 'attack', faces: faces('blank', 2) },
        { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'v', card: 'Darth Vader', use: true }]);
    expect(after(r, 'v').shields).toBe(0);
    expect(after(r, 'x').damage).toHaveLength(1);
    // With 2 shields and hull left or less the autopilot keeps its ship: an Academy TIE (3 hull) with 1 damage.
    const r2 = play([xwing(), tie('t', 400, { upgrades: ['darthvader'], damage: 1 })], {
      attacks: { t: { target: 'x' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: faces('blank', 2) },
        { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
      ],
    });
    expect(r2.record.abilities).toEqual([{ ship: 't', card: 'Darth Vader', use: false }]);
  });
  it('Draw Their Fire: "When a friendly ship at Range 1 is hit by an attack, you may suffer 1 of the uncanceled [Critical Hit] results instead"', () => {
    // The TIE rolls a crit and a hit on the X-wing without shields; its friend (2 shields, 3 hull: more left) takes
    // the crit on a shield; the X-wing suffers the hit: 1 facedown card.
    const r = play(
      [xwing('x', { tokens: { shields: 0 } }), xwing('y', { x: 360, upgrades: ['drawtheirfire'] }), tie('t', 400)],
      {
        attacks: { t: { target: 'x' } },
        rolls: [
          { ship: 't', purpose: 'attack', faces: ['crit', 'hit'] },
          { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
        ],
      },
    );
    expect(r.record.abilities).toEqual([{ ship: 'y', card: 'Draw Their Fire', use: true }]);
    expect(after(r, 'y').shields).toBe(1);
    expect(after(r, 'x').damage.map((c) => c.faceUp)).toEqual([false]);
  });
  it('Mara Jade (crew): "At the end of the Combat phase, each enemy ship at Range 1 that does not have a stress token receives 1 stress token"', () => {
    // x (60 mm) and y (63 mm) are at range 1 of the TIE, z (160 mm) at range 2; y already has a stress token.
    const r = play(
      [
        xwing('x'),
        xwing('y', { x: 360, tokens: { stress: 1 } }),
        xwing('z', { y: 100 }),
        tie('t', 300, { upgrades: ['marajade'] }),
      ],
      {},
    );
    expect([after(r, 'x').stress, after(r, 'y').stress, after(r, 'z').stress]).toEqual([1, 1, 0]);
  });
});

describe('focus tokens and pilot skill', () => {
  it('Chaser: "When another friendly ship at Range 1 spends a focus token, assign a focus token to your ship"', () => {
    // The Academy Pilot spends its focus token on its attack; Chaser 20 mm beside it is assigned one.
    const r = play([xwing(), tie('t', 400, { tokens: { focus: 1 } }), tie('c', 400, { x: 360, pilot: 'chaser' })], {
      attacks: { t: { target: 'x' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['focus', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
      ],
    });
    expect(tokens(r, 'c', 'focus')).toEqual([1, 0]);
  });
  it('Decoy: "choose 1 friendly ship at Range 1-2. Exchange your pilot skill with that ship\'s pilot skill until the end of the phase"', () => {
    // Tycho Celchu (8, primary weapon 2) exchanges with the Rookie Pilot beside him (2, primary weapon 3): the rookie
    // attacks first at 8, Tycho after him at 2. Both attack the TIE at range 2 (3 and 2 dice against 3).
    const ships = (upgrades: string[]) => [
      xwing('a', { ship: 'awing', pilot: 'tychocelchu', upgrades }),
      xwing('r', { x: 360 }),
      tie('t', 400),
    ];
    const attacks = { a: { target: 't' }, r: { target: 't' } };
    const rolls = (first: 'a' | 'r') =>
      (first === 'r' ? ['r', 'a'] : ['a', 'r']).flatMap((id) => [
        { ship: id, purpose: 'attack', faces: faces('blank', id === 'r' ? 3 : 2) },
        { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
      ]);
    const r = play(ships(['decoy']), { attacks, rolls: rolls('r') });
    expect(r.record.abilities).toEqual([{ ship: 'a', card: 'Decoy', use: true, target: 'r' }]);
    expect(attackers(r)).toEqual(['r', 'a']);
    expect(attackers(play(ships([]), { attacks, rolls: rolls('a') }))).toEqual(['a', 'r']);
  });
  it('Epsilon Ace: "While you do not have any Damage cards, treat your pilot skill value as "12""', () => {
    // Luke (8) and Epsilon Ace (4) attack each other: undamaged, Epsilon Ace attacks first; with a Damage card, Luke.
    const ships = (damage: number) => [
      xwing('l', { pilot: 'lukeskywalker' }),
      tie('e', 400, { ship: 'tiefofighter', pilot: 'epsilonace', damage }),
    ];
    const attacks = { l: { target: 'e' }, e: { target: 'l' } };
    expect(attackers(play(ships(0), { attacks }))).toEqual(['e', 'l']);
    expect(attackers(play(ships(1), { attacks }))).toEqual(['l', 'e']);
  });
});

describe('crew and pilots of waves 1–4, second part', () => {
  const rolls = (attacker: string, attack: string[], defender: string, defence: number) => [
    { ship: attacker, purpose: 'attack', faces: attack },
    { ship: defender, purpose: 'defence', faces: faces('blank', defence) },
  ];
  it('Rebel Captive: "Once per round, the first ship that declares you as the target of an attack immediately receives 1 stress token"', () => {
    // Both X-wings (pilot skill 2) attack the TIE at range 2: x declares first (same skill, ids in order).
    const r = play([xwing('x'), xwing('y', { x: 360 }), tie('t', 400, { upgrades: ['rebelcaptive'] })], {
      attacks: { x: { target: 't' }, y: { target: 't' } },
      rolls: [...rolls('x', faces('blank', 3), 't', 3), ...rolls('y', faces('blank', 3), 't', 3)],
    });
    expect([after(r, 'x').stress, after(r, 'y').stress]).toEqual([1, 0]);
  });
  it('Ysanne Isard (crew): "if you have no shields and at least 1 Damage card assigned to your ship, you may perform a free evade action"', () => {
    // A Lambda shuttle (no Evade icon) without shields and with 1 Damage card: the file takes the evade.
    const lambda = (damage: number) =>
      tie('l', 600, {
        ship: 'lambdaclassshuttle',
        pilot: 'omicrongrouppilot',
        upgrades: ['ysanneisard'],
        tokens: { shields: 0 },
        damage,
      });
    const r = play([xwing(), lambda(1)], {
      abilities: [{ ship: 'l', card: 'Ysanne Isard', use: true, action: { action: 'evade' } }],
    });
    expect(tokens(r, 'l', 'evade')).toEqual([1, 0]);
    expect(after(r, 'l').actionBar).not.toContain('evade');
    // Undamaged: nothing is offered.
    expect(play([xwing(), lambda(0)], {}).record.abilities).toBeUndefined();
  });
  it('Dash Rendar (crew): "You may perform attacks while overlapping an obstacle. Your attacks cannot be obstructed."', () => {
    // Luke's straight 1 ends at y 180 (front 200), the TIE's straight 2 at 380 (back 360): range 2. Asteroid 5 at
    // y 280 lies across every range line: obstructed, 3 + 1 defence dice; with Dash, 3.
    const lukeAt = (upgrades: string[]): TestShip => ({
      id: 'luke',
      player: 0,
      ship: 'xwing',
      pilot: 'lukeskywalker',
      x: 300,
      y: 100,
      heading: 90,
      upgrades,
    });
    const academy = (y: number): TestShip => ({
      id: 't',
      player: 1,
      ship: 'tiefighter',
      pilot: 'academypilot',
      x: 300,
      y,
      heading: 270,
    });
    const fight = (
      upgrades: string[],
      rock: number,
      tieY: number,
      extra: { ship: string; purpose: string; faces: string[] }[],
      defence: number,
    ) =>
      round(
        stateWith([lukeAt(upgrades), academy(tieY)], [{ id: 'rock', shape: 'asteroid-5', x: 300, y: rock }]),
        {
          dials: { luke: 'straight-1', t: 'straight-2' },
          attacks: { luke: { target: 't' }, t: { target: null } },
          rolls: [...extra, ...rolls('luke', faces('blank', 3), 't', defence)],
        },
        passive,
      );
    const dash = fight(['dashrendar'], 280, 500, [], 3);
    expect(dash.events.find((e) => e.kind === 'attack')).toMatchObject({ range: 2, obstructed: false });
    expect(fight([], 280, 500, [], 4).events.find((e) => e.kind === 'attack')).toMatchObject({ obstructed: true });
    // On the asteroid (y 190, under his base after the straight 1), Luke still attacks the TIE at 360 (front 200,
    // TIE back 340: range 2).
    const onRock = fight(['dashrendar'], 190, 480, [{ ship: 'luke', purpose: 'asteroid rock', faces: ['blank'] }], 3);
    expect(onRock.state.ships[0]!.onAsteroid).toBe(true);
    expect(onRock.record.attacks!.luke!.target).toBe('t');
  });
  it('Leia Organa (crew): "discard this card to allow all friendly ships that reveal a red maneuver to treat that maneuver as a white maneuver"', () => {
    const ships: TestShip[] = [
      {
        id: 'x',
        player: 0,
        ship: 'xwing',
        pilot: 'rookiepilot',
        x: 300,
        y: 100,
        heading: 90,
        upgrades: ['leiaorgana'],
      },
      { id: 'y', player: 0, ship: 'xwing', pilot: 'rookiepilot', x: 360, y: 100, heading: 90 },
      { id: 't', player: 1, ship: 'tiefighter', pilot: 'academypilot', x: 300, y: 850, heading: 270 },
    ];
    const dials = { x: 'koiogran-4', y: 'koiogran-4', t: 'straight-2' };
    const r = round(stateWith(ships), { dials }, passive);
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Leia Organa', use: true }]);
    expect(r.state.ships.slice(0, 2).map((s) => s.stress)).toEqual([0, 0]);
    expect(r.state.ships[0]!.upgrades[0]!.faceUp).toBe(false);
    // Kept: both Koiogran turns are red.
    const kept = round(
      stateWith(ships),
      { dials, abilities: [{ ship: 'x', card: 'Leia Organa', use: false }] },
      passive,
    );
    expect(kept.state.ships.slice(0, 2).map((s) => s.stress)).toEqual([1, 1]);
  });
  it('Lando Calrissian (crew): "Action: Roll 2 defense dice. For each [Focus] result, assign 1 focus token … [Evade] result, 1 evade token"', () => {
    const r = play([xwing('x', { upgrades: ['landocalrissian'] }), tie('t', 600)], {
      actions: { x: { action: 'landocalrissian' } },
      rolls: [{ ship: 'x', purpose: 'Lando Calrissian', faces: ['focus', 'evade'] }],
    });
    expect([tokens(r, 'x', 'focus'), tokens(r, 'x', 'evade')]).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });
  it('Fleet Officer: "Action: Choose up to 2 friendly ships within Range 1-2 and assign 1 focus token to each of those ships. Then receive 1 stress token."', () => {
    // a (20 mm) and b (80 mm) are at range 1 of the officer's TIE, c (260 mm) at range 3.
    const ships = [
      xwing('x', { y: 100 }),
      tie('f', 400, { upgrades: ['fleetofficer'] }),
      tie('a', 400, { x: 360 }),
      tie('b', 400, { x: 420 }),
      tie('c', 400, { x: 600 }),
    ];
    const r = play(ships, { actions: { f: { action: 'fleetofficer' } } });
    expect(r.record.abilities).toEqual([
      { ship: 'f', card: 'Fleet Officer', use: true, target: 'a' },
      { ship: 'f', card: 'Fleet Officer', use: true, target: 'b' },
    ]);
    expect([tokens(r, 'a', 'focus'), tokens(r, 'b', 'focus'), tokens(r, 'c', 'focus')]).toEqual([[1, 0], [1, 0], []]);
    expect(after(r, 'f').stress).toBe(1);
    expect(() =>
      play(ships, {
        actions: { f: { action: 'fleetofficer' } },
        abilities: [{ ship: 'f', card: 'Fleet Officer', use: true, target: 'c' }],
      }),
    ).toThrow(
      /abilities\[0\]\.target: Fleet Officer: expected another friendly ship at Range 1-2 not chosen yet \(a, b\), got "c"/,
    );
  });
  it('Leebo (crew): "Action: Perform a free boost action. Then receive 1 ion token."', () => {
    const r = play([xwing('x', { upgrades: ['leebo'] }), tie('t', 700)], {
      actions: { x: { action: 'leebo' } },
      abilities: [{ ship: 'x', card: 'Leebo', use: true, action: { action: 'boost-straight' } }],
    });
    // The straight 1 template and the base: 80 mm forward.
    expect([after(r, 'x').pose.y, after(r, 'x').ion]).toEqual([280, 1]);
  });
  it('Colonel Vessery: "immediately after you roll attack dice, you may acquire a target lock on the defender if it already has a red target lock token"', () => {
    // The TIE beside him holds a lock on the X-wing: Vessery locks it too and rerolls his blank with the lock.
    const ships = (lockOn?: string) => [
      xwing(),
      tie('v', 400, { ship: 'tiedefender', pilot: 'colonelvessery' }),
      tie('a', 400, { x: 360, ...(lockOn ? { tokens: { lockOn } } : {}) }),
    ];
    const r = play(ships('x'), {
      attacks: { v: { target: 'x' } },
      rolls: [
        { ship: 'v', purpose: 'attack', faces: ['blank', 'hit', 'hit'] },
        { ship: 'v', purpose: 'reroll', faces: ['hit'] },
        { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'v', card: 'Colonel Vessery', use: true }]);
    expect(r.record.attacks!.v!.rerolls).toEqual([0]);
    expect(diceOf(r, 'v', 'attack').modified).toEqual(['hit', 'hit', 'hit']);
    // No red lock on the X-wing: nothing offered.
    const plain = play(ships(), { attacks: { v: { target: 'x' } }, rolls: rolls('v', faces('blank', 3), 'x', 2) });
    expect(plain.record.abilities).toBeUndefined();
  });
  it('Kir Kanos: "When attacking at Range 2-3, you may spend 1 evade token to add 1 [Hit] result to your roll"', () => {
    const kir = (y: number) => tie('k', y, { ship: 'tieinterceptor', pilot: 'kirkanos', tokens: { evade: 1 } });
    const r = play([xwing(), kir(400)], {
      attacks: { k: { target: 'x' } },
      rolls: rolls('k', faces('blank', 3), 'x', 2),
    });
    expect(diceOf(r, 'k', 'attack').modified).toEqual(['blank', 'blank', 'blank', 'hit']);
    expect(tokens(r, 'k', 'evade')[0]).toBe(0);
    expect(after(r, 'x').shields).toBe(1);
    // At range 1 it is not offered: 3 + 1 dice, no hit added.
    const near = play([xwing(), kir(300)], {
      attacks: { k: { target: 'x' } },
      rolls: rolls('k', faces('blank', 4), 'x', 2),
    });
    expect(near.record.abilities).toBeUndefined();
  });
});

describe('rotating the dial', () => {
  const hwk = { ship: 'hwk290', pilot: 'rebeloperative' };
  it('Navigator (crew): "rotate your dial to another maneuver with the same bearing. You cannot rotate to a red maneuver if you have any stress tokens"', () => {
    // A stressed HWK reveals its red bank left 3: the autopilot rotates to the white bank left 2 (nearest speed),
    // which it flies; the stress token stays (white), and no red maneuver needs replacing.
    const r = flies(['navigator'], 'bank-left-3', 1, undefined, hwk);
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Navigator', use: true, maneuver: 'bank-left-2' }]);
    expect(reveal(r)).toMatchObject({ maneuver: 'bank-left-2', difficulty: 'white' });
    expect(r.record.redSubstitutes).toBeUndefined();
    expect(r.state.ships[0]!.stress).toBe(1);
    // Unstressed, the file may rotate to any speed of the bearing; stressed, never to the red one.
    const far = flies(['navigator'], 'straight-1', 0, [
      { ship: 'x', card: 'Navigator', use: true, maneuver: 'straight-4' },
    ]);
    expect(reveal(far)).toMatchObject({ maneuver: 'straight-4' });
    expect(() =>
      flies(
        ['navigator'],
        'bank-left-1',
        1,
        [{ ship: 'x', card: 'Navigator', use: true, maneuver: 'bank-left-3' }],
        hwk,
      ),
    ).toThrow(
      /abilities\[0\]\.maneuver: Navigator: expected a maneuver of x's dial the card allows from bank-left-1 \(bank-left-2\), got "bank-left-3"/,
    );
  });
  it('Stay on Target: "rotate your dial to another maneuver with the same speed. Treat that maneuver as a red maneuver"', () => {
    // Straight 2 (green) rotated to turn left 2 (white), flown as red: 1 stress token.
    const r = flies(['stayontarget'], 'straight-2', 0, [
      { ship: 'x', card: 'Stay on Target', use: true, maneuver: 'turn-left-2' },
    ]);
    expect(reveal(r)).toMatchObject({ maneuver: 'turn-left-2', difficulty: 'red' });
    expect(r.state.ships[0]!.stress).toBe(1);
    // The autopilot keeps its dial; a stressed ship is not offered the card.
    expect(flies(['stayontarget'], 'straight-2').record.abilities).toEqual([
      { ship: 'x', card: 'Stay on Target', use: false },
    ]);
    expect(flies(['stayontarget'], 'straight-2', 1).record.abilities).toBeUndefined();
  });
  it('Boba Fett (Imperial): "When you reveal a bank maneuver …, you may rotate your dial to the other bank maneuver of the same speed"', () => {
    const boba = { ship: 'firespray31', pilot: 'bobafett', imperial: true as const };
    const r = flies(
      [],
      'bank-left-2',
      0,
      [{ ship: 'x', card: 'Boba Fett', use: true, maneuver: 'bank-right-2' }],
      boba,
    );
    expect(reveal(r)).toMatchObject({ maneuver: 'bank-right-2', difficulty: 'white' });
    // Facing north (90°), a bank right ends facing 45°.
    expect(r.state.ships[0]!.pose.headingDeg).toBeCloseTo(45);
    // A straight is no bank: nothing offered.
    expect(flies([], 'straight-2', 0, undefined, boba).record.abilities).toBeUndefined();
  });
  it('Juno Eclipse: "When you reveal your maneuver, you may increase or decrease its speed by 1 (to a minimum of 1)"', () => {
    const juno = { ship: 'tieadvanced', pilot: 'junoeclipse', imperial: true as const };
    const r = flies(
      [],
      'straight-3',
      0,
      [{ ship: 'x', card: 'Juno Eclipse', use: true, maneuver: 'straight-4' }],
      juno,
    );
    expect(reveal(r)).toMatchObject({ maneuver: 'straight-4', difficulty: 'white' });
    expect(() =>
      flies([], 'straight-3', 0, [{ ship: 'x', card: 'Juno Eclipse', use: true, maneuver: 'straight-5' }], juno),
    ).toThrow(
      /Juno Eclipse: expected a maneuver of x's dial the card allows from straight-3 \(straight-2, straight-4\), got "straight-5"/,
    );
  });
});

describe('Carnor Jax', () => {
  const carnor = (y = 300) => tie('c', y, { ship: 'tieinterceptor', pilot: 'carnorjax' });
  it('"Enemy ships at Range 1 cannot perform focus or evade actions …"', () => {
    // Wedge (pilot skill 9) acts after Carnor (8) has moved: his front at 220 and Carnor's back at 280 are 60 mm
    // apart, range 1.
    const wedge = xwing('x', { pilot: 'wedgeantilles' });
    expect(() => play([wedge, carnor()], { actions: { x: { action: 'focus' } } })).toThrow(
      /actions\.x: action "focus" is not possible now \(legal: .*\); Carnor Jax at Range 1 forbids focus and evade actions/,
    );
    // At range 2 (y 400) the focus action is made.
    expect(tokens(play([wedge, carnor(400)], { actions: { x: { action: 'focus' } } }), 'x', 'focus')).toEqual([1, 0]);
  });
  it('"… and cannot spend focus or evade tokens"', () => {
    // The X-wing attacks Carnor at range 1 with a focus token it may not spend: its focus results stay.
    const attack = (extra: object = {}) =>
      play([xwing('x', { tokens: { focus: 1, evade: 1 } }), carnor()], {
        attacks: { x: { target: 'c', ...extra } },
        rolls: [
          { ship: 'x', purpose: 'attack', faces: ['focus', 'focus', 'blank', 'blank'] },
          { ship: 'c', purpose: 'defence', faces: faces('blank', 3) },
        ],
      });
    const r = attack();
    expect(r.record.attacks!.x!.focus).toBe(false);
    expect(diceOf(r, 'x', 'attack').modified).toEqual(['focus', 'focus', 'blank', 'blank']);
    expect(() => attack({ focus: true })).toThrow(
      /attacks\.x\.focus: Carnor Jax at Range 1 forbids x to spend focus tokens/,
    );
    // Defending against Carnor at range 1, the X-wing keeps its evade token: 1 hit takes a shield.
    const defend = (extra: object = {}) =>
      play([xwing('x', { tokens: { evade: 1 } }), carnor()], {
        attacks: { c: { target: 'x', ...extra } },
        rolls: [
          { ship: 'c', purpose: 'attack', faces: ['hit', 'blank', 'blank', 'blank'] },
          { ship: 'x', purpose: 'defence', faces: faces('blank', 2) },
        ],
      });
    expect(after(defend(), 'x').shields).toBe(1);
    expect(() => defend({ defenderEvade: true })).toThrow(
      /attacks\.c\.defenderEvade: Carnor Jax at Range 1 forbids x to spend focus or evade tokens/,
    );
  });
});

describe('titles and modifications of waves 1–4', () => {
  it('ST-321: "When acquiring a target lock, you may lock onto any enemy ship in the play area"', () => {
    // The shuttle (centre y 800, front edge 760) is 540 mm from the X-wing: beyond range 3.
    const lambda = (upgrades: string[]) =>
      tie('l', 800, { ship: 'lambdaclassshuttle', pilot: 'omicrongrouppilot', upgrades });
    const lock = { actions: { l: { action: 'target-lock', target: 'x' } } };
    expect(after(play([xwing(), lambda(['st321'])], lock), 'l').lockOn).toBe('x');
    expect(() => play([xwing(), lambda([])], lock)).toThrow(
      /actions\.l: action "target-lock" on x is not possible now/,
    );
  });
  it('Outrider: "you cannot perform primary weapon attacks and you may perform [Cannon] secondary weapon attacks against ships outside your firing arc"', () => {
    // The YT-2400 faces north; the TIE 200 mm to its right (bases 140 mm apart: range 2) is outside its front arc.
    const yt = (upgrades: string[]) => xwing('y', { ship: 'yt2400', pilot: 'wildspacefringer', upgrades });
    const side = tie('t', 200, { x: 500 });
    const front = tie('f', 400);
    const cannon = (upgrades: string[]) =>
      play([yt(upgrades), side, front], {
        attacks: { y: { target: 't', weapon: 'heavylasercannon' } },
        rolls: [
          { ship: 'y', purpose: 'attack', faces: faces('blank', 4) },
          { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
        ],
      });
    expect(cannon(['outrider', 'heavylasercannon']).events.find((e) => e.kind === 'attack')).toMatchObject({
      attacker: 'y',
      defender: 't',
      weapon: 'Heavy Laser Cannon',
    });
    expect(() => cannon(['heavylasercannon'])).toThrow(/attacks\.y\.target: y cannot attack "t" now/);
    // No primary weapon attack, even at the TIE in front.
    expect(() =>
      play([yt(['outrider', 'heavylasercannon']), side, front], { attacks: { y: { target: 'f' } } }),
    ).toThrow(/attacks\.y\.target: y cannot attack "f" now/);
  });
  it('Dauntless: "After you execute a maneuver that causes you to overlap another ship, you may perform 1 free action. Then receive 1 stress token."', () => {
    // The Decimator (pilot skill 3) moves after the X-wing (2) and ends on it (its rear edge at 210 < 220): it backs
    // off until touching, and takes the file's free focus action, then a stress token.
    const vt = tie('v', 250, { ship: 'vt49decimator', pilot: 'patrolleader', upgrades: ['dauntless'] });
    const r = play([xwing(), vt], {
      abilities: [{ ship: 'v', card: 'Dauntless', use: true, action: { action: 'focus' } }],
    });
    expect(after(r, 'v').touching).toEqual(['x']);
    expect(tokens(r, 'v', 'focus')).toEqual([1, 0]);
    expect(after(r, 'v').stress).toBe(1);
  });
  it('Anti-Pursuit Lasers: "After an enemy ship executes a maneuver that causes it to overlap your ship, roll 1 attack die. On a [Hit] or [Critical Hit] result, the enemy ship suffers 1 damage."', () => {
    // Wedge (9) moves last and ends on the shuttle (its front edge at 260): 1 die for the shuttle, a hit costs Wedge a
    // shield.
    const lasers = (face: string) =>
      play(
        [
          xwing('x', { pilot: 'wedgeantilles', y: 250 }),
          tie('l', 300, { ship: 'lambdaclassshuttle', pilot: 'omicrongrouppilot', upgrades: ['antipursuitlasers'] }),
        ],
        { rolls: [{ ship: 'l', purpose: 'Anti-Pursuit Lasers', faces: [face] }] },
      );
    expect(after(lasers('hit'), 'x').shields).toBe(1);
    expect(after(lasers('blank'), 'x').shields).toBe(2);
  });
});

describe('more modifications', () => {
  it('Vectored Thrusters: "Your action bar gains the [Barrel Roll] action icon"', () => {
    // A barrel roll left moves the X-wing's centre the template's 40 mm and its base's 40 mm: x 300 → 220.
    const roll = { actions: { x: { action: 'barrel-roll-left' } } };
    expect(after(play([xwing('x', { upgrades: ['vectoredthrusters'] }), tie('t', 700)], roll), 'x').pose.x).toBeCloseTo(
      220,
    );
    expect(() => play([xwing(), tie('t', 700)], roll)).toThrow(
      /actions\.x: action "barrel-roll-left" is not possible now/,
    );
  });
  it('Guidance Chips: "Once per round, when attacking with a [Torpedo] or [Missile] secondary weapon, you may change 1 die result to a [Hit] result (or a [Critical Hit] result if your primary weapon value is "3" or higher)"', () => {
    // Proton Torpedoes at range 2 (4 dice, their own focus-to-crit change after the chips'): the X-wing (primary 3)
    // changes its first blank to a crit, the Gold Squadron Y-wing (primary 2) to a hit.
    const torpedo = (ship: Partial<Parameters<typeof xwing>[1]>, attack: string[]) =>
      play(
        [
          xwing('x', { ...ship, upgrades: ['guidancechips', 'protontorpedoes'], tokens: { lockOn: 't' } }),
          tie('t', 400),
        ],
        {
          attacks: { x: { target: 't', weapon: 'protontorpedoes' } },
          rolls: [
            { ship: 'x', purpose: 'attack', faces: attack },
            { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
          ],
        },
      );
    const xw = torpedo({}, ['hit', 'blank', 'focus', 'blank']);
    expect(diceOf(xw, 'x', 'attack').modified).toEqual(['hit', 'crit', 'crit', 'blank']);
    const y = torpedo({ ship: 'ywing', pilot: 'goldsquadronpilot' }, ['focus', 'blank', 'blank', 'blank']);
    expect(diceOf(y, 'x', 'attack').modified).toEqual(['crit', 'hit', 'blank', 'blank']);
    // A primary weapon attack is not offered the change.
    const primary = play([xwing('x', { upgrades: ['guidancechips'] }), tie('t', 400)], {
      attacks: { x: { target: 't' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: faces('blank', 3) },
        { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
      ],
    });
    expect(primary.record.abilities).toBeUndefined();
  });
  it('Ion Projector: "After an enemy ship executes a maneuver that causes it to overlap your ship, roll 1 attack die. On a [Hit] or [Critical Hit] result, the enemy ship receives 1 ion token."', () => {
    // As for Anti-Pursuit Lasers: Wedge (9) moves last and ends on the shuttle.
    const r = play(
      [
        xwing('x', { pilot: 'wedgeantilles', y: 250 }),
        tie('l', 300, { ship: 'lambdaclassshuttle', pilot: 'omicrongrouppilot', upgrades: ['ionprojector'] }),
      ],
      { rolls: [{ ship: 'l', purpose: 'Ion Projector', faces: ['crit'] }] },
    );
    expect([after(r, 'x').ion, after(r, 'x').shields]).toEqual([1, 2]);
  });
  it('Maneuvering Fins: "When you reveal a turn maneuver …, you may rotate your dial to the corresponding bank maneuver … of the same speed"', () => {
    const yv = tie('y', 500, { ship: 'yv666', pilot: 'trandoshanslaver', upgrades: ['maneuveringfins'], scum: true });
    const r = play([xwing(), yv], {
      dials: { y: 'turn-left-3' },
      abilities: [{ ship: 'y', card: 'Maneuvering Fins', use: true, maneuver: 'bank-left-3' }],
    });
    expect(r.events.find((e) => e.kind === 'reveal' && e.unit === 'y')).toMatchObject({ maneuver: 'bank-left-3' });
    // The autopilot keeps the turn; a straight is offered nothing.
    expect(play([xwing(), yv], { dials: { y: 'turn-left-3' } }).record.abilities).toEqual([
      { ship: 'y', card: 'Maneuvering Fins', use: false },
    ]);
    expect(play([xwing(), yv], {}).record.abilities).toBeUndefined();
  });
});

describe('missiles and torpedoes', () => {
  it('Proton Rockets: "Attack (focus): Discard this card to perform this attack. You may roll additional attack dice equal to your agility value, to a maximum of 3 additional dice."', () => {
    // The X-wing (agility 2) holds a focus token: 2 + 2 dice at range 1; the TIE rolls its 3 (no range bonus for a
    // secondary weapon). The focus token is needed, not spent; the card is discarded.
    const rockets = (focus: number) =>
      play([xwing('x', { upgrades: ['protonrockets'], tokens: { focus } }), tie('t', 300)], {
        attacks: { x: { target: 't', weapon: 'protonrockets' } },
        rolls: [
          { ship: 'x', purpose: 'attack', faces: faces('blank', 4) },
          { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
        ],
      });
    const r = rockets(1);
    expect(r.record.rolls!.map((x) => x.faces.length)).toEqual([4, 3]);
    expect(after(r, 'x').upgrades[0]!.faceUp).toBe(false);
    expect(() => rockets(0)).toThrow(/attacks\.x\.target: x cannot attack "t" now/);
  });
  it('Munitions Failsafe: "When attacking with a secondary weapon that instructs you to discard it to perform the attack, do not discard it unless the attack hits."', () => {
    // Proton Torpedoes at range 2 (4 dice) against the TIE's 3 blanks: a miss keeps the card, a hit discards it.
    const torpedo = (attack: string[]) =>
      play(
        [xwing('x', { upgrades: ['protontorpedoes', 'munitionsfailsafe'], tokens: { lockOn: 't' } }), tie('t', 400)],
        {
          attacks: { x: { target: 't', weapon: 'protontorpedoes' } },
          rolls: [
            { ship: 'x', purpose: 'attack', faces: attack },
            { ship: 't', purpose: 'defence', faces: faces('blank', 3) },
          ],
        },
      );
    const missed = torpedo(faces('blank', 4));
    expect([after(missed, 'x').upgrades[0]!.faceUp, after(missed, 'x').lockOn]).toEqual([true, null]);
    expect(after(torpedo(['hit', 'blank', 'blank', 'blank']), 'x').upgrades[0]!.faceUp).toBe(false);
  });
  it('Chardaan Refit: "This card has a negative squad point cost."', () => {
    // A Prototype Pilot (17) with the refit in its missile slot costs 15.
    const squad = checkXwsSquad({
      faction: 'rebel',
      pilots: [{ name: 'prototypepilot', ship: 'awing', upgrades: { missile: ['chardaanrefit'] } }],
    }).squad!;
    expect(squad.pilots[0]!.points).toBe(15);
  });
});

describe('Advanced Sensors', () => {
  it('"Immediately before you reveal your maneuver, you may perform 1 free action. If you use this ability, you must skip your "Perform Action" step"', () => {
    const sensors = (extra: object) => play([xwing('x', { upgrades: ['advancedsensors'] }), tie('t', 700)], extra);
    const r = sensors({ abilities: [{ ship: 'x', card: 'Advanced Sensors', use: true, action: { action: 'focus' } }] });
    // The focus token comes before the X-wing's dial is revealed.
    const at = (pred: (e: { kind: string; unit?: string; token?: string }) => boolean) => r.events.findIndex(pred);
    expect(at((e) => e.kind === 'token' && e.unit === 'x' && e.token === 'focus')).toBeLessThan(
      at((e) => e.kind === 'reveal' && e.unit === 'x'),
    );
    expect(() =>
      sensors({
        abilities: [{ ship: 'x', card: 'Advanced Sensors', use: true, action: { action: 'focus' } }],
        actions: { x: { action: 'target-lock', target: 't' } },
      }),
    ).toThrow(/actions\.x: x must skip its Perform Action step this round \(it used Advanced Sensors\)/);
    // The autopilot declines it, and keeps its Perform Action step.
    expect(sensors({}).record.abilities).toEqual([{ ship: 'x', card: 'Advanced Sensors', use: false }]);
  });
});
