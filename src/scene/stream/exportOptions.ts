/**
 * The options of a video export (range of the timeline, frame rate, size), validated with a clear message naming
 * the option and what was expected.
 */
import { z } from 'zod';
import { InputError, problemsFromZod } from '../../battle/validationError.ts';

/** Frame rates offered. */
export const EXPORT_FPS = [30, 60] as const;

/** Sizes offered (16:9, like the stream stage), px. */
export const EXPORT_SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 640, height: 360 },
  { width: 320, height: 180 },
] as const;

const optionsSchema = z
  .object({
    /** Start of the range, s of playback. */
    from: z.number().finite().min(0),
    /** End of the range, s of playback. */
    to: z.number().finite(),
    fps: z.literal(EXPORT_FPS),
    width: z.number().int().min(16).max(3840).multipleOf(2),
    height: z.number().int().min(16).max(2160).multipleOf(2),
  })
  .strict();

/** A validated export request. */
export type ExportOptions = z.infer<typeof optionsSchema>;

/** Validates export options against a timeline of `durationS` seconds; throws InputError naming the option. */
export function parseExportOptions(value: unknown, durationS: number): ExportOptions {
  const parsed = optionsSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw new InputError(problemsFromZod(parsed.error.issues));
  const o = parsed.data;
  if (o.to > durationS + 1e-9)
    throw new InputError([{ path: 'to', message: `expected at most the timeline's end ${durationS} s, got ${o.to}` }]);
  if (Math.round((o.to - o.from) * o.fps) < 1)
    throw new InputError([
      { path: 'to', message: `expected a range of at least one frame after from (${o.from} s), got ${o.to}` },
    ]);
  return o;
}
