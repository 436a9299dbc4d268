/**
 * Firing arcs (rules: FIRING ARC, AUXILIARY FIRING ARC, TURRET PRIMARY WEAPON). Every arc is a convex region
 * of the table bounded by at most two rays or one line through the base centre, so the part of a target's
 * base inside an arc is the base clipped by at most two half-planes. The arc lines themselves count as
 * inside: a base that only touches an arc line is in arc.
 */
import { type BaseSize, DEG, PRIMARY_ARC_HALF_ANGLE_DEG } from './constants.ts';
import { clipHalfPlane, type ConvexPolygon } from './convex.ts';
import type { Pose } from './pose.ts';

/** The arcs a 1st-edition ship can have. `aux180` is the half-plane ahead of the line through the side midpoints. */
export type ArcKind = 'primary' | 'rear' | 'aux180' | 'turret';

/** Every arc kind, in a stable order. */
export const ARC_KINDS: readonly ArcKind[] = ['primary', 'rear', 'aux180', 'turret'];

/** A half-plane n·p ≤ c (n a unit vector, c in mm). */
export interface HalfPlane {
  nx: number;
  ny: number;
  c: number;
}

/**
 * The half-planes whose intersection is the arc of a ship at `pose`: two for the 80.90° / 84.05° wedges
 * (primary, rear), one for the 180° auxiliary arc, none for a turret.
 */
export function arcHalfPlanes(pose: Pose, size: BaseSize, arc: ArcKind): HalfPlane[] {
  if (arc === 'turret') return [];
  const h = pose.headingDeg * DEG;
  if (arc === 'aux180') {
    // Ahead of the side-midpoint line: forward·(p − centre) ≥ 0.
    const fx = Math.cos(h);
    const fy = Math.sin(h);
    return [{ nx: -fx, ny: -fy, c: -(fx * pose.x + fy * pose.y) }];
  }
  const axis = arc === 'primary' ? h : h + Math.PI;
  const half = PRIMARY_ARC_HALF_ANGLE_DEG[size] * DEG;
  // Left ray at axis + half: inside lies to its right; right ray at axis − half: inside lies to its left.
  const la = axis + half;
  const ra = axis - half;
  const left = { nx: -Math.sin(la), ny: Math.cos(la) };
  const right = { nx: Math.sin(ra), ny: -Math.cos(ra) };
  return [
    { ...left, c: left.nx * pose.x + left.ny * pose.y },
    { ...right, c: right.nx * pose.x + right.ny * pose.y },
  ];
}

/** The part of a convex polygon inside an arc (closed), as a convex polygon; fewer than 3 points when none. */
export function clipToArc(poly: ConvexPolygon, planes: readonly HalfPlane[]): ConvexPolygon {
  let out = poly;
  for (const p of planes) {
    out = clipHalfPlane(out, p.nx, p.ny, p.c);
    if (out.length < 2) break;
  }
  return out;
}

/** True when any point of the convex polygon lies in the arc (closed: touching an arc line counts). */
export function polygonInArc(poly: ConvexPolygon, planes: readonly HalfPlane[]): boolean {
  return clipToArc(poly, planes).length >= 2;
}
