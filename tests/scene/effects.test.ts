/**
 * The effects as pure functions of playback time: their curves (hand-computed values), the laser fire planned
 * for the demo battle (from the guns, to the target, red for the Rebels and green for the Empire, striking on a
 * hit and flying past on a miss), engine trails, sparks, scorch marks and determinism.
 */
import { describe, expect, it } from 'vitest';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import { parseBattleFile } from '../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../src/rules/xwing1e/engine.ts';
import { buildPlaybackModel } from '../../src/state/playback/playbackModel.ts';
import { effectsQualityOf } from '../../src/state/effectsAtoms.ts';
import {
  coreFlashAt,
  explosionAt,
  fadeInOut,
  hullFlashAt,
  newExplosionState,
  scorchEmberAt,
  shieldFlareAt,
  spanProgress,
  TRAIL_LINGER_S,
  TRAIL_S,
  trailPointBrightness,
  trailWindow,
} from '../../src/scene/effects/effectTiming.ts';
import { impactDirection } from '../../src/scene/effects/impactDirection.ts';
import {
  BOLT_LENGTH_MM,
  BOLT_TRAVEL_S,
  boltAt,
  buildLaserPlan,
  burstTimes,
  firstBoltAfter,
  IMPACT_S,
  laserCapacity,
  maxOverlap,
  MISS_OVERSHOOT,
  OPENING_DELAY_S,
} from '../../src/scene/effects/laserVolleys.ts';
import { buildScorchMarks } from '../../src/scene/effects/scorchMarks.ts';
import { shieldRadii } from '../../src/scene/effects/shieldShape.ts';
import { placeModelPoint } from '../../src/scene/effects/shipHardpoints.ts';
import { sparkTravel, sparkVelocities } from '../../src/scene/effects/sparkBurst.ts';
import { buildTrailMoves, trailingMove } from '../../src/scene/effects/trailMoves.ts';
import { boltColourOf, unitAnchorsOf } from '../../src/scene/effects/unitAnchors.ts';
import demo from '../../src/demo/demoBattle.json';

const { timeline } = playBattle(parseBattleFile(demo));
const playback = buildPlaybackModel(timeline);
const anchors = unitAnchorsOf(timeline);
const plan = buildLaserPlan(playback, anchors);
const of = <K extends TimedEvent['kind']>(kind: K) =>
  timeline.events.filter((e): e is Extract<TimedEvent, { kind: K }> => e.kind === kind);

