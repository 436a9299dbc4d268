import { useAtomValue } from 'jotai';
import { battleEventIndexAtom } from '../state/playbackAtoms.ts';
import { moveAtEvent } from '../state/prepareScenario.ts';
import { moveLogText, scenarioDisplayNames } from '../state/panelText.ts';
import { loadedScenarioAtom } from '../state/scenarioAtoms.ts';
import { ManeuverIcon } from '../icons/GameIcon.tsx';

/** Props of MoveLog. */
export type MoveLogProps = Record<string, never>;

/**
 * The list of the scenario's moves, with bumps, obstacle hits and fleeing marked; the playing move lit (the
 * move whose timeline event is the last one started, from the event index the playback driver publishes).
 */
export function MoveLog(_: MoveLogProps) {
  const loaded = useAtomValue(loadedScenarioAtom);
  const eventIndex = useAtomValue(battleEventIndexAtom);
  if (!loaded || loaded.moves.length === 0) return null;
  const current = moveAtEvent(loaded.moveEvents, eventIndex);
  const names = scenarioDisplayNames(loaded.timeline);
  return (
    <div className="panel move-log" data-testid="move-log">
      <div className="panel-title">Moves</div>
      <ol>
        {loaded.moves.map((m, i) => {
          const text = moveLogText(m, names, loaded.maneuverName);
          return (
            <li key={i} className={i === current ? 'current' : i < current ? 'done' : ''}>
              <span className="move-ship">{text.ship}</span>
              <span className="move-name">
                <ManeuverIcon maneuver={m.maneuver} label={text.maneuver} />
                {text.maneuver}
              </span>
              {text.badges.map((b) => (
                <span key={b.text} className={`badge ${b.kind}`} title={b.title}>
                  {b.text}
                </span>
              ))}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
