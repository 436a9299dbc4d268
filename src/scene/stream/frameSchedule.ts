/**
 * The frames of a video export: a fixed frame rate, so frame i shows playback time from + i / fps and is
 * stamped i · 10⁶ / fps µs in the file, however fast or slow the machine renders it. With a pace map the
 * frames are i / fps apart in paced time, exactly as live playback runs at 1×. Pure.
 */
import { type PaceMap, pacedTimeOf, timelineTimeOf } from '../../state/playback/pacing.ts';

/** The frames to render for a range of the timeline. */
export interface FrameSchedule {
  fps: number;
  /** Number of frames: round((to − from) · fps). */
  count: number;
  /** Playback time of frame i, s. */
  timeS(i: number): number;
  /** Presentation timestamp of frame i in the file, µs (rounded to a whole µs). */
  timestampUs(i: number): number;
  /** Duration of frame i, µs: the next timestamp minus this one, so the frames tile the video exactly. */
  durationUs(i: number): number;
  /** Length of the video, µs: count · 10⁶ / fps rounded. */
  totalUs: number;
}

/** The schedule for playback (timeline) times fromS…toS (s) at fps frames per second, paced by `pace` if given. */
export function frameSchedule(fromS: number, toS: number, fps: number, pace: PaceMap | null = null): FrameSchedule {
  const from = pace ? pacedTimeOf(pace, fromS) : fromS;
  const to = pace ? pacedTimeOf(pace, toS) : toS;
  const count = Math.max(0, Math.round((to - from) * fps));
  const timestampUs = (i: number) => Math.round((i * 1e6) / fps);
  return {
    fps,
    count,
    timeS: (i) => (pace ? timelineTimeOf(pace, from + i / fps) : fromS + i / fps),
    timestampUs,
    durationUs: (i) => timestampUs(i + 1) - timestampUs(i),
    totalUs: timestampUs(count),
  };
}
