/**
 * Pilot abilities of issue 18 that change dice counts or modify dice, one scenario per card. Positions are
 * where ships stand after moving (pilotHarness.ts): a rebel small base at (300, 200) facing north has its front
 * edge at y = 220; an enemy small base facing south at y = 300 / 400 / 500 has its front edge 60 / 160 / 260 mm
 * away: range 1 / 2 / 3 (rules: RANGE, 100 mm bands). Every die is recorded; expected results are worked out
 * from the card text (quoted) and the Rules Reference.
 */
import { describe, expect, it } from 'vitest';
import { after, play, type Placed, tie, xwing } from './pilotHarness.ts';

type R = ReturnType<typeof play>;
const diceOf = (r: R, role: string) =>
  r.events.filter((e) => e.kind === 'dice' && e.role === role) as unknown as { rolled: string[]; modified: string[] }[];
const result = (r: R) => r.events.find((e) => e.kind === 'result') as unknown as { hits: number; crits: number };
const counts = (r: R) => r.record.rolls!.map((x) => `${x.ship} ${x.purpose} ${x.faces.length}`);

describe('Krassis Trelix', () => {
  it('"When attacking with a secondary weapon, you may reroll 1 attack die": the blank becomes a hit', () => {
    // Large base at y = 420 facing south: front edge 380, 160 mm from the X-wing: range 2 (Heavy Laser Cannon 2–3).
    const r = play(
      [
        xwing(),
        { id: 'k', player: 1, ship: 'firespray31', pilot: 'krassistrelix', y: 420, upgrades: ['heavylasercannon'] },
      ],
      {
        attacks: { k: { target: 'x', weapon: 'heavylasercannon' } },
        rolls: [
          { ship: 'k', purpose: 'attack', faces: ['blank', 'hit', 'hit', 'hit'] },
          { ship: 'k', purpose: 'Krassis Trelix', faces: ['hit'] },
          // Secondary weapon: no range 3 bonus; agility 2.
          { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
        ],
      },
    );
    expect(r.record.abilities).toEqual([{ ship: 'k', card: 'Krassis Trelix', use: true, dice: [0] }]);
    expect(result(r)).toMatchObject({ hits: 4, crits: 0 });
  });
  it('is not offered for a primary weapon attack', () => {
    const r = play([xwing(), { id: 'k', player: 1, ship: 'firespray31', pilot: 'krassistrelix', y: 420 }], {
      attacks: { k: { target: 'x' } },
      rolls: [
        { ship: 'k', purpose: 'attack', faces: ['blank', 'hit', 'hit'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(r.record.abilities).toBeUndefined();
  });
});

describe('Captain Jonus', () => {
  it('"When another friendly ship at Range 1 attacks with a secondary weapon, it may reroll up to 2 attack dice"', () => {
    // The bomber at (300, 400) attacks at range 2; Jonus at (360, 400) is 20 mm beside it: range 1.
    const r = play(
      [
        xwing(),
        {
          id: 'b',
          player: 1,
          ship: 'tiebomber',
          pilot: 'scimitarsquadronpilot',
          y: 400,
          upgrades: ['protontorpedoes'],
          tokens: { lockOn: 'x' },
        },
        { id: 'j', player: 1, ship: 'tiebomber', pilot: 'captainjonus', x: 360, y: 400 },
      ],
      {
        attacks: { b: { target: 'x', weapon: 'protontorpedoes' } },
        rolls: [
          // Proton Torpedoes: "change 1 of your [Focus] results to a [Critical Hit] result" → blank blank hit crit;
          // Jonus rerolls the two blanks (the attacker decides).
          { ship: 'b', purpose: 'attack', faces: ['blank', 'blank', 'hit', 'focus'] },
          { ship: 'b', purpose: 'Captain Jonus', faces: ['hit', 'crit'] },
          { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
        ],
      },
    );
    expect(r.record.abilities).toEqual([
      { ship: 'b', card: 'Proton Torpedoes', use: true, dice: [3] },
      { ship: 'b', card: 'Captain Jonus', use: true, dice: [0, 1] },
    ]);
    expect(diceOf(r, 'attack')[0]!.modified).toEqual(['hit', 'crit', 'hit', 'crit']);
    expect(result(r)).toMatchObject({ hits: 2, crits: 2 });
  });
});

describe('Ibtisam', () => {
  it('"When attacking or defending, if you have at least 1 stress token, you may reroll 1 of your dice"', () => {
    const r = play([{ ...xwing('i'), ship: 'bwing', pilot: 'ibtisam', tokens: { stress: 1 } }, tie()], {
      attacks: { i: { target: 't' } },
      rolls: [
        { ship: 'i', purpose: 'attack', faces: ['blank', 'hit', 'hit'] },
        { ship: 'i', purpose: 'Ibtisam', faces: ['hit'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    // 3 hits on a TIE (hull 3, no shields): destroyed.
    expect(result(r)).toMatchObject({ hits: 3 });
    expect(after(r, 't').destroyed).toBe(true);
  });
  it('without a stress token it is not offered', () => {
    const r = play([{ ...xwing('i'), ship: 'bwing', pilot: 'ibtisam' }, tie()], {
      attacks: { i: { target: 't' } },
      rolls: [
        { ship: 'i', purpose: 'attack', faces: ['blank', 'hit', 'hit'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    expect(r.record.abilities).toBeUndefined();
  });
});

describe('Rear Admiral Chiraneau', () => {
  it('"When attacking at Range 1-2, you may change one of your [Focus] results to a [Critical Hit] result"', () => {
    const r = play([xwing(), { id: 'c', player: 1, ship: 'vt49decimator', pilot: 'rearadmiralchiraneau', y: 420 }], {
      attacks: { c: { target: 'x' } },
      rolls: [
        { ship: 'c', purpose: 'attack', faces: ['focus', 'hit', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(diceOf(r, 'attack')[0]!.modified).toEqual(['crit', 'hit', 'blank']);
    expect(result(r)).toMatchObject({ hits: 1, crits: 1 });
  });
});

describe('extra attack dice', () => {
  const attackDice = (r: R, id: string) =>
    r.record.rolls!.find((x) => x.ship === id && x.purpose === 'attack')!.faces.length;
  it('Eaden Vrill: "When performing a primary weapon attack against a stressed ship, roll 1 additional attack die"', () => {
    // YT-2400 (attack 2) at range 2: 2 dice, 3 against a stressed TIE.
    const yt = (): Placed => ({ id: 'e', player: 0, ship: 'yt2400', pilot: 'eadenvrill', y: 180 });
    const calm = play([yt(), tie()], { attacks: { e: { target: 't' } } });
    const stressed = play([yt(), tie('t', 400, { tokens: { stress: 1 } })], { attacks: { e: { target: 't' } } });
    expect([attackDice(calm, 'e'), attackDice(stressed, 'e')]).toEqual([2, 3]);
  });
  it('"Scourge": "When attacking a defender that has 1 or more Damage cards, roll 1 additional attack die"', () => {
    const sc = () => tie('s', 400, { pilot: 'scourge' });
    const clean = play([xwing(), sc()], { attacks: { s: { target: 'x' } } });
    const hurt = play([xwing('x', { damage: 1 }), sc()], { attacks: { s: { target: 'x' } } });
    expect([attackDice(clean, 's'), attackDice(hurt, 's')]).toEqual([2, 3]);
  });
  it('N\'Dru Suhlak: "if there are no other friendly ships at Range 1-2, roll 1 additional attack die"', () => {
    const nd = (): Placed => ({ id: 'n', player: 1, ship: 'z95headhunter', pilot: 'ndrusuhlak', y: 400, scum: true });
    const alone = play([xwing(), nd()], { attacks: { n: { target: 'x' } } });
    const wing = play([xwing(), nd(), { ...nd(), id: 'w', pilot: 'binayrepirate', x: 360 }], {
      attacks: { n: { target: 'x' } },
    });
    expect([attackDice(alone, 'n'), attackDice(wing, 'n')]).toEqual([3, 2]);
  });
  it('Kavil: "When attacking a ship outside your firing arc, roll 1 additional attack die"', () => {
    // Kavil faces north at (300, 400), away from the X-wing: his rear edge is 160 mm from it (range 2). The Ion
    // Cannon Turret (attack 3) fires "even a ship outside your firing arc": 3 + 1 dice.
    const r = play(
      [
        xwing(),
        {
          id: 'k',
          player: 1,
          ship: 'ywing',
          pilot: 'kavil',
          scum: true,
          y: 400,
          heading: 90,
          upgrades: ['ioncannonturret'],
        },
      ],
      { attacks: { k: { target: 'x', weapon: 'ioncannonturret' } } },
    );
    expect(attackDice(r, 'k')).toBe(4);
  });
  it('"Pure Sabacc": "if you have 1 or fewer Damage cards, roll 1 additional attack die"', () => {
    const ps = (damage: number): Placed => ({
      id: 'p',
      player: 1,
      ship: 'tiestriker',
      pilot: 'puresabacc',
      y: 400,
      damage,
    });
    const one = play([xwing(), ps(1)], { attacks: { p: { target: 'x' } } });
    const two = play([xwing(), ps(2)], { attacks: { p: { target: 'x' } } });
    expect([attackDice(one, 'p'), attackDice(two, 'p')]).toEqual([4, 3]);
  });
  it('Wullffwarro: "if you have no shields and at least 1 Damage card assigned to you, roll 1 additional attack die"', () => {
    const w = (shields: number): Placed => ({
      id: 'w',
      player: 0,
      ship: 'auzituckgunship',
      pilot: 'wullffwarro',
      y: 200,
      damage: 1,
      tokens: { shields },
    });
    const bare = play([w(0), tie()], { attacks: { w: { target: 't' } } });
    const shielded = play([w(1), tie()], { attacks: { w: { target: 't' } } });
    expect([attackDice(bare, 'w'), attackDice(shielded, 'w')]).toEqual([4, 3]);
  });
  it('Talonbane Cobra: "double the effect of your range combat bonuses": 3 + 2 dice at range 1, 2 + 2 defending at range 3', () => {
    const tc = (y: number): Placed => ({
      id: 'c',
      player: 1,
      ship: 'kihraxzfighter',
      pilot: 'talonbanecobra',
      y,
      scum: true,
    });
    const close = play([xwing(), tc(300)], { attacks: { c: { target: 'x' } } });
    expect(attackDice(close, 'c')).toBe(5);
    const far = play([xwing(), tc(500)], { attacks: { x: { target: 'c' } } });
    expect(counts(far)).toEqual(['x attack 3', 'c defence 4']);
  });
});

describe('Poe Dameron', () => {
  it('"if you have a focus token, you may change 1 of your [Focus] results to a [Hit]": the token is kept', () => {
    const r = play([{ ...xwing('p'), ship: 't70xwing', pilot: 'poedameron', tokens: { focus: 1 } }, tie()], {
      attacks: { p: { target: 't', focus: false } },
      rolls: [
        { ship: 'p', purpose: 'attack', faces: ['focus', 'focus', 'blank'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    expect(diceOf(r, 'attack')[0]!.modified).toEqual(['hit', 'focus', 'blank']);
    // No focus token was spent during the attack: the only focus event is the End phase removing the kept one.
    const focusEvents = r.events.flatMap((e, k) =>
      e.kind === 'token' && e.unit === 'p' && e.token === 'focus' ? [k] : [],
    );
    expect(focusEvents).toHaveLength(1);
    expect(focusEvents[0]).toBeGreaterThan(r.events.findIndex((e) => e.kind === 'result'));
  });
  it('"…or [Evade] result" when defending; with no focus token it is not offered', () => {
    const poe = (focus: number): Placed => ({
      ...xwing('p'),
      ship: 't70xwing',
      pilot: 'poedameron-swx57',
      tokens: { focus },
    });
    const rolls = [
      { ship: 't', purpose: 'attack', faces: ['hit', 'hit'] },
      { ship: 'p', purpose: 'defence', faces: ['focus', 'blank'] },
    ];
    const r = play([poe(1), tie()], { attacks: { t: { target: 'p', focus: false } }, rolls });
    // Poe changes the focus result first (abilities before tokens), so his focus token is not needed.
    expect(diceOf(r, 'defence')[0]!.modified).toEqual(['evade', 'blank']);
    const none = play([poe(0), tie()], { attacks: { t: { target: 'p' } }, rolls });
    expect(none.record.abilities).toBeUndefined();
  });
});

describe('Major Vermeil', () => {
  it('"if the defender does not have a focus or evade token, you may change 1 of your blank or [Focus] results to a [Hit]"', () => {
    const mv = (): Placed => ({ id: 'v', player: 1, ship: 'tiereaper', pilot: 'majorvermeil', y: 400 });
    const rolls = [
      { ship: 'v', purpose: 'attack', faces: ['blank', 'hit', 'hit'] },
      { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
    ];
    const r = play([xwing(), mv()], { attacks: { v: { target: 'x' } }, rolls });
    expect(result(r)).toMatchObject({ hits: 3 });
    const focused = play([xwing('x', { tokens: { focus: 1 } }), mv()], {
      attacks: { v: { target: 'x', defenderFocus: false } },
      rolls,
    });
    expect(result(focused)).toMatchObject({ hits: 2 });
  });
});

describe('Ezra Bridger', () => {
  it('"When defending, if you are stressed, you may change up to 2 of your [Focus] results to [Evade] results"', () => {
    const r = play([{ ...xwing('e'), ship: 'attackshuttle', pilot: 'ezrabridger', tokens: { stress: 1 } }, tie()], {
      attacks: { t: { target: 'e' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['hit', 'hit'] },
        { ship: 'e', purpose: 'defence', faces: ['focus', 'focus'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'e', card: 'Ezra Bridger', use: true, dice: [0, 1] }]);
    expect(result(r)).toMatchObject({ hits: 0, crits: 0 });
  });
});

describe('Rey', () => {
  it('"if the enemy ship is inside your firing arc, you may reroll up to 2 of your blank results"', () => {
    const r = play([{ id: 'r', player: 0, ship: 'yt1300', pilot: 'rey', y: 180 }, tie()], {
      attacks: { r: { target: 't', arc: 'primary' } },
      rolls: [
        { ship: 'r', purpose: 'attack', faces: ['blank', 'blank', 'hit'] },
        { ship: 'r', purpose: 'Rey', faces: ['hit', 'crit'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    expect(diceOf(r, 'attack')[0]!.modified).toEqual(['hit', 'crit', 'hit']);
  });
});

describe('defence dice and agility', () => {
  it('Graz the Hunter: "if the attacker is inside your firing arc, roll 1 additional defense die"', () => {
    const graz = (heading: number): Placed => ({
      id: 'g',
      player: 1,
      ship: 'kihraxzfighter',
      pilot: 'grazthehunter',
      y: 400,
      heading,
      scum: true,
    });
    // Facing the X-wing: 2 + 1 dice; facing away (north): 2.
    expect(counts(play([xwing(), graz(270)], { attacks: { x: { target: 'g' } } }))).toEqual([
      'x attack 3',
      'g defence 3',
    ]);
    expect(counts(play([xwing(), graz(90)], { attacks: { x: { target: 'g' } } }))).toEqual([
      'x attack 3',
      'g defence 2',
    ]);
  });
  it('Commander Kenkirk: "If you have no shields and at least 1 Damage card assigned to you, increase your agility value by 1"', () => {
    const kk = (shields: number): Placed => ({
      id: 'k',
      player: 1,
      ship: 'vt49decimator',
      pilot: 'commanderkenkirk',
      y: 420,
      damage: 1,
      tokens: { shields },
    });
    expect(counts(play([xwing(), kk(0)], { attacks: { x: { target: 'k' } } }))).toEqual(['x attack 3', 'k defence 1']);
    expect(counts(play([xwing(), kk(1)], { attacks: { x: { target: 'k' } } }))).toEqual(['x attack 3', 'k defence 0']);
  });
  it('Gemmer Sojan: "While you are at Range 1 of at least 1 enemy ship, increase your agility value by 1"', () => {
    const gs = (): Placed => ({ id: 'g', player: 0, ship: 'awing', pilot: 'gemmersojan', y: 200 });
    // Range 1: agility 3 + 1, no range bonus; range 2: 3.
    expect(counts(play([gs(), tie('t', 300)], { attacks: { t: { target: 'g' } } }))).toEqual([
      't attack 3',
      'g defence 4',
    ]);
    expect(counts(play([gs(), tie('t', 400)], { attacks: { t: { target: 'g' } } }))).toEqual([
      't attack 2',
      'g defence 3',
    ]);
  });
});

describe("Etahn A'baht", () => {
  it('"When an enemy ship inside your firing arc at Range 1-3 is defending, the attacker may change 1 of its [Hit] results to a [Critical Hit]"', () => {
    // Etahn at (360, 200) beside the X-wing, facing north: the TIE at (300, 400) is inside his arc at range 2.
    const r = play([xwing(), { id: 'e', player: 0, ship: 'ewing', pilot: 'etahnabaht', x: 360, y: 200 }, tie()], {
      attacks: { x: { target: 't' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'x', card: "Etahn A'baht", use: true, dice: [0] }]);
    expect(result(r)).toMatchObject({ hits: 1, crits: 1 });
  });
});

describe('Serissu', () => {
  it('"When another friendly ship at Range 1 is defending, it may reroll 1 defense die"', () => {
    const m3 = (id: string, pilot: string, x: number): Placed => ({
      id,
      player: 1,
      ship: 'm3ainterceptor',
      pilot,
      x,
      y: 400,
      scum: true,
    });
    const r = play([xwing(), m3('c', 'cartelspacer', 300), m3('s', 'serissu', 360)], {
      attacks: { x: { target: 'c' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
        { ship: 'c', purpose: 'defence', faces: ['blank', 'evade', 'focus'] },
        { ship: 'c', purpose: 'Serissu', faces: ['evade'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'c', card: 'Serissu', use: true, dice: [0] }]);
    expect(result(r)).toMatchObject({ hits: 0, crits: 0 });
  });
});

describe('Saw Gerrera', () => {
  it('"When a friendly ship at Range 1-2 attacks, if it is stressed or has at least 1 Damage card, it may reroll 1 attack die"', () => {
    // Saw's large U-wing at (390, 200): 30 mm beside the X-wing.
    const saw: Placed = { id: 's', player: 0, ship: 'uwing', pilot: 'sawgerrera', x: 390, y: 180 };
    const rolls = [
      { ship: 'x', purpose: 'attack', faces: ['blank', 'hit', 'hit'] },
      { ship: 'x', purpose: 'Saw Gerrera', faces: ['crit'] },
      { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
    ];
    const r = play([xwing('x', { damage: 1 }), saw, tie()], { attacks: { x: { target: 't' } }, rolls });
    expect(result(r)).toMatchObject({ hits: 2, crits: 1 });
    const unhurt = play([xwing(), saw, tie()], { attacks: { x: { target: 't' } }, rolls: [rolls[0]!, rolls[2]!] });
    expect(unhurt.record.abilities).toBeUndefined();
  });
});

describe('Keyan Farlander', () => {
  it('"When attacking, you may remove 1 stress token to change all of your [Focus] results to [Hit] results"', () => {
    const r = play([{ ...xwing('k'), ship: 'bwing', pilot: 'keyanfarlander', tokens: { stress: 2 } }, tie()], {
      attacks: { k: { target: 't' } },
      rolls: [
        { ship: 'k', purpose: 'attack', faces: ['focus', 'focus', 'blank'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    expect(diceOf(r, 'attack')[0]!.modified).toEqual(['hit', 'hit', 'blank']);
    expect(after(r, 'k').stress).toBe(1);
  });
});
