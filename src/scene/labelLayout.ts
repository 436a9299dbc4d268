/**
 * Ship labels on screen: never smaller than LABEL_MIN_PX, and placed so that none covers another label, a ship or
 * obstacle (their footprints' screen boxes) or a panel. A label that cannot sit over its ship moves to the
 * nearest free spot round it, and one that ends up away from its ship gets a leader line to it. The labels
 * register here; LabelLayout sizes and places them before every frame.
 */
import type { Sprite } from 'three';

/** Smallest height of a label on screen, CSS px; its text is LABEL_FONT_SHARE of that (so at least 14.9 px). */
export const LABEL_MIN_PX = 24;
/** How much larger than its least size a label grows as the camera closes in (it keeps its size in mm until then). */
export const LABEL_GROWTH = 1.5;
/** Share of a label's height its text takes (proceduralTextures.ts draws the font at 0.62 of the height). */
export const LABEL_FONT_SHARE = 0.62;
/** Gap kept between labels, and between a label and what it keeps off, px. */
const GAP_PX = 2;
/** A label further than this (px) from its ship's box or its anchor gets a leader line. */
export const LEADER_MIN_PX = 10;

/** A label drawn in the scene. */
export interface RegisteredLabel {
  sprite: Sprite;
  text: string;
  /** Height in table mm when that is larger on screen than LABEL_MIN_PX. */
  sizeMm: number;
  /** Width / height of its texture. */
  aspect: number;
}

/** Where a label was drawn in the last frame, canvas CSS px; `leader` is its leader line, when it has one. */
export interface LabelBox {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  fontPx: number;
  leader: { x1: number; y1: number; x2: number; y2: number } | null;
}

/** Every label mounted now. */
export const labelRegistry = new Set<RegisteredLabel>();

