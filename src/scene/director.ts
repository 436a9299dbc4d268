/**
 * The cinematic director and the follow camera's framing, as pure functions of (timeline, time): which shot the
 * camera should hold at any moment, in table millimetres (x, y and height above the mat) plus a lens. No
 * three.js here, so every shot is tested in Node; ShotCamera eases between them in useFrame.
 *
 * Shots by event: a wide, slowly drifting establishing shot from each round start (and during set-up and the
 * end), a chase view behind the activated ship through its activation and move, over-the-shoulder from the
 * attacker to the defender through an attack's dice and damage, and a close-up on a ship as it is destroyed.
 * Events that call for no shot of their own (reveal, action, token, dice, phase, …) keep the shot before them.
 */
import { lastStartedIndex } from '../battle/replay.ts';
import { snapshotAt } from '../state/playback/replay.ts';
import type { TimedEvent, Timeline, TimelinePose } from '../battle/timeline.ts';

/** A point in table space: mm on the mat, and mm above it. */
export interface TableVec {
  x: number;
  y: number;
  heightMm: number;
}

/** The kinds of shot the director uses. */
export type ShotKind = 'establishing' | 'follow' | 'over-shoulder' | 'close-up';

/** Where the camera stands and looks, and its lens; `key` changes exactly when the shot cuts to another. */
export interface CameraShot {
  kind: ShotKind;
  /** Same key = the same shot continuing (the camera tracks it exactly); a new key = ease over to it. */
  key: string;
  /** The unit the shot is about (the attacker for over-the-shoulder), null for wide shots. */
  subject: string | null;
  positionMm: TableVec;
  targetMm: TableVec;
  /** Vertical field of view of the perspective lens. */
  fovDeg: number;
}

/** Chase view: this far behind the ship, this high, looking at a point this high above its base centre. */
const CHASE_BACK_MM = 190;
const CHASE_UP_MM = 105;
const CHASE_LOOK_UP_MM = 12;
/**
 * Over-the-shoulder: behind the attacker on the defender→attacker line, above the table, aiming at a point
 * this far along from attacker to defender so both stay in frame (aiming at the defender itself would leave
 * the attacker below the bottom edge at long range).
 */
const SHOULDER_BACK_MM = 190;
const SHOULDER_UP_MM = 95;
const SHOULDER_AIM_ALONG = 0.6;
/** Close-up: circling in at this range and height, from behind one quarter of the ship. */
const CLOSE_RANGE_MM = 120;
const CLOSE_UP_MM = 65;
/** Establishing shots drift round the table this fast. */
const DRIFT_DEG_PER_S = 3;

const RAD_PER_DEG = Math.PI / 180;

/** Where units stand at the moment the shot is for (by id); null when the unit is unknown. */
export type PoseLookup = (unit: string) => TimelinePose | null;

/** Poses from replay.ts's snapshot at t, folded once on first use. */
export function snapshotPoses(timeline: Timeline, t: number): PoseLookup {
  let snap: ReturnType<typeof snapshotAt> | null = null;
  return (id) => {
    snap ??= snapshotAt(timeline, t);
    return snap.units[id]?.pose ?? null;
  };
}

/** What an event that picks a shot asks for: which kind, which unit, and the other party of an attack. */
type ShotPick =
  | { kind: 'establishing' }
  | { kind: 'follow'; unit: string }
  | { kind: 'close-up'; unit: string }
  | { kind: 'over-shoulder'; unit: string; other: string };

/** The events started by t, latest first, with their indices (lazily: the director stops at the one it needs). */
function* latestFirst(timeline: Timeline, t: number): Generator<[index: number, event: TimedEvent]> {
  for (let i = lastStartedIndex(timeline, t); i >= 0; i--) {
    const e = timeline.events[i];
    if (!e) throw new Error(`director: the timeline has no event ${i} (it has ${timeline.events.length})`);
    yield [i, e];
  }
}

