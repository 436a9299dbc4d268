/**
 * Rebuilding the exact state of a battle at any moment of its timeline, which scrubbing and jumping rely on:
 * fold every event that has started, and interpolate the move that is under way along its true path. Slides and
 * waypoints are walked here; a 'template' path is a rule system's own (X-Wing's two-guide model), so its walk is
 * handed in by the caller (src/state/playback/replay.ts binds X-Wing's), and nothing here knows a template.
 */
import { emptyRecord, itemAt } from './lookup.ts';
import { type MovePath, normalizeHeading, type TimedEvent, type Timeline, type TimelinePose } from './timeline.ts';

/** A move event whose path rides a template. */
export type TemplateMoveEvent = TimedEvent & { kind: 'move'; path: MovePath & { kind: 'template' } };

/** Walks a template move: the pose a fraction f ∈ (0, 1) of the way through it. */
export type TemplateWalk = (e: TemplateMoveEvent, f: number) => TimelinePose;

/** What a unit looks like at one moment. */
export interface UnitSnapshot {
  id: string;
  pose: TimelinePose;
  hull: number;
  shields: number;
  /** Token counts by name (focus, evade, stress, ion, cloak, …); target locks as `lock:<target>`. */
  tokens: Record<string, number>;
  faceUpDamage: string[];
  damageCards: number;
  destroyed: boolean;
  /** The move under way, if any, with its progress in [0, 1] through the event. */
  moving?: { event: TimedEvent & { kind: 'move' }; fraction: number };
}

/** The battle at one moment: every unit, the round and phase, and the events under way. */
export interface Snapshot {
  t: number;
  round: number;
  phase: string;
  active: string | null;
  units: Record<string, UnitSnapshot>;
  /** Index of the last event that has started by t (−1 before the first). */
  eventIndex: number;
}

/** Index of the last event with start ≤ t (binary search; events are in clock order). */
export function lastStartedIndex(timeline: Timeline, t: number): number {
  let lo = 0;
  let hi = timeline.events.length - 1;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (itemAt(timeline.events, mid, 'timeline events').t <= t) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}

/** The state of the battle at time t (seconds); `walkTemplate` walks the template moves under way. */
export function snapshotAt(timeline: Timeline, t: number, walkTemplate: TemplateWalk): Snapshot {
  // No prototype: the viewer reads units by id, and an id may be "constructor".
  const units = emptyRecord<UnitSnapshot>();
  for (const u of timeline.units) {
    units[u.id] = {
      id: u.id,
      pose: { ...u.pose },
      hull: u.hull,
      shields: u.shields,
      tokens: emptyRecord<number>(),
      faceUpDamage: [],
      damageCards: 0,
      destroyed: false,
    };
  }
  const snap: Snapshot = {
    t,
    round: 0,
    phase: 'setup',
    active: null,
    units,
    eventIndex: lastStartedIndex(timeline, t),
  };
  for (const [i, e] of timeline.events.entries()) {
    if (i > snap.eventIndex) break;
    apply(snap, e, t, walkTemplate);
  }
  return snap;
}

/** The snapshot of a unit an event names; throws when the timeline's roster has no such unit. */
function unitOf(snap: Snapshot, id: string): UnitSnapshot {
  const u = snap.units[id];
  if (!u) throw new Error(`timeline event for ${JSON.stringify(id)}, which is not in the timeline's units`);
  return u;
}

/** Applies one event that has started by time t to the snapshot. */
function apply(snap: Snapshot, e: TimedEvent, t: number, walkTemplate: TemplateWalk): void {
  switch (e.kind) {
    case 'round':
      snap.round = e.round;
      break;
    case 'phase':
      snap.phase = e.phase;
      snap.active = null;
      break;
    case 'activation':
      snap.active = e.unit;
      break;
    case 'place':
      unitOf(snap, e.unit).pose = { ...e.pose };
      break;
    case 'move': {
      const u = unitOf(snap, e.unit);
      // From the move's end time on, its final pose: (t − e.t) / e.duration can fall short of 1 in floating point.
      const fraction = e.duration > 0 && t < e.t + e.duration ? (t - e.t) / e.duration : 1;
      if (fraction >= 1) {
        u.pose = { ...e.to };
        delete u.moving;
      } else {
        u.pose = poseAlongMove(e, fraction, walkTemplate);
        u.moving = { event: e, fraction };
      }
      break;
    }
    case 'token': {
      const u = unitOf(snap, e.unit);
      const key = e.target ? `${e.token}:${e.target}` : e.token;
      if (e.count > 0) u.tokens[key] = e.count;
      else delete u.tokens[key];
      break;
    }
    case 'damage': {
      const u = unitOf(snap, e.unit);
      u.hull = e.hull;
      u.shields = e.shields;
      u.damageCards += e.cards.length;
      for (const c of e.cards) if (c.faceUp) u.faceUpDamage.push(c.name);
      break;
    }
    case 'destroyed':
      unitOf(snap, e.unit).destroyed = true;
      break;
    default:
      break;
  }
}

/**
 * The pose of a unit a fraction f ∈ [0, 1] of the way through a move event, along the move's true path: a
 * template by `walkTemplate`, slides in a straight line, waypoints leg by leg.
 */
export function poseAlongMove(e: TimedEvent & { kind: 'move' }, f: number, walkTemplate: TemplateWalk): TimelinePose {
  if (f <= 0) return { ...e.from };
  if (f >= 1) return { ...e.to };
  const path = e.path;
  if (path.kind === 'template') return walkTemplate({ ...e, path }, f);
  if (path.kind === 'slide') return lerpPose(e.from, e.to, f);
  const poses = [e.from, ...path.poses, e.to];
  const legs = poses.length - 1;
  const x = f * legs;
  const i = Math.min(legs - 1, Math.floor(x));
  return lerpPose(itemAt(poses, i, 'move waypoints'), itemAt(poses, i + 1, 'move waypoints'), x - i);
}

/** Linear interpolation of position and the shorter way round of heading. */
export function lerpPose(a: TimelinePose, b: TimelinePose, f: number): TimelinePose {
  let dh = normalizeHeading(b.heading - a.heading);
  if (dh > 180) dh -= 360;
  return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, heading: normalizeHeading(a.heading + dh * f) };
}