describe('effect curves', () => {
  it('gives a span progress inside it and −1 outside', () => {
    expect(spanProgress(10, 12, 11)).toBe(0.5);
    expect(spanProgress(10, 12, 10)).toBe(0);
    expect(spanProgress(10, 12, 12)).toBe(-1);
    expect(spanProgress(10, 12, 9.99)).toBe(-1);
  });

  it('fades in and out over the given shares of a span', () => {
    expect(fadeInOut(0.05, 0.1, 0.1)).toBeCloseTo(0.5, 12);
    expect(fadeInOut(0.5, 0.1, 0.1)).toBe(1);
    expect(fadeInOut(0.95, 0.1, 0.1)).toBeCloseTo(0.5, 12);
    expect(fadeInOut(1, 0.1, 0.1)).toBe(0);
  });

  it('flares the shield up in 8 % of the hit and lets it die as (1 − v)²', () => {
    expect(shieldFlareAt(0.04)).toBeCloseTo(0.5, 12);
    expect(shieldFlareAt(0.08)).toBe(1);
    // v = (0.54 − 0.08) / 0.92 = 0.5 → 0.25.
    expect(shieldFlareAt(0.54)).toBeCloseTo(0.25, 12);
    expect(shieldFlareAt(1)).toBe(0);
    expect(hullFlashAt(0.5)).toBeCloseTo(0.125, 12);
  });

  it('flashes an explosion up in 4 % and out by 45 %, the fireball burning out over the whole span', () => {
    const s = newExplosionState();
    expect(explosionAt(0.02, s).flash).toBeCloseTo(0.5, 12);
    expect(explosionAt(0.04, s).flash).toBeCloseTo(1, 12);
    // ((0.45 − 0.245) / 0.41)² = 0.25.
    expect(explosionAt(0.245, s).flash).toBeCloseTo(0.25, 12);
    expect(coreFlashAt(0.245)).toBeCloseTo(0.25, 12);
    explosionAt(0.5, s);
    expect(s.flash).toBe(0);
    expect(s.fireballScale).toBeCloseTo(0.25 + 0.75 * (1 - 0.125), 12);
    expect(s.heat).toBeCloseTo(0.5 ** 1.5, 12);
    expect(s.debrisReach).toBeCloseTo(0.75, 12);
    expect(s.shock).toBeCloseTo((1 - 0.5 / 0.6) ** 2, 12);
    // Nothing is left once the explosion is over.
    expect(explosionAt(1, s)).toEqual(newExplosionState());
  });

  it('lays an engine trail back along the path and lets it linger and fade after the move', () => {
    const w = { headS: 0, tailS: 0, fade: 0 };
    expect(trailWindow(10, 2, 10, w)).toBe(false);
    expect(trailWindow(10, 2, 11, w)).toBe(true);
    expect(w).toEqual({ headS: 11, tailS: 11 - TRAIL_S, fade: 1 });
    expect(trailWindow(10, 2, 10.2, w)).toBe(true);
    expect(w.tailS).toBe(10);
    expect(trailWindow(10, 2, 12 + TRAIL_LINGER_S / 2, w)).toBe(true);
    expect(w.headS).toBe(12);
    expect(w.fade).toBeCloseTo(0.5, 12);
    expect(trailWindow(10, 2, 12 + TRAIL_LINGER_S, w)).toBe(false);
    expect(trailPointBrightness(TRAIL_S / 2)).toBeCloseTo(0.5, 12);
    expect(scorchEmberAt(0.7)).toBeCloseTo(0.5, 12);
  });

  it('reads effects=low from the page address, high otherwise', () => {
    expect(effectsQualityOf('?effects=low')).toBe('low');
    expect(effectsQualityOf('?demo=x&effects=off')).toBe('low');
    expect(effectsQualityOf('?effects=high')).toBe('high');
    expect(effectsQualityOf('')).toBe('high');
  });
});

