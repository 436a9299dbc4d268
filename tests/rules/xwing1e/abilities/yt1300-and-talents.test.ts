/**
 * Han Solo and Chewbacca (YT-1300 pilots), Wired (elite) and Autothrusters (modification), one scenario each: dice
 * pinned through recorded rolls, the autopilot's documented choice where the file leaves an optional ability open.
 * Expected outcomes are worked out by hand from the card text (quoted) and the Rules Reference (ATTACK, RANGE
 * COMBAT BONUS, MODIFYING DICE: "a die cannot be rerolled more than once", DAMAGE).
 */
import { describe, expect, it } from 'vitest';
import { upgradeByXws, shipByXws } from '../../../../src/rules/xwing1e/catalog.ts';
import type { RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import type { GameState } from '../../../../src/rules/xwing1e/state.ts';
import { restrictionProblem } from '../../../../src/rules/xwing1e/squadRules.ts';
import { autopilot } from '../../../../src/rules/xwing1e/autopilot.ts';
import { faces, passive, round, stateWith, type TestShip } from '../engine/harness.ts';
import { play } from './pilotHarness.ts';

/** A rebel ship at (300, 100) facing north. */
const rebel = (ship: string, pilot: string, upgrades: string[] = [], id = ship): TestShip => ({
  id,
  player: 0,
  ship,
  pilot,
  x: 300,
  y: 100,
  heading: 90,
  upgrades,
});
/** An Imperial ship at (300, 490) facing south: straight 2 (120 mm) takes it to 370, its base's back at 350. */
const imperial = (ship = 'tiefighter', pilot = 'academypilot', id = 'tie', upgrades: string[] = []): TestShip => ({
  id,
  player: 1,
  ship,
  pilot,
  x: 300,
  y: 490,
  heading: 270,
  upgrades,
});
const shipOf = (r: { state: GameState }, id: string) => r.state.ships.find((s) => s.id === id)!;
const diceEvent = (r: { events: readonly { kind: string }[] }, unit: string, role: string) =>
  r.events.find(
    (e) => e.kind === 'dice' && (e as { unit?: string }).unit === unit && (e as { role?: string }).role === role,
  ) as { modified: string[]; rolled: string[] } | undefined;

/** One round: the dials, who attacks whom, and the rolls in the order the engine asks for them. */
const record = (
  dials: Record<string, string>,
  attacks: Record<string, string | null>,
  rolls: NonNullable<RoundRecord['rolls']>,
  abilities?: RoundRecord['abilities'],
): RoundRecord => ({
  dials,
  attacks: Object.fromEntries(Object.entries(attacks).map(([k, target]) => [k, { target }])),
  rolls,
  ...(abilities ? { abilities } : {}),
});

describe('Han Solo (YT-1300)', () => {
  // Han (large base) flies straight 1: 40 + 80 mm, centre 100 → 220, front at 260; the TIE's back at 350: 90 mm,
  // range 1: 3 + 1 attack dice; the TIE defends with agility 3.
  const han = () => stateWith([rebel('yt1300', 'hansolo', [], 'han'), imperial()]);
  const dials = { han: 'straight-1', tie: 'straight-2' };

  it('"When attacking, you may reroll all of your dice": 1 result that counts of 4 is below a fresh roll’s 2, so all 4 are rerolled', () => {
    const r = round(
      han(),
      record({ ...dials }, { han: 'tie', tie: null }, [
        { ship: 'han', purpose: 'attack', faces: ['focus', 'blank', 'hit', 'blank'] },
        { ship: 'han', purpose: 'Han Solo', faces: ['hit', 'hit', 'crit', 'blank'] },
        { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
      ]),
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'han', card: 'Han Solo', use: true, dice: [0, 1, 2, 3] }]);
    expect(diceEvent(r, 'han', 'attack')!.modified).toEqual(['hit', 'hit', 'crit', 'blank']);
    // 2 hits and 1 crit against no evade: the TIE's 3 hull are gone.
    expect(shipOf(r, 'tie').destroyed).toBe(true);
  });

  it('keeps a roll of 2 hits and a crit (3 of 4 count): no reroll', () => {
    const r = round(
      han(),
      record({ ...dials }, { han: 'tie', tie: null }, [
        { ship: 'han', purpose: 'attack', faces: ['hit', 'crit', 'hit', 'blank'] },
        { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
      ]),
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'han', card: 'Han Solo', use: false }]);
    expect(diceEvent(r, 'han', 'attack')!.modified).toEqual(['hit', 'crit', 'hit', 'blank']);
  });

  it('"you must reroll as many of your dice as possible": a recorded reroll of 1 die is refused, naming the card', () => {
    const play = () =>
      round(
        han(),
        record(
          { ...dials },
          { han: 'tie', tie: null },
          [
            { ship: 'han', purpose: 'attack', faces: ['focus', 'blank', 'hit', 'blank'] },
            { ship: 'han', purpose: 'Han Solo', faces: ['hit'] },
            { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
          ],
          [{ ship: 'han', card: 'Han Solo', use: true, dice: [1] }],
        ),
        passive,
      );
    expect(play).toThrow(/Han Solo.*as many dice as possible: expected dice \[0,1,2,3\], got \[1\]/s);
  });
});

