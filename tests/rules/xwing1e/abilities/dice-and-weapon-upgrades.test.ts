/**
 * Dice, reroll and secondary weapon upgrades, one scenario per card: dice pinned through recorded rolls, the
 * autopilot's documented choice where the file leaves an optional ability open. Expected outcomes are worked out by
 * hand from the card text (quoted) and the Rules Reference (ATTACK, SECONDARY WEAPONS, RANGE COMBAT BONUS).
 */
import { describe, expect, it } from 'vitest';
import type { RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import type { GameState } from '../../../../src/rules/xwing1e/state.ts';
import { faces, passive, round, stateWith, type TestShip } from '../engine/harness.ts';

const luke = (upgrades: string[], x = 300): TestShip => ({
  id: 'luke',
  player: 0,
  ship: 'xwing',
  pilot: 'lukeskywalker',
  x,
  y: 100,
  heading: 90,
  upgrades,
});
const tie = (y: number, id = 'tie', x = 300, heading = 270): TestShip => ({
  id,
  player: 1,
  ship: 'tiefighter',
  pilot: 'academypilot',
  x,
  y,
  heading,
});
/**
 * Luke flies straight 1 (y 100 → 180, base front at 200), the TIE straight 2 (120 mm): from 490 it ends at 370
 * (base back at 350): 150 mm apart, range 2. From 590: 250 mm, range 3. From 390: 50 mm, range 1.
 */
const RANGE = { 1: 390, 2: 490, 3: 590 } as const;
const DIALS = { luke: 'straight-1', tie: 'straight-2' };
const ship = (r: { state: GameState }, id: string) => r.state.ships.find((s) => s.id === id)!;
const diceEvent = (r: { events: readonly { kind: string }[] }, unit: string, role: string) =>
  r.events.find(
    (e) => e.kind === 'dice' && (e as { unit?: string }).unit === unit && (e as { role?: string }).role === role,
  ) as { modified: string[]; rolled: string[] } | undefined;

/** Luke attacks the TIE: his attack faces, any rerolls of his dice (`more`), then the TIE's defence faces. */
function lukeAttacks(
  attack: string[],
  defence: string[],
  more: NonNullable<RoundRecord['rolls']> = [],
  extra: Partial<RoundRecord> = {},
) {
  return {
    dials: DIALS,
    attacks: { luke: { target: 'tie' }, tie: { target: null } },
    rolls: [
      { ship: 'luke', purpose: 'attack', faces: attack },
      ...more,
      { ship: 'tie', purpose: 'defence', faces: defence },
    ],
    ...extra,
  };
}

describe('dice upgrades', () => {
  it('Mercenary Copilot: "When attacking at Range 3, you may change 1 of your [Hit] results to a [Critical Hit]"', () => {
    // Range 3: 3 dice (no bonus); the TIE rolls agility 3 + 1.
    const r = round(
      stateWith([luke(['mercenarycopilot']), tie(RANGE[3])]),
      lukeAttacks(['hit', 'hit', 'blank'], faces('blank', 4)),
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'luke', card: 'Mercenary Copilot', use: true, dice: [0] }]);
    expect(diceEvent(r, 'luke', 'attack')!.modified).toEqual(['crit', 'hit', 'blank']);
    // At range 2 it is not offered.
    const r2 = round(
      stateWith([luke(['mercenarycopilot']), tie(RANGE[2])]),
      lukeAttacks(['hit', 'hit', 'blank'], faces('blank', 3)),
      passive,
    );
    expect(r2.record.abilities).toBeUndefined();
  });
  it('Bistan: "When attacking at Range 1-2, you may change 1 of your [Hit] results to a [Critical Hit] result"', () => {
    const r = round(
      stateWith([luke(['bistan']), tie(RANGE[2])]),
      lukeAttacks(['blank', 'hit', 'hit'], faces('blank', 3)),
      passive,
    );
    expect(diceEvent(r, 'luke', 'attack')!.modified).toEqual(['blank', 'crit', 'hit']);
  });
  it('"IG-88D" droids (IG-RM Thug Droids): "When attacking, you may change 1 of your [Hit] results to a [Critical Hit]"', () => {
    const r = round(
      stateWith([luke(['igrmthugdroids']), tie(RANGE[3])]),
      lukeAttacks(['hit', 'blank', 'blank'], faces('blank', 4)),
      passive,
    );
    expect(diceEvent(r, 'luke', 'attack')!.modified).toEqual(['crit', 'blank', 'blank']);
  });
  it('Jan Dodonna: "When another friendly ship at Range 1 is attacking, it may change 1 of its [Hit] results to a [Critical Hit]"', () => {
    // Jan's X-wing flies beside Luke (60 mm to his right, range 1); Luke attacks.
    const jan = { ...luke(['jandodonna'], 360), id: 'jan', pilot: 'rookiepilot' };
    const rec = lukeAttacks(['hit', 'blank', 'blank'], faces('blank', 3));
    const r = round(
      stateWith([luke([]), jan, tie(RANGE[2])]),
      { ...rec, dials: { ...DIALS, jan: 'straight-1' }, attacks: { ...rec.attacks, jan: { target: null } } },
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'luke', card: 'Jan Dodonna', use: true, dice: [0] }]);
    expect(diceEvent(r, 'luke', 'attack')!.modified).toEqual(['crit', 'blank', 'blank']);
  });
  it('Wookiee Commandos: "When attacking, you may reroll your [Focus] results" (the autopilot: when it has no focus token)', () => {
    const r = round(
      stateWith([luke(['wookieecommandos']), tie(RANGE[2])]),
      lukeAttacks(['focus', 'focus', 'hit'], faces('blank', 3), [
        { ship: 'luke', purpose: 'Wookiee Commandos', faces: ['hit', 'blank'] },
      ]),
      passive,
    );
    expect(diceEvent(r, 'luke', 'attack')!.modified).toEqual(['hit', 'blank', 'hit']);
  });
  it('Expertise: "When attacking, if you are not stressed, you may change all of your [Focus] results to [Hit] results"', () => {
    const r = round(
      stateWith([luke(['expertise']), tie(RANGE[2])]),
      lukeAttacks(['focus', 'focus', 'blank'], faces('blank', 3)),
      passive,
    );
    expect(diceEvent(r, 'luke', 'attack')!.modified).toEqual(['hit', 'hit', 'blank']);
    const stressed = stateWith([luke(['expertise']), tie(RANGE[2])]);
    stressed.ships[0]!.stress = 1;
    // Stressed: green straight 1 would remove the stress, so Luke flies white straight 3 (100 → 260, front at 280):
    // 70 mm from the TIE, range 1: 4 dice.
    const r2 = round(
      stressed,
      {
        ...lukeAttacks(['focus', 'focus', 'blank', 'blank'], faces('blank', 3)),
        dials: { luke: 'straight-3', tie: 'straight-2' },
      },
      passive,
    );
    expect(ship(r2, 'luke').stress).toBe(1);
    expect(r2.record.attacks!.luke!.target).toBe('tie');
    expect(diceEvent(r2, 'luke', 'attack')!.modified).toEqual(['focus', 'focus', 'blank', 'blank']);
  });
  it('Lone Wolf: "if there are no other friendly ships at Range 1–2, you may reroll 1 of your blank results"', () => {
    const r = round(
      stateWith([luke(['lonewolf']), tie(RANGE[2])]),
      lukeAttacks(['blank', 'hit', 'blank'], faces('blank', 3), [
        { ship: 'luke', purpose: 'Lone Wolf', faces: ['crit'] },
      ]),
      passive,
    );
    expect(diceEvent(r, 'luke', 'attack')!.modified).toEqual(['crit', 'hit', 'blank']);
    // A friend at range 1: not offered.
    const wing = { ...luke([], 360), id: 'wing', pilot: 'rookiepilot' };
    const rec = lukeAttacks(['blank', 'hit', 'blank'], faces('blank', 3));
    const r2 = round(
      stateWith([luke(['lonewolf']), wing, tie(RANGE[2])]),
      { ...rec, dials: { ...DIALS, wing: 'straight-1' }, attacks: { ...rec.attacks, wing: { target: null } } },
      passive,
    );
    expect(r2.record.abilities).toBeUndefined();
  });
  it('Flight Instructor: "If the attacker\'s pilot skill value is "2" or lower, you may reroll 1 of your blank results instead"', () => {
    // The Academy Pilot (skill 1) attacks Luke at range 2: 2 dice against Luke's 2; Luke rerolls his blank.
    const r = round(
      stateWith([luke(['flightinstructor']), tie(RANGE[2])]),
      {
        dials: DIALS,
        attacks: { luke: { target: null }, tie: { target: 'luke' } },
        rolls: [
          { ship: 'tie', purpose: 'attack', faces: ['hit', 'hit'] },
          { ship: 'luke', purpose: 'defence', faces: ['blank', 'evade'] },
          { ship: 'luke', purpose: 'Flight Instructor', faces: ['evade'] },
        ],
      },
      passive,
    );
    expect(diceEvent(r, 'luke', 'defence')!.modified).toEqual(['evade', 'evade']);
    expect(ship(r, 'luke').shields).toBe(2);
  });
  it('Linked Battery: "When attacking with a primary weapon …, you may reroll 1 attack die"', () => {
    const r = round(
      stateWith([luke(['linkedbattery']), tie(RANGE[2])]),
      lukeAttacks(['hit', 'blank', 'hit'], faces('blank', 3), [
        { ship: 'luke', purpose: 'Linked Battery', faces: ['hit'] },
      ]),
      passive,
    );
    expect(diceEvent(r, 'luke', 'attack')!.modified).toEqual(['hit', 'hit', 'hit']);
  });
  it('Outmaneuver: "if you are not inside that ship\'s firing arc, reduce its agility value by 1"', () => {
    // The TIE flies away from Luke (heading 90): 390 → 510, 290 mm ahead of him at range 3. Agility 3 + 1 − 1 = 3.
    const r = round(
      stateWith([luke(['outmaneuver']), tie(390, 'tie', 300, 90)]),
      lukeAttacks(faces('blank', 3), faces('blank', 3)),
      passive,
    );
    expect(r.record.rolls!.map((x) => x.faces.length)).toEqual([3, 3]);
  });
});

