/**
 * Placing pieces from marks on the calibrated photo: a ship from its base's corners (front left, front right,
 * then optionally rear right and rear left), an obstacle by fitting its known outline to points on its edge.
 * Each gives the situation edit to make and a line saying what was done and how well the marks agreed.
 */
import {
  BASE_SIDE_MM,
  BASE_TOP_MM,
  type BaseSize,
  obstacleOutline,
  type Point,
  type Pose,
} from '../../kernel/index.ts';
import {
  applyHomography,
  type BaseCorner,
  type Calibration,
  fitOutlineToEdgePoints,
  mapsAtHeight,
  photoPointProblem,
  refineOutlineInPhoto,
  refineShipPoseInPhoto,
  type EdgeRefinement,
  type ShipRefinement,
  type PhotoMaps,
  type RgbaImage,
  shipPoseFromCorners,
} from '../../kernel/photo/index.ts';
import { mapsInPixels, pixelSource } from './photoEdgeFit.ts';
import type { DisputeEdit } from '../dispute/history.ts';
import type { SituationObstacle, SituationShip } from '../dispute/situation.ts';

/** The base corners in the order they are marked. */
export const SHIP_MARK_ORDER: readonly BaseCorner[] = ['front-left', 'front-right', 'rear-right', 'rear-left'];

/** An edit to make and what to tell the user, or why the marks cannot be used. */
export type Placement = { ok: true; edit: DisputeEdit; text: string } | { ok: false; message: string };

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The photo's pixels for "Fit to photo edges", or null to use the marks as they are. */
export type EdgeFitPixels = RgbaImage | null;

/** One sentence on what fitting to the photo's edges did: moved by how much, how well, or why the marks were kept. */
function edgeFitText(r: EdgeRefinement, what: string): string {
  return r.ok
    ? ` Fitted to ${what} edges in the photo: moved ${r.movedMm.toFixed(2)} mm and ${r.turnedDeg.toFixed(2)}° from the marks; edges ${r.rmsResidualMm.toFixed(2)} mm rms off the outline (${r.inliers} of ${r.points} edge points).`
    : ` Kept as marked, not fitted to the photo's edges: ${r.reason}.`;
}

/**
 * What fitting a ship's base to the photo did: the edge fit's clause, then the pixel fit's (the blur it found
 * and how many pixels round the base counted), or why its pixels did not decide.
 */
function shipFitText(r: ShipRefinement): string {
  if (!r.ok) return ` Kept as marked, not fitted to the photo: ${r.reason}.`;
  const edges = r.edges.ok
    ? ` Fitted to its base’s edges in the photo (${r.edges.inliers} of ${r.edges.points} edge points, ${r.edges.rmsResidualMm.toFixed(2)} mm rms off the outline)`
    : ` Not fitted to its base’s edges alone (${r.edges.reason})`;
  const pixels = !r.pixels.ok
    ? `; the pixels round it were not used (${r.pixels.reason})`
    : r.byPixels
      ? `, then to the pixels round it (blur ${r.pixels.blurPx.toFixed(1)} px, ${r.pixels.inliers} of ${r.pixels.pixels} pixels counted)`
      : `; the photo is sharp there (blur ${r.pixels.blurPx.toFixed(1)} px), so its edges decide`;
  return `${edges}${pixels}: moved ${r.movedMm.toFixed(2)} mm and ${r.turnedDeg.toFixed(2)}° from the marks.`;
}

/** The marks on the table, mm (read in the plane `maps` map, the table's own unless given), or the first mark's problem. */
function marksOnTable(
  c: Calibration,
  marksPx: readonly Point[],
  photo: { widthPx: number; heightPx: number },
  maps: PhotoMaps = c,
): { ok: true; points: Point[] } | { ok: false; message: string } {
  const points: Point[] = [];
  for (const [i, m] of marksPx.entries()) {
    const problem = photoPointProblem(m, photo, `${i + 1}${['st', 'nd', 'rd'][i] ?? 'th'}`);
    const q = problem ? null : applyHomography(maps.photoToTable, m);
    if (!q) return { ok: false, message: problem ?? `mark ${i + 1} lies beyond the table's horizon` };
    points.push(q);
  }
  return { ok: true, points };
}

/** Where a ship's marks are: the corners of its base's top face (as a photo shows them), or on the mat. */
export type ShipMarksAt = 'base-top' | 'mat';

/**
 * The ship placed by its marked base corners (two or four, in SHIP_MARK_ORDER), read at the base's top
 * (BASE_TOP_MM up, through the camera the calibration implies: photoHeight.ts) or on the mat.
 */
