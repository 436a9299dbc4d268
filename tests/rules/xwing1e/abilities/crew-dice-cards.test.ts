/**
 * Crew, tech, title and illicit cards that change an attack's dice (issue 18: Ezra Bridger, Dengar, Weapons Guidance,
 * Tail Gunner, Alliance Overhaul, "Hot Shot" Blaster, Concord Dawn Protector, Latts Razzi, Crossfire Formation), one
 * scenario named after each card. Ships stand where they are after moving (pilotHarness.ts): the X-wing at (300, 200)
 * facing north has its front edge at y = 220; a TIE facing south at y = 400 is at range 2 (160 mm), at y = 300 at range
 * 1 (60 mm). Dice are pinned through recorded rolls; outcomes are worked out by hand from the card text (quoted) and the
 * Rules Reference: "Range 1: The attacker rolls 1 additional attack die" (RANGE COMBAT BONUS), the defender rolls dice
 * equal to its agility value (ATTACK step 4), each uncancelled [Hit] then [Critical Hit] deals 1 damage (DAMAGE).
 */
import { describe, expect, it } from 'vitest';
import { faces } from '../engine/harness.ts';
import { diceOf, tokens } from './cardScenarios.ts';
import { after, play, tie, xwing, type Placed } from './pilotHarness.ts';

/** `a` attacks `d` with these dice (and card rerolls after them); `d` rolls these defence dice. */
const attack = (
  a: string,
  d: string,
  dice: string[],
  defence: string[],
  choice: Record<string, unknown> = {},
  rerolls: { purpose: string; faces: string[] }[] = [],
) => ({
  attacks: { [a]: { target: d, ...choice } },
  rolls: [
    { ship: a, purpose: 'attack', faces: dice },
    ...rerolls.map((r) => ({ ship: a, ...r })),
    { ship: d, purpose: 'defence', faces: defence },
  ],
});

/** An ARC-170 (Thane Kyrell) at (300, 200), facing north unless `heading` says otherwise. */
const arc = (upgrades: string[], heading = 90): Placed => ({
  id: 'a',
  player: 0,
  ship: 'arc170',
  pilot: 'thanekyrell',
  y: 200,
  heading,
  upgrades,
});