describe('laser fire of the demo battle', () => {
  const attacks = of('attack');
  const results = of('result');

  it('fires red from the Rebels and green from the Empire (the films)', () => {
    expect(boltColourOf('rebel')).toBe('red');
    expect(boltColourOf('scum')).toBe('red');
    expect(boltColourOf('imperial')).toBe('green');
    expect(boltColourOf('first-order')).toBe('green');
    for (const a of attacks) {
      const colours = new Set(plan.bolts.filter((b) => near(b.fireS, a.t, 4)).map((b) => b.colour));
      expect([...colours], `${a.attacker}'s fire`).toEqual([a.attacker === 'luke' ? 'red' : 'green']);
    }
  });

  it('fires an opening burst as each attack is declared and a deciding one as its dice are settled', () => {
    // Luke's X-wing has four cannons: two salvos of four; a TIE has two: three salvos of two.
    const times = burstTimes(10, 4);
    [10, 10.05, 10.1, 10.15, 10.16, 10.21, 10.26, 10.31].forEach((x, i) => expect(times[i]).toBeCloseTo(x, 12));
    expect(burstTimes(10, 2).length).toBe(6);
    const first = attacks[0]!;
    // Luke's opening attack (two salvos of four, twice) ends before Mauler Mithel fires back.
    const fired = plan.bolts.filter((b) => b.fireS >= first.t && b.fireS < attacks[1]!.t).map((b) => b.fireS);
    expect(fired.length).toBe(16);
    expect(fired[0]).toBeCloseTo(first.t + OPENING_DELAY_S, 12);
    expect(fired[8]).toBeCloseTo(results[0]!.t, 12);
    expect(plan.bolts.length).toBe(attacks.reduce((n, a) => n + 2 * (a.attacker === 'luke' ? 8 : 6), 0));
  });

  it('starts each bolt at one of the attacker’s guns, 34 mm up, and strikes or misses by the result', () => {
    // The demo's first hit by a TIE: Mauler Mithel on Luke, stopped by his shields.
    const hit = attacks.find((a, i) => results[i]!.hit && a.attacker !== 'luke')!;
    const result = results[attacks.indexOf(hit)]!;
    const deciding = plan.bolts.filter((b) => b.fireS >= result.t && b.fireS < result.t + 1);
    const attacker = playback.tracks.get(hit.attacker)!;
    const pose = attacker.poseEvents.filter((e) => e.t <= hit.t).at(-1)!;
    const to = pose.kind === 'move' ? pose.to : pose.pose;
    // A TIE's chin guns: (5.5, ±1.3, −3) in its frame.
    const gun = placeModelPoint([5.5, 1.3, -3], { x: to.x, y: to.y, headingDeg: to.heading }, 34, [0, 0, 0]);
    expect(deciding.some((b) => b.from.every((v, k) => Math.abs(v - gun[k]!) < 1e-9))).toBe(true);
    // Shields stopped this one (Luke lost a shield): each bolt ends on the bubble round him.
    const [a, b, h] = shieldRadii(40);
    for (const bolt of deciding) {
      expect(bolt.strikes).toBe(true);
      expect(bolt.travelS).toBe(BOLT_TRAVEL_S);
      const d = playback.tracks.get(hit.defender)!;
      const dp = d.poseEvents.filter((e) => e.t <= hit.t).at(-1)!;
      const dc = dp.kind === 'move' ? dp.to : dp.pose;
      // Within the bubble's jitter of its surface: (x/a)² + (y/b)² + (z/h)² ≈ 1 around a centre moved ≤ 4 mm.
      const r = Math.hypot((bolt.to[0] - dc.x) / a, (bolt.to[1] - dc.y) / b, (bolt.to[2] - 34) / h);
      expect(r).toBeGreaterThan(0.75);
      expect(r).toBeLessThan(1.25);
    }
    const missed = results.findIndex((r) => !r.hit);
    const missBolts = plan.bolts.filter((b) => b.fireS >= results[missed]!.t && b.fireS < results[missed]!.t + 1);
    for (const bolt of missBolts) {
      expect(bolt.strikes).toBe(false);
      expect(bolt.travelS).toBeCloseTo(BOLT_TRAVEL_S * MISS_OVERSHOOT, 12);
    }
  });

  it('draws a bolt from its muzzle to its end and a strike’s flash after it, then nothing', () => {
    const bolt = plan.bolts.find((b) => b.strikes)!;
    const s = { head: 0, tail: 0, glow: 0, impact: 0, impactSize: 0 };
    expect(boltAt(bolt, bolt.fireS - 0.01, s)).toBe(false);
    expect(boltAt(bolt, bolt.fireS + BOLT_TRAVEL_S / 2, s)).toBe(true);
    expect(s.head).toBeCloseTo(0.5, 12);
    const length = Math.hypot(...bolt.to.map((v, k) => v - bolt.from[k]!));
    expect(s.tail).toBeCloseTo(Math.max(0, 0.5 - BOLT_LENGTH_MM / length), 12);
    expect(s.glow).toBe(1);
    expect(boltAt(bolt, bolt.fireS + BOLT_TRAVEL_S + IMPACT_S / 2, s)).toBe(true);
    expect(s.glow).toBe(0);
    expect(s.impact).toBeCloseTo(0.25, 12);
    expect(boltAt(bolt, bolt.fireS + BOLT_TRAVEL_S + IMPACT_S + 1e-9, s)).toBe(false);
  });

  it('finds the bolts fired by t by binary search, and sizes its mesh for the most at once', () => {
    const t = plan.bolts[10]!.fireS;
    const i = firstBoltAfter(plan.bolts, t);
    expect(plan.bolts[i - 1]!.fireS).toBeLessThanOrEqual(t);
    expect(plan.bolts[i]!.fireS).toBeGreaterThan(t);
    expect(
      maxOverlap([
        [0, 2],
        [1, 3],
        [2, 4],
      ]),
    ).toBe(2);
    expect(laserCapacity(plan)).toBeGreaterThanOrEqual(2 * 8 + 1);
  });

  it('is the same plan on every build (seeded, no Math.random)', () => {
    expect(buildLaserPlan(buildPlaybackModel(timeline), unitAnchorsOf(timeline))).toEqual(plan);
  });
});

