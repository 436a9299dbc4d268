/**
 * Fitting an obstacle token's known outline to points marked on its edge in a photo: the rigid placement (and
 * side up) that minimises the summed squared distances from the points to the placed outline. Gauss-Newton on
 * the point-to-edge distances (point-to-line ICP) from many starting turns, both sides up; the best wins, and
 * a clearly different placement fitting almost as well is reported, since a few points can fit two ways.
 */
import { DEG } from '../constants.ts';
import { deltaDeg, normalizeDeg, type Point } from '../pose.ts';

/** An obstacle placement as scenario files give it. */
export interface OutlinePlacement {
  x: number;
  y: number;
  rotationDeg: number;
  flipped: boolean;
}

/** The best placement and how well the points lie on its outline. */
export interface OutlineFit {
  placement: OutlinePlacement;
  /** Root-mean-square distance from the points to the placed outline, mm. */
  rmsResidualMm: number;
  /** The largest such distance, mm. */
  maxResidualMm: number;
  /** True when a clearly different placement fits almost as well: more points, spread round the edge, settle it. */
  ambiguous: boolean;
}

type Outline = readonly (readonly [number, number])[];

/** The closest point of a closed polygon to q, the unit direction to measure along, and the distance along it. */
function nearestOnOutline(outline: Outline, q: Point): { normal: Point; distance: number; at: Point } {
  let best = { normal: { x: 1, y: 0 }, distance: Infinity, at: q };
  for (let i = 0; i < outline.length; i++) {
    const [ax, ay] = outline[i] ?? [0, 0];
    const [bx, by] = outline[(i + 1) % outline.length] ?? [0, 0];
    const ex = bx - ax;
    const ey = by - ay;
    const len2 = ex * ex + ey * ey;
    const t = len2 > 0 ? Math.max(0, Math.min(1, ((q.x - ax) * ex + (q.y - ay) * ey) / len2)) : 0;
    const cx = ax + t * ex;
    const cy = ay + t * ey;
    const d = Math.hypot(q.x - cx, q.y - cy);
    if (d >= Math.abs(best.distance)) continue;
    // Inside an edge the distance is measured along the edge's normal (signed), so a point may cross it.
    const inside = t > 0 && t < 1 && len2 > 0;
    const normal = inside
      ? { x: ey / Math.sqrt(len2), y: -ex / Math.sqrt(len2) }
      : d > 0
        ? { x: (q.x - cx) / d, y: (q.y - cy) / d }
        : { x: 1, y: 0 };
    best = { normal, distance: normal.x * (q.x - cx) + normal.y * (q.y - cy), at: { x: cx, y: cy } };
  }
  return best;
}

/** A table point in the outline's own frame under a placement (before the outline's own flip). */
function toLocal(p: OutlinePlacement, q: Point): Point {
  const c = Math.cos(p.rotationDeg * DEG);
  const s = Math.sin(p.rotationDeg * DEG);
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  return { x: dx * c + dy * s, y: -dx * s + dy * c };
}

/** Solves a 3 × 3 linear system (Cramer's rule); null when singular. */
function solve3(a: number[][], b: number[]): [number, number, number] | null {
  const det = (m: number[][]) => {
    const [[p = 0, q = 0, r = 0] = [], [s = 0, t = 0, u = 0] = [], [v = 0, w = 0, x = 0] = []] = m;
    return p * (t * x - u * w) - q * (s * x - u * v) + r * (s * w - t * v);
  };
  const d = det(a);
  if (Math.abs(d) < 1e-18) return null;
  const col = (k: number) => det(a.map((row, i) => row.map((x, j) => (j === k ? (b[i] ?? 0) : x))));
  return [col(0) / d, col(1) / d, col(2) / d];
}

/** Distances from the points to the placed outline (local outline already mirrored when flipped). */
function distances(outline: Outline, p: OutlinePlacement, points: readonly Point[]): number[] {
  return points.map((q) => Math.abs(nearestOnOutline(outline, toLocal(p, q)).distance));
}

