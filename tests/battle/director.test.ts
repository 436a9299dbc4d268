/**
 * The cinematic director and the follow framing as pure functions of (timeline, time): the shot for each kind
 * of event, checked on the demo battle's timeline against replay.ts's poses.
 */
import { describe, expect, it } from 'vitest';
import { snapshotAt } from '../../src/state/playback/replay.ts';
import type { TimedEvent, TimelinePose } from '../../src/battle/timeline.ts';
import { parseBattleFile } from '../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../src/rules/xwing1e/engine.ts';
import { activeUnitAt, type CameraShot, directorShot, followShot } from '../../src/scene/director.ts';
import demo from '../../src/demo/demoBattle.json';

const { timeline } = playBattle(parseBattleFile(demo));
const { width, height } = timeline.playArea;
const of = <K extends TimedEvent['kind']>(kind: K) =>
  timeline.events.filter((e): e is Extract<TimedEvent, { kind: K }> => e.kind === kind);

const poseAt = (unit: string, t: number): TimelinePose => snapshotAt(timeline, t).units[unit]!.pose;
const distMm = (a: { x: number; y: number; heightMm: number }, p: TimelinePose, heightMm = 0) =>
  Math.hypot(a.x - p.x, a.y - p.y, a.heightMm - heightMm);
/** The camera's view direction (table plane) and its angle to the line from camera to a point. */
function aimsAt(shot: CameraShot, p: { x: number; y: number }): boolean {
  const look = Math.atan2(shot.targetMm.y - shot.positionMm.y, shot.targetMm.x - shot.positionMm.x);
  const to = Math.atan2(p.y - shot.positionMm.y, p.x - shot.positionMm.x);
  return Math.abs(Math.atan2(Math.sin(look - to), Math.cos(look - to))) < 1e-9;
}

/** Angle (degrees) between the camera's line of sight and the line from the camera to a point on the mat. */
function offAxisDeg(shot: CameraShot, p: { x: number; y: number }): number {
  const c = shot.positionMm;
  const look = [shot.targetMm.x - c.x, shot.targetMm.y - c.y, shot.targetMm.heightMm - c.heightMm];
  const to = [p.x - c.x, p.y - c.y, -c.heightMm];
  const dot = look[0]! * to[0]! + look[1]! * to[1]! + look[2]! * to[2]!;
  return (Math.acos(dot / (Math.hypot(...look) * Math.hypot(...to))) * 180) / Math.PI;
}

describe('director', () => {
  it('the demo battle has every kind of event the director shoots', () => {
    for (const k of ['round', 'move', 'attack', 'destroyed'] as const) expect(of(k).length).toBeGreaterThan(0);
  });

  it('at each round start: a wide establishing shot centred on the table, above it, drifting slowly', () => {
    for (const r of of('round')) {
      const shot = directorShot(timeline, r.t);
      expect(shot.kind).toBe('establishing');
      expect(shot.targetMm.x).toBeCloseTo(width / 2, 9);
      expect(shot.targetMm.y).toBeCloseTo(height / 2, 9);
      // Wide: the camera stands well away from the centre, high above the table.
      const range = Math.hypot(shot.positionMm.x - width / 2, shot.positionMm.y - height / 2, shot.positionMm.heightMm);
      expect(range).toBeGreaterThan(Math.max(width, height));
      expect(shot.positionMm.heightMm).toBeGreaterThan(height * 0.4);
      expect(shot.fovDeg).toBeGreaterThanOrEqual(40);
      // Drifting: a second later it has moved a little (a few mm to a few tens), not jumped.
      const later = directorShot(timeline, r.t + 1);
      expect(later.key).toBe(shot.key);
      const moved = Math.hypot(later.positionMm.x - shot.positionMm.x, later.positionMm.y - shot.positionMm.y);
      expect(moved).toBeGreaterThan(5);
      expect(moved).toBeLessThan(100);
    }
  });

  it('at an attack: behind the attacker on the attacker→defender line extended backwards, above the table', () => {
    for (const a of of('attack')) {
      for (const t of [a.t, a.t + a.duration / 2]) {
        const shot = directorShot(timeline, t);
        expect(shot.kind).toBe('over-shoulder');
        expect(shot.subject).toBe(a.attacker);
        const A = poseAt(a.attacker, t);
        const D = poseAt(a.defender, t);
        const dx = D.x - A.x;
        const dy = D.y - A.y;
        const len = Math.hypot(dx, dy);
        const cx = shot.positionMm.x - A.x;
        const cy = shot.positionMm.y - A.y;
        // On the line: no sideways offset; behind: negative distance along attacker→defender.
        expect(Math.abs((cx * dy - cy * dx) / len)).toBeLessThan(1e-6);
        expect((cx * dx + cy * dy) / len).toBeLessThan(-50);
        expect(shot.positionMm.heightMm).toBeGreaterThan(20);
        // Looking along the line towards the defender, with both ships inside the lens's vertical field.
        expect(aimsAt(shot, D)).toBe(true);
        for (const p of [A, D]) expect(offAxisDeg(shot, p), t.toString()).toBeLessThan(shot.fovDeg / 2 - 3);
      }
    }
  });

  it('the dice and damage of an attack keep its over-the-shoulder shot', () => {
    const a = of('attack')[0]!;
    const i = timeline.events.indexOf(a);
    const dice = timeline.events.slice(i + 1).find((e) => e.kind === 'dice')!;
    expect(directorShot(timeline, dice.t).key).toBe(directorShot(timeline, a.t).key);
  });

  it('at a destruction: a close-up within a short distance of the destroyed ship', () => {
    for (const d of of('destroyed')) {
      const shot = directorShot(timeline, d.t + d.duration / 2);
      expect(shot.kind).toBe('close-up');
      expect(shot.subject).toBe(d.unit);
      const p = poseAt(d.unit, d.t);
      expect(distMm(shot.positionMm, p)).toBeLessThan(200);
      expect(distMm(shot.targetMm, p, shot.targetMm.heightMm)).toBeLessThan(1e-6);
      expect(shot.positionMm.heightMm).toBeGreaterThan(10);
    }
  });

  it('during a move: the chase view behind and above the mover, tracking its exact pose', () => {
    for (const m of of('move').slice(0, 12)) {
      for (const f of [0.1, 0.5, 0.9]) {
        const t = m.t + m.duration * f;
        const shot = directorShot(timeline, t);
        expect(shot.kind).toBe('follow');
        expect(shot.subject).toBe(m.unit);
        const p = poseAt(m.unit, t);
        expect(Math.hypot(shot.targetMm.x - p.x, shot.targetMm.y - p.y)).toBeLessThan(1e-9);
        // Behind: the camera is on the far side of the ship from where it faces (or, while a Koiogran or Tallon
        // rotation turns in over the last fifth, from where the template left it facing).
        const spinning = m.path.kind === 'template' && m.path.rotationDeg !== 0 && f >= 0.8;
        const facing = spinning && m.path.kind === 'template' ? m.to.heading - m.path.rotationDeg : p.heading;
        const h = (facing * Math.PI) / 180;
        expect((shot.positionMm.x - p.x) * Math.cos(h) + (shot.positionMm.y - p.y) * Math.sin(h)).toBeLessThan(-100);
        expect(shot.positionMm.heightMm).toBeGreaterThan(50);
      }
      // Activation and move are one shot (same key): no transition between them.
      const act = [...timeline.events].reverse().find((e) => e.kind === 'activation' && e.t < m.t)!;
      expect(directorShot(timeline, act.t).key).toBe(directorShot(timeline, m.t).key);
    }
  });

  it('is a pure function of (timeline, time): the same shot every call, and a shot at every moment', () => {
    for (let t = 0; t <= timeline.duration; t += 0.37) {
      const a = directorShot(timeline, t);
      expect(directorShot(timeline, t)).toEqual(a);
      for (const v of [a.positionMm, a.targetMm]) {
        expect(Number.isFinite(v.x) && Number.isFinite(v.y) && Number.isFinite(v.heightMm)).toBe(true);
      }
      expect(a.positionMm.heightMm).toBeGreaterThan(0);
    }
  });
});

