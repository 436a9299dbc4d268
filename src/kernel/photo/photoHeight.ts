/**
 * Points above the table in a calibrated photo. The calibration is the table plane's homography
 * H = s·K·[r1 r2 t] (K the camera's intrinsics, r1 and r2 the table's x and y axes in the camera's frame). With
 * square pixels and the principal point at the picture's centre, the focal length follows from r1 ⟂ r2 and
 * |r1| = |r2| (Zhang, "A flexible new technique for camera calibration", 2000), and with it the picture of the
 * vertical: a point h mm above table point (x, y) is seen at H·(x, y, 1) + h·v, with v = s·K·(r1 × r2). So a base's
 * top edge, 3 mm up, is fitted where the photo shows it, not 3 mm × tan(tilt) further away.
 */
import type { PhotoSizePx } from './calibration.ts';
import type { PhotoMaps } from './fitToPhotoEdges.ts';
import { type Homography, invertHomography } from './homography.ts';

/** Focal length (px) assumed where the photo says nothing of it (looking straight down): a phone's main camera. */
const FALLBACK_FOCAL_SHARE = 0.8;

type Vec3 = [number, number, number];

const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/**
 * The camera's focal length, px, from the table homography (principal point at the picture's centre), or null
 * when the view is too near straight down for the constraints to fix it.
 */
export function focalLengthPx(tableToPhoto: Homography, photo: PhotoSizePx): number | null {
  const [cx, cy] = [photo.widthPx / 2, photo.heightPx / 2];
  const [h0, h1, , h3, h4, , h6, h7] = tableToPhoto;
  // Columns of T·H, T moving the principal point to the origin.
  const g1: Vec3 = [h0 - cx * h6, h3 - cy * h6, h6];
  const g2: Vec3 = [h1 - cx * h7, h4 - cy * h7, h7];
  // With w = 1/f²: r1·r2 = 0 and |r1|² − |r2|² = 0, each a·w + b = 0; solved together by least squares.
  const a1 = g1[0] * g2[0] + g1[1] * g2[1];
  const b1 = g1[2] * g2[2];
  const a2 = g1[0] ** 2 + g1[1] ** 2 - g2[0] ** 2 - g2[1] ** 2;
  const b2 = g1[2] ** 2 - g2[2] ** 2;
  const den = a1 * a1 + a2 * a2;
  if (den === 0) return null;
  const w = -(a1 * b1 + a2 * b2) / den;
  const f = w > 0 ? 1 / Math.sqrt(w) : NaN;
  const size = Math.max(photo.widthPx, photo.heightPx);
  // Beyond a 5°–150° field of view the constraints were too weak to mean anything.
  return Number.isFinite(f) && f > size * 0.2 && f < size * 12 ? f : null;
}

/** The picture of the table's vertical (v above, homogeneous, H's scale): h mm up adds h·v to H·(x, y, 1). */
export function verticalInPhoto(tableToPhoto: Homography, photo: PhotoSizePx): Vec3 | null {
  const [cx, cy] = [photo.widthPx / 2, photo.heightPx / 2];
  const f = focalLengthPx(tableToPhoto, photo) ?? FALLBACK_FOCAL_SHARE * Math.max(photo.widthPx, photo.heightPx);
  const [h0, h1, , h3, h4, , h6, h7] = tableToPhoto;
  // K⁻¹·T·H's columns are s·r1, s·r2, s·t.
  const r1: Vec3 = [(h0 - cx * h6) / f, (h3 - cy * h6) / f, h6];
  const r2: Vec3 = [(h1 - cx * h7) / f, (h4 - cy * h7) / f, h7];
  const s = Math.sqrt(Math.hypot(r1[0], r1[1], r1[2]) * Math.hypot(r2[0], r2[1], r2[2]));
  if (!(s > 0)) return null;
  // s·r3 = (s·r1 × s·r2) / s; the sign of H (and of s) is whatever the solve gave, and cancels here.
  const r3 = cross(r1, r2).map((x) => x / s) as Vec3;
  // Back through K, then T⁻¹.
  const k: Vec3 = [f * r3[0], f * r3[1], r3[2]];
  return [k[0] + cx * k[2], k[1] + cy * k[2], k[2]];
}

/** The maps between the plane `heightMm` above the table (its x, y in table mm) and the photo; null if singular. */
export function mapsAtHeight(maps: PhotoMaps, photo: PhotoSizePx, heightMm: number, scalePx = 1): PhotoMaps | null {
  if (heightMm === 0) return maps;
  // The vertical is found in the photo's own px; the maps may be in a scaled copy's (scalePx per photo px).
  const h = maps.tableToPhoto;
  const inPhoto: Homography = [
    h[0] / scalePx,
    h[1] / scalePx,
    h[2] / scalePx,
    h[3] / scalePx,
    h[4] / scalePx,
    h[5] / scalePx,
    h[6],
    h[7],
    h[8],
  ];
  const v = verticalInPhoto(inPhoto, photo);
  if (!v) return null;
  const t: Homography = [
    h[0],
    h[1],
    h[2] + heightMm * v[0] * scalePx,
    h[3],
    h[4],
    h[5] + heightMm * v[1] * scalePx,
    h[6],
    h[7],
    h[8] + heightMm * v[2],
  ];
  const back = invertHomography(t);
  return back ? { tableToPhoto: t, photoToTable: back } : null;
}
