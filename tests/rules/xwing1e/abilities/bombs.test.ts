/**
 * Bombs and mines (issue 18), one scenario per card, worked out by hand from the card text and the Rules Reference,
 * BOMBS: "To drop a bomb … 1. Take the [Straight 1] maneuver template and slide it between the rear guides of your
 * ship. 2. Place the bomb token … and slide the guides of the token into the opposite end of the template." "The guides
 * on a bomb token count as part of the bomb for the purposes of measuring range and overlapping." "A ship can only drop
 * one bomb per round."
 *
 * Geometry (bombs/tokens.ts, assumed sizes): a standard bomb token is 30 × 30 mm, a Proximity Mine 40 × 35, a Conner
 * Net 40 × 40, a cluster mine set a 27 × 20 centre token and two 20 × 20 side tokens flush beside it. A small ship's
 * centre is 20 mm in front of its rear edge, so a token of depth d lands 20 + 40 + d/2 mm behind the centre (the
 * straight 1 is 40 mm long). The TIE bomber (Scimitar Squadron Pilot, pilot skill 2) moves before the X-wing (Red
 * Squadron Pilot, pilot skill 4). Dice are pinned through recorded rolls.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBattleFile } from '../../../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../../../src/rules/xwing1e/engine.ts';
import { playRound } from '../../../../src/rules/xwing1e/round.ts';
import { TimelineBuilder } from '../../../../src/battle/timeline.ts';
import type { RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import type { GameState } from '../../../../src/rules/xwing1e/state.ts';
import { checkXwsSquad } from '../../../../src/rules/xwing1e/xws.ts';
import { passive, round, stateWith, type TestShip } from '../engine/harness.ts';
import { bomberBattle } from './bombBattle.ts';
import { cardsReport } from '../../../../src/rules/xwing1e/abilities/report.ts';

/** A TIE bomber (Scimitar Squadron Pilot) of player 1 at (x, y) facing `heading`, carrying `upgrades`. */
const bomber = (upgrades: string[], x = 300, y = 500, heading = 90): TestShip => ({
  id: 'b',
  player: 1,
  ship: 'tiebomber',
  pilot: 'scimitarsquadronpilot',
  x,
  y,
  heading,
  upgrades,
});

/** A Red Squadron Pilot's X-wing of player 0 (2 shields, hull 3). */
const xwing = (id: string, x: number, y: number, heading = 90): TestShip => ({
  id,
  player: 0,
  ship: 'xwing',
  pilot: 'redsquadronpilot',
  x,
  y,
  heading,
});

/** One round of these ships with the passive policy (bomb choices: the engine's suggestion), no attacks. */
function play(
  ships: TestShip[],
  record: Partial<RoundRecord> & Pick<RoundRecord, 'dials'>,
  tweak?: (s: GameState) => void,
) {
  const state = stateWith(ships);
  tweak?.(state);
  const attacks = Object.fromEntries(ships.map((s) => [s.id, { target: null }]));
  return round(state, { attacks, ...record }, passive);
}

type Played = ReturnType<typeof play>;
const ship = (r: Played, id: string) => r.state.ships.find((s) => s.id === id)!;
/** A pose equal to the expected one to 1e-9 mm and degrees. */
const expectPose = (got: unknown, want: { x: number; y: number; heading: number }) => {
  const p = got as typeof want;
  expect([p.x, p.y, p.heading].map((v, i) => Math.abs(v - [want.x, want.y, want.heading][i]!) < 1e-9)).toEqual([
    true,
    true,
    true,
  ]);
};
const eventsOf = <K extends string>(r: Played, kind: K) =>
  r.events.filter((e) => e.kind === kind) as unknown as (Played['events'][number] & { kind: K } & Record<
      string,
      unknown
    >)[];

describe('Proximity Mines', () => {
  it('"Action: Discard this card to drop 1 proximity mine token. When a ship\'s base or maneuver template overlaps this token, this token detonates."', () => {
    // The bomber flies straight 2 from (300, 500): 80 mm of template and its 40 mm base carry its centre to (300, 620).
    // Its action drops the mine 20 + 40 + 35/2 = 77.5 mm behind: centre (300, 542.5), body x 280–320, y 525–560.
    // The X-wing then flies straight 2 from (300, 400) to (300, 520): its base (y 500–540) overlaps the token.
    // "The ship that moved through or overlapped this token rolls 3 attack dice and suffers all damage (hit) and
    // critical damage (crit) rolled": hit, hit, crit → 2 shields gone and 1 faceup Damage card.
    const r = play([bomber(['proximitymines']), xwing('x', 300, 400)], {
      dials: { b: 'straight-2', x: 'straight-2' },
      actions: { b: { action: 'proximitymines' }, x: 'none' },
      rolls: [{ ship: 'x', purpose: 'Proximity Mine', faces: ['hit', 'hit', 'crit'] }],
    });
    const [drop] = eventsOf(r, 'bomb');
    expect(drop).toMatchObject({ name: 'Proximity Mine', card: 'Proximity Mines', unit: 'b' });
    expect(drop!.pose).toMatchObject({ x: 300, heading: 270 });
    expect((drop!.pose as { y: number }).y).toBeCloseTo(542.5, 9);
    expect(eventsOf(r, 'detonation')).toEqual([
      expect.objectContaining({ name: 'Proximity Mine', units: ['x'], cause: 'overlap' }),
    ]);
    expect(ship(r, 'x').shields).toBe(0);
    expect(ship(r, 'x').damage.map((c) => c.faceUp)).toEqual([true]);
    // The card was discarded to drop the mine, and the token is gone with its detonation.
    expect(ship(r, 'b').upgrades[0]!.faceUp).toBe(false);
    expect(r.state.bombs?.tokens).toEqual([]);
  });
});

