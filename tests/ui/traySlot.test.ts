/** Where the dice tray stands (traySlot.ts): in the middle unless it would cover a ship, never over a panel. */
import { describe, expect, it } from 'vitest';
import { chooseTraySlot, slotBox } from '../../src/ui/traySlot.ts';

const TRAY = { width: 360, height: 150, bottom: 620 };
const W = 1280;
const box = (left: number, top: number, size = 50) => ({ left, top, right: left + size, bottom: top + size });

describe('the dice tray’s place', () => {
  it('stands in the middle above the transport bar when no ship is there', () => {
    expect(slotBox('centre', TRAY, W)).toEqual({ left: 460, right: 820, top: 470, bottom: 620 });
    expect(chooseTraySlot(TRAY, W, [box(100, 100), box(1100, 300)], [])).toBe('centre');
  });

  it('moves to the left end when a ship stands under the middle, to the right when the left has one too', () => {
    const underMiddle = box(600, 500);
    expect(chooseTraySlot(TRAY, W, [underMiddle], [])).toBe('left');
    expect(chooseTraySlot(TRAY, W, [underMiddle, box(100, 520)], [])).toBe('right');
  });

  it('never stands over a panel (a tall squad list on the right) while another place is free of panels', () => {
    const squadList = { left: 968, top: 14, right: 1266, bottom: 606 };
    const ships = [box(600, 500), box(100, 520, 120)];
    // Right is clear of ships but under the squad list; the left covers less ship than the middle.
    expect(chooseTraySlot(TRAY, W, ships, [squadList])).toBe('centre');
    expect(chooseTraySlot(TRAY, W, [box(600, 500, 120), box(100, 520, 30)], [squadList])).toBe('left');
  });
});
