/**
 * Maneuver templates as exact shapes on the table: a 20 mm wide rectangle for straight templates, an annular
 * sector (centre-line radius ± 10 mm) for banks and turns. A template can be truncated to the part a ship
 * actually travelled before a bump (rules: OBSTACLES, "only the portion … between the starting and final
 * positions").
 */
import { TEMPLATE_WIDTH_MM } from './constants.ts';
import type { ConvexPolygon } from './convex.ts';
import type { ManeuverPath } from './path.ts';
import type { AnnularSector } from './sector.ts';

/** A template shape: a rectangle (convex polygon) or an annular sector; null when there is none (length 0). */
export type TemplateShape = { kind: 'rect'; polygon: ConvexPolygon } | { kind: 'sector'; sector: AnnularSector };

/** Rectangle of the given length starting at (x, y) along unit (ux, uy), `TEMPLATE_WIDTH_MM` wide. */
export function straightTemplate(x: number, y: number, ux: number, uy: number, lengthMm: number): ConvexPolygon {
  const w = TEMPLATE_WIDTH_MM / 2;
  const lx = -uy * w;
  const ly = ux * w;
  return Float64Array.of(
    x - lx,
    y - ly,
    x + ux * lengthMm - lx,
    y + uy * lengthMm - ly,
    x + ux * lengthMm + lx,
    y + uy * lengthMm + ly,
    x + lx,
    y + ly,
  );
}

/**
 * The template of a path, from its start up to `lengthMm` along the centre line (default: all of it).
 * Returns null for a zero length (stationary, or a bump that left the ship at its start).
 */
export function templateShape(path: ManeuverPath, lengthMm = path.templateMm): TemplateShape | null {
  const len = Math.min(Math.max(lengthMm, 0), path.templateMm);
  if (len <= 0) return null;
  const piece = path.pieces[1];
  if (piece.kind === 'line') {
    return { kind: 'rect', polygon: straightTemplate(piece.x0, piece.y0, piece.ux, piece.uy, len) };
  }
  const sweep = len / piece.radiusMm;
  const w = TEMPLATE_WIDTH_MM / 2;
  return {
    kind: 'sector',
    sector: {
      cx: piece.cx,
      cy: piece.cy,
      innerMm: piece.radiusMm - w,
      outerMm: piece.radiusMm + w,
      startRad: piece.sign > 0 ? piece.startAngleRad : piece.startAngleRad - sweep,
      sweepRad: sweep,
    },
  };
}