/** Seismic-style scenario: the bomber at (300, 500) reveals straight 2 and drops behind it before moving. */
const revealScenario = (upgrades: string[], record: Partial<RoundRecord> = {}) =>
  play([bomber(upgrades), xwing('x', 300, 200), xwing('far', 500, 200)], {
    dials: { b: 'straight-2', x: 'straight-2', far: 'straight-2' },
    ...record,
  });

describe('bombs that detonate at the end of the Activation phase', () => {
  // Dropped as the bomber reveals its dial, before it moves: a 30 mm token lands 20 + 40 + 15 = 75 mm behind its
  // centre, at (300, 425), body x 285–315, y 410–440. By the end of the Activation phase the X-wing has flown from
  // (300, 200) to (300, 320) (base y 300–340): 70 mm from the token, Range 1. The other X-wing at (500, 320) is
  // 165 mm across and 70 mm along from the token's nearest corner (179 mm: Range 2); the bomber, at (300, 620), is
  // 158 mm away. The autopilot drops: the X-wing, one straight 2 ahead, is the only ship expected at Range 1.
  it('Seismic Charges: "When you reveal your maneuver dial, you may discard this card to drop 1 seismic charge token. This token detonates at the end of the Activation phase." Token: "each ship at Range 1 of the token suffers 1 damage"', () => {
    const r = revealScenario(['seismiccharges']);
    expect(r.record.abilities).toEqual([{ ship: 'b', card: 'Seismic Charges', use: true }]);
    const kinds = r.events.map((e) => e.kind);
    // Dropped before the bomber moves; detonated after the last ship's activation, before the Combat phase.
    expect(kinds.indexOf('bomb')).toBeLessThan(kinds.findIndex((e, i) => e === 'move' && i > kinds.indexOf('bomb')));
    const [drop] = eventsOf(r, 'bomb');
    expect(drop!.pose).toEqual({ x: 300, y: 425, heading: 270 });
    const detonation = r.events.findIndex((e) => e.kind === 'detonation');
    const combat = r.events.findIndex((e) => e.kind === 'phase' && e.phase === 'combat');
    expect(detonation).toBeGreaterThan(r.events.findLastIndex((e) => e.kind === 'move'));
    expect(detonation).toBeLessThan(combat);
    expect(r.events[detonation]).toMatchObject({ name: 'Seismic Charge', units: ['x'], cause: 'range' });
    expect([ship(r, 'x').shields, ship(r, 'far').shields]).toEqual([1, 2]);
    expect(ship(r, 'b').upgrades[0]!.faceUp).toBe(false);
    // Declined in the file: no token, the card kept.
    const kept = revealScenario(['seismiccharges'], {
      abilities: [{ ship: 'b', card: 'Seismic Charges', use: false }],
    });
    expect(eventsOf(kept, 'bomb')).toEqual([]);
    expect(ship(kept, 'x').shields).toBe(2);
    expect(ship(kept, 'b').upgrades[0]!.faceUp).toBe(true);
  });

  it('Proton Bombs: token "deal 1 faceup Damage card to each ship at Range 1 of the token" (dealt: the shields do not stop it)', () => {
    const r = revealScenario(['protonbombs']);
    expect(eventsOf(r, 'detonation')[0]).toMatchObject({ name: 'Proton Bomb', units: ['x'] });
    expect(ship(r, 'x').shields).toBe(2);
    expect(ship(r, 'x').damage.map((c) => c.faceUp)).toEqual([true]);
    expect(ship(r, 'far').damage).toEqual([]);
  });

  it('Ion Bombs: token "each ship at Range 1 of the token receives 2 ion tokens"', () => {
    const r = revealScenario(['ionbombs']);
    expect([ship(r, 'x').ion, ship(r, 'far').ion, ship(r, 'x').shields]).toEqual([2, 0, 2]);
  });

  it('Thermal Detonators: token "each ship at Range 1 of the token suffers 1 damage and receives 1 stress token"', () => {
    const r = revealScenario(['thermaldetonators']);
    expect([ship(r, 'x').shields, ship(r, 'x').stress, ship(r, 'far').stress]).toEqual([1, 1, 0]);
  });

  it('Bomblet Generator: "When you reveal your maneuver, you may drop 1 bomblet token" (the card stays); token: "each ship at Range 1 rolls 2 attack dice and suffers all damage (hit) and critical damage (crit) rolled"', () => {
    const r = revealScenario(['bombletgenerator'], {
      rolls: [{ ship: 'x', purpose: 'Bomblet', faces: ['hit', 'crit'] }],
    });
    expect(eventsOf(r, 'detonation')[0]).toMatchObject({ name: 'Bomblet', units: ['x'] });
    // A hit and a crit: both shields.
    expect(ship(r, 'x').shields).toBe(0);
    expect(ship(r, 'b').upgrades[0]!.faceUp).toBe(true);
  });

  it('Bombardier: "When dropping a bomb, you may use the ([Straight] 2) template instead of the ([Straight] 1) template."', () => {
    // The X-wing flies from (300, 130) to (300, 250), base y 230–270. Behind the straight 1 the token (y 410–440) is
    // 140 mm from it (Range 2); behind the straight 2, 40 mm farther back at (300, 385) (y 370–400), 100 mm: Range 1.
    // The autopilot drops, and takes the straight 2.
    const r = play([bomber(['seismiccharges', 'bombardier']), xwing('x', 300, 130)], {
      dials: { b: 'straight-2', x: 'straight-2' },
    });
    expect(r.record.abilities).toEqual([
      { ship: 'b', card: 'Seismic Charges', use: true },
      { ship: 'b', card: 'Bombardier', use: true },
    ]);
    expect(eventsOf(r, 'bomb')[0]!.pose).toEqual({ x: 300, y: 385, heading: 270 });
    expect(ship(r, 'x').shields).toBe(1);
    // Without Bombardier the autopilot keeps its charge: nobody would be at Range 1.
    const without = play([bomber(['seismiccharges']), xwing('x', 300, 130)], {
      dials: { b: 'straight-2', x: 'straight-2' },
    });
    expect(without.record.abilities).toEqual([{ ship: 'b', card: 'Seismic Charges', use: false }]);
  });
});

