/**
 * Zoom and pan of the photo panel's view: which part of the photo fills the panel. The view is its zoom
 * (1 = the whole photo fits) and the photo pixel at its centre; zooming about a point keeps that point where it
 * is on the screen, as a wheel or a pinch should. Pure arithmetic, so the panel and the tests share it.
 */
import type { Point } from '../../kernel/pose.ts';

/** The part of the photo shown: zoom (1 = whole photo) and the photo pixel at the centre. */
export interface PhotoView {
  zoom: number;
  centre: Point;
}

/** The closest zoom out and in: at 64 a 12-megapixel photo's pixel is over 10 screen pixels wide in a 1200 px panel. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 64;

/** The whole photo, centred. */
export function fittedView(photo: { widthPx: number; heightPx: number }): PhotoView {
  return { zoom: 1, centre: { x: photo.widthPx / 2, y: photo.heightPx / 2 } };
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** The view kept within reach: zoom in its range, centre on the photo. */
export function clampedView(v: PhotoView, photo: { widthPx: number; heightPx: number }): PhotoView {
  const zoom = clamp(Number.isFinite(v.zoom) ? v.zoom : 1, MIN_ZOOM, MAX_ZOOM);
  const x = Number.isFinite(v.centre.x) ? v.centre.x : photo.widthPx / 2;
  const y = Number.isFinite(v.centre.y) ? v.centre.y : photo.heightPx / 2;
  return { zoom, centre: { x: clamp(x, 0, photo.widthPx), y: clamp(y, 0, photo.heightPx) } };
}

/** The SVG viewBox (x, y, width, height in photo px) showing the view. */
export function viewBoxOf(
  v: PhotoView,
  photo: { widthPx: number; heightPx: number },
): [number, number, number, number] {
  const w = photo.widthPx / v.zoom;
  const h = photo.heightPx / v.zoom;
  return [v.centre.x - w / 2, v.centre.y - h / 2, w, h];
}

/** The view zoomed by `factor` about photo point `at`, which stays at the same place on the screen. */
export function zoomedAbout(
  v: PhotoView,
  at: Point,
  factor: number,
  photo: { widthPx: number; heightPx: number },
): PhotoView {
  const zoom = clamp(v.zoom * factor, MIN_ZOOM, MAX_ZOOM);
  const k = v.zoom / zoom;
  const centre = { x: at.x + (v.centre.x - at.x) * k, y: at.y + (v.centre.y - at.y) * k };
  return clampedView({ zoom, centre }, photo);
}

/** The view moved so the photo follows a drag of (dx, dy) photo px. */
export function pannedBy(v: PhotoView, dx: number, dy: number, photo: { widthPx: number; heightPx: number }) {
  return clampedView({ zoom: v.zoom, centre: { x: v.centre.x - dx, y: v.centre.y - dy } }, photo);
}

/** The zoom factor of a wheel turn: 100 units of deltaY (one notch in most browsers) zoom out by about 18 %. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-clamp(deltaY, -500, 500) * 0.002);
}

/**
 * How far one arrow key moves a mark, photo px: one photo pixel when zoomed out, one screen pixel's worth once a
 * photo pixel is wider than a screen pixel (so marks can sit between pixels); ten times that with Shift.
 */
export function nudgeStepPx(photoPxPerScreenPx: number, shift: boolean): number {
  const step = Math.min(1, photoPxPerScreenPx > 0 ? photoPxPerScreenPx : 1);
  return shift ? step * 10 : step;
}

/** Where the panel's picture lies on the page (CSS px): its box. */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Photo px per screen px in the view (the picture fits its box, centred, as SVG's "xMidYMid meet" does). */
export function photoPxPerScreenPx(v: PhotoView, photo: { widthPx: number; heightPx: number }, box: ScreenBox) {
  const [, , w, h] = viewBoxOf(v, photo);
  return Math.max(w / Math.max(1, box.width), h / Math.max(1, box.height));
}

/** The photo point under a page position in the view. */
export function photoAtScreen(
  v: PhotoView,
  photo: { widthPx: number; heightPx: number },
  box: ScreenBox,
  page: Point,
): Point {
  const [x, y, w, h] = viewBoxOf(v, photo);
  const k = photoPxPerScreenPx(v, photo, box);
  const offX = box.left + (box.width - w / k) / 2;
  const offY = box.top + (box.height - h / k) / 2;
  return { x: x + (page.x - offX) * k, y: y + (page.y - offY) * k };
}
