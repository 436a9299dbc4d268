/**
 * The plane homography between a photo of the table and the table itself: photo pixels (x right, y down) to
 * table millimetres (the kernel's frame). Solved by the direct linear transform with Hartley's normalisation:
 * exact for four point pairs, least squares for five or more (Hartley & Zisserman, Multiple View Geometry,
 * algorithm 4.2).
 */
import type { Point } from '../pose.ts';
import { symmetricEigen } from './symmetricEigen.ts';

/** A 3 × 3 homography, row by row, acting on homogeneous points (x, y, 1). */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/** One marked point: where it is on the photo (px) and where it is on the table (mm). */
export interface PointPair {
  photoPx: Point;
  tableMm: Point;
}

/** Nine numbers as a homography (missing entries read as 0; callers pass nine). */
function asHomography(v: readonly number[]): Homography {
  return [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0, v[3] ?? 0, v[4] ?? 0, v[5] ?? 0, v[6] ?? 0, v[7] ?? 0, v[8] ?? 0];
}

/** Maps a point through a homography; null where the point maps to infinity (on the horizon line). */
export function applyHomography(h: Homography, p: Point): Point | null {
  const w = h[6] * p.x + h[7] * p.y + h[8];
  if (Math.abs(w) < 1e-12) return null;
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w };
}

/** The homogeneous scale w of a point under a homography: its sign says which side of the horizon it lies. */
export function homographyScale(h: Homography, p: Point): number {
  return h[6] * p.x + h[7] * p.y + h[8];
}

/** Product a · b of two 3 × 3 matrices. */
export function multiplyHomography(a: Homography, b: Homography): Homography {
  const out: number[] = [];
  for (let r = 0; r < 3; r++) {
    const row = [a[r * 3] ?? 0, a[r * 3 + 1] ?? 0, a[r * 3 + 2] ?? 0] as const;
    for (let c = 0; c < 3; c++) out.push(row[0] * (b[c] ?? 0) + row[1] * (b[3 + c] ?? 0) + row[2] * (b[6 + c] ?? 0));
  }
  return asHomography(out);
}

/** The inverse homography, scaled so its last entry is 1 where it can be; null when singular. */
export function invertHomography(h: Homography): Homography | null {
  const [a, b, c, d, e, f, g, i, k] = h;
  const adj = asHomography([
    e * k - f * i,
    c * i - b * k,
    b * f - c * e,
    f * g - d * k,
    a * k - c * g,
    c * d - a * f,
    d * i - e * g,
    b * g - a * i,
    a * e - b * d,
  ]);
  const det = a * adj[0] + b * adj[3] + c * adj[6];
  if (!Number.isFinite(det) || Math.abs(det) < 1e-300) return null;
  const size = adj.reduce((s, x) => s + x * x, 0);
  const scale = adj[8] * adj[8] > 1e-24 * size ? adj[8] : det;
  return asHomography(adj.map((x) => x / scale));
}

/** Hartley's normalising similarity: centroid to the origin, mean distance √2. */
function normaliser(points: readonly Point[]): Homography {
  const n = points.length;
  const cx = points.reduce((s, p) => s + p.x, 0) / n;
  const cy = points.reduce((s, p) => s + p.y, 0) / n;
  const mean = points.reduce((s, p) => s + Math.hypot(p.x - cx, p.y - cy), 0) / n;
  const k = mean > 0 ? Math.SQRT2 / mean : 1;
  return [k, 0, -k * cx, 0, k, -k * cy, 0, 0, 1];
}

/** A similarity (no projective part) applied to a point. */
const similar = (t: Homography, p: Point): Point => ({ x: t[0] * p.x + t[2], y: t[4] * p.y + t[5] });

/** AᵀA of the DLT equations of normalised pairs (9 × 9). */
function normalEquations(from: readonly Point[], to: readonly Point[]): number[][] {
  const ata = Array.from({ length: 9 }, () => new Array<number>(9).fill(0));
  const add = (row: readonly number[]) =>
    ata.forEach((line, r) => line.forEach((x, c) => (line[c] = x + (row[r] ?? 0) * (row[c] ?? 0))));
  from.forEach((p, i) => {
    const q = to[i] ?? p;
    add([-p.x, -p.y, -1, 0, 0, 0, q.x * p.x, q.x * p.y, q.x]);
    add([0, 0, 0, -p.x, -p.y, -1, q.y * p.x, q.y * p.y, q.y]);
  });
  return ata;
}

/**
 * The homography taking each pair's photo point to its table point (least squares in the normalised algebraic
 * error for more than four pairs), scaled so its last entry is 1; null for fewer than four pairs or a singular
 * solution. Callers check the points first (photoInput.ts): three in a line give a meaningless answer.
 */
export function solveHomography(pairs: readonly PointPair[]): Homography | null {
  if (pairs.length < 4) return null;
  const from = pairs.map((p) => p.photoPx);
  const to = pairs.map((p) => p.tableMm);
  const tFrom = normaliser(from);
  const tTo = normaliser(to);
  const nFrom = from.map((p) => similar(tFrom, p));
  const nTo = to.map((p) => similar(tTo, p));
  const [v] = symmetricEigen(normalEquations(nFrom, nTo)).vectors;
  const tToInverse = invertHomography(tTo);
  if (!v || v.length !== 9 || !tToInverse) return null;
  const h = multiplyHomography(multiplyHomography(tToInverse, asHomography(v)), tFrom);
  if (Math.abs(h[8]) < 1e-15 || !h.every(Number.isFinite)) return null;
  return asHomography(h.map((x) => x / h[8]));
}

/** How far each pair's photo point lands from its table point through `h`, mm (Infinity past the horizon). */
export function residualsMm(h: Homography, pairs: readonly PointPair[]): number[] {
  return pairs.map((p) => {
    const q = applyHomography(h, p.photoPx);
    return q ? Math.hypot(q.x - p.tableMm.x, q.y - p.tableMm.y) : Infinity;
  });
}
