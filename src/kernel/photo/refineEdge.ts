/**
 * An edge mark (a point on an obstacle token's outline) refined from the picture, below a pixel: the edge's
 * normal from the gradients round the mark (the structure tensor's main direction), and the mark moved along
 * it to where the picture changes fastest: the centroid of the gradient across the edge over a short stretch
 * of it, repeated round each new point until it moves less than the tolerance. The centroid, not a parabola
 * through the largest sampled change: a parabola is pulled towards pixel centres (0.1–0.2 px for a sharp
 * photo), while the centroid of the gradient across a blurred step is its middle for any blur the same both
 * sides. Only the distance across the edge is refined: where along the edge a point lies does not matter to
 * the outline fit.
 */
import type { Point } from '../pose.ts';
import { type GrayImage, hasGradient, noiseOf, sobelAt } from './grayImage.ts';
import { eigenvalues2, type RefinedMark, type RefineOptions } from './refineCorner.ts';

/** Edge refinement's settings: normal from a 9 px window, gradients ±3.5 px across and ±3 px along, 3 px at most. */
export const EDGE_OPTIONS: RefineOptions & {
  searchPx: number;
  alongPx: number;
  profilePx: number;
  minCoherence: number;
} = {
  windowPx: 4,
  tolerancePx: 0.01,
  maxIterations: 20,
  maxShiftPx: 3,
  minContrast: 5,
  searchPx: 3.5,
  alongPx: 3,
  // σ of the Gaussian weighting across the edge, px.
  profilePx: 1.5,
  // (λ₁ − λ₂) / (λ₁ + λ₂) of the structure tensor: near 1 for one straight edge, near 0 for a corner or noise.
  minCoherence: 0.5,
};

/** The unit normal of the edge round `c` (pixel-centre coordinates), or why there is no clear edge. */
function edgeNormal(img: GrayImage, c: Point, o: typeof EDGE_OPTIONS): Point | string {
  let a = 0;
  let b = 0;
  let d = 0;
  const mags: number[] = [];
  const cx = Math.round(c.x);
  const cy = Math.round(c.y);
  const r = Math.ceil(o.windowPx + o.searchPx);
  for (let y = cy - r; y <= cy + r; y++)
    for (let x = cx - r; x <= cx + r; x++) {
      if (!hasGradient(img, x, y)) continue;
      const g = sobelAt(img, x, y);
      mags.push(Math.hypot(g.x, g.y));
      const r2 = (x - c.x) ** 2 + (y - c.y) ** 2;
      if (r2 > o.windowPx ** 2) continue;
      const w = Math.exp(-r2 / (2 * (o.windowPx / 2) ** 2));
      a += w * g.x * g.x;
      b += w * g.x * g.y;
      d += w * g.y * g.y;
    }
  if (mags.length < 25) return 'the mark is too near the picture’s edge';
  if (mags.reduce((m, v) => Math.max(m, v), 0) < o.minContrast * noiseOf(mags)) return 'no clear edge near it';
  const [small, large] = eigenvalues2(a, b, d);
  if (!(large > 0) || (large - small) / (large + small) < o.minCoherence) return 'no single clear edge near it';
  // The eigenvector of the larger eigenvalue: the direction the picture changes in.
  const v = Math.abs(b) > 1e-12 ? { x: large - d, y: b } : a >= d ? { x: 1, y: 0 } : { x: 0, y: 1 };
  const n = Math.hypot(v.x, v.y);
  return { x: v.x / n, y: v.y / n };
}

/** The centroid (px along `n` from `c`) of the gradient across the edge, or null with no gradient across it. */
function acrossCentroid(img: GrayImage, c: Point, n: Point, o: typeof EDGE_OPTIONS): number | null {
  let sum = 0;
  let w0 = 0;
  let ws = 0;
  const cells: { s: number; across: number }[] = [];
  const r = o.searchPx + o.alongPx;
  for (let y = Math.ceil(c.y - r); y <= c.y + r; y++)
    for (let x = Math.ceil(c.x - r); x <= c.x + r; x++) {
      const s = (x - c.x) * n.x + (y - c.y) * n.y;
      const u = -(x - c.x) * n.y + (y - c.y) * n.x;
      if (Math.abs(u) > o.alongPx || Math.abs(s) > o.searchPx || !hasGradient(img, x, y)) continue;
      const g = sobelAt(img, x, y);
      cells.push({ s, across: g.x * n.x + g.y * n.y });
      sum += g.x * n.x + g.y * n.y;
    }
  const sign = Math.sign(sum) || 1;
  for (const cell of cells) {
    // Weighted by a Gaussian across the edge: pixels far from it carry only noise.
    const w = Math.max(0, sign * cell.across) * Math.exp(-(cell.s * cell.s) / (2 * o.profilePx ** 2));
    w0 += w;
    ws += w * cell.s;
  }
  return w0 > 0 ? ws / w0 : null;
}

/**
 * The edge point nearest a mark (on an obstacle token's outline), below a pixel across the edge; the mark kept,
 * with the reason, when there is no single clear edge near it or the edge is more than `maxShiftPx` away. Marks
 * are photo px with pixel (0, 0) spanning 0–1.
 */
export function refineEdge(img: GrayImage, mark: Point, options: Partial<typeof EDGE_OPTIONS> = {}): RefinedMark {
  const o = { ...EDGE_OPTIONS, ...options };
  let c = { x: mark.x - 0.5, y: mark.y - 0.5 };
  for (let i = 1; i <= o.maxIterations; i++) {
    const n = edgeNormal(img, c, o);
    if (typeof n === 'string') return { ok: false, point: mark, reason: n };
    const t = acrossCentroid(img, c, n, o);
    if (t === null) return { ok: false, point: mark, reason: 'no clear edge near it' };
    c = { x: c.x + t * n.x, y: c.y + t * n.y };
    const point = { x: c.x + 0.5, y: c.y + 0.5 };
    const shiftPx = Math.hypot(point.x - mark.x, point.y - mark.y);
    if (!(shiftPx <= o.maxShiftPx))
      return { ok: false, point: mark, reason: `the nearest edge is more than ${o.maxShiftPx} px away` };
    if (Math.abs(t) < o.tolerancePx) return { ok: true, point, shiftPx, iterations: i };
  }
  return { ok: false, point: mark, reason: 'the edge did not settle' };
}
