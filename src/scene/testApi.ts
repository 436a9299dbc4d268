/**
 * The hook browser tests use: `window.__holotable`. Positions are CSS pixels in the page; poses are table mm and
 * degrees. Read-only views of the scene plus a few playback controls.
 */
import type { Timeline } from '../battle/timeline.ts';
import type { ScenarioMoveEntry } from '../rules/ruleSystem.ts';
import type { CameraMode } from '../state/viewAtoms.ts';

/** The camera as tests need it to project table points themselves. */
export interface TestCameraInfo {
  mode: CameraMode;
  type: string;
  /** The follow / director camera's current shot kind ('follow', 'over-shoulder', …), null for orbit and top. */
  shot: string | null;
  /** The unit that shot is about, null when none. */
  subject: string | null;
  /** Where the camera stands, table mm (x, y) and mm above the mat. */
  positionMm: { x: number; y: number; heightMm: number };
  /** Vertical field of view (degrees) of a perspective camera, null for the orthographic one. */
  fovDeg: number | null;
  /** Column-major 4 × 4 matrices, as three.js stores them. */
  projectionMatrix: number[];
  matrixWorldInverse: number[];
  /** The canvas's box in the page, CSS pixels. */
  viewport: { left: number; top: number; width: number; height: number };
  /**
   * The part of the canvas (CSS px, relative to it) the follow and director shots are shown in, clear of the
   * panels (their view's centre is its centre); null for the orbit and top-down views.
   */
  free: { left: number; top: number; right: number; bottom: number } | null;
}

/** What the battle panels show at the current event (they update at event boundaries). */
export interface TestBattleStatus {
  /** Index of the last event started (−1 before the first). */
  eventIndex: number;
  round: number;
  phase: string;
  active: string | null;
  /** Units the side panel lists as destroyed. */
  destroyed: string[];
}

/** An attack line drawn on the table. */
export interface TestAttackLine {
  attacker: string;
  defender: string;
  hit: boolean | null;
}

/** A token marker drawn beside a ship's base (see tokenDisplay.ts for the keys). */
export interface TestTokenShown {
  key: string;
  count: number;
}

/** A hit flash playing on a ship. */
export interface TestHitFlash {
  unit: string;
  /** The shield bubble is flashing. */
  shield: boolean;
  /** The hull flash and sparks are playing. */
  hull: boolean;
}

/** `window.__holotable`. */
export interface HolotableTestApi {
  /** True once the first frame with the scenario has rendered. */
  ready: boolean;
  /** Frames rendered since the scenario was shown. */
  frames: number;
  /** Where the scenario or battle on show came from ("demo", a URL or a file name). */
  source: string | null;
  /** What is on show: a scenario's moves or a battle's timeline. */
  kind: 'scenario' | 'battle';
  /** Ids of the ships (scenario) or units (battle). */
  shipIds(): string[];
  /** Where a table point (mm, and mm above the mat) is on the page (CSS px), through the camera on show. */
  tableToScreen(x: number, y: number, heightMm?: number): { x: number; y: number };
  /** On-screen position (page CSS px) of a ship's base centre, from the rendered object; null when not shown. */
  shipScreenPosition(id: string): { x: number; y: number } | null;
  /** Triangles of a ship's 3D model as drawn: 0 while it loads, when it is empty, or when the ship is absent. */
  shipModelTriangles(id: string): number;
  /** Table pose of a ship's rendered object (mm, degrees), null when not shown. */
  shipTablePose(id: string): { x: number; y: number; headingDeg: number } | null;
  camera(): TestCameraInfo;
  /** The resolved moves of the scenario on show (empty for a battle). */
  moves(): ScenarioMoveEntry[];
  /** The timeline of the battle on show, null for a scenario. */
  battleTimeline(): Timeline | null;
  /** The round, phase, active ship and destroyed ships the battle panels show; null for a scenario. */
  battleStatus(): TestBattleStatus | null;
  /** Attack lines drawn now. */
  attackLines(): TestAttackLine[];
  /** Tokens drawn beside a unit's base now (empty when it shows none), null when its rack is not drawn. */
  tokensShown(id: string): TestTokenShown[] | null;
  /** Hit flashes playing now. */
  hitFlashes(): TestHitFlash[];
  /**
   * Ship labels drawn in the last frame: text, box (page CSS px, relative to the canvas), text size (px) and the
   * leader line drawn from it to its ship (null when it sits by its ship).
   */
  labels(): {
    text: string;
    left: number;
    top: number;
    width: number;
    height: number;
    fontPx: number;
    leader: { x1: number; y1: number; x2: number; y2: number } | null;
  }[];
  /**
   * Screen boxes (CSS px, relative to the canvas) of the ships and obstacles drawn in the last frame, with the
   * ship's id (null for an obstacle).
   */
  footprints(): { id: string | null; left: number; top: number; right: number; bottom: number }[];
  /** Number of maneuver templates drawn on the mat now. */
  templatesShown(): number;
  playMoves(): void;
  /**
   * Jumps playback to a time in seconds, or to the end (pauses). With `cut`, a director or follow camera cuts onto
   * that moment's shot instead of easing there from where it stood (as a video export does), and the labels are
   * placed afresh rather than kept where they stood, so a screenshot of the moment does not depend on how many
   * frames the machine drew before.
   */
  seek(time: number | 'end', options?: { cut?: boolean }): void;
  /**
   * The playback clock: `time` and `duration` in timeline seconds; `pacedTime` and `pacedDuration` in the seconds
   * a viewer waits at 1× under the pacing in use (`pace`: cinematic or real time).
   */
  playback(): {
    time: number;
    duration: number;
    playing: boolean;
    speed: number;
    pace: 'cinematic' | 'real';
    pacedTime: number;
    pacedDuration: number;
  };
}

declare global {
  interface Window {
    __holotable?: HolotableTestApi;
  }
}
