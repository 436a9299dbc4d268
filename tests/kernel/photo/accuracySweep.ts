/**
 * The accuracy sweep: synthetic photos of known situations (exact pinhole projections of the mat's corners,
 * ships' base corners and obstacle edges; no rendered pixels, so no blur, noise in the picture or lens
 * distortion), every mark moved by up to 1 px as a user's click would be, and the poses recovered through
 * the photo calibration compared with the truth.
 */
import { BASE_SIDE_MM, type BaseSize } from '../../../src/kernel/constants.ts';
import { obstacleOutline, OBSTACLE_SHAPES } from '../../../src/kernel/obstacleOutlines.ts';
import { placeOutline } from '../../../src/kernel/obstacle.ts';
import { deltaDeg, localToTable, type Point, type Pose } from '../../../src/kernel/pose.ts';
import {
  calibratePhoto,
  type Calibration,
  fitOutlineToEdgePoints,
  photoToTableMm,
  shipPoseFromCorners,
  type BaseCorner,
  baseCornerLocal,
} from '../../../src/kernel/photo/index.ts';
import { cameraOverMat, jitter, type PinholeCamera, project, seeded } from './pinhole.ts';

/** One photo setting. */
export interface SweepCase {
  megapixels: number;
  tiltDeg: number;
  fill: number;
  azimuthDeg: number;
}

/** One recovered pose's error. */
export interface SweepError {
  case: SweepCase;
  what: 'small ship' | 'large ship' | 'small ship, 4 corners' | 'obstacle';
  positionMm: number;
  headingDeg: number;
  /** Table mm per photo px where the piece stands (mean of the two axes). */
  mmPerPx: number;
}

const SIDE = 914.4;

/** A click lands on the photo: a mark jittered past its edge stays on it. */
const inside = (cam: PinholeCamera, p: Point): Point => ({
  x: Math.min(cam.widthPx, Math.max(0, p.x)),
  y: Math.min(cam.heightPx, Math.max(0, p.y)),
});

/** Marks a table point (z = 0) on the photo as a user would (within 1 px) and maps it back to the table. */
function markOnTable(cam: PinholeCamera, cal: Calibration, p: Point, random: () => number, noisePx: number): Point {
  const q = photoToTableMm(cal, jitter(project(cam, { ...p, z: 0 }), noisePx, random));
  if (!q) throw new Error('a mark fell beyond the horizon');
  return q;
}

/** Table mm per photo px at a point: the mean stretch of 1 mm steps along x and y. */
function mmPerPxAt(cam: PinholeCamera, p: Point): number {
  const a = project(cam, { ...p, z: 0 });
  const bx = project(cam, { x: p.x + 1, y: p.y, z: 0 });
  const by = project(cam, { x: p.x, y: p.y + 1, z: 0 });
  return 2 / (Math.hypot(bx.x - a.x, bx.y - a.y) + Math.hypot(by.x - a.x, by.y - a.y));
}

/** A ship's pose recovered from its marked corners. */
function shipError(
  cam: PinholeCamera,
  cal: Calibration,
  pose: Pose,
  size: BaseSize,
  corners: BaseCorner[],
  random: () => number,
  noisePx: number,
) {
  const marks = corners.map((corner) => {
    const l = baseCornerLocal(corner, size);
    return { corner, tableMm: markOnTable(cam, cal, localToTable(pose, l.x, l.y), random, noisePx) };
  });
  const fit = shipPoseFromCorners(marks, size);
  if (!fit) throw new Error('no ship pose');
  return {
    positionMm: Math.hypot(fit.pose.x - pose.x, fit.pose.y - pose.y),
    headingDeg: Math.abs(deltaDeg(fit.pose.headingDeg, pose.headingDeg)),
  };
}

/** Points spread evenly (by length) round a closed polygon, starting `phase` (0–1) of the way round. */
export function pointsRound(polygon: Float64Array, count: number, phase: number): Point[] {
  const n = polygon.length / 2;
  const at = (i: number): Point => ({ x: polygon[2 * (i % n)]!, y: polygon[2 * (i % n) + 1]! });
  const lengths = Array.from({ length: n }, (_, i) => Math.hypot(at(i + 1).x - at(i).x, at(i + 1).y - at(i).y));
  const total = lengths.reduce((a, b) => a + b, 0);
  return Array.from({ length: count }, (_, k) => {
    let s = ((k + phase) / count) * total;
    let i = 0;
    while (s > lengths[i]! && i < n - 1) s -= lengths[i++]!;
    const t = s / lengths[i]!;
    return { x: at(i).x + t * (at(i + 1).x - at(i).x), y: at(i).y + t * (at(i + 1).y - at(i).y) };
  });
}

/** An obstacle's placement recovered from points marked round its edge. */
function obstacleError(
  cam: PinholeCamera,
  cal: Calibration,
  random: () => number,
  noisePx: number,
  edgePoints: number,
) {
  const shape = OBSTACLE_SHAPES[Math.floor(random() * OBSTACLE_SHAPES.length)]!;
  const outline = obstacleOutline(shape)!.outlineMm;
  const truth = {
    x: 100 + random() * (SIDE - 200),
    y: 100 + random() * (SIDE - 200),
    rotationDeg: random() * 360,
    flipped: random() < 0.5,
  };
  const placed = placeOutline(outline, truth);
  const marks = pointsRound(placed, edgePoints, random()).map((p) => markOnTable(cam, cal, p, random, noisePx));
  const fit = fitOutlineToEdgePoints(outline, marks, { flipped: truth.flipped });
  if (!fit) throw new Error('no outline fit');
  const wrongSide = fit.placement.flipped !== truth.flipped;
  return {
    positionMm: wrongSide ? Infinity : Math.hypot(fit.placement.x - truth.x, fit.placement.y - truth.y),
    headingDeg: wrongSide ? Infinity : Math.abs(deltaDeg(fit.placement.rotationDeg, truth.rotationDeg)),
    at: truth,
  };
}

