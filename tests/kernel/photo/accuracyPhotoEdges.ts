/**
 * The accuracy sweep on rendered pictures: synthetic photos (anti-aliased, blurred, noisy; syntheticPhoto.ts)
 * of the mat, ship bases (with a grey ship model lying over part of each base) and obstacle tokens, seen
 * through the pinhole camera. The user's marks are each within 1 px of the truth; the poses they give are
 * compared with the truth as marked ("raw"), and after fitting to the photo's edges ("refined": the mat's
 * corners from its edges, then each piece's outline to its edges).
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
  type PhotoWindowSource,
  refineAreaCorners,
  refineOutlineInPhoto,
  refineShipPoseInPhoto,
  shipPoseFromFrontCorners,
  baseCornerLocal,
} from '../../../src/kernel/photo/index.ts';
import { pointsRound } from './accuracySweep.ts';
import { cameraOverMat, jitter, type PinholeCamera, project, seeded } from './pinhole.ts';
import { drawWindow, type PictureFaults, SCENE_GREYS, type SceneShape, sceneWith } from './syntheticPhoto.ts';

/** One photo setting: resolution, tilt off vertical, and how the picture is spoilt. */
export interface PhotoCase {
  megapixels: number;
  tiltDeg: number;
  blurPx: number;
  noise: number;
}

/** One pose's errors as marked and as refined, and whether the refinement kept the marks. */
export interface PhotoError {
  case: PhotoCase;
  what: 'small ship' | 'large ship' | 'obstacle';
  raw: { positionMm: number; headingDeg: number };
  refined: { positionMm: number; headingDeg: number };
  kept: boolean;
  mmPerPx: number;
}

const SIDE = 914.4;

/** The camera and how its pictures are spoilt. */
type PhotoCamera = PinholeCamera & { faults: PictureFaults };

/** A source of the synthetic picture of `scene`: every window drawn afresh (its own noise). */
function sourceOf(cam: PinholeCamera, scene: SceneShape[], faults: PictureFaults, random: () => number) {
  const source: PhotoWindowSource = (centre, halfPx) => {
    const inside = centre.x > 0 && centre.y > 0 && centre.x < cam.widthPx && centre.y < cam.heightPx;
    return inside ? drawWindow(cam, scene, centre, Math.ceil(halfPx), faults, random) : null;
  };
  return source;
}

/** A user's mark of a table point: its projection moved by up to 1 px. */
const mark = (cam: PinholeCamera, p: Point, random: () => number) => jitter(project(cam, { ...p, z: 0 }), 1, random);

/** A calibration from four corner marks. */
function calibrate(cam: PinholeCamera, cornersPx: readonly Point[]): Calibration {
  const cal = calibratePhoto(
    cornersPx,
    { widthMm: SIDE, heightMm: SIDE },
    { widthPx: cam.widthPx, heightPx: cam.heightPx },
  );
  if (!cal.ok) throw new Error(cal.message);
  return cal;
}

/** A grey ship model seen from above: a diamond over the base, its nose and tail past the front and rear edges. */
function shipModel(pose: Pose, side: number): SceneShape {
  const pts = [
    [0.7, 0],
    [0, 0.45],
    [-0.62, 0],
    [0, -0.45],
  ].map(([f = 0, l = 0]) => localToTable(pose, f * side, l * side));
  return { polygonMm: pts, grey: 0.5 };
}

const errorOf = (p: { x: number; y: number; deg: number }, truth: { x: number; y: number; deg: number }) => ({
  positionMm: Math.hypot(p.x - truth.x, p.y - truth.y),
  headingDeg: Math.abs(deltaDeg(p.deg, truth.deg)),
});

