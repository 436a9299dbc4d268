import { describe, expect, it } from 'vitest';
import { FRAME_WINDOW, recordFrame, renderStats } from '../../src/scene/renderStats.ts';
import { debugParam } from '../../src/state/debugAtoms.ts';

describe('render statistics for the debug overlay and the viewer benchmark', () => {
  it('keeps the last frame counters and the mean and worst frame time over a sliding window', () => {
    const info = { calls: 42, triangles: 12_345, geometries: 30, textures: 4 };
    recordFrame(10, info);
    recordFrame(30, info);
    expect(renderStats.drawCalls).toBe(42);
    expect(renderStats.triangles).toBe(12_345);
    expect(renderStats.meanFrameMs).toBe(20);
    expect(renderStats.worstFrameMs).toBe(30);
    // After a full window of 16 ms frames the early slow ones are forgotten.
    for (let i = 0; i < FRAME_WINDOW; i++) recordFrame(16, { ...info, calls: 7 });
    expect(renderStats.meanFrameMs).toBeCloseTo(16, 12);
    expect(renderStats.worstFrameMs).toBe(16);
    expect(renderStats.drawCalls).toBe(7);
  });

  it('reads ?debug=1 (or true) from the page address', () => {
    expect(debugParam('?debug=1')).toBe(true);
    expect(debugParam('?battle=x.json&debug=true')).toBe(true);
    expect(debugParam('?debug=0')).toBe(false);
    expect(debugParam('')).toBe(false);
  });
});