/**
 * Every pose error of one photo setting: `pieces` of each kind at seeded random places, each mark within
 * `noisePx` of the true point, obstacles marked at `edgePoints` points spread round their edge (the side up
 * is given, as the user sees it).
 */
export function sweepCase(c: SweepCase, pieces: number, seed: number, noisePx = 1, edgePoints = 8): SweepError[] {
  const random = seeded(seed);
  const cam = cameraOverMat(c.megapixels, SIDE, c.tiltDeg, c.azimuthDeg, c.fill);
  const corners = [
    { x: 0, y: 0 },
    { x: SIDE, y: 0 },
    { x: SIDE, y: SIDE },
    { x: 0, y: SIDE },
  ].map((p) => inside(cam, jitter(project(cam, { ...p, z: 0 }), noisePx, random)));
  const cal = calibratePhoto(
    corners,
    { widthMm: SIDE, heightMm: SIDE },
    { widthPx: cam.widthPx, heightPx: cam.heightPx },
  );
  if (!cal.ok) throw new Error(cal.message);
  const out: SweepError[] = [];
  const kinds = [
    ['small ship', 'small', ['front-left', 'front-right']],
    ['large ship', 'large', ['front-left', 'front-right']],
    ['small ship, 4 corners', 'small', ['front-left', 'front-right', 'rear-right', 'rear-left']],
  ] as const;
  for (let i = 0; i < pieces; i++) {
    for (const [what, size, cornerList] of kinds) {
      const m = BASE_SIDE_MM[size];
      const pose = { x: m + random() * (SIDE - 2 * m), y: m + random() * (SIDE - 2 * m), headingDeg: random() * 360 };
      out.push({
        case: c,
        what,
        ...shipError(cam, cal, pose, size, [...cornerList], random, noisePx),
        mmPerPx: mmPerPxAt(cam, pose),
      });
    }
    const o = obstacleError(cam, cal, random, noisePx, edgePoints);
    out.push({
      case: c,
      what: 'obstacle',
      positionMm: o.positionMm,
      headingDeg: o.headingDeg,
      mmPerPx: mmPerPxAt(cam, o.at),
    });
  }
  return out;
}

/** The settings swept: 1, 2, 4 and 12 (a phone's full size) megapixels; tilts 0–60°; the mat filling 95 % or 70 % of the picture; two turns. */
export function sweepCases(): SweepCase[] {
  const cases: SweepCase[] = [];
  for (const megapixels of [1, 2, 4, 12])
    for (const tiltDeg of [0, 15, 30, 45, 60])
      for (const fill of [0.95, 0.7])
        for (const azimuthDeg of [0, 25]) cases.push({ megapixels, tiltDeg, fill, azimuthDeg });
  return cases;
}

/** The q-quantile (0–1) of a list. */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))] ?? NaN;
}

/** The pose limits asked for: ships within 1 mm and 0.5°, obstacles within 1.5 mm and 1°. */
export function withinLimits(e: SweepError): boolean {
  return e.what === 'obstacle' ? e.positionMm <= 1.5 && e.headingDeg <= 1 : e.positionMm <= 1 && e.headingDeg <= 0.5;
}

/** Kinds of piece in the sweep, in table order. */
export const SWEPT_KINDS = ['small ship', 'small ship, 4 corners', 'large ship', 'obstacle'] as const;

const f = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : 'wrong way');

/** A markdown table of error quantiles and the share within the limits, one row per kind and group. */
export function errorTable(
  errors: readonly SweepError[],
  groupName: string,
  groupOf: (e: SweepError) => number,
): string {
  const lines = [
    `| piece | ${groupName} | cases | mm/px | position p50 / p95 / max, mm | heading p50 / p95 / max, ° | within limits |`,
    '|---|---|---|---|---|---|---|',
  ];
  const groups = [...new Set(errors.map(groupOf))].sort((a, b) => a - b);
  for (const what of SWEPT_KINDS) {
    for (const g of groups) {
      const es = errors.filter((e) => e.what === what && groupOf(e) === g);
      if (es.length === 0) continue;
      const p = es.map((e) => e.positionMm);
      const h = es.map((e) => e.headingDeg);
      const share = (100 * es.filter(withinLimits).length) / es.length;
      lines.push(
        `| ${what} | ${g} | ${es.length} | ${f(
          quantile(
            es.map((e) => e.mmPerPx),
            0.5,
          ),
        )} | ` +
          `${f(quantile(p, 0.5))} / ${f(quantile(p, 0.95))} / ${f(quantile(p, 1))} | ` +
          `${f(quantile(h, 0.5))} / ${f(quantile(h, 0.95))} / ${f(quantile(h, 1))} | ${share.toFixed(0)} % |`,
      );
    }
  }
  return lines.join('\n');
}
