/**
 * `window.__holotablePhoto`: what browser tests read of the table photo: its calibration, the rectified image's
 * size, how many times the mat texture was drawn, and where a photo pixel is on the page.
 */

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
  view: () => null,
};

/** The test API object (installed on window in a browser), created on first use. */
export function photoTestApi(): PhotoTestApi {
  if (typeof window === 'undefined') return detached;
  window.__holotablePhoto ??= { ...detached };
  return window.__holotablePhoto;
}
