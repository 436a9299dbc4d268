/**
 * Edge points along a straight stretch of a photo: points every pixel or so along the stretch where a known
 * edge should be, each moved across it to the picture's edge (edgeProfile.ts). Points whose contrast has the
 * other sign from most, or is much weaker than most, are dropped: they lie on something else (a ship model,
 * another piece, a shadow).
 */
import type { Point } from '../pose.ts';
import { edgeAlongNormal } from './edgeProfile.ts';
import type { GrayWindow } from './grayImage.ts';

/** A source of the photo's pixels: a grey window round a centre (photo px), or null off the photo. */
export type PhotoWindowSource = (centrePx: Point, halfPx: number) => GrayWindow | null;

/** Where to sample: every stepPx along the stretch, none within skipStartPx / skipEndPx of its ends. */
export interface SegmentSampling {
  stepPx: number;
  skipStartPx: number;
  skipEndPx: number;
  maxShiftPx: number;
}

/** Photo points on the picture's edge along the stretch a → b (photo px), in the window `win`. */
export function edgePointsAlong(win: GrayWindow, a: Point, b: Point, s: SegmentSampling): Point[] {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const usable = len - s.skipStartPx - s.skipEndPx;
  if (!(usable > 0)) return [];
  const d = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
  const n = { x: -d.y, y: d.x };
  const count = Math.max(1, Math.floor(usable / s.stepPx) + 1);
  const found: { point: Point; polarity: number; strength: number }[] = [];
  for (let k = 0; k < count; k++) {
    const along = s.skipStartPx + (count === 1 ? usable / 2 : (k * usable) / (count - 1));
    const local = { x: a.x + along * d.x - win.originPx.x, y: a.y + along * d.y - win.originPx.y };
    const c = edgeAlongNormal(win.image, local, n, { maxShiftPx: s.maxShiftPx });
    if (c) found.push({ ...c, point: { x: c.point.x + win.originPx.x, y: c.point.y + win.originPx.y } });
  }
  const polarity = Math.sign(found.reduce((sum, c) => sum + c.polarity, 0)) || 1;
  const same = found.filter((c) => c.polarity === polarity);
  const strengths = same.map((c) => c.strength).sort((x, y) => x - y);
  const median = strengths[Math.floor(strengths.length / 2)] ?? 0;
  return same.filter((c) => c.strength >= 0.4 * median).map((c) => c.point);
}
