/**
 * Default camera framing: the part of the canvas no panel covers (the largest free rectangle), and orbit and
 * top-down views that fit what stands on the table into it, so no ship sits under a panel or the transport bar.
 */
import { PerspectiveCamera, Vector3 } from 'three';
import type { Timeline } from '../battle/timeline.ts';
import { tableToWorld } from './tableFrame.ts';

/** A rectangle in canvas CSS pixels (left, top, right, bottom). */
export interface ScreenRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Table bounds in mm. */
export interface TableBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The whole play area as bounds. */
export function matBounds(widthMm: number, heightMm: number): TableBounds {
  return { minX: 0, minY: 0, maxX: widthMm, maxY: heightMm };
}

/**
 * What the default views frame: every unit's start and placement, every obstacle's outline, padded (bases and
 * models stand out from their centres) and kept on the mat; the whole mat when nothing stands on it.
 */
export function contentBounds(timeline: Timeline): TableBounds {
  const { width, height } = timeline.playArea;
  const points: [number, number][] = timeline.units.map((u) => [u.pose.x, u.pose.y]);
  for (const e of timeline.events) {
    if (e.kind === 'place') points.push([e.pose.x, e.pose.y]);
    if (e.kind === 'obstacle') points.push(...e.outline);
  }
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  if (xs.length === 0) return matBounds(width, height);
  const pad = Math.max(60, 0.06 * Math.max(width, height));
  const lo = (v: number[], max: number) => Math.min(Math.max(Math.min(...v) - pad, 0), max);
  const hi = (v: number[], max: number) => Math.max(Math.min(Math.max(...v) + pad, max), 0);
  return { minX: lo(xs, width), minY: lo(ys, height), maxX: hi(xs, width), maxY: hi(ys, height) };
}

/**
 * The largest rectangle of a w × h canvas that no obstruction overlaps, preferring the one that holds the
 * largest copy of content of the given aspect (width / height on screen). Brute force over the obstructions'
 * edges: a handful of panels give a few thousand candidates.
 */
export function freeRect(w: number, h: number, obstructions: readonly ScreenRect[], aspect = 1.6): ScreenRect {
  const inside = obstructions.filter((o) => o.right > 0 && o.left < w && o.bottom > 0 && o.top < h);
  const xs = [...new Set([0, w, ...inside.flatMap((o) => [o.left, o.right])])].filter((x) => x >= 0 && x <= w);
  const ys = [...new Set([0, h, ...inside.flatMap((o) => [o.top, o.bottom])])].filter((y) => y >= 0 && y <= h);
  xs.sort((a, b) => a - b);
  ys.sort((a, b) => a - b);
  let best: ScreenRect = { left: 0, top: 0, right: w, bottom: h };
  let bestScore = inside.length === 0 ? Infinity : -1;
  for (let i = 0; i < xs.length; i++) {
    for (let j = i + 1; j < xs.length; j++) {
      for (let k = 0; k < ys.length; k++) {
        for (let l = k + 1; l < ys.length; l++) {
          const r = { left: xs[i] ?? 0, right: xs[j] ?? 0, top: ys[k] ?? 0, bottom: ys[l] ?? 0 };
          const score = Math.min((r.right - r.left) / aspect, r.bottom - r.top);
          if (score <= bestScore) continue;
          if (inside.some((o) => o.left < r.right && o.right > r.left && o.top < r.bottom && o.bottom > r.top))
            continue;
          best = r;
          bestScore = score;
        }
      }
    }
  }
  return best;
}

/** Elevation of the default orbit view above the mat (degrees): steep enough that far ships stay large. */
export const ORBIT_ELEVATION_DEG = 60;
/** Share of the free rectangle left empty round the framed content, each side. */
const FRAME_MARGIN = 0.03;

/** Corners of the bounds at the mat and at model height, in world coordinates. */
function boundsCorners(b: TableBounds): Vector3[] {
  const pts: Vector3[] = [];
  for (const x of [b.minX, b.maxX])
    for (const y of [b.minY, b.maxY]) for (const z of [0, 30]) pts.push(tableToWorld(x, y, z));
  return pts;
}

