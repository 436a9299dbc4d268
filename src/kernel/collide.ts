/* eslint-disable @typescript-eslint/no-non-null-assertion -- flat Float64Array coordinate buffers and per-size piece tables, indexed in hot loops within their bounds. */
/**
 * Overlap tests between the kernel's shape kinds: base pieces (convex), obstacles (triangulated concave
 * polygons) and templates (rectangles or annular sectors). Bounding circles reject far pairs first.
 */
import { type Bounds, boundsOf, type ConvexPolygon, convexOverlap, convexSignedSeparation } from './convex.ts';
import type { BaseFrame } from './footprint.ts';
import type { PlacedObstacle } from './obstacle.ts';
import { sectorBounds, sectorOverlapsConvex, type SectorWedge, sectorWedge } from './sector.ts';
import type { TemplateShape } from './template.ts';

/** True when two bounding circles are apart by more than `marginMm`. */
export function circlesApart(a: Bounds, b: Bounds, marginMm = 0): boolean {
  const dx = a.cx - b.cx;
  const dy = a.cy - b.cy;
  const r = a.radius + b.radius + marginMm;
  return dx * dx + dy * dy > r * r;
}

/**
 * A template prepared for many overlap tests: its bounding circle and, for a sector, the trigonometry of its
 * wedge, computed once instead of for every polygon (a move tests its template against every obstacle and ship).
 */
export interface TemplateTester {
  shape: TemplateShape;
  bounds: Bounds;
  wedge: SectorWedge | null;
  /** Rectangle: outward unit edge normals (nx, ny) and offsets c, 4 × 3 numbers; empty for a sector. */
  edges: readonly number[];
}

// A sector's (empty) edge list, shared: nothing writes to it.
const NO_EDGES: readonly number[] = [];

/** Prepares a template for repeated overlap tests (the answers are those of the unprepared tests). */
export function templateTester(t: TemplateShape): TemplateTester {
  // A plain array: allocating a small typed array costs more than all twelve numbers (one per maneuver).
  const edges: number[] = [];
  if (t.kind === 'rect') {
    const p = t.polygon;
    for (let i = 0; i < 4; i++) {
      const j = (i + 1) % 4;
      const ex = p[2 * j]! - p[2 * i]!;
      const ey = p[2 * j + 1]! - p[2 * i + 1]!;
      const len = Math.sqrt(ex * ex + ey * ey);
      edges.push(ey / len, -ex / len, (ey * p[2 * i]! - ex * p[2 * i + 1]!) / len);
    }
  }
  if (t.kind === 'rect') return { shape: t, bounds: boundsOf(t.polygon), wedge: null, edges };
  const wedge = sectorWedge(t.sector);
  return { shape: t, bounds: sectorBounds(t.sector, wedge), wedge, edges: NO_EDGES };
}

function asTester(t: TemplateShape | TemplateTester): TemplateTester {
  return 'shape' in t ? t : templateTester(t);
}

// Slack for the circle rejections below (mm): far above rounding, far below anything that matters on a table.
const REJECT_SLACK_MM = 1e-9;

/**
 * True when the circle certainly misses the template's interior: beyond one of the rectangle's edges, or
 * outside the sector's annulus or beyond one of its two rays. Conservative by REJECT_SLACK_MM.
 */
export function templateMissesCircle(t: TemplateTester, c: Bounds): boolean {
  if (circlesApart(t.bounds, c, REJECT_SLACK_MM)) return true;
  const r = c.radius + REJECT_SLACK_MM;
  const shape = t.shape;
  if (shape.kind === 'rect') {
    const e = t.edges;
    for (let i = 0; i < 12; i += 3) if (e[i]! * c.cx + e[i + 1]! * c.cy - e[i + 2]! > r) return true;
    return false;
  }
  const s = shape.sector;
  const w = t.wedge!;
  const dx = c.cx - s.cx;
  const dy = c.cy - s.cy;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d - r >= s.outerMm || d + r <= s.innerMm) return true;
  // The wedge is {c0·dy − s0·dx > 0} ∩ {c1·dy − s1·dx < 0} (opening ≤ 180°), with unit normals.
  return w.c0 * dy - w.s0 * dx <= -r || w.c1 * dy - w.s1 * dx >= r;
}

function testerOverlapsConvex(t: TemplateTester, poly: ConvexPolygon): boolean {
  const shape = t.shape;
  return shape.kind === 'rect'
    ? convexOverlap(shape.polygon, poly)
    : sectorOverlapsConvex(shape.sector, poly, t.wedge!);
}

