/**
 * Grey images for refining marks: a window of a photo's pixels as luminance, its gradient and bilinear
 * samples. Kept small: refinement reads only a few dozen pixels round a mark, never the whole photo.
 */
import type { Point } from '../pose.ts';
import type { RgbaImage } from './rectify.ts';

/** A grey image, row by row from the top, one float per pixel (any scale: only contrasts matter). */
export interface GrayImage {
  widthPx: number;
  heightPx: number;
  data: Float32Array;
}

/** A window cut from a larger picture, and where its pixel (0, 0) lies in that picture. */
export interface GrayWindow {
  image: GrayImage;
  originPx: Point;
}

/** The luminance (Rec. 709, 0–1) of the photo's pixels within `halfPx` of `centre`, clipped to the photo. */
export function grayWindowOf(photo: RgbaImage, centre: Point, halfPx: number): GrayWindow | null {
  const x0 = Math.max(0, Math.floor(centre.x - halfPx));
  const y0 = Math.max(0, Math.floor(centre.y - halfPx));
  const x1 = Math.min(photo.widthPx, Math.ceil(centre.x + halfPx) + 1);
  const y1 = Math.min(photo.heightPx, Math.ceil(centre.y + halfPx) + 1);
  if (x1 - x0 < 3 || y1 - y0 < 3) return null;
  const w = x1 - x0;
  const h = y1 - y0;
  const data = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = 4 * ((y + y0) * photo.widthPx + x + x0);
      data[y * w + x] =
        (0.2126 * (photo.data[i] ?? 0) + 0.7152 * (photo.data[i + 1] ?? 0) + 0.0722 * (photo.data[i + 2] ?? 0)) / 255;
    }
  return { image: { widthPx: w, heightPx: h, data }, originPx: { x: x0, y: y0 } };
}

/** The pixel at (x, y), the nearest edge pixel beyond the image. */
export function pixelAt(img: GrayImage, x: number, y: number): number {
  const cx = Math.min(img.widthPx - 1, Math.max(0, x));
  const cy = Math.min(img.heightPx - 1, Math.max(0, y));
  return img.data[cy * img.widthPx + cx] ?? 0;
}

/**
 * The gradient at pixel (x, y), grey levels per pixel: Scharr's 3 × 3 kernel, whose direction is much truer
 * than Sobel's for edges at a slant (an edge's direction is extrapolated to its corner).
 */
export function sobelAt(img: GrayImage, x: number, y: number): Point {
  const p = (dx: number, dy: number) => pixelAt(img, x + dx, y + dy);
  const gx = (3 * p(1, -1) + 10 * p(1, 0) + 3 * p(1, 1) - 3 * p(-1, -1) - 10 * p(-1, 0) - 3 * p(-1, 1)) / 32;
  const gy = (3 * p(-1, 1) + 10 * p(0, 1) + 3 * p(1, 1) - 3 * p(-1, -1) - 10 * p(0, -1) - 3 * p(1, -1)) / 32;
  return { x: gx, y: gy };
}

/** The image at a fractional position (pixel centres at integers), bilinearly. */
export function bilinearAt(img: GrayImage, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const top = pixelAt(img, x0, y0) * (1 - fx) + pixelAt(img, x0 + 1, y0) * fx;
  const bottom = pixelAt(img, x0, y0 + 1) * (1 - fx) + pixelAt(img, x0 + 1, y0 + 1) * fx;
  return top * (1 - fy) + bottom * fy;
}

/** True when (x, y) lies far enough inside the image for a Sobel gradient of real pixels. */
export function hasGradient(img: GrayImage, x: number, y: number): boolean {
  return x >= 1 && y >= 1 && x < img.widthPx - 1 && y < img.heightPx - 1;
}

/**
 * The noise's gradient (σ of one component) from a window's gradient magnitudes: their lower quartile, which
 * edges (under half the window) leave to the noise; for pure noise it is 0.76 σ (a Rayleigh distribution).
 */
export function noiseOf(magnitudes: number[]): number {
  if (magnitudes.length === 0) return 1e-6;
  const s = [...magnitudes].sort((a, b) => a - b);
  return Math.max(1e-6, (s[Math.floor(s.length / 4)] ?? 0) / 0.76);
}