describe('secondary weapons', () => {
  const locked = (upgrades: string[], ships: TestShip[] = [tie(RANGE[2])]) => {
    const state = stateWith([luke(upgrades), ...ships]);
    state.ships[0]!.lockOn = 'tie';
    return state;
  };
  const fire = (weapon: string, attack: string[], defence: string[], extra: Partial<RoundRecord> = {}) => ({
    dials: DIALS,
    attacks: { luke: { target: 'tie', weapon, rerolls: [] }, tie: { target: null } },
    rolls: [
      { ship: 'luke', purpose: 'attack', faces: attack },
      { ship: 'tie', purpose: 'defence', faces: defence },
    ],
    ...extra,
  });
  it('Ion Pulse Missiles: "If this attack hits, the defender suffers 1 damage and receives 2 ion tokens"', () => {
    // 3 dice at range 2 (no range bonus for the defender either: 3 dice); the lock is not spent ("Discard this card").
    const r = round(
      locked(['ionpulsemissiles']),
      fire('ionpulsemissiles', ['hit', 'crit', 'blank'], faces('blank', 3)),
      passive,
    );
    expect(ship(r, 'tie')).toMatchObject({ ion: 2, damage: [{ faceUp: false }] });
    expect(ship(r, 'luke')).toMatchObject({ lockOn: 'tie', upgrades: [{ faceUp: false }] });
  });
  it('Assault Missiles: "If this attack hits, each other ship at Range 1 of the defender suffers 1 damage"', () => {
    // A second TIE 60 mm beside the first (range 1 of it): the 2 hits go to the defender, 1 damage to its wingman.
    const wing = tie(RANGE[2], 'wing', 360);
    const r = round(
      locked(['assaultmissiles'], [tie(RANGE[2]), wing]),
      {
        ...fire('assaultmissiles', ['hit', 'hit', 'blank', 'blank'], faces('blank', 3)),
        dials: { ...DIALS, wing: 'straight-2' },
      },
      passive,
    );
    expect(ship(r, 'tie').damage).toHaveLength(2);
    expect(ship(r, 'wing').damage).toHaveLength(1);
    expect(ship(r, 'luke')).toMatchObject({ lockOn: null, damage: [] });
  });
  it('Ion Torpedoes: "If this attack hits, the defender and each ship at Range 1 of it receives 1 ion token"', () => {
    const wing = tie(RANGE[2], 'wing', 360);
    const r = round(
      locked(['iontorpedoes'], [tie(RANGE[2]), wing]),
      {
        ...fire('iontorpedoes', ['hit', 'blank', 'blank', 'blank'], faces('blank', 3)),
        dials: { ...DIALS, wing: 'straight-2' },
      },
      passive,
    );
    expect([
      ship(r, 'tie').ion,
      ship(r, 'tie').damage.length,
      ship(r, 'wing').ion,
      ship(r, 'wing').damage.length,
    ]).toEqual([1, 1, 1, 0]);
  });
  it('Flechette Torpedoes: "After you perform this attack, the defender receives 1 stress token if its hull value is "4" or lower"', () => {
    // Even a miss: the TIE's hull value is 3.
    const r = round(
      locked(['flechettetorpedoes']),
      fire('flechettetorpedoes', faces('blank', 3), faces('blank', 3)),
      passive,
    );
    expect(ship(r, 'tie')).toMatchObject({ stress: 1, damage: [] });
    expect(ship(r, 'luke')).toMatchObject({ lockOn: null, upgrades: [{ faceUp: false }] });
  });
});

