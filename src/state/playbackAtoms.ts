/**
 * Move playback. The clock itself is a mutable object (per-frame time stays out of React state); these atoms
 * carry only what the UI shows, which changes a few times per playback.
 */
import { atom } from 'jotai';
import { PlaybackClock } from '../scene/playbackClock.ts';

/** The one playback clock (a stable mutable object; the atom's value never changes). */
export const playbackClockAtom = atom(new PlaybackClock());

/** Whether moves are playing (for the UI). */
export const playingAtom = atom(false);

/** Index of the move playing or last played (into the scenario's moves), −1 before the first. */
export const currentMoveAtom = atom(-1);

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
  set(currentMoveAtom, -1);
});
