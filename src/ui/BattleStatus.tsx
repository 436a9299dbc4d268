import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { TimedEvent } from '../battle/timeline.ts';
import { battleEventIndexAtom, battleSnapshotAtom } from '../state/battleAtoms.ts';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import { DiceTray } from './DiceTray.tsx';
import { describeEvent, unitNames } from '../state/eventText.ts';

/** Props of BattleStatus. */
export type BattleStatusProps = Record<string, never>;

/** Events too small to caption on their own: the status keeps showing the last bigger one. */
const QUIET = new Set(['token', 'obstacle']);

/**
 * The index of the event the status captions for the event at `index`: the last one up to it that is not quiet,
 * else the first event (or `index` itself before the first).
 */
function captionedIndex(events: readonly TimedEvent[], index: number): number {
  const upTo = Math.min(index, events.length - 1);
  const loud = events
    .slice(1, upTo + 1)
    .map((e) => !QUIET.has(e.kind))
    .lastIndexOf(true);
  return loud >= 0 ? loud + 1 : Math.min(upTo, 0);
}

/**
 * The battle's status bar at the top: round, phase and the ship activating, with one line about the event
 * under way, and below the table the dice tray of the attack under way (mounted here so that the status and the
 * tray come and go with the battle). Updates at event boundaries only.
 */
export function BattleStatus(_: BattleStatusProps) {
  const battle = useAtomValue(loadedBattleAtom);
  const snap = useAtomValue(battleSnapshotAtom);
  const index = useAtomValue(battleEventIndexAtom);
  const names = useMemo(() => (battle ? unitNames(battle.timeline) : new Map<string, string>()), [battle]);
  if (!battle || !snap) return null;
  const { events } = battle.timeline;
  const event = events[captionedIndex(events, index)];
  const caption = event ? describeEvent(event, names, battle.timeline) : 'Setting up';
  const active = snap.active ? (names.get(snap.active) ?? snap.active) : null;
  return (
    <>
      <div className="panel battle-status" data-testid="battle-status">
        <div className="status-line">
          <span className="status-round" data-testid="status-round">
            {snap.round > 0 ? `Round ${snap.round}` : 'Set-up'}
          </span>
          {snap.round > 0 && <span className="status-phase">{snap.phase} phase</span>}
          {active && (
            <span className="status-active" data-testid="status-active">
              ▸ {active}
            </span>
          )}
        </div>
        <div className={`status-event kind-${event?.kind ?? 'none'}`} data-testid="status-event">
          {caption}
        </div>
      </div>
      <DiceTray />
    </>
  );
}
