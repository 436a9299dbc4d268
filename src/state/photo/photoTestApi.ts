/**
 * `window.__holotablePhoto`: what browser tests read of the table photo: its calibration, the rectified image's
 * size, how many times the mat texture was drawn, and where a photo pixel is on the page.
 */

/** Where a test's camera stands: looking at `target` (table mm) from `distanceMm`, tilted off vertical, from a side. */
export interface PhotoCameraPose {
  widthPx: number;
  heightPx: number;
  /** Vertical field of view, degrees. */
  fovDeg: number;
  target: { x: number; y: number };
  distanceMm: number;
  /** Degrees off looking straight down. */
  tiltDeg: number;
  /** Which side the camera stands: 0 the near edge, 90 the right edge. */
  turnDeg: number;
}

/** `window.__holotablePhoto`. */
export interface PhotoTestApi {
  /** The calibration's point count and residuals, or the message refusing the marks; null without a photo. */
  calibration(): { ok: true; pointCount: number; rmsResidualMm: number } | { ok: false; message: string } | null;
  /** Size of the rectified image on the mat, null when none is shown. */
  rectified(): { widthPx: number; heightPx: number } | null;
  /** Times the rectified texture was drawn onto the mat. */
  textureUpdates: number;
  /** Page position (CSS px) of a photo pixel in the photo panel; null when the panel is closed. */
  photoToPage(x: number, y: number): { x: number; y: number } | null;
  /** The photo pixel (fractional) under a page position (CSS px) in the photo panel; null when it is closed. */
  pageToPhoto(x: number, y: number): { x: number; y: number } | null;
  /**
   * The table photographed from a camera at `pose` (the scene rendered at the photo's size): a PNG data URL
   * and each table point's exact position on it (photo px); null before the canvas is up.
   */
  photograph(
    pose: PhotoCameraPose,
    points: readonly { x: number; y: number; heightMm?: number }[],
  ): { png: string; points: { x: number; y: number }[] } | null;
  /** The photo on the table (its file name and the id it is saved under), or null. */
  photo(): { name: string; id: string | null } | null;
  /** The photo panel's zoom (1 = whole photo) and the photo pixel at its centre; null when it is closed. */
  view(): { zoom: number; centre: { x: number; y: number } } | null;
}

declare global {
  interface Window {
    __holotablePhoto?: PhotoTestApi;
  }
}

const detached: PhotoTestApi = {
  calibration: () => null,
  rectified: () => null,
  textureUpdates: 0,
  photoToPage: () => null,
  pageToPhoto: () => null,
  view: () => null,
  photo: () => null,
  photograph: () => null,
};

/** The test API object (installed on window in a browser), created on first use. */
export function photoTestApi(): PhotoTestApi {
  if (typeof window === 'undefined') return detached;
  window.__holotablePhoto ??= { ...detached };
  return window.__holotablePhoto;
}
