/**
 * Refining marks below a pixel (src/kernel/photo/refineCorner.ts, refineEdge.ts, refineMark.ts) on synthetic
 * pictures: a black base's corner and a straight edge on a dark mat, anti-aliased and blurred, seen by a camera
 * straight above (1 px = 1 mm here), so the true corner and edge are known to the micrometre.
 */
import { describe, expect, it } from 'vitest';
import { refineCorner, refineEdge, refineMarkInPhoto, type RgbaImage } from '../../../src/kernel/photo/index.ts';
import type { Point } from '../../../src/kernel/pose.ts';
import type { PinholeCamera } from './pinhole.ts';
import { seeded } from './pinhole.ts';
import { drawWindow, SCENE_GREYS, type SceneShape } from './syntheticPhoto.ts';

/** A camera 1 mm above the table looking straight down, focal 1 px: table (x, y) mm lands on (500 + x, 500 + y) px. */
const DOWN: PinholeCamera = {
  widthPx: 1000,
  heightPx: 1000,
  focalPx: 1,
  centre: { x: 0, y: 0, z: 1 },
  right: { x: 1, y: 0, z: 0 },
  down: { x: 0, y: 1, z: 0 },
  forward: { x: 0, y: 0, z: -1 },
};

/** A 40 px base with its first corner at `corner` (px), turned by `turnDeg`, on a dark mat. */
function baseScene(corner: Point, turnDeg: number): SceneShape[] {
  const r = (turnDeg * Math.PI) / 180;
  const at = (a: number, b: number) => ({
    x: corner.x - 500 + a * Math.cos(r) - b * Math.sin(r),
    y: corner.y - 500 + a * Math.sin(r) + b * Math.cos(r),
  });
  const mat = [at(-300, -300), at(300, -300), at(300, 300), at(-300, 300)];
  return [
    { polygonMm: mat, grey: SCENE_GREYS.mat },
    { polygonMm: [at(0, 0), at(40, 0), at(40, 40), at(0, 40)], grey: SCENE_GREYS.base },
  ];
}

describe('refining a corner mark', () => {
  it('finds a base’s corner to within 0.2 px from a mark up to 1 px off, at any turn, blur σ 0.7–1 px', () => {
    const random = seeded(11);
    for (const blurPx of [0.7, 1]) {
      for (let k = 0; k < 12; k++) {
        const truth = { x: 300 + random(), y: 400 + random() };
        const mark = { x: truth.x + random() - 0.5, y: truth.y + random() - 0.5 };
        const win = drawWindow(DOWN, baseScene(truth, k * 7.5), mark, 20, { blurPx, noise: 0 }, random);
        const r = refineCorner(win.image, { x: mark.x - win.originPx.x, y: mark.y - win.originPx.y });
        expect(r.ok).toBe(true);
        const error = Math.hypot(r.point.x + win.originPx.x - truth.x, r.point.y + win.originPx.y - truth.y);
        expect(error).toBeLessThan(0.2);
      }
    }
  });

  it('keeps the mark, saying why, on a plain mat or on a straight edge', () => {
    const random = seeded(12);
    const plain = drawWindow(
      DOWN,
      baseScene({ x: 900, y: 900 }, 0),
      { x: 300, y: 300 },
      20,
      { blurPx: 1, noise: 0.02 },
      random,
    );
    const flat = refineCorner(plain.image, { x: 20.3, y: 20.6 });
    expect(flat).toEqual({ ok: false, point: { x: 20.3, y: 20.6 }, reason: 'no clear corner near it' });
    // The middle of the base's first side: an edge, no corner.
    const side = drawWindow(
      DOWN,
      baseScene({ x: 300, y: 400 }, 0),
      { x: 320, y: 400 },
      20,
      { blurPx: 1, noise: 0 },
      random,
    );
    const edge = refineCorner(side.image, { x: 320 - side.originPx.x, y: 400 - side.originPx.y });
    expect(edge.ok).toBe(false);
  });
});

describe('refining an edge mark', () => {
  it('moves a mark up to 1 px off onto a straight edge, to within 0.06 px across it', () => {
    const random = seeded(13);
    for (const blurPx of [0.5, 0.7, 1.5]) {
      for (const turnDeg of [0, 20, 45, 70]) {
        const corner = { x: 300 + random(), y: 400 + random() };
        const r = (turnDeg * Math.PI) / 180;
        const mid = { x: corner.x + 20 * Math.cos(r), y: corner.y + 20 * Math.sin(r) };
        const normal = { x: -Math.sin(r), y: Math.cos(r) };
        const off = 2 * random() - 1;
        const mark = { x: mid.x + off * normal.x, y: mid.y + off * normal.y };
        const win = drawWindow(DOWN, baseScene(corner, turnDeg), mark, 20, { blurPx, noise: 0 }, random);
        const e = refineEdge(win.image, { x: mark.x - win.originPx.x, y: mark.y - win.originPx.y });
        expect(e.ok).toBe(true);
        const across =
          (e.point.x + win.originPx.x - mid.x) * normal.x + (e.point.y + win.originPx.y - mid.y) * normal.y;
        expect(Math.abs(across)).toBeLessThan(0.06);
      }
    }
  });

  it('keeps the mark on a plain mat', () => {
    const win = drawWindow(
      DOWN,
      baseScene({ x: 900, y: 900 }, 0),
      { x: 300, y: 300 },
      20,
      { blurPx: 1, noise: 0.02 },
      seeded(14),
    );
    const e = refineEdge(win.image, { x: 20, y: 20 });
    expect(e.ok).toBe(false);
  });
});

describe('refining a mark on a photo’s pixels', () => {
  it('reads a window round the mark and returns the corner in the photo’s own pixels', () => {
    // A 200 × 150 RGBA photo: a dark square from (60.5, 50.5) down-right on a light background, sharp.
    const photo: RgbaImage = { widthPx: 200, heightPx: 150, data: new Uint8ClampedArray(200 * 150 * 4) };
    for (let y = 0; y < 150; y++)
      for (let x = 0; x < 200; x++) {
        const cover = Math.max(0, Math.min(1, x + 1 - 60.5)) * Math.max(0, Math.min(1, y + 1 - 50.5));
        const v = 200 - 180 * cover;
        photo.data.set([v, v, v, 255], 4 * (y * 200 + x));
      }
    const r = refineMarkInPhoto(photo, { x: 61.2, y: 49.9 }, 'corner');
    expect(r.ok).toBe(true);
    expect(r.point.x).toBeCloseTo(60.5, 1);
    expect(r.point.y).toBeCloseTo(50.5, 1);
    const e = refineMarkInPhoto(photo, { x: 80, y: 51.3 }, 'edge');
    expect(e.ok).toBe(true);
    expect(e.point.y).toBeCloseTo(50.5, 1);
  });
});