describe('triggered upgrades', () => {
  it('Fire-Control System: "After you perform an attack, you may acquire a target lock on the defender"', () => {
    const r = round(
      stateWith([luke(['firecontrolsystem']), tie(RANGE[2])]),
      lukeAttacks(faces('blank', 3), faces('blank', 3)),
      passive,
    );
    expect(r.record.abilities).toEqual([{ ship: 'luke', card: 'Fire-Control System', use: true }]);
    expect(ship(r, 'luke').lockOn).toBe('tie');
  });
  it('Tactician: "After you perform an attack against a ship inside your firing arc at Range 2, that ship receives 1 stress token"', () => {
    const at = (range: 1 | 2, defence: number) =>
      ship(
        round(
          stateWith([luke(['tactician']), tie(RANGE[range])]),
          lukeAttacks(faces('blank', range === 1 ? 4 : 3), faces('blank', defence)),
          passive,
        ),
        'tie',
      ).stress;
    expect([at(2, 3), at(1, 3)]).toEqual([1, 0]);
  });
  it('Recon Specialist: "When you perform a focus action, assign 1 additional focus token to your ship"', () => {
    const r = round(
      stateWith([luke(['reconspecialist']), tie(800)]),
      { dials: DIALS, actions: { luke: { action: 'focus' } } },
      passive,
    );
    // The End phase removes them again: the token count shown after the action is 2.
    expect(r.events.find((e) => e.kind === 'token' && (e as { token?: string }).token === 'focus')).toMatchObject({
      unit: 'luke',
      count: 2,
    });
  });
  it('Expose: "Until the end of the round, increase your primary weapon value by 1 and decrease your agility value by 1"', () => {
    const r = round(
      stateWith([luke(['expose']), tie(RANGE[2])]),
      {
        dials: DIALS,
        actions: { luke: { action: 'expose' } },
        attacks: { luke: { target: 'tie' }, tie: { target: 'luke' } },
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: faces('blank', 4) },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
          { ship: 'tie', purpose: 'attack', faces: faces('blank', 2) },
          { ship: 'luke', purpose: 'defence', faces: ['blank'] },
        ],
      },
      passive,
    );
    // Luke 3 + 1 = 4 dice; his agility 2 − 1 = 1 die.
    expect(r.record.rolls!.map((x) => x.faces.length)).toEqual([4, 3, 2, 1]);
  });
  it('Opportunist: "if the defender does not have any focus or evade tokens, you may receive 1 stress token to roll 1 additional attack die"', () => {
    const r = round(
      stateWith([luke(['opportunist']), tie(RANGE[2])]),
      lukeAttacks(faces('blank', 4), faces('blank', 3)),
      passive,
    );
    expect(ship(r, 'luke').stress).toBe(1);
    // The TIE holds a focus token: no extra die, no stress.
    const s2 = stateWith([luke(['opportunist']), tie(RANGE[2])]);
    s2.ships[1]!.focus = 1;
    const r2 = round(s2, lukeAttacks(faces('blank', 3), faces('blank', 3)), passive);
    expect(ship(r2, 'luke').stress).toBe(0);
  });
  const hitLuke = (upgrades: string[], top: string[], attack: string[]) => {
    const state = stateWith([luke(upgrades), tie(RANGE[2])]);
    state.ships[0]!.shields = 0;
    state.deck.push(...top);
    return round(
      state,
      {
        dials: DIALS,
        attacks: { luke: { target: null }, tie: { target: 'luke' } },
        rolls: [
          { ship: 'tie', purpose: 'attack', faces: attack },
          { ship: 'luke', purpose: 'defence', faces: faces('blank', 2) },
        ],
      },
      passive,
    );
  };
  it('Determination: "When you are dealt a faceup Damage card with the Pilot trait, discard it immediately without resolving its effect"', () => {
    const r = hitLuke(['determination'], ['Blinded Pilot'], ['crit', 'blank']);
    expect(ship(r, 'luke')).toMatchObject({ damage: [], blinded: false });
    expect(r.state.discard).toEqual(['Blinded Pilot']);
    // A Ship card stays.
    expect(ship(hitLuke(['determination'], ['Damaged Engine'], ['crit', 'blank']), 'luke').damage).toEqual([
      { name: 'Damaged Engine', faceUp: true, round: 1 },
    ]);
  });
  it('Chewbacca: "When you are dealt a Damage card, you may immediately discard that card and recover 1 shield. Then, discard this Upgrade card"', () => {
    const r = hitLuke(['chewbacca'], ['Direct Hit!'], ['hit', 'blank']);
    expect(ship(r, 'luke')).toMatchObject({ damage: [], shields: 1, upgrades: [{ xws: 'chewbacca', faceUp: false }] });
    expect(r.state.discard).toEqual(['Direct Hit!']);
    expect(r.record.abilities).toEqual([{ ship: 'luke', card: 'Chewbacca', use: true }]);
  });
  it('R5 Astromech: "During the End phase, you may choose 1 of your faceup Damage cards with the Ship trait and flip it facedown"', () => {
    // A Y-wing (hull 5) with 1 + 1 + 2 = 4 damage stays in play.
    const gold = { ...luke(['r5astromech']), id: 'gold', ship: 'ywing', pilot: 'goldsquadronpilot' };
    const state = stateWith([gold, tie(800)]);
    state.ships[0]!.damage.push(
      { name: 'Injured Pilot', faceUp: true, round: 0 },
      { name: 'Damaged Engine', faceUp: true, round: 0 },
      { name: 'Direct Hit!', faceUp: true, round: 0 },
    );
    const r = round(state, { dials: { gold: 'straight-1', tie: 'straight-2' } }, passive);
    // Injured Pilot has the Pilot trait; of the Ship cards the autopilot flips Direct Hit! (then 1 damage, not 2).
    expect(ship(r, 'gold').damage.map((c) => c.faceUp)).toEqual([true, true, false]);
    expect(r.record.abilities).toEqual([{ ship: 'gold', card: 'R5 Astromech', use: true, damage: 'Direct Hit!' }]);
  });
});

