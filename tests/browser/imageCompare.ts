/**
 * Comparing a screenshot with a stored reference at a tolerance: both are box-filtered down by a whole factor
 * first, so that a pixel of anti-aliasing or a star's twinkle does not count, and what is compared is the picture
 * a viewer sees (ships, templates, lines and panels in their places).
 */
import type { Rgba } from './png.ts';

/** Averages each factor × factor block into one pixel (the image size must be a multiple of the factor). */
export function downscale(img: Rgba, factor: number): Rgba {
  const width = Math.floor(img.width / factor);
  const height = Math.floor(img.height / factor);
  const data = new Uint8Array(width * height * 4);
  const n = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sum = [0, 0, 0, 0];
      for (let dy = 0; dy < factor; dy++) {
        for (let dx = 0; dx < factor; dx++) {
          const o = ((y * factor + dy) * img.width + x * factor + dx) * 4;
          for (let c = 0; c < 4; c++) sum[c]! += img.data[o + c]!;
        }
      }
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) data[o + c] = Math.round(sum[c]! / n);
    }
  }
  return { width, height, data };
}

/** How two images of the same size differ. */
export interface ImageDifference {
  /** Mean absolute difference over RGB channels, 0–255. */
  meanAbs: number;
  /** Fraction of pixels whose largest channel difference exceeds `strongThreshold`. */
  strongFraction: number;
  /** A picture of the differences (brighter = more different), for looking at when a check fails. */
  diff: Rgba;
}

/** Per-pixel differences of two images of equal size. */
export function compareImages(a: Rgba, b: Rgba, strongThreshold = 48): ImageDifference {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`image sizes differ: ${a.width}×${a.height} vs ${b.width}×${b.height}`);
  const n = a.width * a.height;
  const diff = new Uint8Array(n * 4);
  let sum = 0;
  let strong = 0;
  for (let i = 0; i < n; i++) {
    let worst = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(a.data[4 * i + c]! - b.data[4 * i + c]!);
      sum += d;
      worst = Math.max(worst, d);
    }
    if (worst > strongThreshold) strong++;
    diff[4 * i] = diff[4 * i + 1] = diff[4 * i + 2] = Math.min(255, worst * 4);
    diff[4 * i + 3] = 255;
  }
  return { meanAbs: sum / (3 * n), strongFraction: strong / n, diff: { width: a.width, height: a.height, data: diff } };
}