describe('attack dice', () => {
  it('Ezra Bridger (crew): "When attacking, if you are stressed, you may change 1 of your [Focus] results to a [Critical Hit] result."', () => {
    // Stressed, no focus token: the focus result becomes a crit. 1 hit and 1 crit against 3 blanks: 2 Damage cards.
    const r = play(
      [xwing('x', { upgrades: ['ezrabridger'], tokens: { stress: 1 } }), tie()],
      attack('x', 't', ['focus', 'hit', 'blank'], faces('blank', 3)),
    );
    expect(diceOf(r, 'x', 'attack').modified).toEqual(['crit', 'hit', 'blank']);
    expect(after(r, 't').damage).toHaveLength(2);
    // Not stressed: nothing offered, the focus result stays.
    const calm = play(
      [xwing('x', { upgrades: ['ezrabridger'] }), tie()],
      attack('x', 't', ['focus', 'hit', 'blank'], faces('blank', 3)),
    );
    expect(calm.record.abilities).toBeUndefined();
    expect(after(calm, 't').damage).toHaveLength(1);
  });

  it('Dengar (crew): "you may reroll 1 attack die. If the defender is a unique pilot, you may instead reroll up to 2 attack dice."', () => {
    // An Academy Pilot is not unique: 1 blank rerolled into a hit; 2 hits against 3 blanks.
    const r = play(
      [xwing('x', { upgrades: ['dengar'] }), tie()],
      attack('x', 't', ['blank', 'blank', 'hit'], faces('blank', 3), {}, [{ purpose: 'Dengar', faces: ['hit'] }]),
    );
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Dengar', use: true, dice: [0] }]);
    expect(after(r, 't').damage).toHaveLength(2);
    // Mauler Mithel is unique: both blanks rerolled (a hit, a crit); 3 results destroy him (hull 3).
    const u = play(
      [xwing('x', { upgrades: ['dengar'] }), tie('t', 400, { pilot: 'maulermithel' })],
      attack('x', 't', ['blank', 'blank', 'hit'], faces('blank', 3), {}, [
        { purpose: 'Dengar', faces: ['hit', 'crit'] },
      ]),
    );
    expect(u.record.abilities).toEqual([{ ship: 'x', card: 'Dengar', use: true, dice: [0, 1] }]);
    expect(after(u, 't').destroyed).toBe(true);
  });

  it('Weapons Guidance: "When attacking, you may spend a focus token to change 1 of your blank results to a [Hit] result."', () => {
    // No focus result to spend the token on: it goes to Weapons Guidance; 3 hits against 3 blanks destroy the TIE.
    const r = play(
      [xwing('x', { upgrades: ['weaponsguidance'], tokens: { focus: 1 } }), tie()],
      attack('x', 't', ['blank', 'hit', 'hit'], faces('blank', 3)),
    );
    expect(r.record.abilities).toEqual([{ ship: 'x', card: 'Weapons Guidance', use: true, dice: [0] }]);
    expect(tokens(r, 'x', 'focus')).toEqual([0]);
    expect(after(r, 't').destroyed).toBe(true);
  });

  it('Tail Gunner: "When attacking from your rear-facing auxiliary firing arc, reduce the defender\'s agility by 1"', () => {
    // The ARC-170 faces south: the TIE at y = 400 is inside its rear arc at range 2. Agility 3 − 1: 2 defence dice,
    // both evades: the 2 hits are cancelled.
    const r = play([arc(['tailgunner'], 270), tie()], attack('a', 't', ['hit', 'hit'], ['evade', 'evade']));
    expect(r.events.find((e) => e.kind === 'attack')).toMatchObject({ weapon: 'primary (rear)', range: 2 });
    expect(diceOf(r, 't', 'defence').rolled).toHaveLength(2);
    expect(after(r, 't').damage).toHaveLength(0);
    // From the primary arc (facing north): agility 3, 3 defence dice.
    const front = play([arc(['tailgunner']), tie()], attack('a', 't', ['hit', 'hit'], ['evade', 'evade', 'blank']));
    expect(diceOf(front, 't', 'defence').rolled).toHaveLength(3);
  });

  it('Alliance Overhaul: "from your primary firing arc, you may roll 1 additional attack die … from your auxiliary firing arc, you may change 1 of your [Focus] results to a [Critical Hit] result"', () => {
    // Primary arc at range 2: attack value 2 and the card's die.
    const r = play([arc(['allianceoverhaul']), tie()], attack('a', 't', ['hit', 'hit', 'hit'], faces('blank', 3)));
    expect(r.record.abilities).toEqual([{ ship: 'a', card: 'Alliance Overhaul', use: true }]);
    expect(after(r, 't').destroyed).toBe(true);
    // Rear arc: 2 dice, the focus result becomes a crit (no focus token); crit and hit: 2 Damage cards.
    const rear = play([arc(['allianceoverhaul'], 270), tie()], attack('a', 't', ['focus', 'hit'], faces('blank', 3)));
    expect(diceOf(rear, 'a', 'attack').modified).toEqual(['crit', 'hit']);
    expect(after(rear, 't').damage).toHaveLength(2);
  });

  it('"Hot Shot" Blaster: "Attack: Discard this card to attack 1 ship (even a ship outside your firing arc)."', () => {
    // The TIE at (150, 200) is beside the X-wing, outside its arc, 110 mm from its base: range 2. 3 dice (the card's
    // attack value) against 3; 2 hits land and the card is discarded.
    const r = play(
      [xwing('x', { upgrades: ['hotshotblaster'] }), tie('t', 200, { x: 150 })],
      attack('x', 't', faces('hit', 3), ['evade', 'blank', 'blank'], { weapon: 'hotshotblaster' }),
    );
    expect(r.events.find((e) => e.kind === 'attack')).toMatchObject({ weapon: '"Hot Shot" Blaster', range: 2 });
    expect(after(r, 't').damage).toHaveLength(2);
    expect(after(r, 'x').upgrades[0]!.faceUp).toBe(false);
  });
});

