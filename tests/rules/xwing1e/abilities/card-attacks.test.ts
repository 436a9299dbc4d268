/**
 * Attacks cards grant outside the ship's own attack step (abilities/cardAttacks.ts), one scenario per card, dice
 * forced through recorded rolls. Ranges by hand: range bands are 100 mm between the nearest points of two bases; a
 * small base is 40 mm square, a large one 80 mm.
 */
import { describe, expect, it } from 'vitest';
import type { RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import type { GameState } from '../../../../src/rules/xwing1e/state.ts';
import { fileWith, passive, round, stateWith, type TestShip } from '../engine/harness.ts';
import { autopilot } from '../../../../src/rules/xwing1e/autopilot.ts';
import { placed, type Placed, tie, xwing } from './pilotHarness.ts';
import { parseBattleFile } from '../../../../src/rules/xwing1e/battleFile.ts';

type R = ReturnType<typeof round>;

/** The captions of a round, in order. */
const captions = (r: R) => r.events.filter((e) => e.kind === 'caption').map((e) => (e as { text: string }).text);

/** The phase each attack event of the round falls in, with its weapon. */
function attacksByPhase(r: R): [string, string][] {
  let phase = '';
  const out: [string, string][] = [];
  for (const e of r.events) {
    if (e.kind === 'phase') phase = (e as { phase: string }).phase;
    if (e.kind === 'attack') out.push([phase, (e as { weapon: string }).weapon]);
  }
  return out;
}

/** Plays one round of placed ships (pilotHarness.ts: where they stand after moving), no attacks but those recorded. */
function playPlaced(ships: Placed[], record: Omit<RoundRecord, 'dials'>, tweak?: (s: GameState) => void) {
  const { state, dials } = placed(ships);
  tweak?.(state);
  const attacks = Object.fromEntries(ships.map((s) => [s.id, { target: null }]));
  return round(state, { ...record, dials, attacks: { ...attacks, ...(record.attacks ?? {}) } }, passive);
}

describe('Snap Shot', () => {
  // The X-wing's front edge is at y = 150; the TIE flies straight 3 (160 mm) from y = 400 to y = 240, its near edge at
  // y = 220: 70 mm, range 1 (Snap Shot's range). The X-wing then flies straight 1 into the TIE and bumps.
  const ships: TestShip[] = [
    { id: 's', player: 0, ship: 'xwing', pilot: 'rookiepilot', x: 300, y: 130, heading: 90, upgrades: ['snapshot'] },
    { id: 't', player: 1, ship: 'tiefighter', pilot: 'academypilot', x: 300, y: 400, heading: 270 },
  ];
  const snap = (record: Partial<RoundRecord>, policy = passive) => {
    const state = stateWith(ships);
    state.ships[0]!.focus = 1;
    return round(
      state,
      { dials: { s: 'straight-1', t: 'straight-3' }, attacks: { s: { target: null }, t: { target: null } }, ...record },
      policy,
    );
  };
  const rolls = [
    // Snap Shot: "Attack 1 ship": 2 dice, no range bonus for a secondary weapon.
    { ship: 's', purpose: 'attack', faces: ['hit', 'focus'] },
    { ship: 't', purpose: 'defence', faces: ['focus', 'blank', 'blank'] },
  ];
  it('Snap Shot: "After an enemy ship executes a maneuver, you may perform this attack against that ship"', () => {
    const r = snap({ cardAttacks: [{ ship: 's', card: 'Snap Shot', target: 't' }], rolls });
    // In the Activation phase, right after the TIE's maneuver.
    expect(attacksByPhase(r)).toEqual([['activation', 'Snap Shot']]);
    // "You cannot modify your attack dice": the focus token stays unspent, the focus result a focus.
    const dice = r.events.find((e) => e.kind === 'dice' && (e as { role: string }).role === 'attack') as unknown as {
      modified: string[];
      modifications: string[];
    };
    expect(dice.modified).toEqual(['hit', 'focus']);
    expect(dice.modifications).toEqual([]);
    // 1 hit against no evade: the TIE (no shields) is dealt 1 Damage card.
    expect(r.state.ships.find((s) => s.id === 't')?.damage).toHaveLength(1);
    expect(r.record.cardAttacks).toEqual([
      {
        ship: 's',
        card: 'Snap Shot',
        target: 't',
        arc: 'primary',
        weapon: 'snapshot',
        // The defender's choices, written back (the TIE had no token to spend).
        defenderFocus: false,
        defenderEvade: false,
      },
    ]);
    expect(captions(r)).toContain('Snap Shot: Rookie Pilot attacks Academy Pilot');
  });
  it('Snap Shot: the attacker may not spend a focus token ("You cannot modify your attack dice")', () => {
    expect(() => snap({ cardAttacks: [{ ship: 's', card: 'Snap Shot', target: 't', focus: true }], rolls })).toThrow(
      /cardAttacks\[0\]\.focus: Snap Shot: you cannot modify your attack dice/,
    );
  });
  it('Snap Shot: declined with target null; the autopilot fires it; it never fires in the attack step', () => {
    const declined = snap({ cardAttacks: [{ ship: 's', card: 'Snap Shot', target: null }] });
    expect(attacksByPhase(declined)).toEqual([]);
    // The autopilot takes the attack it offers (its attack policy picks the only target); the roll is the seed's.
    const auto = snap({}, { ...passive, attack: autopilot.attack });
    expect(auto.record.cardAttacks?.[0]).toMatchObject({ ship: 's', card: 'Snap Shot', target: 't' });
    expect(() =>
      snap({ attacks: { s: { target: 't', weapon: 'snapshot' }, t: { target: null } }, cardAttacks: [] }),
    ).toThrow(/attacks\.s\.weapon: snapshot fires only when its card's trigger comes/);
  });
  it('Snap Shot: "cannot attack again this phase": a second enemy moving into range gets no second attack', () => {
    const two: TestShip[] = [
      ...ships,
      { id: 'u', player: 1, ship: 'tiefighter', pilot: 'academypilot', x: 360, y: 400, heading: 270 },
    ];
    const state = stateWith(two);
    const r = round(
      state,
      {
        dials: { s: 'straight-1', t: 'straight-3', u: 'straight-3' },
        attacks: { s: { target: null }, t: { target: null }, u: { target: null } },
        cardAttacks: [{ ship: 's', card: 'Snap Shot', target: 't' }],
        rolls,
      },
      passive,
    );
    expect(r.record.cardAttacks).toHaveLength(1);
  });
});

describe('Corran Horn', () => {
  // The E-wing at (300, 200) facing north, its front edge at y = 220; the TIE at y = 400, its near edge at 380: range 2.
  const corran: Placed = { id: 'c', player: 0, ship: 'ewing', pilot: 'corranhorn', y: 200 };
  it('Corran Horn: "At the start of the End phase, you may perform one attack. You cannot attack during the next round."', () => {
    const r = playPlaced(
      [corran, tie('t', 400)],
      {
        cardAttacks: [{ ship: 'c', card: 'Corran Horn', target: 't' }],
        rolls: [
          // Primary weapon 3 at range 2: 3 dice; 1 evade cancels 1 hit: 1 hit and 1 crit land on the TIE (hull 3).
          { ship: 'c', purpose: 'attack', faces: ['hit', 'hit', 'crit'] },
          { ship: 't', purpose: 'defence', faces: ['evade', 'blank', 'blank'] },
        ],
      },
      // The deck's top cards: a facedown one, then Damaged Engine faceup (no effect when dealt).
      (s) => s.deck.push('Damaged Engine', 'Structural Damage'),
    );
    expect(attacksByPhase(r)).toEqual([['end', 'primary']]);
    expect(r.state.ships.find((s) => s.id === 't')?.damage).toHaveLength(2);
    // Round 2: no attack, in the attack step or at the start of its End phase.
    const next = () => ({ dials: { c: 'straight-1', t: 'straight-2' }, cardAttacks: [] });
    expect(() => round(r.state, { ...next(), attacks: { c: { target: 't' }, t: { target: null } } }, passive)).toThrow(
      /attacks\.c\.target: Corran Horn attacked at the start of the last End phase: it cannot attack during this round/,
    );
    const quiet = round(
      r.state,
      { ...next(), attacks: { t: { target: null } } },
      { ...passive, attack: autopilot.attack },
    );
    expect(attacksByPhase(quiet)).toEqual([]);
    expect(quiet.record.cardAttacks).toBeUndefined();
  });
});

describe('Dengar', () => {
  // Dengar's JumpMaster (large) at y = 420 facing south, its near edge at y = 380: the X-wing (front edge 220) is at
  // range 2 and inside Dengar's firing arc.
  const dengar = (heading = 270): Placed => ({
    id: 'd',
    player: 1,
    ship: 'jumpmaster5000',
    pilot: 'dengar',
    y: 420,
    heading,
    scum: true,
  });
  const xAttack = [
    // The X-wing's 3 dice at range 2: 2 hits, Dengar's 2 blanks: 2 of his 4 shields go.
    { ship: 'x', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
    { ship: 'd', purpose: 'defence', faces: ['blank', 'blank'] },
  ];
  it('Dengar: "Once per round after defending, if the attacker is inside your firing arc, you may perform an attack against that ship"', () => {
    const r = playPlaced([xwing(), dengar()], {
      attacks: { x: { target: 'd' } },
      cardAttacks: [{ ship: 'd', card: 'Dengar', target: 'x' }],
      rolls: [
        ...xAttack,
        // Dengar's primary weapon 2 at range 2: a hit and a crit take the X-wing's 2 shields.
        { ship: 'd', purpose: 'attack', faces: ['hit', 'crit'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(r.state.ships.find((s) => s.id === 'd')?.shields).toBe(2);
    expect(r.state.ships.find((s) => s.id === 'x')?.shields).toBe(0);
    expect(attacksByPhase(r).map(([p]) => p)).toEqual(['combat', 'combat']);
    expect(captions(r)).toContain('Dengar: Dengar attacks Rookie Pilot');
  });
  it('Dengar: no attack when the attacker is outside his firing arc (behind him), nor a second one in a round', () => {
    const behind = playPlaced([xwing(), dengar(90)], { attacks: { x: { target: 'd' } }, rolls: xAttack });
    expect(behind.record.cardAttacks).toBeUndefined();
    // Two X-wings attack him: one counterattack only (the second X-wing at x = 240 is at range 2 too).
    const twice = playPlaced([xwing(), xwing('y', { x: 240 }), dengar()], {
      attacks: { x: { target: 'd' }, y: { target: 'd' } },
      cardAttacks: [{ ship: 'd', card: 'Dengar', target: 'x' }],
      rolls: [
        ...xAttack,
        { ship: 'd', purpose: 'attack', faces: ['blank', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
        { ship: 'y', purpose: 'attack', faces: ['blank', 'blank', 'blank'] },
        { ship: 'd', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(twice.record.cardAttacks).toHaveLength(1);
    // Declined, the ability is not used: the second attack offers it again ("you may").
    const again = playPlaced([xwing(), xwing('y', { x: 240 }), dengar()], {
      attacks: { x: { target: 'd' }, y: { target: 'd' } },
      cardAttacks: [
        { ship: 'd', card: 'Dengar', target: null },
        { ship: 'd', card: 'Dengar', target: null },
      ],
      rolls: [
        ...xAttack,
        { ship: 'y', purpose: 'attack', faces: ['blank', 'blank', 'blank'] },
        { ship: 'd', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(again.record.cardAttacks).toHaveLength(2);
  });
});

describe('"Quickdraw"', () => {
  const quickdraw: Placed = { id: 'q', player: 1, ship: 'tiesffighter', pilot: 'quickdraw', y: 400 };
  it('"Quickdraw": "Once per round, when you lose a shield token, you may perform a primary weapon attack."', () => {
    const r = playPlaced([xwing(), quickdraw], {
      attacks: { x: { target: 'q' } },
      cardAttacks: [{ ship: 'q', card: '"Quickdraw"', target: 'x' }],
      rolls: [
        // 1 hit takes 1 of her 3 shields.
        { ship: 'x', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
        { ship: 'q', purpose: 'defence', faces: ['blank', 'blank'] },
        // Her primary weapon 2 at range 2: 2 hits take the X-wing's 2 shields.
        { ship: 'q', purpose: 'attack', faces: ['hit', 'hit'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(r.state.ships.find((s) => s.id === 'q')?.shields).toBe(2);
    expect(r.state.ships.find((s) => s.id === 'x')?.shields).toBe(0);
    expect(r.record.cardAttacks).toMatchObject([{ ship: 'q', card: '"Quickdraw"', target: 'x', arc: 'primary' }]);
  });
  it('"Quickdraw": a shield lost later in the round offers no second attack; a hit on the hull offers none', () => {
    const hull = playPlaced([xwing(), { ...quickdraw, tokens: { shields: 0 } }], {
      attacks: { x: { target: 'q' } },
      rolls: [
        { ship: 'x', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
        { ship: 'q', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(hull.record.cardAttacks).toBeUndefined();
    const twice = playPlaced([xwing(), xwing('y', { x: 240 }), quickdraw], {
      attacks: { x: { target: 'q' }, y: { target: 'q' } },
      cardAttacks: [{ ship: 'q', card: '"Quickdraw"', target: 'x' }],
      rolls: [
        { ship: 'x', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
        { ship: 'q', purpose: 'defence', faces: ['blank', 'blank'] },
        { ship: 'q', purpose: 'attack', faces: ['blank', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
        { ship: 'y', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
        { ship: 'q', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(twice.record.cardAttacks).toHaveLength(1);
    expect(twice.state.ships.find((s) => s.id === 'q')?.shields).toBe(1);
  });
});

describe('Chewbacca (Resistance)', () => {
  // The X-wing (1 hull left, no shields) at (300, 200); Chewbacca's YT-1300 at (450, 200); the TIE at (300, 400).
  // From the YT-1300 (x 410–490, y 160–240) to the TIE (x 280–320, y 380–420): 90 mm across, 140 mm up: 166 mm,
  // range 2, inside its turret's reach.
  const chewie: Placed = { id: 'c', player: 0, ship: 'yt1300', pilot: 'chewbacca-swx57', x: 450, y: 200 };
  const doomed = xwing('x', { damage: 2, tokens: { shields: 0 } });
  it('Chewbacca (Resistance): "After another friendly ship at Range 1-3 is destroyed (but has not fled the battlefield), you may perform an attack."', () => {
    const r = playPlaced([doomed, chewie, tie('t', 400)], {
      attacks: { t: { target: 'x' } },
      cardAttacks: [{ ship: 'c', card: 'Chewbacca', target: 't' }],
      rolls: [
        // The TIE's 2 dice: 1 hit destroys the X-wing.
        { ship: 't', purpose: 'attack', faces: ['hit', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
        // Chewbacca's 3 dice at range 2: 3 hits, 3 blanks: the TIE (hull 3) is destroyed.
        { ship: 'c', purpose: 'attack', faces: ['hit', 'hit', 'hit'] },
        { ship: 't', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
      ],
    });
    expect(r.state.ships.filter((s) => s.destroyed).map((s) => s.id)).toEqual(['x', 't']);
    expect(captions(r)).toContain('Chewbacca: Chewbacca attacks Academy Pilot');
  });
  it('Chewbacca (Resistance): nothing when the friend flees the battlefield', () => {
    // The X-wing at y = 30 facing south flies straight 2 off the table.
    const state = stateWith([
      { id: 'x', player: 0, ship: 'xwing', pilot: 'rookiepilot', x: 300, y: 30, heading: 270 },
      { id: 'c', player: 0, ship: 'yt1300', pilot: 'chewbacca-swx57', x: 450, y: 200, heading: 90 },
      { id: 't', player: 1, ship: 'tiefighter', pilot: 'academypilot', x: 450, y: 560, heading: 270 },
    ]);
    const r = round(
      state,
      {
        dials: { x: 'straight-2', c: 'straight-1', t: 'straight-2' },
        attacks: { c: { target: null }, t: { target: null } },
      },
      { ...passive, attack: autopilot.attack },
    );
    expect(r.state.ships.find((s) => s.id === 'x')?.destroyed).toBe(true);
    expect(r.record.cardAttacks).toBeUndefined();
  });
});

describe('battle files: cardAttacks', () => {
  const file = (cardAttacks: unknown[]) => ({
    ...fileWith([
      { id: 's', player: 0, ship: 'xwing', pilot: 'rookiepilot', x: 0, y: 0, heading: 90, upgrades: ['snapshot'] },
      { id: 't', player: 1, ship: 'tiefighter', pilot: 'academypilot', x: 0, y: 0, heading: 270 },
    ]),
    rounds: [{ dials: {}, cardAttacks }],
  });
  it('names the field of a card attack that cannot be', () => {
    expect(() => parseBattleFile(file([{ ship: 'q', card: 'Snap Shot', target: 't' }]))).toThrow(
      /rounds\[0\]\.cardAttacks\[0\]\.ship: no ship with id "q"/,
    );
    expect(() => parseBattleFile(file([{ ship: 's', card: 'Snap Shot', target: null, focus: true }]))).toThrow(
      /rounds\[0\]\.cardAttacks\[0\]\.focus: s declines the Snap Shot attack \(target null\), so focus does not apply/,
    );
    expect(() => parseBattleFile(file([{ ship: 's', target: 't' }]))).toThrow(/rounds\[0\]\.cardAttacks\[0\]\.card/);
  });
});
