/**
 * Cinematic pacing (state/playback/pacing.ts): quiet stretches pass in short beats, moves and attacks keep their
 * length, `?pace=real` keeps the timeline's times; the clock and a video export's frames run on the same map.
 * Times below are computed by hand from the events' durations.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TimelineBuilder, type TimedEvent, type Timeline } from '../../../src/battle/timeline.ts';
import { setupEndTime } from '../../../src/battle/timelineNav.ts';
import { ruleSystemFor } from '../../../src/rules/registry.ts';
import { frameSchedule } from '../../../src/scene/stream/frameSchedule.ts';
import {
  buildPaceMap,
  pacedDuration,
  pacedTimeOf,
  paceModeOf,
  timelineTimeOf,
} from '../../../src/state/playback/pacing.ts';
import { demoAutoplays } from '../../../src/state/playback/demoStart.ts';
import { PlaybackClock } from '../../../src/state/playbackClock.ts';

const pose = { x: 0, y: 0, heading: 0 };

/** Set-up (2 placements), round 1 (planning: 2 reveals; activation: a move), round 2 (combat: an attack). */
function smallTimeline(): Timeline {
  const b = new TimelineBuilder();
  b.push({ kind: 'place', unit: 'a', pose }); // 0 – 0.4
  b.push({ kind: 'place', unit: 'b', pose }); // 0.4 – 0.8
  b.push({ kind: 'round', round: 1 }); // 0.8 – 2.3
  b.push({ kind: 'phase', round: 1, phase: 'planning' }); // 2.3 – 2.9
  b.push({ kind: 'reveal', unit: 'a', maneuver: '2F' }); // 2.9 – 3.4
  b.push({ kind: 'reveal', unit: 'b', maneuver: '2F' }); // 3.4 – 3.9
  b.push({ kind: 'phase', round: 1, phase: 'activation' }); // 3.9 – 4.5
  b.push({ kind: 'activation', unit: 'a' }); // 4.5 – 4.8
  const move = { kind: 'move' as const, unit: 'a', from: pose, to: pose };
  b.push({ ...move, path: { kind: 'waypoints', poses: [pose] } }); // 4.8 – 6.8
  b.push({ kind: 'round', round: 2 }); // 6.8 – 8.3
  b.push({ kind: 'phase', round: 2, phase: 'combat' }); // 8.3 – 8.9
  const line: [[number, number], [number, number]] = [
    [0, 0],
    [1, 0],
  ];
  b.push({ kind: 'attack', attacker: 'a', defender: 'b', weapon: 'primary', line, range: 1, obstructed: false }); // 8.9 – 10.1
  return b.build({ system: 'test', playArea: { width: 100, height: 100 }, sides: [], units: [] });
}

const at = (tl: Timeline, i: number): TimedEvent => tl.events[i]!;

