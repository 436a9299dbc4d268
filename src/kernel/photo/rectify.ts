/**
 * The photo rectified: the play area drawn as if seen from straight above, each output pixel sampled
 * (bilinearly) from the photo through the table → photo homography. Row 0 is the far edge (y = height), as
 * a picture of the mat seen from the first player's side.
 */
import { applyHomography, type Homography } from './homography.ts';
import type { AreaSizeMm } from './calibration.ts';

/** An RGBA image, row by row from the top. */
export interface RgbaImage {
  widthPx: number;
  heightPx: number;
  data: Uint8ClampedArray;
}

/** The longest side of a rectified image, px: finer would not show more of a phone photo and costs memory. */
export const MAX_RECTIFIED_PX = 2048;

/** The rectified image's size: about as many pixels across the mat as the photo gives it, within 256–2048. */
export function rectifiedSizePx(cornersPx: readonly { x: number; y: number }[], area: AreaSizeMm) {
  let longest = 0;
  cornersPx.forEach((p, i) => {
    const q = cornersPx[(i + 1) % cornersPx.length] ?? p;
    longest = Math.max(longest, Math.hypot(q.x - p.x, q.y - p.y));
  });
  const side = Math.max(256, Math.min(MAX_RECTIFIED_PX, Math.round(longest)));
  const wide = area.widthMm >= area.heightMm;
  const ratio = wide ? area.heightMm / area.widthMm : area.widthMm / area.heightMm;
  const short = Math.max(1, Math.round(side * ratio));
  return wide ? { widthPx: side, heightPx: short } : { widthPx: short, heightPx: side };
}

/** One channel of the photo at a fractional pixel, bilinearly. */
function sample(src: RgbaImage, x: number, y: number, out: Uint8ClampedArray, at: number): void {
  const x0 = Math.max(0, Math.min(src.widthPx - 1, Math.floor(x)));
  const y0 = Math.max(0, Math.min(src.heightPx - 1, Math.floor(y)));
  const x1 = Math.min(src.widthPx - 1, x0 + 1);
  const y1 = Math.min(src.heightPx - 1, y0 + 1);
  const fx = Math.max(0, Math.min(1, x - x0));
  const fy = Math.max(0, Math.min(1, y - y0));
  const w = src.widthPx;
  for (let c = 0; c < 4; c++) {
    const a = src.data[(y0 * w + x0) * 4 + c] ?? 0;
    const b = src.data[(y0 * w + x1) * 4 + c] ?? 0;
    const d = src.data[(y1 * w + x0) * 4 + c] ?? 0;
    const e = src.data[(y1 * w + x1) * 4 + c] ?? 0;
    out[at + c] = (a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy;
  }
}

/** The play area rectified from the photo into an image of `size`; where the photo does not reach, transparent. */
export function rectifyImage(
  src: RgbaImage,
  tableToPhoto: Homography,
  area: AreaSizeMm,
  size: { widthPx: number; heightPx: number },
): RgbaImage {
  const data = new Uint8ClampedArray(size.widthPx * size.heightPx * 4);
  for (let j = 0; j < size.heightPx; j++) {
    const y = (1 - (j + 0.5) / size.heightPx) * area.heightMm;
    for (let i = 0; i < size.widthPx; i++) {
      const p = applyHomography(tableToPhoto, { x: ((i + 0.5) / size.widthPx) * area.widthMm, y });
      if (!p || p.x < -0.5 || p.y < -0.5 || p.x > src.widthPx - 0.5 || p.y > src.heightPx - 0.5) continue;
      sample(src, p.x - 0.5, p.y - 0.5, data, (j * size.widthPx + i) * 4);
    }
  }
  return { widthPx: size.widthPx, heightPx: size.heightPx, data };
}
