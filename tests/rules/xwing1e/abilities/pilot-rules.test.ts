/**
 * Pilot abilities of issue 18 that are standing rules of the engine (pilotRuleCards.ts), one scenario per card, dice
 * forced through recorded rolls. Positions are where ships stand after moving (pilotHarness.ts): the X-wing at
 * (300, 200) facing north has its base over x 280–320, y 180–220; a small ship facing south at y = 300 / 400 / 500 is
 * at range 1 / 2 / 3 of it.
 */
import { describe, expect, it } from 'vitest';
import { obstacleState, setupGame } from '../../../../src/rules/xwing1e/setup.ts';
import { fileWith, passive, round, stateWith, type TestShip } from '../engine/harness.ts';
import { after, placed, play, type Placed, tie, xwing } from './pilotHarness.ts';

type R = ReturnType<typeof play>;
const tokens = (r: R, unit: string, token: string) =>
  r.events
    .filter((e) => e.kind === 'token' && e.unit === unit && e.token === token)
    .map((e) => (e as { count: number }).count);
const captions = (r: R) => r.events.filter((e) => e.kind === 'caption').map((e) => (e as { text: string }).text);

describe('Captain Kagi: "When an enemy ship acquires a target lock, it must lock onto your ship if able."', () => {
  // Kagi (pilot skill 8) moves after the X-wing has acted: his shuttle then still stands a straight 1 (120 mm) back
  // from (500, 330), at (500, 450), its large base (x 460–540, y 410–490) 236 mm from the X-wing's corner (320, 220):
  // range 3.
  const kagi = (x = 500, y = 330): Placed => ({
    id: 'k',
    player: 1,
    ship: 'lambdaclassshuttle',
    pilot: 'captainkagi',
    x,
    y,
  });
  it('Captain Kagi: the target lock action may lock only him while he is in range', () => {
    const r = play([xwing(), tie('t', 300), kagi()], { actions: { x: { action: 'target-lock', target: 'k' } } });
    expect(after(r, 'x').lockOn).toBe('k');
    expect(() =>
      play([xwing(), tie('t', 300), kagi()], { actions: { x: { action: 'target-lock', target: 't' } } }),
    ).toThrow('actions.x: action "target-lock" on t is not possible now (legal: focus, target-lock:k)');
  });
  it('Captain Kagi: beyond Range 3 ("if able") or already locked onto him, the ship locks whom it likes', () => {
    const far = play([xwing(), tie('t', 300), kagi(700, 800)], {
      actions: { x: { action: 'target-lock', target: 't' } },
    });
    expect(after(far, 'x').lockOn).toBe('t');
    const locked = xwing('x', { tokens: { lockOn: 'k' } });
    const again = play([locked, tie('t', 300), kagi()], { actions: { x: { action: 'target-lock', target: 't' } } });
    expect(after(again, 'x').lockOn).toBe('t');
  });
});

