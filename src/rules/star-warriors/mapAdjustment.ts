/**
 * Map adjustment (rules 10.4, whose text is not in the document; assumed): when a ship in play ends a game-turn
 * within one hex of a map edge, every counter shifts by the same whole number of columns and an even number of
 * rows (so hex rows keep their stagger and every distance and facing is unchanged), centring the fight, provided
 * they all still fit.
 */
import { hexToOffset, offsetToHex } from './hex.ts';
import type { CounterPose } from './movement.ts';
import { activeShips, type GameState, type ShipState } from './state.ts';

/** A shift that was made: each counter's move and a description. */
export interface MapShift {
  moves: { ship: ShipState; from: CounterPose; to: CounterPose }[];
  text: string;
}

/** Margin, in hexes, that triggers an adjustment. */
export const EDGE_MARGIN_HEXES = 1;

/** Shifts every counter to centre the fight if a ship is at the edge; null when nothing moved. */
export function adjustMap(state: GameState): MapShift | null {
  const ships = activeShips(state);
  if (!ships.length) return null;
  const cells = ships.map((s) => hexToOffset(s.pose.hex));
  const { cols, rows } = state.map;
  const nearEdge = cells.some(
    (c) =>
      c.col < EDGE_MARGIN_HEXES ||
      c.row < EDGE_MARGIN_HEXES ||
      c.col > cols - 1 - EDGE_MARGIN_HEXES ||
      c.row > rows - 1 - EDGE_MARGIN_HEXES,
  );
  if (!nearEdge) return null;
  const minC = cells.reduce((m, c) => Math.min(m, c.col), Infinity);
  const maxC = cells.reduce((m, c) => Math.max(m, c.col), -Infinity);
  const minR = cells.reduce((m, c) => Math.min(m, c.row), Infinity);
  const maxR = cells.reduce((m, c) => Math.max(m, c.row), -Infinity);
  const dc = Math.round((cols - 1 - maxC - minC) / 2);
  let dr = Math.round((rows - 1 - maxR - minR) / 2);
  if (dr % 2) dr += dr > 0 ? -1 : 1; // even rows only: the stagger of odd rows is kept
  if (dc === 0 && dr === 0) return null;
  const moved = cells.map((c) => ({ col: c.col + dc, row: c.row + dr }));
  if (moved.some((c) => c.col < 0 || c.row < 0 || c.col >= cols || c.row >= rows)) return null;
  const moves = ships.map((ship) => {
    const from = ship.pose;
    const { col, row } = hexToOffset(from.hex);
    const to = { hex: offsetToHex(col + dc, row + dr), facing: from.facing };
    ship.pose = to;
    return { ship, from, to };
  });
  const parts = [
    dc ? `${Math.abs(dc)} column(s) ${dc > 0 ? 'right' : 'left'}` : '',
    dr ? `${Math.abs(dr)} row(s) ${dr > 0 ? 'up' : 'down'}` : '',
  ];
  return { moves, text: parts.filter(Boolean).join(' and ') };
}
