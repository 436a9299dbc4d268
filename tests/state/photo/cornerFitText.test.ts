/** The sentence under the calibration on what the corner fit did: corners kept for one reason share a clause. */
import { describe, expect, it } from 'vitest';
import { CORNER_NAMES, type RefinedCorner } from '../../../src/kernel/photo/index.ts';
import { cornerFitText } from '../../../src/state/photo/photoEdgeFit.ts';

const at = { x: 0, y: 0 };
const unclear: RefinedCorner = { ok: false, point: at, reason: 'its edges are not clear in the photo' };
const fitted = (movedPx: number): RefinedCorner => ({ ok: true, point: at, movedPx, rmsPx: 0.1, points: 40 });

describe('cornerFitText', () => {
  it('says all four corners were kept in one clause when none has clear edges', () => {
    expect(cornerFitText([unclear, unclear, unclear, unclear], CORNER_NAMES)).toBe(
      'All 4 corners kept as marked (their edges are not clear in the photo)',
    );
  });

  it('gives the range moved, then the kept corners grouped by reason in corner order', () => {
    const parallel: RefinedCorner = { ok: false, point: at, reason: 'its edges look parallel' };
    expect(cornerFitText([unclear, fitted(0.42), unclear, parallel], CORNER_NAMES)).toBe(
      "1 corner fitted to the mat's edges (moved 0.42–0.42 px); near left and far right kept as marked " +
        '(their edges are not clear in the photo); far left kept as marked (its edges look parallel)',
    );
  });

  it('gives the smallest and largest move when all four were fitted', () => {
    expect(cornerFitText([fitted(0.3), fitted(1.25), fitted(0.05), fitted(2)], CORNER_NAMES)).toBe(
      "4 corners fitted to the mat's edges (moved 0.05–2.00 px)",
    );
  });
});
