/**
 * Coordinate, jam, reload and reinforce, with the cards that hang on them (AP-5, ISB Slicer), worked by hand from
 * the xwing-data reference cards "Coordinate and Docking", "Reload Action and Jam Tokens" and "Reinforce Action"
 * (the Rules Reference of The Force Awakens era has none of these entries). Ships stand where the test says after
 * their slowest straight (pilotHarness.ts); mm, heading in degrees (90: north).
 */
import { describe, expect, it } from 'vitest';
import { after, placed, play, tie, xwing, type Placed } from './pilotHarness.ts';
import { tokens } from './cardScenarios.ts';
import { round } from '../engine/harness.ts';

const sheathipede = (pilot: string, extra: Partial<Placed> = {}): Placed => ({
  id: 's',
  player: 0,
  ship: 'sheathipedeclassshuttle',
  pilot,
  y: 200,
  ...extra,
});

describe('Coordinate', () => {
  // "To do so, choose another friendly ship at Range 1–2. The chosen ship may immediately perform one free action."
  it('Zeb Orrelios coordinates an X-wing 20 mm to his right (range 1): it takes a free focus action', () => {
    const r = play([sheathipede('zeborrelios'), xwing('x', { x: 360 }), tie('t', 850)], {
      actions: { s: { action: 'coordinate', target: 'x' } },
      abilities: [{ ship: 'x', card: 'Coordinate', use: true, action: { action: 'focus' } }],
    });
    expect(tokens(r, 'x', 'focus')).toEqual([1, 0]);
    expect(tokens(r, 's', 'focus')).toEqual([]);
  });

  it('a friend 460 mm away (beyond range 2) cannot be chosen', () => {
    expect(() =>
      play([sheathipede('zeborrelios'), xwing('x', { x: 800 }), tie('t', 850)], {
        actions: { s: { action: 'coordinate', target: 'x' } },
      }),
    ).toThrow(/actions\.s: action "coordinate" on x is not possible now \(legal: focus\)/);
  });

  it('AP-5 takes 2 stress tokens to remove 1 from the friend before its free action', () => {
    // AP-5 (pilot skill 1) acts before the X-wing (2) has flown its green straight 1: the X-wing holds 2 stress
    // tokens then, 1 after AP-5, so no free action is offered; its green maneuver then removes the last.
    const r = play([sheathipede('ap5'), xwing('x', { x: 360, tokens: { stress: 1 } }), tie('t', 850)], {
      actions: { s: { action: 'coordinate', target: 'x' } },
      abilities: [{ ship: 's', card: 'AP-5', use: true }],
    });
    expect(tokens(r, 's', 'stress')).toEqual([1, 2]);
    expect(tokens(r, 'x', 'stress')).toEqual([1, 0]);
    expect(r.record.abilities).toEqual([{ ship: 's', card: 'AP-5', use: true }]);
  });
});

/**
 * A Scarif Base Pilot TIE Reaper (pilot skill 1) at (300, 400) facing south after its straight 1. It acts before the
 * X-wings (pilot skill 2) fly: an X-wing placed at y 280 is still at y 200 then, 160 mm away (range 2).
 */
const reaper = (extra: Partial<Placed> = {}): Placed => ({
  id: 'r',
  player: 1,
  ship: 'tiereaper',
  pilot: 'scarifbasepilot',
  y: 400,
  ...extra,
});