/** One Gauss-Newton step (slightly damped) of the point-to-outline distances; null when it cannot move. */
function step(outline: Outline, p: OutlinePlacement, points: readonly Point[]): OutlinePlacement | null {
  const jtj = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const jtr = [0, 0, 0];
  const c = Math.cos(p.rotationDeg * DEG);
  const s = Math.sin(p.rotationDeg * DEG);
  for (const point of points) {
    const q = toLocal(p, point);
    const { normal: n, distance: r } = nearestOnOutline(outline, q);
    // d q / d(θ, x, y): −perp(q), then −R(−θ) applied to the unit axes.
    const j = [n.x * q.y - n.y * q.x, -(n.x * c - n.y * s), -(n.x * s + n.y * c)];
    for (let a = 0; a < 3; a++) {
      jtr[a] = (jtr[a] ?? 0) + (j[a] ?? 0) * r;
      for (let b = 0; b < 3; b++) (jtj[a] ?? [])[b] = (jtj[a]?.[b] ?? 0) + (j[a] ?? 0) * (j[b] ?? 0);
    }
  }
  jtj.forEach((row, i) => (row[i] = (row[i] ?? 0) * 1.001 + 1e-9));
  const delta = solve3(
    jtj,
    jtr.map((x) => -x),
  );
  if (!delta) return null;
  // Turn by at most 20° a step: far from the answer the linearisation would overshoot.
  const turn = Math.max(-20 * DEG, Math.min(20 * DEG, delta[0]));
  return { ...p, rotationDeg: p.rotationDeg + turn / DEG, x: p.x + delta[1], y: p.y + delta[2] };
}

/** Gauss-Newton from one start to convergence (at most 60 steps; a good start needs about ten). */
function refine(outline: Outline, start: OutlinePlacement, points: readonly Point[]): OutlinePlacement {
  let p = start;
  for (let i = 0; i < 60; i++) {
    const next = step(outline, p, points);
    if (!next) break;
    const moved = Math.hypot(next.x - p.x, next.y - p.y) + Math.abs(next.rotationDeg - p.rotationDeg) * 0.5;
    p = next;
    if (moved < 1e-7) break;
  }
  return p;
}

const rms = (ds: readonly number[]) => Math.sqrt(ds.reduce((a, d) => a + d * d, 0) / Math.max(1, ds.length));

/** True when two placements differ visibly (over 2 mm or 2°, or the other side up). */
function differ(a: OutlinePlacement, b: OutlinePlacement): boolean {
  return (
    a.flipped !== b.flipped ||
    Math.hypot(a.x - b.x, a.y - b.y) > 2 ||
    Math.abs(deltaDeg(a.rotationDeg, b.rotationDeg)) > 2
  );
}

/** What the user already knows of the token: where it stands now (a start), and which side is up. */
export interface OutlineFitHints {
  /** The obstacle where it stands now, tried as a start too. */
  near?: OutlinePlacement;
  /** Which side is up, when the user says; both are tried when not. */
  flipped?: boolean;
}

/**
 * The placement of `outline` (front side, local mm; flipped = mirrored in x) that best fits points marked on
 * the token's edge, table mm; null for fewer than three points.
 */
export function fitOutlineToEdgePoints(
  outline: Outline,
  edgePointsMm: readonly Point[],
  hints: OutlineFitHints = {},
): OutlineFit | null {
  const { near } = hints;
  if (edgePointsMm.length < 3) return null;
  const n = edgePointsMm.length;
  const centre = {
    x: edgePointsMm.reduce((a, p) => a + p.x, 0) / n,
    y: edgePointsMm.reduce((a, p) => a + p.y, 0) / n,
  };
  const fits: { placement: OutlinePlacement; rms: number; max: number }[] = [];
  for (const flipped of hints.flipped === undefined ? [false, true] : [hints.flipped]) {
    const local: Outline = flipped ? outline.map(([x, y]) => [-x, y] as const) : outline;
    const starts: OutlinePlacement[] = Array.from({ length: 12 }, (_, k) => ({
      ...centre,
      rotationDeg: k * 30,
      flipped,
    }));
    if (near && near.flipped === flipped) starts.push(near);
    for (const start of starts) {
      const placement = refine(local, start, edgePointsMm);
      const ds = distances(local, placement, edgePointsMm);
      fits.push({ placement, rms: rms(ds), max: ds.reduce((m, d) => Math.max(m, d), 0) });
    }
  }
  fits.sort((a, b) => a.rms - b.rms);
  const [best] = fits;
  if (!best) return null;
  const ambiguous = fits.some((f) => f.rms <= best.rms + 0.5 && differ(f.placement, best.placement));
  return {
    placement: { ...best.placement, rotationDeg: normalizeDeg(best.placement.rotationDeg) },
    rmsResidualMm: best.rms,
    maxResidualMm: best.max,
    ambiguous,
  };
}
