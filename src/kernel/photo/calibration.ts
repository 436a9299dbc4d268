/**
 * Calibrating a photo of the table: the play area's four corners marked on the photo (and any further points
 * with known table positions) give the homography from photo pixels to table millimetres. Marks that cannot
 * come from a photo of a flat mat (outside the photo, crossing, nearly in a line) are refused with a message.
 */
import type { Point } from '../pose.ts';
import {
  applyHomography,
  type Homography,
  homographyScale,
  invertHomography,
  type PointPair,
  residualsMm,
  solveHomography,
} from './homography.ts';

/** The photo's size in pixels. */
export interface PhotoSizePx {
  widthPx: number;
  heightPx: number;
}

/** The play area's size in millimetres. */
export interface AreaSizeMm {
  widthMm: number;
  heightMm: number;
}

/** The corners in the order they are marked, by the names the panel shows. */
export const CORNER_NAMES = ['near left', 'near right', 'far right', 'far left'] as const;

/** The play area's corners on the table, mm, in marking order (near = the first player's edge, y = 0). */
export function areaCornersMm(area: AreaSizeMm): Point[] {
  return [
    { x: 0, y: 0 },
    { x: area.widthMm, y: 0 },
    { x: area.widthMm, y: area.heightMm },
    { x: 0, y: area.heightMm },
  ];
}

/** What a calibration gives: both directions of the homography and how well the marks agree. */
export interface Calibration {
  /** Photo px → table mm. */
  photoToTable: Homography;
  /** Table mm → photo px. */
  tableToPhoto: Homography;
  /** Points used (4 corners plus any further points). */
  pointCount: number;
  /** Root-mean-square distance, mm, between each marked point mapped to the table and its known position (0 for exactly 4). */
  rmsResidualMm: number;
  /** The largest of those distances, mm. */
  maxResidualMm: number;
  /** Each point's distance, mm, in order: the four corners, then the further points (all 0 for exactly 4). */
  pointResidualsMm: number[];
}

/** A calibration, or why the marks cannot be used. */
export type CalibrationResult = ({ ok: true } & Calibration) | { ok: false; message: string };

/** Smallest side, px, and smallest share of the photo's area that the marked mat may have. */
const MIN_SIDE_PX = 8;
const MIN_AREA_SHARE = 0.002;
/** Sine of the sharpest corner angle accepted: below it three corners are nearly in a line. */
const MIN_CORNER_SINE = 0.03;

const smallest = (xs: readonly number[]) => xs.reduce((m, x) => Math.min(m, x), Infinity);
const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** True when segments ab and cd cross. */
function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(a, b, c);
  const d2 = cross(a, b, d);
  const d3 = cross(c, d, a);
  const d4 = cross(c, d, b);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Why a marked point cannot be used (not a number, or outside the photo), or null. */
export function photoPointProblem(p: Point, photo: PhotoSizePx, name: string): string | null {
  if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) return `the ${name} mark is not a position on the photo`;
  if (p.x < 0 || p.y < 0 || p.x > photo.widthPx || p.y > photo.heightPx)
    return `the ${name} mark is outside the photo (at ${Math.round(p.x)}, ${Math.round(p.y)} px on a ${photo.widthPx} × ${photo.heightPx} px photo)`;
  return null;
}

