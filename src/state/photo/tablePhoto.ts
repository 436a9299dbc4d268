/**
 * A photo of the real table, with the marks that calibrate it: the play area's four corners and any further
 * points of known table position. Marks are kept in the photo's pixels while the page runs and as fractions of
 * its width and height when saved (a saved photo is smaller than the one taken), so they survive downscaling.
 */
import { z } from 'zod';
import type { AreaSizeMm, PointPair } from '../../kernel/photo/index.ts';
import type { Point } from '../../kernel/pose.ts';
import { formatProblem } from '../../battle/validationError.ts';
import { checkInput } from '../../battle/validationError.ts';

/** A photo on the page: the picture, its size, the marks, and the play area size typed for it (if any). */
export interface TablePhoto {
  /** The file's name, as the user knows it. */
  name: string;
  /** The picture to show and mark (object or data URL), oriented as its EXIF orientation says. */
  imageUrl: string;
  widthPx: number;
  heightPx: number;
  /** The downscaled JPEG kept in storage and in photo files (data URL). */
  storedUrl: string;
  /** The play area's corners on the photo, px, in CORNER_NAMES order. */
  cornersPx: Point[];
  /** Further points with known table positions, for a least-squares fit. */
  extraPoints: PointPair[];
  /** The play area's size typed for this photo; null uses the situation's. */
  area: AreaSizeMm | null;
}

/** The `format` of saved photo files. */
export const PHOTO_FILE_FORMAT = 'holotable-table-photo';

const fraction = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);
const mm = z.number().finite().min(-100_000).max(100_000);

/** A saved photo (local storage, or a photo file exported beside the scenario). */
export const storedPhotoSchema = z.strictObject({
  format: z.literal(PHOTO_FILE_FORMAT),
  version: z.literal(1),
  name: z.string().max(500),
  image: z.string().startsWith('data:image/'),
  widthPx: z.number().int().positive().max(100_000),
  heightPx: z.number().int().positive().max(100_000),
  corners: z.array(fraction).length(4),
  extra: z.array(z.strictObject({ photo: fraction, table: z.tuple([mm, mm]) })).max(50),
  area: z.strictObject({ widthMm: mm.positive(), heightMm: mm.positive() }).nullable(),
});

/** A saved photo as written. */
export type StoredPhoto = z.infer<typeof storedPhotoSchema>;

/** The photo as saved: marks as fractions, the downscaled picture (whose size is given). */
export function storedPhotoOf(p: TablePhoto, stored: { widthPx: number; heightPx: number }): StoredPhoto {
  const f = (q: Point): [number, number] => [
    Math.min(1, Math.max(0, q.x / p.widthPx)),
    Math.min(1, Math.max(0, q.y / p.heightPx)),
  ];
  return {
    format: PHOTO_FILE_FORMAT,
    version: 1,
    name: p.name,
    image: p.storedUrl,
    widthPx: stored.widthPx,
    heightPx: stored.heightPx,
    corners: p.cornersPx.map(f),
    extra: p.extraPoints.map((e) => ({ photo: f(e.photoPx), table: [e.tableMm.x, e.tableMm.y] })),
    area: p.area,
  };
}

/** A saved photo back on the page (its picture is the downscaled one). */
export function tablePhotoOf(s: StoredPhoto): TablePhoto {
  const px = ([fx, fy]: readonly [number, number]): Point => ({ x: fx * s.widthPx, y: fy * s.heightPx });
  return {
    name: s.name,
    imageUrl: s.image,
    widthPx: s.widthPx,
    heightPx: s.heightPx,
    storedUrl: s.image,
    cornersPx: s.corners.map(px),
    extraPoints: s.extra.map((e) => ({ photoPx: px(e.photo), tableMm: { x: e.table[0], y: e.table[1] } })),
    area: s.area,
  };
}

/** Reads saved photo text: the photo, or a one-line message naming what is wrong. */
export function parseStoredPhoto(text: string): { ok: true; photo: StoredPhoto } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'it is not JSON' };
  }
  const r = checkInput(storedPhotoSchema, value);
  if (!r.success)
    return { ok: false, message: r.problems[0] ? formatProblem(r.problems[0]) : 'it is not a photo file' };
  return { ok: true, photo: r.data };
}

/** Where the corners start on a new photo: a rectangle 12 % in from each side, to be dragged onto the mat. */
export function startingCorners(widthPx: number, heightPx: number): Point[] {
  const l = widthPx * 0.12;
  const r = widthPx * 0.88;
  const t = heightPx * 0.12;
  const b = heightPx * 0.88;
  return [
    { x: l, y: b },
    { x: r, y: b },
    { x: r, y: t },
    { x: l, y: t },
  ];
}

/** The most further points a photo keeps (as its file format allows). */
export const MAX_EXTRA_POINTS = 50;

/**
 * The further points after the marker moved, added or took back marks: each kept point keeps its table
 * position, a new mark gets `nextTableMm` (what the user chose or typed for it), marks taken back drop theirs.
 */
export function withMarkedPoints(
  extra: readonly PointPair[],
  marksPx: readonly Point[],
  nextTableMm: Point,
): PointPair[] {
  return marksPx
    .slice(0, MAX_EXTRA_POINTS)
    .map((photoPx, i) => ({ photoPx, tableMm: extra[i]?.tableMm ?? { ...nextTableMm } }));
}

/** Known points of a play area that a user can find on the photo: the middle of each edge, and the centre. */
export function knownAreaPoints(area: AreaSizeMm): { name: string; tableMm: Point }[] {
  const { widthMm: w, heightMm: h } = area;
  return [
    { name: 'near edge, middle', tableMm: { x: w / 2, y: 0 } },
    { name: 'right edge, middle', tableMm: { x: w, y: h / 2 } },
    { name: 'far edge, middle', tableMm: { x: w / 2, y: h } },
    { name: 'left edge, middle', tableMm: { x: 0, y: h / 2 } },
    { name: 'centre', tableMm: { x: w / 2, y: h / 2 } },
  ];
}
