import { describe, expect, it } from 'vitest';
import { snapshotAt } from '../../src/state/playback/replay.ts';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import { deltaDeg, type Pose } from '../../src/kernel/index.ts';
import { parseBattleFile } from '../../src/rules/xwing1e/battleFile.ts';
import { playBattle } from '../../src/rules/xwing1e/engine.ts';
import { buildPlaybackModel, spansAt, TEMPLATE_LINGER_S, unitPoseAt } from '../../src/state/playback/playbackModel.ts';
import { moveTemplates } from '../../src/state/playback/moveTemplates.ts';
import demo from '../../src/demo/demoBattle.json';

const { timeline } = playBattle(parseBattleFile(demo));
const playback = buildPlaybackModel(timeline);
const moves = timeline.events.filter((e): e is TimedEvent & { kind: 'move' } => e.kind === 'move');

describe('battle playback (what the viewer draws for a timeline)', () => {
  it('gives every unit the pose and presence of replay.ts snapshotAt, bit for bit, at many times', () => {
    const out: Pose = { x: 0, y: 0, headingDeg: 0 };
    const times = [0, 1.3, 2.1];
    for (const m of moves) times.push(m.t, m.t + m.duration * 0.37, m.t + m.duration * 0.93, m.t + m.duration);
    for (let t = 0; t <= timeline.duration; t += 0.77) times.push(t);
    times.push(timeline.duration);
    for (const t of times) {
      const snap = snapshotAt(timeline, t);
      for (const u of timeline.units) {
        const shown = unitPoseAt(playback, u.id, t, out);
        const s = snap.units[u.id]!;
        expect([out.x, out.y, out.headingDeg], `${u.id} at ${t}`).toEqual([s.pose.x, s.pose.y, s.pose.heading]);
        if (s.destroyed) expect(shown).toBe(false);
      }
    }
  });

  it('hides a ship before its place event and from its destroyed event on', () => {
    const out: Pose = { x: 0, y: 0, headingDeg: 0 };
    const place = timeline.events.find((e) => e.kind === 'place')!;
    const unit = (place as { unit: string }).unit;
    expect(unitPoseAt(playback, unit, place.t - 0.01, out)).toBe(false);
    expect(unitPoseAt(playback, unit, place.t, out)).toBe(true);
    const destroyed = timeline.events.filter((e) => e.kind === 'destroyed');
    expect(destroyed.length).toBeGreaterThan(0);
    for (const d of destroyed) {
      const id = (d as { unit: string }).unit;
      expect(unitPoseAt(playback, id, d.t - 0.01, out)).toBe(true);
      expect(unitPoseAt(playback, id, d.t, out)).toBe(false);
      expect(unitPoseAt(playback, id, timeline.duration, out)).toBe(false);
    }
    expect(playback.destructions.map((d) => d.unit)).toEqual(destroyed.map((d) => (d as { unit: string }).unit));
  });

  it("lays each maneuver's kernel template from the move's start until a moment after it ends", () => {
    const templated = moves.filter((m) => m.path.kind === 'template' && !m.path.maneuver.startsWith('stationary'));
    expect(playback.templates.length).toBe(templated.length + moves.filter((m) => m.path.kind === 'slide').length);
    const first = templated[0]!;
    const span = playback.templates.find((s) => s.fromS === first.t)!;
    expect(span.untilS).toBeCloseTo(first.t + first.duration + TEMPLATE_LINGER_S, 9);
    expect(spansAt(playback.templates, first.t + first.duration / 2)).toContain(span);
    expect(spansAt(playback.templates, first.t - 1e-3)).not.toContain(span);
  });

  it('draws a sideways slide as a straight template against the start base, pointing at the end pose', () => {
    const slide = {
      kind: 'move' as const,
      unit: 'x',
      from: { x: 100, y: 100, heading: 90 },
      to: { x: 20, y: 100, heading: 90 },
      path: { kind: 'slide' as const, template: 'straight-1' },
      t: 0,
      duration: 1,
    };
    const shape = moveTemplates(slide, 'small').counts!;
    expect(shape.kind).toBe('rect');
    const xs: number[] = [];
    if (shape.kind === 'rect') for (let i = 0; i < shape.polygon.length; i += 2) xs.push(shape.polygon[i]!);
    // From the left edge of the base (x = 80) 40 mm further left (x = 40): exactly the gap between the bases.
    expect(Math.min(...xs)).toBeCloseTo(40, 9);
    expect(Math.max(...xs)).toBeCloseTo(80, 9);
  });

  it('colours each attack line by its own result, and draws it from the attack until the result is shown', () => {
    const attacks = timeline.events.filter((e) => e.kind === 'attack');
    const results = timeline.events.filter((e): e is TimedEvent & { kind: 'result' } => e.kind === 'result');
    expect(playback.attacks.length).toBe(attacks.length);
    expect(playback.attacks.map((a) => a.hit)).toEqual(results.map((r) => r.hit));
    expect(playback.attacks.some((a) => a.hit) && playback.attacks.some((a) => a.hit === false)).toBe(true);
    playback.attacks.forEach((a, i) => {
      expect(a.fromS).toBe(attacks[i]!.t);
      expect(a.untilS).toBeCloseTo(results[i]!.t + results[i]!.duration, 9);
    });
  });

  it('places every obstacle with the outline the engine used', () => {
    const events = timeline.events.filter((e) => e.kind === 'obstacle');
    expect(playback.obstacles.map((o) => o.id)).toEqual(events.map((e) => (e as { id: string }).id));
    expect(playback.obstacles.length).toBeGreaterThan(0);
  });

  it('ends every move on its recorded final pose', () => {
    const out: Pose = { x: 0, y: 0, headingDeg: 0 };
    for (const m of moves) {
      unitPoseAt(playback, m.unit, m.t + m.duration, out);
      expect(out.x).toBe(m.to.x);
      expect(out.y).toBe(m.to.y);
      expect(Math.abs(deltaDeg(out.headingDeg, m.to.heading))).toBe(0);
    }
  });
});
