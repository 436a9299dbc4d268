/**
 * Where the dice tray stands. Its home is the middle of the view above the transport bar; when a ship stands
 * there, it moves to the place nearest home that covers no ship in play (then the least of them) and no panel:
 * at the view's ends, beside, above or under a panel, or in a gap between the ships. Where its wide layout finds
 * no such place, its narrow one (one column, about 300 px) is tried: it fits the room under a side panel. The
 * tray passes over the table while an attack's dice play; the camera does not move for it, so the tray moves
 * aside for the ships instead.
 */

/** A box on the canvas, CSS px. */
export interface SlotBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The tray's size and the canvas it stands on, CSS px. */
export interface TrayRoom {
  width: number;
  height: number;
  /** The canvas's size. */
  viewWidth: number;
  viewHeight: number;
}

/** Room kept between the tray and the canvas's edges, px. */
const EDGE_PX = 20;
/** Room kept between the tray and a panel it stands beside or under, px. */
const PANEL_GAP_PX = 10;
/** Room kept between the tray and a ship's screen box, px (less than PANEL_GAP_PX: the places beside ships stay). */
const SHIP_GAP_PX = 6;
/** Where home ends: above the transport bar, px from the canvas's bottom (styles.css, .dice-tray). */
export const TRAY_BOTTOM_GAP_PX = 100;

/** Area (px²) two boxes share. */
function overlapArea(a: SlotBox, b: SlotBox): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The tray's home: in the middle, above the transport bar. */
export function homeBox(room: TrayRoom): SlotBox {
  const left = (room.viewWidth - room.width) / 2;
  const bottom = room.viewHeight - TRAY_BOTTOM_GAP_PX;
  return { left, right: left + room.width, top: bottom - room.height, bottom };
}

/** Left edges worth trying: the middle, the view's ends, and beside each panel and each ship. */
function candidateLefts(room: TrayRoom, around: readonly SlotBox[]): number[] {
  const lefts = [(room.viewWidth - room.width) / 2, EDGE_PX, room.viewWidth - EDGE_PX - room.width];
  for (const b of around) lefts.push(b.right + PANEL_GAP_PX, b.left - PANEL_GAP_PX - room.width);
  return lefts;
}

/** Top edges worth trying: home's, the view's top and bottom, above and under each panel, above and under each ship. */
function candidateTops(room: TrayRoom, panels: readonly SlotBox[], ships: readonly SlotBox[]): number[] {
  const tops = [room.viewHeight - TRAY_BOTTOM_GAP_PX - room.height, EDGE_PX, room.viewHeight - EDGE_PX - room.height];
  for (const p of panels) tops.push(p.bottom + PANEL_GAP_PX, p.top - PANEL_GAP_PX - room.height);
  for (const s of ships) tops.push(s.bottom + PANEL_GAP_PX, s.top - PANEL_GAP_PX - room.height);
  return tops;
}

/** The best place for a tray of one size, how much of the ships it covers (px², panels 1e12 each) and how far from home. */
function bestPlace(room: TrayRoom, ships: readonly SlotBox[], panels: readonly SlotBox[]) {
  const home = homeBox(room);
  const grown = ships.map((s) => ({
    left: s.left - SHIP_GAP_PX,
    top: s.top - SHIP_GAP_PX,
    right: s.right + SHIP_GAP_PX,
    bottom: s.bottom + SHIP_GAP_PX,
  }));
  let best: { box: SlotBox; cost: number; distance: number } = { box: home, cost: Infinity, distance: 0 };
  const lefts = candidateLefts(room, [...panels, ...ships]);
  for (const top of candidateTops(room, panels, ships)) {
    for (const left of lefts) {
      const box = { left, top, right: left + room.width, bottom: top + room.height };
      const offCanvas = left < 0 || box.right > room.viewWidth || top < 0 || box.bottom > room.viewHeight;
      const blocked = offCanvas || panels.some((p) => overlapArea(box, p) > 0);
      const cost = (blocked ? 1e12 : 0) + grown.reduce((sum, s) => sum + overlapArea(box, s), 0);
      const distance = Math.hypot(left - home.left, top - home.top);
      if (cost < best.cost || (cost === best.cost && distance < best.distance)) best = { box, cost, distance };
    }
  }
  return best;
}

/**
 * The tray's box: of the places tried (every pairing of candidateLefts and candidateTops: any gap between panels and
 * ships wide and tall enough for the tray has a pair of them on its edges), the one that covers the
 * least of the ships (area, with SHIP_GAP_PX round each), never one that runs into a panel or off the canvas while
 * another does not, and among equals the one nearest home, so the tray stays put while it can.
 */
export function chooseTrayBox(room: TrayRoom, ships: readonly SlotBox[], panels: readonly SlotBox[]): SlotBox {
  return bestPlace(room, ships, panels).box;
}

/** Where the tray stands and in which layout. */
export interface TrayPlace {
  box: SlotBox;
  narrow: boolean;
}

/**
 * The tray's place and layout: the wide layout's best place while it covers no ship; else the narrow layout's
 * (`narrow` measures it, only when asked) when that covers none, else whichever covers less.
 */
export function chooseTrayPlace(
  wide: TrayRoom,
  narrow: () => TrayRoom,
  ships: readonly SlotBox[],
  panels: readonly SlotBox[],
): TrayPlace {
  const w = bestPlace(wide, ships, panels);
  if (w.cost === 0) return { box: w.box, narrow: false };
  const n = bestPlace(narrow(), ships, panels);
  return n.cost < w.cost ? { box: n.box, narrow: true } : { box: w.box, narrow: false };
}
