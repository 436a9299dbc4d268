/**
 * The playback timeline of a scenario's moves: when each move starts and ends, and where every ship is at any
 * time. Built from the kernel's exact paths and the battle model's resolved moves; pure (no three.js), so it is
 * sampled every frame without allocating and can be tested in Node.
 *
 * A maneuver rides the kernel's two-guide chord path (poseAtProgress) up to the progress where it stopped (1,
 * or less after a bump), then settles into the resolved final pose: Koiogran turns and Segnor's loops turn
 * 180°, Tallon rolls 90° and slide. Boosts and forward decloaks ride their template's path; barrel rolls and
 * sideways decloaks hop sideways. The last pose of every move is exactly the resolved final pose.
 */
import {
  BASE_SIDE_MM,
  type BaseSize,
  deltaDeg,
  isMoveAction,
  type Maneuver,
  type ManeuverPath,
  maneuverPath,
  parseManeuver,
  poseAtProgress,
  type Pose,
  sidewaysGeometry,
  STRAIGHT_LENGTH_MM,
  straightTemplate,
  type TemplateShape,
  templateShape,
  travelMm,
  DEG,
} from '../kernel/index.ts';
import type { ResolvedMove } from '../rules/xwing1e/scenario/resolveScenario.ts';
import type { Scenario } from '../rules/xwing1e/scenario/scenario.ts';

/** How a move is animated. */
export type SegmentMotion = 'path' | 'sideways' | 'none';

/** One move on the timeline. Times in seconds from the start of playback. */
export interface TimelineSegment {
  /** Index of the move in the scenario's `moves`. */
  index: number;
  ship: string;
  size: BaseSize;
  move: ResolvedMove;
  motion: SegmentMotion;
  start: Pose;
  /** The resolved final pose, heading made continuous with the motion (not normalised). */
  final: Pose;
  /** The path ridden (maneuvers, boosts, forward decloak). */
  path: ManeuverPath | null;
  /** Progress along the path where the base stops (1, or less after a bump). */
  travelEnd: number;
  /** The pose at the end of travel, before the settle (rotation, slide) into the final pose. */
  travelEndPose: Pose;
  /** The template laid for the move (truncated after a bump), or null. */
  template: TemplateShape | null;
  t0: number;
  travelSec: number;
  settleSec: number;
  /** End of the move: t0 + travelSec + settleSec. */
  t1: number;
  /** Until when the template stays on the mat (the next move's start, or a moment after the last). */
  templateUntil: number;
}

/** A ship as it stands before the first move. */
export interface TimelineShip {
  id: string;
  size: BaseSize;
  initial: Pose;
}

/** Every move of a scenario laid out in time. */
export interface MoveTimeline {
  ships: TimelineShip[];
  segments: TimelineSegment[];
  /** Segments of each ship, in order. */
  byShip: Map<string, TimelineSegment[]>;
  durationSec: number;
}

/** Pacing of playback. */
export const PACE = {
  /** Speed of a base along its path, mm/s. */
  speedMmPerSec: 110,
  minTravelSec: 1.1,
  maxTravelSec: 2.8,
  /** Settle into a rotated (Koiogran, Segnor, Tallon) final pose, s. */
  rotateSec: 0.8,
  /** Settle otherwise, s. */
  settleSec: 0.2,
  /** Pause between moves, s. */
  gapSec: 0.45,
  /** How long the last template stays after the last move, s. */
  lingerSec: 1.5,
  /** An illegal move or a destroyed ship: a short pause, s. */
  idleSec: 0.6,
  /** Duration of a sideways hop, s. */
  sidewaysSec: 1.1,
} as const;

const FORWARD_ACTION: Record<string, Maneuver> = {
  'boost-straight': { bearing: 'straight', side: null, speed: 1 },
  'boost-bank-left': { bearing: 'bank', side: 'left', speed: 1 },
  'boost-bank-right': { bearing: 'bank', side: 'right', speed: 1 },
  'decloak-forward': { bearing: 'straight', side: null, speed: 2 },
};

/** Ease in and out (cubic), u in [0, 1]. */
export function easeInOut(u: number): number {
  const c = Math.min(Math.max(u, 0), 1);
  return c < 0.5 ? 4 * c * c * c : 1 - Math.pow(-2 * c + 2, 3) / 2;
}