/** A rectangle on screen, CSS px (y down). */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * A label to place: its anchor on screen (px; by default the label sits centred just above it, or, `beside`, just
 * right of its owner's box, centred on it), its size (px), the screen box of what it names (its ship), if any,
 * where it was put in the last frame, if anywhere, and its rank (lower ranks are placed first: names before
 * token racks).
 */
export interface LabelToPlace {
  x: number;
  y: number;
  width: number;
  height: number;
  owner?: ScreenBox;
  previous?: { dx: number; dy: number };
  beside?: boolean;
  rank?: number;
}

/** Where a label went: its box, its offset from the default spot, and the leader line to its ship, if any. */
export interface PlacedLabel extends ScreenBox {
  dx: number;
  dy: number;
  leader: { x1: number; y1: number; x2: number; y2: number } | null;
}

const hits = (a: ScreenBox, b: ScreenBox, gap: number) =>
  a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;

const overlapArea = (a: ScreenBox, b: ScreenBox) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** The label's box at its default spot: centred over the anchor, its bottom GAP_PX above it (or beside its owner). */
function defaultBox(l: LabelToPlace): ScreenBox {
  if (l.beside) {
    const o = l.owner ?? { left: l.x, right: l.x, top: l.y, bottom: l.y };
    const left = o.right + GAP_PX * 2;
    const top = (o.top + o.bottom) / 2 - l.height / 2;
    return { left, right: left + l.width, top, bottom: top + l.height };
  }
  const bottom = l.y - GAP_PX;
  return { left: l.x - l.width / 2, right: l.x + l.width / 2, top: bottom - l.height, bottom };
}

const shift = (b: ScreenBox, dx: number, dy: number): ScreenBox => ({
  left: b.left + dx,
  right: b.right + dx,
  top: b.top + dy,
  bottom: b.bottom + dy,
});

/**
 * Offsets to try, nearest first: a grid round the default spot (quarter widths across, half heights up and
 * down; below costs a little more, as a name reads best over its ship) and the spots just above, below, left and
 * right of the ship's box.
 */
function candidates(l: LabelToPlace, home: ScreenBox, reach = 1): { dx: number; dy: number }[] {
  const out: { dx: number; dy: number; cost: number }[] = [];
  const cost = (dx: number, dy: number) => Math.hypot(dx, dy) * (dy > 0 ? 1.15 : 1);
  for (let i = -6 * reach; i <= 6 * reach; i++) {
    for (let j = -16 * reach; j <= 10 * reach; j++) {
      const dx = (i * l.width) / 4;
      const dy = (j * (l.height + GAP_PX)) / 2;
      out.push({ dx, dy, cost: cost(dx, dy) });
    }
  }
  const o = l.owner;
  if (o) {
    const cy = (o.top + o.bottom) / 2 - (home.top + home.bottom) / 2;
    const sides = [
      { dx: 0, dy: o.top - GAP_PX - home.bottom },
      { dx: 0, dy: o.bottom + GAP_PX - home.top },
      { dx: o.right + GAP_PX - home.left, dy: cy },
      { dx: o.left - GAP_PX - home.right, dy: cy },
    ];
    for (const s of sides) out.push({ ...s, cost: cost(s.dx, s.dy) });
  }
  out.sort((a, b) => a.cost - b.cost);
  return out;
}

/** The shortest segment from a label's box to what it names (its ship's box, or its anchor point). */
function leaderTo(box: ScreenBox, l: LabelToPlace): { x1: number; y1: number; x2: number; y2: number } | null {
  const target = l.owner ?? { left: l.x, right: l.x, top: l.y, bottom: l.y };
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
  // The nearest points of two boxes: per axis, the overlap's middle or the facing edges.
  const axis = (a0: number, a1: number, b0: number, b1: number): [number, number] => {
    if (a1 < b0) return [a1, b0];
    if (b1 < a0) return [a0, b1];
    const mid = (Math.max(a0, b0) + Math.min(a1, b1)) / 2;
    return [clamp(mid, a0, a1), clamp(mid, b0, b1)];
  };
  const [x1, x2] = axis(box.left, box.right, target.left, target.right);
  const [y1, y2] = axis(box.top, box.bottom, target.top, target.bottom);
  return Math.hypot(x2 - x1, y2 - y1) > LEADER_MIN_PX ? { x1, y1, x2, y2 } : null;
}

/** Distance between two boxes, px (0 when they touch or overlap). */
function boxGap(a: ScreenBox, b: ScreenBox): number {
  return Math.hypot(Math.max(0, a.left - b.right, b.left - a.right), Math.max(0, a.top - b.bottom, b.top - a.bottom));
}

/**
 * True when a label at box b reads as another ship's: it stands nearer one of `ships` (not its own) than its
 * owner. In a crowd (Full Thrust's fleets at 720p) the nearest free spot was often beside a neighbour.
 */
function nearerAnother(b: ScreenBox, owner: ScreenBox | undefined, ships: readonly ScreenBox[]): boolean {
  if (!owner) return false;
  const own = boxGap(b, owner);
  return ships.some((s) => s !== owner && boxGap(b, s) + 0.5 < own);
}

/**
 * Places one label among those already placed: the nearest free spot that stands no nearer another ship than its
 * own, else the nearest free spot, else the least covering one.
 */
function placeOne(
  l: LabelToPlace,
  placed: readonly ScreenBox[],
  blockers: readonly ScreenBox[],
  canvas: { width: number; height: number },
  ships: readonly ScreenBox[] = [],
): { dx: number; dy: number } {
  const home = defaultBox(l);
  const inCanvas = (b: ScreenBox) => b.left >= 0 && b.top >= 0 && b.right <= canvas.width && b.bottom <= canvas.height;
  const free = (b: ScreenBox) =>
    inCanvas(b) && !placed.some((p) => hits(b, p, GAP_PX)) && !blockers.some((k) => hits(b, k, 0));
  if (free(home)) return { dx: 0, dy: 0 };
  const pick = (list: readonly { dx: number; dy: number }[]) => {
    const open = list.filter((c) => free(shift(home, c.dx, c.dy)));
    return open.find((c) => !nearerAnother(shift(home, c.dx, c.dy), l.owner, ships)) ?? open[0];
  };
  // A crowd round the ship: look twice as far before settling for a spot that covers something.
  let tries = candidates(l, home);
  let found = pick(tries);
  if (!found) {
    tries = candidates(l, home, 2);
    found = pick(tries);
  }
  // Last frame's spot wins while it is free and not much further than the nearest: no flicker between two.
  const prev = l.previous;
  const far = (c: { dx: number; dy: number }) => Math.hypot(c.dx, c.dy);
  const misread = (c: { dx: number; dy: number }) => nearerAnother(shift(home, c.dx, c.dy), l.owner, ships);
  const prevFits = prev && free(shift(home, prev.dx, prev.dy)) && (!misread(prev) || !found || misread(found));
  if (prev && prevFits && (!found || far(prev) <= far(found) + l.height)) return prev;
  if (found) return { dx: found.dx, dy: found.dy };
  // Nowhere free: the spot that covers the least, covering another label last of all (it could not be read).
  let best = { dx: 0, dy: 0 };
  let bestScore = Infinity;
  for (const c of tries) {
    const b = shift(home, c.dx, c.dy);
    const score =
      placed.reduce((s, p) => s + 1e6 * overlapArea(b, p), 0) +
      blockers.reduce((s, k) => s + overlapArea(b, k), 0) +
      (inCanvas(b) ? 0 : 1e12) +
      c.dx * c.dx * 1e-3 +
      c.dy * c.dy * 1e-3;
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/**
 * Places every label: by rank, then nearer the viewer (lower on screen) first, each at its default spot over its anchor when
 * that covers no label, footprint or panel (`blockers`) and stays on the canvas, else at the nearest spot that
 * does and stands no nearer another of the `ships` (their screen boxes) than its own, keeping last frame's spot
 * while it stays free so labels do not jitter. Labels whose anchor is off the
 * canvas stay at their default spot.
 */
export function placeLabels(
  labels: readonly LabelToPlace[],
  blockers: readonly ScreenBox[],
  canvas: { width: number; height: number },
  ships: readonly ScreenBox[] = [],
): PlacedLabel[] {
  const out: PlacedLabel[] = labels.map((l) => ({ ...defaultBox(l), dx: 0, dy: 0, leader: null }));
  const rank = (i: number) => labels[i]?.rank ?? 0;
  const order = labels.map((_, i) => i).sort((a, b) => rank(a) - rank(b) || (labels[b]?.y ?? 0) - (labels[a]?.y ?? 0));
  const placed: ScreenBox[] = [];
  for (const i of order) {
    const l = labels[i];
    if (!l) continue;
    const onCanvas = l.x >= 0 && l.y >= 0 && l.x <= canvas.width && l.y <= canvas.height;
    const { dx, dy } = onCanvas ? placeOne(l, placed, blockers, canvas, ships) : { dx: 0, dy: 0 };
    const box = shift(defaultBox(l), dx, dy);
    placed.push(box);
    out[i] = { ...box, dx, dy, leader: dx === 0 && dy === 0 ? null : leaderTo(box, l) };
  }
  return out;
}
