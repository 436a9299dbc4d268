/**
 * An edge crossed along a known direction: where a straight line through a point meets the edge of the
 * picture's contrast, below a pixel. The direction comes from the piece's known outline (projected into the
 * photo), not from the pixels, so that many points along a long edge each cost only a short profile, and a
 * point near a corner or under another piece is not turned towards that piece's edge.
 */
import type { Point } from '../pose.ts';
import { type GrayImage, hasGradient, sobelAt } from './grayImage.ts';

/** An edge crossing: where (photo px of the image), which way the grey rises (±1 along n), and how strongly. */
export interface EdgeCrossing {
  point: Point;
  polarity: number;
  strength: number;
}

/** Profile settings: ±2.5 px across, ±1 px along, Gaussian σ 1.5 px across, 3 px of travel at most. */
export const PROFILE_OPTIONS = { searchPx: 2.5, alongPx: 1, sigmaPx: 1.5, maxShiftPx: 3, tolerancePx: 0.01 };

/** The gradient across the edge round c (pixel-centre coordinates): its centroid along n and its mean. */
function profileAt(img: GrayImage, c: Point, n: Point, o: typeof PROFILE_OPTIONS) {
  const cells: { s: number; across: number }[] = [];
  let sum = 0;
  const r = o.searchPx + o.alongPx;
  for (let y = Math.ceil(c.y - r); y <= c.y + r; y++)
    for (let x = Math.ceil(c.x - r); x <= c.x + r; x++) {
      const s = (x - c.x) * n.x + (y - c.y) * n.y;
      const u = -(x - c.x) * n.y + (y - c.y) * n.x;
      if (Math.abs(u) > o.alongPx || Math.abs(s) > o.searchPx || !hasGradient(img, x, y)) continue;
      const g = sobelAt(img, x, y);
      const across = g.x * n.x + g.y * n.y;
      cells.push({ s, across });
      sum += across;
    }
  const sign = Math.sign(sum) || 1;
  let w0 = 0;
  let ws = 0;
  for (const cell of cells) {
    // Weighted by a Gaussian across the edge: pixels far from it carry only noise.
    const w = Math.max(0, sign * cell.across) * Math.exp(-(cell.s * cell.s) / (2 * o.sigmaPx ** 2));
    w0 += w;
    ws += w * cell.s;
  }
  return w0 > 0 && cells.length > 0 ? { t: ws / w0, sign, strength: (sign * sum) / cells.length } : null;
}

/**
 * The edge crossed by the line through `p` along the unit normal `n` (photo px, pixel (0, 0) spanning 0–1):
 * the centroid of the gradient across it, repeated round each new point until it settles; null when there is
 * no gradient, it does not settle, or it lies more than maxShiftPx away.
 */
export function edgeAlongNormal(
  img: GrayImage,
  p: Point,
  n: Point,
  options: Partial<typeof PROFILE_OPTIONS> = {},
): EdgeCrossing | null {
  const o = { ...PROFILE_OPTIONS, ...options };
  let total = 0;
  for (let i = 0; i < 12; i++) {
    const c = { x: p.x - 0.5 + total * n.x, y: p.y - 0.5 + total * n.y };
    const prof = profileAt(img, c, n, o);
    if (!prof) return null;
    total += prof.t;
    if (Math.abs(total) > o.maxShiftPx) return null;
    if (Math.abs(prof.t) < o.tolerancePx)
      return { point: { x: p.x + total * n.x, y: p.y + total * n.y }, polarity: prof.sign, strength: prof.strength };
  }
  return null;
}
