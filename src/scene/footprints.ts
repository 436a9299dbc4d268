/**
 * The room a ship or obstacle takes on the table, as a box in its own frame: labels keep off its projection on
 * screen (LabelLayout) and the default cameras keep it whole and clear of the panels (shipFraming.ts).
 */
import type { Object3D } from 'three';
import type { TimelineUnit } from '../battle/timeline.ts';
import { CAPITAL_HEIGHT_MM } from './fullthrust/modelScale.ts';

/** A box in an object's own frame (mm): ±halfX along its heading, ±halfY across, from the mat up to topMm. */
export interface FootprintSize {
  halfX: number;
  halfY: number;
  topMm: number;
}

/** A footprint standing in the scene now: the object it is anchored to (its centre on the mat) and its box. */
export interface RegisteredFootprint extends FootprintSize {
  anchor: Object3D;
}

/** Every footprint mounted now. */
export const footprintRegistry = new Set<RegisteredFootprint>();

/** Half a small base (40 mm) and the top of a small ship's model (centre at 34 mm, bobbing a few mm). */
const SMALL: FootprintSize = { halfX: 20, halfY: 20, topMm: 46 };
/** Half a large base (80 mm) and the top of a large ship's model. */
const LARGE: FootprintSize = { halfX: 40, halfY: 40, topMm: 50 };
/** A Full Thrust squadron's formation (FORMATION_MM spans −12…13 mm by ±19 mm, craft at 14 mm). */
const SQUADRON: FootprintSize = { halfX: 16, halfY: 22, topMm: 20 };
/** A Star Warriors counter with its model (0.6 of a small model, 15 mm up). */
const COUNTER: FootprintSize = { halfX: 12, halfY: 12, topMm: 24 };

/** A unit's footprint by its size class (a capital ship by its class length, `info.lengthMm`). */
export function unitFootprint(unit: Pick<TimelineUnit, 'size' | 'info'>): FootprintSize {
  if (unit.size === 'large') return LARGE;
  if (unit.size === 'squadron') return SQUADRON;
  if (unit.size === 'counter') return COUNTER;
  if (unit.size === 'capital') {
    const length = Number(unit.info?.lengthMm ?? 100);
    return { halfX: length / 2, halfY: length / 5, topMm: CAPITAL_HEIGHT_MM + 12 };
  }
  return SMALL;
}

/** Height (mm) an obstacle's body stands above the mat (asteroid rocks, debris). */
const OBSTACLE_TOP_MM = 14;

/** The box round a flat table polygon [x0, y0, x1, y1, …]: its centre and footprint (an obstacle's outline). */
export function polygonFootprint(polygon: ArrayLike<number>): FootprintSize & { x: number; y: number } {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i + 1 < polygon.length; i += 2) {
    const x = polygon[i] ?? 0;
    const y = polygon[i + 1] ?? 0;
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  }
  if (x0 > x1) return { x: 0, y: 0, halfX: 0, halfY: 0, topMm: 0 };
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2, halfX: (x1 - x0) / 2, halfY: (y1 - y0) / 2, topMm: OBSTACLE_TOP_MM };
}

/** The footprint of an X-Wing base by its size (dispute mode's ships). */
export function baseFootprint(size: 'small' | 'large'): FootprintSize {
  return size === 'large' ? LARGE : SMALL;
}
