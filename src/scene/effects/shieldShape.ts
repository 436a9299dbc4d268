/** The shape of a ship's shield bubble: an ellipsoid over its base, flatter than it is wide. */

/** The bubble's radii (along the ship, across it, and up), mm, for a base of side `sideMm`. */
export function shieldRadii(sideMm: number): [number, number, number] {
  return [sideMm * 0.62, sideMm * 0.62, sideMm * 0.4];
}
