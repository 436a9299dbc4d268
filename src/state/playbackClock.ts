import { type PaceMap, pacedTimeOf, timelineTimeOf } from './playback/pacing.ts';

/**
 * The playback clock: the one per-frame value of the move animation. It lives outside React state; the
 * PlaybackDriver advances it in useFrame and every ship reads it in its own useFrame.
 */
export class PlaybackClock {
  /** Seconds since the start of playback. */
  time = 0;
  /** Total length of the timeline, s. */
  duration = 0;
  playing = false;
  /** Playback speed multiplier. */
  speed = 1;
  /**
   * How time runs (playback/pacing.ts): `time` stays timeline time, and a frame's delta is paced seconds, so
   * quiet stretches pass quickly in cinematic playback. Null: the timeline's own times.
   */
  pace: PaceMap | null = null;
  /**
   * The timeline the table last opened on this clock (TableScene): a table mounted again on the same timeline (an
   * error boundary's retry, a lost WebGL context) carries on from where playback stands instead of rewinding it.
   */
  opened: object | null = null;

  /** Starts from the beginning (or resumes when paused mid-way). */
  play(): void {
    if (this.time >= this.duration) this.time = 0;
    this.playing = true;
  }

  pause(): void {
    this.playing = false;
  }

  /** Back to the start: every ship at its initial pose. */
  reset(duration = this.duration): void {
    this.duration = duration;
    this.time = 0;
    this.playing = false;
  }

  /** Jumps to a time (clamped) and stops. */
  seek(time: number): void {
    this.time = Math.min(Math.max(time, 0), this.duration);
    this.playing = false;
  }

  /** Advances by a frame's delta (s); returns true when playback just reached the end. */
  advance(deltaSec: number): boolean {
    if (!this.playing) return false;
    // Clamp long frames (tab in background, slow software rendering) so moves are never skipped entirely.
    this.time = Math.min(this.after(Math.min(deltaSec, 0.1) * this.speed), this.duration);
    if (this.time >= this.duration) {
      this.playing = false;
      return true;
    }
    return false;
  }

  /** Timeline time `pacedSec` of playback after the current time (the pace map's, else plain seconds). */
  after(pacedSec: number): number {
    if (!this.pace) return this.time + pacedSec;
    return timelineTimeOf(this.pace, pacedTimeOf(this.pace, this.time) + pacedSec);
  }
}
