/** Where a Star Warriors ship's 3D model stands over its counter (shared by the counter and its engine trails). */

/** Scale of the 3D models (sized for a 40 mm X-Wing base) so that a ship fits its 1-inch hex. */
export const COUNTER_MODEL_SCALE = 0.6;
/** Height of the model's centre above the mat, mm. */
export const COUNTER_MODEL_Z_MM = 15;
