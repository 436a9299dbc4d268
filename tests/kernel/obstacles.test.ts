/**
 * Obstacles are concave: overlap is tested against the true outline, not its convex hull (rules: OBSTACLES,
 * GUIDES). Also the token outlines themselves: simple, counter-clockwise on both sides, fully triangulated.
 */
import { describe, expect, it } from 'vitest';
import { piecesOverlapObstacle } from '../../src/kernel/collide.ts';
import { convexOverlap, signedArea } from '../../src/kernel/convex.ts';
import { basePieces } from '../../src/kernel/footprint.ts';
import { isSimplePolygon, obstacleFromPolygon, placeNamedObstacle } from '../../src/kernel/obstacle.ts';
import { OBSTACLE_OUTLINES } from '../../src/kernel/obstacleOutlines.ts';
import type { Pose } from '../../src/kernel/pose.ts';
import { resolveManeuver } from '../../src/kernel/resolve.ts';
import { mv, pose, ship, table } from './helpers.ts';

/** Convex hull (counter-clockwise, monotone chain) of a flat polygon. */
function convexHull(poly: Float64Array): Float64Array {
  const pts: [number, number][] = [];
  for (let k = 0; k < poly.length; k += 2) pts.push([poly[k]!, poly[k + 1]!]);
  pts.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const chain = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return Float64Array.from([...chain(pts), ...chain([...pts].reverse())].flat());
}

/** True when any piece of the base (with guides) overlaps the convex polygon. */
function baseOverlapsConvex(p: Pose, poly: Float64Array): boolean {
  return basePieces(p, 'small', true).some((piece) => convexOverlap(piece, poly));
}

// A "U" 100 × 100 with a notch x ∈ [25, 75], y ∈ [30, 100] (open at the top), counter-clockwise.
const U = Float64Array.of(0, 0, 100, 0, 100, 100, 75, 100, 75, 30, 25, 30, 25, 100, 0, 100);

describe('concave obstacles', () => {
  it('a base inside the notch of a "U" does not overlap it, though it overlaps the convex hull', () => {
    // Small base at (50, 70) heading 90: square x ∈ [30, 70], y ∈ [50, 90]; guides at y ∈ [48.2, 50] and
    // [90, 91.8]. The notch walls are at x = 25 and 75 and its floor at y = 30: 5 mm and 18.2 mm of clearance.
    const u = obstacleFromPolygon('u', 'asteroid', U);
    const p = pose(50, 70, 90);
    expect(piecesOverlapObstacle(basePieces(p, 'small', true), u)).toBe(false);
    expect(baseOverlapsConvex(p, convexHull(U))).toBe(true);
    // Moved 5.001 mm sideways it touches the wall x = 75 and overlaps.
    expect(piecesOverlapObstacle(basePieces(pose(55.001, 70, 90), 'small', true), u)).toBe(true);
    expect(piecesOverlapObstacle(basePieces(pose(55, 70, 90), 'small', true), u)).toBe(false);
  });

  it('OBSTACLES: a ship ending in the notch has not hit the obstacle; with the hull as the outline it would have', () => {
    // Straight-1 from (50, 150) heading 270 ends at (50, 70); the template x ∈ [40, 60], y ∈ [90, 130] passes
    // down the notch's open top.
    const out = resolveManeuver(
      table([ship('A', 50, 150, 270)], [obstacleFromPolygon('u', 'asteroid', U)]),
      'A',
      mv('straight-1'),
    );
    expect(out.final.y).toBeCloseTo(70, 9);
    expect(out.obstaclesHit).toEqual([]);
    const hull = obstacleFromPolygon('hull', 'asteroid', convexHull(U));
    expect(resolveManeuver(table([ship('A', 50, 150, 270)], [hull]), 'A', mv('straight-1')).obstaclesHit).toEqual([
      'hull',
    ]);
  });

  it('real token debris-1: a base corner in its concavity clears the outline by > 1 mm but is 11 mm into the hull', () => {
    // Found offline by search and kept as literals: token at (400, 400), base at (394, 363.9) heading 56.
    const o = placeNamedObstacle('d1', 'debris-1', { x: 400, y: 400 });
    const p = pose(394, 363.9, 56);
    expect(piecesOverlapObstacle(basePieces(p, 'small', true), o)).toBe(false);
    expect(baseOverlapsConvex(p, convexHull(o.polygon))).toBe(true);
    // The back side is the outline mirrored in x: the mirrored base (x → 800 − x, heading 180 − 56) is clear too.
    const back = placeNamedObstacle('d1b', 'debris-1', { x: 400, y: 400, flipped: true });
    const q = pose(406, 363.9, 124);
    expect(piecesOverlapObstacle(basePieces(q, 'small', true), back)).toBe(false);
    expect(baseOverlapsConvex(q, convexHull(back.polygon))).toBe(true);
    // And the front-side pose is not clear of the back side (the tokens really differ).
    expect(piecesOverlapObstacle(basePieces(p, 'small', true), back)).toBe(true);
  });

  it('real token asteroid-11: the same with a guide-bearing base edge in a shallower notch', () => {
    const o = placeNamedObstacle('a11', 'asteroid-11', { x: 400, y: 400 });
    const p = pose(421.3, 419.4, 10);
    expect(piecesOverlapObstacle(basePieces(p, 'small', true), o)).toBe(false);
    expect(baseOverlapsConvex(p, convexHull(o.polygon))).toBe(true);
  });
});

