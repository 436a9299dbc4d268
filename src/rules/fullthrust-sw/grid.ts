/**
 * The square grid of Star Wars Full Thrust: each square one movement unit (2" = 50.8 mm on the table), ranges
 * counted in squares with diagonals the same as orthogonal steps (Chebyshev distance), headings in 45° steps,
 * fire arcs judged from centre to centre, and line of sight blocked by any square holding an asteroid field or
 * a planet that the centre-to-centre line crosses.
 */
import type { Arc } from './data/classes.ts';

/** A square: column (along +x) and row (along +y), from 0. */
export interface Square {
  col: number;
  row: number;
}

/** Heading in 45° steps counter-clockwise from +x: 0 east, 2 north, 4 west, 6 south. */
export type Heading = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Millimetres per square on the table (2"). */
export const SQUARE_MM = 50.8;

/** A column and row offset. */
type Step = readonly [number, number];

/** One square's step by heading 0–7. */
const STEP: readonly [Step, Step, Step, Step, Step, Step, Step, Step] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];

/** The square one step ahead of `s` on heading `h`. */
export function stepAhead(s: Square, h: number, n = 1): Square {
  const [dc, dr] = STEP[mod8(h)];
  return { col: s.col + dc * n, row: s.row + dr * n };
}

/** A heading number brought into 0–7. */
export function mod8(h: number): Heading {
  return (((h % 8) + 8) % 8) as Heading;
}

/** Steps (45° each) between two headings the shorter way round, 0–4. */
export function turnSteps(from: number, to: number): number {
  const d = mod8(to - from);
  return Math.min(d, 8 - d);
}

/** Range in squares: diagonals count the same as orthogonal steps. */
export function range(a: Square, b: Square): number {
  return Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));
}

/** Same square. */
export function sameSquare(a: Square, b: Square): boolean {
  return a.col === b.col && a.row === b.row;
}

/** Square key for maps. */
export function squareKey(s: Square): string {
  return `${s.col},${s.row}`;
}

/** Whether a square lies on a map of cols × rows squares. */
export function onMap(s: Square, cols: number, rows: number): boolean {
  return s.col >= 0 && s.row >= 0 && s.col < cols && s.row < rows;
}

/** The table position of a square's centre, mm. */
export function squareCentreMm(s: Square): { x: number; y: number } {
  return { x: (s.col + 0.5) * SQUARE_MM, y: (s.row + 0.5) * SQUARE_MM };
}

/**
 * Bearing of `to`'s centre from `from`'s, relative to heading `h`, in degrees in (−180, 180] (positive to the
 * left, counter-clockwise); 0 for the same square.
 */
export function relativeBearingDeg(from: Square, h: number, to: Square): number {
  if (sameSquare(from, to)) return 0;
  const abs = (Math.atan2(to.row - from.row, to.col - from.col) * 180) / Math.PI;
  let rel = abs - mod8(h) * 45;
  while (rel > 180) rel -= 360;
  while (rel <= -180) rel += 360;
  return rel;
}

/**
 * The 90° arcs a target centre lies in, seen from a ship at `from` heading `h`: fore ±45°, port 45–135° left,
 * starboard 45–135° right, aft. A centre exactly on a boundary lies in both arcs; a target in the same square
 * lies in every arc.
 */
export function arcsOf(from: Square, h: number, to: Square): Arc[] {
  if (sameSquare(from, to)) return ['F', 'P', 'S', 'A'];
  const b = relativeBearingDeg(from, h, to);
  const eps = 1e-9;
  const out: Arc[] = [];
  if (Math.abs(b) <= 45 + eps) out.push('F');
  if (b >= 45 - eps && b <= 135 + eps) out.push('P');
  if (b <= -45 + eps && b >= -135 - eps) out.push('S');
  if (Math.abs(b) >= 135 - eps) out.push('A');
  return out;
}

/** Whether a target is in any of the arcs. */
export function inArcs(from: Square, h: number, to: Square, arcs: readonly Arc[]): boolean {
  return arcsOf(from, h, to).some((a) => arcs.includes(a));
}

/**
 * Whether the line from `a`'s centre to `b`'s centre crosses any part of square `s` (a stretch of positive
 * length inside it: a line that only touches a corner point does not cross).
 */
export function lineCrossesSquare(a: Square, b: Square, s: Square): boolean {
  const ax = a.col + 0.5;
  const ay = a.row + 0.5;
  const dx = b.col - a.col;
  const dy = b.row - a.row;
  let t0 = 0;
  let t1 = 1;
  const clip = (p: number, d: number, lo: number, hi: number): boolean => {
    if (d === 0) return p > lo && p < hi;
    let ta = (lo - p) / d;
    let tb = (hi - p) / d;
    if (ta > tb) [ta, tb] = [tb, ta];
    t0 = Math.max(t0, ta);
    t1 = Math.min(t1, tb);
    return t0 < t1;
  };
  if (!clip(ax, dx, s.col, s.col + 1)) return false;
  if (!clip(ay, dy, s.row, s.row + 1)) return false;
  return t1 - t0 > 1e-9;
}

/**
 * The blocking squares on the centre-to-centre line from `a` to `b` (the squares the two units stand in do not
 * block their own fire).
 */
export function blockersOnLine(a: Square, b: Square, blocked: readonly Square[]): Square[] {
  return blocked.filter((s) => !sameSquare(s, a) && !sameSquare(s, b) && lineCrossesSquare(a, b, s));
}

/** The eight squares around `s` (on or off the map). */
export function neighbours(s: Square): Square[] {
  return STEP.map(([dc, dr]) => ({ col: s.col + dc, row: s.row + dr }));
}

/** The heading (0–7) that best points from `a` towards `b` (ties broken towards the lower heading). */
export function headingTowards(a: Square, b: Square): Heading {
  if (sameSquare(a, b)) return 0;
  const deg = (Math.atan2(b.row - a.row, b.col - a.col) * 180) / Math.PI;
  return mod8(Math.round(deg / 45));
}
