/**
 * Where the dice tray stands: above the transport bar, in the middle, or at the left or right end, whichever
 * covers no ship in play (then the least of them) and no panel. The tray passes over the table while an
 * attack's dice play; the camera does not move for it, so the tray moves aside for the ships instead.
 */

/** A box on the canvas, CSS px. */
export interface SlotBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The tray's places, in the order they are preferred. */
export const TRAY_SLOTS = ['centre', 'left', 'right'] as const;
/** One of the tray's places. */
export type TraySlot = (typeof TRAY_SLOTS)[number];

/** Room kept between the tray and the canvas's side edges, px. */
const EDGE_PX = 20;

/** Area (px²) two boxes share. */
function overlapArea(a: SlotBox, b: SlotBox): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The tray's box at a slot, for a tray of its size whose bottom stands at `bottom` on a canvas `width` wide. */
export function slotBox(
  slot: TraySlot,
  tray: { width: number; height: number; bottom: number },
  width: number,
): SlotBox {
  const left = slot === 'centre' ? (width - tray.width) / 2 : slot === 'left' ? EDGE_PX : width - EDGE_PX - tray.width;
  return { left, right: left + tray.width, top: tray.bottom - tray.height, bottom: tray.bottom };
}

/**
 * The slot whose box covers the least of the ships (area), never one that runs into a panel or off the canvas
 * while another does not; the middle first among equals.
 */
export function chooseTraySlot(
  tray: { width: number; height: number; bottom: number },
  width: number,
  ships: readonly SlotBox[],
  panels: readonly SlotBox[],
): TraySlot {
  let best: { slot: TraySlot; cost: number } | null = null;
  for (const slot of TRAY_SLOTS) {
    const box = slotBox(slot, tray, width);
    const blocked = box.left < 0 || box.right > width || panels.some((p) => overlapArea(box, p) > 0);
    const covered = ships.reduce((sum, s) => sum + overlapArea(box, s), 0);
    // A panel in the way rules a slot out unless every slot has one.
    const cost = (blocked ? 1e12 : 0) + covered;
    if (!best || cost < best.cost) best = { slot, cost };
  }
  return best?.slot ?? 'centre';
}