describe('follow camera framing', () => {
  it('the active ship is the one of the latest activation, move or attack', () => {
    const m = of('move')[3]!;
    expect(activeUnitAt(timeline, m.t + 0.5)).toBe(m.unit);
    const a = of('attack')[0]!;
    expect(activeUnitAt(timeline, a.t + 0.1)).toBe(a.attacker);
    // Before any activation: the first ship placed; before any ship: none.
    const firstPlace = of('place')[0]!;
    expect(activeUnitAt(timeline, firstPlace.t)).toBe(firstPlace.unit);
    expect(activeUnitAt(timeline, 0)).toBeNull();
  });

  it('chases the active ship at every moment of a move, looking at its exact pose', () => {
    const m = of('move')[5]!;
    for (let f = 0; f <= 1; f += 0.125) {
      const t = m.t + m.duration * f;
      const shot = followShot(timeline, t);
      expect(shot.kind).toBe('follow');
      expect(shot.key.startsWith(`follow:${m.unit}`)).toBe(true);
      const p = poseAt(m.unit, t);
      expect(Math.hypot(shot.targetMm.x - p.x, shot.targetMm.y - p.y)).toBeLessThan(1e-9);
    }
    expect(followShot(timeline, 0).kind).toBe('establishing');
  });

  it('stays behind a Koiogran turn while the ship spins, then eases round once it is done (a new shot key)', () => {
    const k = of('move').find((e) => e.path.kind === 'template' && e.path.rotationDeg === 180)!;
    expect(k, 'the demo has a Koiogran turn').toBeDefined();
    const endOfTemplate = k.to.heading - 180;
    const behind = (shot: CameraShot) =>
      (Math.atan2(shot.targetMm.y - shot.positionMm.y, shot.targetMm.x - shot.positionMm.x) * 180) / Math.PI;
    const sameDirection = (a: number, b: number) =>
      Math.abs(Math.sin(((a - b) * Math.PI) / 180)) < 1e-9 && Math.cos(((a - b) * Math.PI) / 180) > 0;
    // Through the spin (the last fifth of the move) the camera looks along the template's end heading,
    // while the ship itself has turned part of the way.
    for (const f of [0.85, 0.9, 0.95, 0.999]) {
      const t = k.t + k.duration * f;
      const shot = followShot(timeline, t);
      expect(shot.key).toBe(`follow:${k.unit}`);
      expect(sameDirection(behind(shot), endOfTemplate), `f = ${f}`).toBe(true);
    }
    // Once the move is over it looks along the new facing, under a new key, so ShotCamera eases round.
    const after = followShot(timeline, k.t + k.duration + 1e-6);
    expect(after.key).toBe(`follow:${k.unit}@${timeline.events.indexOf(k)}`);
    expect(sameDirection(behind(after), k.to.heading)).toBe(true);
  });
});
