/** Between page positions and photo pixels in the photo panel's SVG (its viewBox is the photo's pixels). */
import type { Point } from '../../kernel/pose.ts';

/** The photo pixel under a page position. */
export function pageToPhoto(svg: SVGSVGElement, clientX: number, clientY: number): Point | null {
  const m = svg.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

/** The page position of a photo pixel. */
export function photoToPage(svg: SVGSVGElement, p: Point): Point | null {
  const m = svg.getScreenCTM();
  if (!m) return null;
  const q = new DOMPoint(p.x, p.y).matrixTransform(m);
  return { x: q.x, y: q.y };
}

/** Photo pixels per page pixel: handles and marks are drawn a constant size on screen. */
export function photoPxPerPagePx(svg: SVGSVGElement): number {
  const m = svg.getScreenCTM();
  return m && m.a !== 0 ? 1 / m.a : 1;
}

/** A point moved by an arrow key by `step` photo px; null for other keys. */
export function nudged(p: Point, key: string, step: number): Point | null {
  const moves: Record<string, Point> = {
    ArrowLeft: { x: -step, y: 0 },
    ArrowRight: { x: step, y: 0 },
    ArrowUp: { x: 0, y: -step },
    ArrowDown: { x: 0, y: step },
  };
  const d = Object.hasOwn(moves, key) ? moves[key] : undefined;
  return d ? { x: p.x + d.x, y: p.y + d.y } : null;
}
