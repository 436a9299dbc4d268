/**
 * The dispute canvas as the PNG export and the tests reach it: the renderer, scene and camera registered by
 * DisputeCanvasHooks (module state, not React state: nothing re-renders when they change).
 */
import type { Camera, Scene, WebGLRenderer } from 'three';

const current: { gl: WebGLRenderer | null; scene: Scene | null; camera: Camera | null } = {
  gl: null,
  scene: null,
  camera: null,
};

/** Registers (or clears, with nulls) the canvas in use. */
export function registerCanvas(gl: WebGLRenderer | null, scene: Scene | null, camera: Camera | null): void {
  current.gl = gl;
  current.scene = scene;
  current.camera = camera;
}

/** Renders the current frame and reads it back as a PNG data URL; null when no canvas is up. */
export function captureCanvasPng(): string | null {
  const { gl, scene, camera } = current;
  if (!gl || !scene || !camera) return null;
  // Render right before reading so the drawing buffer holds this frame whatever the browser did since.
  gl.render(scene, camera);
  return gl.domElement.toDataURL('image/png');
}

/** Page position (CSS px) of a table point (mm), through the current camera; null when no canvas is up. */
export function tablePointOnPage(
  project: (camera: Camera) => { x: number; y: number },
): { x: number; y: number } | null {
  const { gl, camera } = current;
  if (!gl || !camera) return null;
  const v = project(camera);
  const r = gl.domElement.getBoundingClientRect();
  return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
}
