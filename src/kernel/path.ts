/**
 * The path a base rides while executing a maneuver, and the two-guide chord model of its motion.
 *
 * The path is three pieces: the straight line through the starting base (rear edge centre → template start),
 * the template's centre line, and the straight line on from the template end, one base length long. The rear
 * guide point R and the front guide point F both ride it, exactly one base length apart (chord, not arc);
 * the centre is their midpoint and the heading is the direction R → F (geometry spec, "Moving backward").
 * Progress p ∈ [0, 1] is R's distance along the path over (base length + template length).
 */
import {
  BANK_RADIUS_MM,
  BANK_TURN_DEG,
  BASE_SIDE_MM,
  type BaseSize,
  DEG,
  STRAIGHT_LENGTH_MM,
  TURN_RADIUS_MM,
  TURN_TURN_DEG,
} from './constants.ts';
import { type Maneuver, parseManeuver } from './maneuver.ts';
import type { Pose, Point } from './pose.ts';

/** A straight piece of path: from (x0, y0) along the unit vector (ux, uy) for lengthMm. */
export interface LinePiece {
  kind: 'line';
  x0: number;
  y0: number;
  ux: number;
  uy: number;
  startMm: number;
  lengthMm: number;
}

/** A circular piece: centre, radius, the polar angle of its start (rad) and its turning sign (+1 = left). */
export interface ArcPiece {
  kind: 'arc';
  cx: number;
  cy: number;
  radiusMm: number;
  startAngleRad: number;
  sign: 1 | -1;
  startMm: number;
  lengthMm: number;
  /**
   * Arc length between two points of this circle one base length apart (the guides while both ride the arc),
   * mm; Infinity when the base is longer than the diameter (they never both do).
   */
  chordArcMm: number;
}

/** One piece of a maneuver path. */
export type PathPiece = LinePiece | ArcPiece;

/** The full path of one maneuver from one starting pose. */
export interface ManeuverPath {
  readonly baseMm: number;
  /** Length of the template's centre line, mm (0 for stationary). */
  readonly templateMm: number;
  /** The three pieces, in order; the middle one is the template centre line. */
  readonly pieces: readonly [LinePiece, PathPiece, LinePiece];
  /** Heading of the template's start tangent = the starting heading, degrees. */
  readonly startHeadingDeg: number;
  /** Heading of the template's end tangent, degrees (not normalised). */
  readonly endHeadingDeg: number;
}

/** Entry i of a per-speed table (speed i + 1); a speed the table lacks is a programming error. */
function speedEntry(table: readonly number[], i: number): number {
  const v = table[i];
  if (v === undefined) throw new RangeError(`no template for speed ${i + 1}`);
  return v;
}

/** The template centre line length and turn of a maneuver: straight length or arc radius and turn. */
export function templateGeometry(m: Maneuver): { radiusMm: number; turnDeg: number; lengthMm: number } {
  const i = m.speed - 1;
  switch (m.bearing) {
    case 'straight':
    case 'koiogran':
      return { radiusMm: Infinity, turnDeg: 0, lengthMm: speedEntry(STRAIGHT_LENGTH_MM, i) };
    case 'bank':
    case 'segnor': {
      const r = speedEntry(BANK_RADIUS_MM, i);
      return { radiusMm: r, turnDeg: BANK_TURN_DEG, lengthMm: r * BANK_TURN_DEG * DEG };
    }
    case 'turn':
    case 'tallon': {
      const r = speedEntry(TURN_RADIUS_MM, i);
      return { radiusMm: r, turnDeg: TURN_TURN_DEG, lengthMm: r * TURN_TURN_DEG * DEG };
    }
    case 'stationary':
      return { radiusMm: Infinity, turnDeg: 0, lengthMm: 0 };
  }
}

/** The arc length between two points `chordMm` apart on a circle of radius `radiusMm`; Infinity when none are. */
function chordArcLength(chordMm: number, radiusMm: number): number {
  return chordMm <= 2 * radiusMm ? 2 * radiusMm * Math.asin(chordMm / (2 * radiusMm)) : Infinity;
}

/**
 * Builds the path for a maneuver whose template is placed at `templateStart` (a point on the table, mm,
 * with the template's start tangent heading in degrees), for a base of side `baseMm`.
 */