/** True when a template's interior meets a convex polygon's interior. */
export function templateOverlapsConvex(t: TemplateShape | TemplateTester, poly: ConvexPolygon): boolean {
  return testerOverlapsConvex(asTester(t), poly);
}

const triangleBoundsCache = new WeakMap<PlacedObstacle, Bounds[]>();

/** Bounding circles of an obstacle's triangles (placed obstacles do not change, so once per obstacle). */
function triangleBounds(o: PlacedObstacle): Bounds[] {
  let b = triangleBoundsCache.get(o);
  if (!b || b.length !== o.triangles.length) {
    b = o.triangles.map(boundsOf);
    triangleBoundsCache.set(o, b);
  }
  return b;
}

/** True when any of the convex pieces overlaps the obstacle's true (concave) outline. */
export function piecesOverlapObstacle(pieces: readonly ConvexPolygon[], o: PlacedObstacle): boolean {
  let tb: Bounds[] | null = null;
  for (const piece of pieces) {
    const pb = boundsOf(piece);
    if (circlesApart(pb, o.bounds)) continue;
    tb ??= triangleBounds(o);
    for (let i = 0; i < o.triangles.length; i++) {
      if (circlesApart(pb, tb[i]!, REJECT_SLACK_MM)) continue;
      if (convexOverlap(piece, o.triangles[i]!)) return true;
    }
  }
  return false;
}

/** True when a template overlaps an obstacle's true outline. */
export function templateOverlapsObstacle(t: TemplateShape | TemplateTester, o: PlacedObstacle): boolean {
  const tt = asTester(t);
  if (circlesApart(tt.bounds, o.bounds)) return false;
  if (templateMissesCircle(tt, o.bounds)) return false;
  const tb = triangleBounds(o);
  for (let i = 0; i < o.triangles.length; i++) {
    if (templateMissesCircle(tt, tb[i]!)) continue;
    if (testerOverlapsConvex(tt, o.triangles[i]!)) return true;
  }
  return false;
}

/** True when a template overlaps any of a base's convex pieces. */
export function templateOverlapsPieces(t: TemplateShape | TemplateTester, pieces: readonly ConvexPolygon[]): boolean {
  const tt = asTester(t);
  for (const piece of pieces) if (testerOverlapsConvex(tt, piece)) return true;
  return false;
}

/** True when two sets of convex pieces overlap (some pair's interiors intersect). */
export function piecesOverlap(a: readonly ConvexPolygon[], b: readonly ConvexPolygon[]): boolean {
  for (const pa of a) for (const pb of b) if (convexOverlap(pa, pb)) return true;
  return false;
}

/**
 * Signed separation of two unions of convex pieces, mm: distance when apart, minus the deepest pairwise
 * penetration when overlapping. Pairs whose bounding circles are farther apart than `cutoffMm` are skipped
 * (their separation cannot be the minimum), so pass the best value found so far.
 */
export function piecesSignedSeparation(
  a: readonly ConvexPolygon[],
  aBounds: readonly Bounds[],
  b: readonly ConvexPolygon[],
  bBounds: readonly Bounds[],
  cutoffMm = Infinity,
): number {
  let best = cutoffMm;
  for (let i = 0; i < a.length; i++) {
    for (let k = 0; k < b.length; k++) {
      const ba = aBounds[i]!;
      const bb = bBounds[k]!;
      const lower = Math.hypot(ba.cx - bb.cx, ba.cy - bb.cy) - ba.radius - bb.radius;
      if (lower >= best) continue;
      const s = convexSignedSeparation(a[i]!, b[k]!);
      if (s < best) best = s;
    }
  }
  return best;
}

/**
 * Signed separation of two bases with guides given as frames, mm: the same quantity as piecesSignedSeparation
 * on their basePieces (distance when apart, minus the deepest pairwise penetration), computed in closed form.
 * Every piece is a rectangle in its base's frame, so SAT needs only the two frames' four axes, and the
 * distance of separated rectangles is the smallest corner-to-rectangle distance. Pairs whose bounding circles
 * are farther apart than `cutoffMm` are skipped, as in piecesSignedSeparation.
 */
