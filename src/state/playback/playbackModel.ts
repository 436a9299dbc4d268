/**
 * What the viewer draws for a battle timeline, prepared once per battle: each unit's pose track, the maneuver
 * templates laid during moves, the attack lines and the destruction flashes, all on the playback clock. Pure
 * (kernel and battle model only, no three.js), so it is tested in Node and sampled every frame.
 *
 * Poses come from replay.ts: a unit's pose at t is exactly the one snapshotAt folds, found here by binary
 * search over the unit's own place and move events instead of re-folding the whole timeline every frame.
 */
import {
  type BaseSize,
  obstacleFromPolygon,
  type ObstacleKind,
  type PlacedObstacle,
  type Pose,
  type TemplateShape,
} from '../../kernel/index.ts';
import { poseAlongMove } from './replay.ts';
import {
  isDeparture,
  type TablePoint,
  type TimedEvent,
  type Timeline,
  type TimelinePose,
  type TimelineUnit,
} from '../../battle/timeline.ts';
import { buildFleeFlights, type FleeFlight, fleePoseAt } from './fleeFlight.ts';
import { buildHitFlashes, type HitFlash } from './hitFlashes.ts';
import { moveTemplates } from './moveTemplates.ts';

type MoveEvent = TimedEvent & { kind: 'move' };
type PlaceEvent = TimedEvent & { kind: 'place' };

/** A unit's events that set its pose, in clock order, and when it leaves the table. */
export interface UnitTrack {
  unit: TimelineUnit;
  size: BaseSize;
  poseEvents: (MoveEvent | PlaceEvent)[];
  /** When it is put on the table (its first `place` event), or null when it starts there. */
  placedAtS: number | null;
  /** When it is destroyed or flees (its `destroyed` event), or null. */
  destroyedAtS: number | null;
}

/** A template on the mat while its move plays. */
export interface TemplateSpan {
  unit: string;
  /** The template that counts (truncated by a bump), or the full one when none of it counts. */
  template: TemplateShape;
  /** The template at full length. */
  full: TemplateShape;
  fromS: number;
  untilS: number;
}

/** An attack drawn as a line from attacker to defender, coloured by its result. */
export interface AttackSpan {
  attacker: string;
  defender: string;
  line: [TablePoint, TablePoint];
  /** Whether the attack hit (from its `result` event); null when the timeline has no result for it. */
  hit: boolean | null;
  /** When its `result` event starts (the dice are settled), or null when it has none. */
  resultS: number | null;
  fromS: number;
  untilS: number;
}

/** A unit's destruction (not a flight off the table): where it was and when the flash plays. */
export interface DestructionFlash {
  unit: string;
  pose: TimelinePose;
  size: BaseSize;
  fromS: number;
  untilS: number;
}

/** Everything drawn for a battle timeline. */
export interface PlaybackModel {
  tracks: Map<string, UnitTrack>;
  obstacles: PlacedObstacle[];
  templates: TemplateSpan[];
  attacks: AttackSpan[];
  destructions: DestructionFlash[];
  /** Shield and hull flashes at damage events. */
  hits: HitFlash[];
  /** Fleeing ships flying off the table. */
  flights: FleeFlight[];
}

/** How long a template stays on the mat after its move ends, s. */
export const TEMPLATE_LINGER_S = 0.5;

const baseSizeOf = (size: string): BaseSize => (size === 'large' ? 'large' : 'small');

/** What one pass over the events collects. */
interface Collected {
  tracks: Map<string, UnitTrack>;
  obstacles: PlacedObstacle[];
  templates: TemplateSpan[];
  attacks: AttackSpan[];
  destroyedEvents: (TimedEvent & { kind: 'destroyed' })[];
}

/** A move's pose event and the template it lays, shown from the move's start until a moment after it ends. */
function collectMove(c: Collected, e: MoveEvent): void {
  const track = c.tracks.get(e.unit);
  if (!track) return;
  track.poseEvents.push(e);
  const laid = moveTemplates(e, track.size);
  // The part that counts (a bump truncates it); the full one laid when none of it counts.
  const template = laid.counts ?? laid.full;
  if (!template) return;
  const untilS = e.t + e.duration + TEMPLATE_LINGER_S;
  c.templates.push({ unit: e.unit, template, full: laid.full ?? template, fromS: e.t, untilS });
}

/** An attack line, drawn from the attack until its result is shown, coloured by the result. */
function collectAttack(c: Collected, events: readonly TimedEvent[], i: number, e: TimedEvent & { kind: 'attack' }) {
  const result = resultOf(events, i);
  const untilS = result ? result.t + result.duration : e.t + e.duration;
  const { attacker, defender, line } = e;
  const hit = result ? result.hit : null;
  c.attacks.push({ attacker, defender, line, hit, resultS: result ? result.t : null, fromS: e.t, untilS });
}

/** Sorts one event into what the viewer draws. */
function collect(c: Collected, events: readonly TimedEvent[], i: number): void {
  const e = events[i];
  if (!e) return;
  if (e.kind === 'obstacle') {
    const outline = Float64Array.from(e.outline.flat());
    c.obstacles.push(obstacleFromPolygon(e.id, e.obstacleKind as ObstacleKind, outline));
  } else if (e.kind === 'place') {
    const track = c.tracks.get(e.unit);
    if (!track) return;
    track.poseEvents.push(e);
    track.placedAtS ??= e.t;
  } else if (e.kind === 'move') collectMove(c, e);
  else if (e.kind === 'attack') collectAttack(c, events, i, e);
  else if (e.kind === 'destroyed') {
    const track = c.tracks.get(e.unit);
    if (track) track.destroyedAtS ??= e.t;
    c.destroyedEvents.push(e);
  }
}

