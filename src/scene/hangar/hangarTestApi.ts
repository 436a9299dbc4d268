/**
 * `window.__holotableHangar`: what browser tests read from the ship hangar (`?mode=hangar`). Boxes are CSS
 * pixels in the page.
 */

/** A box on the page, CSS px. */
export interface HangarScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** `window.__holotableHangar`. */
export interface HangarTestApi {
  /** The model on show is loaded, framed and drawn. */
  ready: boolean;
  /** The model id on show (what `?ship=` names). */
  model: string;
  /** Frames rendered so far. */
  frames: number;
  /** Triangles of the model on show. */
  triangles: number;
  /** The model's bounding box, projected: the part of the page it covers. */
  screenBox(): HangarScreenBox | null;
  /** The centre of the model's bounding box on the page (what the view turns about). */
  centreOnPage(): { x: number; y: number } | null;
}

declare global {
  interface Window {
    __holotableHangar?: HangarTestApi;
  }
}