describe('Chewbacca (YT-1300)', () => {
  it('"When you are dealt a faceup Damage card, immediately flip it facedown (without resolving its ability)"', () => {
    // The TIE (straight 2) attacks Chewbacca at range 1 with 2 + 1 dice: a crit gets through his 1 blank defence
    // die. His shields are down, so the crit deals Direct Hit! faceup; flipped facedown it is 1 damage, not 2.
    const state = stateWith([rebel('yt1300', 'chewbacca', [], 'chewie'), imperial()]);
    state.ships[0]!.shields = 0;
    state.deck.push('Direct Hit!');
    const r = round(
      state,
      record({ chewie: 'straight-1', tie: 'straight-2' }, { chewie: null, tie: 'chewie' }, [
        { ship: 'tie', purpose: 'attack', faces: ['crit', 'blank', 'blank'] },
        { ship: 'chewie', purpose: 'defence', faces: ['blank'] },
      ]),
      passive,
    );
    expect(shipOf(r, 'chewie').damage).toEqual([{ name: 'Direct Hit!', faceUp: false, round: 1 }]);
    const damage = r.events.find((e) => e.kind === 'damage') as unknown as {
      cards: { name: string; faceUp: boolean }[];
      hull: number;
    };
    // The YT-1300's hull is 8: one card facedown leaves 7.
    expect(damage.cards).toEqual([{ name: 'Direct Hit!', faceUp: false }]);
    expect(damage.hull).toBe(7);
    expect(r.events).toContainEqual(
      expect.objectContaining({ kind: 'caption', text: 'Chewbacca: Chewbacca flips Direct Hit! facedown' }),
    );
  });
});