describe('mines', () => {
  it('Cluster Mines: "Action: Discard this card to drop 1 cluster mine token set. When a ship\'s base or maneuver template overlaps a cluster mine token, that token detonates."', () => {
    // The set behind the bomber at (300, 620): the centre token 20 + 40 + 10 = 70 mm back, at (300, 550), body
    // x 286.5–313.5, y 540–560; the side tokens flush beside it, x 313.5–333.5 and 266.5–286.5. The X-wing flies
    // straight 3 from (300, 400) to (300, 560): its base, x 280–320, y 540–580, overlaps all three, which detonate one
    // by one in the order dropped. Token: "rolls 2 attack dice and suffers 1 damage for each (hit) and (crit) rolled":
    // hit + blank, crit + focus, blank + blank → 2 damage (the crit as plain damage): both shields.
    const r = play([bomber(['clustermines']), xwing('x', 300, 400)], {
      dials: { b: 'straight-2', x: 'straight-3' },
      actions: { b: { action: 'clustermines' }, x: 'none' },
      rolls: [
        { ship: 'x', purpose: 'Cluster Mine', faces: ['hit', 'blank'] },
        { ship: 'x', purpose: 'Cluster Mine', faces: ['crit', 'focus'] },
        { ship: 'x', purpose: 'Cluster Mine', faces: ['blank', 'blank'] },
      ],
    });
    const drops = eventsOf(r, 'bomb').map((e) => e.pose as { x: number; y: number });
    expect(drops.map((p) => [p.x, p.y])).toEqual([
      [300, 550],
      [323.5, 550],
      [276.5, 550],
    ]);
    expect(eventsOf(r, 'detonation').map((e) => e.units)).toEqual([['x'], ['x'], ['x']]);
    expect(ship(r, 'x').shields).toBe(0);
    expect(ship(r, 'x').damage).toEqual([]);
  });

  it('Conner Net: token "the ship that moved through or overlapped this token suffers 1 damage, receives 2 ion tokens, and skips its "Perform Action" step"', () => {
    // The net lands 20 + 40 + 20 = 80 mm behind the bomber at (300, 620): centre (300, 540), body x 280–320, y
    // 520–560. The X-wing flies east from (200, 540) with a straight 3: its template (x 220–340, y 530–550) runs
    // through the net and its base stops beyond it (x 340–380): "moved through".
    const net = (xAction: 'none' | { action: string }) =>
      play([bomber(['connernet']), xwing('x', 200, 540, 0)], {
        dials: { b: 'straight-2', x: 'straight-3' },
        actions: { b: { action: 'connernet' }, x: xAction },
      });
    const r = net('none');
    expect(eventsOf(r, 'detonation')[0]).toMatchObject({ name: 'Conner Net', units: ['x'], cause: 'overlap' });
    expect([ship(r, 'x').shields, ship(r, 'x').ion]).toEqual([1, 2]);
    expect(() => net({ action: 'focus' })).toThrow(
      /actions\.x: x must skip its Perform Action step this round \(a Conner Net caught it\)/,
    );
  });

  it('a mine dropped under more than one ship: "the ship that dropped the bomb decides which of those ships detonates the bomb"', () => {
    // The mine (body x 280–320, y 525–560) lands under two X-wings that have not moved yet, at (262, 545) and
    // (338, 545) (bases x 242–282 and 318–358). The autopilot picks the first enemy; the file picks B.
    const ships = [bomber(['proximitymines']), xwing('A', 262, 545), xwing('B', 338, 545)];
    const record = (extra: Partial<RoundRecord>) => ({
      dials: { b: 'straight-2', A: 'straight-2', B: 'straight-2' },
      actions: { b: { action: 'proximitymines' } },
      ...extra,
    });
    const auto = play(
      ships,
      record({ rolls: [{ ship: 'A', purpose: 'Proximity Mine', faces: ['hit', 'blank', 'blank'] }] }),
    );
    expect(auto.record.abilities).toEqual([{ ship: 'b', card: 'Proximity Mines', use: true, target: 'A' }]);
    expect([ship(auto, 'A').shields, ship(auto, 'B').shields]).toEqual([1, 2]);
    const chosen = play(
      ships,
      record({
        abilities: [{ ship: 'b', card: 'Proximity Mines', use: true, target: 'B' }],
        rolls: [{ ship: 'B', purpose: 'Proximity Mine', faces: ['hit', 'blank', 'blank'] }],
      }),
    );
    // Detonated at once, under B; it is gone when A and B fly off.
    expect(eventsOf(chosen, 'detonation')).toEqual([expect.objectContaining({ units: ['B'] })]);
    expect([ship(chosen, 'A').shields, ship(chosen, 'B').shields]).toEqual([2, 1]);
    expect(() =>
      play(ships, record({ abilities: [{ ship: 'b', card: 'Proximity Mines', use: true, target: 'x' }] })),
    ).toThrow(/abilities\[0\]\.target: Proximity Mines: expected a ship the token lies under \(A, B\)/);
  });

  it('"it detonates regardless of whether the ship was executing a maneuver, barrel rolling, or resolving any other effect … that changed its position"', () => {
    // A mine already on the table at (250, 420), body x 230–270, y 402.5–437.5. An Academy Pilot's TIE fighter flies
    // straight 2 from (200, 300) to (200, 420) (base x 180–220: clear of it), then barrel rolls right: the straight 1
    // template between x 220 and 260, the base to x 260–300. Both overlap the mine: crit, blank, blank → 1 faceup card.
    const tie: TestShip = {
      id: 't',
      player: 1,
      ship: 'tiefighter',
      pilot: 'academypilot',
      x: 200,
      y: 300,
      heading: 90,
    };
    const r = play(
      [xwing('x', 600, 100), tie],
      {
        dials: { x: 'straight-1', t: 'straight-2' },
        actions: { t: { action: 'barrel-roll-right' } },
        rolls: [{ ship: 't', purpose: 'Proximity Mine', faces: ['crit', 'blank', 'blank'] }],
      },
      (state) => {
        const pose = { x: 250, y: 420, headingDeg: 270 };
        state.bombs = {
          tokens: [{ id: 'bomb-1', kind: 'proximity-mine', card: 'Proximity Mines', owner: 'x', pose, round: 0 }],
          dropped: 1,
        };
      },
    );
    expect(ship(r, 't').pose.x).toBeCloseTo(280, 9);
    expect(eventsOf(r, 'detonation')).toEqual([expect.objectContaining({ id: 'bomb-1', units: ['t'] })]);
    expect(ship(r, 't').damage.map((c) => c.faceUp)).toEqual([true]);
  });

  it('"A ship can only drop one bomb per round": after its seismic charge, the mine\'s action is refused', () => {
    const r = () =>
      revealScenario(['seismiccharges', 'proximitymines'], { actions: { b: { action: 'proximitymines' } } });
    expect(r).toThrow(/actions\.b: action "proximitymines" is not possible now/);
  });
});

