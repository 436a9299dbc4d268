/**
 * A corner mark refined from the picture itself, below a pixel, as camera-calibration tools do (OpenCV's
 * cornerSubPix): every pixel p near the corner q whose gradient g is not zero lies on an edge through q, so
 * g · (q − p) = 0. Least squares over a window, Σ w g gᵀ q = Σ w g gᵀ p, solved again round each new estimate
 * until it moves less than a twentieth of a pixel. That is biased for the corner of a flat piece (an L, not a
 * chessboard's X): blur rounds the tip, and the gradients there point off both edges, by 0.1–0.3 px. So the
 * corner is then found again as the meeting point of its two edges' lines, fitted away from the tip
 * (cornerLines.ts), until it moves less than the tolerance.
 */
import type { Point } from '../pose.ts';
import { cornerFromLines } from './cornerLines.ts';
import { type GrayImage, hasGradient, noiseOf, sobelAt } from './grayImage.ts';

/** How a mark is refined, and when it is refused. */
export interface RefineOptions {
  /** Half the window's side, px. */
  windowPx: number;
  /** Stop when an iteration moves the estimate less than this, px. */
  tolerancePx: number;
  maxIterations: number;
  /** Refuse (keep the mark) when the refined point is further than this from the mark, px. */
  maxShiftPx: number;
  /** Refuse when the strongest gradient is under this many times the noise's (no clear feature). */
  minContrast: number;
}

/** A mark refined from the picture, or kept where it was placed, with why. */
export type RefinedMark =
  | { ok: true; point: Point; shiftPx: number; iterations: number }
  | { ok: false; point: Point; reason: string };

/** Corner refinement's settings: a 17 px window, 0.01 px tolerance, 20 iterations, at most 3 px away. */
export const CORNER_OPTIONS: RefineOptions & { minCornerness: number } = {
  windowPx: 8,
  tolerancePx: 0.01,
  maxIterations: 20,
  maxShiftPx: 3,
  minContrast: 5,
  // The structure tensor's smaller over larger eigenvalue: below it the window holds one edge, not a corner.
  minCornerness: 0.05,
};

/** Eigenvalues (small, large) of a symmetric 2 × 2 matrix [a b; b c]. */
export function eigenvalues2(a: number, b: number, c: number): [number, number] {
  const mean = (a + c) / 2;
  const r = Math.hypot((a - c) / 2, b);
  return [mean - r, mean + r];
}

/** The least-squares corner round `c` (pixel-centre coordinates), or why there is none. */
function cornerStep(img: GrayImage, c: Point, o: typeof CORNER_OPTIONS): Point | string {
  let a = 0;
  let b = 0;
  let d = 0;
  let bx = 0;
  let by = 0;
  const sigma2 = (o.windowPx / 1.5) ** 2;
  const mags: number[] = [];
  for (let y = Math.ceil(c.y - o.windowPx); y <= Math.floor(c.y + o.windowPx); y++)
    for (let x = Math.ceil(c.x - o.windowPx); x <= Math.floor(c.x + o.windowPx); x++) {
      if (!hasGradient(img, x, y)) continue;
      const g = sobelAt(img, x, y);
      mags.push(Math.hypot(g.x, g.y));
      const r2 = (x - c.x) ** 2 + (y - c.y) ** 2;
      const w = Math.exp(-r2 / (2 * sigma2));
      const gxx = w * g.x * g.x;
      const gxy = w * g.x * g.y;
      const gyy = w * g.y * g.y;
      a += gxx;
      b += gxy;
      d += gyy;
      bx += gxx * x + gxy * y;
      by += gxy * x + gyy * y;
    }
  if (mags.length < 25) return 'the mark is too near the picture’s edge';
  if (mags.reduce((m, v) => Math.max(m, v), 0) < o.minContrast * noiseOf(mags)) return 'no clear corner near it';
  const [small, large] = eigenvalues2(a, b, d);
  if (!(large > 0) || small / large < o.minCornerness) return 'no clear corner near it (only an edge)';
  const det = a * d - b * b;
  return { x: (d * bx - b * by) / det, y: (a * by - b * bx) / det };
}

/** The corner by gradient orthogonality from the mark (pixel-centre coordinates), to a twentieth of a pixel. */
function roughCorner(img: GrayImage, c: Point, o: typeof CORNER_OPTIONS): Point | string {
  for (let i = 1; i <= o.maxIterations; i++) {
    const q = cornerStep(img, c, o);
    if (typeof q === 'string') return q;
    const step = Math.hypot(q.x - c.x, q.y - c.y);
    c = q;
    if (step < 0.05) return c;
  }
  return 'the corner did not settle';
}

/**
 * The corner nearest a mark (a base's or the mat's corner), below a pixel; the mark kept, with the reason, when
 * the window holds no clear corner or the corner found is more than `maxShiftPx` away. Marks are photo px with
 * pixel (0, 0) spanning 0–1.
 */
export function refineCorner(img: GrayImage, mark: Point, options: Partial<typeof CORNER_OPTIONS> = {}): RefinedMark {
  const o = { ...CORNER_OPTIONS, ...options };
  const rough = roughCorner(img, { x: mark.x - 0.5, y: mark.y - 0.5 }, o);
  if (typeof rough === 'string') return { ok: false, point: mark, reason: rough };
  let c = rough;
  const recent: Point[] = [];
  for (let i = 1; i <= o.maxIterations; i++) {
    const q = cornerFromLines(img, c);
    if (typeof q === 'string') return { ok: false, point: mark, reason: q };
    const step = Math.hypot(q.x - c.x, q.y - c.y);
    c = q;
    recent.push(q);
    const point = { x: c.x + 0.5, y: c.y + 0.5 };
    const shiftPx = Math.hypot(point.x - mark.x, point.y - mark.y);
    if (!(shiftPx <= o.maxShiftPx))
      return { ok: false, point: mark, reason: `the nearest corner is more than ${o.maxShiftPx} px away` };
    if (step < o.tolerancePx) return { ok: true, point, shiftPx, iterations: i };
  }
  // Pixels entering and leaving the arms as the estimate moves can keep it hopping by a few hundredths of a
  // pixel: when the last five estimates lie within a tenth of a pixel, their mean is the corner.
  const last = recent.slice(-5);
  const mean = {
    x: last.reduce((a, p) => a + p.x, 0) / last.length,
    y: last.reduce((a, p) => a + p.y, 0) / last.length,
  };
  if (last.every((p) => Math.hypot(p.x - mean.x, p.y - mean.y) < 0.1)) {
    const point = { x: mean.x + 0.5, y: mean.y + 0.5 };
    return { ok: true, point, shiftPx: Math.hypot(point.x - mark.x, point.y - mark.y), iterations: o.maxIterations };
  }
  return { ok: false, point: mark, reason: 'the corner did not settle' };
}
