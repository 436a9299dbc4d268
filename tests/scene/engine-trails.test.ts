/**
 * Engine trails of the fleet and grid games (issue 15): a Full Thrust capital ship's eleven exhausts at its class
 * scale, a squadron's craft (lost ones leave none, the rest bob as they fly), a Star Warriors ship over its
 * counter, each laid back along the path its unit is drawn on, and the same frame for the same time.
 */
import { describe, expect, it } from 'vitest';
import type { Timeline } from '../../src/battle/timeline.ts';
import ftDemo from '../../src/demo/fullthrustBattle.json';
import swDemo from '../../src/demo/starWarriorsBattle.json';
import { fullThrustSwSystem } from '../../src/rules/fullthrust-sw/system.ts';
import { starWarriorsSystem } from '../../src/rules/star-warriors/system.ts';
import { TRAIL_LINGER_S, TRAIL_S } from '../../src/scene/effects/effectTiming.ts';
import {
  buildTrailMoves,
  TRAIL_SEGMENTS,
  type TrailSegment,
  trailScratch,
  trailSegmentsAt,
} from '../../src/scene/effects/trailMoves.ts';
import { unitExhaustsOf } from '../../src/scene/effects/unitExhausts.ts';
import type { Faction } from '../../src/scene/factionStyle.ts';
import { craftHeightMm } from '../../src/scene/fullthrust/modelScale.ts';
import { buildPlaybackModel } from '../../src/state/playback/playbackModel.ts';

/** Every segment of a unit's trails at t, copied. */
function segmentsAt(timeline: Timeline, id: string, t: number): TrailSegment[] {
  const playback = buildPlaybackModel(timeline);
  const moves = buildTrailMoves(playback).get(id) ?? [];
  const unit = timeline.units.find((u) => u.id === id)!;
  const source = unitExhaustsOf(timeline, unit, timeline.sides[unit.side]!.faction as Faction);
  const out: TrailSegment[] = [];
  trailSegmentsAt(playback, id, moves, source, t, trailScratch(), (s) =>
    out.push({ from: [...s.from], to: [...s.to], radiusMm: s.radiusMm, glow: s.glow }),
  );
  return out;
}

const ft = fullThrustSwSystem.play(ftDemo).timeline;
const sw = starWarriorsSystem.play(swDemo).timeline;

