/**
 * Limits every input file lives within (README, "Limits"): how big a file may be, how far from the table a
 * position may lie, how many items a list may hold. Each rule system sets its own counts with these helpers;
 * every refusal names the field and the limit, e.g. `ships: at most 32 ships, got 10000`. The limits keep a
 * file that is within them playable in a few seconds and its numbers finite all the way to the output.
 */
import { z } from 'zod';
export { MAX_FILE_BYTES, checkFileBytes, checkTextBytes, utf8Bytes } from './fileSize.ts';

/** Positions lie within ±10,000 mm (10 m) of the table's corner: far beyond any table, yet exact in doubles. */
export const MAX_POSITION_MM = 10_000;

/** Angles (headings, rotations) lie within ±3,600° (ten turns either way). */
export const MAX_ANGLE_DEG = 3_600;

/** A number within [min, max] whose refusal names the limit, e.g. `expected at most 10000 mm, got 1.7e+308`. */
export function numberWithin(min: number, max: number, unit: string): z.ZodNumber {
  const what = unit ? ` ${unit}` : '';
  return z
    .number()
    .min(min, { error: (issue) => `expected at least ${min}${what}, got ${String(issue.input)}` })
    .max(max, { error: (issue) => `expected at most ${max}${what}, got ${String(issue.input)}` });
}

/** A position in mm within ±MAX_POSITION_MM. */
export const positionMm = () => numberWithin(-MAX_POSITION_MM, MAX_POSITION_MM, 'mm');

/** An angle in degrees within ±MAX_ANGLE_DEG. */
export const angleDeg = () => numberWithin(-MAX_ANGLE_DEG, MAX_ANGLE_DEG, 'degrees');

/** A length in mm, more than 0 and at most `max`. */
export function lengthMm(max: number): z.ZodNumber {
  return z
    .number()
    .positive({ error: (issue) => `expected more than 0 mm, got ${String(issue.input)}` })
    .max(max, { error: (issue) => `expected at most ${max} mm, got ${String(issue.input)}` });
}

/** A list of at most `max` items; its refusal counts them, e.g. `at most 32 ships, got 10000`. */
export function listOf<T extends z.ZodType>(item: T, max: number, noun: string): z.ZodArray<T> {
  return z.array(item).max(max, { error: (issue) => `at most ${max} ${noun}, got ${countOf(issue.input)}` });
}

/** Whether a value is a list of at most `max` points [x, y], each coordinate a number within ±MAX_POSITION_MM. */
function isPointList(value: unknown, max: number): value is [number, number][] {
  if (!Array.isArray(value) || value.length > max) return false;
  for (const p of value as unknown[]) {
    if (!Array.isArray(p) || p.length !== 2) return false;
    const [x, y] = p as unknown[];
    if (typeof x !== 'number' || typeof y !== 'number') return false;
    if (!(Math.abs(x) <= MAX_POSITION_MM && Math.abs(y) <= MAX_POSITION_MM)) return false;
  }
  return true;
}

/**
 * A list of at most `max` points [x, y] in mm: the rule of listOf(z.tuple([positionMm(), positionMm()]), …),
 * checked in one plain loop, because an obstacle's outline is hundreds of numbers and every live viewer checks
 * each one as it arrives (bench/live.ts). A list the loop refuses is checked again by that schema, so the
 * refusal names the point and the limit exactly as it would.
 */
export function pointListMm(max: number, noun: string) {
  const exact = listOf(z.tuple([positionMm(), positionMm()]), max, noun);
  return z.unknown().transform((value, ctx): [number, number][] => {
    if (isPointList(value, max)) return value;
    const parsed = exact.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const { message, path } of parsed.error.issues)
      ctx.issues.push({ code: 'custom', message, path, input: value });
    return z.NEVER;
  });
}

/** How many items an array or record holds (for a message). */
function countOf(input: unknown): number {
  if (Array.isArray(input)) return input.length;
  return input !== null && typeof input === 'object' ? Object.keys(input).length : 0;
}
