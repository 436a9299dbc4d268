/**
 * A pinhole camera over the table for synthetic photos: it looks at the mat's centre from `tiltDeg` off
 * vertical, from the side `azimuthDeg` turns it to, far enough that the mat fills `fill` of the picture.
 * Projection is exact (no lens distortion); the tests add the marking noise themselves.
 */
import type { Point } from '../../../src/kernel/pose.ts';

/** A 3D point on or over the table, mm (z up). */
export interface Point3 {
  x: number;
  y: number;
  z: number;
}

/** Image size and the camera's pose. */
export interface PinholeCamera {
  widthPx: number;
  heightPx: number;
  focalPx: number;
  centre: Point3;
  right: Point3;
  down: Point3;
  forward: Point3;
}

const dot = (a: Point3, b: Point3) => a.x * b.x + a.y * b.y + a.z * b.z;
const turnZ = (v: Point3, deg: number): Point3 => {
  const c = Math.cos((deg * Math.PI) / 180);
  const s = Math.sin((deg * Math.PI) / 180);
  return { x: v.x * c - v.y * s, y: v.x * s + v.y * c, z: v.z };
};

/** Projects a 3D point to the image, px (x right, y down). */
export function project(cam: PinholeCamera, p: Point3): Point {
  const v = { x: p.x - cam.centre.x, y: p.y - cam.centre.y, z: p.z - cam.centre.z };
  const z = dot(v, cam.forward);
  return {
    x: cam.widthPx / 2 + (cam.focalPx * dot(v, cam.right)) / z,
    y: cam.heightPx / 2 + (cam.focalPx * dot(v, cam.down)) / z,
  };
}

/** A camera `distanceMm` from `target`, tilted and turned as described above. */
function cameraAt(
  size: { widthPx: number; heightPx: number; focalPx: number },
  target: Point3,
  tiltDeg: number,
  azimuthDeg: number,
  distanceMm: number,
): PinholeCamera {
  const t = (tiltDeg * Math.PI) / 180;
  const forward = turnZ({ x: 0, y: Math.sin(t), z: -Math.cos(t) }, azimuthDeg);
  const right = turnZ({ x: 1, y: 0, z: 0 }, azimuthDeg);
  const down = turnZ({ x: 0, y: -Math.cos(t), z: -Math.sin(t) }, azimuthDeg);
  const centre = {
    x: target.x - distanceMm * forward.x,
    y: target.y - distanceMm * forward.y,
    z: target.z - distanceMm * forward.z,
  };
  return { ...size, centre, right, down, forward };
}

/** Largest share of the image width or height that the mat's corners span. */
function spanShare(cam: PinholeCamera, corners: readonly Point3[]): number {
  const ps = corners.map((c) => project(cam, c));
  const xs = ps.map((p) => p.x);
  const ys = ps.map((p) => p.y);
  const share = (vs: number[], size: number) => {
    const lo = Math.min(...vs);
    const hi = Math.max(...vs);
    // A corner off the picture counts as overfilling.
    return lo < 0 || hi > size ? 2 : (hi - lo) / size;
  };
  return Math.max(share(xs, cam.widthPx), share(ys, cam.heightPx));
}

/**
 * A camera of `megapixels` (4:3, a phone's 66° horizontal view) over a mat of `sideMm`, tilted, turned, and
 * as far away as makes the mat span `fill` of the picture's width or height (bisection on the distance).
 */
export function cameraOverMat(megapixels: number, sideMm: number, tiltDeg: number, azimuthDeg: number, fill: number) {
  const heightPx = Math.round(Math.sqrt((megapixels * 1e6 * 3) / 4));
  const widthPx = Math.round((heightPx * 4) / 3);
  const focalPx = widthPx / 2 / Math.tan((33 * Math.PI) / 180);
  const target = { x: sideMm / 2, y: sideMm / 2, z: 0 };
  const corners = [
    { x: 0, y: 0, z: 0 },
    { x: sideMm, y: 0, z: 0 },
    { x: sideMm, y: sideMm, z: 0 },
    { x: 0, y: sideMm, z: 0 },
  ];
  let near = sideMm * 0.2;
  let far = sideMm * 20;
  for (let i = 0; i < 60; i++) {
    const mid = (near + far) / 2;
    const cam = cameraAt({ widthPx, heightPx, focalPx }, target, tiltDeg, azimuthDeg, mid);
    if (spanShare(cam, corners) > fill) near = mid;
    else far = mid;
  }
  return cameraAt({ widthPx, heightPx, focalPx }, target, tiltDeg, azimuthDeg, far);
}

/** A seeded uniform generator (mulberry32): the same seed, the same marks. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point moved by up to `radiusPx` in a uniformly random direction and distance within that disc. */
export function jitter(p: Point, radiusPx: number, random: () => number): Point {
  const r = radiusPx * Math.sqrt(random());
  const a = 2 * Math.PI * random();
  return { x: p.x + r * Math.cos(a), y: p.y + r * Math.sin(a) };
}
