/**
 * PNG reading and writing for test screenshots (pngjs), plus the pixel statistics the browser tests check.
 */
import { PNG } from 'pngjs';

/** Decoded pixels, RGBA, row by row. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Decodes a PNG buffer to RGBA. */
export function decodePng(buf: Buffer): Rgba {
  const png = PNG.sync.read(buf);
  return { width: png.width, height: png.height, data: new Uint8Array(png.data) };
}

/** Encodes RGBA pixels as a PNG buffer. */
export function encodePng(img: Rgba): Buffer {
  const png = new PNG({ width: img.width, height: img.height });
  png.data = Buffer.from(img.data);
  return PNG.sync.write(png);
}

/** Mean and variance of the luminance (0–255) of an image. */
export function luminanceStats(img: Rgba): { mean: number; variance: number } {
  let sum = 0;
  let sum2 = 0;
  const n = img.width * img.height;
  for (let i = 0; i < n; i++) {
    const l = 0.2126 * img.data[4 * i]! + 0.7152 * img.data[4 * i + 1]! + 0.0722 * img.data[4 * i + 2]!;
    sum += l;
    sum2 += l * l;
  }
  const mean = sum / n;
  return { mean, variance: sum2 / n - mean * mean };
}

/** Fraction of pixels (optionally within a box) for which the test holds. */
export function fractionWhere(
  img: Rgba,
  test: (r: number, g: number, b: number) => boolean,
  box?: { x0: number; y0: number; x1: number; y1: number },
): number {
  const x0 = Math.max(0, Math.floor(box?.x0 ?? 0));
  const y0 = Math.max(0, Math.floor(box?.y0 ?? 0));
  const x1 = Math.min(img.width, Math.ceil(box?.x1 ?? img.width));
  const y1 = Math.min(img.height, Math.ceil(box?.y1 ?? img.height));
  let hits = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const o = (y * img.width + x) * 4;
      n++;
      if (test(img.data[o]!, img.data[o + 1]!, img.data[o + 2]!)) hits++;
    }
  }
  return n ? hits / n : 0;
}
