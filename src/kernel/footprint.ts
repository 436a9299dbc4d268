/* eslint-disable @typescript-eslint/no-non-null-assertion -- per-size Float64Array piece tables indexed within their bounds, on every placement of a base. */
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

function rhoOf(size: BaseSize): number {
  const h = BASE_SIDE_MM[size] / 2;
  return Math.hypot(h + GUIDE.depthMm, Math.max(h, GUIDE.outerOffsetMm));
}

// Computed once: the radius is read on every broad-phase test.
const RHO_SMALL = rhoOf('small');
const RHO_LARGE = rhoOf('large');

/** Writes one ship-local rectangle at a pose into `out` (CCW, 8 numbers). Allocation-free: it runs in bump searches. */
function placeRect(r: LocalRect, x: number, y: number, c: number, s: number, out: Float64Array): Float64Array {
  const f0 = r[0];
  const f1 = r[1];
  const l0 = r[2];
  const l1 = r[3];
  out[0] = x + f0 * c - l0 * s;
  out[1] = y + f0 * s + l0 * c;
  out[2] = x + f1 * c - l0 * s;
  out[3] = y + f1 * s + l0 * c;
  out[4] = x + f1 * c - l1 * s;
  out[5] = y + f1 * s + l1 * c;
  out[6] = x + f0 * c - l1 * s;
  out[7] = y + f0 * s + l1 * c;
  return out;
}

function localPiecesOf(size: BaseSize, withGuides: boolean): LocalRect[] {
  return size === 'small'
    ? withGuides
      ? PIECES['small:1']!
      : PIECES['small:0']!
    : withGuides
      ? PIECES['large:1']!
      : PIECES['large:0']!;
}

/** The plain base square at a pose, CCW, mm. */
export function baseSquare(pose: Pose, size: BaseSize): ConvexPolygon {
  const h = pose.headingDeg * DEG;
  return placeRect(localPiecesOf(size, false)[0]!, pose.x, pose.y, Math.cos(h), Math.sin(h), new Float64Array(8));
}

/** The base as convex pieces: the square, plus the four guides when `withGuides`. */
export function basePieces(pose: Pose, size: BaseSize, withGuides = true): ConvexPolygon[] {
  const h = pose.headingDeg * DEG;
  const c = Math.cos(h);
  const s = Math.sin(h);
  const local = localPiecesOf(size, withGuides);
  const out: ConvexPolygon[] = new Array(local.length);
  for (let i = 0; i < local.length; i++) out[i] = placeRect(local[i]!, pose.x, pose.y, c, s, new Float64Array(8));
  return out;
}

/** Rewrites `pieces` (from basePieces with the same size and guides flag) for a new pose, without allocating. */
export function moveBasePieces(pieces: ConvexPolygon[], pose: Pose, size: BaseSize, withGuides = true): void {
  const h = pose.headingDeg * DEG;
  const c = Math.cos(h);
  const s = Math.sin(h);
  const local = localPiecesOf(size, withGuides);
  for (let i = 0; i < local.length; i++) placeRect(local[i]!, pose.x, pose.y, c, s, pieces[i]!);
}

/**
 * A base with guides seen as what it is, five rectangles sharing one frame: the centre (x, y), the unit
 * forward vector (c, s), each piece's centre in table mm and its half-extents along forward and left. Exact
 * rectangle tests on it need no polygon loops (collide.ts, frameSignedSeparation); the piece order is the
 * order of basePieces.
 */
export interface BaseFrame {
  size: BaseSize;
  x: number;
  y: number;
  c: number;
  s: number;
  /** Piece centres, table mm. */
  readonly px: Float64Array;
  readonly py: Float64Array;
  /** Piece half-extents along forward and left, and bounding-circle radii, mm (shared per size). */
  readonly hf: Float64Array;
  readonly hl: Float64Array;
  readonly radius: Float64Array;
  /** Bounding-circle radius of the whole base with guides, mm. */
  readonly rho: number;
}

interface LocalFrame {
  f: Float64Array;
  l: Float64Array;
  hf: Float64Array;
  hl: Float64Array;
  radius: Float64Array;
}

function localFrame(size: BaseSize): LocalFrame {
  const rects = localPiecesOf(size, true);
  const n = rects.length;
  const out = {
    f: new Float64Array(n),
    l: new Float64Array(n),
    hf: new Float64Array(n),
    hl: new Float64Array(n),
    radius: new Float64Array(n),
  };
  rects.forEach(([f0, f1, l0, l1], i) => {
    out.f[i] = (f0 + f1) / 2;
    out.l[i] = (l0 + l1) / 2;
    out.hf[i] = (f1 - f0) / 2;
    out.hl[i] = (l1 - l0) / 2;
    out.radius[i] = Math.sqrt(out.hf[i]! * out.hf[i]! + out.hl[i]! * out.hl[i]!);
  });
  return out;
}

const FRAMES: Readonly<Record<BaseSize, LocalFrame>> = { small: localFrame('small'), large: localFrame('large') };

/** A base frame (with guides) at a pose. */
export function baseFrame(pose: Pose, size: BaseSize): BaseFrame {
  const local = FRAMES[size];
  const n = local.f.length;
  const h = pose.headingDeg * DEG;
  const frame: BaseFrame = {
    size,
    x: 0,
    y: 0,
    c: 1,
    s: 0,
    px: new Float64Array(n),
    py: new Float64Array(n),
    hf: local.hf,
    hl: local.hl,
    radius: local.radius,
    rho: footprintRadiusMm(size),
  };
  moveBaseFrame(frame, pose.x, pose.y, Math.cos(h), Math.sin(h));
  return frame;
}

/** Moves a frame to centre (x, y) with unit forward vector (c, s), without allocating. */
export function moveBaseFrame(frame: BaseFrame, x: number, y: number, c: number, s: number): void {
  const local = FRAMES[frame.size];
  frame.x = x;
  frame.y = y;
  frame.c = c;
  frame.s = s;
  for (let i = 0; i < local.f.length; i++) {
    const f = local.f[i]!;
    const l = local.l[i]!;
    frame.px[i] = x + f * c - l * s;
    frame.py[i] = y + f * s + l * c;
  }
}

/** Radius of the circle around the base centre that holds the base and its guides, mm. */
export function footprintRadiusMm(size: BaseSize): number {
  return size === 'small' ? RHO_SMALL : RHO_LARGE;
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
