import { useMemo } from 'react';
import type { Timeline } from '../../battle/timeline.ts';
import type { PlaybackModel } from '../../state/playback/playbackModel.ts';
import type { Faction } from '../factionStyle.ts';
import type { PlaybackClock } from '../../state/playbackClock.ts';
import { buildCounterSpans } from './counterSpans.ts';
import { HexGridLines } from './HexGridLines.tsx';
import { ShipCounter } from './ShipCounter.tsx';
import { ShotLabels } from './ShotLabels.tsx';

/** Props of StarWarriorsTable. */
export type StarWarriorsTableProps = {
  timeline: Timeline;
  playback: PlaybackModel;
  clock: PlaybackClock;
  serial: number;
  showLabels: boolean;
};

/** What a Star Warriors battle puts on the mat: the hex grid, the ship counters with their markers, shot labels. */
export function StarWarriorsTable({ timeline, playback, clock, serial, showLabels }: StarWarriorsTableProps) {
  const spans = useMemo(() => buildCounterSpans(timeline), [timeline]);
  const factionOfSide = (side: number): Faction | 'neutral' =>
    (timeline.sides[side]?.faction as Faction | undefined) ?? 'neutral';
  return (
    <>
      {timeline.grid?.kind === 'hex' && <HexGridLines grid={timeline.grid} />}
      {[...playback.tracks.values()].map((track) => (
        <ShipCounter
          key={`${serial}:${track.unit.id}`}
          track={track}
          faction={factionOfSide(track.unit.side)}
          playback={playback}
          clock={clock}
          showLabel={showLabels}
          flipped={spans.flipped.get(track.unit.id)}
          markers={spans.markers.filter((m) => m.unit === track.unit.id)}
        />
      ))}
      <ShotLabels shots={spans.shots} clock={clock} serial={serial} />
    </>
  );
}
