/**
 * Playback. The clock itself is a mutable object (per-frame time stays out of React state); these atoms
 * carry only what the UI shows, which changes a few times per playback (at event boundaries at most).
 */
import { atom } from 'jotai';
import type { Timeline } from '../battle/timeline.ts';
import { type PaceMode, paceModeOf } from './playback/pacing.ts';
import { PlaybackClock } from './playbackClock.ts';

/** The one playback clock (a stable mutable object; the atom's value never changes). */
export const playbackClockAtom = atom(new PlaybackClock());

/** Whether moves are playing (for the UI). */
export const playingAtom = atom(false);

/**
 * Index of the last timeline event started at the playback clock's time (−1 before the first), for a scenario's
 * timeline as for a battle's: the playback driver sets it when it changes, and the panels derive from it.
 */
export const battleEventIndexAtom = atom(-1);

/** Playback speeds offered, as multipliers of real time. */
export const PLAYBACK_SPEEDS = [0.25, 0.5, 1, 2, 4, 8] as const;

/** The playback speed shown in the UI (the clock holds the one in use); set it with setPlaybackSpeedAtom. */
export const playbackSpeedAtom = atom(1);

/** Sets the playback speed (clamped to 0.25× … 8×) on the clock and in the UI. */
export const setPlaybackSpeedAtom = atom(null, (get, set, speed: number) => {
  const s = Math.min(8, Math.max(0.25, speed));
  get(playbackClockAtom).speed = s;
  set(playbackSpeedAtom, s);
});

/** Starts playing the moves from the beginning (or resumes). */
export const playMovesAtom = atom(null, (get, set) => {
  get(playbackClockAtom).play();
  set(playingAtom, true);
});

/** Pauses playback. */
export const pauseMovesAtom = atom(null, (get, set) => {
  get(playbackClockAtom).pause();
  set(playingAtom, false);
});

/** Puts every ship back at its starting pose. */
export const resetMovesAtom = atom(null, (get, set) => {
  get(playbackClockAtom).reset();
  set(playingAtom, false);
  set(battleEventIndexAtom, -1);
});

/** Jumps to a time (s) and pauses; the scene follows on its next frame. */
export const seekAtom = atom(null, (get, set, timeS: number) => {
  get(playbackClockAtom).seek(timeS);
  set(playingAtom, false);
});

/**
 * How playback is paced: cinematic (quiet stretches compressed) unless the page address says `?pace=real`; the
 * transport's "Real time" switch sets it.
 */
export const paceModeAtom = atom<PaceMode>(
  typeof window === 'undefined' ? 'cinematic' : paceModeOf(window.location.search),
);

/** A timeline to start playing on the first frame that shows it (the demo as the viewer opens), else null. */
export const autoplayTimelineAtom = atom<Timeline | null>(null);

/** Where that autoplay starts (s; a followed recording goes on where its last version ended), null: as opened. */
export const autoplayFromAtom = atom<number | null>(null);

/**
 * True from the moment the viewer decides its demo will start playing until a frame has started it (or the load
 * failed): the page is not ready while it is, so "ready" means playing for a demo that autoplays.
 */
export const autoplayPendingAtom = atom(false);
