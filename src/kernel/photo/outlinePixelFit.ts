/**
 * A ship base's placement fitted to the photo's pixels themselves ("analysis by synthesis"): the picture a
 * flat convex piece of known outline would make, blurred (outlinePicture.ts), is compared pixel by pixel with the photo
 * in a band round its outline, and the placement, the blur and the two greys (piece, mat) are solved by
 * robust Gauss-Newton. Why not only edge points: on a small base in a small photo (20 px a side at 1 MP) a
 * blurred corner rounds its edges inwards for 3–4 px from each end and a ship model lying close inside a side
 * pulls that side's edge points by up to a pixel; the picture's own model has no such bias, and pixels on the
 * model (a grey the piece does not predict), with their blurred neighbours, stop counting.
 */
import type { Point } from '../pose.ts';
import type { PhotoMaps } from './fitToPhotoEdges.ts';
import type { GrayWindow } from './grayImage.ts';
import { applyHomography } from './homography.ts';
import { convexPicture, isConvex, type OutlinePicture } from './outlinePicture.ts';
import { placePoint, type RigidPlacement } from './rigidFit.ts';
import type { PhotoWindowSource } from './segmentEdges.ts';

/** Settings: the band round the outline (px in, px out), the iterations, the weights' least grey scale. */
export const PIXEL_FIT_OPTIONS = {
  insidePx: 3,
  outsidePx: 4.5,
  maxIterations: 40,
  floorGrey: 0.01,
  minInlierShare: 0.25,
  /** The most the fit may move any vertex from where it started, px. */
  maxMovePx: 3,
  /** Residuals over this many σ mark a pixel as not the piece's; its neighbours within 2 blur σ go too. */
  suspectSigmas: 2.5,
};

/** The fitted placement, the blur found (σ, px), the inliers' rms misfit (grey levels) and counts; or why not. */
export type PixelFit =
  | { ok: true; placement: RigidPlacement; blurPx: number; rmsGrey: number; pixels: number; inliers: number }
  | { ok: false; reason: string };

/** The geometric unknowns: placement (mm, deg) and blur σ (px). */
interface Shape {
  x: number;
  y: number;
  rotationDeg: number;
  blurPx: number;
}

/**
 * A band pixel: its centre (photo px), its grey, its distance out of the start's outline (px), and the side
 * it lies by (each side has its own two greys).
 */
interface BandPixel {
  q: Point;
  grey: number;
  out: number;
  region: number;
}

/**
 * The greys, side by side: the piece's and the mat's. Per side, because neither is one grey: a base's token
 * has a coloured stripe along its front and printed arcs, and a mat has its picture.
 */
interface Greys {
  inside: number[];
  outside: number[];
}

/** What the fit works on. */
interface FitInput {
  maps: PhotoMaps;
  outline: readonly Point[];
  start: RigidPlacement;
  px: readonly BandPixel[];
  regions: number;
  o: typeof PIXEL_FIT_OPTIONS;
}

/** The fit's state: the shape and the two greys. */
interface FitState {
  shape: Shape;
  greys: Greys;
}

/** The outline's vertices in the photo under a placement, or null when one lies beyond the horizon. */
function verticesOf(f: Pick<FitInput, 'maps' | 'outline'>, s: RigidPlacement): Point[] | null {
  const pts: Point[] = [];
  for (const v of f.outline) {
    const q = applyHomography(f.maps.tableToPhoto, placePoint(s, v));
    if (!q) return null;
    pts.push(q);
  }
  return pts;
}

/** The outline's picture in the photo under a shape, or null when a vertex lies beyond the horizon. */
function pictureOf(f: Pick<FitInput, 'maps' | 'outline'>, s: RigidPlacement): OutlinePicture | null {
  const pts = verticesOf(f, s);
  return pts ? convexPicture(pts) : null;
}

/** The pixel centres (photo px) within the band round the outline, with their grey levels and sides. */
function bandPixels(win: GrayWindow, picture: OutlinePicture, o: typeof PIXEL_FIT_OPTIONS): BandPixel[] {
  const out: BandPixel[] = [];
  const { image, originPx } = win;
  for (let y = 0; y < image.heightPx; y++)
    for (let x = 0; x < image.widthPx; x++) {
      const q = { x: originPx.x + x + 0.5, y: originPx.y + y + 0.5 };
      const d = picture.distanceOut(q);
      if (d < -o.insidePx || d > o.outsidePx) continue;
      out.push({ q, grey: image.data[y * image.widthPx + x] ?? 0, out: d, region: picture.sideOf(q) });
    }
  return out;
}

