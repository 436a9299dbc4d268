/**
 * Actions that move a ship: barrel roll, boost and decloak, with every legal slide position as exact
 * intervals; and the bomb-drop position (rules: BARREL ROLL, BOOST, CLOAK, LARGE SHIP, BOMBS).
 *
 * Slides are pure translations, so each forbidden set (base over a ship or obstacle, template over an
 * obstacle) is an open interval per pair of convex pieces (translate.ts), and fleeing is one closed interval.
 */
import {
  BARREL_ROLL_SLIDE_MAX_MM,
  BASE_SIDE_MM,
  type BaseSize,
  DEG,
  FLEE_INCLUDES_GUIDES,
  straightLengthMm,
  TEMPLATE_WIDTH_MM,
} from './constants.ts';
import { boundsOf, type ConvexPolygon } from './convex.ts';
import { basePieces, baseSquare, footprintRadiusMm } from './footprint.ts';
import { dilate, type Interval, intersect, nearestInSet, subtractOpen } from './intervals.ts';
import { ACTION_TEMPLATES, type ActionTemplate, type MoveActionName } from './maneuver.ts';
import { maneuverPath } from './path.ts';
import { plainEndPose } from './placement.ts';
import { normalizeDeg, type Pose } from './pose.ts';
import { collisionsAt, fleeInterval } from './slideChecks.ts';
import type { TableState } from './table.ts';
import { circleBox, tableIndex } from './broadPhase.ts';
import { straightTemplate, type TemplateShape, templateShape } from './template.ts';
import { templateOverlapsObstacle, templateOverlapsPieces, templateTester } from './collide.ts';
import { slideOverlapIntervals } from './translate.ts';

/** Why an action position is not allowed. */
export type IllegalReason =
  | 'overlaps ship'
  | 'overlaps obstacle'
  | 'template overlaps obstacle'
  | 'flees the battlefield';

/** Result of a moving action. */
export interface ActionOutcome {
  ship: string;
  action: MoveActionName;
  legal: boolean;
  /** When illegal: every reason that rules out the positions considered. */
  reason?: string;
  start: Pose;
  /** The position taken (the start when illegal). Heading normalised to [0, 360). */
  final: Pose;
  /** Forward/backward shift of the ship's centre used, mm (barrel rolls and sideways decloaks). */
  slideMm?: number;
  /** Every legal shift, mm, as closed intervals (barrel rolls and sideways decloaks). */
  legalSlides?: Interval[];
  /** The template the action uses (ACTION_TEMPLATES). */
  template: ActionTemplate;
  /** The template laid on the table for the position taken (null when illegal). */
  laid: TemplateShape | null;
  /** Forward actions: the ships the template overlaps (rules: MOVING THROUGH), by id. */
  movedThroughShips?: string[];
}

/** Geometry of a sideways move (barrel roll / decloak) for one base size and template length. */
export function sidewaysGeometry(size: BaseSize, lengthMm: number) {
  const half = BASE_SIDE_MM[size] / 2;
  // Small: the template's end (20 mm) against the side; large: its long side against the base.
  const endOn = size === 'small';
  const across = endOn ? lengthMm : TEMPLATE_WIDTH_MM;
  const along = endOn ? TEMPLATE_WIDTH_MM : lengthMm;
  const templateSlideMax = (BASE_SIDE_MM[size] - along) / 2;
  return {
    /** Sideways distance the centre moves, mm. */
    sidewaysMm: half + across + half,
    /** Template's extent away from the side, and along it, mm. */
    across,
    along,
    /** The template may slide this far (±) along the side, and the ship this far (±) along the template. */
    templateSlideMax,
    shipSlideMax: BARREL_ROLL_SLIDE_MAX_MM[size] - templateSlideMax,
  };
}

/**
 * The straight template of a sideways move (barrel roll, sideways decloak) laid against the side of the base at
 * `start` (rules: BARREL ROLL; LARGE SHIP): a small base takes the template's end against its side, a large one
 * its long side. `slideMm` is the ship's shift along its heading: the template takes as much of it as it may
 * (±templateSlideMax) and the ship slides along the template for the rest. The one rectangle of a sideways
 * move: the legality check (at no shift), the dispute verdicts and the viewer all take it from here.
 */
