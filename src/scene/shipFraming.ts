/**
 * Default camera framing that puts the ships, not the empty mat, in view: each ship standing on the table when a
 * battle opens, and a grid map's terrain, is a framed item, and the orbit and top-down views come as close as they can while
 * every item stays whole on the canvas and clear of every panel. The items may sit in any gap between panels
 * (under a short side panel, beside the header), not only in the largest free rectangle.
 */
import { type Camera, OrthographicCamera, PerspectiveCamera, Vector3 } from 'three';
import type { Timeline } from '../battle/timeline.ts';
import { setupEndTime } from '../battle/timelineNav.ts';
import type { Pose } from '../kernel/index.ts';
import { drawnPoseAt, type PlaybackModel } from '../state/playback/playbackModel.ts';
import { unitFootprint } from './footprints.ts';
import { obstacleItems, terrainItems } from './terrainFraming.ts';
import { tableToWorld } from './tableFrame.ts';
import type { ScreenRect } from './viewFraming.ts';

/**
 * Something the default views show whole: a box on the table (centre, half its side along x and, when it is not a
 * square, along y, mm) up to topMm.
 */
export interface FramedItem {
  x: number;
  y: number;
  halfMm: number;
  halfYMm?: number;
  topMm: number;
}

/**
 * What the default views frame: the ships, and the table direction the orbit view looks from; `stages`, where
 * given, are what the orbit view frames as the battle plays (framingStages.ts).
 */
export interface Framing {
  items: FramedItem[];
  stages?: { start: number; end: number; items: FramedItem[] }[];
  /** Table direction (degrees) from the look-at point to the orbit camera; −90 is behind the first player's edge. */
  azimuthDeg: number;
}

/**
 * The ships standing on the table when the battle opens (set-up done) and the obstacles, and the side the orbit
 * view looks from:
 * across the line between the two sides' ships, the first side on the left, square to the mat's edges, so the
 * fleets face each other along the wide screen (from behind the first player's edge when they deploy left and
 * right, from the right-hand edge when they deploy at the near and far edges).
 */
export function framingOf(timeline: Timeline, playback: PlaybackModel): Framing {
  const t = setupEndTime(timeline);
  const pose: Pose = { x: 0, y: 0, headingDeg: 0 };
  const items: FramedItem[] = [...terrainItems(timeline.grid), ...obstacleItems(playback.obstacles)];
  const sums = new Map<number, { x: number; y: number; n: number }>();
  for (const u of timeline.units) {
    if (!drawnPoseAt(playback, u.id, t, pose)) continue;
    const f = unitFootprint(u);
    items.push({ x: pose.x, y: pose.y, halfMm: Math.max(f.halfX, f.halfY), topMm: f.topMm });
    const s = sums.get(u.side) ?? { x: 0, y: 0, n: 0 };
    sums.set(u.side, { x: s.x + pose.x, y: s.y + pose.y, n: s.n + 1 });
  }
  const [a, b] = [sums.get(0), sums.get(1)];
  if (!a || !b) return { items, azimuthDeg: -90 };
  // From the first side's centre to the second's: that is screen-right, so the camera stands at (u.y, −u.x).
  const ux = b.x / b.n - a.x / a.n;
  const uy = b.y / b.n - a.y / a.n;
  if (Math.hypot(ux, uy) < 1) return { items, azimuthDeg: -90 };
  const az = (Math.atan2(-ux, uy) * 180) / Math.PI;
  return { items, azimuthDeg: Math.round(az / 90) * 90 };
}

/** Room kept between a framed item and the canvas edge or a panel: this share of the canvas's smaller side. */
const MARGIN_SHARE = 0.045;
/** Step (px) of the search for where the content fits among the panels. */
const STEP_PX = 8;
/**
 * Room kept between a framed item and a panel, as a share of the room kept from the canvas edge: a panel's own
 * border and shadow already set it apart, and the squad list's corner is where the fleets meet at 720p.
 */
const PANEL_PAD_SHARE = 0.5;

/** The screen boxes (CSS px) of the items through a camera, for a w × h canvas. */
function itemBoxes(items: readonly FramedItem[], camera: Camera, w: number, h: number): ScreenRect[] {
  camera.updateMatrixWorld();
  const v = new Vector3();
  return items.map((it) => {
    const r = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    for (const sx of [-1, 1])
      for (const sy of [-1, 1])
        for (const z of [0, it.topMm]) {
          tableToWorld(it.x + sx * it.halfMm, it.y + sy * (it.halfYMm ?? it.halfMm), z, v).project(camera);
          const x = ((v.x + 1) / 2) * w;
          const y = ((1 - v.y) / 2) * h;
          r.left = Math.min(r.left, x);
          r.right = Math.max(r.right, x);
          r.top = Math.min(r.top, y);
          r.bottom = Math.max(r.bottom, y);
        }
    return r;
  });
}

