/**
 * A small PNG decoder for test screenshots (8-bit RGB or RGBA, not interlaced, as Chromium writes them), so
 * the browser tests can check pixels without an image library.
 */
import { inflateSync } from 'node:zlib';

/** Decoded pixels, RGBA, row by row. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Decodes a PNG buffer to RGBA. */
export function decodePng(buf: Buffer): Rgba {
  const sig = '89504e470d0a1a0a';
  if (buf.subarray(0, 8).toString('hex') !== sig) throw new Error('not a PNG');
  let pos = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat: Buffer[] = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('ascii', pos + 4, pos + 8);
    const body = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const depth = body[8]!;
      colorType = body[9]!;
      if (depth !== 8 || (colorType !== 2 && colorType !== 6) || body[12] !== 0) {
        throw new Error(`unsupported PNG (depth ${depth}, colour type ${colorType}, interlace ${body[12]})`);
      }
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    pos += 12 + len;
  }
  const bpp = colorType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const out = new Uint8Array(width * height * 4);
  const prev = new Uint8Array(stride);
  const cur = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? cur[i - bpp]! : 0;
      const b = prev[i]!;
      const c = i >= bpp ? prev[i - bpp]! : 0;
      let v = line[i]!;
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      cur[i] = v & 255;
    }
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      out[o] = cur[x * bpp]!;
      out[o + 1] = cur[x * bpp + 1]!;
      out[o + 2] = cur[x * bpp + 2]!;
      out[o + 3] = bpp === 4 ? cur[x * bpp + 3]! : 255;
    }
    prev.set(cur);
  }
  return { width, height, data: out };
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
