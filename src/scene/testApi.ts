/**
 * The hook browser tests use: `window.__holotable`. Positions are CSS pixels in the page; poses are table mm and
 * degrees. Read-only views of the scene plus a few playback controls.
 */
import type { ResolvedMove } from '../battle/resolveScenario.ts';
import type { CameraMode } from '../state/viewAtoms.ts';

/** The camera as tests need it to project table points themselves. */
export interface TestCameraInfo {
  mode: CameraMode;
  type: string;
  /** Column-major 4 × 4 matrices, as three.js stores them. */
  projectionMatrix: number[];
  matrixWorldInverse: number[];
  /** The canvas's box in the page, CSS pixels. */
  viewport: { left: number; top: number; width: number; height: number };
}

/** `window.__holotable`. */
export interface HolotableTestApi {
  /** True once the first frame with the scenario has rendered. */
  ready: boolean;
  /** Frames rendered since the scenario was shown. */
  frames: number;
  /** Where the scenario on show came from ("demo", a URL or a file name). */
  source: string | null;
  shipIds(): string[];
  /** On-screen position (page CSS px) of a ship's base centre, from the rendered object; null when not shown. */
  shipScreenPosition(id: string): { x: number; y: number } | null;
  /** Table pose of a ship's rendered object (mm, degrees), null when not shown. */
  shipTablePose(id: string): { x: number; y: number; headingDeg: number } | null;
  camera(): TestCameraInfo;
  /** The resolved moves of the scenario on show. */
  moves(): ResolvedMove[];
  playMoves(): void;
  /** Jumps playback to a time in seconds, or to the end. */
  seek(time: number | 'end'): void;
  playback(): { time: number; duration: number; playing: boolean };
}

declare global {
  interface Window {
    __holotable?: HolotableTestApi;
  }
}
