/** Further calibration points: the mat's known points, and the points kept as marks are added, moved and taken back. */
import { describe, expect, it } from 'vitest';
import { knownAreaPoints, withMarkedPoints } from '../../../src/state/photo/tablePhoto.ts';

describe('known calibration points', () => {
  it('offers the middle of each edge and the centre of a 914.4 × 600 mm area', () => {
    expect(knownAreaPoints({ widthMm: 914.4, heightMm: 600 })).toEqual([
      { name: 'near edge, middle', tableMm: { x: 457.2, y: 0 } },
      { name: 'right edge, middle', tableMm: { x: 914.4, y: 300 } },
      { name: 'far edge, middle', tableMm: { x: 457.2, y: 600 } },
      { name: 'left edge, middle', tableMm: { x: 0, y: 300 } },
      { name: 'centre', tableMm: { x: 457.2, y: 300 } },
    ]);
  });

  it('gives a new mark the chosen table position and keeps the others’ when marks move or are taken back', () => {
    const kept = [{ photoPx: { x: 10.25, y: 20.5 }, tableMm: { x: 457.2, y: 0 } }];
    const added = withMarkedPoints(
      kept,
      [
        { x: 11.5, y: 20.5 },
        { x: 300.125, y: 40 },
      ],
      { x: 914.4, y: 457.2 },
    );
    expect(added).toEqual([
      { photoPx: { x: 11.5, y: 20.5 }, tableMm: { x: 457.2, y: 0 } },
      { photoPx: { x: 300.125, y: 40 }, tableMm: { x: 914.4, y: 457.2 } },
    ]);
    expect(withMarkedPoints(added, [{ x: 11.5, y: 20.5 }], { x: 0, y: 0 })).toEqual([added[0]]);
  });
});
