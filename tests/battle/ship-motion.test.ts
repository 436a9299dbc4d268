/**
 * The model's bank and bob (src/scene/shipMotion.ts) are functions of the playback time alone: the same at a
 * moment however it was reached, level on straights, into the turn on banks.
 */
import { describe, expect, it } from 'vitest';
import type { TimedEvent } from '../../src/battle/timeline.ts';
import demo from '../../src/demo/demoBattle.json';
import { ruleSystemFor } from '../../src/rules/registry.ts';
import { buildPlaybackModel } from '../../src/state/playback/playbackModel.ts';
import { BANK_WINDOW_S, bankAt, bobAt } from '../../src/scene/shipMotion.ts';

const { timeline } = ruleSystemFor(demo).play(demo);
const playback = buildPlaybackModel(timeline);
const moves = timeline.events.filter((e): e is TimedEvent & { kind: 'move' } => e.kind === 'move');
const templateMove = (name: RegExp) =>
  moves.find((m) => m.path.kind === 'template' && name.test(m.path.maneuver) && m.path.progress === 1)!;

describe('ship model motion', () => {
  it('flies level on a straight, once the window has passed its start', () => {
    const m = templateMove(/^straight-/);
    expect(Math.abs(bankAt(playback, m.unit, m.t + m.duration * 0.6))).toBe(0);
  });

  it('banks into a turn: left wing down on a left bank, right wing down on a right bank', () => {
    const left = templateMove(/^bank-left-/);
    const right = templateMove(/^bank-right-/);
    const mid = (m: typeof left) => m.t + m.duration * 0.5;
    expect(bankAt(playback, left.unit, mid(left))).toBeLessThan(-0.01);
    expect(bankAt(playback, right.unit, mid(right))).toBeGreaterThan(0.01);
    for (const m of [left, right]) expect(Math.abs(bankAt(playback, m.unit, mid(m)))).toBeLessThanOrEqual(0.55);
  });

  it('is the same at a moment however it is reached, and level before the first window has passed', () => {
    const m = templateMove(/^bank-/);
    const t = m.t + m.duration * 0.4;
    const first = bankAt(playback, m.unit, t);
    bankAt(playback, m.unit, t + 3);
    bankAt(playback, m.unit, 0.1);
    expect(bankAt(playback, m.unit, t)).toBe(first);
    expect(bankAt(playback, m.unit, BANK_WINDOW_S / 2)).toBe(0);
  });

  it('bobs within ±0.7 mm with the playback time', () => {
    expect(bobAt(0, 0)).toBe(0);
    expect(bobAt(Math.PI / 2 / 1.4, 0)).toBeCloseTo(0.7, 12);
    for (let t = 0; t < 20; t += 0.37) expect(Math.abs(bobAt(t, 1.3))).toBeLessThanOrEqual(0.7);
  });
});
