/**
 * The dice tray's place (traySlot.ts): home in the middle above the transport bar while it covers no ship, then at
 * the nearest place that covers none (beside or above a ship, beside, above or under a panel), never over a panel;
 * in its narrow layout where the wide one finds no such place.
 */
import { describe, expect, it } from 'vitest';
import { chooseTrayBox, chooseTrayPlace, homeBox } from '../../src/ui/traySlot.ts';

/** A 360 × 150 tray on a 1280 × 720 canvas: home ends 100 px above its bottom (y = 620). */
const ROOM = { width: 360, height: 150, viewWidth: 1280, viewHeight: 720 };
const box = (left: number, top: number, size = 50) => ({ left, top, right: left + size, bottom: top + size });
/** The round header, top middle; the control panel, top left; a tall squad list, right. */
const header = { left: 475, top: 14, right: 805, bottom: 66 };
const controls = { left: 14, top: 14, right: 280, bottom: 354 };
const squadList = { left: 968, top: 14, right: 1266, bottom: 606 };
const HOME = { left: 460, right: 820, top: 470, bottom: 620 };
/** The transport bar and the help line under home. */
const bars = [
  { left: 296, top: 632, right: 984, bottom: 680 },
  { left: 152, top: 686, right: 1128, bottom: 710 },
];

describe('the dice tray’s place', () => {
  it('stays home, in the middle above the transport bar, when no ship is there', () => {
    expect(homeBox(ROOM)).toEqual(HOME);
    expect(chooseTrayBox(ROOM, [box(100, 100), box(1100, 300)], [header, controls, squadList, ...bars])).toEqual(HOME);
  });

  it('moves to the nearest place clear of the ship under home', () => {
    // A ship at x 600–650, y 500–550 under home. Places tried: 10 px beside it (left 660: 200 px from home) and
    // 10 px above it (top 340: 130 px from home), among others; above is nearer.
    const placed = chooseTrayBox(ROOM, [box(600, 500)], [header, ...bars]);
    expect(placed).toEqual({ left: 460, right: 820, top: 340, bottom: 490 });
  });

  it('finds the gap between ships across the bottom row, else rises above them', () => {
    // 10 px right of the ship at x 450–500 (left 510) and 10 px above the one whose top is 540 (top 380): clear of
    // every ship, 103 px from home.
    const acrossTheBottom = [box(100, 520), box(450, 500), box(800, 540), box(1150, 520)];
    const placed = chooseTrayBox(ROOM, acrossTheBottom, [header, ...bars]);
    expect(placed).toEqual({ left: 510, right: 870, top: 380, bottom: 530 });
    // With ships filling everything below y 240, it rises to 10 px above them, clear of the header (bottom 66).
    const middleBand = [box(40, 240, 1200)];
    expect(chooseTrayBox(ROOM, [...acrossTheBottom, ...middleBand], [header, ...bars])).toEqual({
      left: 460,
      right: 820,
      top: 80,
      bottom: 230,
    });
  });

  it('stands between the side panels, never over one, while a place free of panels is left', () => {
    const ships = [box(400, 500, 120), box(800, 500, 120), box(600, 76, 120)];
    const placed = chooseTrayBox(ROOM, ships, [header, controls, squadList, ...bars]);
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

  it('keeps its wide layout while that finds a place clear of the ships, without measuring the narrow one', () => {
    let measured = 0;
    const narrow = () => {
      measured++;
      return { ...ROOM, width: 280, height: 260 };
    };
    const placed = chooseTrayPlace(ROOM, narrow, [box(600, 500)], [header, ...bars]);
    expect(placed).toEqual({ box: { left: 460, right: 820, top: 340, bottom: 490 }, narrow: false });
    expect(measured).toBe(0);
  });

  it('turns narrow and stands under the control panel when the ships fill the middle of the view', () => {
    // Ships over x 320–880, y 80–640 (6 px kept round them: 314–886): a 600 × 194 tray fits nowhere clear of
    // them and the panels. The 280 × 260 narrow tray fits left of them, under the control panel (bottom 354) and
    // above the transport bar (top 632): at home's height (top 360) and 10 px left of the ships (left 30), the
    // nearest such place to its home (left 500, top 360).
    const wide = { ...ROOM, width: 600, height: 194 };
    const narrow = () => ({ ...ROOM, width: 280, height: 260 });
    const panels = [header, controls, squadList, ...bars];
    const placed = chooseTrayPlace(wide, narrow, [box(320, 80, 560)], panels);
    expect(placed).toEqual({ box: { left: 30, right: 310, top: 360, bottom: 620 }, narrow: true });
  });

  it('stays wide when the narrow layout covers no less of the ships', () => {
    // Ships over the whole canvas: the wide tray covers 360 × 150 px of them, the narrow one 280 × 260: more.
    const placed = chooseTrayPlace(ROOM, () => ({ ...ROOM, width: 280, height: 260 }), [box(0, 0, 1280)], [header]);
    expect(placed.narrow).toBe(false);
  });
});
