/**
 * Limits every input file lives within (README, "Limits"): how big a file may be, how far from the table a
 * position may lie, how many items a list may hold. Each rule system sets its own counts with these helpers;
 * every refusal names the field and the limit, e.g. `ships: at most 32 ships, got 10000`. The limits keep a
 * file that is within them playable in a few seconds and its numbers finite all the way to the output.
 */
import { z } from 'zod';
import { InputError } from './validationError.ts';

/** The largest file read (CLI, the viewer's open, drop and `?battle=`/`?scenario=` address): 8 MiB. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

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

/** How many items an array or record holds (for a message). */
function countOf(input: unknown): number {
  if (Array.isArray(input)) return input.length;
  return input !== null && typeof input === 'object' ? Object.keys(input).length : 0;
}

/** Throws an InputError for `path` (a file name or `(file)`) when `bytes` is over MAX_FILE_BYTES. */
export function checkFileBytes(bytes: number, path: string): void {
  if (bytes > MAX_FILE_BYTES)
    throw new InputError([
      { path, message: `the file is ${bytes} bytes; at most ${MAX_FILE_BYTES} bytes (8 MiB) are read` },
    ]);
}

/** The UTF-8 size of a text in bytes, counted without copying it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A surrogate pair (4 bytes in UTF-8) is two code units of 2 bytes each.
    bytes += c < 0x80 ? 1 : c < 0x800 || (c >= 0xd800 && c <= 0xdfff) ? 2 : 3;
  }
  return bytes;
}

/** Throws an InputError when a file's text is over MAX_FILE_BYTES (checked before it is parsed). */
export function checkTextBytes(text: string, path: string): void {
  // Every code unit is at least one byte, and at most three: count only when it may matter.
  if (text.length > MAX_FILE_BYTES || text.length * 3 > MAX_FILE_BYTES) checkFileBytes(utf8Bytes(text), path);
}