export function pathFromTemplateStart(
  templateStart: Pose,
  baseMm: number,
  m: Pick<Maneuver, 'bearing' | 'side' | 'speed'>,
): ManeuverPath {
  const { radiusMm, turnDeg, lengthMm } = templateGeometry(m as Maneuver);
  const h = templateStart.headingDeg * DEG;
  const ux = Math.cos(h);
  const uy = Math.sin(h);
  const first: LinePiece = {
    kind: 'line',
    x0: templateStart.x - baseMm * ux,
    y0: templateStart.y - baseMm * uy,
    ux,
    uy,
    startMm: 0,
    lengthMm: baseMm,
  };
  let middle: PathPiece;
  let endX: number;
  let endY: number;
  let endHeadingDeg: number;
  let endUx = ux;
  let endUy = uy;
  if (turnDeg === 0) {
    middle = { kind: 'line', x0: templateStart.x, y0: templateStart.y, ux, uy, startMm: baseMm, lengthMm };
    endX = templateStart.x + lengthMm * ux;
    endY = templateStart.y + lengthMm * uy;
    endHeadingDeg = templateStart.headingDeg;
  } else {
    const sign: 1 | -1 = m.side === 'left' ? 1 : -1;
    // The centre lies on the turning side, one radius away, perpendicular to the start tangent, so the start
    // point's polar angle about it is the heading less a quarter turn toward the turning side; the end point's
    // is the end heading's, likewise (the end tangent's cosine and sine give it without more trigonometry).
    const cx = templateStart.x - sign * radiusMm * uy;
    const cy = templateStart.y + sign * radiusMm * ux;
    const startAngleRad = h - (sign * Math.PI) / 2;
    const chordArcMm = chordArcLength(baseMm, radiusMm);
    middle = { kind: 'arc', cx, cy, radiusMm, startAngleRad, sign, startMm: baseMm, lengthMm, chordArcMm };
    endHeadingDeg = templateStart.headingDeg + sign * turnDeg;
    const eh = endHeadingDeg * DEG;
    endUx = Math.cos(eh);
    endUy = Math.sin(eh);
    endX = cx + sign * radiusMm * endUy;
    endY = cy - sign * radiusMm * endUx;
  }
  const last: LinePiece = {
    kind: 'line',
    x0: endX,
    y0: endY,
    ux: endUx,
    uy: endUy,
    startMm: baseMm + lengthMm,
    lengthMm: baseMm,
  };
  return {
    baseMm,
    templateMm: lengthMm,
    pieces: [first, middle, last],
    startHeadingDeg: templateStart.headingDeg,
    endHeadingDeg,
  };
}

/** The path of a maneuver executed from `start` by a base of the given size (template at the front guides). */
export function maneuverPath(start: Pose, size: BaseSize, m: Maneuver): ManeuverPath {
  const baseMm = BASE_SIDE_MM[size];
  const h = start.headingDeg * DEG;
  const templateStart: Pose = {
    x: start.x + (baseMm / 2) * Math.cos(h),
    y: start.y + (baseMm / 2) * Math.sin(h),
    headingDeg: start.headingDeg,
  };
  return pathFromTemplateStart(templateStart, baseMm, m);
}

/**
 * The path that bounds cached under `key` ("size:maneuver", e.g. "small:bank-left-2") are computed on: that
 * maneuver flown from the origin, so that cached bounds do not depend on which start pose happened to be seen
 * first (results stay bit-for-bit reproducible whatever ran before). `path` itself when the key names none.
 */
export function referencePath(key: string, path: ManeuverPath): ManeuverPath {
  const colon = key.indexOf(':');
  const size = key.slice(0, colon);
  const m = parseManeuver(key.slice(colon + 1));
  if ((size !== 'small' && size !== 'large') || m === null) return path;
  return maneuverPath({ x: 0, y: 0, headingDeg: 0 }, size, m);
}

/** The point at arc length s (mm) along the path, clamped to its ends. */
export function pointAtLength(path: ManeuverPath, sMm: number, out: Point = { x: 0, y: 0 }): Point {
  const a = path.pieces[0];
  const b = path.pieces[1];
  const c = path.pieces[2];
  const piece = sMm < b.startMm ? a : sMm <= c.startMm ? b : c;
  const t = Math.min(Math.max(sMm - piece.startMm, piece === a ? -Infinity : 0), piece.lengthMm);
  return pointOnPiece(piece, t, out);
}

