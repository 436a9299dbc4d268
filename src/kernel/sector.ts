/* eslint-disable @typescript-eslint/no-non-null-assertion -- flat Float64Array polygons indexed within their bounds in template overlap tests. */
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

/**
 * Cosine and sine of the sector's start, end and middle angles, and its interior point (mm): computed once per
 * sector rather than for every edge tested against it.
 */
export interface SectorWedge {
  c0: number;
  s0: number;
  c1: number;
  s1: number;
  cm: number;
  sm: number;
  mx: number;
  my: number;
}

/** The trigonometry of a sector's tests (the same values each test would compute on its own). */
export function sectorWedge(s: AnnularSector): SectorWedge {
  const e = s.startRad + s.sweepRad;
  const a = s.startRad + s.sweepRad / 2;
  const r = (s.innerMm + s.outerMm) / 2;
  const cm = Math.cos(a);
  const sm = Math.sin(a);
  return {
    c0: Math.cos(s.startRad),
    s0: Math.sin(s.startRad),
    c1: Math.cos(e),
    s1: Math.sin(e),
    cm,
    sm,
    mx: s.cx + r * cm,
    my: s.cy + r * sm,
  };
}

/** True when (px, py) is strictly inside the sector. */
export function pointInSector(s: AnnularSector, px: number, py: number, w: SectorWedge = sectorWedge(s)): boolean {
  const dx = px - s.cx;
  const dy = py - s.cy;
  const r2 = dx * dx + dy * dy;
  if (r2 <= s.innerMm * s.innerMm || r2 >= s.outerMm * s.outerMm) return false;
  // Inside the start ray's left side and the end ray's right side (opening ≤ 180°).
  return w.c0 * dy - w.s0 * dx > 0 && w.c1 * dy - w.s1 * dx < 0;
}

/**
 * True when the open segment (ax, ay)–(bx, by) passes through the sector's interior: the intersection of
 * [0, 1], the wedge's half-plane intervals, inside the outer circle and outside the inner circle is non-empty.
 * Allocation-free: it runs for every edge of every polygon tested against a template.
 */
export function segmentCrossesSector(
  s: AnnularSector,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  w: SectorWedge = sectorWedge(s),
): boolean {
  const ox = ax - s.cx;
  const oy = ay - s.cy;
  const ex = bx - ax;
  const ey = by - ay;
  let lo = 0;
  let hi = 1;
  // Wedge half-planes: n·(o + t e) > 0 for the start ray's left normal (−s0, c0), < 0 for the end ray's (s1, −c1).
  for (let k = 0; k < 2; k++) {
    const nx = k === 0 ? -w.s0 : w.s1;
    const ny = k === 0 ? w.c0 : -w.c1;
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
  // Parameter interval where the segment is strictly inside a circle of radius r: roots of a t² + 2b t + c.
  const a = ex * ex + ey * ey;
  const b = ox * ex + oy * ey;
  const o2 = ox * ox + oy * oy;
  const cOuter = o2 - s.outerMm * s.outerMm;
  const discOuter = b * b - a * cOuter;
  if (a === 0 || discOuter <= 0) return false;
  const qOuter = Math.sqrt(discOuter);
  lo = Math.max(lo, (-b - qOuter) / a);
  hi = Math.min(hi, (-b + qOuter) / a);
  if (lo >= hi) return false;
  const cInner = o2 - s.innerMm * s.innerMm;
  const discInner = b * b - a * cInner;
  if (discInner <= 0) return true;
  const qInner = Math.sqrt(discInner);
  // The remaining interval minus the inner disc's open interval must keep a piece of positive length.
  return lo < (-b - qInner) / a || hi > (-b + qInner) / a;
}

/**
 * True when the interiors of a convex polygon and a sector intersect: some edge passes through the sector,
 * or (no edge meeting it) the sector lies wholly inside the polygon.
 */
export function sectorOverlapsConvex(s: AnnularSector, poly: ConvexPolygon, w: SectorWedge = sectorWedge(s)): boolean {
  const n = poly.length / 2;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    if (segmentCrossesSector(s, poly[2 * i]!, poly[2 * i + 1]!, poly[2 * j]!, poly[2 * j + 1]!, w)) return true;
  }
  for (let i = 0; i < n; i++) if (pointInSector(s, poly[2 * i]!, poly[2 * i + 1]!, w)) return true;
  return pointInConvex(poly, w.mx, w.my);
}

/** Bounding circle of a sector (centre of the chord midpoint region, conservative). */
export function sectorBounds(
  s: AnnularSector,
  w: SectorWedge = sectorWedge(s),
): { cx: number; cy: number; radius: number } {
  // Conservative: the circle through the sector's extreme points around the mid-radius mid-angle point.
  // The four corners, then the outer and inner mid-arc points (no arrays: it runs for every template).
  let r = 0;
  for (let k = 0; k < 6; k++) {
    const c = k < 2 ? w.c0 : k < 4 ? w.c1 : w.cm;
    const sn = k < 2 ? w.s0 : k < 4 ? w.s1 : w.sm;
    const rad = k === 0 || k === 2 || k === 5 ? s.innerMm : s.outerMm;
    const dx = s.cx + rad * c - w.mx;
    const dy = s.cy + rad * sn - w.my;
    r = Math.max(r, Math.sqrt(dx * dx + dy * dy));
  }
  // The outer arc bulges at most outer·(1 − cos(half)) beyond its chord; add it to stay conservative.
  return { cx: w.mx, cy: w.my, radius: r + s.outerMm * (1 - Math.cos(s.sweepRad / 2)) };
}