export function frameSignedSeparation(a: BaseFrame, b: BaseFrame, cutoffMm = Infinity): number {
  const ca = a.c;
  const sa = a.s;
  const cb = b.c;
  const sb = b.s;
  // Fa·Fb = La·Lb = dot; La·Fb = crs; Fa·Lb = −crs.
  const dot = ca * cb + sa * sb;
  const crs = ca * sb - sa * cb;
  const al = Math.abs(dot);
  const be = Math.abs(crs);
  let best = cutoffMm;
  const na = a.px.length;
  const nb = b.px.length;
  for (let i = 0; i < na; i++) {
    const axi = a.px[i]!;
    const ayi = a.py[i]!;
    const hfi = a.hf[i]!;
    const hli = a.hl[i]!;
    const ri = a.radius[i]!;
    for (let k = 0; k < nb; k++) {
      const dx = b.px[k]! - axi;
      const dy = b.py[k]! - ayi;
      // Bounding circles: the pair cannot beat `best` when even their circles are that far apart.
      const reach = best + ri + b.radius[k]!;
      if (reach <= 0 || dx * dx + dy * dy >= reach * reach) continue;
      const hfk = b.hf[k]!;
      const hlk = b.hl[k]!;
      const ua = dx * ca + dy * sa;
      const va = dy * ca - dx * sa;
      const ub = dx * cb + dy * sb;
      const vb = dy * cb - dx * sb;
      let gap = Math.abs(ua) - hfi - (hfk * al + hlk * be);
      let g = Math.abs(va) - hli - (hfk * be + hlk * al);
      if (g > gap) gap = g;
      g = Math.abs(ub) - hfk - (hfi * al + hli * be);
      if (g > gap) gap = g;
      g = Math.abs(vb) - hlk - (hfi * be + hli * al);
      if (g > gap) gap = g;
      // A positive SAT gap is a lower bound on the distance: only compute the distance when it can win.
      if (gap > 0) {
        if (gap >= best) continue;
        gap = rectDistance(ua, va, ub, vb, hfi, hli, hfk, hlk, dot, crs);
      }
      if (gap < best) best = gap;
    }
  }
  return best;
}

/**
 * Distance between two separated rectangles (centres d apart; d in a's frame (ua, va), in b's (ub, vb)): the
 * smallest distance from a corner of either to the other rectangle, whose closest points always include a
 * corner.
 */
function rectDistance(
  ua: number,
  va: number,
  ub: number,
  vb: number,
  hfi: number,
  hli: number,
  hfk: number,
  hlk: number,
  dot: number,
  crs: number,
): number {
  let best = Infinity;
  for (let s1 = -1; s1 <= 1; s1 += 2) {
    for (let s2 = -1; s2 <= 1; s2 += 2) {
      // Corner of a in b's frame, relative to b's centre.
      let u = Math.abs(-ub + s1 * hfi * dot + s2 * hli * crs) - hfk;
      let v = Math.abs(-vb - s1 * hfi * crs + s2 * hli * dot) - hlk;
      if (u < 0) u = 0;
      if (v < 0) v = 0;
      let d2 = u * u + v * v;
      if (d2 < best) best = d2;
      // Corner of b in a's frame, relative to a's centre.
      u = Math.abs(ua + s1 * hfk * dot - s2 * hlk * crs) - hfi;
      v = Math.abs(va + s1 * hfk * crs + s2 * hlk * dot) - hli;
      if (u < 0) u = 0;
      if (v < 0) v = 0;
      d2 = u * u + v * v;
      if (d2 < best) best = d2;
    }
  }
  return Math.sqrt(best);
}

/** True when two bases with guides overlap (the predicate frameSignedSeparation < 0, with early exit). */
export function framesOverlap(a: BaseFrame, b: BaseFrame): boolean {
  const ca = a.c;
  const sa = a.s;
  const cb = b.c;
  const sb = b.s;
  const al = Math.abs(ca * cb + sa * sb);
  const be = Math.abs(ca * sb - sa * cb);
  for (let i = 0; i < a.px.length; i++) {
    const hfi = a.hf[i]!;
    const hli = a.hl[i]!;
    const ri = a.radius[i]!;
    for (let k = 0; k < b.px.length; k++) {
      const dx = b.px[k]! - a.px[i]!;
      const dy = b.py[k]! - a.py[i]!;
      const reach = ri + b.radius[k]!;
      if (dx * dx + dy * dy >= reach * reach) continue;
      const hfk = b.hf[k]!;
      const hlk = b.hl[k]!;
      if (Math.abs(dx * ca + dy * sa) - hfi - (hfk * al + hlk * be) >= 0) continue;
      if (Math.abs(dy * ca - dx * sa) - hli - (hfk * be + hlk * al) >= 0) continue;
      if (Math.abs(dx * cb + dy * sb) - hfk - (hfi * al + hli * be) >= 0) continue;
      if (Math.abs(dy * cb - dx * sb) - hlk - (hfi * be + hli * al) >= 0) continue;
      return true;
    }
  }
  return false;
}