/**
 * The default orbit view: from the table direction `azimuthDeg` (−90: behind the first player's edge) at
 * ORBIT_ELEVATION_DEG, placed (by a few rounds
 * of fit-and-correct, as perspective is not linear) so the bounds fill the free rectangle of a w × h canvas.
 */
export function fitOrbitView(
  b: TableBounds,
  w: number,
  h: number,
  free: ScreenRect,
  fovDeg: number,
  azimuthDeg = -90,
): { position: Vector3; target: Vector3 } {
  const el = (ORBIT_ELEVATION_DEG * Math.PI) / 180;
  const az = (azimuthDeg * Math.PI) / 180;
  const dir = tableToWorld(Math.cos(az) * Math.cos(el), Math.sin(az) * Math.cos(el), Math.sin(el));
  const cx = (b.minX + b.maxX) / 2;
  let cy = (b.minY + b.maxY) / 2;
  let tx = cx;
  const span = Math.hypot(b.maxX - b.minX, b.maxY - b.minY);
  let dist = span / (2 * Math.tan((fovDeg * Math.PI) / 360));
  const cam = new PerspectiveCamera(fovDeg, w / Math.max(1, h), 1, 1e6);
  const corners = boundsCorners(b);
  const mx = (free.right - free.left) * FRAME_MARGIN;
  const my = (free.bottom - free.top) * FRAME_MARGIN;
  const fx0 = ((free.left + mx) / w) * 2 - 1;
  const fx1 = ((free.right - mx) / w) * 2 - 1;
  const fy0 = 1 - ((free.bottom - my) / h) * 2;
  const fy1 = 1 - ((free.top + my) / h) * 2;
  const target = new Vector3();
  for (let i = 0; i < 40; i++) {
    tableToWorld(tx, cy, 0, target);
    cam.position.copy(dir).multiplyScalar(dist).add(target);
    cam.lookAt(target);
    cam.updateMatrixWorld();
    const p = corners.map((c) => c.clone().project(cam));
    const x0 = Math.min(...p.map((v) => v.x));
    const x1 = Math.max(...p.map((v) => v.x));
    const y0 = Math.min(...p.map((v) => v.y));
    const y1 = Math.max(...p.map((v) => v.y));
    const scale = Math.max((x1 - x0) / (fx1 - fx0), (y1 - y0) / (fy1 - fy0));
    const halfH = dist * Math.tan((fovDeg * Math.PI) / 360);
    const halfW = halfH * cam.aspect;
    // Move the target so the content's centre lands on the free rectangle's centre (screen-right is table
    // (−sin az, cos az); screen-up is away from the camera, foreshortened by sin(elevation)), then step the
    // distance towards the scale that fits.
    const right = ((fx0 + fx1) / 2 - (x0 + x1) / 2) * halfW;
    const up = (((fy0 + fy1) / 2 - (y0 + y1) / 2) * halfH) / Math.sin(el);
    tx -= -right * Math.sin(az) - up * Math.cos(az);
    cy -= right * Math.cos(az) - up * Math.sin(az);
    dist *= 1 + (scale - 1) * 0.7;
  }
  tableToWorld(tx, cy, 0, target);
  return { position: dir.clone().multiplyScalar(dist).add(target), target: target.clone() };
}

/**
 * The top-down view's zoom and the table point at the canvas centre, so the bounds fit the free rectangle of a
 * w × h canvas, centred in it (screen-up is table +y).
 */
export function fitTopDownView(
  b: TableBounds,
  w: number,
  h: number,
  free: ScreenRect,
  margin = 1.06,
): { zoom: number; centre: { x: number; y: number } } {
  const fw = free.right - free.left;
  const fh = free.bottom - free.top;
  const zoom = Math.min(fw / ((b.maxX - b.minX) * margin), fh / ((b.maxY - b.minY) * margin));
  const offX = (free.left + free.right) / 2 - w / 2;
  const offY = (free.top + free.bottom) / 2 - h / 2;
  return {
    zoom,
    centre: { x: (b.minX + b.maxX) / 2 - offX / zoom, y: (b.minY + b.maxY) / 2 + offY / zoom },
  };
}