const asPose = (p: { x: number; y: number; heading: number }): Pose => ({ x: p.x, y: p.y, headingDeg: p.heading });

/**
 * The sideways template of a barrel roll or sideways decloak between start and final, as a rectangle: a
 * straight template laid against the start base's side (geometry spec, "Barrel roll").
 */
function sidewaysTemplate(start: Pose, size: BaseSize, side: 'left' | 'right', lengthMm: number, slideMm: number) {
  const g = sidewaysGeometry(size, lengthMm);
  const h = start.headingDeg * DEG;
  const fx = Math.cos(h);
  const fy = Math.sin(h);
  const sgn = side === 'left' ? 1 : -1;
  const lx = -fy * sgn;
  const ly = fx * sgn;
  const half = BASE_SIDE_MM[size] / 2;
  // The template takes as much of the slide as it may; the ship's own slide along the template does the rest.
  const t = Math.min(Math.max(slideMm, -g.templateSlideMax), g.templateSlideMax);
  const polygon =
    size === 'small'
      ? straightTemplate(start.x + lx * half + fx * t, start.y + ly * half + fy * t, lx, ly, g.across)
      : straightTemplate(
          start.x + lx * (half + g.across / 2) + fx * (t - g.along / 2),
          start.y + ly * (half + g.across / 2) + fy * (t - g.along / 2),
          fx,
          fy,
          g.along,
        );
  return { kind: 'rect', polygon } as TemplateShape;
}

/** Lays out a scenario's resolved moves (from resolveScenario, same order as `scenario.moves`) in time. */
export function buildTimeline(scenario: Scenario, moves: readonly ResolvedMove[]): MoveTimeline {
  const ships: TimelineShip[] = scenario.ships.map((s) => ({
    id: s.id,
    size: s.size,
    initial: { x: s.x, y: s.y, headingDeg: s.heading },
  }));
  const current = new Map<string, Pose>(ships.map((s) => [s.id, { ...s.initial }]));
  const sizeOf = new Map<string, BaseSize>(ships.map((s) => [s.id, s.size]));
  const segments: TimelineSegment[] = [];
  let t = 0;
  moves.forEach((move, index) => {
    const size = sizeOf.get(move.ship) ?? 'small';
    const start = { ...(current.get(move.ship) ?? asPose(move.final)) };
    const resolvedFinal = asPose(move.final);
    const maneuver = parseManeuver(move.maneuver);
    const forward = isMoveAction(move.maneuver) ? FORWARD_ACTION[move.maneuver] : undefined;
    let motion: SegmentMotion = 'none';
    let path: ManeuverPath | null = null;
    let travelEnd = 0;
    let template: TemplateShape | null = null;
    let travelEndPose: Pose = { ...start };
    let final: Pose = { ...start };
    let travelSec: number = PACE.idleSec;
    let settleSec = 0;
    const alreadyGone = move.fled && move.progress === 0 && !move.legal;
    if (move.legal && !alreadyGone && (maneuver || forward)) {
      const m = (maneuver ?? forward)!;
      if (m.bearing !== 'stationary') {
        motion = 'path';
        path = maneuverPath(start, size, m);
        travelEnd = move.progress;
        travelEndPose = poseAtProgress(path, travelEnd);
        template = templateShape(path, maneuver ? (move.templateLengthMm ?? path.templateMm) : path.templateMm);
        const mm = travelMm(path) * travelEnd;
        travelSec = Math.min(Math.max(mm / PACE.speedMmPerSec, PACE.minTravelSec), PACE.maxTravelSec);
      } else {
        travelEndPose = { ...start };
        travelSec = PACE.idleSec;
      }
      let turn = deltaDeg(resolvedFinal.headingDeg, travelEndPose.headingDeg);
      if (move.rotated && m.bearing === 'koiogran') turn = 180;
      if (move.rotated && m.bearing === 'segnor') turn = m.side === 'right' ? -180 : 180;
      if (move.rotated && m.bearing === 'tallon') turn = m.side === 'right' ? -90 : 90;
      final = { x: resolvedFinal.x, y: resolvedFinal.y, headingDeg: travelEndPose.headingDeg + turn };
      settleSec = move.rotated ? PACE.rotateSec : PACE.settleSec;
    } else if (move.legal && isMoveAction(move.maneuver)) {
      motion = 'sideways';
      const side = move.maneuver.endsWith('left') ? 'left' : 'right';
      const length = STRAIGHT_LENGTH_MM[move.maneuver.startsWith('decloak') ? 1 : 0]!;
      template = sidewaysTemplate(start, size, side, length, move.slide ?? 0);
      final = { x: resolvedFinal.x, y: resolvedFinal.y, headingDeg: start.headingDeg };
      travelEndPose = final;
      travelSec = PACE.sidewaysSec;
      settleSec = 0;
    }
    const seg: TimelineSegment = {
      index,
      ship: move.ship,
      size,
      move,
      motion,
      start,
      final,
      path,
      travelEnd,
      travelEndPose,
      template,
      t0: t,
      travelSec,
      settleSec,
      t1: t + travelSec + settleSec,
      templateUntil: 0,
    };
    segments.push(seg);
    current.set(move.ship, { ...final });
    t = seg.t1 + PACE.gapSec;
  });
  segments.forEach((s, i) => {
    s.templateUntil = segments[i + 1]?.t0 ?? s.t1 + PACE.lingerSec;
  });
  const byShip = new Map<string, TimelineSegment[]>(ships.map((s) => [s.id, []]));
  for (const s of segments) byShip.get(s.ship)?.push(s);
  const last = segments[segments.length - 1];
  return { ships, segments, byShip, durationSec: last ? last.templateUntil : 0 };
}

