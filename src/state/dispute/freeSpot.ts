/**
 * Where the dispute editor puts a new ship or obstacle: the free spot nearest the middle of the mat, so a new
 * piece never lands on top of the ones already there.
 */
import { obstacleOutline } from '../../kernel/index.ts';
import type { Scenario } from '../../rules/xwing1e/scenario/scenario.ts';

/** Room a new piece takes round its centre, mm: half a large base's diagonal (the largest token is smaller). */
export const NEW_PIECE_RADIUS_MM = 57;

/** A piece on the mat as a circle round its centre, mm. */
interface Disc {
  x: number;
  y: number;
  r: number;
}

/** Radius (mm) of a polygon round its own origin. */
function radiusOf(points: readonly (readonly [number, number])[]): number {
  return points.reduce((m, [x, y]) => Math.max(m, Math.hypot(x, y)), 0);
}

/** Every ship and obstacle of a situation as a disc that holds it whatever its heading. */
function discsOf(s: Scenario): Disc[] {
  const ships = s.ships.map((x) => ({ x: x.x, y: x.y, r: (x.size === 'large' ? 40 : 20) * Math.SQRT2 }));
  const obstacles = (s.obstacles ?? []).map((o) => {
    const outline = o.polygon ?? (o.shape ? obstacleOutline(o.shape)?.outlineMm : undefined) ?? [];
    return { x: o.x, y: o.y, r: radiusOf(outline) };
  });
  return [...ships, ...obstacles];
}

/**
 * The point nearest the mat's centre (on rings 10 mm apart, 10° steps) where a piece of radius `r` (mm) clears
 * every ship and obstacle by a few mm and stays on the mat; the centre itself when the mat is full.
 */
export function freeSpot(s: Scenario, r = NEW_PIECE_RADIUS_MM): { x: number; y: number } {
  const w = s.playArea?.width ?? 914.4;
  const h = s.playArea?.height ?? 914.4;
  const centre = { x: w / 2, y: h / 2 };
  const discs = discsOf(s);
  const clear = (x: number, y: number) =>
    x - r >= 0 &&
    y - r >= 0 &&
    x + r <= w &&
    y + r <= h &&
    discs.every((d) => Math.hypot(d.x - x, d.y - y) >= d.r + r + 3);
  for (let ring = 0; ring * 10 <= Math.max(w, h); ring++) {
    const steps = ring === 0 ? 1 : 36;
    for (let k = 0; k < steps; k++) {
      const a = (k * 2 * Math.PI) / steps;
      const x = centre.x + ring * 10 * Math.cos(a);
      const y = centre.y + ring * 10 * Math.sin(a);
      if (clear(x, y)) return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
    }
  }
  return centre;
}
