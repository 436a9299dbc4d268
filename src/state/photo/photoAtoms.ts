/** Dispute mode's table photo: the photo and its marks, its calibration, how it shows on the mat (jotai). */
import { atom } from 'jotai';
import {
  type AreaSizeMm,
  calibratePhoto,
  type CalibrationResult,
  multiplyHomography,
  rectifiedSizePx,
  rectifyImage,
  type RgbaImage,
} from '../../kernel/photo/index.ts';
import { PLAY_AREA_MM } from '../../kernel/constants.ts';
import { situationAtom } from '../dispute/disputeAtoms.ts';
import type { PhotoLinks } from './photoStorage.ts';
import type { TablePhoto } from './tablePhoto.ts';
import { refineCornersInPixels } from './photoEdgeFit.ts';

/** The photo on the table, or null. */
export const tablePhotoAtom = atom<TablePhoto | null>(null);

/** The photo's pixels (for the rectified mat); null until decoded. Kept apart: they are never saved. */
export const photoPixelsAtom = atom<RgbaImage | null>(null);

/** The play area the corners mark: as typed for the photo, else the situation's, else 914.4 mm square. */
export const photoAreaAtom = atom<AreaSizeMm>((get) => {
  const typed = get(tablePhotoAtom)?.area;
  if (typed) return typed;
  const s = get(situationAtom);
  return { widthMm: s.playArea?.width ?? PLAY_AREA_MM, heightMm: s.playArea?.height ?? PLAY_AREA_MM };
});

/** "Fit to photo edges": marks refined against the photo's edges (on), or used as marked (off). */
export const photoEdgeFitAtom = atom(true);

/**
 * "Corners on the base's top": a ship's marks are the corners of its base's top face (BASE_TOP_MM up), the
 * corners a photo shows all round (on), or where the base meets the mat (off). On by default: seen at 45°, a
 * small base's top corner lies 3 mm from its foot in the table's plane, and a user clicks what they see.
 */
export const photoMarksOnBaseTopAtom = atom(true);

/**
 * "Fit the corners to the mat's edges": off by default. A mat's edge in a photo is rarely one clean line (a
 * neoprene mat's 3 mm side shows along the near edge, the print may stop short of the cut, the table shows
 * beneath): on the app's own rendered table (a 3 mm slab 0.75 mm wider than the print) the fitted corners moved
 * pieces 0.5–0.7 mm the wrong way, where corners clicked zoomed in were within 1 px.
 */
export const photoMatEdgeFitAtom = atom(false);

/** The corners fitted to the mat's edges in the photo (photoEdgeFit.ts); null when off or without pixels. */
export const refinedCornersAtom = atom((get) => {
  const p = get(tablePhotoAtom);
  const pixels = get(photoPixelsAtom);
  if (!p || !pixels || !get(photoEdgeFitAtom) || !get(photoMatEdgeFitAtom) || p.cornersPx.length !== 4) return null;
  // Marks too near each other or off the photo are for the calibration to refuse, not to refine.
  const plain = calibratePhoto(p.cornersPx, get(photoAreaAtom), { widthPx: p.widthPx, heightPx: p.heightPx });
  return plain.ok ? refineCornersInPixels(pixels, p.widthPx, p.cornersPx) : null;
});

/** The photo's calibration from its marks (the corners fitted to the mat's edges where they could be), or why they cannot be used; null without a photo. */
export const photoCalibrationAtom = atom<CalibrationResult | null>((get) => {
  const p = get(tablePhotoAtom);
  if (!p) return null;
  const corners = get(refinedCornersAtom)?.map((r) => r.point) ?? p.cornersPx;
  return calibratePhoto(corners, get(photoAreaAtom), { widthPx: p.widthPx, heightPx: p.heightPx }, p.extraPoints);
});

/** How the photo shows under the scene: on or off (before / after), and how opaque. */
export const photoViewAtom = atom({ showOnMat: true, opacity: 0.85 });

/** True while the photo panel is open. */
export const photoPanelOpenAtom = atom(false);

/** The photo panel's message line: a refused file or mark (error), or what was placed (info). */
export const photoMessageAtom = atom<{ tone: 'error' | 'info'; text: string } | null>(null);

/** The id the photo on the page is saved under (photoStorage.ts); null for a photo not saved yet, or none. */
export const photoIdAtom = atom<string | null>(null);

/** Which situation goes with which saved photo (read from storage once dispute mode has started). */
export const photoLinksAtom = atom<PhotoLinks | null>(null);

/** The play area rectified from the photo (row 0 the far edge); null without a usable calibration or pixels. */
export const rectifiedPhotoAtom = atom<RgbaImage | null>((get) => {
  const p = get(tablePhotoAtom);
  const pixels = get(photoPixelsAtom);
  const c = get(photoCalibrationAtom);
  if (!p || !pixels || !c?.ok) return null;
  const area = get(photoAreaAtom);
  // The pixels may be a different size from the marks' photo (a saved, downscaled copy): scale the map.
  const k = pixels.widthPx / p.widthPx;
  const toPixels = multiplyHomography([k, 0, 0, 0, k, 0, 0, 0, 1], c.tableToPhoto);
  return rectifyImage(
    pixels,
    toPixels,
    area,
    rectifiedSizePx(
      p.cornersPx.map((q) => ({ x: q.x * k, y: q.y * k })),
      area,
    ),
  );
});
