/**
 * Refining a mark placed on a photo: a corner (a base's or the play area's) or a point on an edge (an obstacle
 * token's outline) found in the photo's own pixels near the mark, below a pixel (refineCorner.ts,
 * refineEdge.ts). A mark with no clear corner or edge near it is kept where it was placed, with the reason.
 */
import type { Point } from '../pose.ts';
import { grayWindowOf } from './grayImage.ts';
import type { RgbaImage } from './rectify.ts';
import { CORNER_OPTIONS, refineCorner, type RefinedMark } from './refineCorner.ts';
import { EDGE_OPTIONS, refineEdge } from './refineEdge.ts';

/** What a mark is put on: a corner, or a point of an edge. */
export type MarkFeature = 'corner' | 'edge';

/** Pixels read round a mark: the widest window either refinement reads, its gradients, and the largest shift. */
const WINDOW_HALF_PX =
  Math.max(CORNER_OPTIONS.windowPx + CORNER_OPTIONS.maxShiftPx, EDGE_OPTIONS.windowPx + EDGE_OPTIONS.searchPx) +
  EDGE_OPTIONS.maxShiftPx +
  4;

/** The mark refined in the photo's pixels (the marks' own size), or kept, with the reason. */
export function refineMarkInPhoto(photo: RgbaImage, mark: Point, feature: MarkFeature): RefinedMark {
  const win = grayWindowOf(photo, mark, WINDOW_HALF_PX);
  if (!win) return { ok: false, point: mark, reason: 'the mark is off the picture' };
  const local = { x: mark.x - win.originPx.x, y: mark.y - win.originPx.y };
  const r = feature === 'corner' ? refineCorner(win.image, local) : refineEdge(win.image, local);
  if (!r.ok) return { ...r, point: mark };
  return { ...r, point: { x: r.point.x + win.originPx.x, y: r.point.y + win.originPx.y } };
}
