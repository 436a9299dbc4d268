/**
 * A corner of a flat piece (a base, the mat) as the meeting point of its two edges: each edge's line fitted to
 * the gradients along its arm, away from the tip (blur rounds the tip, and gradients there point off both
 * edges), and the two lines intersected. Each pixel of an arm's band counts by its gradient across the edge,
 * so the line runs through the middle of the edge's blur whatever its width, for any blur the same both sides.
 */
import type { Point } from '../pose.ts';
import { type GrayImage, hasGradient, sobelAt } from './grayImage.ts';

/** Where the arms are read: from `nearPx` to `farPx` from the corner, within `bandPx` of the edge. */
export const ARM = { nearPx: 3.5, farPx: 9, bandPx: 3.5, profilePx: 1.5 };

/** A line n · p = d (n a unit normal). */
interface Line {
  n: Point;
  d: number;
}

/** The two strongest edge normals round `c` (gradient orientations, doubled-angle histogram), or null. */
export function armNormals(img: GrayImage, c: Point): [Point, Point] | null {
  const bins = new Float64Array(36);
  for (let y = Math.ceil(c.y - ARM.farPx); y <= c.y + ARM.farPx; y++)
    for (let x = Math.ceil(c.x - ARM.farPx); x <= c.x + ARM.farPx; x++) {
      const r = Math.hypot(x - c.x, y - c.y);
      if (r < ARM.nearPx || r > ARM.farPx || !hasGradient(img, x, y)) continue;
      const g = sobelAt(img, x, y);
      const a = (Math.atan2(g.y, g.x) + 2 * Math.PI) % Math.PI;
      const i = Math.floor((a / Math.PI) * 36) % 36;
      bins[i] = (bins[i] ?? 0) + g.x * g.x + g.y * g.y;
    }
  // Smooth over three bins (15°) so a direction on a bin's border is not split.
  const smooth = Array.from(bins, (_, i) => (bins[(i + 35) % 36] ?? 0) + (bins[i] ?? 0) + (bins[(i + 1) % 36] ?? 0));
  const first = smooth.reduce((best, v, i) => (v > (smooth[best] ?? 0) ? i : best), 0);
  const apart = (i: number) => Math.min(Math.abs(i - first), 36 - Math.abs(i - first)) >= 4;
  const second = smooth.reduce((best, v, i) => (apart(i) && v > (smooth[best] ?? -1) ? i : best), -1);
  if (second < 0 || (smooth[second] ?? 0) < 0.2 * (smooth[first] ?? 0)) return null;
  const dir = (i: number): Point => ({
    x: Math.cos(((i + 0.5) * Math.PI) / 36),
    y: Math.sin(((i + 0.5) * Math.PI) / 36),
  });
  return [dir(first), dir(second)];
}

/** The pixels of one arm's band (within `bandPx` of the line n · p = d), in the corner's frame. */
function armPixels(
  img: GrayImage,
  c: Point,
  n: Point,
  d: number,
): { u: number; s: number; across: number; g: Point }[] {
  const t = { x: -n.y, y: n.x };
  const out: { u: number; s: number; across: number; g: Point }[] = [];
  const r = ARM.farPx + ARM.bandPx;
  for (let y = Math.ceil(c.y - r); y <= c.y + r; y++)
    for (let x = Math.ceil(c.x - r); x <= c.x + r; x++) {
      const u = (x - c.x) * t.x + (y - c.y) * t.y;
      const s = x * n.x + y * n.y - d;
      if (Math.abs(u) < ARM.nearPx || Math.abs(u) > ARM.farPx || Math.abs(s) > ARM.bandPx) continue;
      if (!hasGradient(img, x, y)) continue;
      const g = sobelAt(img, x, y);
      out.push({ u, s, across: g.x * n.x + g.y * n.y, g });
    }
  return out;
}

/**
 * The arm's line, fitted round the corner's frame (n across the edge): the arm lies on the side with more
 * gradient across the edge; its direction is the gradients' main direction along the arm (their structure
 * tensor), and its offset the centroid of the gradient across it, so noise on either side weighs the same.
 */
export function fitArm(img: GrayImage, c: Point, n0: Point): Line | null {
  let n = n0;
  let side = 0;
  let d = n.x * c.x + n.y * c.y;
  for (let pass = 0; pass < 4; pass++) {
    const px = armPixels(img, c, n, d);
    const sign = Math.sign(px.reduce((sum, p) => sum + p.across, 0)) || 1;
    const energy = (k: number) =>
      px.reduce((sum, p) => sum + (Math.sign(p.u) === k ? Math.max(0, sign * p.across) : 0), 0);
    if (side === 0) side = energy(1) >= energy(-1) ? 1 : -1;
    let a = 0;
    let b = 0;
    let e = 0;
    let w0 = 0;
    let ws = 0;
    for (const p of px) {
      if (Math.sign(p.u) !== side) continue;
      a += p.g.x * p.g.x;
      b += p.g.x * p.g.y;
      e += p.g.y * p.g.y;
      // Weighted by a Gaussian across the band: pixels far from the edge carry only noise.
      const w = Math.max(0, sign * p.across) * Math.exp(-(p.s * p.s) / (2 * ARM.profilePx ** 2));
      w0 += w;
      ws += w * p.s;
    }
    if (!(w0 > 0)) return null;
    d += ws / w0;
    // The structure tensor's main eigenvector, turned to the side of the normal used so far.
    const large = (a + e) / 2 + Math.hypot((a - e) / 2, b);
    const v = Math.abs(b) > 1e-12 ? { x: large - e, y: b } : a >= e ? { x: 1, y: 0 } : { x: 0, y: 1 };
    const len = Math.hypot(v.x, v.y) * (v.x * n.x + v.y * n.y < 0 ? -1 : 1);
    const point = { x: c.x + (d - n.x * c.x - n.y * c.y) * n.x, y: c.y + (d - n.x * c.x - n.y * c.y) * n.y };
    n = { x: v.x / len, y: v.y / len };
    d = n.x * point.x + n.y * point.y;
  }
  return { n, d };
}

/** Where the two edges round `c` meet, or why they cannot be found. */
export function cornerFromLines(img: GrayImage, c: Point): Point | string {
  const normals = armNormals(img, c);
  if (!normals) return 'no clear corner near it (only an edge)';
  const l1 = fitArm(img, c, normals[0]);
  const l2 = fitArm(img, c, normals[1]);
  if (!l1 || !l2) return 'no clear corner near it';
  const det = l1.n.x * l2.n.y - l1.n.y * l2.n.x;
  // Edges closer than 20° to parallel meet too far along for a click's error to fix.
  if (Math.abs(det) < Math.sin((20 * Math.PI) / 180)) return 'no clear corner near it (the edges are almost parallel)';
  return { x: (l1.d * l2.n.y - l2.d * l1.n.y) / det, y: (l1.n.x * l2.d - l2.n.x * l1.d) / det };
}
