import { useFrame } from '@react-three/fiber';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useRef } from 'react';
import { lastStartedIndex } from '../battle/replay.ts';
import type { Timeline } from '../battle/timeline.ts';
import { battleEventIndexAtom } from '../state/battleAtoms.ts';
import { buildPaceMap } from '../state/playback/pacing.ts';
import {
  autoplayFromAtom,
  autoplayPendingAtom,
  autoplayTimelineAtom,
  paceModeAtom,
  playingAtom,
} from '../state/playbackAtoms.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { FRAME_ORDER } from './frameOrder.ts';

/** Props of PlaybackDriver. */
export type PlaybackDriverProps = { timeline: Timeline; clock: PlaybackClock };

/**
 * The one playback driver, for every timeline (a scenario's or a battle's, of any rule system): advances the
 * playback clock every frame and tells the HTML panels (through atoms) only when a new event starts or playback
 * stops: the panels (the move log, the squads, the transport) update at event boundaries, never per frame.
 * The clock runs at the timeline's pace (cinematic or real time); a video export's frames use the same map.
 */
export function PlaybackDriver({ timeline, clock }: PlaybackDriverProps) {
  const setIndex = useSetAtom(battleEventIndexAtom);
  const setPlaying = useSetAtom(playingAtom);
  const last = useRef({ index: -2, playing: false });
  const mode = useAtomValue(paceModeAtom);
  const pace = useMemo(() => buildPaceMap(timeline, mode), [timeline, mode]);
  const [autoplay, setAutoplay] = useAtom(autoplayTimelineAtom);
  const [autoplayFrom, setAutoplayFrom] = useAtom(autoplayFromAtom);
  const setAutoplayPending = useSetAtom(autoplayPendingAtom);
  useFrame((_, delta) => {
    // Set every frame, so the clock never runs one frame of a new timeline at the previous one's pace.
    clock.pace = pace;
    // The demo starts playing on its first frame, after the scene has opened it paused at round 1.
    if (autoplay !== null && autoplay === timeline) {
      setAutoplay(null);
      if (autoplayFrom !== null) {
        clock.seek(autoplayFrom);
        setAutoplayFrom(null);
      }
      // Already at the end (a followed recording opened at its latest moment): nothing to play yet.
      if (clock.time < clock.duration) clock.play();
      setAutoplayPending(false);
    }
    clock.advance(delta);
    const index = lastStartedIndex(timeline, clock.time);
    if (index !== last.current.index) {
      last.current.index = index;
      setIndex(index);
    }
    if (clock.playing !== last.current.playing) {
      last.current.playing = clock.playing;
      setPlaying(clock.playing);
    }
  }, FRAME_ORDER.clock);
  return null;
}
