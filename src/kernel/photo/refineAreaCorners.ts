/**
 * The play area's corners refined from its edges: a corner's tip is a few pixels, but the two edges meeting
 * there are hundreds. Near each marked corner, points every couple of pixels along both edges (the photo's
 * straight line between the marked corners) are moved across to the picture's edge; a line is fitted to each
 * edge's points (total least squares, reweighted so that stray points stop counting) and the corner is where
 * the two lines cross. Only the third of each edge nearest the corner is used, so a lens's slight bending of
 * long lines does not move it. A corner whose edges are unclear, or whose crossing is far from its mark, is
 * kept where it was marked, with the reason.
 */
import type { Point } from '../pose.ts';
import { edgePointsAlong, type PhotoWindowSource } from './segmentEdges.ts';

/** One corner: refined, or kept with the reason. */
export type RefinedCorner =
  | { ok: true; point: Point; movedPx: number; rmsPx: number; points: number }
  | { ok: false; point: Point; reason: string };

/** Settings: a third of each edge, points every 2 px from 6 px off the corner, windows of 48 px, 3 px at most. */
export const AREA_EDGE_OPTIONS = { share: 1 / 3, stepPx: 2, skipPx: 6, chunkPx: 48, maxMovePx: 3, minPoints: 20 };

/** A line: a point on it and its unit direction; with the rms distance of its points. */
interface FittedLine {
  at: Point;
  dir: Point;
  rmsPx: number;
}

/** The total-least-squares line through weighted points. */
function tls(points: readonly Point[], w: readonly number[]): { at: Point; dir: Point } {
  const sw = w.reduce((a, b) => a + b, 0) || 1;
  const at = {
    x: points.reduce((s, p, i) => s + (w[i] ?? 0) * p.x, 0) / sw,
    y: points.reduce((s, p, i) => s + (w[i] ?? 0) * p.y, 0) / sw,
  };
  let xx = 0;
  let xy = 0;
  let yy = 0;
  points.forEach((p, i) => {
    const wi = w[i] ?? 0;
    xx += wi * (p.x - at.x) ** 2;
    xy += wi * (p.x - at.x) * (p.y - at.y);
    yy += wi * (p.y - at.y) ** 2;
  });
  const angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  return { at, dir: { x: Math.cos(angle), y: Math.sin(angle) } };
}

/** A line fitted robustly (Tukey's biweight, four rounds) to points. */
function robustLine(points: readonly Point[]): FittedLine {
  let w = points.map(() => 1);
  let line = tls(points, w);
  const dist = (l: { at: Point; dir: Point }) =>
    points.map((p) => (p.x - l.at.x) * -l.dir.y + (p.y - l.at.y) * l.dir.x);
  for (let round = 0; round < 4; round++) {
    const rs = dist(line);
    const abs = rs.map(Math.abs).sort((a, b) => a - b);
    const c = 4.685 * Math.max(0.05, 1.4826 * (abs[Math.floor(abs.length / 2)] ?? 0));
    w = rs.map((r) => (Math.abs(r) < c ? (1 - (r / c) ** 2) ** 2 : 0));
    line = tls(points, w);
  }
  const rs = dist(line).filter((_, i) => (w[i] ?? 0) > 0);
  return { ...line, rmsPx: Math.sqrt(rs.reduce((a, r) => a + r * r, 0) / Math.max(1, rs.length)) };
}

/** Edge points along the stretch from `from` towards `to`, its first `share`, read in windows. */
function pointsNear(source: PhotoWindowSource, from: Point, to: Point, o: typeof AREA_EDGE_OPTIONS): Point[] {
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  const reach = len * o.share;
  const d = { x: (to.x - from.x) / len, y: (to.y - from.y) / len };
  const out: Point[] = [];
  for (let s = o.skipPx; s < reach; s += o.chunkPx) {
    const e = Math.min(reach, s + o.chunkPx);
    const a = { x: from.x + s * d.x, y: from.y + s * d.y };
    const b = { x: from.x + e * d.x, y: from.y + e * d.y };
    const win = source({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, Math.ceil((e - s) / 2 + 10));
    if (!win) continue;
    for (const q of edgePointsAlong(win, a, b, { stepPx: o.stepPx, skipStartPx: 0, skipEndPx: 0, maxShiftPx: 3 }))
      out.push(q);
  }
  return out;
}

/** Where two lines cross; null when (nearly) parallel. */
function cross(l: FittedLine, m: FittedLine): Point | null {
  const det = l.dir.x * m.dir.y - l.dir.y * m.dir.x;
  if (Math.abs(det) < 1e-6) return null;
  const t = ((m.at.x - l.at.x) * m.dir.y - (m.at.y - l.at.y) * m.dir.x) / det;
  return { x: l.at.x + t * l.dir.x, y: l.at.y + t * l.dir.y };
}

/** The four marked corners (photo px, in order round the area) refined from their edges. */
export function refineAreaCorners(
  source: PhotoWindowSource,
  cornersPx: readonly Point[],
  options: Partial<typeof AREA_EDGE_OPTIONS> = {},
): RefinedCorner[] {
  const o = { ...AREA_EDGE_OPTIONS, ...options };
  const n = cornersPx.length;
  return cornersPx.map((c, i) => {
    const prev = cornersPx[(i - 1 + n) % n] ?? c;
    const next = cornersPx[(i + 1) % n] ?? c;
    const a = pointsNear(source, c, prev, o);
    const b = pointsNear(source, c, next, o);
    if (a.length < o.minPoints || b.length < o.minPoints)
      return { ok: false, point: c, reason: 'its edges are not clear in the photo' };
    const la = robustLine(a);
    const lb = robustLine(b);
    const p = cross(la, lb);
    if (!p) return { ok: false, point: c, reason: 'its edges look parallel' };
    const movedPx = Math.hypot(p.x - c.x, p.y - c.y);
    if (movedPx > o.maxMovePx)
      return { ok: false, point: c, reason: `its edges meet ${movedPx.toFixed(1)} px from the mark` };
    return { ok: true, point: p, movedPx, rmsPx: Math.max(la.rmsPx, lb.rmsPx), points: a.length + b.length };
  });
}
