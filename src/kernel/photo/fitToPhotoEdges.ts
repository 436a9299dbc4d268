/**
 * A piece's placement refined against the photo's own edges: its known outline (a ship's square base, an
 * obstacle token's traced outline), placed where the user's marks put it, is projected into the photo; points
 * every pixel or so along each side are moved across it to the picture's edge, taken back to the table, and
 * the outline is fitted to them all (edgeFit.ts). A whole side carries a hundred points where a click is one,
 * so the placement is far truer than the marks — unless the edges are hidden or not where the marks say, in
 * which case the marks are kept, with the reason.
 */
import { BASE_SIDE_MM, type BaseSize } from '../constants.ts';
import { deltaDeg, normalizeDeg, type Point, type Pose } from '../pose.ts';
import { fitConvexOutlineToPixels, type PixelFit } from './outlinePixelFit.ts';
import { fitSidesToEdgePoints, type SidePoint } from './edgeFit.ts';
import { applyHomography, type Homography } from './homography.ts';
import type { RigidPlacement } from './rigidFit.ts';
import { placePoint } from './rigidFit.ts';
import { edgePointsAlong, type PhotoWindowSource } from './segmentEdges.ts';

/** The two directions of a photo's calibration (calibration.ts). */
export interface PhotoMaps {
  photoToTable: Homography;
  tableToPhoto: Homography;
}

/** A refined placement and what was done, or why the marks were kept. */
export type EdgeRefinement =
  | {
      ok: true;
      placement: RigidPlacement;
      /** How far the refinement moved the piece's centre, mm, and turned it, degrees. */
      movedMm: number;
      turnedDeg: number;
      /** The edge points' rms distance from the fitted outline (those that counted), mm. */
      rmsResidualMm: number;
      points: number;
      inliers: number;
    }
  | { ok: false; reason: string };

/** Refinement settings: corners skipped by 3 then 2 px; moves over 5 px's worth of table refused. */
export const PHOTO_EDGE_OPTIONS = {
  cornerSkipPx: [3, 2],
  maxMovePx: 5,
  minInlierShare: 0.4,
  minPoints: 12,
  /** A fit whose edge points lie further than this from the outline (rms, photo px) found another edge. */
  maxRmsPx: 0.5,
};

/**
 * The fit again without each side of a few-sided outline (a base) in turn, the best that agrees with the rest:
 * a strong edge just inside one side (a printed stripe, the token's arc lines) draws that side's points off the
 * base's real edge, and the other sides still fix the pose. Null when no side's removal brings the fit within
 * `maxRmsMm`, or the outline has too many sides for one to matter (an obstacle).
 */
function fitLeavingOneSideOut(
  start: RigidPlacement,
  points: readonly SidePoint[],
  outline: readonly Point[],
  tolMm: number,
  maxRmsMm: number,
): { fit: NonNullable<ReturnType<typeof fitSidesToEdgePoints>>; left: number } | null {
  if (outline.length > 4) return null;
  let best: { fit: NonNullable<ReturnType<typeof fitSidesToEdgePoints>>; left: number } | null = null;
  for (const [i, a] of outline.entries()) {
    const kept = points.filter((pt) => pt.a !== a);
    const fit = kept.length < points.length ? fitSidesToEdgePoints(start, kept, tolMm) : null;
    if (fit && fit.rmsResidualMm <= maxRmsMm && (!best || fit.rmsResidualMm < best.fit.rmsResidualMm))
      best = { fit, left: i };
  }
  return best;
}

/** Table mm per photo px round a photo point (mean of the two axes). */
export function mmPerPxAt(maps: PhotoMaps, photoPx: Point): number {
  const a = applyHomography(maps.photoToTable, photoPx);
  const bx = applyHomography(maps.photoToTable, { x: photoPx.x + 1, y: photoPx.y });
  const by = applyHomography(maps.photoToTable, { x: photoPx.x, y: photoPx.y + 1 });
  if (!a || !bx || !by) return NaN;
  return (Math.hypot(bx.x - a.x, bx.y - a.y) + Math.hypot(by.x - a.x, by.y - a.y)) / 2;
}

