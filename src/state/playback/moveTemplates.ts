/**
 * The templates of a timeline's move event, found again from the event by the kernel's one function
 * (laidTemplates): a 'template' move lays its maneuver's template (the part that counts when a bump stopped it
 * short, and the full length); a 'slide' lays its straight template against the side of the base it left,
 * shifted as the ship was. Grid games' 'waypoints' moves lay none.
 */
import type { TimedEvent, TimelineEvent } from '../../battle/timeline.ts';
import {
  type BaseSize,
  DEG,
  type LaidMove,
  type LaidTemplates,
  laidTemplates,
  parseManeuver,
  type Pose,
} from '../../kernel/index.ts';

/** A move event, timed or not. */
export type MoveEvent = (TimelineEvent | TimedEvent) & { kind: 'move' };

const NONE: LaidTemplates = { counts: null, full: null };

/** The move as far as its templates go, or null when it lays none. */
export function laidMoveOf(e: MoveEvent): LaidMove | null {
  const path = e.path;
  if (path.kind === 'template') {
    const maneuver = parseManeuver(path.maneuver);
    return maneuver ? { kind: 'maneuver', maneuver, progress: path.progress } : null;
  }
  if (path.kind !== 'slide') return null;
  const m = parseManeuver(path.template);
  if (!m || m.bearing !== 'straight') return null;
  // The slide's side and shift, read back from where it went: sideways away from the heading, and along it.
  const h = e.from.heading * DEG;
  const fx = Math.cos(h);
  const fy = Math.sin(h);
  const dx = e.to.x - e.from.x;
  const dy = e.to.y - e.from.y;
  const side = -dx * fy + dy * fx >= 0 ? 'left' : 'right';
  return { kind: 'sideways', side, straightSpeed: m.speed, slideMm: dx * fx + dy * fy };
}

/** The templates a move event lays for a base of `size` (null shapes for none). */
export function moveTemplates(e: MoveEvent, size: BaseSize): LaidTemplates {
  const move = laidMoveOf(e);
  if (!move) return NONE;
  const start: Pose = { x: e.from.x, y: e.from.y, headingDeg: e.from.heading };
  const templateSize = e.path.kind === 'template' ? e.path.size : size;
  return laidTemplates(start, templateSize, move);
}