/** A ship's pose from its two marked front corners, raw and refined to its base's edges. */
function shipCase(cam: PhotoCamera, raw: Calibration, fine: Calibration, size: BaseSize, random: () => number) {
  const m = BASE_SIDE_MM[size];
  const pose = { x: m + random() * (SIDE - 2 * m), y: m + random() * (SIDE - 2 * m), headingDeg: random() * 360 };
  const base = ['front-left', 'front-right', 'rear-right', 'rear-left'] as const;
  const polygonMm = base.map((c) => localToTable(pose, baseCornerLocal(c, size).x, baseCornerLocal(c, size).y));
  const scene = [...sceneWith(SIDE, { polygonMm, grey: SCENE_GREYS.base }), shipModel(pose, m)];
  const marks = (['front-left', 'front-right'] as const).map((c) =>
    mark(cam, localToTable(pose, baseCornerLocal(c, size).x, baseCornerLocal(c, size).y), random),
  );
  const poseVia = (cal: Calibration) => {
    const [a, b] = marks.map((q) => photoToTableMm(cal, q));
    const fit = a && b ? shipPoseFromFrontCorners(a, b, size) : null;
    if (!fit) throw new Error('no ship pose');
    return fit.pose;
  };
  const rough = poseVia(raw);
  const start = poseVia(fine);
  const r = refineShipPoseInPhoto(sourceOf(cam, scene, cam.faults, random), fine, start, size);
  const truth = { x: pose.x, y: pose.y, deg: pose.headingDeg };
  return {
    at: pose,
    raw: errorOf({ x: rough.x, y: rough.y, deg: rough.headingDeg }, truth),
    refined: r.ok
      ? errorOf({ x: r.placement.x, y: r.placement.y, deg: r.placement.rotationDeg }, truth)
      : errorOf({ x: start.x, y: start.y, deg: start.headingDeg }, truth),
    kept: !r.ok,
  };
}

/** An obstacle from eight points marked round its edge, raw and refined to its outline's edges. */
function obstacleCase(cam: PhotoCamera, raw: Calibration, fine: Calibration, random: () => number) {
  const shape = OBSTACLE_SHAPES[Math.floor(random() * OBSTACLE_SHAPES.length)] ?? 'asteroid-1';
  const outline = obstacleOutline(shape)?.outlineMm ?? [];
  const truth = { x: 100 + random() * (SIDE - 200), y: 100 + random() * (SIDE - 200), rotationDeg: random() * 360 };
  const flipped = random() < 0.5;
  const placed = placeOutline(outline, { ...truth, flipped });
  const polygonMm = Array.from({ length: placed.length / 2 }, (_, i) => ({ x: placed[2 * i]!, y: placed[2 * i + 1]! }));
  const scene = sceneWith(SIDE, { polygonMm, grey: SCENE_GREYS.obstacle });
  const marks = pointsRound(placed, 8, random()).map((p) => mark(cam, p, random));
  const fitVia = (cal: Calibration) => {
    const pts = marks.map((q) => photoToTableMm(cal, q)).filter((q): q is Point => q !== null);
    const fit = fitOutlineToEdgePoints(outline, pts, { flipped });
    if (!fit) throw new Error('no outline fit');
    return fit.placement;
  };
  const rough = fitVia(raw);
  const start = fitVia(fine);
  const local = outline.map(([x, y]) => ({ x: flipped ? -x : x, y }));
  const r = refineOutlineInPhoto(sourceOf(cam, scene, cam.faults, random), fine, local, start);
  const t = { x: truth.x, y: truth.y, deg: truth.rotationDeg };
  return {
    at: truth,
    raw: errorOf({ ...rough, deg: rough.rotationDeg }, t),
    refined: r.ok
      ? errorOf({ ...r.placement, deg: r.placement.rotationDeg }, t)
      : errorOf({ ...start, deg: start.rotationDeg }, t),
    kept: !r.ok,
  };
}

/** Table mm per photo px at a point. */
function mmPerPx(cam: PinholeCamera, p: Point): number {
  const a = project(cam, { ...p, z: 0 });
  const bx = project(cam, { x: p.x + 1, y: p.y, z: 0 });
  const by = project(cam, { x: p.x, y: p.y + 1, z: 0 });
  return 2 / (Math.hypot(bx.x - a.x, bx.y - a.y) + Math.hypot(by.x - a.x, by.y - a.y));
}

/** Every pose error of one photo setting: `pieces` of each kind, the mat filling 70 % of the picture. */
export function photoSweepCase(c: PhotoCase, pieces: number, seed: number, refineMat = true): PhotoError[] {
  const random = seeded(seed);
  const cam = {
    ...cameraOverMat(c.megapixels, SIDE, c.tiltDeg, 20, 0.7),
    faults: { blurPx: c.blurPx, noise: c.noise },
  };
  const truthCorners = [
    { x: 0, y: 0 },
    { x: SIDE, y: 0 },
    { x: SIDE, y: SIDE },
    { x: 0, y: SIDE },
  ];
  const marked = truthCorners.map((p) => mark(cam, p, random));
  const raw = calibrate(cam, marked);
  const matSource = sourceOf(cam, sceneWith(SIDE, null), cam.faults, random);
  const fine = refineMat
    ? calibrate(
        cam,
        refineAreaCorners(matSource, marked).map((r) => r.point),
      )
    : raw;
  const out: PhotoError[] = [];
  for (let i = 0; i < pieces; i++) {
    for (const size of ['small', 'large'] as const) {
      const s = shipCase(cam, raw, fine, size, random);
      out.push({ case: c, what: `${size} ship`, ...s, mmPerPx: mmPerPx(cam, s.at) });
    }
    const o = obstacleCase(cam, raw, fine, random);
    out.push({ case: c, what: 'obstacle', ...o, mmPerPx: mmPerPx(cam, o.at) });
  }
  return out;
}