/** A unit's events that pick a shot: which kind, which unit, and the other party of an attack. */
function shotEvent(e: TimedEvent): ShotPick | null {
  switch (e.kind) {
    case 'round':
    case 'end':
      return { kind: 'establishing' };
    case 'activation':
    case 'move':
      return { kind: 'follow', unit: e.unit };
    case 'attack':
      return { kind: 'over-shoulder', unit: e.attacker, other: e.defender };
    case 'destroyed':
      return { kind: 'close-up', unit: e.unit };
    default:
      return null;
  }
}

/** The wide shot of the whole table, drifting slowly round it from `sinceS` (the round start). */
export function establishingShot(timeline: Timeline, t: number, sinceS: number, key: string): CameraShot {
  const { width, height } = timeline.playArea;
  const span = Math.max(width, height);
  // Start behind the first player's edge and drift anticlockwise, never far enough to flip the view.
  const angleDeg = -90 + Math.min(40, Math.max(0, t - sinceS) * DRIFT_DEG_PER_S);
  const a = angleDeg * RAD_PER_DEG;
  const radius = span * 0.95;
  return {
    kind: 'establishing',
    key,
    subject: null,
    positionMm: { x: width / 2 + Math.cos(a) * radius, y: height / 2 + Math.sin(a) * radius, heightMm: span * 0.8 },
    targetMm: { x: width / 2, y: height / 2, heightMm: 0 },
    fovDeg: 45,
  };
}

/** Where the chase view sits behind a ship: the heading to look along and a key that changes when it jumps. */
export interface ChaseFacing {
  headingDeg: number;
  /** Index of the ship's latest completed Koiogran, Segnor or Tallon move (−1 when none). */
  epoch: number;
}

/** Share of a rotating move's time the final rotation takes (replay.ts poseAlongMove turns it in last). */
const ROTATION_SHARE = 0.2;

/**
 * The chase view's facing for a ship at t: its own heading, except while a Koiogran, Segnor or Tallon rotation
 * turns in at the end of a move, when it stays on the template's end heading. When such a move completes the
 * epoch changes, so the shot's key changes and ShotCamera eases round in its 1.1 s instead of whipping through
 * 180° in the rotation's 0.4 s.
 */
export function chaseFacing(timeline: Timeline, t: number, unit: string, pose: TimelinePose): ChaseFacing {
  let headingDeg = pose.heading;
  let underWay = true;
  for (const [i, e] of latestFirst(timeline, t)) {
    if (e.kind !== 'move' || e.unit !== unit) continue;
    const rotated = e.path.kind === 'template' && e.path.rotationDeg !== 0;
    const ended = t >= e.t + e.duration;
    if (rotated && ended) return { headingDeg, epoch: i };
    if (underWay && rotated && e.path.kind === 'template' && t >= e.t + e.duration * (1 - ROTATION_SHARE))
      headingDeg = e.to.heading - e.path.rotationDeg;
    underWay = false;
  }
  return { headingDeg, epoch: -1 };
}

/** The chase view: behind and above a ship (along `facing`), looking at the ship so it sits at the screen centre. */
export function chaseShot(
  unit: string,
  pose: TimelinePose,
  facing: ChaseFacing = { headingDeg: pose.heading, epoch: -1 },
): CameraShot {
  const h = facing.headingDeg * RAD_PER_DEG;
  return {
    kind: 'follow',
    key: facing.epoch < 0 ? `follow:${unit}` : `follow:${unit}@${facing.epoch}`,
    subject: unit,
    positionMm: {
      x: pose.x - Math.cos(h) * CHASE_BACK_MM,
      y: pose.y - Math.sin(h) * CHASE_BACK_MM,
      heightMm: CHASE_UP_MM,
    },
    targetMm: { x: pose.x, y: pose.y, heightMm: CHASE_LOOK_UP_MM },
    fovDeg: 50,
  };
}