/** True where the outline turns by more than 45° at vertex i: a corner, whose neighbourhood is skipped. */
function isCorner(outline: readonly Point[], i: number): boolean {
  const n = outline.length;
  const p = outline[(i - 1 + n) % n] ?? { x: 0, y: 0 };
  const q = outline[i] ?? p;
  const r = outline[(i + 1) % n] ?? q;
  const a1 = Math.atan2(q.y - p.y, q.x - p.x);
  const a2 = Math.atan2(r.y - q.y, r.x - q.x);
  return Math.abs(deltaDeg(a2 / (Math.PI / 180), a1 / (Math.PI / 180))) > 45;
}

/** Edge points round the outline placed at p, paired with their sides; or why there are none. */
function sidePointsAt(
  source: PhotoWindowSource,
  maps: PhotoMaps,
  outline: readonly Point[],
  p: RigidPlacement,
  skipPx: number,
): SidePoint[] | string {
  const verts: Point[] = [];
  for (const v of outline) {
    const q = applyHomography(maps.tableToPhoto, placePoint(p, v));
    if (!q) return 'the piece lies beyond the table’s horizon';
    verts.push(q);
  }
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const v of verts) {
    box.x0 = Math.min(box.x0, v.x);
    box.y0 = Math.min(box.y0, v.y);
    box.x1 = Math.max(box.x1, v.x);
    box.y1 = Math.max(box.y1, v.y);
  }
  const centre = { x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 };
  const half = Math.ceil(Math.max(box.x1 - box.x0, box.y1 - box.y0) / 2 + 10);
  const win = source(centre, half);
  if (!win) return 'the piece is off the picture';
  const out: SidePoint[] = [];
  outline.forEach((a, i) => {
    const j = (i + 1) % outline.length;
    const b = outline[j] ?? a;
    // A traced outline's short sides lose at most a quarter of their length at each corner.
    const skip = Math.min(
      skipPx,
      Math.hypot((verts[j]?.x ?? 0) - (verts[i]?.x ?? 0), (verts[j]?.y ?? 0) - (verts[i]?.y ?? 0)) / 4,
    );
    const sampling = {
      stepPx: 1,
      skipStartPx: isCorner(outline, i) ? skip : 0.3,
      skipEndPx: isCorner(outline, j) ? skip : 0.3,
      maxShiftPx: 3,
    };
    for (const pt of edgePointsAlong(win, verts[i] ?? centre, verts[j] ?? centre, sampling)) {
      const tableMm = applyHomography(maps.photoToTable, pt);
      if (tableMm) out.push({ tableMm, a, b });
    }
  });
  return out;
}

/**
 * The outline (local mm, as placed by `start`) refined to the photo's edges: two rounds of sampling and
 * fitting, the second round sampled where the first put it.
 */
export function refineOutlineInPhoto(
  source: PhotoWindowSource,
  maps: PhotoMaps,
  outline: readonly Point[],
  start: RigidPlacement,
  options: Partial<typeof PHOTO_EDGE_OPTIONS> = {},
): EdgeRefinement {
  const o = { ...PHOTO_EDGE_OPTIONS, ...options };
  const centrePx = applyHomography(maps.tableToPhoto, start);
  const mmPerPx = centrePx ? mmPerPxAt(maps, centrePx) : NaN;
  if (!Number.isFinite(mmPerPx)) return { ok: false, reason: 'the piece lies beyond the table’s horizon' };
  let p = start;
  let last: { rms: number; points: number; inliers: number } = { rms: 0, points: 0, inliers: 0 };
  let sampled: SidePoint[] = [];
  for (const skipPx of o.cornerSkipPx) {
    const points = sidePointsAt(source, maps, outline, p, skipPx);
    if (typeof points === 'string') return { ok: false, reason: points };
    if (points.length < o.minPoints) return { ok: false, reason: 'no clear edges where the marks put it' };
    const fit = fitSidesToEdgePoints(p, points, 0.1 * mmPerPx);
    if (!fit) return { ok: false, reason: 'the edges found do not fix its place' };
    p = fit.placement;
    sampled = points;
    last = { rms: fit.rmsResidualMm, points: points.length, inliers: fit.inliers };
  }
  if (last.rms > o.maxRmsPx * mmPerPx) {
    const without = fitLeavingOneSideOut(start, sampled, outline, 0.1 * mmPerPx, o.maxRmsPx * mmPerPx);
    if (!without)
      return {
        ok: false,
        reason: `its edges in the photo disagree with its outline (${(last.rms / mmPerPx).toFixed(1)} px rms): another edge lies close by`,
      };
    p = without.fit.placement;
    last = { rms: without.fit.rmsResidualMm, points: last.points, inliers: without.fit.inliers };
  }
  const movedMm = Math.hypot(p.x - start.x, p.y - start.y);
  const turnedDeg = Math.abs(deltaDeg(p.rotationDeg, start.rotationDeg));
  const reach = outline.reduce((m, v) => Math.max(m, Math.hypot(v.x, v.y)), 0);
  if (movedMm + reach * turnedDeg * (Math.PI / 180) > o.maxMovePx * mmPerPx)
    return { ok: false, reason: `the edges found are over ${o.maxMovePx} px from the marks` };
  if (last.inliers < o.minInlierShare * last.points)
    return { ok: false, reason: 'too few of its edge points agree (hidden, or another edge nearby)' };
  return {
    ok: true,
    placement: { ...p, rotationDeg: normalizeDeg(p.rotationDeg) },
    movedMm,
    turnedDeg,
    rmsResidualMm: last.rms,
    points: last.points,
    inliers: last.inliers,
  };
}

