/**
 * Final placement of a ship after a maneuver, before any overlap is resolved (geometry spec, "Placing the ship").
 */
import { BASE_SIDE_MM, type BaseSize, DEG, TALLON_SLIDE_MAX_MM } from './constants.ts';
import type { Maneuver } from './maneuver.ts';
import { maneuverPath, type ManeuverPath } from './path.ts';
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
  const plain = plainEndPose(path);
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
  const path = maneuverPath(start, size, m);
  if (m.bearing === 'tallon') return tallonPose(path, m.side!, tallonSlideMm);
  const plain = plainEndPose(path);
  if (m.bearing === 'koiogran' || m.bearing === 'segnor') plain.headingDeg += 180;
  return plain;
}

/** Side of the base square, mm. */
export function baseSideMm(size: BaseSize): number {
  return BASE_SIDE_MM[size];
}