describe('cinematic pacing of a small timeline', () => {
  const tl = smallTimeline();
  const map = buildPaceMap(tl, 'cinematic');
  const p = (t: number) => pacedTimeOf(map, t);

  it('squeezes set-up into one 0.5 s beat and gives a round header 0.5 s', () => {
    expect(p(0)).toBe(0);
    // Set-up: 0.8 s of placements scaled to 0.5 s.
    expect(p(at(tl, 2).t)).toBeCloseTo(0.5, 9);
    // Round 1's header: 0.5 s of its 1.5 s.
    expect(p(at(tl, 3).t)).toBeCloseTo(1.0, 9);
  });

  it('passes a quiet planning phase in 0.5 s, then caps the busy phase header (0.2 s) and activation (0.2 s)', () => {
    // Planning: header 0.6 + two reveals 1.0 = 1.6 s → 0.5 s.
    expect(p(at(tl, 6).t)).toBeCloseTo(1.5, 9);
    expect(p(at(tl, 7).t)).toBeCloseTo(1.7, 9);
    // The first move starts 1.9 s in (it was 4.8 s) and lasts its full 2 s.
    expect(p(at(tl, 8).t)).toBeCloseTo(1.9, 9);
    expect(p(at(tl, 8).t + 1)).toBeCloseTo(2.9, 9);
    expect(p(at(tl, 9).t)).toBeCloseTo(3.9, 9);
  });

  it('keeps an attack at full length: the whole timeline lasts 5.8 s instead of 10.1 s', () => {
    // Round 2 header 0.5; combat header 0.2 (its phase fires, so it is busy); attack 1.2.
    expect(p(at(tl, 11).t)).toBeCloseTo(4.6, 9);
    expect(pacedDuration(map)).toBeCloseTo(5.8, 9);
    expect(tl.duration).toBeCloseTo(10.1, 9);
  });

  it('maps back exactly, and real time is the identity', () => {
    for (const t of [0, 0.3, 2.9, 4.8, 5.5, 9.0, 10.1]) expect(timelineTimeOf(map, p(t))).toBeCloseTo(t, 9);
    const real = buildPaceMap(tl, 'real');
    for (const t of [0, 3.1, 10.1]) expect(pacedTimeOf(real, t)).toBe(t);
    expect(pacedDuration(real)).toBe(tl.duration);
  });

  it('reads ?pace=real from the page address, cinematic otherwise', () => {
    expect(paceModeOf('?demo=star-warriors&pace=real')).toBe('real');
    expect(paceModeOf('?pace=fast')).toBe('cinematic');
    expect(paceModeOf('')).toBe('cinematic');
  });

  it('plays the demo at once unless the address says ?autoplay=0', () => {
    expect(demoAutoplays('')).toBe(true);
    expect(demoAutoplays('?demo=star-warriors')).toBe(true);
    expect(demoAutoplays('?autoplay=0')).toBe(false);
    expect(demoAutoplays('?demo=fullthrust-sw&autoplay=false')).toBe(false);
  });

  it('runs the playback clock on the map: 1 s of playback from round 1 crosses planning into activation', () => {
    const clock = new PlaybackClock();
    clock.reset(tl.duration);
    clock.pace = map;
    clock.seek(at(tl, 2).t); // round 1, paced 0.5
    clock.play();
    for (let i = 0; i < 10; i++) clock.advance(0.1);
    // Paced 1.5 s is the activation phase header (timeline 3.9 s).
    expect(clock.time).toBeCloseTo(3.9, 9);
  });

  it('schedules a video export on the same map: frame i is i / fps of paced time after the start', () => {
    const s = frameSchedule(0, tl.duration, 10, map);
    expect(s.count).toBe(58);
    expect(s.timeS(19)).toBeCloseTo(4.8, 9); // paced 1.9 s: the move starts
    expect(s.timeS(29)).toBeCloseTo(5.8, 9); // paced 2.9 s: half-way through the 2 s move
  });
});

/** The three demos, played by their engines. */
const DEMOS = [
  ['X-Wing', 'src/demo/demoBattle.json'],
  ['Full Thrust', 'src/demo/fullthrustBattle.json'],
  ['Star Warriors', 'src/demo/starWarriorsBattle.json'],
] as const;

describe.each(DEMOS)('the %s demo at 1×', (_name, file) => {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const { timeline } = ruleSystemFor(value).play(value);
  const map = buildPaceMap(timeline, 'cinematic');
  const firstMove = timeline.events.find((e) => e.kind === 'move')!;

  it('shows its first maneuver within 3 s of opening (from the table as set up, and from the very start)', () => {
    const opens = pacedTimeOf(map, setupEndTime(timeline));
    expect(pacedTimeOf(map, firstMove.t) - opens).toBeLessThan(3);
    expect(pacedTimeOf(map, firstMove.t)).toBeLessThan(3);
  });

  it('plays every move and attack at its own length', () => {
    for (const e of timeline.events) {
      if (e.kind !== 'move' && e.kind !== 'attack') continue;
      expect(pacedTimeOf(map, e.t + e.duration) - pacedTimeOf(map, e.t)).toBeCloseTo(e.duration, 6);
    }
  });

  it('is shorter in cinematic pacing than in real time, and keeps every event in order', () => {
    expect(pacedDuration(map)).toBeLessThan(timeline.duration);
    const starts = timeline.events.map((e) => pacedTimeOf(map, e.t));
    for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThanOrEqual(starts[i - 1]!);
  });
});
