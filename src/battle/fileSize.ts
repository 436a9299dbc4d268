/**
 * How big an input file may be (README, "Limits"), checked before it is read or parsed. Kept apart from the
 * schema limits (limits.ts) because the page's first load checks sizes and must not carry the schema library.
 */
import { InputError } from './validationError.ts';

/** The largest file read (CLI, the viewer's open, drop and `?battle=`/`?scenario=` address): 8 MiB. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

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
