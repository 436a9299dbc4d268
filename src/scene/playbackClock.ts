/**
 * The playback clock moved down to src/state/playbackClock.ts (the state's atoms hold it); this re-export keeps
 * the scene files under the "one route" rewrite building until they import it from there. Delete it then.
 */
export { PlaybackClock } from '../state/playbackClock.ts';