function pointOnPiece(piece: PathPiece, t: number, out: Point): Point {
  if (piece.kind === 'line') {
    out.x = piece.x0 + t * piece.ux;
    out.y = piece.y0 + t * piece.uy;
  } else {
    const ang = piece.startAngleRad + (piece.sign * t) / piece.radiusMm;
    out.x = piece.cx + piece.radiusMm * Math.cos(ang);
    out.y = piece.cy + piece.radiusMm * Math.sin(ang);
  }
  return out;
}

/**
 * Arc length t ≥ sMm at which the path point is exactly `chordMm` from (rx, ry): the front guide point.
 * Each piece is intersected in closed form with the circle of radius chordMm around R.
 */
function chordAhead(path: ManeuverPath, sMm: number, rx: number, ry: number, chordMm: number): number {
  const c2 = chordMm * chordMm;
  const pieces = path.pieces;
  const arc = pieces[1];
  // R on the arc with room ahead for the chord on it: F lies a fixed arc length further on (no trigonometry).
  if (arc.kind === 'arc' && chordMm === path.baseMm && sMm >= arc.startMm) {
    const ahead = sMm + arc.chordArcMm;
    if (ahead <= arc.startMm + arc.lengthMm) return ahead;
  }
  for (let k = 0; k < 3; k++) {
    const piece = k === 0 ? pieces[0] : k === 1 ? pieces[1] : pieces[2];
    const lo = piece.startMm;
    const isLast = k === 2;
    if (lo + piece.lengthMm < sMm && !isLast) continue;
    if (piece.kind === 'line') {
      // |q0 + u τ − R|² = c²  →  τ² + 2bτ + (|q0−R|² − c²) = 0; the larger root lies ahead.
      const qx = piece.x0 - rx;
      const qy = piece.y0 - ry;
      const b = qx * piece.ux + qy * piece.uy;
      const disc = b * b - (qx * qx + qy * qy - c2);
      if (disc < 0) continue;
      const tau = -b + Math.sqrt(disc);
      if (isLast || tau <= piece.lengthMm + 1e-9) return lo + tau;
    } else {
      // |C + r e(φ) − R|² = c²  →  e(φ)·(C − R) = (c² − r² − |C − R|²) / 2r.
      const dx = piece.cx - rx;
      const dy = piece.cy - ry;
      const dd = Math.sqrt(dx * dx + dy * dy);
      const r = piece.radiusMm;
      const kk = (c2 - r * r - dd * dd) / (2 * r);
      if (dd === 0 || Math.abs(kk) > dd) continue;
      const delta = Math.atan2(dy, dx);
      const spread = Math.acos(kk / dd);
      const best = Math.min(arcRootAhead(piece, delta + spread, lo, sMm), arcRootAhead(piece, delta - spread, lo, sMm));
      if (best !== Infinity) return lo + Math.min(best, piece.lengthMm);
    }
  }
  return sMm + chordMm;
}

const TWO_PI = 2 * Math.PI;

/** Arc parameter (mm from the arc start) of polar angle φ when it lies on the arc at or after sMm; else ∞. */
function arcRootAhead(piece: ArcPiece, phi: number, lo: number, sMm: number): number {
  // Wrapped so that it is measured forward from the arc start.
  let turn = piece.sign * (phi - piece.startAngleRad);
  turn -= TWO_PI * Math.floor(turn / TWO_PI);
  if (turn > TWO_PI - 1e-12) turn = 0;
  const tau = turn * piece.radiusMm;
  return tau <= piece.lengthMm + 1e-9 && lo + tau >= sMm - 1e-9 ? tau : Infinity;
}

/** Distance R travels over the whole maneuver: base length + template length, mm. */
export function travelMm(path: ManeuverPath): number {
  return path.baseMm + path.templateMm;
}

/** Rear (rx, ry) and front (fx, fy) guide points, mm, as plain numbers for allocation-free loops. */
export interface GuidePair {
  rx: number;
  ry: number;
  fx: number;
  fy: number;
}

