/**
 * Points and poses on the table. Units: mm for positions, degrees for headings (counter-clockwise from +x).
 */
import { DEG } from './constants.ts';

/** A point on the table, mm. */
export interface Point {
  x: number;
  y: number;
}

/** Where a base stands: its centre in mm and its heading in degrees counter-clockwise from +x. */
export interface Pose {
  x: number;
  y: number;
  headingDeg: number;
}

/** Normalises an angle in degrees to [0, 360). */
export function normalizeDeg(deg: number): number {
  const r = deg % 360;
  const n = r < 0 ? r + 360 : r;
  // -1e-15 % 360 + 360 rounds to 360; keep the half-open range.
  return n >= 360 ? 0 : n;
}

/** Smallest signed difference a − b of two headings, degrees in (−180, 180]. */
export function deltaDeg(a: number, b: number): number {
  const d = normalizeDeg(a - b);
  return d > 180 ? d - 360 : d;
}

/** Maps a ship-local offset (forward mm, left mm) to a table point. */
export function localToTable(pose: Pose, forwardMm: number, leftMm: number): Point {
  const h = pose.headingDeg * DEG;
  const c = Math.cos(h);
  const s = Math.sin(h);
  return { x: pose.x + forwardMm * c - leftMm * s, y: pose.y + forwardMm * s + leftMm * c };
}

/** Maps a table point to ship-local (forward mm, left mm). */
export function tableToLocal(pose: Pose, p: Point): { forwardMm: number; leftMm: number } {
  const h = pose.headingDeg * DEG;
  const c = Math.cos(h);
  const s = Math.sin(h);
  const dx = p.x - pose.x;
  const dy = p.y - pose.y;
  return { forwardMm: dx * c + dy * s, leftMm: -dx * s + dy * c };
}
