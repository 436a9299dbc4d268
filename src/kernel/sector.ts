/**
 * Annular sectors (the curved templates): the region between two concentric circles and two rays from
 * their centre, with an opening of at most 180°. Overlap tests are exact: each polygon edge is intersected in
 * closed form with the open annulus (two quadratics) and the open wedge (two half-planes).
 */
import { type ConvexPolygon, pointInConvex } from './convex.ts';

/** An annular sector: centre (mm), inner and outer radius (mm), start angle and counter-clockwise sweep (rad). */
export interface AnnularSector {
  cx: number;
  cy: number;
  innerMm: number;
  outerMm: number;
  startRad: number;
  /** Counter-clockwise opening, rad, in (0, π]. */
  sweepRad: number;
}

/** True when (px, py) is strictly inside the sector. */
export function pointInSector(s: AnnularSector, px: number, py: number): boolean {
  const dx = px - s.cx;
  const dy = py - s.cy;
  const r2 = dx * dx + dy * dy;
  if (r2 <= s.innerMm * s.innerMm || r2 >= s.outerMm * s.outerMm) return false;
  return inOpenWedge(s, dx, dy);
}

function inOpenWedge(s: AnnularSector, dx: number, dy: number): boolean {
  // Inside the start ray's left side and the end ray's right side (opening ≤ 180°).
  const c0 = Math.cos(s.startRad);
  const s0 = Math.sin(s.startRad);
  const e = s.startRad + s.sweepRad;
  const c1 = Math.cos(e);
  const s1 = Math.sin(e);
  return c0 * dy - s0 * dx > 0 && c1 * dy - s1 * dx < 0;
}

/** Parameter interval (t0, t1) ⊂ [0, 1] where a segment is strictly inside a circle of radius r; null if none. */
function insideCircle(ox: number, oy: number, ex: number, ey: number, r: number): [number, number] | null {
  const a = ex * ex + ey * ey;
  const b = ox * ex + oy * ey;
  const c = ox * ox + oy * oy - r * r;
  const disc = b * b - a * c;
  if (a === 0 || disc <= 0) return null;
  const q = Math.sqrt(disc);
  return [(-b - q) / a, (-b + q) / a];
}

/**
 * True when the open segment (ax, ay)–(bx, by) passes through the sector's interior: the intersection of
 * [0, 1], the wedge's half-plane intervals, inside the outer circle and outside the inner circle is non-empty.
 */
export function segmentCrossesSector(s: AnnularSector, ax: number, ay: number, bx: number, by: number): boolean {
  const ox = ax - s.cx;
  const oy = ay - s.cy;
  const ex = bx - ax;
  const ey = by - ay;
  let lo = 0;
  let hi = 1;
  // Wedge half-planes: n·(o + t e) > 0 for the start ray's left normal, < 0 for the end ray's.
  const e1 = s.startRad + s.sweepRad;
  const planes: [number, number][] = [
    [-Math.sin(s.startRad), Math.cos(s.startRad)],
    [Math.sin(e1), -Math.cos(e1)],
  ];
  for (const [nx, ny] of planes) {
    const f0 = nx * ox + ny * oy;
    const df = nx * ex + ny * ey;
    if (df === 0) {
      if (f0 <= 0) return false;
    } else {
      const t = -f0 / df;
      if (df > 0) lo = Math.max(lo, t);
      else hi = Math.min(hi, t);
    }
    if (lo >= hi) return false;
  }
  const outer = insideCircle(ox, oy, ex, ey, s.outerMm);
  if (!outer) return false;
  lo = Math.max(lo, outer[0]);
  hi = Math.min(hi, outer[1]);
  if (lo >= hi) return false;
  const inner = insideCircle(ox, oy, ex, ey, s.innerMm);
  if (!inner) return true;
  // The remaining interval minus the inner disc's open interval must keep a piece of positive length.
  return lo < inner[0] || hi > inner[1];
}

/** A point strictly inside the sector: the middle of its mid-radius arc. */
export function sectorInteriorPoint(s: AnnularSector): { x: number; y: number } {
  const r = (s.innerMm + s.outerMm) / 2;
  const a = s.startRad + s.sweepRad / 2;
  return { x: s.cx + r * Math.cos(a), y: s.cy + r * Math.sin(a) };
}

/**
 * True when the interiors of a convex polygon and a sector intersect: some edge passes through the sector,
 * or (no edge meeting it) the sector lies wholly inside the polygon.
 */
export function sectorOverlapsConvex(s: AnnularSector, poly: ConvexPolygon): boolean {
  const n = poly.length / 2;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    if (segmentCrossesSector(s, poly[2 * i]!, poly[2 * i + 1]!, poly[2 * j]!, poly[2 * j + 1]!)) return true;
  }
  for (let i = 0; i < n; i++) if (pointInSector(s, poly[2 * i]!, poly[2 * i + 1]!)) return true;
  const m = sectorInteriorPoint(s);
  return pointInConvex(poly, m.x, m.y);
}

/** Bounding circle of a sector (centre of the chord midpoint region, conservative). */
export function sectorBounds(s: AnnularSector): { cx: number; cy: number; radius: number } {
  // Conservative: the circle through the sector's extreme points around the mid-radius mid-angle point.
  const m = sectorInteriorPoint(s);
  const half = s.sweepRad / 2;
  const a = s.startRad + half;
  const corners = [
    [s.startRad, s.innerMm],
    [s.startRad, s.outerMm],
    [s.startRad + s.sweepRad, s.innerMm],
    [s.startRad + s.sweepRad, s.outerMm],
    [a, s.outerMm],
    [a, s.innerMm],
  ] as const;
  let r = 0;
  for (const [ang, rad] of corners) {
    r = Math.max(r, Math.hypot(s.cx + rad * Math.cos(ang) - m.x, s.cy + rad * Math.sin(ang) - m.y));
  }
  // The outer arc bulges at most outer·(1 − cos(half)) beyond its chord; add it to stay conservative.
  return { cx: m.x, cy: m.y, radius: r + s.outerMm * (1 - Math.cos(half)) };
}
