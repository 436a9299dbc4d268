/**
 * Cinematic pacing: how fast playback runs through each stretch of a timeline. The timeline's own times stay what
 * every view, seek and test uses ("timeline time"); pacing only maps them to the seconds a viewer waits ("paced
 * time"), so quiet events (set-up, planning and dials, phase headers, the end phase, token bookkeeping) pass in
 * short beats while moves, attacks and damage keep their own length. 'real' restores the timeline's times. Pure.
 */
import type { TimedEvent, Timeline, TimelineEvent } from '../../battle/timeline.ts';

/** How playback is paced: compressed quiet stretches, or the timeline's own times. */
export type PaceMode = 'cinematic' | 'real';

/** A piecewise-linear map between timeline time and paced time; knots ascend in both. */
export interface PaceMap {
  mode: PaceMode;
  /** Timeline times of the knots (the first is 0, the last the timeline's duration). */
  timelineS: number[];
  /** Paced times of the same knots. */
  pacedS: number[];
}

/** A round header's beat in cinematic playback, s. */
export const ROUND_BEAT_S = 0.5;
/** A run of quiet phases (nothing moves, fires or is hit) passes in at most this, headers included, s. */
export const QUIET_BEAT_S = 0.5;
/** The most each quiet kind of event lasts inside a busy phase, s (kinds not listed keep their own length). */
export const CINEMATIC_CAP_S: Readonly<Partial<Record<TimelineEvent['kind'], number>>> = {
  phase: 0.2,
  obstacle: 0.05,
  place: 0.05,
  token: 0.05,
  activation: 0.2,
  reveal: 0.3,
  caption: 0.3,
  action: 0.4,
};

/** Kinds that make a phase worth watching at full length. */
const BUSY_KINDS = new Set<TimelineEvent['kind']>(['move', 'attack', 'result', 'damage', 'destroyed', 'end']);

/** The `?pace=` of a page address: 'real' restores the timeline's times; anything else is cinematic. */
export function paceModeOf(search: string): PaceMode {
  return new URLSearchParams(search).get('pace') === 'real' ? 'real' : 'cinematic';
}

/** The events split at every round and phase header (a round header always stands alone). */
function phaseGroups(events: readonly TimedEvent[]): TimedEvent[][] {
  const groups: TimedEvent[][] = [];
  let current: TimedEvent[] = [];
  for (const e of events) {
    if ((e.kind === 'round' || e.kind === 'phase') && current.length) {
      groups.push(current);
      current = [];
    }
    current.push(e);
    if (e.kind === 'round') {
      groups.push(current);
      current = [];
    }
  }
  if (current.length) groups.push(current);
  return groups;
}

/** Paced durations of one run of quiet groups: scaled together so the run lasts at most QUIET_BEAT_S. */
function quietRun(run: readonly TimedEvent[], out: Map<TimedEvent, number>): void {
  const total = run.reduce((s, e) => s + e.duration, 0);
  const k = total > QUIET_BEAT_S ? QUIET_BEAT_S / total : 1;
  for (const e of run) out.set(e, e.duration * k);
}

/** Each event's paced duration under cinematic pacing. */
export function cinematicDurations(timeline: Timeline): Map<TimedEvent, number> {
  const out = new Map<TimedEvent, number>();
  let run: TimedEvent[] = [];
  const flush = () => {
    quietRun(run, out);
    run = [];
  };
  for (const group of phaseGroups(timeline.events)) {
    const head = group[0];
    if (head?.kind === 'round') {
      flush();
      out.set(head, Math.min(head.duration, ROUND_BEAT_S));
    } else if (!group.some((e) => BUSY_KINDS.has(e.kind))) for (const e of group) run.push(e);
    else {
      flush();
      for (const e of group) out.set(e, Math.min(e.duration, CINEMATIC_CAP_S[e.kind] ?? e.duration));
    }
  }
  flush();
  return out;
}

/**
 * The pace map of a timeline: knots at every event start; between two knots time runs at the ratio of the paced
 * to the real duration of the longest event starting at the first (1 where that event takes no time).
 */
export function buildPaceMap(timeline: Timeline, mode: PaceMode): PaceMap {
  const starts = [...new Set([0, ...timeline.events.map((e) => e.t), timeline.duration])]
    .filter((t) => t <= timeline.duration)
    .sort((a, b) => a - b);
  if (mode === 'real') return { mode, timelineS: starts, pacedS: [...starts] };
  const paced = cinematicDurations(timeline);
  const rate = new Map<number, { d: number; p: number }>();
  for (const e of timeline.events) {
    const r = rate.get(e.t);
    if (!r || e.duration > r.d) rate.set(e.t, { d: e.duration, p: paced.get(e) ?? e.duration });
  }
  const pacedS = [0];
  for (let i = 1; i < starts.length; i++) {
    const from = starts[i - 1] ?? 0;
    const r = rate.get(from);
    const k = r && r.d > 0 ? r.p / r.d : 1;
    pacedS.push((pacedS[i - 1] ?? 0) + ((starts[i] ?? from) - from) * k);
  }
  return { mode, timelineS: starts, pacedS };
}

/** Index of the last knot at or before x in ascending `knots` (0 before the first). */
function knotAt(knots: readonly number[], x: number): number {
  let lo = 0;
  let hi = knots.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((knots[mid] ?? Infinity) <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Interpolates x from one knot list to the other (clamped to the ends). */
function interpolate(from: readonly number[], to: readonly number[], x: number): number {
  const last = from.length - 1;
  if (last < 0) return x;
  if (x <= (from[0] ?? 0)) return to[0] ?? 0;
  if (x >= (from[last] ?? 0)) return to[last] ?? 0;
  const i = knotAt(from, x);
  const a = from[i] ?? 0;
  const b = from[i + 1] ?? a;
  const f = b > a ? (x - a) / (b - a) : 0;
  return (to[i] ?? 0) + f * ((to[i + 1] ?? 0) - (to[i] ?? 0));
}

/** Paced seconds at timeline time t. */
export function pacedTimeOf(map: PaceMap, t: number): number {
  return interpolate(map.timelineS, map.pacedS, t);
}

/** Timeline time at paced second p. */
export function timelineTimeOf(map: PaceMap, p: number): number {
  return interpolate(map.pacedS, map.timelineS, p);
}

/** The paced length of the whole timeline, s. */
export function pacedDuration(map: PaceMap): number {
  return map.pacedS[map.pacedS.length - 1] ?? 0;
}