describe('Full Thrust engine trails', () => {
  // The Tantive IV's first move: 8 squares due east (heading 0) from x 127 to 533.4 at y 482.6, 6.35 s + 3.4 s.
  const move = ft.events.find((e) => e.kind === 'move' && e.unit === 'tantive')!;

  it('plans the corvette’s first move as a trailing move', () => {
    expect(move).toMatchObject({ t: 6.35, duration: 3.4, from: { x: 127, y: 482.6 }, to: { x: 533.4, y: 482.6 } });
    const moves = buildTrailMoves(buildPlaybackModel(ft)).get('tantive')!;
    expect(moves[0]).toEqual({ startS: 6.35, durationS: 3.4 });
  });

  it('streams from all eleven engines of the 70 mm corvette, back along its squares', () => {
    const t = 6.35 + 1.7;
    const segs = segmentsAt(ft, 'tantive', t);
    expect(segs).toHaveLength(11 * TRAIL_SEGMENTS);
    // Halfway through, the ship is at x 127 + 406.4 / 2 = 330.2. The model is built 110 mm long and drawn 70 mm
    // (scale 7/11); its top-left engine sits at (−55.4, 9, 7.1) in the model, 24 mm over the mat.
    const k = 70 / 110;
    const head = segs[0]!;
    expect(head.to[0]).toBeCloseTo(330.2 - 55.4 * k, 6);
    expect(head.to[1]).toBeCloseTo(482.6 + 9 * k, 6);
    expect(head.to[2]).toBeCloseTo(24 + 7.1 * k, 6);
    expect(head.radiusMm).toBeCloseTo(1.8 * k, 9);
    expect(head.glow).toBe(1);
    // Its tail reaches TRAIL_S back along the path: 0.7 s of 3.4 s of 406.4 mm = 83.67 mm behind, on the same line.
    const tail = segs[TRAIL_SEGMENTS - 1]!;
    expect(tail.from[0]).toBeCloseTo(330.2 - 55.4 * k - (TRAIL_S / 3.4) * 406.4, 6);
    expect(tail.from[1]).toBeCloseTo(482.6 + 9 * k, 6);
    // Segments meet end to end.
    for (let i = 1; i < TRAIL_SEGMENTS; i++) expect(segs[i]!.to).toEqual(segs[i - 1]!.from);
  });

  it('shows nothing before the move and after its linger', () => {
    expect(segmentsAt(ft, 'tantive', 6.35)).toEqual([]);
    expect(segmentsAt(ft, 'tantive', 6.35 + 3.4 + TRAIL_LINGER_S)).toEqual([]);
    // Halfway through the linger: faded by half, and its head (held at the end pose) 0.4 s old of its 0.7 s.
    const lingering = segmentsAt(ft, 'tantive', 6.35 + 3.4 + TRAIL_LINGER_S / 2)[0]!;
    expect(lingering.glow).toBeCloseTo(0.5 * (1 - TRAIL_LINGER_S / 2 / TRAIL_S), 9);
    expect(lingering.to[0]).toBeCloseTo(533.4 - 55.4 * (70 / 110), 6);
  });

  it('trails every craft of a full squadron from its own engines, each bobbing as its model does', () => {
    // X-wing squadron 6: six craft, two engines each; its first move starts at 18.55 s.
    const t = 18.55 + 0.5;
    const segs = segmentsAt(ft, 'xwing6', t);
    expect(segs).toHaveLength(6 * 2 * TRAIL_SEGMENTS);
    // The lead craft flies 13 mm ahead of the stand's centre at a third of an X-wing's size; its engines are at
    // (−16.5, ±4.4, 0) of the model, so 13 − 16.5 × 0.3 = 8.05 mm ahead and 1.32 mm to the side.
    const pose = { x: 0, y: 0 };
    const playback = buildPlaybackModel(ft);
    const track = playback.tracks.get('xwing6')!;
    const m = track.poseEvents.find((e) => e.kind === 'move')!;
    expect(m.kind === 'move' && m.from.heading).toBe(0);
    const f = (t - 18.55) / (m.kind === 'move' ? m.duration : 1);
    if (m.kind === 'move') {
      pose.x = m.from.x + (m.to.x - m.from.x) * f;
      pose.y = m.from.y;
    }
    const phase = unitExhaustsOf(ft, track.unit, 'rebel').exhausts[0]!.bobPhase!;
    expect(segs[0]!.to[0]).toBeCloseTo(pose.x + 8.05, 6);
    expect(segs[0]!.to[1]).toBeCloseTo(pose.y + 1.32, 6);
    expect(segs[0]!.to[2]).toBeCloseTo(craftHeightMm(t, phase, 0), 9);
  });

  it('leaves lost craft out: Gold squadron with one Y-wing left trails from its two engines only', () => {
    // Gold is down to 1 fighter at 83.79 s and moves again at 122.7 s.
    expect(segmentsAt(ft, 'gold', 122.7 + 0.5)).toHaveLength(1 * 2 * TRAIL_SEGMENTS);
    // Its first move, all six flying: 6 × 2 engines.
    expect(segmentsAt(ft, 'gold', 19.93 + 0.5)).toHaveLength(6 * 2 * TRAIL_SEGMENTS);
  });
});

describe('Star Warriors engine trails', () => {
  it('trails an X-wing over its counter along its hexes, from its two engines at the model’s 0.6 scale', () => {
    const move = sw.events.find((e) => e.kind === 'move' && e.unit === 'x-wing-2')!;
    // Six hexes due east: x 69.85 → 222.25 at y 279.4, from 25.7 s for 2.1 s.
    expect(move).toMatchObject({ t: 25.7, from: { x: 69.85, y: 279.4 }, to: { x: 222.25, y: 279.4 } });
    const t = 25.7 + 1.05;
    const segs = segmentsAt(sw, 'x-wing-2', t);
    expect(segs).toHaveLength(2 * TRAIL_SEGMENTS);
    // Halfway: x 146.05; the engines at (−16.5, ±4.4, 0) × 0.6 = (−9.9, ±2.64), the model 15 mm over the mat.
    expect(segs[0]!.to).toEqual([expect.closeTo(136.15, 6), expect.closeTo(282.04, 6), 15]);
    expect(segs[TRAIL_SEGMENTS]!.to).toEqual([expect.closeTo(136.15, 6), expect.closeTo(276.76, 6), 15]);
    expect(segs[0]!.radiusMm).toBeCloseTo(1.7 * 0.6, 9);
  });

  it('draws the same trail for the same time (a function of playback time only)', () => {
    for (const t of [25.9, 26.75, 27.8, 28.2])
      expect(segmentsAt(sw, 'x-wing-2', t)).toEqual(segmentsAt(sw, 'x-wing-2', t));
  });
});