/** The robust scale of residuals: 1.4826 × their median absolute value, at least `floor`. */
function robustSigma(rs: readonly number[], floor: number): number {
  const abs = rs.map(Math.abs).sort((a, b) => a - b);
  return Math.max(floor, 1.4826 * (abs[Math.floor(abs.length / 2)] ?? 0));
}

/** Tukey biweights of residuals at 4.685 robust σ. */
function tukey(rs: readonly number[], floor: number): number[] {
  const c = 4.685 * robustSigma(rs, floor);
  return rs.map((r) => (Math.abs(r) < c ? (1 - (r / c) ** 2) ** 2 : 0));
}

/** Solves A x = b (n × n, row-major) by Gaussian elimination with pivoting; null when singular. */
function solveLinear(a: readonly number[], b: readonly number[], n: number): number[] | null {
  const m = a.slice();
  const v = b.slice();
  const at = (i: number, j: number) => m[i * n + j] ?? 0;
  for (let k = 0; k < n; k++) {
    let piv = k;
    for (let i = k + 1; i < n; i++) if (Math.abs(at(i, k)) > Math.abs(at(piv, k))) piv = i;
    if (!(Math.abs(at(piv, k)) > 1e-12)) return null;
    for (let j = 0; j < n; j++) [m[k * n + j], m[piv * n + j]] = [at(piv, j), at(k, j)];
    [v[k], v[piv]] = [v[piv] ?? 0, v[k] ?? 0];
    for (let i = k + 1; i < n; i++) {
      const f = at(i, k) / at(k, k);
      for (let j = k; j < n; j++) m[i * n + j] = at(i, j) - f * at(k, j);
      v[i] = (v[i] ?? 0) - f * (v[k] ?? 0);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = v[i] ?? 0;
    for (let j = i + 1; j < n; j++) s -= at(i, j) * (x[j] ?? 0);
    x[i] = s / at(i, i);
  }
  return x;
}

/** The coverage of every band pixel under a shape, or null beyond the horizon. */
function coverages(f: FitInput, s: Shape): number[] | null {
  const picture = pictureOf(f, s);
  return picture ? f.px.map((p) => picture.coverage(p.q, s.blurPx)) : null;
}

/** Each band pixel's misfit under a state; null beyond the horizon. */
function residuals(f: FitInput, st: FitState): number[] | null {
  const cov = coverages(f, st.shape);
  const { inside, outside } = st.greys;
  return cov
    ? f.px.map((p, i) => {
        const o = outside[p.region] ?? 0;
        return p.grey - (o + ((inside[p.region] ?? 0) - o) * (cov[i] ?? 0));
      })
    : null;
}

/** Finite-difference steps of the shape's unknowns: 0.01 mm, 0.01 mm, 0.01°, 0.01 px. */
const STEPS = { x: 0.01, y: 0.01, rotationDeg: 0.01, blurPx: 0.01 };
const KEYS = ['x', 'y', 'rotationDeg', 'blurPx'] as const;

/** Each band pixel's coverage and its derivatives by the shape's unknowns (central differences). */
function coverageJacobian(f: FitInput, s: Shape): { cov: number[]; derivs: number[][] } | null {
  const cov = coverages(f, s);
  if (!cov) return null;
  const derivs: number[][] = [];
  for (const key of KEYS) {
    const h = STEPS[key];
    const up = coverages(f, { ...s, [key]: s[key] + h });
    const down = coverages(f, { ...s, [key]: s[key] - h });
    if (!up || !down) return null;
    derivs.push(up.map((u, i) => (u - (down[i] ?? 0)) / (2 * h)));
  }
  return { cov, derivs };
}

/** One weighted Gauss-Newton step over the shape and every side's two greys; null when the pixels do not fix it. */
function gaussNewtonStep(f: FitInput, st: FitState, weights: readonly number[]): FitState | null {
  const jac = coverageJacobian(f, st.shape);
  if (!jac) return null;
  // Unknowns: x, y, turn, blur, then each side's inside and outside grey (4 + 2k, 5 + 2k).
  const n = 4 + 2 * f.regions;
  const a = new Array<number>(n * n).fill(0);
  const b = new Array<number>(n).fill(0);
  const cols = [0, 1, 2, 3, 0, 0];
  const j = [0, 0, 0, 0, 0, 0];
  f.px.forEach((p, i) => {
    const w = weights[i] ?? 0;
    if (w <= 0) return;
    const c = jac.cov[i] ?? 0;
    const inside = st.greys.inside[p.region] ?? 0;
    const outside = st.greys.outside[p.region] ?? 0;
    const r = p.grey - (outside + (inside - outside) * c);
    for (let k = 0; k < 4; k++) j[k] = (inside - outside) * (jac.derivs[k]?.[i] ?? 0);
    [j[4], j[5], cols[4], cols[5]] = [c, 1 - c, 4 + 2 * p.region, 5 + 2 * p.region];
    for (let u = 0; u < 6; u++) {
      const cu = cols[u] ?? 0;
      b[cu] = (b[cu] ?? 0) + w * (j[u] ?? 0) * r;
      for (let v = 0; v < 6; v++)
        a[cu * n + (cols[v] ?? 0)] = (a[cu * n + (cols[v] ?? 0)] ?? 0) + w * (j[u] ?? 0) * (j[v] ?? 0);
    }
  });
  // A side with no counted pixels keeps its greys (its columns would make the system singular).
  for (let k = 4; k < n; k++) if (!((a[k * n + k] ?? 0) > 0)) a[k * n + k] = 1;
  const d = solveLinear(a, b, n);
  if (!d) return null;
  const [dx = 0, dy = 0, dr = 0, db = 0] = d;
  const s = st.shape;
  return {
    shape: { x: s.x + dx, y: s.y + dy, rotationDeg: s.rotationDeg + dr, blurPx: Math.max(0.2, s.blurPx + db) },
    greys: {
      inside: st.greys.inside.map((g, k) => g + (d[4 + 2 * k] ?? 0)),
      outside: st.greys.outside.map((g, k) => g + (d[5 + 2 * k] ?? 0)),
    },
  };
}

/** The median of a list (0 when empty). */
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * The greys' starting guess, side by side: the median grey of the rim just inside the outline (0.5–2 px
 * in, where a model over a base rarely reaches) and of the mat beyond the blur (2 px out and further); the
 * whole outline's where a side has none.
 */
