import { useCallback } from 'react';
import type { Timeline } from '../battle/timeline.ts';
import { directorShot, followShot } from './director.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { ShotCamera } from './ShotCamera.tsx';

/** Props of DirectorCamera. */
export type DirectorCameraProps = {
  mode: 'follow' | 'director';
  timeline: Timeline;
  clock: PlaybackClock;
  widthMm: number;
  heightMm: number;
};

/** The battle's follow camera (chase view of the active ship) or cinematic director, eased by ShotCamera. */
export function DirectorCamera({ mode, timeline, clock, widthMm, heightMm }: DirectorCameraProps) {
  const shotAt = useCallback(
    (t: number) => (mode === 'follow' ? followShot(timeline, t) : directorShot(timeline, t)),
    [mode, timeline],
  );
  return <ShotCamera shotAt={shotAt} clock={clock} widthMm={widthMm} heightMm={heightMm} />;
}