describe('cards that change bombs', () => {
  it('Extra Munitions: "place 1 ordnance token on each equipped … [Bomb] Upgrade card … you may discard 1 ordnance token on that card instead"', () => {
    // Round 1: the seismic charge is dropped and the ordnance token goes instead of the card.
    const first = revealScenario(['extramunitions', 'seismiccharges']);
    expect(first.record.abilities).toEqual([
      { ship: 'b', card: 'Seismic Charges', use: true },
      { ship: 'b', card: 'Extra Munitions', use: true },
    ]);
    const charges = ship(first, 'b').upgrades[1]!;
    expect([charges.faceUp, charges.ordnance]).toEqual([true, 0]);
    expect(ship(first, 'x').shields).toBe(1);
    // Round 2, from where round 1 left them: the bomber (300, 620) drops again (token y 530–560), the X-wing flies to
    // (300, 440) (base y 420–460, 70 mm away); with no ordnance token left the card is discarded.
    const second = round(
      first.state,
      {
        dials: { b: 'straight-2', x: 'straight-2', far: 'straight-2' },
        attacks: { b: { target: null }, x: { target: null }, far: { target: null } },
      },
      passive,
    );
    expect(second.record.abilities).toEqual([{ ship: 'b', card: 'Seismic Charges', use: true }]);
    expect(second.state.ships[0]!.upgrades[1]!.faceUp).toBe(false);
    expect(second.state.ships.find((s) => s.id === 'x')!.shields).toBe(0);
  });

  it('Extra Munitions on a torpedo: the ordnance token goes instead of the Proton Torpedoes card', () => {
    // The X-wing flies from (300, 100) to (300, 220) (front edge y 240), the TIE fighter from (300, 520) to (300, 400)
    // (its near edge y 380): 140 mm, Range 2. The X-wing holds a lock on it: the torpedoes fire ("Attack
    // (target lock): Spend your target lock and discard this card"), and the ordnance token is discarded instead.
    const tie: TestShip = {
      id: 't',
      player: 1,
      ship: 'tiefighter',
      pilot: 'academypilot',
      x: 300,
      y: 520,
      heading: 270,
    };
    const x = { ...xwing('x', 300, 100), upgrades: ['protontorpedoes', 'extramunitions'] };
    const r = play(
      [x, tie],
      {
        dials: { x: 'straight-2', t: 'straight-2' },
        attacks: { x: { target: 't', weapon: 'protontorpedoes' }, t: { target: null } },
        rolls: [
          { ship: 'x', purpose: 'attack', faces: ['blank', 'blank', 'blank', 'blank'] },
          { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
        ],
      },
      (state) => {
        state.ships[0]!.lockOn = 't';
      },
    );
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Extra Munitions', use: true }]);
    expect(ship(r, 'x').upgrades[0]).toMatchObject({ faceUp: true, ordnance: 0 });
  });

  it('Ordnance Silos: "place 3 ordnance tokens on each other equipped [Bomb] Upgrade card"', () => {
    const r = play([bomber(['ordnancesilos', 'proximitymines']), xwing('x', 600, 100)], {
      dials: { b: 'straight-2', x: 'straight-1' },
      actions: { b: { action: 'proximitymines' } },
    });
    expect(r.record.abilities).toEqual([{ ship: 'b', card: 'Ordnance Silos', use: true }]);
    expect(ship(r, 'b').upgrades[1]).toMatchObject({ faceUp: true, ordnance: 2 });
    expect(r.state.bombs?.tokens.map((t) => t.kind)).toEqual(['proximity-mine']);
  });

  it('Bomb Loadout: "Your upgrade bar gains the [Bomb] icon." (squad building)', () => {
    const problems = (upgrades: Record<string, string[]>) =>
      checkXwsSquad({ faction: 'rebel', pilots: [{ name: 'goldsquadronpilot', ship: 'ywing', upgrades }] }).problems;
    expect(problems({ torpedo: ['bombloadout'], bomb: ['seismiccharges'] })).toEqual([]);
    expect(problems({ bomb: ['seismiccharges'] }).map((p) => p.message)).toEqual([
      'Seismic Charges: no bomb slot free on Gold Squadron Pilot (upgrade bar)',
    ]);
  });
});

const text = (v: unknown) => JSON.stringify(v);

describe('determinism and one-way data flow with bombs in play', () => {
  it('the autopilot drops bombs and mines; the completed file replays byte-identically and completes to itself', () => {
    const kinds = new Set<string>();
    for (const seed of [2, 9]) {
      const first = playBattle(bomberBattle(seed));
      for (const e of first.timeline.events) if (e.kind === 'bomb' || e.kind === 'detonation') kinds.add(e.name);
      const again = playBattle(parseBattleFile(JSON.parse(text(first.file))));
      expect(text(again.timeline)).toBe(text(first.timeline));
      expect(text(again.file)).toBe(text(first.file));
    }
    // Bombs went down and went off.
    expect(kinds.size).toBeGreaterThan(1);
  });

  it('any seed: same seed, same events', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const first = playBattle(bomberBattle(seed));
        expect(text(playBattle(bomberBattle(seed)).timeline)).toBe(text(first.timeline));
        const again = playBattle(parseBattleFile(JSON.parse(text(first.file))));
        expect(text(again.timeline)).toBe(text(first.timeline));
      }),
      { numRuns: 3 },
    );
  });

  it('a round leaves the state it was given as it was (tokens in play are copied, not shared)', () => {
    const before = stateWith([bomber(['seismiccharges']), xwing('x', 300, 200)]);
    before.bombs = {
      tokens: [
        {
          id: 'bomb-1',
          kind: 'proximity-mine',
          card: 'Proximity Mines',
          owner: 'b',
          pose: { x: 300, y: 330, headingDeg: 270 },
          round: 0,
        },
      ],
      dropped: 1,
    };
    const snapshot = text(before);
    const record = {
      dials: { b: 'straight-2', x: 'straight-2' },
      attacks: { b: { target: null }, x: { target: null } },
    };
    const r = playRound(before, record, passive, new TimelineBuilder(), 'rounds[0]');
    // The X-wing ran over the mine and the seismic charge went off: the new state changed, the old one did not.
    expect(r.state.bombs?.dropped).toBe(2);
    expect(r.state.bombs?.tokens).toEqual([]);
    expect(text(before)).toBe(snapshot);
  });
});