describe('token outlines', () => {
  it('all 18 outlines are simple, counter-clockwise on both sides, and their triangles tile them', () => {
    const names = Object.keys(OBSTACLE_OUTLINES);
    expect(names).toHaveLength(18);
    for (const name of names) {
      for (const flipped of [false, true]) {
        const o = placeNamedObstacle(name, name, { x: 300, y: 300, rotationDeg: 37, flipped });
        expect(isSimplePolygon(o.polygon), name).toBe(true);
        const area = signedArea(o.polygon);
        expect(area, name).toBeGreaterThan(0);
        const tiled = o.triangles.reduce((s, t) => s + signedArea(t), 0);
        expect(Math.abs(tiled - area), name).toBeLessThan(1e-6 * area);
        for (const t of o.triangles) expect(signedArea(t)).toBeGreaterThan(0);
      }
    }
  });

  it('token bounding sizes match the traced data (copied here: width × height, mm)', () => {
    // From the obstacle data's size_mm fields. asteroid-12 (19.5 mm wide) is much narrower than the others;
    // the spec's "about 34 × 44 to 85 × 55 mm" does not cover it (reported as doubtful, not a kernel bug).
    const sizes: Record<string, [number, number]> = {
      'asteroid-1': [34.3, 43.5],
      'asteroid-2': [45.7, 41.0],
      'asteroid-3': [43.8, 42.8],
      'asteroid-4': [71.2, 56.0],
      'asteroid-5': [41.0, 31.5],
      'asteroid-6': [42.4, 39.3],
      'asteroid-7': [58.0, 45.4],
      'asteroid-8': [61.6, 33.2],
      'asteroid-9': [65.5, 65.5],
      'asteroid-10': [34.6, 34.6],
      'asteroid-11': [51.3, 48.8],
      'asteroid-12': [19.5, 43.2],
      'debris-1': [61.3, 49.9],
      'debris-2': [69.4, 46.0],
      'debris-3': [60.9, 36.9],
      'debris-4': [74.3, 55.5],
      'debris-5': [85.3, 55.2],
      'debris-6': [75.0, 56.0],
    };
    for (const [name, def] of Object.entries(OBSTACLE_OUTLINES)) {
      const xs = def.outlineMm.map((p) => p[0]);
      const ys = def.outlineMm.map((p) => p[1]);
      expect(Math.max(...xs) - Math.min(...xs), name).toBeCloseTo(sizes[name]![0], 6);
      expect(Math.max(...ys) - Math.min(...ys), name).toBeCloseTo(sizes[name]![1], 6);
      expect(def.kind).toBe(name.startsWith('debris') ? 'debris' : 'asteroid');
    }
  });
});
