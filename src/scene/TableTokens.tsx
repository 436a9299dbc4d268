import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { battleSnapshotAtom } from '../state/battleAtoms.ts';
import type { PlaybackModel } from '../state/playback/playbackModel.ts';
import { LockLink } from './LockLink.tsx';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { lockPairs, tokenMarkers } from './tokenDisplay.ts';
import { TokenRack } from './TokenRack.tsx';
import type { Timeline } from '../battle/timeline.ts';
import type { SystemWords } from '../rules/systemWords.ts';

/** Props of TableTokens. */
export type TableTokensProps = {
  timeline: Timeline;
  words: SystemWords;
  playback: PlaybackModel;
  clock: PlaybackClock;
  serial: number;
};

/**
 * Every ship's tokens on the table and the links of the target locks held. What is shown comes from the battle
 * snapshot, which changes at event boundaries only (token and action events); where it is drawn follows the
 * ships every frame inside each rack and link.
 */
export function TableTokens({ timeline, words, playback, clock, serial }: TableTokensProps) {
  const snap = useAtomValue(battleSnapshotAtom);
  const shown = useMemo(() => {
    if (!snap) return { racks: [], pairs: [] };
    return {
      racks: timeline.units.map((u) => ({ id: u.id, markers: tokenMarkers(snap, timeline, u.id, words) })),
      pairs: lockPairs(snap, timeline),
    };
  }, [snap, timeline, words]);
  return (
    <>
      {shown.racks.map(({ id, markers }) => {
        const track = playback.tracks.get(id);
        return track ? (
          <TokenRack key={`${serial}:${id}`} track={track} markers={markers} playback={playback} clock={clock} />
        ) : null;
      })}
      {shown.pairs.map((p) => (
        <LockLink key={`${serial}:${p.locker}:${p.target}`} pair={p} playback={playback} clock={clock} />
      ))}
    </>
  );
}
