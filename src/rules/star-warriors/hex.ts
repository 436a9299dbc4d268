/**
 * Hex-grid maths for the Star Warriors map, in axial coordinates (q, r) after Red Blob Games' "Hexagonal
 * Grids": cube coordinates (q, r, s = −q − r) for distance, "odd-r" offset columns and rows for the rectangular
 * map. Hexes are pointy-topped, so each hex has a side facing +x: facing f (0–5) points at the hex side at
 * 60·f degrees counter-clockwise from +x, the table's heading convention. Lengths are table millimetres.
 */

/** A hex in axial coordinates. */
export interface Hex {
  q: number;
  r: number;
}

/** A hex side a counter faces: 0 = +x (east), then counter-clockwise in 60° steps. */
export type Facing = 0 | 1 | 2 | 3 | 4 | 5;

/** Axial step to the neighbour across each hex side, by facing (y grows with r: the table's y axis points up). */
export const HEX_DIRECTIONS: readonly [Hex, Hex, Hex, Hex, Hex, Hex] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

/** The same hex? */
export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** a + b. */
export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

/** The neighbour of `h` across the side `facing`. */
export function hexNeighbor(h: Hex, facing: number): Hex {
  return hexAdd(h, HEX_DIRECTIONS[facingOf(facing)]);
}

/** Distance in hexes (cube distance). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** A facing turned by `steps` hex sides (positive: counter-clockwise, i.e. left), normalised to 0–5. */
export function facingOf(steps: number): Facing {
  return (((Math.round(steps) % 6) + 6) % 6) as Facing;
}

/** Turns a facing by `steps` hex sides, counter-clockwise positive (left). */
export function turnFacing(f: Facing, steps: number): Facing {
  return facingOf(f + steps);
}

/** A facing's heading, degrees counter-clockwise from +x. */
export function facingHeadingDeg(f: Facing): number {
  return 60 * f;
}

/** Axial coordinates of the offset (odd-r) column and row; row 0 is the bottom row of the map. */
export function offsetToHex(col: number, row: number): Hex {
  return { q: col - Math.floor(row / 2), r: row };
}

/** Offset (odd-r) column and row of a hex. */
export function hexToOffset(h: Hex): { col: number; row: number } {
  return { col: h.q + Math.floor(h.r / 2), row: h.r };
}

/** A rectangular pointy-top hex map: `cols` × `rows` hexes whose flat-to-flat width is `sizeMm`. */
export interface HexMap {
  cols: number;
  rows: number;
  /** Across the flats, mm (the distance between neighbouring hex centres). */
  sizeMm: number;
  /** Centre of hex (col 0, row 0), mm. */
  originMm: { x: number; y: number };
}

/** Centre of a hex on the table, mm. */
export function hexCenterMm(map: HexMap, h: Hex): { x: number; y: number } {
  const w = map.sizeMm;
  return { x: map.originMm.x + w * (h.q + h.r / 2), y: map.originMm.y + w * (Math.sqrt(3) / 2) * h.r };
}

/** Is the hex on the map? */
export function onMap(map: HexMap, h: Hex): boolean {
  const { col, row } = hexToOffset(h);
  return col >= 0 && col < map.cols && row >= 0 && row < map.rows;
}

/** The largest map of `sizeMm` hexes that fits a `widthMm` × `heightMm` sheet, centred on it. */
export function hexMapFor(widthMm: number, heightMm: number, sizeMm: number): HexMap {
  const radius = sizeMm / Math.sqrt(3); // centre to corner
  const rowStep = 1.5 * radius;
  // Odd rows are shifted half a hex right, so a row of n hexes needs (n + ½) widths.
  const cols = Math.floor(widthMm / sizeMm - 0.5);
  const rows = Math.floor((heightMm - 2 * radius) / rowStep) + 1;
  const usedW = (cols + 0.5) * sizeMm;
  const usedH = (rows - 1) * rowStep + 2 * radius;
  return {
    cols,
    rows,
    sizeMm,
    originMm: { x: (widthMm - usedW) / 2 + sizeMm / 2, y: (heightMm - usedH) / 2 + radius },
  };
}

/**
 * The hex side (facing) whose direction is nearest the bearing from `from` to `to`, and the bearing itself in
 * degrees (0 for the same hex). Bearings are measured between hex centres in axial space, independent of size.
 */
export function bearingDeg(from: Hex, to: Hex): number {
  const dx = to.q - from.q + (to.r - from.r) / 2;
  const dy = ((to.r - from.r) * Math.sqrt(3)) / 2;
  if (dx === 0 && dy === 0) return 0;
  return ((Math.atan2(dy, dx) * 180) / Math.PI + 360) % 360;
}

/** Smallest angle between a facing and a bearing, degrees in [0, 180]. */
export function offBoresightDeg(f: Facing, bearing: number): number {
  const d = Math.abs(((((bearing - facingHeadingDeg(f)) % 360) + 540) % 360) - 180);
  return d;
}
