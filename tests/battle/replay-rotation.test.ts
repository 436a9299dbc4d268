/**
 * The final rotation of a Koiogran or Tallon move turns by the path's own rotationDeg, never the "shorter way"
 * between two headings: for a 180° Koiogran there is none, and the last bit of a float (which Node and a browser
 * may compute differently) must not decide which way the ship spins.
 */
import { describe, expect, it } from 'vitest';
import { poseAlongMove } from '../../src/state/playback/replay.ts';
import type { TimedEvent } from '../../src/battle/timeline.ts';

/** A small ship's Koiogran 3 from the origin facing +x: 120 mm of template, then a 180° turn in the last fifth. */
function koiogran(toHeading: number): TimedEvent & { kind: 'move' } {
  return {
    kind: 'move',
    unit: 'a',
    from: { x: 0, y: 0, heading: 0 },
    to: { x: 160, y: 0, heading: toHeading },
    path: { kind: 'template', maneuver: 'koiogran-3', size: 'small', progress: 1, rotationDeg: 180 },
    t: 0,
    duration: 2,
  };
}

describe('the final rotation of a move', () => {
  it('spins the same way whether the end heading is 180° or a hair either side', () => {
    for (const toHeading of [180, 180 - 1e-13, 180 + 1e-13]) {
      const half = poseAlongMove(koiogran(toHeading), 0.9);
      expect(half.heading).toBeCloseTo(90, 9);
      expect(half.x).toBeCloseTo(160, 9);
    }
  });

  it('turns a Tallon roll by its own ±90° while sliding to its end', () => {
    const tallon: TimedEvent & { kind: 'move' } = {
      ...koiogran(0),
      to: { x: 120 + 40, y: 10, heading: 270 },
      path: { kind: 'template', maneuver: 'tallon-right-3', size: 'small', progress: 1, rotationDeg: -90, slideMm: 10 },
    };
    const start = poseAlongMove(tallon, 0.8);
    const mid = poseAlongMove(tallon, 0.9);
    expect(mid.heading).toBeCloseTo((start.heading - 45 + 360) % 360, 9);
    expect(mid.y).toBeCloseTo((start.y + 10) / 2, 9);
  });
});
