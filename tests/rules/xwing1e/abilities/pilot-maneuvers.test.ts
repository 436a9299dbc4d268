/**
 * Wave 1–8 pilots of the Reveal Dial step (dialTriggers.ts, treatManeuver.ts, effective.ts), one scenario per card: a
 * lone ship at (300, 100) facing north flies its dial while an Academy Pilot stays far away. Positions are worked out
 * from the templates (rules: BEARING; a straight template is 40 mm per speed, a small base 40 mm, a large one 80 mm)
 * and the card text (quoted); difficulties from the dial (rules: DIFFICULTY: a red maneuver gives a stress token, a
 * green one removes one).
 */
import { describe, expect, it } from 'vitest';
import type { AbilityUse, RoundRecord } from '../../../../src/rules/xwing1e/decisions.ts';
import { passive, round, stateWith } from '../engine/harness.ts';

/**
 * A ship flies `maneuver` from (300, 100) facing north with `stress` tokens; an enemy far away flies a straight 2
 * (an Academy Pilot, or for an Imperial ship a Rookie X-wing).
 */
function fly(ship: string, pilot: string, maneuver: string, abilities?: AbilityUse[], stress = 0) {
  const imperial = ship.startsWith('tie');
  const far = imperial
    ? { id: 't', player: 0 as const, ship: 'xwing', pilot: 'rookiepilot', x: 700, y: 850, heading: 270 }
    : { id: 't', player: 1 as const, ship: 'tiefighter', pilot: 'academypilot', x: 700, y: 850, heading: 270 };
  const state = stateWith([{ id: 's', player: imperial ? 1 : 0, ship, pilot, x: 300, y: 100, heading: 90 }, far]);
  state.ships[0]!.stress = stress;
  const record: RoundRecord = {
    dials: { s: maneuver, t: 'straight-2' },
    attacks: { s: { target: null }, t: { target: null } },
    ...(abilities ? { abilities } : {}),
  };
  const r = round(state, record, passive);
  const s = r.state.ships.find((x) => x.id === 's')!;
  return { r, s, pose: [Math.round(s.pose.x), Math.round(s.pose.y), Math.round(s.pose.headingDeg)] };
}

describe('Hera Syndulla', () => {
  it('"When you reveal a green or red maneuver, you may rotate your dial to another maneuver of the same difficulty."', () => {
    const use = { ship: 's', card: 'Hera Syndulla', use: true, maneuver: 'bank-left-2' };
    // VCX-100: the green straight 2 rotated to the green bank left 2: heading 90° + 45°.
    expect(fly('vcx100', 'herasyndulla', 'straight-2', [use]).pose[2]).toBe(135);
    // The same card on the Attack Shuttle.
    expect(fly('attackshuttle', 'herasyndulla', 'straight-1', [{ ...use, maneuver: 'bank-left-1' }]).pose[2]).toBe(135);
  });
  it('the autopilot keeps its dial; a maneuver of another difficulty is refused', () => {
    expect(fly('vcx100', 'herasyndulla', 'straight-2').r.record.abilities).toEqual([
      { ship: 's', card: 'Hera Syndulla', use: false },
    ]);
    const white = { ship: 's', card: 'Hera Syndulla', use: true, maneuver: 'turn-left-2' };
    expect(() => fly('vcx100', 'herasyndulla', 'straight-2', [white])).toThrow(
      /^rounds\[0\]\.abilities\[0\]\.maneuver: Hera Syndulla: expected a maneuver of s's dial the card allows from straight-2/,
    );
    // A white maneuver revealed: nothing is offered.
    expect(fly('vcx100', 'herasyndulla', 'turn-left-2').r.record.abilities).toBeUndefined();
  });
});

describe('Countess Ryad', () => {
  it('"When you reveal a [Straight] maneuver, you may treat it as a [Koiogran Turn] maneuver."', () => {
    const use = { ship: 's', card: 'Countess Ryad', use: true, maneuver: 'koiogran-2' };
    // Front edge at y 120, the speed-2 template to y 200, the front guides there: facing south, centre at y 220. The
    // maneuver stays the green straight 2: no stress token.
    const { s, pose } = fly('tiedefender', 'countessryad', 'straight-2', [use]);
    expect([pose, s.stress]).toEqual([[300, 220, 270], 0]);
    expect(() => fly('tiedefender', 'countessryad', 'straight-2', [{ ...use, maneuver: 'koiogran-4' }])).toThrow(
      /^rounds\[0\]\.abilities\[0\]\.maneuver: Countess Ryad: expected the maneuver straight-2 is treated as \(koiogran-2\)/,
    );
  });
});

describe('Tetran Cowall', () => {
  it('"When you reveal a [Koiogran Turn] maneuver, you may treat the speed of that maneuver as "1," "3," or "5"."', () => {
    const use = { ship: 's', card: 'Tetran Cowall', use: true, maneuver: 'koiogran-1' };
    // The red Koiogran 3 flown at speed 1: the template from y 120 to 160, centre at y 180 facing south; still red.
    const { s, pose } = fly('tieinterceptor', 'tetrancowall', 'koiogran-3', [use]);
    expect([pose, s.stress]).toEqual([[300, 180, 270], 1]);
  });
});

describe('Ello Asty', () => {
  it('"While you are not stressed, you may treat your [Tallon Roll] maneuvers as white maneuvers."', () => {
    // The T-70's red Tallon Roll 3, flown white: no stress token.
    expect(fly('t70xwing', 'elloasty', 'tallon-left-3').s.stress).toBe(0);
  });
  it('stressed, the Tallon Roll stays red: the opposing player substitutes a non-red maneuver (rules: STRESS)', () => {
    const { r } = fly('t70xwing', 'elloasty', 'tallon-left-3', undefined, 1);
    expect(r.record.redSubstitutes).toEqual({ s: 'bank-left-1' });
  });
});
