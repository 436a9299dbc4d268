/**
 * Render statistics of the last frames: draw calls, triangles and frame time. A plain mutable object written
 * every frame by RenderStatsSampler (never React state) and read by the debug overlay and the viewer benchmark
 * (as `window.__holotableRenderStats`).
 */

/** What the renderer did lately. */
export interface RenderStats {
  /** Draw calls and triangles of the last rendered frame. */
  drawCalls: number;
  triangles: number;
  /** Geometries and textures held by the renderer. */
  geometries: number;
  textures: number;
  /** Mean and worst frame time over the last FRAME_WINDOW frames, ms. */
  meanFrameMs: number;
  worstFrameMs: number;
  /** Frames sampled since the page opened. */
  frames: number;
}

/** How many recent frames the frame-time figures cover. */
export const FRAME_WINDOW = 120;

/** The page's render statistics (one renderer per page). */
export const renderStats: RenderStats = {
  drawCalls: 0,
  triangles: 0,
  geometries: 0,
  textures: 0,
  meanFrameMs: 0,
  worstFrameMs: 0,
  frames: 0,
};

const frameTimes = new Float64Array(FRAME_WINDOW);

/** Records one frame: its duration (ms) and the renderer's counters after the previous render. */
export function recordFrame(
  frameMs: number,
  info: { calls: number; triangles: number; geometries: number; textures: number },
): void {
  frameTimes[renderStats.frames % FRAME_WINDOW] = frameMs;
  renderStats.frames++;
  const n = Math.min(renderStats.frames, FRAME_WINDOW);
  let sum = 0;
  let worst = 0;
  for (const ms of frameTimes.subarray(0, n)) {
    sum += ms;
    worst = Math.max(worst, ms);
  }
  renderStats.meanFrameMs = sum / n;
  renderStats.worstFrameMs = worst;
  renderStats.drawCalls = info.calls;
  renderStats.triangles = info.triangles;
  renderStats.geometries = info.geometries;
  renderStats.textures = info.textures;
}

declare global {
  interface Window {
    __holotableRenderStats?: RenderStats;
  }
}