describe('Wired', () => {
  // Stressed, Luke flies white straight 3 (a green maneuver would remove the stress): 100 → 260, front at 280;
  // 70 mm from the TIE's back at 350, range 1.
  const stressedLuke = (pilot = 'lukeskywalker') => {
    const state = stateWith([rebel('xwing', pilot, ['wired'], 'luke'), imperial()]);
    state.ships[0]!.stress = 1;
    return state;
  };
  const dials = { luke: 'straight-3', tie: 'straight-2' };

  it('"When attacking … if you are stressed, you may reroll 1 or more of your [Focus] results": both, without a focus token', () => {
    const r = round(
      stressedLuke(),
      record({ ...dials }, { luke: 'tie', tie: null }, [
        { ship: 'luke', purpose: 'attack', faces: ['focus', 'focus', 'hit', 'blank'] },
        { ship: 'luke', purpose: 'Wired', faces: ['hit', 'crit'] },
        { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
      ]),
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'luke', card: 'Wired', use: true, dice: [0, 1] }]);
    expect(diceEvent(r, 'luke', 'attack')!.modified).toEqual(['hit', 'crit', 'hit', 'blank']);
  });

  it('"… or defending": Wedge rerolls his defence die’s focus to an evade and loses 1 shield, not 2', () => {
    // Wedge Antilles in Luke's place (Luke's own ability would change that focus to an evade first). The TIE
    // attacks at range 1: 2 + 1 dice, 2 hits. Wedge rolls agility 2 (no bonus at range 1).
    const r = round(
      stressedLuke('wedgeantilles'),
      record({ ...dials }, { luke: null, tie: 'luke' }, [
        { ship: 'tie', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
        { ship: 'luke', purpose: 'defence', faces: ['focus', 'blank'] },
        { ship: 'luke', purpose: 'Wired', faces: ['evade'] },
      ]),
      passive,
    );
    expect(diceEvent(r, 'luke', 'defence')!.modified).toEqual(['evade', 'blank']);
    expect(shipOf(r, 'luke').shields).toBe(1);
  });

  it('is not offered to a ship without stress', () => {
    const state = stateWith([rebel('xwing', 'lukeskywalker', ['wired'], 'luke'), imperial()]);
    const r = round(
      state,
      record({ luke: 'straight-3', tie: 'straight-2' }, { luke: 'tie', tie: null }, [
        { ship: 'luke', purpose: 'attack', faces: ['focus', 'focus', 'hit', 'blank'] },
        { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
      ]),
      passive,
    );
    expect(r.record.abilities).toBeUndefined();
  });
});

describe('Autothrusters', () => {
  // An Alpha Squadron Pilot (TIE interceptor, agility 3, Boost on its bar) defends against Luke.
  const interceptor = (y: number) => ({
    ...imperial('tieinterceptor', 'alphasquadronpilot', 'int', ['autothrusters']),
    y,
  });

  it('"if you are inside the attacker’s firing arc beyond Range 2 …, you may change 1 of your blank results to a [Evade] result"', () => {
    // From y 590 the interceptor ends at 470 (back at 450); Luke straight 1 ends at 180 (front at 200): 250 mm,
    // range 3, head-on inside his arc: Luke rolls 3, the interceptor 3 + 1.
    const state = stateWith([rebel('xwing', 'lukeskywalker', [], 'luke'), interceptor(590)]);
    const r = round(
      state,
      record({ luke: 'straight-1', int: 'straight-2' }, { luke: 'int', int: null }, [
        { ship: 'luke', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
        { ship: 'int', purpose: 'defence', faces: faces('blank', 4) },
      ]),
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'int', card: 'Autothrusters', use: true, dice: [0] }]);
    expect(diceEvent(r, 'int', 'defence')!.modified).toEqual(['evade', 'blank', 'blank', 'blank']);
  });

  it('is not offered inside the attacker’s arc at Range 2', () => {
    const state = stateWith([rebel('xwing', 'lukeskywalker', [], 'luke'), interceptor(490)]);
    const r = round(
      state,
      record({ luke: 'straight-1', int: 'straight-2' }, { luke: 'int', int: null }, [
        { ship: 'luke', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
        { ship: 'int', purpose: 'defence', faces: faces('blank', 3) },
      ]),
      passive,
    );
    expect(r.record.abilities).toBeUndefined();
  });

  it('"You can equip this card only if you have the [Boost] action icon": an X-wing is refused, an A-wing is not', () => {
    const card = upgradeByXws('autothrusters')!;
    expect(restrictionProblem('rebel', { ship: shipByXws('xwing')! }, card)).toBe(
      "only for a ship with the Boost action icon, and the X-wing's action bar has none (action restriction)",
    );
    expect(restrictionProblem('rebel', { ship: shipByXws('awing')! }, card)).toBeNull();
  });
});

describe('Crack Shot', () => {
  // Luke straight 1 (front at 200), the TIE straight 2 (back at 350): 150 mm, range 2, head-on inside his arc.
  const play = (attack: string[], defence: string[]) =>
    round(
      stateWith([rebel('xwing', 'lukeskywalker', ['crackshot'], 'luke'), imperial()]),
      record({ luke: 'straight-1', tie: 'straight-2' }, { luke: 'tie', tie: null }, [
        { ship: 'luke', purpose: 'attack', faces: attack },
        { ship: 'tie', purpose: 'defence', faces: defence },
      ]),
      passive,
    );

  it('"you may discard this card to cancel 1 of the defender’s [Evade] results": 2 hits against 2 evades, 1 gets through', () => {
    const r = play(['hit', 'hit', 'blank'], ['evade', 'evade', 'blank']);
    expect(r.record.abilities).toEqual([{ ship: 'luke', card: 'Crack Shot', use: true }]);
    expect(shipOf(r, 'luke').upgrades).toEqual([expect.objectContaining({ xws: 'crackshot', faceUp: false })]);
    expect(r.events).toContainEqual(expect.objectContaining({ kind: 'result', hits: 1, crits: 0 }));
    expect(shipOf(r, 'tie').damage).toHaveLength(1);
  });

  it('is kept when cancelling an evade would let nothing more through (1 hit against 2 evades)', () => {
    const r = play(['hit', 'blank', 'blank'], ['evade', 'evade', 'blank']);
    expect(r.record.abilities).toEqual([{ ship: 'luke', card: 'Crack Shot', use: false }]);
    expect(shipOf(r, 'luke').upgrades).toEqual([expect.objectContaining({ xws: 'crackshot', faceUp: true })]);
  });
});

describe('Gunner', () => {
  // An Outer Rim Smuggler (YT-1300, no pilot ability, primary 2) with Gunner flies straight 1: front at 260; the
  // TIE's back at 350: range 1, 2 + 1 attack dice; the TIE rolls agility 3.
  const smuggler = () => stateWith([rebel('yt1300', 'outerrimsmuggler', ['gunner'], 'yt'), imperial()]);
  const dials = { yt: 'straight-1', tie: 'straight-2' };
  const missed = [
    { ship: 'yt', purpose: 'attack', faces: ['blank', 'blank', 'blank'] },
    { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
  ];

  it('"After you perform an attack that does not hit, you may immediately perform a primary weapon attack"', () => {
    const r = round(
      smuggler(),
      {
        ...record({ ...dials }, {}, [
          ...missed,
          { ship: 'yt', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
          { ship: 'tie', purpose: 'defence', faces: ['evade', 'blank', 'blank'] },
        ]),
        attacks: { tie: { target: null } },
      },
      // Passive but for attacks, which the autopilot declares: again as it would in its own step, the TIE.
      { ...passive, attack: autopilot.attack },
    );
    expect(r.record.attacks!.yt).toMatchObject({ target: 'tie', bonus: { target: 'tie' } });
    expect(r.events.filter((e) => e.kind === 'attack')).toHaveLength(2);
    expect(r.events).toContainEqual(
      expect.objectContaining({ kind: 'caption', text: 'Gunner: Outer Rim Smuggler attacks again' }),
    );
    // 2 hits, 1 evade: 1 damage.
    expect(shipOf(r, 'tie').damage).toHaveLength(1);
  });

  it('makes no second attack after one that hits, and says why a recorded one cannot be', () => {
    const hitFirst = [
      { ship: 'yt', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
      { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
    ];
    const r = round(smuggler(), record({ ...dials }, { yt: 'tie', tie: null }, hitFirst), passive);
    expect(r.events.filter((e) => e.kind === 'attack')).toHaveLength(1);
    expect(r.record.attacks!.yt!.bonus).toBeUndefined();
    const withBonus = record({ ...dials }, { yt: 'tie', tie: null }, hitFirst);
    withBonus.attacks!.yt = { target: 'tie', bonus: { target: 'tie' } };
    expect(() => round(smuggler(), withBonus, passive)).toThrow(
      /attacks\.yt\.bonus.*Gunner: the attack hit, and Gunner attacks again only after an attack that does not hit/s,
    );
  });

  it('a recorded bonus of no target: no second attack', () => {
    const file = record({ ...dials }, { yt: 'tie', tie: null }, missed);
    file.attacks!.yt = { target: 'tie', bonus: { target: null } };
    const r = round(smuggler(), file, passive);
    expect(r.events.filter((e) => e.kind === 'attack')).toHaveLength(1);
  });
});

describe('Luke Skywalker (crew)', () => {
  it('"… you may immediately perform a primary weapon attack. You may change 1 [Focus] result to a [Hit] result"', () => {
    // As for Gunner: the smuggler misses at range 1, then attacks again, and this time a focus result becomes a hit.
    const r = round(
      stateWith([rebel('yt1300', 'outerrimsmuggler', ['lukeskywalker'], 'yt'), imperial()]),
      {
        ...record({ yt: 'straight-1', tie: 'straight-2' }, { tie: null }, [
          { ship: 'yt', purpose: 'attack', faces: ['focus', 'blank', 'blank'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
          { ship: 'yt', purpose: 'attack', faces: ['focus', 'blank', 'blank'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ]),
      },
      { ...passive, attack: autopilot.attack },
    );
    expect(r.record.abilities).toEqual([{ ship: 'yt', card: 'Luke Skywalker', use: true, dice: [0] }]);
    const attacks = r.events.filter((e) => e.kind === 'dice' && (e as { role?: string }).role === 'attack');
    expect((attacks[1] as unknown as { modified: string[] }).modified).toEqual(['hit', 'blank', 'blank']);
    expect(shipOf(r, 'tie').damage).toHaveLength(1);
    // The change is offered in the extra attack only: the first attack's focus result stays (no focus token), a miss.
    expect((attacks[0] as unknown as { modified: string[] }).modified).toEqual(['focus', 'blank', 'blank']);
  });
});

describe('Twin Ion Engine Mk. II', () => {
  it('"You may treat all bank maneuvers ([Bank Left] or [Bank Right]) as green maneuvers": a 3 bank removes stress', () => {
    // An Alpha Squadron Pilot's 3 banks are white: stressed, with the card, it flies one green and loses the token.
    const play = (upgrades: string[]) => {
      const state = stateWith([
        rebel('xwing', 'rookiepilot', [], 'x'),
        imperial('tieinterceptor', 'alphasquadronpilot', 'int', upgrades),
      ]);
      state.ships[1]!.stress = 1;
      return round(state, record({ x: 'straight-1', int: 'bank-left-3' }, { x: null, int: null }, []), passive);
    };
    expect(shipOf(play(['twinionenginemkii']), 'int').stress).toBe(0);
    expect(shipOf(play([]), 'int').stress).toBe(1);
  });
});

describe('R7 Astromech', () => {
  it('"… you may spend the target lock to choose any or all attack dice. The attacker must reroll the chosen dice."', () => {
    // Luke (no action) holds a lock on the TIE, which attacks him at range 2 with 2 dice: hit and crit. Luke spends the
    // lock: the TIE rerolls the crit, then the hit, into 2 blanks, and Luke takes nothing.
    const state = stateWith([rebel('xwing', 'lukeskywalker', ['r7astromech'], 'luke'), imperial()]);
    state.ships[0]!.lockOn = 'tie';
    // Luke straight 1 (front at 200), the TIE straight 2 (back at 350): range 2.
    const r = round(
      state,
      record({ luke: 'straight-1', tie: 'straight-2' }, { luke: null, tie: 'luke' }, [
        { ship: 'tie', purpose: 'attack', faces: ['hit', 'crit'] },
        { ship: 'tie', purpose: 'R7 Astromech', faces: ['blank', 'blank'] },
        { ship: 'luke', purpose: 'defence', faces: faces('blank', 2) },
      ]),
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'luke', card: 'R7 Astromech', use: true, dice: [1, 0] }]);
    expect(diceEvent(r, 'tie', 'attack')!.modified).toEqual(['blank', 'blank']);
    expect(shipOf(r, 'luke')).toMatchObject({ lockOn: null, shields: 2 });
  });

  it('is not offered without a lock on the attacker', () => {
    const r = round(
      stateWith([rebel('xwing', 'lukeskywalker', ['r7astromech'], 'luke'), imperial()]),
      record({ luke: 'straight-1', tie: 'straight-2' }, { luke: null, tie: 'luke' }, [
        { ship: 'tie', purpose: 'attack', faces: ['hit', 'crit'] },
        { ship: 'luke', purpose: 'defence', faces: faces('blank', 2) },
      ]),
      passive,
    );
    expect(r.record.abilities).toBeUndefined();
  });
});

describe('turrets and cannons', () => {
  /** A rebel ship with one weapon attacks the TIE with it; the rolls in order. */
  const shoot = (
    ship: string,
    pilot: string,
    weapon: string,
    tieY: number,
    rolls: NonNullable<RoundRecord['rolls']>,
  ) => {
    const state = stateWith([rebel(ship, pilot, [weapon], 'r'), { ...imperial(), y: tieY }]);
    const file = record({ r: 'straight-1', tie: 'straight-2' }, { tie: null }, rolls);
    file.attacks!.r = { target: 'tie', weapon };
    return round(state, file, passive);
  };

  it('Dorsal Turret: "If the target of this attack is at Range 1, roll 1 additional attack die"', () => {
    // A Rebel Operative (HWK-290) flies straight 1 (front at 200); the TIE from 390 ends with its back at 290: range 1.
    // 2 + 1 dice; no range bonus for a secondary weapon, so the TIE rolls its agility 3.
    const r = shoot('hwk290', 'rebeloperative', 'dorsalturret', 390, [
      { ship: 'r', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
      { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
    ]);
    expect(diceEvent(r, 'r', 'attack')!.rolled).toHaveLength(3);
    expect(shipOf(r, 'tie').damage).toHaveLength(1);
  });

  it('Autoblaster: "Your [Hit] results cannot be canceled by defense dice. The defender may cancel [Critical Hit] results before [Hit] results"', () => {
    // A Blue Squadron Pilot (B-wing) at range 1: 2 evades cancel the crit and nothing else; both hits stand.
    const r = shoot('bwing', 'bluesquadronpilot', 'autoblaster', 390, [
      { ship: 'r', purpose: 'attack', faces: ['hit', 'hit', 'crit'] },
      { ship: 'tie', purpose: 'defence', faces: ['evade', 'evade', 'blank'] },
    ]);
    expect(r.events).toContainEqual(expect.objectContaining({ kind: 'result', hits: 2, crits: 0, hit: true }));
    expect(shipOf(r, 'tie').damage).toHaveLength(2);
  });

  it('Twin Laser Turret: "Perform this attack twice … Each time this attack hits, the defender suffers 1 damage. Then cancel all dice results"', () => {
    // An Outer Rim Smuggler (front at 260) and the TIE from 590 (back at 490): range 3. 3 dice, twice.
    const r = shoot('yt1300', 'outerrimsmuggler', 'twinlaserturret', 590, [
      { ship: 'r', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
      { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
      { ship: 'r', purpose: 'attack', faces: ['hit', 'hit', 'crit'] },
      { ship: 'tie', purpose: 'defence', faces: ['evade', 'blank', 'blank'] },
    ]);
    // Each hit deals 1 damage, whatever the dice: 2 cards, both facedown.
    expect(shipOf(r, 'tie').damage).toEqual([
      { name: expect.any(String), faceUp: false, round: 1 },
      { name: expect.any(String), faceUp: false, round: 1 },
    ]);
  });
});

describe('Jan Ors (HWK-290)', () => {
  it('"you may receive 1 stress token to allow that ship to roll 1 additional attack die"', () => {
    // Jan flies straight 1 beside Luke (60 mm to his right: range 1); Luke attacks the TIE at range 2: 3 + 1 dice.
    const jan = { ...rebel('hwk290', 'janors', [], 'jan'), x: 360 };
    const state = stateWith([rebel('xwing', 'lukeskywalker', [], 'luke'), jan, imperial()]);
    const r = round(
      state,
      record({ luke: 'straight-1', jan: 'straight-1', tie: 'straight-2' }, { luke: 'tie', jan: null, tie: null }, [
        { ship: 'luke', purpose: 'attack', faces: ['hit', 'blank', 'blank', 'blank'] },
        { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
      ]),
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'jan', card: 'Jan Ors', use: true }]);
    expect(shipOf(r, 'jan').stress).toBe(1);
    // Stressed, she offers it no more.
    const again = stateWith([rebel('xwing', 'lukeskywalker', [], 'luke'), jan, imperial()]);
    // 2 stress tokens: her green straight 1 removes one, one is left when Luke attacks.
    again.ships[1]!.stress = 2;
    const r2 = round(
      again,
      record({ luke: 'straight-1', jan: 'straight-1', tie: 'straight-2' }, { luke: 'tie', jan: null, tie: null }, [
        { ship: 'luke', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
        { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
      ]),
      passive,
    );
    expect(r2.record.abilities).toBeUndefined();
  });
});

describe('Han Solo (crew)', () => {
  // Luke with Han Solo aboard holds a lock on the TIE and attacks it at range 2 (3 dice), with no focus token.
  const play = (attack: string[], more: NonNullable<RoundRecord['rolls']> = []) => {
    const state = stateWith([rebel('xwing', 'lukeskywalker', ['hansolo'], 'luke'), imperial()]);
    state.ships[0]!.lockOn = 'tie';
    return round(
      state,
      record({ luke: 'straight-1', tie: 'straight-2' }, { luke: 'tie', tie: null }, [
        { ship: 'luke', purpose: 'attack', faces: attack },
        ...more,
        { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
      ]),
      passive,
    );
  };

  it('"you may spend that target lock to change all of your [Focus] results to [Hit] results": 2 focus, 1 blank', () => {
    // Changing 2 focus results gains 2 hits for sure; rerolling the 3 dice would gain 1.5 on average: the lock is kept.
    const r = play(['focus', 'focus', 'blank']);
    expect(r.record.attacks!.luke!.rerolls).toEqual([]);
    expect(r.record.abilities).toEqual([{ ship: 'luke', card: 'Han Solo', use: true, dice: [0, 1] }]);
    expect(diceEvent(r, 'luke', 'attack')!.modified).toEqual(['hit', 'hit', 'blank']);
    expect(shipOf(r, 'luke').lockOn).toBeNull();
  });

  it('rerolls with the lock instead when that is worth more (1 focus, 2 blanks), and Han is then not offered', () => {
    const r = play(['focus', 'blank', 'blank'], [{ ship: 'luke', purpose: 'reroll', faces: ['hit', 'hit', 'blank'] }]);
    expect(r.record.attacks!.luke!.rerolls).toEqual([0, 1, 2]);
    expect(r.record.abilities).toBeUndefined();
    expect(diceEvent(r, 'luke', 'attack')!.modified).toEqual(['hit', 'hit', 'blank']);
  });
});

describe('Arvel Crynyd (A-wing)', () => {
  // The TIE (pilot skill 1) moves first: from 430, straight 2 to 310, its front (south) edge at 290. Arvel flies
  // straight 4 from 100: 320 would put his front at 340, inside the TIE; he backs up to touch it (front at 290).
  const play = (pilot: string, attacks: Record<string, string | null>, rolls: NonNullable<RoundRecord['rolls']>) =>
    round(
      stateWith([rebel('awing', pilot, [], 'a'), { ...imperial(), y: 430 }]),
      record({ a: 'straight-4', tie: 'straight-2' }, attacks, rolls),
      passive,
    );

  it('"You may declare an enemy ship inside your firing arc that you are touching as the target of your attack"', () => {
    // Range 1: 2 + 1 attack dice; the TIE's agility 3.
    const r = play('arvelcrynyd', { a: 'tie', tie: null }, [
      { ship: 'a', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
      { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
    ]);
    expect(shipOf(r, 'a').touching).toEqual(['tie']);
    expect(shipOf(r, 'tie').damage).toHaveLength(2);
  });

  it('a Green Squadron Pilot touching the TIE cannot: the attack is refused, naming touching', () => {
    expect(() => play('greensquadronpilot', { a: 'tie', tie: null }, [])).toThrow(/attacks\.a\.target.*touching/s);
  });
});

describe('Wingman', () => {
  it('"At the start of the Combat phase, remove 1 stress token from another friendly ship at Range 1"', () => {
    // Wedge (Wingman) flies beside Luke (60 mm to his right: range 1). Luke starts with 3 stress tokens: his green
    // straight 1 removes one, Wingman another at the start of the Combat phase.
    const wedge = { ...rebel('xwing', 'wedgeantilles', ['wingman'], 'wedge'), x: 360 };
    const state = stateWith([rebel('xwing', 'lukeskywalker', [], 'luke'), wedge, imperial()]);
    state.ships[0]!.stress = 3;
    const r = round(
      state,
      record(
        { luke: 'straight-1', wedge: 'straight-1', tie: 'straight-2' },
        { luke: null, wedge: null, tie: null },
        [],
      ),
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'wedge', card: 'Wingman', use: true, target: 'luke' }]);
    expect(shipOf(r, 'luke').stress).toBe(1);
  });
});

describe('Boba Fett (Scum, Firespray-31)', () => {
  it('"When attacking or defending, you may reroll 1 of your dice for each enemy ship at Range 1": 2 enemies, 2 dice', () => {
    // After moving: Luke at (300, 180) and a Rookie at (390, 200), both facing north; Boba (large base) at (300, 300)
    // facing south, his front at 260: 60 mm from Luke and 50 mm from the Rookie, both range 1. He attacks Luke at
    // range 1 with 3 + 1 dice, rerolls 2 of his 3 blanks; Luke rolls his agility 2.
    const r = play(
      [
        { id: 'luke', player: 0, ship: 'xwing', pilot: 'lukeskywalker', x: 300, y: 180 },
        { id: 'rookie', player: 0, ship: 'xwing', pilot: 'rookiepilot', x: 390, y: 200 },
        { id: 'boba', player: 1, ship: 'firespray31', pilot: 'bobafett', x: 300, y: 300, scum: true },
      ],
      {
        attacks: { boba: { target: 'luke' } },
        rolls: [
          { ship: 'boba', purpose: 'attack', faces: ['blank', 'blank', 'blank', 'hit'] },
          { ship: 'boba', purpose: 'Boba Fett', faces: ['hit', 'crit'] },
          { ship: 'luke', purpose: 'defence', faces: ['blank', 'blank'] },
        ],
      },
    );
    expect(r.record.abilities).toEqual([{ ship: 'boba', card: 'Boba Fett', use: true, dice: [0, 1] }]);
    expect(diceEvent(r, 'boba', 'attack')!.modified).toEqual(['hit', 'crit', 'blank', 'hit']);
  });
});

describe('Omega Ace (TIE/fo)', () => {
  it('"you may spend a focus token and a target lock you have on the defender to change all of your results to [Critical Hit] results"', () => {
    // Omega Ace holds a focus token and a lock on Luke, and attacks him at range 2 with 2 dice: blank and focus. The
    // lock is kept for the card (1 die it changes for sure beats the 1/2 a reroll of the blank would average).
    const state = stateWith([
      rebel('xwing', 'lukeskywalker', [], 'luke'),
      imperial('tiefofighter', 'omegaace', 'omega'),
    ]);
    Object.assign(state.ships[1]!, { focus: 1, lockOn: 'luke' });
    const r = round(
      state,
      record({ luke: 'straight-1', omega: 'straight-2' }, { luke: null, omega: 'luke' }, [
        { ship: 'omega', purpose: 'attack', faces: ['blank', 'focus'] },
        { ship: 'luke', purpose: 'defence', faces: ['blank', 'blank'] },
      ]),
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'omega', card: '"Omega Ace"', use: true, dice: [0, 1] }]);
    expect(diceEvent(r, 'omega', 'attack')!.modified).toEqual(['crit', 'crit']);
    expect(shipOf(r, 'omega')).toMatchObject({ focus: 0, lockOn: null });
    // Luke's 2 shields take both criticals.
    expect(shipOf(r, 'luke').shields).toBe(0);
  });
});

describe('Tarn Mison (X-wing)', () => {
  it('"When an enemy ship declares you as the target of an attack, you may acquire a target lock on that ship"', () => {
    // The TIE attacks Tarn at range 2 (2 dice; Tarn rolls agility 2) and misses; Tarn holds a lock on it after.
    const r = round(
      stateWith([rebel('xwing', 'tarnmison', [], 'tarn'), imperial()]),
      record({ tarn: 'straight-1', tie: 'straight-2' }, { tarn: null, tie: 'tarn' }, [
        { ship: 'tie', purpose: 'attack', faces: ['blank', 'blank'] },
        { ship: 'tarn', purpose: 'defence', faces: ['blank', 'blank'] },
      ]),
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'tarn', card: 'Tarn Mison', use: true }]);
    expect(shipOf(r, 'tarn').lockOn).toBe('tie');
    expect(r.events).toContainEqual(
      expect.objectContaining({ kind: 'token', unit: 'tarn', token: 'lock', target: 'tie', count: 1 }),
    );
  });
});