export function placeShipFromMarks(
  c: Calibration,
  marksPx: readonly Point[],
  photo: { widthPx: number; heightPx: number },
  ship: SituationShip,
  name: string,
  pixels: EdgeFitPixels = null,
  marksAt: ShipMarksAt = 'mat',
): Placement {
  if (marksPx.length !== 2 && marksPx.length !== 4)
    return {
      ok: false,
      message: 'mark the two front corners of the base (and, for a better heading, the two rear ones)',
    };
  const plane = marksAt === 'base-top' ? mapsAtHeight(c, photo, BASE_TOP_MM[ship.size]) : c;
  if (!plane)
    return {
      ok: false,
      message:
        "the photo's calibration cannot place the base's top: untick “Corners on the base's top” and mark where the base meets the mat",
    };
  const onTable = marksOnTable(c, marksPx, photo, plane);
  if (!onTable.ok) return onTable;
  const marks = onTable.points.map((tableMm, i) => ({ corner: SHIP_MARK_ORDER[i] ?? 'front-left', tableMm }));
  const fit = shipPoseFromCorners(marks, ship.size);
  if (!fit) return { ok: false, message: 'the two marks are on the same spot' };
  const [a, b] = onTable.points as [Point, Point];
  const edge = Math.hypot(a.x - b.x, a.y - b.y);
  const side = BASE_SIDE_MM[ship.size];
  const refined = pixels ? refineShipInPixels(c, pixels, photo, fit.pose, ship.size) : null;
  const best = refined?.ok
    ? { x: refined.placement.x, y: refined.placement.y, headingDeg: refined.placement.rotationDeg }
    : fit.pose;
  const pose = { x: round2(best.x), y: round2(best.y), heading: round2(best.headingDeg) };
  const check =
    Math.abs(edge - side) > 0.15 * side
      ? ` — the marked front edge is ${edge.toFixed(1)} mm but a ${ship.size} base's is ${side} mm: check the marks are its two front corners`
      : `; front edge marked ${edge.toFixed(1)} mm (${ship.size} base ${side} mm), corners off by ${fit.residualMm.toFixed(1)} mm rms`;
  return {
    ok: true,
    edit: { type: 'update-ship', id: ship.id, patch: pose },
    text: `${name} placed at x ${pose.x.toFixed(2)}, y ${pose.y.toFixed(2)} mm, heading ${pose.heading.toFixed(2)}°${check}.${refined ? shipFitText(refined) : ''}`,
  };
}

/** The obstacle placed by fitting its outline (named shape, side up as now) to points marked on its edge. */
export function placeObstacleFromMarks(
  c: Calibration,
  marksPx: readonly Point[],
  photo: { widthPx: number; heightPx: number },
  obstacle: SituationObstacle,
  name: string,
  pixels: EdgeFitPixels = null,
): Placement {
  const outline = obstacle.shape ? obstacleOutline(obstacle.shape)?.outlineMm : obstacle.polygon;
  if (!outline) return { ok: false, message: `${name} has no known outline to fit` };
  if (marksPx.length < 3)
    return { ok: false, message: 'mark at least three points on the token’s edge, spread round it' };
  const onTable = marksOnTable(c, marksPx, photo);
  if (!onTable.ok) return onTable;
  const near = {
    x: obstacle.x,
    y: obstacle.y,
    rotationDeg: obstacle.rotation ?? 0,
    flipped: obstacle.flipped ?? false,
  };
  const fit = fitOutlineToEdgePoints(outline, onTable.points, { near, flipped: near.flipped });
  if (!fit) return { ok: false, message: 'the outline could not be fitted to those points' };
  const local = outline.map(([x, y]) => ({ x: fit.placement.flipped ? -x : x, y }));
  const refined = pixels ? refineOutlineInPixels(c, pixels, photo.widthPx, local, fit.placement) : null;
  const p = refined?.ok ? { ...fit.placement, ...refined.placement } : fit.placement;
  const patch = { x: round2(p.x), y: round2(p.y), rotation: round2(p.rotationDeg), flipped: p.flipped || undefined };
  const warn = fit.ambiguous
    ? ' Another placement fits almost as well: mark more points, spread round the edge, or drag it near first.'
    : '';
  return {
    ok: true,
    edit: { type: 'update-obstacle', id: obstacle.id, patch },
    text:
      `${name} fitted at x ${patch.x.toFixed(2)}, y ${patch.y.toFixed(2)} mm, rotation ${patch.rotation.toFixed(2)}°; ` +
      `points off its outline by ${fit.rmsResidualMm.toFixed(1)} mm rms, ${fit.maxResidualMm.toFixed(1)} mm at most.${warn}` +
      (refined ? edgeFitText(refined, 'its outline’s') : ''),
  };
}

/** A ship's pose refined to its base's top edges (BASE_TOP_MM up, the edge seen all round) in the pixels. */
function refineShipInPixels(
  c: Calibration,
  pixels: RgbaImage,
  photo: { widthPx: number; heightPx: number },
  pose: Pose,
  size: BaseSize,
): ShipRefinement {
  const { source, k } = pixelSource(pixels, photo.widthPx);
  const top = mapsAtHeight(mapsInPixels(c, k), photo, BASE_TOP_MM[size], k);
  if (!top) return { ok: false, reason: 'the photo’s calibration cannot place the base’s top edge' };
  return refineShipPoseInPhoto(source, top, pose, size);
}

/** An obstacle's placement refined to its outline's edges in the pixels. */
function refineOutlineInPixels(
  c: Calibration,
  pixels: RgbaImage,
  photoWidthPx: number,
  local: readonly Point[],
  start: { x: number; y: number; rotationDeg: number },
) {
  const { source, k } = pixelSource(pixels, photoWidthPx);
  return refineOutlineInPhoto(source, mapsInPixels(c, k), local, start);
}
