import { useFrame } from '@react-three/fiber';
import { useSetAtom } from 'jotai';
import { useRef } from 'react';
import { currentMoveAtom, playingAtom } from '../state/playbackAtoms.ts';
import { type MoveTimeline, segmentIndexAt } from './moveTimeline.ts';
import type { PlaybackClock } from './playbackClock.ts';
import { FRAME_ORDER } from './frameOrder.ts';

/** Props of PlaybackDriver. */
export type PlaybackDriverProps = { timeline: MoveTimeline; clock: PlaybackClock };

/**
 * Advances the playback clock every frame and tells the UI (through atoms) only when the current move changes
 * or playback ends.
 */
export function PlaybackDriver({ timeline, clock }: PlaybackDriverProps) {
  const setCurrent = useSetAtom(currentMoveAtom);
  const setPlaying = useSetAtom(playingAtom);
  const last = useRef({ index: -2, playing: false });
  useFrame((_, delta) => {
    clock.advance(delta);
    const seg = segmentIndexAt(timeline, clock.time);
    const index = clock.time > 0 && seg >= 0 ? timeline.segments[seg]!.index : -1;
    if (index !== last.current.index) {
      last.current.index = index;
      setCurrent(index);
    }
    if (clock.playing !== last.current.playing) {
      last.current.playing = clock.playing;
      setPlaying(clock.playing);
    }
  }, FRAME_ORDER.clock);
  return null;
}