describe('hits, trails and debris', () => {
  it('turns a hit towards the ship that fired it', () => {
    const shield = of('damage').find((d) => d.shieldsLost > 0)!;
    const [x, y, z] = impactDirection(playback, shield.unit, shield.t);
    expect(Math.hypot(x, y, z)).toBeCloseTo(1, 12);
    // The hit comes from the side the attacker stands on: nearly along the line from the defender to it.
    const attack = of('attack')
      .filter((a) => a.defender === shield.unit && a.t <= shield.t)
      .at(-1)!;
    const at = (id: string) => {
      const e = playback.tracks
        .get(id)!
        .poseEvents.filter((p) => p.t <= shield.t)
        .at(-1)!;
      return e.kind === 'move' ? e.to : e.pose;
    };
    const [d, f] = [at(shield.unit), at(attack.attacker)];
    const along = [f.x - d.x, f.y - d.y];
    expect((x * along[0]! + y * along[1]!) / Math.hypot(along[0]!, along[1]!)).toBeGreaterThan(0.9);
  });

  it('throws seeded sparks, flying fast and slowing', () => {
    expect(sparkVelocities('a', 5, null)).toEqual(sparkVelocities('a', 5, null));
    expect(sparkVelocities('a', 5, null)).not.toEqual(sparkVelocities('b', 5, null));
    for (const [x, y, z] of sparkVelocities('a', 20, [1, 0, 0])) {
      expect(Math.hypot(x, y, z)).toBeGreaterThanOrEqual(0.55 - 1e-9);
      expect(Math.hypot(x, y, z)).toBeLessThanOrEqual(1 + 1e-9);
    }
    expect(sparkTravel(0.5)).toBe(0.75);
  });

  it('trails every templated move, not the sideways slides', () => {
    const moves = buildTrailMoves(playback);
    const luke = of('move').filter((m) => m.unit === 'luke' && m.path.kind !== 'slide');
    expect(moves.get('luke')!.map((m) => m.startS)).toEqual(luke.map((m) => m.t));
    const m = luke[2]!;
    expect(trailingMove(moves.get('luke')!, m.t + 0.5)?.startS).toBe(m.t);
    expect(trailingMove(moves.get('luke')!, m.t + m.duration + TRAIL_LINGER_S + 0.01)).toBeNull();
  });

  it('leaves a scorch mark for every hull hit, kept until the ship is destroyed', () => {
    const marks = buildScorchMarks(playback, anchors);
    const hullHits = playback.hits.filter((h) => h.hullLost > 0);
    expect(marks.map((m) => [m.unit, m.fromS])).toEqual(hullHits.map((h) => [h.unit, h.fromS]));
    const black = marks.find((m) => m.unit === 'black')!;
    expect(black.untilS).toBe(of('destroyed').find((d) => d.unit === 'black')!.t);
  });
});

/** True when a is within `within` after b. */
function near(a: number, b: number, within: number): boolean {
  return a >= b && a < b + within;
}
