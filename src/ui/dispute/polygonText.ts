/** The custom-polygon field of the dispute editor: points typed as `x,y x,y …` in mm. */
import { isSimplePolygon, placeOutline } from '../../kernel/index.ts';

/** Parses "x,y x,y x,y" (mm) into polygon points, or explains what is wrong. */
export function parsePolygonText(
  text: string,
): { ok: true; points: [number, number][] } | { ok: false; message: string } {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  const points: [number, number][] = [];
  for (const [i, p] of parts.entries()) {
    const [x, y, ...extra] = p.split(',').map(Number);
    if (x === undefined || y === undefined || extra.length > 0 || !Number.isFinite(x) || !Number.isFinite(y)) {
      return { ok: false, message: `point ${i + 1}: expected "x,y" in mm, got ${JSON.stringify(p)}` };
    }
    points.push([x, y]);
  }
  if (points.length < 3) return { ok: false, message: `expected at least 3 points, got ${points.length}` };
  if (!isSimplePolygon(placeOutline(points, { x: 0, y: 0 }))) {
    return { ok: false, message: 'expected a simple polygon (edges must not cross), with area' };
  }
  return { ok: true, points };
}