describe('cards that drop bombs another way', () => {
  it('Trajectory Simulator: "You may launch bombs using the ([Straight] 5) template instead of dropping them. You cannot launch bombs with the "Action:" header in this way."', () => {
    // The bomber at (300, 300) flies straight 1 to (300, 380) (base y 360–400). Launched from its front guides, the
    // straight 5 (200 mm) puts the charge 20 + 200 + 15 = 235 mm ahead: (300, 535), body y 520–550, facing away. The
    // X-wing flies from (300, 760) to (300, 640) (base y 620–660): 70 mm, Range 1. Dropped behind, at (300, 225), it
    // would catch nobody: the autopilot launches.
    const r = play([bomber(['seismiccharges', 'trajectorysimulator'], 300, 300), xwing('x', 300, 760, 270)], {
      dials: { b: 'straight-1', x: 'straight-2' },
    });
    expect(r.record.abilities).toEqual([
      { ship: 'b', card: 'Seismic Charges', use: true },
      { ship: 'b', card: 'Trajectory Simulator', use: true },
    ]);
    expectPose(eventsOf(r, 'bomb')[0]!.pose, { x: 300, y: 535, heading: 90 });
    expect(eventsOf(r, 'detonation')[0]).toMatchObject({ units: ['x'] });
    expect(ship(r, 'x').shields).toBe(1);
    // A mine (an "Action:" card) is not launched: nothing is offered.
    const mine = play([bomber(['proximitymines', 'trajectorysimulator']), xwing('x', 600, 100)], {
      dials: { b: 'straight-2', x: 'straight-1' },
      actions: { b: { action: 'proximitymines' } },
    });
    expect(mine.record.abilities).toBeUndefined();
  });

  it('Deathrain: "When dropping a bomb, you may use the front guides of your ship. After dropping a bomb, you may perform a free barrel roll action."', () => {
    // The X-wing (pilot skill 4) flies first, from (300, 600) to (300, 480) (base y 460–500). Deathrain (pilot skill
    // 6) at (300, 300) reveals straight 1; the file drops his seismic charge from the front guides, 20 + 40 + 15 mm
    // ahead at (300, 375) (body y 360–390: 70 mm from the X-wing), then barrel rolls left (his TIE punisher has no
    // icon: the card lends it): 80 mm to (220, 300), and flies on to (220, 380) (base x 200–240: 45 mm from the
    // token). At the end of the Activation phase both are at Range 1: 1 damage each, to their shields.
    const deathrain: TestShip = {
      id: 'd',
      player: 1,
      ship: 'tiepunisher',
      pilot: 'deathrain',
      x: 300,
      y: 300,
      heading: 90,
      upgrades: ['seismiccharges'],
    };
    const r = play([deathrain, xwing('x', 300, 600, 270)], {
      dials: { d: 'straight-1', x: 'straight-2' },
      abilities: [
        { ship: 'd', card: 'Seismic Charges', use: true },
        { ship: 'd', card: '"Deathrain"', use: true },
        { ship: 'd', card: '"Deathrain"', use: true, action: { action: 'barrel-roll-left' } },
      ],
    });
    expect(eventsOf(r, 'bomb')[0]!.pose).toEqual({ x: 300, y: 375, heading: 90 });
    expect(ship(r, 'd').pose.x).toBeCloseTo(220, 9);
    expect(ship(r, 'd').pose.y).toBeCloseTo(380, 9);
    expect(eventsOf(r, 'detonation')[0]).toMatchObject({ units: ['d', 'x'] });
    const shields = stateWith([deathrain]).ships[0]!.shields;
    expect([ship(r, 'd').shields, ship(r, 'x').shields]).toEqual([shields - 1, 1]);
  });

  it('"Genius": "After you reveal and execute a maneuver, if you did not overlap a ship, you may discard 1 of your equipped [Bomb] Upgrade cards without the "Action:" header to drop the corresponding bomb token."', () => {
    // The file declines the charge at the reveal; after its straight 2 the bomber stands at (300, 620) and "Genius"
    // drops it there, 75 mm behind: (300, 545), body x 285–315, y 530–560, its guides up to y 561.8: 38 mm from the
    // bomber's own base (y 600–640), so the bomber is at Range 1 of it too. Two X-wings, still to fly, are expected one
    // straight 2 ahead at (300, 420) and (345, 420) (bases y 400–440: 90 mm, and x 325–365: 91 mm): two enemies
    // against one friend, the autopilot drops. They do fly there: 1 damage to each of the three.
    const r = play([bomber(['genius', 'seismiccharges']), xwing('x', 300, 300), xwing('x2', 345, 300)], {
      dials: { b: 'straight-2', x: 'straight-2', x2: 'straight-2' },
      abilities: [{ ship: 'b', card: 'Seismic Charges', use: false }],
    });
    expect(r.record.abilities).toEqual([
      { ship: 'b', card: 'Seismic Charges', use: false },
      { ship: 'b', card: '"Genius"', use: true, upgrade: 'seismiccharges' },
    ]);
    expectPose(eventsOf(r, 'bomb')[0]!.pose, { x: 300, y: 545, heading: 270 });
    expect(eventsOf(r, 'detonation')[0]).toMatchObject({ units: ['b', 'x', 'x2'] });
    expect([ship(r, 'x').shields, ship(r, 'x2').shields, ship(r, 'b').damage.length]).toEqual([1, 1, 1]);
    expect(ship(r, 'b').upgrades[1]!.faceUp).toBe(false);
    // With one X-wing only, the bomber's own hull would pay as much as the enemy's: the autopilot keeps the card.
    const one = play([bomber(['genius', 'seismiccharges']), xwing('x', 300, 300)], {
      dials: { b: 'straight-2', x: 'straight-2' },
      abilities: [{ ship: 'b', card: 'Seismic Charges', use: false }],
    });
    expect(one.record.abilities?.[1]).toEqual({ ship: 'b', card: '"Genius"', use: false });
  });
});