export function sidewaysTemplate(
  start: Pose,
  size: BaseSize,
  side: 'left' | 'right',
  lengthMm: number,
  slideMm = 0,
): ConvexPolygon {
  const g = sidewaysGeometry(size, lengthMm);
  const h = start.headingDeg * DEG;
  const fx = Math.cos(h);
  const fy = Math.sin(h);
  const sgn = side === 'left' ? 1 : -1;
  const lx = -fy * sgn;
  const ly = fx * sgn;
  const half = BASE_SIDE_MM[size] / 2;
  const t = Math.min(Math.max(slideMm, -g.templateSlideMax), g.templateSlideMax);
  return size === 'small'
    ? straightTemplate(start.x + lx * half + fx * t, start.y + ly * half + fy * t, lx, ly, g.across)
    : straightTemplate(
        start.x + lx * (half + g.across / 2) + fx * (t - g.along / 2),
        start.y + ly * (half + g.across / 2) + fy * (t - g.along / 2),
        fx,
        fy,
        g.along,
      );
}

/**
 * Every legal forward/backward shift of a sideways move (barrel roll, or decloak with straight-2), mm:
 * the base must overlap no ship or obstacle and must not flee, and some allowed template position touching
 * both bases must overlap no obstacle (rules: BARREL ROLL; LARGE SHIP).
 */
export function sidewaysLegalSlides(
  table: TableState,
  shipId: string,
  side: 'left' | 'right',
  lengthMm: number,
): { slides: Interval[]; reasons: Set<IllegalReason>; poseAt: (slideMm: number) => Pose } {
  const index = tableIndex(table);
  const ship = index.ship(shipId);
  const g = sidewaysGeometry(ship.size, lengthMm);
  const h = ship.pose.headingDeg * DEG;
  const fx = Math.cos(h);
  const fy = Math.sin(h);
  const sgn = side === 'left' ? 1 : -1;
  const lx = -fy * sgn;
  const ly = fx * sgn;
  const poseAt = (slideMm: number): Pose => ({
    x: ship.pose.x + lx * g.sidewaysMm + fx * slideMm,
    y: ship.pose.y + ly * g.sidewaysMm + fy * slideMm,
    headingDeg: ship.pose.headingDeg,
  });
  const range = g.templateSlideMax + g.shipSlideMax;
  const reasons = new Set<IllegalReason>();

  // The base at every shift s.
  const centred = poseAt(0);
  const pieces = basePieces(centred, ship.size, true);
  const shipHoles: Interval[] = [];
  // Broad phase: only what a base sliding ±range along its heading could reach.
  const myReach = footprintRadiusMm(ship.size) + range;
  const reaches = (cx: number, cy: number, radius: number, from: { x: number; y: number }, reach: number) =>
    Math.hypot(cx - from.x, cy - from.y) <= reach + radius;
  // The table's index hands over the ships and obstacles that could pass `reaches`, in the table's order.
  const reachBox = circleBox({ cx: centred.x, cy: centred.y, radius: myReach });
  for (const other of index.shipsNearList(reachBox)) {
    if (other.id === ship.id) continue;
    if (!reaches(other.pose.x, other.pose.y, footprintRadiusMm(other.size), centred, myReach)) continue;
    for (const hole of slideOverlapIntervals(pieces, basePieces(other.pose, other.size, true), fx, fy))
      shipHoles.push(hole);
  }
  const obstacleHoles: Interval[] = [];
  for (const o of index.obstaclesNear(reachBox))
    if (reaches(o.bounds.cx, o.bounds.cy, o.bounds.radius, centred, myReach))
      for (const hole of slideOverlapIntervals(pieces, o.triangles as ConvexPolygon[], fx, fy))
        obstacleHoles.push(hole);
  // Fix: judge fleeing on the same shape as isOutsidePlayArea (the guides too when FLEE_INCLUDES_GUIDES);
  // fleeInterval only looks at vertices, so the pieces' vertices can be passed together.
  // Regression test: "barrel roll ignores FLEE_INCLUDES_GUIDES".
  const fleeShape = FLEE_INCLUDES_GUIDES
    ? Float64Array.from(pieces.flatMap((p) => [...p]))
    : baseSquare(centred, ship.size);
  const inside = fleeInterval(table, fleeShape, fx, fy);
  let base = subtractOpen(-range, range, [...shipHoles, ...obstacleHoles]);
  base = inside ? intersect(base, [inside]) : [];

  // The template at shift t = 0, lying from the side outward (`across`) and along it (`along`), 20 mm wide.
  const rect = sidewaysTemplate(ship.pose, ship.size, side, lengthMm);
  const templateHoles: Interval[] = [];
  const rectBounds = boundsOf(rect);
  for (const o of index.obstaclesNear(circleBox(rectBounds, range)))
    if (
      reaches(
        o.bounds.cx,
        o.bounds.cy,
        o.bounds.radius,
        { x: rectBounds.cx, y: rectBounds.cy },
        rectBounds.radius + range,
      )
    )
      for (const hole of slideOverlapIntervals([rect], o.triangles as ConvexPolygon[], fx, fy))
        templateHoles.push(hole);
  const templateOk = subtractOpen(-g.templateSlideMax, g.templateSlideMax, templateHoles);
  const slides = intersect(base, dilate(templateOk, g.shipSlideMax));

  if (slides.length === 0) {
    const free = (holes: Interval[]) => subtractOpen(-range, range, holes).length > 0;
    if (!free(shipHoles)) reasons.add('overlaps ship');
    if (!free(obstacleHoles)) reasons.add('overlaps obstacle');
    if (templateOk.length === 0) reasons.add('template overlaps obstacle');
    if (!inside) reasons.add('flees the battlefield');
    if (reasons.size === 0) reasons.add('overlaps ship');
  }
  return { slides, reasons, poseAt };
}