/** Why four marked corners cannot be a photo of the play area (crossing, dented, too small, in a line), or null. */
export function cornerProblem(corners: readonly Point[], photo: PhotoSizePx): string | null {
  if (corners.length !== 4) return `expected 4 corner marks, got ${corners.length}`;
  for (const [i, p] of corners.entries()) {
    const problem = photoPointProblem(p, photo, `${CORNER_NAMES[i] ?? ''} corner`);
    if (problem) return problem;
  }
  const [a, b, c, d] = corners as [Point, Point, Point, Point];
  if (segmentsCross(a, b, c, d) || segmentsCross(b, c, d, a))
    return 'the corner marks cross each other: mark them in order around the mat (near left, near right, far right, far left)';
  const turns = [cross(a, b, c), cross(b, c, d), cross(c, d, a), cross(d, a, b)] as const;
  if (!(turns.every((t) => t > 0) || turns.every((t) => t < 0)))
    return 'the corner marks do not make a four-sided shape bulging outwards, as a photo of a flat mat does';
  // Photo y points down: near left, near right, far right, far left run clockwise on the screen in any
  // unmirrored photo, from whichever side it was taken; the other way round would mirror the table.
  if (turns[0] > 0)
    return 'the corner marks go round the wrong way, which would mirror the table: mark near left, near right, far right, far left in turn';
  const sides = [
    [a, b],
    [b, c],
    [c, d],
    [d, a],
  ].map(([p, q]) => Math.hypot((q?.x ?? 0) - (p?.x ?? 0), (q?.y ?? 0) - (p?.y ?? 0)));
  const area = Math.abs(cross(a, b, c) + cross(c, d, a)) / 2;
  if (smallest(sides) < MIN_SIDE_PX || area < MIN_AREA_SHARE * photo.widthPx * photo.heightPx)
    return 'the corner marks are too close together: the mat must cover a good part of the photo';
  const sines = turns.map((t, i) => Math.abs(t) / ((sides[i] ?? 1) * (sides[(i + 1) % 4] ?? 1)));
  if (smallest(sines) < MIN_CORNER_SINE) return 'three of the corner marks are nearly in a line';
  return null;
}

/** Why the play area's size cannot be used, or null. */
export function areaProblem(area: AreaSizeMm): string | null {
  for (const [name, v] of [
    ['width', area.widthMm],
    ['height', area.heightMm],
  ] as const) {
    if (!Number.isFinite(v) || v <= 0) return `the play area's ${name} must be a positive number of mm`;
  }
  return null;
}

/**
 * Calibrates a photo from its four corner marks (in CORNER_NAMES order) and any further marked points with
 * known table positions; with further points the fit is least squares and its residuals say how well the
 * marks agree.
 */
export function calibratePhoto(
  cornersPx: readonly Point[],
  area: AreaSizeMm,
  photo: PhotoSizePx,
  extra: readonly PointPair[] = [],
): CalibrationResult {
  const problem =
    areaProblem(area) ??
    cornerProblem(cornersPx, photo) ??
    extra.map((p, i) => photoPointProblem(p.photoPx, photo, `point ${i + 5}`)).find((m) => m !== null) ??
    null;
  if (problem) return { ok: false, message: problem };
  const corners = areaCornersMm(area);
  const pairs: PointPair[] = [
    ...cornersPx.map((photoPx, i) => ({ photoPx, tableMm: corners[i] ?? photoPx })),
    ...extra,
  ];
  const photoToTable = solveHomography(pairs);
  const tableToPhoto = photoToTable && invertHomography(photoToTable);
  if (!photoToTable || !tableToPhoto) return { ok: false, message: 'the marks do not fix the table plane' };
  const side = Math.sign(homographyScale(photoToTable, pairs[0]?.photoPx ?? { x: 0, y: 0 }));
  const beyond = pairs.findIndex((p) => Math.sign(homographyScale(photoToTable, p.photoPx)) !== side);
  if (beyond >= 0) return { ok: false, message: `point ${beyond + 1} lies beyond the table's horizon in the photo` };
  const residuals = residualsMm(photoToTable, pairs);
  const rms = Math.sqrt(residuals.reduce((s, r) => s + r * r, 0) / residuals.length);
  // Four pairs fit exactly: what is left is rounding, shown as 0.
  const exact = pairs.length === 4;
  return {
    ok: true,
    photoToTable,
    tableToPhoto,
    pointCount: pairs.length,
    rmsResidualMm: exact ? 0 : rms,
    maxResidualMm: exact ? 0 : residuals.reduce((m, r) => Math.max(m, r), 0),
    pointResidualsMm: exact ? [0, 0, 0, 0] : residuals,
  };
}

/** A photo point on the table, mm (null past the horizon). */
export function photoToTableMm(c: Calibration, p: Point): Point | null {
  return applyHomography(c.photoToTable, p);
}

/** A table point on the photo, px (null past the horizon). */
export function tableToPhotoPx(c: Calibration, p: Point): Point | null {
  return applyHomography(c.tableToPhoto, p);
}
