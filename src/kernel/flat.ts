/**
 * Flat coordinate buffers ([x0, y0, x1, y1, …] in mm, as Float64Array or number[]): reading one coordinate where
 * the index is computed, so a wrong index fails loudly instead of reading `undefined` (outside hot loops; the
 * hot geometry files index their buffers directly under a stated lint exemption).
 */

/** The coordinate at index `k` of a flat buffer; throws naming the index when it is out of range. */
export function coordAt(flat: ArrayLike<number>, k: number): number {
  const v = flat[k];
  if (v === undefined) throw new RangeError(`coordinate ${k} of a buffer of ${flat.length}`);
  return v;
}