/**
 * Performs a moving action. Sideways moves take the requested slide when legal, else the legal slide nearest
 * to it (the centred position first when none is asked for); forward moves place the ship as a maneuver.
 */
export function resolveAction(
  table: TableState,
  shipId: string,
  action: MoveActionName,
  slideMm?: number,
): ActionOutcome {
  const template = ACTION_TEMPLATES[action];
  return template.kind === 'sideways'
    ? resolveSideways(table, shipId, action, template, slideMm)
    : resolveForward(table, shipId, action, template);
}

/** A barrel roll or sideways decloak: the legal slide nearest the one asked for. */
function resolveSideways(
  table: TableState,
  shipId: string,
  action: MoveActionName,
  template: ActionTemplate & { kind: 'sideways' },
  slideMm?: number,
): ActionOutcome {
  const ship = tableIndex(table).ship(shipId);
  const start = { ...ship.pose };
  const length = straightLengthMm(template.straightSpeed);
  const { slides, reasons, poseAt } = sidewaysLegalSlides(table, shipId, template.side, length);
  const chosen = nearestInSet(slides, slideMm ?? 0);
  if (chosen === null) {
    const reason = [...reasons].join('; ');
    return { ship: shipId, action, legal: false, reason, start, final: start, legalSlides: [], template, laid: null };
  }
  const final = poseAt(chosen);
  const laid: TemplateShape = {
    kind: 'rect',
    polygon: sidewaysTemplate(start, ship.size, template.side, length, chosen),
  };
  return {
    ship: shipId,
    action,
    legal: true,
    start,
    final: { ...final, headingDeg: normalizeDeg(final.headingDeg) },
    slideMm: chosen,
    legalSlides: slides,
    template,
    laid,
  };
}

/** A boost or forward decloak: the maneuver's template, legal when the end and the template are clear. */
function resolveForward(
  table: TableState,
  shipId: string,
  action: MoveActionName,
  template: ActionTemplate & { kind: 'forward' },
): ActionOutcome {
  const index = tableIndex(table);
  const ship = index.ship(shipId);
  const start = { ...ship.pose };
  const path = maneuverPath(start, ship.size, template.maneuver);
  const final = plainEndPose(path);
  const laid = templateShape(path);
  const reasons = collisionsAt(table, ship, final, laid);
  // Only ships whose footprint circles meet the template's bounding circle can be under it.
  const under = laid === null ? [] : index.shipsNearList(circleBox(templateTester(laid).bounds));
  const movedThroughShips = under
    .filter((o) => o.id !== shipId && laid !== null && templateOverlapsPieces(laid, basePieces(o.pose, o.size, true)))
    .map((o) => o.id)
    .sort();
  if (reasons.length)
    return {
      ship: shipId,
      action,
      legal: false,
      reason: reasons.join('; '),
      start,
      final: start,
      template,
      laid: null,
    };
  return {
    ship: shipId,
    action,
    legal: true,
    start,
    final: { ...final, headingDeg: normalizeDeg(final.headingDeg) },
    template,
    laid,
    movedThroughShips,
  };
}

/** Whether a template overlaps any obstacle on the table. */
export function templateHitsObstacle(table: TableState, t: ReturnType<typeof templateShape>): boolean {
  return !!t && table.obstacles.some((o) => templateOverlapsObstacle(t, o));
}

/**
 * Where a dropped bomb token lands: a straight-1 template (straight-`templateSpeed`: Bombardier's straight 2)
 * slid between the rear guides, the token's guides in its far end. Returns the pose of the token's centre for a
 * token `tokenSideMm` deep along the template (facing backward).
 */
export function bombDropPose(ship: Pose, size: BaseSize, tokenSideMm: number, templateSpeed = 1): Pose {
  const h = ship.headingDeg * DEG;
  const back = BASE_SIDE_MM[size] / 2 + straightLengthMm(templateSpeed) + tokenSideMm / 2;
  return {
    x: ship.x - back * Math.cos(h),
    y: ship.y - back * Math.sin(h),
    headingDeg: normalizeDeg(ship.headingDeg + 180),
  };
}
