/**
 * SLAM, Advanced SLAM and Burnout SLAM, worked by hand from the SLAM Action reference card (xwing-data): "To SLAM,
 * choose and execute a maneuver on the ship's dial. The chosen maneuver must be the same speed as the maneuver that
 * ship executed this round. Then assign that ship a weapons disabled token. A ship with a weapons disabled token
 * assigned to it cannot perform attacks. Weapons disabled tokens are removed during the End phase along with focus
 * and evade tokens. Performing a SLAM counts as executing a maneuver. A ship cannot perform SLAM as a free action."
 *
 * Poses: mm, heading in degrees (90: north, +y). The helper's ships stand where the test says after flying their
 * slowest straight (a K-wing's straight 1).
 */
import { describe, expect, it } from 'vitest';
import { after, play, tie, type Placed } from './pilotHarness.ts';
import { tokens } from './cardScenarios.ts';

/** A Warden Squadron Pilot K-wing at (300, 200) facing north after its straight 1. */
const kwing = (extra: Partial<Placed> = {}): Placed => ({
  id: 'k',
  player: 0,
  ship: 'kwing',
  pilot: 'wardensquadronpilot',
  y: 200,
  ...extra,
});

/** Heading-90 pose of a small base after a bank left 1 from (300, y): worked below. */
function bankLeft1From(y: number) {
  // Front guides 20 mm ahead: (300, y + 20). The template's centre line is an arc of radius 80 mm turning 45° left
  // about (220, y + 20): it ends at (220 + 80 cos 45°, y + 20 + 80 sin 45°) = (276.569, y + 76.569), heading 135°.
  // The rear guides meet it there; the centre is 20 mm further along 135°: (−14.142, +14.142).
  const c = 80 * Math.SQRT1_2;
  const r = 20 * Math.SQRT1_2;
  return { x: 220 + c - r, y: y + 20 + c + r, headingDeg: 135 };
}