describe('stressed bombers', () => {
  it('R4-E1: "You can perform actions on your [Torpedo] and [Bomb] Upgrade cards even if you are stressed. After you perform an action in this way, you may discard this card to remove 1 stress token from your ship."', () => {
    // The bomber starts with 2 stress tokens; its green straight 2 removes one. Still stressed, it drops its mine
    // (R4-E1), then discards R4-E1 to remove the other (the autopilot always does).
    const stressed = (upgrades: string[]) =>
      play(
        [bomber(upgrades), xwing('x', 600, 100)],
        { dials: { b: 'straight-2', x: 'straight-1' }, actions: { b: { action: 'proximitymines' } } },
        (state) => {
          state.ships[0]!.stress = 2;
        },
      );
    const r = stressed(['proximitymines', 'r4e1']);
    expect(r.record.abilities).toEqual([{ ship: 'b', card: 'R4-E1', use: true }]);
    expect(eventsOf(r, 'bomb')).toHaveLength(1);
    expect([ship(r, 'b').stress, ship(r, 'b').upgrades[1]!.faceUp]).toEqual([0, false]);
    // Without it, a stressed ship performs no action.
    expect(() => stressed(['proximitymines'])).toThrow(
      /actions\.b: action "proximitymines" is not possible now \(legal: none\)/,
    );
  });
});

