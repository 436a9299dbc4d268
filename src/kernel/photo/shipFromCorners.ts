/**
 * A ship's pose from corners of its base marked on a photo. The base's size is known, so the two corners of
 * its front edge (the edge the arc lines meet) fix the pose exactly: the edge's direction gives the heading,
 * and the centre lies half a base behind the edge's midpoint. More corners are fitted by least squares.
 */
import { BASE_SIDE_MM, type BaseSize } from '../constants.ts';
import { normalizeDeg, type Point, type Pose } from '../pose.ts';
import { fitRigid, rigidResidualMm } from './rigidFit.ts';

/** A base corner, as seen from behind the ship looking forward. */
export type BaseCorner = 'front-left' | 'front-right' | 'rear-right' | 'rear-left';

/** The corner's offset from the base centre in ship-local (forward, left) mm, as a point (x forward, y left). */
export function baseCornerLocal(corner: BaseCorner, size: BaseSize): Point {
  const h = BASE_SIDE_MM[size] / 2;
  const forward = corner.startsWith('front') ? h : -h;
  const left = corner.endsWith('left') ? h : -h;
  return { x: forward, y: left };
}

/** A pose fitted to marked corners, with how far the marks sit from the fitted base's corners. */
export interface FittedShipPose {
  pose: Pose;
  /** Root-mean-square distance from each mark to its corner of the fitted base, mm. */
  residualMm: number;
}

/** The pose whose base corners lie nearest (least squares) to the marked ones; null for no corners. */
export function shipPoseFromCorners(
  marks: readonly { corner: BaseCorner; tableMm: Point }[],
  size: BaseSize,
): FittedShipPose | null {
  const local = marks.map((m) => baseCornerLocal(m.corner, size));
  const table = marks.map((m) => m.tableMm);
  const fit = marks.length >= 2 ? fitRigid(local, table) : null;
  if (!fit) return null;
  return {
    pose: { x: fit.x, y: fit.y, headingDeg: normalizeDeg(fit.rotationDeg) },
    residualMm: rigidResidualMm(fit, local, table),
  };
}

/**
 * The pose from the two corners of the front edge (left and right as seen from behind the ship); null when
 * the two marks coincide. The residual is half the difference between the marked edge and the base's side.
 */
export function shipPoseFromFrontCorners(
  frontLeftMm: Point,
  frontRightMm: Point,
  size: BaseSize,
): FittedShipPose | null {
  if (Math.hypot(frontLeftMm.x - frontRightMm.x, frontLeftMm.y - frontRightMm.y) < 1e-9) return null;
  return shipPoseFromCorners(
    [
      { corner: 'front-left', tableMm: frontLeftMm },
      { corner: 'front-right', tableMm: frontRightMm },
    ],
    size,
  );
}
