import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { nextEventTime, previousEventTime, roundStarts } from '../battle/timelineNav.ts';
import { battleEventIndexAtom, battleSnapshotAtom } from '../state/battleAtoms.ts';
import {
  pauseMovesAtom,
  PLAYBACK_SPEEDS,
  playbackClockAtom,
  playbackSpeedAtom,
  playingAtom,
  playMovesAtom,
  seekAtom,
  setPlaybackSpeedAtom,
} from '../state/playbackAtoms.ts';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import { PaceSwitch } from './PaceSwitch.tsx';

/** Props of BattleTransport. */
export type BattleTransportProps = Record<string, never>;

/** The speeds offered, with the one in use when it is not among them (a live table's publisher's, e.g. 10×). */
function speedChoices(current: number): number[] {
  const offered: number[] = [...PLAYBACK_SPEEDS];
  return offered.includes(current) ? offered : [...offered, current].sort((a, b) => a - b);
}

/**
 * The battle's film controls at the bottom: previous / play-pause / next event, speed (0.25× to 8×), real time
 * (off: cinematic pacing compresses quiet stretches) and jump to a round. Reads the clock only when a button is
 * pressed, never per frame.
 */
export function BattleTransport(_: BattleTransportProps) {
  const battle = useAtomValue(loadedBattleAtom);
  const playing = useAtomValue(playingAtom);
  const speed = useAtomValue(playbackSpeedAtom);
  const snap = useAtomValue(battleSnapshotAtom);
  const index = useAtomValue(battleEventIndexAtom);
  const clock = useAtomValue(playbackClockAtom);
  const play = useSetAtom(playMovesAtom);
  const pause = useSetAtom(pauseMovesAtom);
  const seek = useSetAtom(seekAtom);
  const setSpeed = useSetAtom(setPlaybackSpeedAtom);
  const rounds = useMemo(() => (battle ? roundStarts(battle.timeline) : []), [battle]);
  if (!battle) return null;
  const { timeline } = battle;
  return (
    <div className="panel battle-transport" data-testid="battle-transport">
      <button
        type="button"
        title="Previous event (←)"
        data-testid="prev-event"
        onClick={() => seek(previousEventTime(timeline, clock.time))}
      >
        ◀◀
      </button>
      <button type="button" className="primary" data-testid="play-battle" onClick={() => (playing ? pause() : play())}>
        {playing ? '❚❚ Pause' : '▶ Play'}
      </button>
      <button
        type="button"
        title="Next event (→)"
        data-testid="next-event"
        onClick={() => seek(nextEventTime(timeline, clock.time))}
      >
        ▶▶
      </button>
      <label className="transport-field">
        Speed
        <select data-testid="speed" value={String(speed)} onChange={(e) => setSpeed(Number(e.currentTarget.value))}>
          {speedChoices(speed).map((s) => (
            <option key={s} value={String(s)}>
              {s}×
            </option>
          ))}
        </select>
      </label>
      <PaceSwitch />
      <label className="transport-field">
        Round
        <select
          data-testid="jump-round"
          value={String(snap?.round ?? 0)}
          onChange={(e) => {
            const r = rounds.find((x) => x.round === Number(e.currentTarget.value));
            if (r) seek(r.t);
          }}
        >
          <option value="0" disabled>
            set-up
          </option>
          {rounds.map((r) => (
            <option key={r.round} value={String(r.round)}>
              {r.round}
            </option>
          ))}
        </select>
      </label>
      <span className="muted transport-count" data-testid="event-count">
        event {Math.min(Math.max(0, index + 1), timeline.events.length)} / {timeline.events.length}
      </span>
    </div>
  );
}