describe('Dash Rendar: "You may ignore obstacles during the Activation phase and when performing actions."', () => {
  // The YT-2400 at (300, 100) facing north flies straight 2 to (300, 260): its template (x 290–310, y 140–220) crosses
  // the asteroid at (300, 180).
  const yt = (pilot: string): TestShip => ({ id: 'd', player: 0, ship: 'yt2400', pilot, x: 300, y: 100, heading: 90 });
  const far: TestShip = { id: 't', player: 1, ship: 'tiefighter', pilot: 'academypilot', x: 700, y: 850, heading: 270 };
  const rock = { id: 'rock', shape: 'asteroid-5', x: 300, y: 180 };
  it('Dash Rendar: a maneuver across an asteroid rolls no die and keeps his Perform Action step', () => {
    const dials = { d: 'straight-2', t: 'straight-2' };
    const r = round(
      stateWith([yt('dashrendar'), far], [rock]),
      { dials, actions: { d: { action: 'focus' } } },
      passive,
    );
    expect(r.events.find((e) => e.kind === 'move' && e.unit === 'd')).toMatchObject({ obstaclesHit: ['rock'] });
    expect(r.record.rolls).toBeUndefined();
    // The focus action is performed (its token goes in the End phase); no shield or card lost.
    expect(tokens(r, 'd', 'focus')).toEqual([1, 0]);
    const d = r.state.ships.find((s) => s.id === 'd');
    expect([d?.shields, d?.damage.length]).toEqual([5, 0]);
    // Another YT-2400 pilot loses the step and rolls for the asteroid.
    const other = round(stateWith([yt('wildspacefringer'), far], [rock]), { dials }, passive);
    expect(other.record.actions?.d).toBeUndefined();
    expect(other.record.rolls?.map((x) => x.purpose)).toEqual(['asteroid rock']);
  });
  it('Dash Rendar: his barrel roll may end on an asteroid, where he then cannot attack', () => {
    // After the straight 2 the left barrel roll moves him 100 mm west to (200, 260), onto the asteroid there.
    const onRoll = { id: 'rock', shape: 'asteroid-3', x: 200, y: 260 };
    const dials = { d: 'straight-2', t: 'straight-2' };
    const roll = { d: { action: 'barrel-roll-left' } };
    const r = round(stateWith([yt('dashrendar'), far], [onRoll]), { dials, actions: roll }, passive);
    const d = r.state.ships.find((s) => s.id === 'd');
    expect([d?.pose.x, d?.pose.y, d?.onAsteroid]).toEqual([200, 260, true]);
    expect(() => round(stateWith([yt('wildspacefringer'), far], [onRoll]), { dials, actions: roll }, passive)).toThrow(
      /actions\.d: action "barrel-roll-left" is not possible now/,
    );
  });
});