/** True when every box, moved by (dx, dy) and grown by `pad`, misses every obstruction. */
function clearOf(
  boxes: readonly ScreenRect[],
  obstructions: readonly ScreenRect[],
  dx: number,
  dy: number,
  pad: number,
) {
  return boxes.every((b) =>
    obstructions.every(
      (o) =>
        b.left + dx - pad >= o.right ||
        b.right + dx + pad <= o.left ||
        b.top + dy - pad >= o.bottom ||
        b.bottom + dy + pad <= o.top,
    ),
  );
}

/**
 * The screen shift (px) nearest the one that centres the boxes on the canvas that keeps them all on the canvas
 * and off the obstructions, searched on a STEP_PX grid ring by ring; null when there is none.
 */
function fitShift(
  boxes: readonly ScreenRect[],
  obstructions: readonly ScreenRect[],
  w: number,
  h: number,
  pad: number,
): { dx: number; dy: number } | null {
  const left = Math.min(...boxes.map((b) => b.left));
  const right = Math.max(...boxes.map((b) => b.right));
  const top = Math.min(...boxes.map((b) => b.top));
  const bottom = Math.max(...boxes.map((b) => b.bottom));
  const [dx0, dx1] = [pad - left, w - pad - right];
  const [dy0, dy1] = [pad - top, h - pad - bottom];
  if (dx0 > dx1 || dy0 > dy1) return null;
  const cx = (dx0 + dx1) / 2;
  const cy = (dy0 + dy1) / 2;
  const rings = Math.ceil(Math.max(dx1 - dx0, dy1 - dy0) / 2 / STEP_PX) + 1;
  const inRange = (dx: number, dy: number) => dx >= dx0 && dx <= dx1 && dy >= dy0 && dy <= dy1;
  for (let k = 0; k <= rings; k++) {
    let best: { dx: number; dy: number; d: number } | null = null;
    for (let i = -k; i <= k; i++) {
      for (const j of Math.abs(i) === k ? range(-k, k) : [-k, k]) {
        const dx = Math.min(Math.max(cx + i * STEP_PX, dx0), dx1);
        const dy = Math.min(Math.max(cy + j * STEP_PX, dy0), dy1);
        if (!inRange(dx, dy) || !clearOf(boxes, obstructions, dx, dy, pad * PANEL_PAD_SHARE)) continue;
        const d = Math.hypot(dx - cx, dy - cy);
        if (!best || d < best.d) best = { dx, dy, d };
      }
    }
    if (best) return { dx: best.dx, dy: best.dy };
  }
  return null;
}