/** A ship base's outline, ship-local mm (x forward, y left), counter-clockwise. */
export function baseOutline(size: BaseSize): Point[] {
  const h = BASE_SIDE_MM[size] / 2;
  return [
    { x: h, y: h },
    { x: -h, y: h },
    { x: -h, y: -h },
    { x: h, y: -h },
  ];
}

/**
 * A ship's refinement: the edge fit (edge points along each side) and then the pixel fit
 * (outlinePixelFit.ts) from where the edge fit put it, or from the marks if it kept them. The placement is the
 * pixel fit's where the picture is blurred (σ at least SHARP_BELOW_PX) or the edge fit failed, else the edge
 * fit's: in a sharp picture a blurred corner's rounding, the edge points' bias the pixel fit removes, is below
 * a tenth of a pixel, while a picture sampled without blur makes every edge a staircase no blurred model fits.
 * (Obstacle tokens keep the edge fit: their outlines are long, no model lies over them, and on the sweep the
 * pixel fit of a roundish token turned it more than its edges did.)
 */
export type ShipRefinement =
  | {
      ok: true;
      placement: RigidPlacement;
      movedMm: number;
      turnedDeg: number;
      edges: EdgeRefinement;
      pixels: PixelFit;
      /** True when the placement is the pixel fit's. */
      byPixels: boolean;
    }
  | { ok: false; reason: string };

/** The blur (σ, px) below which a picture counts as sharp and its edges decide. */
export const SHARP_BELOW_PX = 0.6;

/** A ship's pose (from its marked corners) refined to its base's edges, then its pixels, in the photo. */
export function refineShipPoseInPhoto(
  source: PhotoWindowSource,
  maps: PhotoMaps,
  pose: Pose,
  size: BaseSize,
): ShipRefinement {
  const outline = baseOutline(size);
  const start = { x: pose.x, y: pose.y, rotationDeg: pose.headingDeg };
  const edges = refineOutlineInPhoto(source, maps, outline, start);
  const pixels = fitConvexOutlineToPixels(source, maps, outline, edges.ok ? edges.placement : start);
  if (!edges.ok && !pixels.ok) return { ok: false, reason: `${edges.reason}; ${pixels.reason}` };
  const byPixels = pixels.ok && (!edges.ok || pixels.blurPx >= SHARP_BELOW_PX);
  const p = byPixels && pixels.ok ? pixels.placement : edges.ok ? edges.placement : start;
  const movedMm = Math.hypot(p.x - start.x, p.y - start.y);
  const turnedDeg = Math.abs(deltaDeg(p.rotationDeg, start.rotationDeg));
  const placement = { ...p, rotationDeg: normalizeDeg(p.rotationDeg) };
  return { ok: true, placement, movedMm, turnedDeg, edges, pixels, byPixels };
}