/** The destruction flashes: where each unit shot down was, when it went. */
function destructionsOf(c: Collected, flights: readonly FleeFlight[]): DestructionFlash[] {
  const scratch: Pose = { x: 0, y: 0, headingDeg: 0 };
  return c.destroyedEvents.flatMap((e): DestructionFlash[] => {
    const track = c.tracks.get(e.unit);
    // A unit that leaves whole (flees, jumps, leaves the map) does not explode; a fleeing ship flies off instead.
    if (!track || isDeparture(e.cause) || flights.some((f) => f.unit === e.unit)) return [];
    poseOnTrack(track, e.t, scratch);
    const pose = { x: scratch.x, y: scratch.y, heading: scratch.headingDeg };
    return [{ unit: e.unit, pose, size: track.size, fromS: e.t, untilS: e.t + e.duration }];
  });
}

/** Prepares what the viewer draws for a timeline (a scenario's or a battle's, of any rule system). */
export function buildPlaybackModel(timeline: Timeline): PlaybackModel {
  const tracks = new Map<string, UnitTrack>();
  for (const unit of timeline.units) {
    tracks.set(unit.id, { unit, size: baseSizeOf(unit.size), poseEvents: [], placedAtS: null, destroyedAtS: null });
  }
  const c: Collected = { tracks, obstacles: [], templates: [], attacks: [], destroyedEvents: [] };
  for (let i = 0; i < timeline.events.length; i++) collect(c, timeline.events, i);
  const flights = buildFleeFlights(timeline);
  const { obstacles, templates, attacks } = c;
  const destructions = destructionsOf(c, flights);
  return { tracks, obstacles, templates, attacks, destructions, hits: buildHitFlashes(timeline), flights };
}

/** The `result` event that closes the attack at index i (before the next attack), if any. */
function resultOf(events: readonly TimedEvent[], i: number): (TimedEvent & { kind: 'result' }) | null {
  const attack = events[i];
  if (attack?.kind !== 'attack') return null;
  for (let k = i + 1; k < events.length; k++) {
    const e = events[k];
    if (!e || e.kind === 'attack') return null;
    if (e.kind === 'result' && e.attacker === attack.attacker && e.defender === attack.defender) return e;
  }
  return null;
}

/** Index of the last pose event started by t (binary search), −1 before the first. */
function lastPoseEventIndex(track: UnitTrack, t: number): number {
  const events = track.poseEvents;
  let lo = 0;
  let hi = events.length - 1;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((events[mid]?.t ?? Infinity) <= t) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}

/** A unit's pose at time t along its track (the same pose replay.ts's snapshotAt gives), written into `out`. */
export function poseOnTrack(track: UnitTrack, t: number, out: Pose): void {
  const i = lastPoseEventIndex(track, t);
  let p: TimelinePose = track.unit.pose;
  const e = track.poseEvents[i];
  if (e) {
    if (e.kind === 'place') p = e.pose;
    else {
      // The same fraction as snapshotAt, so the two agree to the last bit.
      // From the move's end time on, its final pose: (t − e.t) / e.duration can fall short of 1 in floating point.
      const fraction = e.duration > 0 && t < e.t + e.duration ? (t - e.t) / e.duration : 1;
      p = fraction >= 1 ? e.to : poseAlongMove(e, fraction);
    }
  }
  out.x = p.x;
  out.y = p.y;
  out.headingDeg = p.heading;
}

/** Whether a unit is on the table at time t: placed (or there from the start) and not yet destroyed. */
export function isOnTable(track: UnitTrack, t: number): boolean {
  if (track.placedAtS !== null && t < track.placedAtS) return false;
  return track.destroyedAtS === null || t < track.destroyedAtS;
}

/** Where a unit is at time t (written into `out`); returns false when it is not on the table then. */
export function unitPoseAt(playback: PlaybackModel, id: string, t: number, out: Pose): boolean {
  const track = playback.tracks.get(id);
  if (!track) return false;
  poseOnTrack(track, t, out);
  return isOnTable(track, t);
}

/** The spans of a list that are showing at time t (from ≤ t < until). */
export function spansAt<T extends { fromS: number; untilS: number }>(spans: readonly T[], t: number): T[] {
  return spans.filter((s) => s.fromS <= t && t < s.untilS);
}

/**
 * Where a unit is drawn at t (into `out`) and whether it is drawn: its replay pose, except that a fleeing ship
 * flies on over the edge until its flight ends.
 */
export function drawnPoseAt(playback: PlaybackModel, id: string, t: number, out: Pose): boolean {
  const flight = playback.flights.find((f) => f.unit === id && f.fromS <= t && t < f.untilS);
  if (!flight) return unitPoseAt(playback, id, t, out);
  fleePoseAt(flight, t, out);
  return true;
}

/** How high a ship's model hops over a sideways slide (barrel roll, decloak), mm at its peak. */
export const HOP_MM = 12;

/** Height (mm) of a unit's model above its cruising height at t: a hop over a sideways slide, else 0. */
export function hopHeightAt(playback: PlaybackModel, id: string, t: number): number {
  const track = playback.tracks.get(id);
  const e = track?.poseEvents[track ? lastPoseEventIndex(track, t) : -1];
  if (e?.kind !== 'move' || e.path.kind !== 'slide' || e.duration <= 0) return 0;
  const f = (t - e.t) / e.duration;
  return f > 0 && f < 1 ? HOP_MM * Math.sin(Math.PI * f) : 0;
}