describe('Jam', () => {
  // "When a ship has both a jam token and a focus, evade, or blue target lock token, remove the jam token. Then that
  // ship chooses and removes one of its focus, evade, or blue target lock tokens."
  it('a jam token on an X-wing at range 2 holding a focus token: both go at once', () => {
    const r = play([reaper(), xwing('x', { y: 280, tokens: { focus: 1 } })], {
      actions: { r: { action: 'jam', target: 'x' } },
    });
    expect(tokens(r, 'x', 'jam')).toEqual([1, 0]);
    expect(tokens(r, 'x', 'focus')).toEqual([0]);
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Jam', use: true, token: 'focus' }]);
  });

  it('the jammed ship chooses: focus recorded, the evade token stays (the autopilot would give up the evade)', () => {
    const run = (abilities?: { ship: string; card: string; use: boolean; token: string }[]) =>
      play([reaper(), xwing('x', { y: 280, tokens: { focus: 1, evade: 1 } })], {
        actions: { r: { action: 'jam', target: 'x' } },
        ...(abilities ? { abilities } : {}),
      });
    const chosen = run([{ ship: 'x', card: 'Jam', use: true, token: 'focus' }]);
    expect(tokens(chosen, 'x', 'focus')).toEqual([0]);
    expect(tokens(chosen, 'x', 'evade')).toEqual([0]); // the End phase
    const auto = run();
    expect(auto.record.abilities).toEqual([{ ship: 'x', card: 'Jam', use: true, token: 'evade' }]);
    expect(() => run([{ ship: 'x', card: 'Jam', use: true, token: 'lock' }])).toThrow(
      /abilities\[0\]\.token: Jam: expected a token x holds \(evade, focus\)/,
    );
  });

  it('an enemy 460 mm away (beyond range 2) cannot be jammed', () => {
    expect(() => play([reaper({ y: 700 }), xwing('x')], { actions: { r: { action: 'jam', target: 'x' } } })).toThrow(
      /actions\.r: action "jam" on x is not possible now/,
    );
  });

  it('ISB Slicer: a second X-wing 20 mm beside the first gets a jam token, which takes its next focus token', () => {
    const r = play(
      [
        reaper({ upgrades: ['isbslicer'] }),
        xwing('x', { y: 280, tokens: { focus: 1 } }),
        xwing('x2', { x: 360, y: 280 }),
      ],
      {
        actions: { r: { action: 'jam', target: 'x' }, x2: { action: 'focus' } },
        abilities: [
          { ship: 'x', card: 'Jam', use: true, token: 'focus' },
          { ship: 'r', card: 'ISB Slicer', use: true, target: 'x2' },
          { ship: 'x2', card: 'Jam', use: true, token: 'focus' },
        ],
      },
    );
    expect(tokens(r, 'x2', 'jam')).toEqual([1, 0]);
    expect(tokens(r, 'x2', 'focus')).toEqual([1, 0]);
    expect(after(r, 'x2').jam).toBe(0);
  });
});

describe('Reload', () => {
  // "choose any number of the ship's equipped, discarded [Torpedo] or [Missile] Upgrade cards and flip them faceup,
  // then assign the ship a weapons disabled token."
  const alpha: Placed = {
    id: 'a',
    player: 1,
    ship: 'alphaclassstarwing',
    pilot: 'nusquadronpilot',
    y: 700,
    upgrades: ['protontorpedoes'],
  };

  it('a Nu Squadron Pilot flips its discarded Proton Torpedoes faceup, then its weapons are disabled', () => {
    const { state, dials } = placed([alpha, xwing('x')]);
    state.ships.find((s) => s.id === 'a')!.upgrades[0]!.faceUp = false;
    const r = round(state, {
      dials,
      actions: { a: { action: 'reload' } },
      attacks: { x: { target: null }, a: { target: null } },
    });
    expect(r.state.ships.find((s) => s.id === 'a')!.upgrades[0]!.faceUp).toBe(true);
    expect(tokens(r, 'a', 'weapons-disabled')).toEqual([1, 0]);
  });

  it('with nothing discarded there is nothing to reload', () => {
    expect(() => play([alpha, xwing('x')], { actions: { a: { action: 'reload' } } })).toThrow(
      /actions\.a: action "reload" is not possible now/,
    );
  });
});

describe('Reinforce', () => {
  // "If the fore side of the token is faceup and the attacker is inside the defender's firing arc, add 1 [Evade]
  // result. If the aft side of the token is faceup and the attacker is not inside the defender's firing arc, add 1
  // [Evade] result." A Kashyyyk Defender (agility 1, 3 shields) at (300, 200) facing north; an Academy Pilot TIE at
  // (300, 300) facing it, 60 mm away (range 1: 2 + 1 attack dice), inside its firing arc.
  const auzituck: Placed = { id: 'w', player: 0, ship: 'auzituckgunship', pilot: 'kashyyykdefender', y: 200 };
  const fight = (side: 'fore' | 'aft') =>
    play([auzituck, tie('t', 300)], {
      actions: { w: { action: `reinforce-${side}` } },
      attacks: { t: { target: 'w' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['hit', 'hit', 'hit'] },
        { ship: 'w', purpose: 'defence', faces: ['blank'] },
      ],
    });

  it('fore faceup, attacker in arc: 3 hits less 1 evade = 2 damage on the shields (1 left)', () => {
    const w = after(fight('fore'), 'w');
    expect([w.shields, w.damage.length]).toEqual([1, 0]);
  });

  it('aft faceup, attacker in arc: no evade, 3 damage (all 3 shields)', () => {
    const r = fight('aft');
    expect([after(r, 'w').shields, after(r, 'w').damage.length]).toEqual([0, 0]);
    expect(tokens(r, 'w', 'reinforce')).toEqual([1, 0]);
  });

  it('the autopilot reinforces its aft against a TIE behind it that has it in arc', () => {
    // The TIE at (300, 100) faces north, 60 mm behind the Auzituck: outside its arcs, the Auzituck inside the TIE's.
    const { state, dials } = placed([auzituck, tie('t', 100, { heading: 90 })]);
    const r = round(state, { dials, attacks: { w: { target: null }, t: { target: null } } });
    expect(r.record.actions?.w).toEqual({ action: 'reinforce-aft' });
  });
});