/** The mat's corners as marked and as refined: their distances from the truth, px. */
export function matCornerErrors(c: PhotoCase, seed: number): { raw: number[]; refined: number[]; kept: number } {
  const random = seeded(seed);
  const cam = cameraOverMat(c.megapixels, SIDE, c.tiltDeg, 20, 0.7);
  const truth = [
    { x: 0, y: 0 },
    { x: SIDE, y: 0 },
    { x: SIDE, y: SIDE },
    { x: 0, y: SIDE },
  ].map((p) => project(cam, { ...p, z: 0 }));
  const marked = truth.map((p) => jitter(p, 1, random));
  const source = sourceOf(cam, sceneWith(SIDE, null), { blurPx: c.blurPx, noise: c.noise }, random);
  const refined = refineAreaCorners(source, marked);
  const d = (p: Point, i: number) => Math.hypot(p.x - truth[i]!.x, p.y - truth[i]!.y);
  return {
    raw: marked.map(d),
    refined: refined.map((r, i) => d(r.point, i)),
    kept: refined.filter((r) => !r.ok).length,
  };
}

/** The pose limits asked for: ships within 1 mm and 0.5°, obstacles within 1.5 mm and 1°. */
export function within(e: PhotoError, which: 'raw' | 'refined'): boolean {
  const x = e[which];
  return e.what === 'obstacle' ? x.positionMm <= 1.5 && x.headingDeg <= 1 : x.positionMm <= 1 && x.headingDeg <= 0.5;
}

const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * (s.length - 1) + 0.5))] ?? NaN;
};

/** A markdown table: per kind and group, p50 / p95 of position and heading and the share within limits, raw → refined. */
export function photoErrorTable(errors: readonly PhotoError[], groupName: string, groupOf: (e: PhotoError) => number) {
  const lines = [
    `| piece | ${groupName} | poses | mm/px | position p50 / p95, mm: marks → fitted | heading p50 / p95, °: marks → fitted | within limits: marks → fitted | marks kept |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  const groups = [...new Set(errors.map(groupOf))].sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(2);
  for (const what of ['small ship', 'large ship', 'obstacle'] as const)
    for (const g of groups) {
      const es = errors.filter((e) => e.what === what && groupOf(e) === g);
      if (es.length === 0) continue;
      const pr = es.map((e) => e.raw.positionMm);
      const pf = es.map((e) => e.refined.positionMm);
      const hr = es.map((e) => e.raw.headingDeg);
      const hf = es.map((e) => e.refined.headingDeg);
      const share = (w: 'raw' | 'refined') => ((100 * es.filter((e) => within(e, w)).length) / es.length).toFixed(0);
      lines.push(
        `| ${what} | ${g} | ${es.length} | ${f(
          q(
            es.map((e) => e.mmPerPx),
            0.5,
          ),
        )} | ` +
          `${f(q(pr, 0.5))} / ${f(q(pr, 0.95))} → ${f(q(pf, 0.5))} / ${f(q(pf, 0.95))} | ` +
          `${f(q(hr, 0.5))} / ${f(q(hr, 0.95))} → ${f(q(hf, 0.5))} / ${f(q(hf, 0.95))} | ` +
          `${share('raw')} % → ${share('refined')} % | ${es.filter((e) => e.kept).length} |`,
      );
    }
  return lines.join('\n');
}

/** The settings swept: 1, 2, 4 MP; tilts 0–45°; blur σ 0.7 and 1.5 px; noise σ 0.02. */
export function photoCases(): PhotoCase[] {
  const cases: PhotoCase[] = [];
  for (const megapixels of [1, 2, 4])
    for (const tiltDeg of [0, 15, 30, 45])
      for (const blurPx of [0.7, 1.5]) cases.push({ megapixels, tiltDeg, blurPx, noise: 0.02 });
  return cases;
}
