/**
 * Physical constants of X-Wing 1st edition, all in one place (see README "Conventions").
 *
 * Frame: table millimetres, origin at the lower-left corner seen from the first player's edge, +x right,
 * +y away from that player. Headings are degrees counter-clockwise from +x; ship-local forward = heading,
 * left = heading + 90°. Every other module reads its numbers from here.
 */

/** Side of the square play area in mm (3' × 3'). */
export const PLAY_AREA_MM = 914.4;

/** Base sizes the kernel knows. */
export type BaseSize = 'small' | 'large';

/** Side of the base square in mm (rules: SMALL SHIP "about 4 cm", LARGE SHIP "about 8 cm"). */
export const BASE_SIDE_MM: Readonly<Record<BaseSize, number>> = { small: 40, large: 80 };
/** Height of a plastic base's top above the mat, mm (where the printed token lies, and the edge a photo shows). */
export const BASE_TOP_MM: Readonly<Record<BaseSize, number>> = { small: 3, large: 3.5 };

/**
 * Movement guides: four rectangles per base, standing out beyond the front and rear edges (rules: GUIDES).
 * Same on both sizes. Kept as one object so the shape can be tuned in a single place.
 */
export const GUIDE = {
  /** Inner lateral offset of a guide from the base centre line, mm. */
  innerOffsetMm: 11.0,
  /** Outer lateral offset of a guide from the base centre line, mm. */
  outerOffsetMm: 13.5,
  /** How far a guide stands out beyond the front or rear edge, mm. */
  depthMm: 1.8,
} as const;

/** Width of every maneuver template, mm. */
export const TEMPLATE_WIDTH_MM = 20;

/** Length of the straight (and Koiogran) template per speed 1–5, mm. */
export const STRAIGHT_LENGTH_MM: readonly [number, number, number, number, number] = [40, 80, 120, 160, 200];

/** The straight template of a speed 1–5, mm; throws for any other speed (never a silent length). */
export function straightLengthMm(speed: number): number {
  const mm = STRAIGHT_LENGTH_MM[speed - 1];
  if (mm === undefined) throw new RangeError(`no straight template of speed ${speed}`);
  return mm;
}

/** Centre-line radius of the bank (and Segnor's loop) template per speed 1–3, mm; the line turns 45°. */
export const BANK_RADIUS_MM: readonly [number, number, number] = [80, 130, 180];

/** Centre-line radius of the turn (and Tallon roll) template per speed 1–3, mm; the line turns 90°. */
export const TURN_RADIUS_MM: readonly [number, number, number] = [35, 62.5, 90];

/** How far the centre line of a bank template turns, degrees. */
export const BANK_TURN_DEG = 45;

/** How far the centre line of a turn template turns, degrees. */
export const TURN_TURN_DEG = 90;

/** One range band on the range ruler, mm (rules: RANGE). */
export const RANGE_BAND_MM = 100;

/**
 * Primary arc half-angle in degrees: the arc lines start on the front edge 2.95 mm (small) or 3.95 mm
 * (large) in from each corner and pass through the base centre when extended backward.
 */
export const PRIMARY_ARC_HALF_ANGLE_DEG: Readonly<Record<BaseSize, number>> = {
  small: (Math.atan2(20 - 2.95, 20) * 180) / Math.PI,
  large: (Math.atan2(40 - 3.95, 40) * 180) / Math.PI,
};

/** Tallon roll: how far the template end may slide along the ship's side (±), mm, = (side − width) / 2. */
export const TALLON_SLIDE_MAX_MM: Readonly<Record<BaseSize, number>> = { small: 10, large: 30 };

/**
 * Barrel roll: maximum forward/backward shift of the ship's centre (±), mm. Small: template end ±10 along
 * the side plus the ship ±10 along the template's far end; large: the template's long side ±20 twice.
 */
export const BARREL_ROLL_SLIDE_MAX_MM: Readonly<Record<BaseSize, number>> = { small: 20, large: 40 };

/** Tolerance to which a bump's contact is found: the final gap to the touched ship, mm. */
export const CONTACT_TOLERANCE_MM = 1e-6;

/**
 * Fleeing is judged on the plain base square, without the guides: the rules' PLAY AREA and FLEEING THE
 * BATTLEFIELD speak of "any part of its base", and GUIDES counts them only for executing maneuvers and
 * overlapping. Flip this to judge with the guides instead.
 */
export const FLEE_INCLUDES_GUIDES = false;

/** Degrees → radians. */
export const DEG = Math.PI / 180;
