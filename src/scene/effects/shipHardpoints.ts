/**
 * Where a ship model's guns and engines are, in the model's own frame (mm; +x forward, +y left, +z up, about the
 * model's centre), so laser bolts leave the real cannons and engine trails stream from the real exhausts. Read
 * off the procedural models (scripts/models/ships/); a model not listed uses its base size's generic points.
 */
import type { BaseSize } from '../../kernel/index.ts';
import type { ModelId } from '../../models/catalog.ts';

/** A point in a model's frame, mm. */
export type ModelPoint = readonly [x: number, y: number, z: number];

/** A model's gun muzzles (they fire in this order, round and round) and engine exhausts. */
export interface Hardpoints {
  guns: readonly ModelPoint[];
  engines: readonly ModelPoint[];
  /** Radius of an engine trail where it leaves the exhaust, mm of the model (1.7 when not given). */
  trailRadiusMm?: number;
}

/** The trail radius at an exhaust of a model that gives none, mm (a fighter's engine). */
export const DEFAULT_TRAIL_RADIUS_MM = 1.7;

/** Points at each (y, z) of a row of exhausts on a stern at x. */
const stern = (x: number, yz: readonly (readonly [number, number])[]): ModelPoint[] => yz.map(([y, z]) => [x, y, z]);

/** Both sides of a point: (x, y, z) and (x, −y, z). */
const pair = (x: number, y: number, z: number): ModelPoint[] => [
  [x, y, z],
  [x, -y, z],
];

// X-wing cannons on the four wingtips (the S-foils open 12° into the X), fired crosswise as the films do.
const XWING_GUNS: ModelPoint[] = [
  [12.5, 14.7, 3.1],
  [12.5, -14.7, -3.1],
  [12.5, -14.7, 3.1],
  [12.5, 14.7, -3.1],
];

const GENERIC: Readonly<Record<BaseSize, Hardpoints>> = {
  small: { guns: pair(12, 7, 0), engines: [[-15, 0, 0]] },
  large: { guns: pair(22, 10, 2), engines: pair(-30, 8, 0) },
};

const NAMED: Partial<Record<ModelId, Hardpoints>> = {
  xwing: { guns: XWING_GUNS, engines: pair(-16.5, 4.4, 0) },
  t70xwing: { guns: XWING_GUNS, engines: pair(-17, 4.8, 0) },
  ywing: { guns: pair(16, 1.2, -1), engines: pair(-18, 7.5, 0) },
  awing: { guns: pair(6, 9, -0.5), engines: pair(-12, 5, 0) },
  bwing: { guns: [[10, 0, -14], ...pair(4, 12, -1)], engines: [[-8, 0, 2]] },
  tiefighter: { guns: pair(5.5, 1.3, -3), engines: [[-7, 0, 0]] },
  tiefofighter: { guns: pair(5.7, 1.3, -3), engines: [[-8, 0, 0]] },
  tieinterceptor: { guns: pair(11, 14, 0), engines: [[-7, 0, 0]] },
  tieadvanced: { guns: pair(6, 1.3, -3), engines: [[-9, 0, 0]] },
  tiebomber: { guns: pair(8, 1.3, -3), engines: pair(-10, 6, 0) },
  yt1300: { guns: [[0, 0, 8]], engines: [[-26, 0, 1]] },
  firespray31: { guns: pair(24, 5, -2), engines: pair(-20, 6, 0) },
  // Full Thrust capital ships at their reference length (CAPITAL_MODEL_LENGTH_MM): the glowing engine discs.
  stardestroyer: {
    guns: pair(40, 30, 8),
    engines: stern(-140.4, [
      [0, -16.2],
      [22, -16.2],
      [-22, -16.2],
      [38, -20.2],
      [-38, -20.2],
      [11, -5.7],
      [-11, -5.7],
    ]),
    trailRadiusMm: 4.5,
  },
  interdictor: {
    guns: pair(30, 25, 6),
    engines: stern(-120.4, [
      [0, -9.9],
      [17, -9.9],
      [-17, -9.9],
      [31, -13.9],
      [-31, -13.9],
    ]),
    trailRadiusMm: 4,
  },
  venator: {
    guns: pair(30, 25, 6),
    engines: stern(-115.4, [
      [24, -8],
      [8, -8],
      [-8, -8],
      [-24, -8],
    ]),
    trailRadiusMm: 4.5,
  },
  acclamator: {
    guns: pair(20, 10, 5),
    engines: stern(-83.8, [
      [9, -4.2],
      [-9, -4.2],
      [9, -16.2],
      [-9, -16.2],
      [0, -10.2],
    ]),
    trailRadiusMm: 3,
  },
  escortcruiser: {
    guns: pair(20, 4, 5),
    engines: stern(-60.1, [
      [4.5, 17.5],
      [-4.5, 17.5],
      [4.5, 9.5],
      [-4.5, 9.5],
      [4.5, 1.5],
      [-4.5, 1.5],
    ]),
    trailRadiusMm: 2,
  },
  corvette: {
    guns: pair(10, 3, 9),
    engines: stern(-55.4, [
      [9, 7.1],
      [3, 7.1],
      [-3, 7.1],
      [-9, 7.1],
      [6, -1.4],
      [0, -1.4],
      [-6, -1.4],
      [9, -9.9],
      [3, -9.9],
      [-3, -9.9],
      [-9, -9.9],
    ]),
    trailRadiusMm: 1.8,
  },
};

/** The gun muzzles and engine exhausts of a model (its base size's generic ones when it has none listed). */
export function hardpointsOf(modelId: ModelId, size: BaseSize): Hardpoints {
  return NAMED[modelId] ?? GENERIC[size];
}

/**
 * A model point placed on the table for a ship at (x, y) facing `headingDeg`, its centre `heightMm` up: table
 * x, y and height, written into `out`.
 */
export function placeModelPoint(
  p: ModelPoint,
  pose: { x: number; y: number; headingDeg: number },
  heightMm: number,
  out: [number, number, number],
): [number, number, number] {
  const a = (pose.headingDeg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  out[0] = pose.x + p[0] * c - p[1] * s;
  out[1] = pose.y + p[0] * s + p[1] * c;
  out[2] = heightMm + p[2];
  return out;
}