describe('cards that act when a friendly bomb detonates', () => {
  it('Sabine Wren (crew): "Once per round, before a friendly bomb token is removed, choose 1 enemy ship at Range 1 of that token. That ship suffers 1 damage."', () => {
    // A Gold Squadron Y-wing (pilot skill 2) at (300, 500) drops a seismic charge at (300, 425) (body y 410–440) and
    // flies to (300, 620). The TIE fighter (pilot skill 1) has already flown from (300, 240) to (300, 360) (base y
    // 340–380): 30 mm. The charge deals it 1 damage, then Sabine 1 more: 2 Damage cards on its hull of 3.
    const y: TestShip = {
      id: 'y',
      player: 0,
      ship: 'ywing',
      pilot: 'goldsquadronpilot',
      x: 300,
      y: 500,
      heading: 90,
      upgrades: ['sabinewren', 'seismiccharges'],
    };
    const tie: TestShip = {
      id: 't',
      player: 1,
      ship: 'tiefighter',
      pilot: 'academypilot',
      x: 300,
      y: 240,
      heading: 90,
    };
    const r = play([y, tie], { dials: { y: 'straight-2', t: 'straight-2' } });
    expect(r.record.abilities).toEqual([
      { ship: 'y', card: 'Seismic Charges', use: true },
      { ship: 'y', card: 'Sabine Wren', use: true, target: 't' },
    ]);
    expect(ship(r, 't').damage).toHaveLength(2);
  });

  it('Cad Bane (crew): "when an enemy ship rolls attack dice due to a friendly bomb detonating, you may choose any number of [Focus] and blank results. It must reroll those results."', () => {
    // The Proximity Mine scenario: the X-wing rolls focus, blank, hit; Cad Bane (the autopilot: every focus and blank
    // result) makes it reroll the first two: hit, crit. Hit, crit, hit: 2 shields and 1 faceup Damage card.
    const r = play([bomber(['proximitymines', 'cadbane']), xwing('x', 300, 400)], {
      dials: { b: 'straight-2', x: 'straight-2' },
      actions: { b: { action: 'proximitymines' }, x: 'none' },
      rolls: [
        { ship: 'x', purpose: 'Proximity Mine', faces: ['focus', 'blank', 'hit'] },
        { ship: 'x', purpose: 'Cad Bane', faces: ['hit', 'crit'] },
      ],
    });
    expect(r.record.abilities).toEqual([{ ship: 'b', card: 'Cad Bane', use: true, dice: [0, 1] }]);
    expect(ship(r, 'x').shields).toBe(0);
    expect(ship(r, 'x').damage.map((c) => c.faceUp)).toEqual([true]);
  });

  it('Deflective Plating: "When a friendly bomb token detonates, you may choose not to suffer its effects. If you do, roll an attack die. On a [Hit] result, discard this card."', () => {
    // The seismic charge at (300, 425) (body x 285–315), dropped by the file's choice (the autopilot would not: a friend
    // is as near as the enemy): an Academy Pilot of the bomber's side flies from (200, 300) to (200, 420) (base x
    // 180–220: 65 mm, Range 1). Its plating spares it (the autopilot always takes it); the die shows a hit: the card
    // goes.
    const friend: TestShip = {
      id: 'f',
      player: 1,
      ship: 'tiefighter',
      pilot: 'academypilot',
      x: 200,
      y: 300,
      heading: 90,
      upgrades: ['deflectiveplating'],
    };
    const r = play([bomber(['seismiccharges']), xwing('x', 300, 200), friend], {
      dials: { b: 'straight-2', x: 'straight-2', f: 'straight-2' },
      abilities: [{ ship: 'b', card: 'Seismic Charges', use: true }],
      rolls: [{ ship: 'f', purpose: 'Deflective Plating', faces: ['hit'] }],
    });
    expect(r.record.abilities).toEqual([
      { ship: 'b', card: 'Seismic Charges', use: true },
      { ship: 'f', card: 'Deflective Plating', use: true },
    ]);
    expect(eventsOf(r, 'detonation')[0]).toMatchObject({ units: ['x', 'f'] });
    expect([ship(r, 'x').shields, ship(r, 'f').damage.length, ship(r, 'f').upgrades[0]!.faceUp]).toEqual([1, 0, false]);
  });

  it('"Cobalt Leader": "When attacking, if the defender is at range 1 of a bomb token, the defender rolls 1 fewer defense die"', () => {
    // Cobalt Leader's B/SF-17 (large) flies straight 1 from (300, 200) to (300, 320) (front edge y 360); the TIE fighter
    // from (300, 570) to (300, 450) (base y 430–470): Range 1, in arc. A mine lies at (420, 450) (body x 400–440): 80 mm
    // from the TIE. Attack: 2 + 1 at Range 1 = 3 dice; defence: agility 3, 1 fewer = 2 dice (the recorded roll of 2
    // defence dice is what the engine asks for).
    const cobalt: TestShip = {
      id: 'c',
      player: 0,
      ship: 'bsf17bomber',
      pilot: 'cobaltleader',
      x: 300,
      y: 200,
      heading: 90,
    };
    const tie: TestShip = {
      id: 't',
      player: 1,
      ship: 'tiefighter',
      pilot: 'academypilot',
      x: 300,
      y: 570,
      heading: 270,
    };
    const attack = (withMine: boolean) =>
      play(
        [cobalt, tie],
        {
          dials: { c: 'straight-1', t: 'straight-2' },
          attacks: { c: { target: 't' }, t: { target: null } },
          rolls: [
            { ship: 'c', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
            { ship: 't', purpose: 'defence', faces: withMine ? ['blank', 'blank'] : ['blank', 'blank', 'blank'] },
          ],
        },
        (state) => {
          if (!withMine) return;
          const pose = { x: 420, y: 450, headingDeg: 270 };
          state.bombs = {
            tokens: [{ id: 'bomb-1', kind: 'proximity-mine', card: 'Proximity Mines', owner: 't', pose, round: 0 }],
            dropped: 1,
          };
        },
      );
    expect(ship(attack(true), 't').damage).toHaveLength(2);
    expect(ship(attack(false), 't').damage).toHaveLength(2);
  });
});

describe('holotable cards', () => {
  it('lists the bomb cards and the cards that change bombs as applied, from the ability tables', () => {
    const status = (xws: string) => cardsReport().find((c) => c.kind === 'upgrade' && c.xws === xws)?.status;
    const applied = [
      ...['proximitymines', 'seismiccharges', 'protonbombs', 'ionbombs', 'clustermines', 'connernet'],
      ...['thermaldetonators', 'bombletgenerator', 'bombloadout', 'andrasta', 'bombardier', 'extramunitions'],
      ...['ordnancesilos', 'trajectorysimulator', 'genius', 'sabinewren', 'cadbane', 'deflectiveplating', 'r4e1'],
    ];
    expect(applied.map(status)).toEqual(applied.map(() => 'applied'));
    // Left out (README: what the engine does not apply).
    expect(['deadmansswitch', 'riggedcargochute', 'minefieldmapper', 'clusterbombs'].map(status)).toEqual(
      Array.from({ length: 4 }, () => 'not-applied'),
    );
  });
});