describe('results added to the defence', () => {
  /** A Concord Dawn Veteran (Scum) at y = 300, range 1 of the X-wing, facing south unless `heading` says otherwise. */
  const protector = (heading = 270): Placed => ({
    id: 'p',
    player: 1,
    ship: 'protectoratestarfighter',
    pilot: 'concorddawnveteran',
    y: 300,
    heading,
    upgrades: ['concorddawnprotector'],
    scum: true,
  });

  it('Concord Dawn Protector: "When defending, if you are inside the attacker\'s firing arc and at Range 1 and the attacker is inside your firing arc, add 1 [Evade] result."', () => {
    // Face to face at range 1: 4 attack dice; 3 blanks and the added evade leave 2 of the 3 hits.
    const r = play([xwing(), protector()], attack('x', 'p', ['hit', 'hit', 'hit', 'blank'], faces('blank', 3)));
    expect(diceOf(r, 'p', 'defence').modified).toEqual(['blank', 'blank', 'blank', 'evade']);
    expect(after(r, 'p').damage).toHaveLength(2);
    // Turned away (facing east), the X-wing is outside its arc: no evade, 3 damage.
    const away = play([xwing(), protector(0)], attack('x', 'p', ['hit', 'hit', 'hit', 'blank'], faces('blank', 3)));
    expect(after(away, 'p').damage).toHaveLength(3);
  });

  it('Latts Razzi (crew): "When defending, you may remove 1 stress token from the attacker to add 1 [Evade] result to your roll."', () => {
    // The stressed X-wing's 2 hits meet 1 evade and Latts Razzi's: nothing lands, the X-wing loses its stress token.
    const r = play(
      [xwing('x', { tokens: { stress: 1 } }), tie('t', 400, { upgrades: ['lattsrazzi'] })],
      attack('x', 't', ['hit', 'hit', 'blank'], ['evade', 'blank', 'blank']),
    );
    expect(r.record.abilities).toEqual([{ ship: 't', card: 'Latts Razzi', use: true }]);
    // 1 stress token left after its green maneuver, then removed.
    expect(tokens(r, 'x', 'stress')).toEqual([1, 0]);
    expect(after(r, 't').damage).toHaveLength(0);
    // An unstressed attacker: nothing to remove, not offered.
    const calm = play(
      [xwing(), tie('t', 400, { upgrades: ['lattsrazzi'] })],
      attack('x', 't', ['hit', 'hit', 'blank'], ['evade', 'blank', 'blank']),
    );
    expect(calm.record.abilities).toBeUndefined();
    expect(after(calm, 't').damage).toHaveLength(1);
  });

  it('Crossfire Formation: "When defending, if there is at least 1 other friendly Resistance ship at Range 1-2 of the attacker, you may add one [Focus] result to your roll."', () => {
    // The B/SF-17 (agility 1) at y = 200 and a T-70 at (420, 330) near the TIE; the TIE's 2 hits at range 2 meet 1
    // rolled focus result and the added one: the focus token turns both to evades, nothing lands.
    const bomber: Placed = {
      id: 'b',
      player: 0,
      ship: 'bsf17bomber',
      pilot: 'crimsonsquadronpilot',
      y: 200,
      upgrades: ['crossfireformation'],
      tokens: { focus: 1 },
    };
    const t70: Placed = { id: 'r', player: 0, ship: 't70xwing', pilot: 'bluesquadronnovice', x: 450, y: 330 };
    const r = play([bomber, t70, tie()], attack('t', 'b', ['hit', 'hit'], ['focus']));
    expect(r.record.abilities).toEqual([{ ship: 'b', card: 'Crossfire Formation', use: true }]);
    expect(diceOf(r, 'b', 'defence').modified).toEqual(['evade', 'evade']);
    expect(after(r, 'b').damage).toHaveLength(0);
    expect(after(r, 'b').shields).toBe(3);
    // Without the T-70 no result is added: 1 evade, 1 hit takes a shield.
    const alone = play([bomber, tie()], attack('t', 'b', ['hit', 'hit'], ['focus']));
    expect(alone.record.abilities).toBeUndefined();
    expect(after(alone, 'b').shields).toBe(2);
  });
});
