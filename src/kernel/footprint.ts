/**
 * The shapes a ship occupies on the table: the base square, and the square with its four guides, as convex
 * pieces in table mm. The guides count for maneuvers and overlap; range, arcs and fleeing use the plain square
 * (rules: GUIDES).
 */
import { BASE_SIDE_MM, type BaseSize, DEG, GUIDE } from './constants.ts';
import type { ConvexPolygon } from './convex.ts';
import type { Pose } from './pose.ts';

/** Ship-local rectangle: forward range [f0, f1] and left range [l0, l1], mm. */
type LocalRect = readonly [f0: number, f1: number, l0: number, l1: number];

function localPieces(size: BaseSize, withGuides: boolean): LocalRect[] {
  const h = BASE_SIDE_MM[size] / 2;
  const pieces: LocalRect[] = [[-h, h, -h, h]];
  if (withGuides) {
    const { innerOffsetMm: a, outerOffsetMm: b, depthMm: d } = GUIDE;
    pieces.push([h, h + d, a, b], [h, h + d, -b, -a], [-h - d, -h, a, b], [-h - d, -h, -b, -a]);
  }
  return pieces;
}

const PIECES: Record<string, LocalRect[]> = {
  'small:0': localPieces('small', false),
  'small:1': localPieces('small', true),
  'large:0': localPieces('large', false),
  'large:1': localPieces('large', true),
};

/** Writes one ship-local rectangle at a pose into `out` (CCW, 8 numbers). */
function placeRect(r: LocalRect, x: number, y: number, c: number, s: number, out: Float64Array): Float64Array {
  const [f0, f1, l0, l1] = r;
  const corners = [
    [f0, l0],
    [f1, l0],
    [f1, l1],
    [f0, l1],
  ] as const;
  for (let i = 0; i < 4; i++) {
    const [f, l] = corners[i]!;
    out[2 * i] = x + f * c - l * s;
    out[2 * i + 1] = y + f * s + l * c;
  }
  return out;
}

/** The plain base square at a pose, CCW, mm. */
export function baseSquare(pose: Pose, size: BaseSize): ConvexPolygon {
  const h = pose.headingDeg * DEG;
  return placeRect(PIECES[`${size}:0`]![0]!, pose.x, pose.y, Math.cos(h), Math.sin(h), new Float64Array(8));
}

/** The base as convex pieces: the square, plus the four guides when `withGuides`. */
export function basePieces(pose: Pose, size: BaseSize, withGuides = true): ConvexPolygon[] {
  const h = pose.headingDeg * DEG;
  const c = Math.cos(h);
  const s = Math.sin(h);
  return PIECES[`${size}:${withGuides ? 1 : 0}`]!.map((r) => placeRect(r, pose.x, pose.y, c, s, new Float64Array(8)));
}

/** Rewrites `pieces` (from basePieces with the same size and guides flag) for a new pose, without allocating. */
export function moveBasePieces(pieces: ConvexPolygon[], pose: Pose, size: BaseSize, withGuides = true): void {
  const h = pose.headingDeg * DEG;
  const c = Math.cos(h);
  const s = Math.sin(h);
  const local = PIECES[`${size}:${withGuides ? 1 : 0}`]!;
  for (let i = 0; i < local.length; i++) placeRect(local[i]!, pose.x, pose.y, c, s, pieces[i]!);
}

/** Radius of the circle around the base centre that holds the base and its guides, mm. */
export function footprintRadiusMm(size: BaseSize): number {
  const h = BASE_SIDE_MM[size] / 2;
  return Math.hypot(h + GUIDE.depthMm, Math.max(h, GUIDE.outerOffsetMm));
}

/** The outline of base + guides as one (concave) CCW polygon, for drawing. */
export function footprintOutline(pose: Pose, size: BaseSize): Float64Array {
  const h = BASE_SIDE_MM[size] / 2;
  const { innerOffsetMm: a, outerOffsetMm: b, depthMm: d } = GUIDE;
  const local: [number, number][] = [
    [-h, -h],
    [h, -h],
    [h, -b],
    [h + d, -b],
    [h + d, -a],
    [h, -a],
    [h, a],
    [h + d, a],
    [h + d, b],
    [h, b],
    [h, h],
    [-h, h],
    [-h, b],
    [-h - d, b],
    [-h - d, a],
    [-h, a],
    [-h, -a],
    [-h - d, -a],
    [-h - d, -b],
    [-h, -b],
  ];
  const hr = pose.headingDeg * DEG;
  const c = Math.cos(hr);
  const s = Math.sin(hr);
  const out = new Float64Array(local.length * 2);
  local.forEach(([f, l], i) => {
    out[2 * i] = pose.x + f * c - l * s;
    out[2 * i + 1] = pose.y + f * s + l * c;
  });
  return out;
}
