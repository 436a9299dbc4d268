/**
 * Frame-exact video export of a range of the battle: R3F's render loop is stopped and, for each frame of the
 * schedule, the playback clock is set to the frame's time and one frame is advanced with a fixed timestamp step
 * (so every useFrame sees delta = 1 / fps, never the machine's real frame time), rendered at the export size,
 * copied with the broadcast overlays drawn on top into a 2D canvas, and encoded. The view is put back as it was
 * afterwards, also on cancel or failure.
 */
import { advance, type RootState } from '@react-three/fiber';
import { drawStreamOverlay } from './overlayPainter.ts';
import { type StreamOverlayModel, streamOverlayAt } from '../../state/stream/streamOverlay.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import type { ExportResult } from '../../state/stream/exportAtoms.ts';
import type { ExportOptions } from './exportOptions.ts';
import { frameSchedule } from './frameSchedule.ts';
import { openWebmWriter } from './webmWriter.ts';
import { loadGameFont } from '../../icons/gameFont.ts';

/**
 * Playback rendered before the first frame, s: the camera starts cut onto its shot at from − PREROLL_S, and the
 * ships' banking settles, so frame 0 looks as it would in playback.
 */
export const PREROLL_S = 1.5;
/** A key frame every this many seconds of video. */
const KEYFRAME_EVERY_S = 2;

/** What the export drives: the R3F root, the playback clock, the overlays, and a progress callback. */
export interface ExportContext {
  get: () => RootState;
  clock: PlaybackClock;
  model: StreamOverlayModel;
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
}

/** Renders and encodes `options`' range; rejects with an AbortError when `signal` aborts. */
export async function renderExport(options: ExportOptions, ctx: ExportContext): Promise<ExportResult> {
  const { get, clock, model, signal } = ctx;
  const { width, height, fps } = options;
  // Every frame's dice and tokens drawn with their symbols, the first included.
  await loadGameFont();
  const state = get();
  const { gl, camera } = state;
  const saved = {
    frameloop: state.frameloop,
    pixelRatio: gl.getPixelRatio(),
    size: { width: state.size.width, height: state.size.height },
    time: clock.time,
    playing: clock.playing,
    speed: clock.speed,
    aspect: 'aspect' in camera ? camera.aspect : null,
  };
  // The same pacing as live playback (the playback driver keeps the clock's pace map current).
  const schedule = frameSchedule(options.from, options.to, fps, clock.pace);
  const writer = await openWebmWriter(width, height, fps);
  const frame = new OffscreenCanvas(width, height);
  const paint = frame.getContext('2d');
  if (!paint) throw new Error('no 2D canvas context for composing video frames');
  state.setFrameloop('never');
  gl.setPixelRatio(1);
  gl.setSize(width, height, false);
  let stamp = get().clock.elapsedTime;
  /** Shows playback time t: one frame advanced by exactly 1 / fps, rendered into the WebGL canvas. */
  const renderAt = (t: number) => {
    const cam = get().camera;
    if ('aspect' in cam && cam.aspect !== width / height) {
      cam.aspect = width / height;
      cam.updateProjectionMatrix();
    }
    clock.speed = 1;
    clock.playing = true;
    clock.time = t;
    stamp += 1 / fps;
    advance(stamp, true, get());
  };
  const abortIfAsked = () => {
    if (signal.aborted) throw new DOMException('video export cancelled', 'AbortError');
  };
  try {
    // Pre-roll: the eased camera and the ships' banking settle as they would have in playback.
    const prerollFrames = Math.round(Math.min(PREROLL_S, options.from) * fps);
    // Start on the director's shot itself (ShotCamera cuts to it), whatever the live camera was doing.
    get().camera.userData.cutToShot = true;
    for (let k = prerollFrames; k > 0; k--) renderAt(options.from - k / fps);
    for (let i = 0; i < schedule.count; i++) {
      abortIfAsked();
      const t = schedule.timeS(i);
      renderAt(t);
      paint.fillStyle = '#000';
      paint.fillRect(0, 0, width, height);
      paint.drawImage(gl.domElement, 0, 0, width, height);
      drawStreamOverlay(paint, streamOverlayAt(model, t), width, height);
      const key = i % Math.round(KEYFRAME_EVERY_S * fps) === 0;
      await writer.addFrame(frame, schedule.timestampUs(i), schedule.durationUs(i), key);
      ctx.onProgress(i + 1, schedule.count);
      // Let the page breathe (progress bar, cancel button) every few frames.
      if (i % 4 === 3) await new Promise((ok) => setTimeout(ok, 0));
    }
    abortIfAsked();
    const bytes = await writer.finish(schedule.totalUs);
    return { bytes, frames: schedule.count, durationUs: schedule.totalUs, codec: writer.codec, width, height };
  } catch (e) {
    writer.close();
    throw e;
  } finally {
    const cam = get().camera;
    cam.userData.cutToShot = false;
    if (saved.aspect !== null && 'aspect' in cam) {
      cam.aspect = saved.aspect;
      cam.updateProjectionMatrix();
    }
    gl.setPixelRatio(saved.pixelRatio);
    gl.setSize(saved.size.width, saved.size.height, false);
    clock.time = saved.time;
    clock.speed = saved.speed;
    clock.playing = saved.playing;
    get().setFrameloop(saved.frameloop);
  }
}
