/**
 * The video export's frame schedule and options: frame count round((to − from) · fps), frame i at
 * from + i / fps, stamped round(i · 10⁶ / fps) µs with durations that tile the video exactly; options refused
 * naming the option; the WebM Duration patch.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/battle/validationError.ts';
import { parseExportOptions } from '../../../src/scene/stream/exportOptions.ts';
import { frameSchedule } from '../../../src/scene/stream/frameSchedule.ts';
import { setWebmDurationMs } from '../../../src/scene/stream/webmWriter.ts';

describe('frame schedule', () => {
  it('1 s at 30 fps: 30 frames, 33 333 / 66 667 µs stamps, 1 000 000 µs long', () => {
    const s = frameSchedule(10, 11, 30);
    expect(s.count).toBe(30);
    expect([s.timeS(0), s.timeS(1), s.timeS(29)]).toEqual([10, 10 + 1 / 30, 10 + 29 / 30]);
    expect([s.timestampUs(0), s.timestampUs(1), s.timestampUs(2), s.timestampUs(29)]).toEqual([
      0, 33_333, 66_667, 966_667,
    ]);
    expect([s.durationUs(0), s.durationUs(1), s.durationUs(29)]).toEqual([33_333, 33_334, 33_333]);
    expect(s.totalUs).toBe(1_000_000);
  });

  it('2.5 s at 60 fps: 150 frames of 16 667 µs on average; a range under half a frame has none', () => {
    const s = frameSchedule(0, 2.5, 60);
    expect(s.count).toBe(150);
    expect(s.totalUs).toBe(2_500_000);
    expect(frameSchedule(3, 3.008, 60).count).toBe(0);
    expect(frameSchedule(3, 3.009, 60).count).toBe(1);
  });

  it('for any range and rate: stamps strictly increase and the durations add up to the length', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 300, noNaN: true }),
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        fc.constantFrom(30, 60),
        (from, length, fps) => {
          const s = frameSchedule(from, from + length, fps);
          // round((to − from) · fps): within half a frame of the length (to − from is length up to rounding).
          expect(Number.isInteger(s.count)).toBe(true);
          expect(Math.abs(s.count - length * fps)).toBeLessThanOrEqual(0.5 + 1e-9);
          let sum = 0;
          for (let i = 0; i < s.count; i++) {
            if (i > 0) expect(s.timestampUs(i)).toBeGreaterThan(s.timestampUs(i - 1));
            sum += s.durationUs(i);
          }
          expect(sum).toBe(s.totalUs);
          expect(Math.abs(s.totalUs - (s.count * 1e6) / fps)).toBeLessThanOrEqual(0.5);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('export options', () => {
  const ok = { from: 1, to: 2, fps: 30, width: 320, height: 180 };
  const problem = (value: unknown) => {
    try {
      parseExportOptions(value, 100);
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      return (e as InputError).message;
    }
    return 'accepted';
  };

  it('accepts a valid request', () => {
    expect(parseExportOptions(ok, 100)).toEqual(ok);
  });

  it('names the option that is wrong', () => {
    expect(problem({ ...ok, fps: 25 })).toBe('fps: expected one of 30, 60, got 25');
    expect(problem({ ...ok, width: 321 })).toMatch(/^width: /);
    expect(problem({ ...ok, to: 120 })).toBe("to: expected at most the timeline's end 100 s, got 120");
    expect(problem({ ...ok, to: 1 })).toBe('to: expected a range of at least one frame after from (1 s), got 1');
    expect(problem({ ...ok, from: -1 })).toMatch(/^from: /);
    expect(problem({ ...ok, codec: 'h264' })).toBe('codec: unknown field (expected none of that name here)');
  });
});

describe('WebM duration', () => {
  it('overwrites the Duration element (0x4489, 8-byte float) in the header', () => {
    const bytes = new Uint8Array(64);
    bytes.set([0x15, 0x49, 0xa9, 0x66, 0x8f, 0x44, 0x89, 0x88, 1, 2, 3, 4, 5, 6, 7, 8], 10);
    setWebmDurationMs(bytes, 1000);
    expect(new DataView(bytes.buffer).getFloat64(18, false)).toBe(1000);
    expect(() => setWebmDurationMs(new Uint8Array(64), 1000)).toThrow(/no Duration element/);
  });
});
