/**
 * Where the cameras look from, in world millimetres (through tableFrame), and what the orbit camera remembers
 * while the top-down view is on.
 */
import { Vector3 } from 'three';
import { tableToWorld } from './tableFrame.ts';

/** The table's centre and a comfortable three-quarter view from behind the first player's edge. */
export function defaultOrbitView(widthMm: number, heightMm: number): { position: Vector3; target: Vector3 } {
  return {
    position: tableToWorld(widthMm * 0.5, -heightMm * 0.52, heightMm * 0.78),
    target: tableToWorld(widthMm / 2, heightMm * 0.47, 0),
  };
}

/** Zoom of an orthographic camera that fits the table (plus a margin) into a viewport of w × h pixels. */
export function topDownZoom(viewW: number, viewH: number, widthMm: number, heightMm: number, margin = 1.06): number {
  return Math.min(viewW / (widthMm * margin), viewH / (heightMm * margin));
}

/** The orbit camera's last position and target, kept across switches to the top-down view. */
export const orbitMemory: { position: Vector3 | null; target: Vector3 | null } = { position: null, target: null };
