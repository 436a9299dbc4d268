/**
 * "Fit to photo edges": the marks refined against the photo's own edges (kernel/photo/fitToPhotoEdges.ts,
 * refineAreaCorners.ts), in the photo's decoded pixels, which may be a smaller copy than the photo the marks
 * were made on (a saved, downscaled one): the maps are scaled to the pixels and the answers back.
 */
import {
  type Calibration,
  grayWindowOf,
  multiplyHomography,
  type PhotoMaps,
  type PhotoWindowSource,
  refineAreaCorners,
  type RefinedCorner,
  type RgbaImage,
} from '../../kernel/photo/index.ts';
import type { Point } from '../../kernel/pose.ts';

/** The pixels as a window source, and the scale from the marks' photo px to the pixels'. */
export function pixelSource(pixels: RgbaImage, photoWidthPx: number): { source: PhotoWindowSource; k: number } {
  const k = pixels.widthPx / photoWidthPx;
  return { source: (c, half) => grayWindowOf(pixels, c, half), k };
}

/** The calibration's maps in the pixels' px (k pixels' px per photo px). */
export function mapsInPixels(c: Calibration, k: number): PhotoMaps {
  return {
    tableToPhoto: multiplyHomography([k, 0, 0, 0, k, 0, 0, 0, 1], c.tableToPhoto),
    photoToTable: multiplyHomography(c.photoToTable, [1 / k, 0, 0, 0, 1 / k, 0, 0, 0, 1]),
  };
}

/** The marked corners (photo px) refined to the mat's edges in the pixels; each answer in photo px. */
export function refineCornersInPixels(
  pixels: RgbaImage,
  photoWidthPx: number,
  cornersPx: readonly Point[],
): RefinedCorner[] {
  const { source, k } = pixelSource(pixels, photoWidthPx);
  const scaled = cornersPx.map((p) => ({ x: p.x * k, y: p.y * k }));
  return refineAreaCorners(source, scaled).map((r, i) => {
    const point = { x: r.point.x / k, y: r.point.y / k };
    if (!r.ok) return { ...r, point: cornersPx[i] ?? point };
    return { ...r, point, movedPx: r.movedPx / k, rmsPx: r.rmsPx / k };
  });
}

/** Names as a list in words: "a", "a and b", "a, b and c". */
const listOf = (names: readonly string[]): string =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * One line on what the corner fit did: how far the corners moved, or which were kept and why. Corners kept for
 * the same reason share one clause, so the line stays short on a phone (it sits above the picture).
 */
export function cornerFitText(refined: readonly RefinedCorner[], names: readonly string[]): string {
  const keptFor = new Map<string, string[]>();
  refined.forEach((r, i) => {
    if (!r.ok) keptFor.set(r.reason, [...(keptFor.get(r.reason) ?? []), names[i] ?? `corner ${i + 1}`]);
  });
  const kept = [...keptFor].map(([reason, who]) => {
    if (who.length === 1) return `${listOf(who)} kept as marked (${reason})`;
    const whose = reason.replace(/^its /, 'their ');
    return `${who.length === refined.length ? `all ${who.length} corners` : listOf(who)} kept as marked (${whose})`;
  });
  const moved = refined.flatMap((r) => (r.ok ? [r.movedPx] : []));
  const fitted = moved.length
    ? `${moved.length} corner${moved.length > 1 ? 's' : ''} fitted to the mat's edges (moved ${moved.reduce((a, b) => Math.min(a, b), Infinity).toFixed(2)}–${moved.reduce((a, b) => Math.max(a, b), 0).toFixed(2)} px)`
    : '';
  const text = [fitted, ...kept].filter((s) => s !== '').join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
