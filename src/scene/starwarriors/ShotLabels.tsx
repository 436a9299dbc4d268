import type { PlaybackClock } from '../../state/playbackClock.ts';
import { ATTACK_COLOURS } from '../AttackLine.tsx';
import type { ShotLabel } from './counterSpans.ts';
import { TimedLabel } from './TimedLabel.tsx';

/** Props of ShotLabels. */
export type ShotLabelsProps = { shots: readonly ShotLabel[]; clock: PlaybackClock; serial: number };

/** Each shot's gun, to-hit and power numbers and result, over the middle of its fire line while it plays. */
export function ShotLabels({ shots, clock, serial }: ShotLabelsProps) {
  return (
    <>
      {shots.map((s, i) => (
        <TimedLabel
          key={`${serial}:s${i}`}
          name="shot-label"
          span={s}
          clock={clock}
          text={s.text}
          colour={s.hit === null ? ATTACK_COLOURS.unknown : s.hit ? ATTACK_COLOURS.hit : ATTACK_COLOURS.miss}
          position={[s.at[0], s.at[1], 40]}
          sizeMm={10}
        />
      ))}
    </>
  );
}