function startGreys(px: readonly BandPixel[], regions: number): Greys {
  const rim = (p: BandPixel) => p.out <= -0.5 && p.out >= -2;
  const mat = (p: BandPixel) => p.out >= 2;
  const all = { inside: median(px.filter(rim).map((p) => p.grey)), outside: median(px.filter(mat).map((p) => p.grey)) };
  const per = (keep: (p: BandPixel) => boolean, k: number, fallback: number) => {
    const greys = px.filter((p) => p.region === k && keep(p)).map((p) => p.grey);
    return greys.length > 0 ? median(greys) : fallback;
  };
  return {
    inside: Array.from({ length: regions }, (_, k) => per(rim, k, all.inside)),
    outside: Array.from({ length: regions }, (_, k) => per(mat, k, all.outside)),
  };
}

/** How far the outline's vertices lie apart in the photo between two placements, px (the largest). */
function vertexShiftPx(f: FitInput, a: RigidPlacement, b: RigidPlacement): number {
  let most = 0;
  for (const v of f.outline) {
    const p = applyHomography(f.maps.tableToPhoto, placePoint(a, v));
    const q = applyHomography(f.maps.tableToPhoto, placePoint(b, v));
    most = p && q ? Math.max(most, Math.hypot(p.x - q.x, p.y - q.y)) : Infinity;
  }
  return most;
}

/** Tukey weights of the state's residuals, zero where `mask` is 0; null beyond the horizon. */
function weightsOf(f: FitInput, st: FitState, mask: readonly number[]): number[] | null {
  const rs = residuals(f, st);
  return rs ? tukey(rs, f.o.floorGrey).map((w, i) => w * (mask[i] ?? 0)) : null;
}

/** Robust Gauss-Newton from `from` to convergence, the pixels outside `mask` left out; or why it failed. */
function iterate(f: FitInput, from: FitState, mask: readonly number[]): FitState | string {
  let st = from;
  let weights = weightsOf(f, st, mask);
  for (let it = 0; weights && it < f.o.maxIterations; it++) {
    const next = gaussNewtonStep(f, st, weights);
    if (!next) return 'its pixels do not fix its place';
    if (!(vertexShiftPx(f, f.start, next.shape) <= f.o.maxMovePx))
      return `its pixels put it over ${f.o.maxMovePx} px from where it started`;
    const moved =
      Math.hypot(next.shape.x - st.shape.x, next.shape.y - st.shape.y) +
      Math.abs(next.shape.rotationDeg - st.shape.rotationDeg);
    st = next;
    weights = weightsOf(f, st, mask);
    if (moved < 1e-6) break;
  }
  return weights ? st : 'the piece lies beyond the table’s horizon';
}

