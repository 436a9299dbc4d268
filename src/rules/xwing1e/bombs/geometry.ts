/**
 * Bomb tokens on the table, in the kernel's geometry (rules: BOMBS): where a dropped token lands (the kernel's
 * bombDropPose: a straight template between the rear guides, the token's guides in its far end), its shape as
 * convex pieces (the body and its two guides, which "count as part of the bomb for the purposes of measuring range
 * and overlapping"), clipped to the play area ("Ignore any portion of the token that is outside the play area"), and
 * the two tests a token needs: overlap with a ship's base or maneuver template, and Range 1 of a ship.
 */
import {
  type BaseSize,
  baseSquare,
  basePieces,
  bombDropPose,
  clipToArc,
  GUIDE,
  localToTable,
  measurePolygons,
  normalizeDeg,
  placeOutline,
  type Pose,
  RANGE_BAND_MM,
  type TemplateShape,
} from '../../../kernel/index.ts';
import type { ConvexPolygon } from '../../../kernel/index.ts';
import { piecesOverlap, templateOverlapsPieces } from '../../../kernel/collide.ts';
import type { BombToken } from '../state.ts';
import { bombToken, type BombKind, CLUSTER_SIDE_TOKEN_MM } from './tokens.ts';

/** A local rectangle: forward range [f0, f1] and left range [l0, l1], mm (forward: away from the dropping ship). */
type LocalRect = readonly [number, number, number, number];

/** The body's size of a token (a cluster mine set's side tokens are smaller and carry no guides). */
function bodyOf(token: Pick<BombToken, 'kind' | 'side'>): { widthMm: number; depthMm: number; guides: boolean } {
  if (token.side) return { widthMm: CLUSTER_SIDE_TOKEN_MM, depthMm: CLUSTER_SIDE_TOKEN_MM, guides: false };
  return bombToken(token.kind);
}

/** The token's pieces in its own frame: the body, then the two guides standing out toward the template. */
function localRects(token: Pick<BombToken, 'kind' | 'side'>): LocalRect[] {
  const { widthMm, depthMm, guides } = bodyOf(token);
  const f = depthMm / 2;
  const l = widthMm / 2;
  const rects: LocalRect[] = [[-f, f, -l, l]];
  if (!guides) return rects;
  const { innerOffsetMm: a, outerOffsetMm: b, depthMm: d } = GUIDE;
  rects.push([-f - d, -f, a, b], [-f - d, -f, -b, -a]);
  return rects;
}

/** A local rectangle's corners, counter-clockwise. */
const corners = ([f0, f1, l0, l1]: LocalRect): [number, number][] => [
  [f0, l0],
  [f1, l0],
  [f1, l1],
  [f0, l1],
];

/** The play area's four sides as the half-planes clipToArc takes (nx·x + ny·y ≤ c). */
function playAreaPlanes(area: { width: number; height: number }) {
  return [
    { nx: -1, ny: 0, c: 0 },
    { nx: 1, ny: 0, c: area.width },
    { nx: 0, ny: -1, c: 0 },
    { nx: 0, ny: 1, c: area.height },
  ];
}

/** The token's convex pieces on the table, mm, less what lies outside the play area (a piece wholly outside goes). */
export function tokenPieces(token: BombToken, area: { width: number; height: number }): ConvexPolygon[] {
  const planes = playAreaPlanes(area);
  const placement = { x: token.pose.x, y: token.pose.y, rotationDeg: token.pose.headingDeg };
  return localRects(token)
    .map((r) => clipToArc(placeOutline(corners(r), placement), planes))
    .filter((p) => p.length >= 6);
}

/** The token's outline for drawing (body and guides as one polygon, counter-clockwise), table mm. */
export function tokenOutline(token: Pick<BombToken, 'kind' | 'side' | 'pose'>): [number, number][] {
  const { widthMm, depthMm, guides } = bodyOf(token);
  const f = depthMm / 2;
  const l = widthMm / 2;
  const { innerOffsetMm: a, outerOffsetMm: b, depthMm: d } = GUIDE;
  const notches: [number, number][] = guides
    ? [
        [-f, b],
        [-f - d, b],
        [-f - d, a],
        [-f, a],
        [-f, -a],
        [-f - d, -a],
        [-f - d, -b],
        [-f, -b],
      ]
    : [];
  const local: [number, number][] = [[-f, -l], [f, -l], [f, l], [-f, l], ...notches];
  return local.map(([fw, lf]) => {
    const p = localToTable(token.pose, fw, lf);
    return [p.x, p.y];
  });
}

/** How a drop's template is laid: a straight template of `speed` between the rear guides, or the front ones. */
export interface DropWay {
  speed: number;
  front: boolean;
}

/** The rules' drop: the straight 1 template between the rear guides. */
export const PLAIN_DROP: DropWay = { speed: 1, front: false };

/**
 * Where a token of this kind lands when a ship at `pose` drops it: the kernel's bombDropPose with the straight
 * template of the way's speed (Bombardier: 2; Trajectory Simulator: 5); between the front guides (Deathrain, a
 * launch), bombDropPose seen from the ship turned about, the token ahead of it facing away.
 */
export function dropPose(pose: Pose, size: BaseSize, kind: BombKind, way: DropWay = PLAIN_DROP): Pose {
  const from = way.front ? { ...pose, headingDeg: normalizeDeg(pose.headingDeg + 180) } : pose;
  return bombDropPose(from, size, bombToken(kind).depthMm, way.speed);
}

/** A cluster mine set's side tokens: flush left and right of the centre token, level with it. */
export function clusterSidePoses(centre: Pose): { side: 'left' | 'right'; pose: Pose }[] {
  const offset = bombToken('cluster-mine').widthMm / 2 + CLUSTER_SIDE_TOKEN_MM / 2;
  return (['left', 'right'] as const).map((side) => {
    const p = localToTable(centre, 0, side === 'left' ? offset : -offset);
    return { side, pose: { x: p.x, y: p.y, headingDeg: centre.headingDeg } };
  });
}

/** True when a ship's base (with its guides) at `pose` overlaps the token's pieces. */
export function baseOverlapsToken(pieces: readonly ConvexPolygon[], pose: Pose, size: BaseSize): boolean {
  return pieces.length > 0 && piecesOverlap(pieces, basePieces(pose, size, true));
}

/** True when a laid maneuver template overlaps the token's pieces. */
export function templateOverlapsToken(pieces: readonly ConvexPolygon[], template: TemplateShape | null): boolean {
  return template !== null && pieces.length > 0 && templateOverlapsPieces(template, pieces);
}

/** True when a ship's plain base at `pose` is at Range 1 of the token (rules: RANGE; the guides count). */
export function atRange1OfToken(pieces: readonly ConvexPolygon[], pose: Pose, size: BaseSize): boolean {
  const square = baseSquare(pose, size);
  return pieces.some((p) => measurePolygons(square, p).distanceMm <= RANGE_BAND_MM);
}