describe('SLAM (K-wing)', () => {
  it('executes a dial maneuver of the speed flown (bank left 1 after a straight 1), then a weapons disabled token', () => {
    const r = play([kwing(), tie('t', 800)], { actions: { k: { action: 'slam', maneuver: 'bank-left-1' } } });
    const k = after(r, 'k');
    const want = bankLeft1From(200);
    expect(k.pose.x).toBeCloseTo(want.x, 6); // 262.426
    expect(k.pose.y).toBeCloseTo(want.y, 6); // 290.711
    expect(k.pose.headingDeg).toBeCloseTo(135, 9);
    // Assigned in the action, removed in the End phase.
    expect(tokens(r, 'k', 'weapons-disabled')).toEqual([1, 0]);
    expect(r.record.actions?.k).toEqual({ action: 'slam', maneuver: 'bank-left-1' });
    // The bank left 1 is green on a K-wing's dial: the SLAM's reveal says so.
    expect(
      r.events.filter((e) => e.kind === 'reveal' && e.unit === 'k').map((e) => (e as { note?: string }).note),
    ).toEqual([undefined, 'SLAM']);
  });

  it('a straight 1 SLAM carries a small base 80 mm further (40 mm template + 40 mm base)', () => {
    const r = play([kwing(), tie('t', 800)], { actions: { k: { action: 'slam', maneuver: 'straight-1' } } });
    expect(after(r, 'k').pose).toEqual({ x: 300, y: 280, headingDeg: 90 });
  });

  it('the weapons disabled token forbids the attack on a TIE in arc at range 1', () => {
    // After the SLAM the K-wing stands at (300, 280); the TIE at (300, 360) faces it 40 mm away (range 1).
    const run = (attack: boolean) =>
      play([kwing(), tie('t', 360 + 40)], {
        actions: { k: { action: 'slam', maneuver: 'straight-1' } },
        ...(attack ? { attacks: { k: { target: 't' } } } : {}),
      });
    expect(() => run(true)).toThrow(/attacks\.k/);
    expect(after(run(false), 't').damage).toEqual([]);
  });

  it('a maneuver of another speed is refused, naming the field and the legal SLAMs', () => {
    expect(() =>
      play([kwing(), tie('t', 800)], { actions: { k: { action: 'slam', maneuver: 'bank-left-2' } } }),
    ).toThrow(
      /actions\.k: action "slam" \(bank-left-2\) is not possible now \(legal: .*slam bank-left-1, slam straight-1, slam bank-right-1/,
    );
  });

  it('a ship without the SLAM icon cannot SLAM', () => {
    const xwing: Placed = { id: 'x', player: 0, ship: 'xwing', pilot: 'rookiepilot', y: 200 };
    expect(() => play([xwing, tie('t', 800)], { actions: { x: { action: 'slam', maneuver: 'straight-1' } } })).toThrow(
      /actions\.x: action "slam" \(straight-1\) is not possible now/,
    );
  });
});

describe('Advanced SLAM', () => {
  it('after a SLAM that overlapped nothing, a free action on the action bar (a focus)', () => {
    const r = play([kwing({ upgrades: ['advancedslam'] }), tie('t', 800)], {
      actions: { k: { action: 'slam', maneuver: 'straight-1' } },
      abilities: [{ ship: 'k', card: 'Advanced SLAM', use: true, action: { action: 'focus' } }],
    });
    expect(after(r, 'k').focus).toBe(0); // removed in the End phase…
    expect(tokens(r, 'k', 'focus')).toEqual([1, 0]); // …after the free focus action gave it.
  });

  it('"A ship cannot perform SLAM as a free action"', () => {
    expect(() =>
      play([kwing({ upgrades: ['advancedslam'] }), tie('t', 800)], {
        actions: { k: { action: 'slam', maneuver: 'straight-1' } },
        abilities: [
          { ship: 'k', card: 'Advanced SLAM', use: true, action: { action: 'slam', maneuver: 'straight-1' } },
        ],
      }),
    ).toThrow(/abilities\[0\]\.action: Advanced SLAM: "slam" is not a free action this card gives/);
  });

  it('no free action after a SLAM that overlapped another ship', () => {
    // The TIE ends its straight 1 at (300, 310): its base spans y 290–330, and the SLAM's straight 1 would put the
    // K-wing's (260–300) over it. The K-wing backs along the template until it no longer overlaps: the two bases'
    // guides face each other and each stands 1.8 mm proud (rules: GUIDES), so the contact is at 290 − 1.8 − 1.8 − 20
    // = 266.4, found exactly (to the kernel's 1e-6 mm).
    const r = play([kwing({ upgrades: ['advancedslam'] }), tie('t', 310)], {
      actions: { k: { action: 'slam', maneuver: 'straight-1' } },
    });
    expect(after(r, 'k').touching).toEqual(['t']);
    expect(after(r, 'k').pose.y).toBeCloseTo(266.4, 6);
    expect(after(r, 'k').pose.y).toBeLessThanOrEqual(266.4);
    expect(r.record.abilities ?? []).toEqual([]);
  });
});

describe('Burnout SLAM', () => {
  /** A large YT-1300 (Outer Rim Smuggler) at (300, 300) facing north after its straight 1. */
  const yt: Placed = {
    id: 'y',
    player: 0,
    ship: 'yt1300',
    pilot: 'outerrimsmuggler',
    y: 300,
    upgrades: ['burnoutslam'],
  };

  it('lends the SLAM icon; the SLAM (straight 1: 40 mm + 80 mm base) discards the card', () => {
    const r = play([yt, tie('t', 850)], { actions: { y: { action: 'slam', maneuver: 'straight-1' } } });
    const y = after(r, 'y');
    expect(y.pose).toEqual({ x: 300, y: 420, headingDeg: 90 });
    expect(y.upgrades.find((u) => u.xws === 'burnoutslam')?.faceUp).toBe(false);
    expect(tokens(r, 'y', 'weapons-disabled')).toEqual([1, 0]);
  });
});