/** Integers lo…hi. */
function range(lo: number, hi: number): number[] {
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/** A camera for a scale (larger is closer) looking at a table point. */
export type CameraAt = (scale: number, x: number, y: number) => Camera;

/**
 * The closest framing (largest scale, by bisection between `far`, or further where that fails, and `near`) at which the items
 * fit the canvas clear of the obstructions: for each scale the content is shifted on screen to a spot that
 * fits, that shift turned into a move of the look-at point and checked through the real camera.
 */
export function fitAmongPanels(
  items: readonly FramedItem[],
  w: number,
  h: number,
  obstructions: readonly ScreenRect[],
  cameraAt: CameraAt,
  scales: { far: number; near: number },
): { scale: number; x: number; y: number } | null {
  if (items.length === 0 || w < 1 || h < 1) return null;
  const x0 = (Math.min(...items.map((i) => i.x)) + Math.max(...items.map((i) => i.x))) / 2;
  const y0 = (Math.min(...items.map((i) => i.y)) + Math.max(...items.map((i) => i.y))) / 2;
  const margin = Math.round(MARGIN_SHARE * Math.min(w, h));
  const tryScale = (s: number) => placeAt(items, w, h, obstructions, cameraAt, { scale: s, x: x0, y: y0, margin });
  // Step back from `far` until the items fit (a guess from another framing may be a little too close).
  let lo = scales.far;
  let best = tryScale(lo);
  for (let k = 0; !best && k < 8; k++) best = tryScale((lo /= 1.4));
  if (!best) return null;
  let hi = scales.near;
  for (let i = 0; i < 14; i++) {
    const mid = Math.sqrt(lo * hi);
    const at = tryScale(mid);
    if (at) [best, lo] = [at, mid];
    else hi = mid;
  }
  return best;
}

/**
 * The table move (mm) of a point at (x, y) that moves it on screen by `shift` px, through the screen Jacobian
 * there (px per mm of table x and y, whichever way the camera looks); null when the view is edge-on.
 */
function tableMoveFor(
  camera: Camera,
  x: number,
  y: number,
  w: number,
  h: number,
  shift: { dx: number; dy: number },
): { x: number; y: number } | null {
  const v = new Vector3();
  const screen = (tx: number, ty: number) => {
    tableToWorld(tx, ty, 0, v).project(camera);
    return [((v.x + 1) / 2) * w, ((1 - v.y) / 2) * h] as const;
  };
  const [sx, sy] = screen(x, y);
  const [ax, ay] = screen(x + 1, y);
  const [bx, by] = screen(x, y + 1);
  const [a, c, b, d] = [ax - sx, ay - sy, bx - sx, by - sy];
  const det = a * d - b * c;
  if (Math.abs(det) < 1e-12) return null;
  return { x: (d * shift.dx - b * shift.dy) / det, y: (-c * shift.dx + a * shift.dy) / det };
}

/** True when every box lies on the w × h canvas and off every obstruction, `m` px clear of both. */
function fits(boxes: readonly ScreenRect[], obstructions: readonly ScreenRect[], w: number, h: number, m: number) {
  const inside = boxes.every((b) => b.left >= m && b.top >= m && b.right <= w - m && b.bottom <= h - m);
  return inside && clearOf(boxes, obstructions, 0, 0, m * PANEL_PAD_SHARE);
}

/**
 * Where to look from at one scale so the items fit among the panels, or null: the content is shifted on screen
 * to the fitting spot nearest the canvas centre, the shift turned into a move of the look-at point (by the px per
 * mm there), and the result checked through the real camera, correcting twice for perspective.
 */
function placeAt(
  items: readonly FramedItem[],
  w: number,
  h: number,
  obstructions: readonly ScreenRect[],
  cameraAt: CameraAt,
  at: { scale: number; x: number; y: number; margin: number },
): { scale: number; x: number; y: number } | null {
  const { scale, margin } = at;
  let { x, y } = at;
  for (let round = 0; round < 4; round++) {
    const camera = cameraAt(scale, x, y);
    const boxes = itemBoxes(items, camera, w, h);
    // Half the margin's slack for what perspective adds after the shift.
    if (round > 0 && fits(boxes, obstructions, w, h, margin / 2)) return { scale, x, y };
    if (round === 3) return null;
    const shift = fitShift(boxes, obstructions, w, h, margin);
    if (!shift) return null;
    const move = tableMoveFor(camera, x, y, w, h, shift);
    if (!move) return null;
    // Moving the look-at point by +m moves the content on screen by −(J m).
    x -= move.x;
    y -= move.y;
  }
  return null;
}

/**
 * A perspective camera `1 / scale` mm from the look-at point, at `elevationDeg` above the mat, in the table
 * direction `azimuthDeg` from it (−90: behind the first player's edge).
 */
export function orbitCameraAt(w: number, h: number, fovDeg: number, elevationDeg: number, azimuthDeg = -90): CameraAt {
  const el = (elevationDeg * Math.PI) / 180;
  const az = (azimuthDeg * Math.PI) / 180;
  const dir = tableToWorld(Math.cos(az) * Math.cos(el), Math.sin(az) * Math.cos(el), Math.sin(el));
  return (scale, x, y) => {
    const cam = new PerspectiveCamera(fovDeg, w / Math.max(1, h), 1, 1e6);
    const target = tableToWorld(x, y, 0);
    cam.position
      .copy(dir)
      .multiplyScalar(1 / scale)
      .add(target);
    cam.lookAt(target);
    return cam;
  };
}

/** The top-down orthographic camera (first player's edge at the bottom) at zoom `scale` centred on (x, y). */
export function topDownCameraAt(w: number, h: number): CameraAt {
  return (scale, x, y) => {
    const cam = new OrthographicCamera(-w / 2, w / 2, h / 2, -h / 2, 10, 40000);
    cam.zoom = scale;
    cam.up.copy(tableToWorld(0, 1, 0));
    cam.position.copy(tableToWorld(x, y, 3000));
    cam.lookAt(tableToWorld(x, y, 0));
    cam.updateProjectionMatrix();
    return cam;
  };
}

/**
 * The default orbit view of the items: from behind the first player's edge at `elevationDeg`, as close as the
 * panels allow; `start` is a view known to fit (the bounds in the free rectangle), null when even that fails.
 */
export function fitOrbitToItems(
  items: readonly FramedItem[],
  w: number,
  h: number,
  obstructions: readonly ScreenRect[],
  view: { fovDeg: number; elevationDeg: number; azimuthDeg?: number; start: { position: Vector3; target: Vector3 } },
): { position: Vector3; target: Vector3 } | null {
  const far = 1 / view.start.position.distanceTo(view.start.target);
  const cameraAt = orbitCameraAt(w, h, view.fovDeg, view.elevationDeg, view.azimuthDeg);
  const fit = fitAmongPanels(items, w, h, obstructions, cameraAt, { far: far * 0.8, near: far * 8 });
  if (!fit) return null;
  const camera = cameraAt(fit.scale, fit.x, fit.y);
  return { position: camera.position.clone(), target: tableToWorld(fit.x, fit.y, 0) };
}

/** The default top-down view of the items: the zoom and centre that bring them closest among the panels. */
export function fitTopDownToItems(
  items: readonly FramedItem[],
  w: number,
  h: number,
  obstructions: readonly ScreenRect[],
  startZoom: number,
): { zoom: number; centre: { x: number; y: number } } | null {
  const fit = fitAmongPanels(items, w, h, obstructions, topDownCameraAt(w, h), {
    far: startZoom * 0.8,
    near: startZoom * 8,
  });
  return fit ? { zoom: fit.scale, centre: { x: fit.x, y: fit.y } } : null;
}
