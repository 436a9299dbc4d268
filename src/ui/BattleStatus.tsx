import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { battleEventIndexAtom, battleSnapshotAtom } from '../state/battleAtoms.ts';
import { loadedBattleAtom } from '../state/scenarioAtoms.ts';
import { DiceTray } from './DiceTray.tsx';
import { viewerNames } from '../state/eventText.ts';
import { captionedIndex, statusText } from '../state/panelText.ts';
import { eventIcon } from '../state/eventIcons.ts';
import { EventSymbol } from './EventSymbol.tsx';

/** Props of BattleStatus. */
export type BattleStatusProps = Record<string, never>;

/**
 * The battle's status bar at the top: round, phase and the ship activating, with one line about the event
 * under way (state/panelText.ts, in the rule system's words), and below the table the dice tray of the attack
 * under way (mounted here so that the status and the tray come and go with the battle). Updates at event
 * boundaries only.
 */
export function BattleStatus(_: BattleStatusProps) {
  const battle = useAtomValue(loadedBattleAtom);
  const snap = useAtomValue(battleSnapshotAtom);
  const index = useAtomValue(battleEventIndexAtom);
  const v = useMemo(() => (battle ? viewerNames(battle.timeline, battle.system.words) : null), [battle]);
  if (!battle || !snap || !v) return null;
  const text = statusText(battle.timeline, v, snap, index);
  const icon = eventIcon(battle.timeline.events, captionedIndex(battle.timeline.events, index), v);
  return (
    <>
      <div className="panel battle-status" data-testid="battle-status">
        <div className="status-line">
          <span className="status-round" data-testid="status-round">
            {text.round}
          </span>
          {text.phase && <span className="status-phase">{text.phase}</span>}
          {text.active && (
            <span className="status-active" data-testid="status-active">
              ▸ {text.active}
            </span>
          )}
        </div>
        <div className={`status-event kind-${text.kind}`} data-testid="status-event">
          {icon && <EventSymbol icon={icon} />}
          {text.event}
        </div>
      </div>
      <DiceTray />
    </>
  );
}
