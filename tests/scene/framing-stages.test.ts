/**
 * The default orbit view's stages (framingStages.ts): one for the set-up and one per round of the seed-51 demo
 * battle, each holding every place a ship in play stands on during it, and the ease from one to the next.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleSystemFor } from '../../src/rules/registry.ts';
import { buildPlaybackModel, drawnPoseAt } from '../../src/state/playback/playbackModel.ts';
import { framingStages, STAGE_EASE_S, stageBlend } from '../../src/scene/framingStages.ts';

const value: unknown = JSON.parse(readFileSync('src/demo/demoBattle.json', 'utf8'));
const { timeline } = ruleSystemFor(value).play(value);
const playback = buildPlaybackModel(timeline);
const stages = framingStages(timeline, playback);
const rounds = timeline.events.filter((e) => e.kind === 'round');

describe('framing stages', () => {
  it('has the set-up and one stage per round, back to back from 0 to the end', () => {
    expect(rounds.length).toBe(9);
    expect(stages.length).toBe(10);
    expect(stages[0]?.start).toBe(0);
    expect(stages.map((s) => s.start).slice(1)).toEqual(rounds.map((r) => r.t));
    stages.forEach((s, i) => expect(s.end).toBe(stages[i + 1]?.start ?? timeline.duration));
  });

  it('frames every ship wherever it stands during a round, and on into the ease after it', () => {
    const pose = { x: 0, y: 0, headingDeg: 0 };
    for (const s of stages.slice(1)) {
      const x0 = Math.min(...s.items.map((i) => i.x));
      const x1 = Math.max(...s.items.map((i) => i.x));
      const y0 = Math.min(...s.items.map((i) => i.y));
      const y1 = Math.max(...s.items.map((i) => i.y));
      for (let t = s.start; t <= Math.min(s.end + STAGE_EASE_S, timeline.duration); t += 0.25) {
        for (const u of timeline.units) {
          if (!drawnPoseAt(playback, u.id, t, pose)) continue;
          if (pose.x < 0 || pose.y < 0 || pose.x > 914.4 || pose.y > 914.4) continue;
          // Sampled every 0.5 s and at every event's ends: a ship turning between samples may stand a little out.
          expect(pose.x, `${u.id} at ${t}`).toBeGreaterThanOrEqual(x0 - 15);
          expect(pose.x, `${u.id} at ${t}`).toBeLessThanOrEqual(x1 + 15);
          expect(pose.y, `${u.id} at ${t}`).toBeGreaterThanOrEqual(y0 - 15);
          expect(pose.y, `${u.id} at ${t}`).toBeLessThanOrEqual(y1 + 15);
        }
      }
    }
  });

  it('opens on the ships where they stand when the set-up ends, one item each, and on every obstacle whole', () => {
    const setUp = stages[0]!;
    const pose = { x: 0, y: 0, headingDeg: 0 };
    const placed = timeline.units.filter((u) => drawnPoseAt(playback, u.id, setUp.end, pose));
    const obstacles = timeline.events.filter((e) => e.kind === 'obstacle');
    expect(obstacles.length).toBe(6);
    expect(setUp.items.length).toBe(obstacles.length + placed.length);
    for (const u of placed) {
      drawnPoseAt(playback, u.id, setUp.end, pose);
      expect(
        setUp.items.some((i) => i.x === pose.x && i.y === pose.y),
        u.id,
      ).toBe(true);
    }
    // Each obstacle's item is the box round its outline: every corner of the outline lies in it, and it touches
    // the outline's extremes on each side.
    for (const o of obstacles) {
      const xs = o.outline.map(([x]) => x);
      const ys = o.outline.map(([, y]) => y);
      const item = setUp.items.find(
        (i) =>
          Math.abs(i.x - (Math.min(...xs) + Math.max(...xs)) / 2) < 1e-6 &&
          i.y === (Math.min(...ys) + Math.max(...ys)) / 2,
      );
      expect(item, o.name).toBeDefined();
      expect(item!.halfMm).toBeCloseTo((Math.max(...xs) - Math.min(...xs)) / 2, 6);
      expect(item!.halfYMm).toBeCloseTo((Math.max(...ys) - Math.min(...ys)) / 2, 6);
    }
  });

  it('frames no obstacle in the rounds: the view follows the ships there', () => {
    for (const s of stages.slice(1)) expect(s.items.every((i) => i.halfYMm === undefined)).toBe(true);
  });

  it('eases from one stage to the next over STAGE_EASE_S after the round starts (smoothstep)', () => {
    const t = stages[3]?.start ?? 0;
    expect(stageBlend(stages, t - 0.01)).toEqual({ from: 2, to: 2, s: 1 });
    expect(stageBlend(stages, t)).toEqual({ from: 2, to: 3, s: 0 });
    expect(stageBlend(stages, t + STAGE_EASE_S / 2)).toEqual({ from: 2, to: 3, s: 0.5 });
    expect(stageBlend(stages, t + STAGE_EASE_S / 4).s).toBeCloseTo(0.15625, 10);
    expect(stageBlend(stages, t + STAGE_EASE_S)).toEqual({ from: 3, to: 3, s: 1 });
    expect(stageBlend(stages, 0)).toEqual({ from: 0, to: 0, s: 1 });
  });
});