/**
 * Where a ship is at time t (seconds), written into `out` without allocating; returns false once the ship has
 * fled the battlefield (it is no longer shown).
 */
export function shipPoseAt(tl: MoveTimeline, shipId: string, t: number, out: Pose): boolean {
  const segs = tl.byShip.get(shipId);
  const ship = tl.ships.find((s) => s.id === shipId);
  if (!segs || !ship) return false;
  let seg: TimelineSegment | undefined;
  for (const s of segs) {
    if (s.t0 <= t) seg = s;
    else break;
  }
  if (!seg) {
    out.x = ship.initial.x;
    out.y = ship.initial.y;
    out.headingDeg = ship.initial.headingDeg;
    return true;
  }
  if (seg.move.fled && !seg.move.legal) return false;
  if (t >= seg.t1) {
    out.x = seg.final.x;
    out.y = seg.final.y;
    out.headingDeg = seg.final.headingDeg;
    return !seg.move.fled;
  }
  const local = t - seg.t0;
  if (seg.motion === 'path' && local < seg.travelSec) {
    poseAtProgress(seg.path!, seg.travelEnd * easeInOut(local / seg.travelSec), out);
    return true;
  }
  if (seg.motion === 'sideways') {
    const u = easeInOut(local / seg.travelSec);
    out.x = seg.start.x + (seg.final.x - seg.start.x) * u;
    out.y = seg.start.y + (seg.final.y - seg.start.y) * u;
    out.headingDeg = seg.start.headingDeg;
    return true;
  }
  if (seg.motion === 'none') {
    out.x = seg.start.x;
    out.y = seg.start.y;
    out.headingDeg = seg.start.headingDeg;
    return true;
  }
  const u = easeInOut(seg.settleSec > 0 ? (local - seg.travelSec) / seg.settleSec : 1);
  const a = seg.travelEndPose;
  out.x = a.x + (seg.final.x - a.x) * u;
  out.y = a.y + (seg.final.y - a.y) * u;
  out.headingDeg = a.headingDeg + (seg.final.headingDeg - a.headingDeg) * u;
  return true;
}

/** Height of a sideways hop at time t for a ship (mm above its cruising height); 0 outside hops. */
export function hopHeightAt(tl: MoveTimeline, shipId: string, t: number): number {
  const segs = tl.byShip.get(shipId);
  if (!segs) return 0;
  for (const s of segs) {
    if (s.motion === 'sideways' && t >= s.t0 && t < s.t1) return 12 * Math.sin(Math.PI * ((t - s.t0) / s.travelSec));
  }
  return 0;
}

/** Index of the segment playing or last played at time t (into `segments`), or −1 before the first. */
export function segmentIndexAt(tl: MoveTimeline, t: number): number {
  let idx = -1;
  for (let i = 0; i < tl.segments.length; i++) {
    if (tl.segments[i]!.t0 <= t) idx = i;
    else break;
  }
  return idx;
}