/**
 * The pixels that still count after a first fit: none within `radiusPx` of one the fit explains worse than
 * the noise allows, since a model's edge blurred into the band shifts the grey of its neighbours by less than
 * the weights can tell.
 */
function haloMask(f: FitInput, st: FitState, radiusPx: number): number[] {
  const rs = residuals(f, st) ?? [];
  const limit = f.o.suspectSigmas * robustSigma(rs, f.o.floorGrey);
  const suspects = f.px.filter((_, i) => Math.abs(rs[i] ?? 0) > limit).map((p) => p.q);
  const r2 = radiusPx * radiusPx;
  return f.px.map((p) => (suspects.some((q) => (q.x - p.q.x) ** 2 + (q.y - p.q.y) ** 2 <= r2) ? 0 : 1));
}

/** The band's pixels round the start, or why there are none. */
function fitInput(
  source: PhotoWindowSource,
  maps: PhotoMaps,
  outline: readonly Point[],
  start: RigidPlacement,
  o: typeof PIXEL_FIT_OPTIONS,
): FitInput | string {
  const pts = verticesOf({ maps, outline }, start);
  const centre = applyHomography(maps.tableToPhoto, start);
  if (!pts || !centre) return 'the piece lies beyond the table’s horizon';
  const picture = convexPicture(pts);
  let reach = 0;
  for (const v of outline) {
    const q = applyHomography(maps.tableToPhoto, placePoint(start, v));
    if (q) reach = Math.max(reach, Math.hypot(q.x - centre.x, q.y - centre.y));
  }
  const win = source(centre, Math.ceil(reach + o.outsidePx + 2));
  if (!win) return 'the piece is off the picture';
  return { maps, outline, start, px: bandPixels(win, picture, o), regions: outline.length, o };
}

/**
 * A convex outline's placement (a ship's base; local mm, as `start` places it) fitted to the photo's pixels round it; the start
 * should be within a pixel or two (the edge fit's or the marks' placement). Two passes: the second without
 * the pixels the first could not explain and their blurred neighbours.
 */
export function fitConvexOutlineToPixels(
  source: PhotoWindowSource,
  maps: PhotoMaps,
  outline: readonly Point[],
  start: RigidPlacement,
  options: Partial<typeof PIXEL_FIT_OPTIONS> = {},
): PixelFit {
  const o = { ...PIXEL_FIT_OPTIONS, ...options };
  if (!isConvex(outline)) return { ok: false, reason: 'only a convex outline (a ship’s base) is fitted to pixels' };
  const f = fitInput(source, maps, outline, start, o);
  if (typeof f === 'string') return { ok: false, reason: f };
  const greys = startGreys(f.px, f.regions);
  if (!greys.inside.some((g, k) => Math.abs(g - (greys.outside[k] ?? g)) >= 0.02))
    return { ok: false, reason: 'it does not stand out' };
  const all = f.px.map(() => 1);
  const first = iterate(f, { shape: { ...start, blurPx: 1 }, greys }, all);
  if (typeof first === 'string') return { ok: false, reason: first };
  const mask = haloMask(f, first, Math.max(1.5, 2 * first.shape.blurPx));
  const kept = mask.filter((m) => m > 0).length >= o.minInlierShare * f.px.length;
  const second = kept ? iterate(f, first, mask) : first;
  const st = typeof second === 'string' ? first : second;
  const w = weightsOf(f, st, kept ? mask : all) ?? [];
  const inl = (residuals(f, st) ?? []).filter((_, i) => (w[i] ?? 0) > 0);
  if (inl.length < o.minInlierShare * f.px.length)
    return { ok: false, reason: 'too few of the pixels round it look like it' };
  const rmsGrey = Math.sqrt(inl.reduce((acc, r) => acc + r * r, 0) / inl.length);
  const { blurPx, ...placement } = st.shape;
  return { ok: true, placement, blurPx, rmsGrey, pixels: f.px.length, inliers: inl.length };
}
