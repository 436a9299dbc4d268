/**
 * Pilot abilities of issue 18 after an attack, one scenario per card, dice forced through recorded rolls and the
 * Damage deck stacked where a card's name matters. Positions are where ships stand after moving (pilotHarness.ts):
 * the X-wing at (300, 200) facing north has its front edge at y = 220; a small ship facing south at y = 400 is at
 * range 2.
 */
import { describe, expect, it } from 'vitest';
import type { RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import { passive, round } from '../engine/harness.ts';
import { placed, type Placed, tie, xwing } from './pilotHarness.ts';

/** Plays one round of the placed ships with the Damage deck's next cards stacked (`top` is drawn first). */
function playStacked(ships: Placed[], top: string[], record: Omit<RoundRecord, 'dials'>) {
  const { state, dials } = placed(ships);
  state.deck = [...state.deck, ...[...top].reverse()];
  const attacks = Object.fromEntries(ships.map((s) => [s.id, { target: null }]));
  return round(state, { ...record, dials, attacks: { ...attacks, ...(record.attacks ?? {}) } }, passive);
}

describe('after attacking', () => {
  const rexler = (focus: number): Placed => ({
    id: 'r',
    player: 1,
    ship: 'tiedefender',
    pilot: 'rexlerbrath',
    y: 400,
    tokens: { focus },
  });
  const record = {
    attacks: { r: { target: 'x' } },
    rolls: [
      // 3 dice (primary weapon 3 at range 2): 2 hits, no focus result for the token to change.
      { ship: 'r', purpose: 'attack', faces: ['hit', 'hit', 'blank'] },
      { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
    ],
  };
  it('Rexler Brath: "After you perform an attack that deals at least 1 Damage card to the defender, you may spend a focus token to flip those cards faceup"', () => {
    // No shields: both hits are facedown Damage cards, Structural Damage then Damaged Engine.
    const x = xwing('x', { tokens: { shields: 0 } });
    const r = playStacked([x, rexler(1)], ['Structural Damage', 'Damaged Engine'], record);
    expect(r.record.abilities).toEqual([{ ship: 'r', card: 'Rexler Brath', use: true }]);
    const cards = r.state.ships.find((s) => s.id === 'x')?.damage.map((c) => [c.name, c.faceUp]);
    expect(cards).toEqual([
      ['Structural Damage', true],
      ['Damaged Engine', true],
    ]);
    expect(r.state.ships.find((s) => s.id === 'r')?.focus).toBe(0);
    // Without a focus token nothing is offered and the cards stay facedown.
    const none = playStacked([x, rexler(0)], ['Structural Damage', 'Damaged Engine'], record);
    expect(none.record.abilities).toBeUndefined();
    expect(none.state.ships.find((s) => s.id === 'x')?.damage.map((c) => c.faceUp)).toEqual([false, false]);
  });
  it('Rexler Brath: an attack that only takes shields deals no card, and nothing is offered', () => {
    const r = playStacked([xwing(), rexler(1)], ['Structural Damage'], record);
    expect(r.record.abilities).toBeUndefined();
    expect(r.state.ships.find((s) => s.id === 'x')?.shields).toBe(0);
  });
});

describe('another attack', () => {
  const ig88b = (upgrades: string[]): Placed => ({
    id: 'g',
    player: 1,
    ship: 'aggressor',
    pilot: 'ig88b',
    y: 420,
    scum: true,
    upgrades,
  });
  const missed = [
    // The primary weapon's 3 dice at range 2 miss.
    { ship: 'g', purpose: 'attack', faces: ['blank', 'focus', 'blank'] },
    { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
  ];
  it('IG-88B: "after you perform an attack that does not hit, you may perform an attack with an equipped [Cannon] secondary weapon"', () => {
    const r = playStacked([xwing(), ig88b(['heavylasercannon'])], [], {
      attacks: { g: { target: 'x', bonus: { target: 'x' } } },
      rolls: [
        ...missed,
        // Heavy Laser Cannon: 4 dice, its critical changed to a hit: 2 hits take both shields.
        { ship: 'g', purpose: 'attack', faces: ['hit', 'crit', 'blank', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    });
    expect(r.record.attacks?.g?.bonus).toMatchObject({ target: 'x', weapon: 'heavylasercannon' });
    expect(r.state.ships.find((s) => s.id === 'x')?.shields).toBe(0);
    const texts = r.events.filter((e) => e.kind === 'caption').map((e) => (e as { text: string }).text);
    expect(texts).toContain('IG-88B: IG-88B attacks again');
  });
  it('IG-88B: not after an attack that hits, and never with the primary weapon', () => {
    const hit = {
      attacks: { g: { target: 'x', bonus: { target: 'x' } } },
      rolls: [
        { ship: 'g', purpose: 'attack', faces: ['hit', 'blank', 'blank'] },
        { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    };
    expect(() => playStacked([xwing(), ig88b(['heavylasercannon'])], [], hit)).toThrow(
      /attacks\.g\.bonus: IG-88B: the attack hit/,
    );
    expect(() =>
      playStacked([xwing(), ig88b([])], [], { attacks: { g: { target: 'x', bonus: { target: 'x' } } }, rolls: missed }),
    ).toThrow(/attacks\.g\.bonus\.target: IG-88B: g cannot attack "x" with a Cannon secondary weapon now/);
  });
});

describe('after spending a target lock', () => {
  const drea = (stress: number): Placed => ({
    id: 'd',
    player: 1,
    ship: 'ywing',
    pilot: 'drearenthal',
    y: 400,
    scum: true,
    tokens: { lockOn: 'x', stress },
  });
  const record = {
    attacks: { d: { target: 'x' } },
    rolls: [
      // 2 dice; the lock rerolls the blank.
      { ship: 'd', purpose: 'attack', faces: ['blank', 'hit'] },
      { ship: 'd', purpose: 'reroll', faces: ['hit'] },
      { ship: 'x', purpose: 'defence', faces: ['blank', 'blank'] },
    ],
  };
  it('Drea Renthal: "After you spend a target lock, you may receive 1 stress token to acquire a target lock"', () => {
    const r = playStacked([xwing(), drea(0)], [], record);
    expect(r.record.abilities).toEqual([{ ship: 'd', card: 'Drea Renthal', use: true, target: 'x' }]);
    const d = r.state.ships.find((s) => s.id === 'd');
    expect([d?.lockOn, d?.stress]).toEqual(['x', 1]);
    expect(r.record.attacks?.d?.rerolls).toEqual([0]);
  });
  it('Drea Renthal: already stressed, the autopilot keeps her free of a second stress token', () => {
    // She holds 1 stress token after her green straight 1.
    const r = playStacked([xwing(), drea(1)], [], record);
    expect(r.record.abilities).toEqual([{ ship: 'd', card: 'Drea Renthal', use: false }]);
    const d = r.state.ships.find((s) => s.id === 'd');
    expect([d?.lockOn, d?.stress]).toEqual([null, 1]);
  });
});

describe('suffering damage', () => {
  it('Prince Xizor: "When defending, a friendly ship at Range 1 may suffer 1 uncanceled [Hit] or [Critical Hit] result instead of you"', () => {
    // The YV-666's large base (x 350–430) is 30 mm beside Xizor's (x 280–320): range 1.
    const r = playStacked(
      [
        xwing(),
        { id: 'v', player: 1, ship: 'starviper', pilot: 'princexizor', y: 400, scum: true },
        { id: 'y', player: 1, ship: 'yv666', pilot: 'trandoshanslaver', x: 390, y: 420, scum: true },
      ],
      [],
      {
        attacks: { x: { target: 'v' } },
        rolls: [
          { ship: 'x', purpose: 'attack', faces: ['crit', 'hit', 'blank'] },
          { ship: 'v', purpose: 'defence', faces: ['blank', 'blank', 'blank'] },
        ],
      },
    );
    // The slaver (12 shields and hull left) has more than Xizor (5): it takes the critical, on a shield.
    expect(r.record.abilities).toEqual([{ ship: 'v', card: 'Prince Xizor', use: true, target: 'y', result: 'crit' }]);
    const ship = (id: string) => r.state.ships.find((s) => s.id === id);
    expect([ship('y')?.shields, ship('y')?.damage.length]).toEqual([5, 0]);
    expect([ship('v')?.shields, ship('v')?.damage.length]).toEqual([0, 0]);
  });
  it('"Leebo": "When you are dealt a faceup Damage card, draw 1 additional Damage card, choose 1 to resolve, and discard the other"', () => {
    const leebo = xwing('l', { ship: 'yt2400', pilot: 'leebo', tokens: { shields: 0 } });
    const record = {
      attacks: { t: { target: 'l' } },
      rolls: [
        { ship: 't', purpose: 'attack', faces: ['crit', 'blank'] },
        { ship: 'l', purpose: 'defence', faces: ['blank', 'blank'] },
      ],
    };
    const r = playStacked([leebo, tie()], ['Direct Hit!', 'Damaged Engine'], record);
    // The autopilot keeps the milder card; Direct Hit! (2 damage) goes to the discard pile.
    expect(r.record.abilities).toEqual([{ ship: 'l', card: '"Leebo"', use: true, damage: 'Damaged Engine' }]);
    expect(r.state.ships.find((s) => s.id === 'l')?.damage.map((c) => [c.name, c.faceUp])).toEqual([
      ['Damaged Engine', true],
    ]);
    expect(r.state.discard).toContain('Direct Hit!');
    // The card is not optional.
    expect(() =>
      playStacked([leebo, tie()], ['Direct Hit!', 'Damaged Engine'], {
        ...record,
        abilities: [{ ship: 'l', card: '"Leebo"', use: false }],
      }),
    ).toThrow(/abilities\[0\]\.use: "Leebo": the card is not optional/);
  });
});
