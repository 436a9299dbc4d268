/**
 * Synthetic photos for mark refinement: the table (light), the mat (dark) and a piece on it (a black base or
 * a grey obstacle token) drawn through the pinhole camera with anti-aliasing (36 samples a pixel, each jittered within its
 * cell so that edges are not locked to a sixth of a pixel), blurred by
 * a Gaussian (the lens and focus) and given Gaussian noise (the sensor). Only a window round each mark is
 * drawn: it is all that refinement reads, and a whole 4 MP picture per mark would take minutes.
 */
import { type GrayImage, type GrayWindow } from '../../../src/kernel/photo/index.ts';
import { refineCorner, refineEdge } from '../../../src/kernel/photo/index.ts';
import type { Point } from '../../../src/kernel/pose.ts';
import { type PinholeCamera, project } from './pinhole.ts';

/** Grey levels (0–1) of the scene: a light table, a dark mat, black bases, grey obstacle tokens. */
export const SCENE_GREYS = { table: 0.7, mat: 0.3, base: 0.05, obstacle: 0.55 };

/** A flat shape on the table, mm, and its grey. */
export interface SceneShape {
  polygonMm: readonly Point[];
  grey: number;
}

/** How the picture is spoilt: Gaussian blur (σ, px) and Gaussian noise (σ, grey levels). */
export interface PictureFaults {
  blurPx: number;
  noise: number;
}

/** Even-odd test: is (x, y) inside the polygon? */
function inside(poly: readonly Point[], x: number, y: number): boolean {
  let odd = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) odd = !odd;
  }
  return odd;
}

/** Shapes projected to the picture, keeping only those whose bounds meet the box. */
function projected(cam: PinholeCamera, shapes: readonly SceneShape[], box: [number, number, number, number]) {
  return shapes
    .map((s) => ({ poly: s.polygonMm.map((p) => project(cam, { ...p, z: 0 })), grey: s.grey }))
    .filter(({ poly }) => {
      const xs = poly.map((p) => p.x);
      const ys = poly.map((p) => p.y);
      return (
        Math.max(...xs) >= box[0] && Math.min(...xs) <= box[2] && Math.max(...ys) >= box[1] && Math.min(...ys) <= box[3]
      );
    });
}

/** One axis of a separable Gaussian blur, in place (edge pixels repeated). */
function blurAxis(data: Float32Array, w: number, h: number, sigma: number, alongX: boolean): void {
  const r = Math.ceil(3 * sigma);
  const k = Array.from({ length: 2 * r + 1 }, (_, i) => Math.exp(-((i - r) ** 2) / (2 * sigma * sigma)));
  const total = k.reduce((a, b) => a + b, 0);
  const line = new Float32Array(alongX ? w : h);
  for (let o = 0; o < (alongX ? h : w); o++) {
    const at = (i: number) => (alongX ? o * w + i : i * w + o);
    for (let i = 0; i < line.length; i++) line[i] = data[at(i)]!;
    for (let i = 0; i < line.length; i++) {
      let s = 0;
      for (let j = -r; j <= r; j++) s += k[j + r]! * line[Math.min(line.length - 1, Math.max(0, i + j))]!;
      data[at(i)] = s / total;
    }
  }
}

/** A standard normal draw (Box–Muller) from a uniform generator. */
export function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/**
 * The picture within `halfPx` of `centre` (clipped to the photo) of the shapes over the table, in order (later
 * over earlier), with the faults.
 */
export function drawWindow(
  cam: PinholeCamera,
  shapes: readonly SceneShape[],
  centre: Point,
  halfPx: number,
  faults: PictureFaults,
  random: () => number,
): GrayWindow {
  const margin = Math.ceil(3 * faults.blurPx) + 1;
  const x0 = Math.floor(centre.x - halfPx) - margin;
  const y0 = Math.floor(centre.y - halfPx) - margin;
  const w = 2 * (halfPx + margin) + 1;
  const h = w;
  const near = projected(cam, shapes, [x0, y0, x0 + w, y0 + h]);
  const data = new Float32Array(w * h);
  const n = 6;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let j = 0; j < n; j++)
        for (let i = 0; i < n; i++) {
          const px = x0 + x + (i + random()) / n;
          const py = y0 + y + (j + random()) / n;
          let grey = SCENE_GREYS.table;
          for (const s of near) if (inside(s.poly, px, py)) grey = s.grey;
          sum += grey;
        }
      data[y * w + x] = sum / (n * n);
    }
  blurAxis(data, w, h, faults.blurPx, true);
  blurAxis(data, w, h, faults.blurPx, false);
  // Crop the margin and whatever lies beyond the photo, then add the sensor's noise.
  const cx0 = Math.max(x0 + margin, 0);
  const cy0 = Math.max(y0 + margin, 0);
  const cx1 = Math.min(x0 + w - margin, cam.widthPx);
  const cy1 = Math.min(y0 + h - margin, cam.heightPx);
  const image: GrayImage = {
    widthPx: cx1 - cx0,
    heightPx: cy1 - cy0,
    data: new Float32Array((cx1 - cx0) * (cy1 - cy0)),
  };
  for (let y = 0; y < image.heightPx; y++)
    for (let x = 0; x < image.widthPx; x++)
      image.data[y * image.widthPx + x] = data[(y + cy0 - y0) * w + (x + cx0 - x0)]! + faults.noise * gaussian(random);
  return { image, originPx: { x: cx0, y: cy0 } };
}

/** The mat and one piece on it: what the picture shows round that piece's marks. */
export function sceneWith(sideMm: number, piece: SceneShape | null): SceneShape[] {
  const mat = {
    polygonMm: [
      { x: 0, y: 0 },
      { x: sideMm, y: 0 },
      { x: sideMm, y: sideMm },
      { x: 0, y: sideMm },
    ],
    grey: SCENE_GREYS.mat,
  };
  return piece ? [mat, piece] : [mat];
}

/** How refining went for one mark: moved to the feature, or kept (refused). */
export interface RefineTally {
  refined: number;
  kept: number;
  reasons: Map<string, number>;
}

/** A new, empty tally. */
export const newTally = (): RefineTally => ({ refined: 0, kept: 0, reasons: new Map() });

/**
 * A mark as the app refines it: the picture drawn round the user's mark, the corner or edge found there, the
 * mark kept where the refinement refuses. The tally counts both.
 */
export function refinedMark(
  cam: PinholeCamera,
  scene: readonly SceneShape[],
  mark: Point,
  feature: 'corner' | 'edge',
  faults: PictureFaults,
  random: () => number,
  tally: RefineTally,
): Point {
  const win = drawWindow(cam, scene, mark, 20, faults, random);
  const local = { x: mark.x - win.originPx.x, y: mark.y - win.originPx.y };
  const r = feature === 'corner' ? refineCorner(win.image, local) : refineEdge(win.image, local);
  if (!r.ok) {
    tally.kept++;
    tally.reasons.set(r.reason, (tally.reasons.get(r.reason) ?? 0) + 1);
    return mark;
  }
  tally.refined++;
  return { x: r.point.x + win.originPx.x, y: r.point.y + win.originPx.y };
}