const scratchR: Point = { x: 0, y: 0 };
const scratchF: Point = { x: 0, y: 0 };

/** Writes the rear and front guide points at progress p ∈ [0, 1] into `out` (the chord model; no allocation). */
export function guidePairAtProgress(path: ManeuverPath, p: number, out: GuidePair): GuidePair {
  const s = Math.min(Math.max(p, 0), 1) * travelMm(path);
  pointAtLength(path, s, scratchR);
  const t = chordAhead(path, s, scratchR.x, scratchR.y, path.baseMm);
  pointAtLength(path, t, scratchF);
  out.rx = scratchR.x;
  out.ry = scratchR.y;
  out.fx = scratchF.x;
  out.fy = scratchF.y;
  return out;
}

const scratchPair: GuidePair = { rx: 0, ry: 0, fx: 0, fy: 0 };

/**
 * The base's pose at progress p ∈ [0, 1] by the two-guide chord model: exact at p = 0 (the start) and p = 1
 * (rear guides at the template end), continuous in between. Does not apply Koiogran/Segnor/Tallon rotations.
 */
export function poseAtProgress(path: ManeuverPath, p: number, out: Pose = { x: 0, y: 0, headingDeg: 0 }): Pose {
  const g = guidePairAtProgress(path, p, scratchPair);
  out.x = (g.rx + g.fx) / 2;
  out.y = (g.ry + g.fy) / 2;
  const raw = Math.atan2(g.fy - g.ry, g.fx - g.rx) / DEG;
  // Keep the heading continuous with the template tangents rather than jumping at ±180°.
  out.headingDeg = raw + 360 * Math.round((path.startHeadingDeg - raw) / 360);
  return out;
}

/** The base's place and its first-order motion at a progress: guide points, centre velocity and turn rate. */
export interface GuideMotion extends GuidePair {
  /** Centre velocity, mm per unit progress. */
  vx: number;
  vy: number;
  /** Turn rate of the heading, rad per unit progress (counter-clockwise positive). */
  omega: number;
}

const tangentR: Point = { x: 0, y: 0 };
const tangentF: Point = { x: 0, y: 0 };

/**
 * Guide points at progress p and how the base moves there (derivatives with respect to p), in closed form:
 * R moves along the path at the travel speed; F stays one base length ahead on the path, so by the chord
 * constraint (F − R)·(Ḟ − Ṙ) = 0 its path speed is ṡ (D·T_R)/(D·T_F), with D = F − R and T the path
 * tangents. The centre velocity is the mean of Ṙ and Ḟ and the turn rate D × (Ḟ − Ṙ) / |D|². With `acc`, also
 * the second derivatives (accelerationOf).
 */
export function guideMotionAtProgress(
  path: ManeuverPath,
  p: number,
  out: GuideMotion,
  acc?: GuideAcceleration,
): GuideMotion {
  const travel = travelMm(path);
  const s = Math.min(Math.max(p, 0), 1) * travel;
  pointAndTangentAtLength(path, s, scratchR, tangentR);
  const t = chordAhead(path, s, scratchR.x, scratchR.y, path.baseMm);
  pointAndTangentAtLength(path, t, scratchF, tangentF);
  out.rx = scratchR.x;
  out.ry = scratchR.y;
  out.fx = scratchF.x;
  out.fy = scratchF.y;
  const dx = out.fx - out.rx;
  const dy = out.fy - out.ry;
  const fSpeed = (travel * (dx * tangentR.x + dy * tangentR.y)) / (dx * tangentF.x + dy * tangentF.y);
  const rvx = travel * tangentR.x;
  const rvy = travel * tangentR.y;
  const fvx = fSpeed * tangentF.x;
  const fvy = fSpeed * tangentF.y;
  out.vx = (rvx + fvx) / 2;
  out.vy = (rvy + fvy) / 2;
  out.omega = (dx * (fvy - rvy) - dy * (fvx - rvx)) / (dx * dx + dy * dy);
  if (acc !== undefined) accelerationOf(path, s, t, fSpeed, out, acc);
  return out;
}

/** The base's second-order motion at a progress (second derivatives with respect to p). */
export interface GuideAcceleration {
  /** Centre acceleration, mm per unit progress². */
  ax: number;
  ay: number;
  /** Turn acceleration of the heading, rad per unit progress² (counter-clockwise positive). */
  alpha: number;
}