describe('Dace Bonearm: "When an enemy ship at Range 1-3 receives at least 1 ion token…"', () => {
  const dace = (stress = 0): Placed => ({
    id: 'd',
    player: 1,
    ship: 'hwk290',
    pilot: 'dacebonearm',
    y: 400,
    scum: true,
    upgrades: ['ioncannonturret'],
    tokens: { stress },
  });
  const record = {
    attacks: { d: { target: 'x', weapon: 'ioncannonturret' } },
    rolls: [
      // Ion Cannon Turret: 3 dice at range 2; the X-wing's 2 defence dice cancel nothing.
      { ship: 'd', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
      { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
    ],
  };
  it('Dace Bonearm: "…if you are not stressed, you may receive 1 stress token to cause that ship to suffer 1 damage"', () => {
    // The hit: 1 damage (a shield) and 1 ion token; Dace takes a stress token for 1 more damage (the second shield).
    const r = play([xwing(), dace()], record);
    expect(r.record.abilities).toEqual([{ ship: 'd', card: 'Dace Bonearm', use: true, target: 'x' }]);
    expect([after(r, 'x').shields, after(r, 'x').ion, after(r, 'd').stress]).toEqual([0, 1, 1]);
    expect(captions(r)).toContain('Dace Bonearm: Rookie Pilot suffers 1 damage');
    // Stressed, he is offered nothing: only the turret's damage.
    const stressed = play([xwing(), dace(1)], record);
    expect(stressed.record.abilities).toBeUndefined();
    expect([after(stressed, 'x').shields, after(stressed, 'd').stress]).toEqual([1, 1]);
  });
});

describe('tokens that serve an attack', () => {
  it('Latts Razzi: "you may spend a target lock you have on the defender to reduce its agility by 1 for that attack"', () => {
    // Latts (pilot skill 5, far away: the card names no range) holds a lock on the X-wing and makes no attack; the
    // Binayre Pirate (skill 1) then attacks it at range 2: 2 attack dice against 2 − 1 = 1 defence die.
    const latts: Placed = {
      id: 'l',
      player: 1,
      ship: 'yv666',
      pilot: 'lattsrazzi',
      x: 700,
      y: 800,
      scum: true,
      tokens: { lockOn: 'x' },
    };
    const pirate: Placed = { id: 'z', player: 1, ship: 'z95headhunter', pilot: 'binayrepirate', y: 400, scum: true };
    const r = play([xwing(), latts, pirate], {
      attacks: { z: { target: 'x' } },
      rolls: [
        { ship: 'z', purpose: 'attack', faces: ['hit', 'hit'] },
        { ship: 'x', purpose: 'defence', faces: ['evade'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'l', card: 'Latts Razzi', use: true }]);
    expect(after(r, 'l').lockOn).toBeNull();
    // 1 hit through: 1 shield of 2.
    expect(after(r, 'x').shields).toBe(1);
    expect(captions(r)).toContain("Latts Razzi: Rookie Pilot's agility −1");
  });

  // The K-wing (x 340–380) stands 20 mm beside the X-wing: range 1.
  const esege = (focus: number): Placed => ({
    id: 'e',
    player: 0,
    ship: 'kwing',
    pilot: 'esegetuketu',
    x: 360,
    y: 200,
    tokens: { focus },
  });
  const focusRolls = [
    // 3 dice at range 2: the focus result becomes a hit; the TIE's 3 defence dice cancel nothing.
    { ship: 'x', purpose: 'attack', faces: ['focus', 'hit', 'blank'] },
    { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
  ];
  it('Esege Tuketu: "When another friendly ship at Range 1-2 is attacking, it may treat your focus tokens as its own"', () => {
    const r = play([xwing(), esege(1), tie()], { attacks: { x: { target: 't' } }, rolls: focusRolls });
    expect(tokens(r, 'e', 'focus')).toEqual([0]);
    expect(r.events.find((e) => e.kind === 'dice' && e.unit === 'x')).toMatchObject({
      modified: ['hit', 'hit', 'blank'],
      modifications: ["focus (Esege Tuketu's)"],
    });
    // 2 damage: the TIE (hull 3) has 1 hull left.
    expect(after(r, 't').damage).toHaveLength(2);
    // Holding its own token too, the X-wing is offered Esege's; the autopilot spends its own.
    const own = play([xwing('x', { tokens: { focus: 1 } }), esege(1), tie()], {
      attacks: { x: { target: 't' } },
      rolls: focusRolls,
    });
    expect(own.record.abilities).toEqual([{ ship: 'x', card: 'Esege Tuketu', use: false }]);
    expect([tokens(own, 'x', 'focus')[0], tokens(own, 'e', 'focus')]).toEqual([0, [0]]);
  });

  it('Shara Bey: "When another friendly ship at Range 1-2 is attacking, it may treat your blue target lock tokens as its own"', () => {
    const shara: Placed = {
      id: 's',
      player: 0,
      ship: 'arc170',
      pilot: 'sharabey',
      x: 360,
      y: 200,
      tokens: { lockOn: 't' },
    };
    const r = play([xwing(), shara, tie()], {
      attacks: { x: { target: 't' } },
      rolls: [
        // Her lock rerolls the 2 blanks into hits: 3 hits destroy the TIE (hull 3).
        { ship: 'x', purpose: 'attack', faces: ['blank', 'blank', 'hit'] },
        { ship: 'x', purpose: 'reroll', faces: ['hit', 'hit'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    expect(r.record.attacks?.x?.rerolls).toEqual([0, 1]);
    expect(after(r, 's').lockOn).toBeNull();
    expect(r.events.find((e) => e.kind === 'dice' && e.unit === 'x')).toMatchObject({
      modifications: ["target lock (Shara Bey's): reroll 2"],
    });
    expect(after(r, 't').destroyed).toBe(true);
  });

  const norra = (tokens: Placed['tokens']): Placed => ({
    id: 'n',
    player: 0,
    ship: 'arc170',
    pilot: 'norrawexley',
    y: 200,
    tokens,
  });
  it('Norra Wexley attacking: "you may spend a target lock you have on the enemy ship to add 1 [Focus] result"', () => {
    // 2 dice at range 2 (ARC-170: primary weapon 2): the lock would reroll 1 blank; she adds a focus result instead,
    // which her focus token makes a hit: 2 hits.
    const r = play([norra({ lockOn: 't', focus: 1 }), tie()], {
      attacks: { n: { target: 't' } },
      rolls: [
        { ship: 'n', purpose: 'attack', faces: ['blank', 'hit'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'n', card: 'Norra Wexley', use: true }]);
    expect(r.events.find((e) => e.kind === 'dice' && e.unit === 'n')).toMatchObject({
      modified: ['blank', 'hit', 'hit'],
      modifications: ['Norra Wexley', 'focus'],
    });
    expect([after(r, 'n').lockOn, after(r, 't').damage.length]).toEqual([null, 2]);
  });
  it('Norra Wexley defending: her lock on the attacker adds a [Focus] result, which her focus token makes an evade', () => {
    const r = play([norra({ lockOn: 't', focus: 1 }), tie()], {
      attacks: { n: { target: null }, t: { target: 'n' } },
      rolls: [
        // The TIE's 2 hits; her 1 defence die (agility 1) a blank, her added focus result an evade: 1 hit lands.
        { ship: 't', purpose: 'attack', faces: ['hit', 'hit'] },
        { ship: 'n', purpose: 'defence', faces: ['blank'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'n', card: 'Norra Wexley', use: true }]);
    expect(r.events.find((e) => e.kind === 'dice' && e.unit === 'n')).toMatchObject({
      modified: ['blank', 'evade'],
      modifications: ['Norra Wexley', 'focus'],
    });
    expect(after(r, 'n').shields).toBe(2);
  });
});

describe('"Wampa": "When attacking, you may cancel all dice results. If you cancel a [Critical Hit] result, deal 1 facedown Damage card to the defender."', () => {
  const wampa = tie('w', 400, { pilot: 'wampa' });
  const rolls = (faces: string[]) => [
    { ship: 'w', purpose: 'attack', faces },
    { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
  ];
  it('"Wampa": a lone crit against a shielded X-wing is cancelled for a facedown card past its shields', () => {
    const r = play([xwing(), wampa], { attacks: { w: { target: 'x' } }, rolls: rolls(['crit', 'blank']) });
    expect(r.record.abilities).toEqual([{ ship: 'w', card: '"Wampa"', use: true }]);
    const x = after(r, 'x');
    expect([x.shields, x.damage.length, x.damage[0]?.faceUp]).toEqual([2, 1, false]);
    // No result is left: the attack misses.
    expect(r.events.find((e) => e.kind === 'result')).toMatchObject({ hits: 0, crits: 0, hit: false });
  });
  it('"Wampa": with a hit beside the crit, the autopilot keeps the dice (2 results against the shields)', () => {
    const r = play([xwing(), wampa], { attacks: { w: { target: 'x' } }, rolls: rolls(['crit', 'hit']) });
    expect(r.record.abilities).toEqual([{ ship: 'w', card: '"Wampa"', use: false }]);
    expect([after(r, 'x').shields, after(r, 'x').damage.length]).toEqual([0, 0]);
  });
});

describe('"Youngster": "Friendly TIE fighters at Range 1-3 may perform the action on your equipped [Elite] Upgrade card."', () => {
  // The Academy Pilot at (300, 400) attacks the X-wing at range 2; "Youngster" (skill 6, moving after it) still stands
  // a straight 2 back from (400, 420), at (400, 540): range 2 of it. Expose: "Until the end of the round, increase your
  // primary weapon value by 1 and decrease your agility value by 1."
  const youngster = (x: number, y: number) => tie('y', y, { pilot: 'youngster', x, upgrades: ['expose'] });
  const record = {
    actions: { t: { action: 'expose' } },
    attacks: { t: { target: 'x' } },
    rolls: [
      { ship: 't', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
      { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
    ],
  };
  it('"Youngster": an Academy Pilot performs his Expose and attacks with 3 dice', () => {
    const r = play([xwing(), tie(), youngster(400, 420)], record);
    expect(r.record.actions?.t).toEqual({ action: 'expose' });
    expect(r.events.find((e) => e.kind === 'dice' && e.unit === 't')).toMatchObject({
      rolled: ['hit', 'hit', 'blank'],
    });
    // Out of range, Expose is not his to perform.
    expect(() => play([xwing(), tie(), youngster(700, 700)], record)).toThrow(
      /actions\.t: action "expose" is not possible now \(legal: focus, barrel-roll-left/,
    );
  });
});

describe('Tomax Bren: "Once per round, after you discard an [Elite] Upgrade card, flip that card faceup."', () => {
  it('Tomax Bren: Crack Shot, discarded to cancel an evade, is faceup again', () => {
    // Crack Shot: "When attacking a ship inside your firing arc, at the start of the 'Compare Results' step, you may
    // discard this card to cancel 1 of the defender's [Evade] results."
    const tomax = tie('b', 400, { ship: 'tiebomber', pilot: 'tomaxbren', upgrades: ['crackshot'] });
    const r = play([xwing(), tomax], {
      attacks: { b: { target: 'x' } },
      rolls: [
        { ship: 'b', purpose: 'attack', faces: ['hit', 'hit'] },
        { ship: 'x', purpose: 'defence', faces: ['evade', 'blank'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'b', card: 'Crack Shot', use: true }]);
    expect(after(r, 'b').upgrades.map((u) => [u.name, u.faceUp])).toEqual([['Crack Shot', true]]);
    expect(captions(r)).toContain('Tomax Bren flips Crack Shot faceup');
    // Both hits land: both shields.
    expect(after(r, 'x').shields).toBe(0);
  });
});

describe('Tel Trevura: "The first time you would be destroyed, instead cancel any remaining damage…"', () => {
  it('Tel Trevura: "…discard all Damage cards, and deal 4 facedown Damage cards to this ship", then the next blow destroys him', () => {
    // The JumpMaster (hull 5, no shields left, 4 Damage cards) is attacked by two X-wings at range 2, 3 dice each.
    const tel: Placed = {
      id: 'j',
      player: 1,
      ship: 'jumpmaster5000',
      pilot: 'teltrevura',
      y: 420,
      scum: true,
      damage: 4,
      tokens: { shields: 0 },
    };
    const defence = { ship: 'j', purpose: 'defence', faces: ['blank', 'blank'] };
    const r = play([xwing('a'), xwing('b', { x: 360 }), tel], {
      attacks: { a: { target: 'j' }, b: { target: 'j' } },
      rolls: [
        // 2 hits: the first is his 5th card, he would be destroyed; the second is cancelled.
        { ship: 'a', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
        defence,
        // The X-wing b's hit then deals the 5th card again: destroyed.
        { ship: 'b', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
        defence,
      ],
    });
    expect(captions(r)).toContain('Tel Trevura is not destroyed: 4 facedown Damage cards instead');
    const damages = r.events.filter((e) => e.kind === 'damage' && e.unit === 'j') as unknown as { hull: number }[];
    expect(damages.map((d) => d.hull)).toEqual([1, 0]);
    expect(after(r, 'j').destroyed).toBe(true);
  });
});

describe('"Deathfire": "When you reveal your maneuver dial or after you perform an action, you may perform a [Bomb] Upgrade card action as a free action."', () => {
  // "Deathfire" flies a straight 1 south from (300, 680) (rear edge y 700) to (300, 600) (rear edge y 620). Proximity
  // Mines: "Action: Discard this card to drop 1 proximity mine token."
  const deathfire = tie('d', 600, { ship: 'tiebomber', pilot: 'deathfire', upgrades: ['proximitymines'] });
  const drop = { ship: 'd', card: '"Deathfire"', use: true, action: { action: 'proximitymines' } };
  it('"Deathfire": after his focus action, a free Proximity Mines action drops the mine behind where he stands', () => {
    const r = play([xwing(), deathfire], {
      actions: { d: { action: 'focus' } },
      abilities: [{ ship: 'd', card: '"Deathfire"', use: false }, drop],
    });
    expect(tokens(r, 'd', 'focus')).toEqual([1, 0]);
    const mine = r.state.bombs?.tokens[0];
    expect([mine?.kind, r.state.bombs?.tokens.length]).toEqual(['proximity-mine', 1]);
    // Behind his rear edge (y 620) where he stands, short of where he started (rear edge y 700).
    expect((mine?.pose.y ?? 0) > 620 && (mine?.pose.y ?? 0) < 700).toBe(true);
  });
  it('"Deathfire": when his dial is revealed, the mine drops behind his start; no second bomb after his action', () => {
    const r = play([xwing(), deathfire], { actions: { d: { action: 'focus' } }, abilities: [drop] });
    expect(r.record.abilities).toEqual([drop]);
    expect((r.state.bombs?.tokens[0]?.pose.y ?? 0) > 700).toBe(true);
    expect(r.state.bombs?.tokens).toHaveLength(1);
  });
});

describe('Han Solo (Resistance): "When you are placed during setup, you can be placed anywhere in the play area beyond Range 3 of enemy ships."', () => {
  // Han (pilot skill 9) is placed after the Academy Pilot (skill 1), whose base at (450, 864.4) reaches down to y 844.4.
  const file = (hanY: number) => {
    // A Resistance pilot flies for a player of the Rebel side (battle files name sides).
    const f = fileWith([
      { id: 'h', player: 0, ship: 'yt1300', pilot: 'hansolo-swx57', x: 0, y: 0, heading: 90 },
      { id: 't', player: 1, ship: 'tiefighter', pilot: 'academypilot', x: 0, y: 0, heading: 270 },
    ]);
    const ships = (f.ships ?? []).map((s) => (s.id === 'h' ? { ...s, x: 450, y: hanY } : { ...s, x: 450 }));
    return { ...f, ships };
  };
  it('Han Solo (Resistance): mid-table, 304 mm from the enemy, he may stand there', () => {
    // His large base reaches up to y 540 at y 500: 304.4 mm from the TIE's base, beyond Range 3 (300 mm).
    const f = file(500);
    const state = setupGame(f, f.ships);
    expect(state.ships.find((s) => s.id === 'h')?.pose).toEqual({ x: 450, y: 500, headingDeg: 90 });
  });
  it('Han Solo (Resistance): within Range 3 of an enemy placed before him, outside his setup zone, he may not', () => {
    const f = file(600);
    expect(() => setupGame(f, f.ships)).toThrow(
      'ships[0]: ship h (Han Solo) may stand outside its setup zone only beyond Range 3 of enemy ships placed before it; t is within Range 3',
    );
  });
});

describe('defence dice and results', () => {
  it('Test Pilot "Blackout": "When attacking, if the attack is obstructed, the defender rolls 2 fewer defense dice"', () => {
    // The asteroid at (300, 300) lies across the line from the TIE silencer at (300, 400) to the X-wing: obstructed.
    // The X-wing rolls 2 (agility) + 1 (obstructed) − 2 = 1 die against the silencer's 3 (range 2).
    const blackout = tie('b', 400, { ship: 'tiesilencer', pilot: 'testpilotblackout' });
    const { state, dials } = placed([xwing(), blackout]);
    state.obstacles = [obstacleState({ id: 'rock', shape: 'asteroid-3', x: 300, y: 300 })];
    const r = round(
      state,
      {
        dials,
        attacks: { x: { target: null }, b: { target: 'x' } },
        rolls: [
          { ship: 'b', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
          { ship: 'x', purpose: 'defence', faces: ['evade'] },
        ],
      },
      passive,
    );
    expect(r.events.find((e) => e.kind === 'attack')).toMatchObject({ obstructed: true, range: 2 });
    expect(after(r, 'x').shields).toBe(1);
  });

  it('Major Vynder: "When defending, if you have a weapons disabled token, roll 1 additional defense die."', () => {
    // His SLAM (a straight 1 after his straight 1: from (300, 480) to (300, 400)) leaves a weapons disabled token; the
    // X-wing's attack at range 2 meets 2 + 1 defence dice.
    const vynder = tie('v', 480, { ship: 'alphaclassstarwing', pilot: 'majorvynder' });
    const r = play([xwing(), vynder], {
      actions: { v: { action: 'slam', maneuver: 'straight-1' } },
      attacks: { x: { target: 'v' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: ['hit', 'hit', 'hit'] },
        { ship: 'v', purpose: 'defence', faces: ['evade', 'evade', 'evade'] },
      ],
    });
    expect(after(r, 'v').pose.y).toBe(400);
    expect(r.events.find((e) => e.kind === 'result')).toMatchObject({ hits: 0, evades: 3, hit: false });
  });

  it('Captain Feroph: "When defending, if the attacker is jammed, add 1 [Evade] result to your roll."', () => {
    // His jam action (range 2) jams the X-wing, which holds no token for the jam token to take; its 2 hits then meet
    // his blank and the added evade: 1 hit, a shield of his 2.
    const feroph = tie('f', 400, { ship: 'tiereaper', pilot: 'captainferoph' });
    const r = play([xwing(), feroph], {
      actions: { f: { action: 'jam', target: 'x' } },
      attacks: { x: { target: 'f' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
        { ship: 'f', purpose: 'defence', faces: ['blank'] },
      ],
    });
    expect(r.events.find((e) => e.kind === 'dice' && e.unit === 'f')).toMatchObject({
      modified: ['blank', 'evade'],
      modifications: ['Captain Feroph'],
    });
    expect(after(r, 'f').shields).toBe(1);
  });

  // The same text on three ships: an Attack Shuttle and a Sheathipede-class Shuttle (agility 2), a TIE fighter (3).
  for (const [ship, blanks] of [
    ['attackshuttle', 1],
    ['sheathipedeclassshuttle', 1],
    ['tiefighter', 2],
  ] as const)
    it(`"Zeb" Orrelios (${ship}): "When defending, you may cancel [Critical Hit] results before [Hit] results."`, () => {
      // The Academy Pilot's hit and crit at range 2; Zeb's one evade cancels the crit: 1 hit, no faceup card.
      const zeb = xwing('z', { ship, pilot: 'zeborrelios' });
      const r = play([zeb, tie()], {
        attacks: { t: { target: 'z' } },
        rolls: [
          { ship: 't', purpose: 'attack', faces: ['hit', 'crit'] },
          { ship: 'z', purpose: 'defence', faces: ['evade', ...Array<string>(blanks).fill('blank')] },
        ],
      });
      expect(r.record.abilities).toEqual([{ ship: 'z', card: '"Zeb" Orrelios', use: true }]);
      expect(r.events.find((e) => e.kind === 'result')).toMatchObject({ hits: 1, crits: 0 });
      expect(after(r, 'z').damage.filter((c) => c.faceUp)).toEqual([]);
    });
});

describe('around their own actions', () => {
  it('Leevan Tenza: "After you perform a boost action, you may receive 1 stress token to receive 1 evade token."', () => {
    // Engine Upgrade gives his X-wing the Boost icon.
    const leevan = xwing('l', { pilot: 'leevantenza', upgrades: ['engineupgrade'] });
    const r = play([leevan, tie('t', 700)], { actions: { l: { action: 'boost-straight' } } });
    expect(r.record.abilities).toEqual([{ ship: 'l', card: 'Leevan Tenza', use: true }]);
    expect([tokens(r, 'l', 'evade'), after(r, 'l').stress]).toEqual([[1, 0], 1]);
  });

  it('Benthic Two Tubes: "After you perform a focus action, you may remove 1 of your focus tokens to assign it to a friendly ship at Range 1-2."', () => {
    // The U-wing (large base, x 340–420) stands 20 mm beside the X-wing, which holds no focus token.
    const benthic: Placed = { id: 'b', player: 0, ship: 'uwing', pilot: 'benthictwotubes', x: 380, y: 200 };
    const r = play([xwing(), benthic, tie('t', 700)], { actions: { b: { action: 'focus' } } });
    expect(r.record.abilities).toEqual([{ ship: 'b', card: 'Benthic Two Tubes', use: true, target: 'x' }]);
    expect([tokens(r, 'b', 'focus').slice(0, 2), tokens(r, 'x', 'focus')[0]]).toEqual([[1, 0], 1]);
  });

  for (const ship of ['attackshuttle', 'tiefighter'])
    it(`Sabine Wren (${ship}): "Immediately before you reveal your maneuver, you may perform a free boost or barrel roll action."`, () => {
      // She starts a straight back from (300, 200); her free boost (lent where her bar lacks it) carries her 80 mm
      // north first, then her maneuver and her own focus action follow.
      const sabine = xwing('s', { ship, pilot: 'sabinewren' });
      const use = { ship: 's', card: 'Sabine Wren', use: true, action: { action: 'boost-straight' } };
      const r = play([sabine, tie('t', 800)], { actions: { s: { action: 'focus' } }, abilities: [use] });
      expect(r.record.abilities).toEqual([use]);
      expect(after(r, 's').pose.y).toBeCloseTo(280, 6);
      expect(tokens(r, 's', 'focus')).toEqual([1, 0]);
    });
});
