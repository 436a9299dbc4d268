import { useMemo } from 'react';
import type { Timeline } from '../battle/timeline.ts';
import { buildBombSpans } from '../state/playback/bombSpans.ts';
import type { PlaybackClock } from '../state/playbackClock.ts';
import { BombToken } from './BombToken.tsx';
import { BombBlast } from './effects/BombBlast.tsx';

/** Props of BombTokens: the timeline, the playback clock and the key that changes with every newly loaded one. */
export type BombTokensProps = { timeline: Timeline; clock: PlaybackClock; serial: number };

/** Every bomb and mine token a battle drops, on the mat while it lies there, and a blast where each detonates. */
export function BombTokens({ timeline, clock, serial }: BombTokensProps) {
  const { tokens, blasts } = useMemo(() => buildBombSpans(timeline), [timeline]);
  return (
    <group name="bombs">
      {tokens.map((t) => (
        <BombToken key={`${serial}:${t.id}`} token={t} clock={clock} />
      ))}
      {blasts.map((b) => (
        <BombBlast key={`${serial}:blast:${b.id}`} blast={b} clock={clock} />
      ))}
    </group>
  );
}
