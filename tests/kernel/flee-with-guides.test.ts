/**
 * FLEEING THE BATTLEFIELD under the other reading: with FLEE_INCLUDES_GUIDES flipped to true (module mock), the
 * guides count for fleeing. The kernel's default (plain square) is tested in maneuver-rules.test.ts on the same
 * situation, so together they show the one case where the two readings differ.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/kernel/constants.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/kernel/constants.ts')>()),
  FLEE_INCLUDES_GUIDES: true,
}));

const { FLEE_INCLUDES_GUIDES } = await import('../../src/kernel/constants.ts');
const { isOutsidePlayArea } = await import('../../src/kernel/table.ts');
const { resolveManeuver } = await import('../../src/kernel/resolve.ts');
const { resolveAction } = await import('../../src/kernel/actions.ts');
const { expectIntervals, mv, pose, ship, table } = await import('./helpers.ts');

describe('FLEEING THE BATTLEFIELD with the guides counted', () => {
  it('the mock is in force', () => {
    expect(FLEE_INCLUDES_GUIDES).toBe(true);
  });

  it('FLEEING THE BATTLEFIELD: a ship whose front guides alone leave the table flees under this reading', () => {
    // Straight-1 from (813.4, 457.2) ends at (893.4, 457.2): square to 913.4, guides to 915.2 > 914.4.
    expect(isOutsidePlayArea(table([]), pose(893.4, 457.2, 0), 'small')).toBe(true);
    expect(isOutsidePlayArea(table([]), pose(892.5, 457.2, 0), 'small')).toBe(false); // guides to 914.3
    const out = resolveManeuver(table([ship('A', 813.4, 457.2)]), 'A', mv('straight-1'));
    expect(out.fled).toBe(true);
  });

  it('FLEEING THE BATTLEFIELD: boosts use the same reading', () => {
    expect(resolveAction(table([ship('A', 813.4, 457.2)]), 'A', 'boost-straight').legal).toBe(false);
  });

  it('FLEEING THE BATTLEFIELD: regression "barrel roll ignores FLEE_INCLUDES_GUIDES": sideways slides use the same reading', () => {
    // A at (200, 893.4) heading 90 rolls left to (120, 893.4 + s). Plain square: 913.4 + s ≤ 914.4 → s ≤ 1.
    // With the guides (front guides to y + 21.8): 915.2 + s ≤ 914.4 → s ≤ −0.8.
    const out = resolveAction(table([ship('A', 200, 893.4, 90)]), 'A', 'barrel-roll-left');
    expectIntervals(out.legalSlides!, [[-20, -0.8]], 1e-9);
  });
});