/** The piece that holds arc length sMm, by pointAtLength's rule. */
function pieceAtLength(path: ManeuverPath, sMm: number): PathPiece {
  const [a, b, c] = path.pieces;
  return sMm < b.startMm ? a : sMm <= c.startMm ? b : c;
}

/**
 * Writes the second derivatives of the motion at R's arc length s (F's t, F's path speed fSpeed; the tangents
 * in tangentR and tangentF as guideMotionAtProgress left them): R'' = ṡ²·κ·N on an arc (0 on a line); F'' =
 * s̈_F·T_F + ṡ_F²·κ_F·N_F, s̈_F from differentiating the chord constraint again, D·(F'' − R'') = −|D'|²; the
 * centre's acceleration is the mean of R'' and F'' and the turn acceleration D × D'' / |D|² (D·D' = 0).
 */
function accelerationOf(
  path: ManeuverPath,
  s: number,
  t: number,
  fSpeed: number,
  m: GuideMotion,
  acc: GuideAcceleration,
): void {
  const travel = travelMm(path);
  let rax = 0;
  let ray = 0;
  const pr = pieceAtLength(path, s);
  if (pr.kind === 'arc') {
    const k = (travel * travel) / (pr.radiusMm * pr.radiusMm);
    rax = k * (pr.cx - m.rx);
    ray = k * (pr.cy - m.ry);
  }
  let nfx = 0;
  let nfy = 0;
  const pf = pieceAtLength(path, t);
  if (pf.kind === 'arc') {
    const k = (fSpeed * fSpeed) / (pf.radiusMm * pf.radiusMm);
    nfx = k * (pf.cx - m.fx);
    nfy = k * (pf.cy - m.fy);
  }
  const dx = m.fx - m.rx;
  const dy = m.fy - m.ry;
  const ex = fSpeed * tangentF.x - travel * tangentR.x;
  const ey = fSpeed * tangentF.y - travel * tangentR.y;
  const sF2 = (dx * (rax - nfx) + dy * (ray - nfy) - (ex * ex + ey * ey)) / (dx * tangentF.x + dy * tangentF.y);
  const fax = sF2 * tangentF.x + nfx;
  const fay = sF2 * tangentF.y + nfy;
  acc.ax = (rax + fax) / 2;
  acc.ay = (ray + fay) / 2;
  acc.alpha = (dx * (fay - ray) - dy * (fax - rax)) / (dx * dx + dy * dy);
}

/**
 * pointAtLength and tangentAtLength at once, from one cosine and sine on an arc (the same numbers as the two
 * calls: the same piece, the same clamped arc length, the same angle).
 */
function pointAndTangentAtLength(path: ManeuverPath, sMm: number, point: Point, tangent: Point): void {
  const a = path.pieces[0];
  const b = path.pieces[1];
  const c = path.pieces[2];
  const piece = sMm < b.startMm ? a : sMm <= c.startMm ? b : c;
  const t = Math.min(Math.max(sMm - piece.startMm, piece === a ? -Infinity : 0), piece.lengthMm);
  if (piece.kind === 'line') {
    point.x = piece.x0 + t * piece.ux;
    point.y = piece.y0 + t * piece.uy;
    tangent.x = piece.ux;
    tangent.y = piece.uy;
  } else {
    const ang = piece.startAngleRad + (piece.sign * t) / piece.radiusMm;
    const cos = Math.cos(ang);
    const sin = Math.sin(ang);
    point.x = piece.cx + piece.radiusMm * cos;
    point.y = piece.cy + piece.radiusMm * sin;
    tangent.x = -piece.sign * sin;
    tangent.y = piece.sign * cos;
  }
}

/** Rear and front guide points (mm) at progress p; they are exactly one base length apart. */
export function guidePointsAtProgress(path: ManeuverPath, p: number): { rear: Point; front: Point } {
  const s = Math.min(Math.max(p, 0), 1) * travelMm(path);
  const rear = pointAtLength(path, s, { x: 0, y: 0 });
  const front = pointAtLength(path, chordAhead(path, s, rear.x, rear.y, path.baseMm), { x: 0, y: 0 });
  return { rear, front };
}