describe('a target lock after Elusiveness', () => {
  it('"A die cannot be rerolled more than once" (MODIFYING DICE): the lock rerolls only the blanks Elusiveness left', () => {
    // Turr Phennir (Elusiveness) makes Luke reroll his hit (die 0) into a blank; Luke's lock then rerolls dice 1 and 2.
    const turr = { ...tie(RANGE[2]), ship: 'tieinterceptor', pilot: 'turrphennir', upgrades: ['elusiveness'] };
    const state = stateWith([luke([]), turr]);
    state.ships[0]!.lockOn = 'tie';
    const r = round(
      state,
      {
        dials: { luke: 'straight-1', tie: 'straight-2' },
        attacks: { luke: { target: 'tie' }, tie: { target: null } },
        rolls: [
          { ship: 'luke', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
          { ship: 'luke', purpose: 'Elusiveness', faces: ['blank'] },
          { ship: 'luke', purpose: 'reroll', faces: ['hit', 'hit'] },
          { ship: 'tie', purpose: 'defence', faces: faces('blank', 3) },
        ],
      },
      passive,
    );
    expect(r.record.attacks!.luke!.rerolls).toEqual([1, 2]);
    expect(diceEvent(r, 'luke', 'attack')!.modified).toEqual(['blank', 'hit', 'hit']);
    expect(ship(r, 'tie').stress).toBe(1);
  });
});
