/**
 * Where the dice tray stands (traySlot.ts): at home (the middle, above the transport bar) unless it would cover a
 * ship, then at the nearest place that covers none (the view's ends, beside or under a panel), never over a panel.
 */
import { describe, expect, it } from 'vitest';
import { chooseTrayBox, homeBox } from '../../src/ui/traySlot.ts';

/** A 360 × 150 tray on a 1280 × 720 canvas: home ends 100 px above its bottom (y = 620). */
const ROOM = { width: 360, height: 150, viewWidth: 1280, viewHeight: 720 };
const box = (left: number, top: number, size = 50) => ({ left, top, right: left + size, bottom: top + size });
/** The round header, top middle; the control panel, top left; a tall squad list, right. */
const header = { left: 475, top: 14, right: 805, bottom: 66 };
const controls = { left: 14, top: 14, right: 280, bottom: 354 };
const squadList = { left: 968, top: 14, right: 1266, bottom: 606 };
const HOME = { left: 460, right: 820, top: 470, bottom: 620 };

describe('the dice tray’s place', () => {
  it('stays home, in the middle above the transport bar, when no ship is there', () => {
    expect(homeBox(ROOM)).toEqual(HOME);
    expect(chooseTrayBox(ROOM, [box(100, 100), box(1100, 300)], [header, controls, squadList])).toEqual(HOME);
  });

  it('moves along the bottom to the nearest place clear of the ship under home', () => {
    // A ship at x 600–650 under home. The places tried along the bottom row: the ends (20, 900) and the lines of
    // the header's sides (815; 105): 815 is clear of the ship and nearest home.
    const placed = chooseTrayBox(ROOM, [box(600, 500)], [header]);
    expect(placed).toEqual({ left: 815, right: 1175, top: 470, bottom: 620 });
  });

  it('goes up under the header when ships stand across the whole bottom row', () => {
    const acrossTheBottom = [box(100, 520), box(450, 500), box(800, 540), box(1150, 520)];
    const placed = chooseTrayBox(ROOM, acrossTheBottom, [header]);
    expect(placed).toEqual({ left: 460, right: 820, top: 76, bottom: 226 });
  });

  it('stands between the side panels, never over one, while a place free of panels is left', () => {
    const ships = [box(400, 500, 120), box(800, 500, 120), box(600, 76, 120)];
    const placed = chooseTrayBox(ROOM, ships, [header, controls, squadList]);
    for (const p of [header, controls, squadList]) {
      const apart =
        placed.right <= p.left || placed.left >= p.right || placed.bottom <= p.top || placed.top >= p.bottom;
      expect(apart, `clear of ${JSON.stringify(p)}`).toBe(true);
    }
    expect(
      ships.every(
        (s) => placed.right <= s.left || placed.left >= s.right || placed.bottom <= s.top || placed.top >= s.bottom,
      ),
    ).toBe(true);
  });
});