/** Over the attacker's shoulder: on the defender→attacker line beyond the attacker, looking towards the defender. */
export function overShoulderShot(attacker: string, from: TimelinePose, to: TimelinePose, key: string): CameraShot {
  const dx = from.x - to.x;
  const dy = from.y - to.y;
  const len = Math.hypot(dx, dy);
  // Ships on the same spot (never in a legal game): look along the attacker's heading instead.
  const ux = len > 1e-6 ? dx / len : -Math.cos(from.heading * RAD_PER_DEG);
  const uy = len > 1e-6 ? dy / len : -Math.sin(from.heading * RAD_PER_DEG);
  return {
    kind: 'over-shoulder',
    key,
    subject: attacker,
    positionMm: { x: from.x + ux * SHOULDER_BACK_MM, y: from.y + uy * SHOULDER_BACK_MM, heightMm: SHOULDER_UP_MM },
    targetMm: {
      x: from.x + (to.x - from.x) * SHOULDER_AIM_ALONG,
      y: from.y + (to.y - from.y) * SHOULDER_AIM_ALONG,
      heightMm: 15,
    },
    fovDeg: 45,
  };
}

/** A close-up of a ship (its destruction): low and near, from behind its left quarter. */
export function closeUpShot(unit: string, pose: TimelinePose, key: string): CameraShot {
  const a = (pose.heading + 150) * RAD_PER_DEG;
  return {
    kind: 'close-up',
    key,
    subject: unit,
    positionMm: {
      x: pose.x + Math.cos(a) * CLOSE_RANGE_MM,
      y: pose.y + Math.sin(a) * CLOSE_RANGE_MM,
      heightMm: CLOSE_UP_MM,
    },
    targetMm: { x: pose.x, y: pose.y, heightMm: 25 },
    fovDeg: 42,
  };
}

/** The director's shot at time t (s): see the module comment for which event calls for which shot. */
export function directorShot(
  timeline: Timeline,
  t: number,
  poses: PoseLookup = snapshotPoses(timeline, t),
): CameraShot {
  for (const [i, e] of latestFirst(timeline, t)) {
    const pick = shotEvent(e);
    if (!pick) continue;
    const key = `${pick.kind}@${i}`;
    if (pick.kind === 'establishing') return establishingShot(timeline, t, e.t, key);
    const pose = pick.unit ? poses(pick.unit) : null;
    if (!pose) continue;
    if (pick.kind === 'follow') return chaseShot(pick.unit, pose, chaseFacing(timeline, t, pick.unit, pose));
    if (pick.kind === 'close-up') return closeUpShot(pick.unit, pose, key);
    const target = pick.other ? poses(pick.other) : null;
    if (target) return overShoulderShot(pick.unit, pose, target, key);
  }
  // Set-up: the table as the obstacles and ships go down.
  return establishingShot(timeline, t, 0, 'establishing@setup');
}

/**
 * The active ship at time t: the unit of the latest activation or move, or the attacker of the latest attack;
 * before any, the first unit placed (null when none is on the table yet).
 */
export function activeUnitAt(timeline: Timeline, t: number): string | null {
  for (const [, e] of latestFirst(timeline, t)) {
    if (e.kind === 'activation' || e.kind === 'move') return e.unit;
    if (e.kind === 'attack') return e.attacker;
  }
  const last = lastStartedIndex(timeline, t);
  for (const [i, e] of timeline.events.entries()) {
    if (i > last) break;
    if (e.kind === 'place') return e.unit;
  }
  return null;
}

/** The follow camera's shot at t: the chase view of the active ship, or the wide view when there is none. */
export function followShot(timeline: Timeline, t: number, poses: PoseLookup = snapshotPoses(timeline, t)): CameraShot {
  const unit = activeUnitAt(timeline, t);
  const pose = unit ? poses(unit) : null;
  return unit && pose
    ? chaseShot(unit, pose, chaseFacing(timeline, t, unit, pose))
    : establishingShot(timeline, t, 0, 'establishing@setup');
}
