/**
 * Final placement of a ship after a maneuver, before any overlap is resolved (geometry spec, "Placing the ship").
 */
import { BASE_SIDE_MM, type BaseSize, DEG, TALLON_SLIDE_MAX_MM } from './constants.ts';
import type { Maneuver } from './maneuver.ts';
import { type ManeuverPath, templateGeometry } from './path.ts';
import type { Pose } from './pose.ts';

/** The template's end point and end tangent heading (degrees) of a path. */
export function templateEnd(path: ManeuverPath): Pose {
  const last = path.pieces[2];
  return { x: last.x0, y: last.y0, headingDeg: path.endHeadingDeg };
}

/**
 * Pose with the rear guides in the template end (the plain placement): centre half a base beyond the
 * template end along its end tangent.
 */
export function plainEndPose(path: ManeuverPath): Pose {
  const e = templateEnd(path);
  const h = e.headingDeg * DEG;
  return {
    x: e.x + (path.baseMm / 2) * Math.cos(h),
    y: e.y + (path.baseMm / 2) * Math.sin(h),
    headingDeg: e.headingDeg,
  };
}

/**
 * Tallon roll placement: the ship turns 90° further toward the turn and lies with its side flush against
 * the template end; `slideMm` moves it along its new heading (+ = forward), within ±TALLON_SLIDE_MAX_MM.
 */
export function tallonPose(path: ManeuverPath, side: 'left' | 'right', slideMm: number): Pose {
  return slidTallon(plainEndPose(path), side, slideMm);
}

/** The Tallon roll's pose from the plain end pose: turned 90° toward the turn, then slid along the new heading. */
function slidTallon(plain: Pose, side: 'left' | 'right', slideMm: number): Pose {
  const heading = plain.headingDeg + (side === 'left' ? 90 : -90);
  const h = heading * DEG;
  return { x: plain.x + slideMm * Math.cos(h), y: plain.y + slideMm * Math.sin(h), headingDeg: heading };
}

/** Range of Tallon roll slides for a base size, mm: [−max, +max]. */
export function tallonSlideRange(size: BaseSize): [number, number] {
  const m = TALLON_SLIDE_MAX_MM[size];
  return [-m, m];
}

/**
 * The final pose of a maneuver with no overlap (headings not normalised): rear guides in the template end;
 * Koiogran turn and Segnor's loop turned 180° (front guides in the end, same centre); Tallon roll turned 90°
 * toward the turn at the given slide (rules: BEARING).
 */
export function finalPose(start: Pose, size: BaseSize, m: Maneuver, tallonSlideMm = 0): Pose {
  if (m.bearing === 'stationary') return { ...start };
  const plain = plainEndFrom(start, size, m);
  if (m.bearing === 'tallon') {
    if (m.side === null) throw new Error('a Tallon roll turns to a side');
    return slidTallon(plain, m.side, tallonSlideMm);
  }
  if (m.bearing === 'koiogran' || m.bearing === 'segnor') plain.headingDeg += 180;
  return plain;
}

/**
 * plainEndPose(maneuverPath(start, size, m)) in closed form, without building the path: four cosines and sines
 * instead of a dozen (final poses are predicted in bulk). The template starts half a base ahead of the centre;
 * an arc's centre lies one radius to the turning side of it, and the template end one radius from that centre,
 * to the other side of the end heading.
 */
function plainEndFrom(start: Pose, size: BaseSize, m: Maneuver): Pose {
  const half = BASE_SIDE_MM[size] / 2;
  const h = start.headingDeg * DEG;
  const c = Math.cos(h);
  const s = Math.sin(h);
  const tx = start.x + half * c;
  const ty = start.y + half * s;
  const { radiusMm: r, turnDeg, lengthMm } = templateGeometry(m);
  if (turnDeg === 0) {
    return { x: tx + lengthMm * c + half * c, y: ty + lengthMm * s + half * s, headingDeg: start.headingDeg };
  }
  const sign = m.side === 'left' ? 1 : -1;
  const endDeg = start.headingDeg + sign * turnDeg;
  const he = endDeg * DEG;
  const ce = Math.cos(he);
  const se = Math.sin(he);
  const ex = tx - sign * r * s + sign * r * se;
  const ey = ty + sign * r * c - sign * r * ce;
  return { x: ex + half * ce, y: ey + half * se, headingDeg: endDeg };
}

/** Side of the base square, mm. */
export function baseSideMm(size: BaseSize): number {
  return BASE_SIDE_MM[size];
}
