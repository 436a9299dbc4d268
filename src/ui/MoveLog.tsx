import { useAtomValue } from 'jotai';
import type { ScenarioMoveEntry } from '../rules/ruleSystem.ts';
import { battleEventIndexAtom } from '../state/playbackAtoms.ts';
import { moveAtEvent } from '../state/prepareScenario.ts';
import { loadedScenarioAtom } from '../state/scenarioAtoms.ts';

/** Props of MoveLog. */
export type MoveLogProps = Record<string, never>;

function badges(m: ScenarioMoveEntry): { text: string; kind: string; title: string }[] {
  const out: { text: string; kind: string; title: string }[] = [];
  if (!m.legal) out.push({ text: 'illegal', kind: 'bad', title: m.reason ?? 'not allowed' });
  if (m.bumped.length) out.push({ text: `bump ${m.bumped.join(', ')}`, kind: 'warn', title: 'overlapped a ship' });
  if (m.obstaclesHit.length)
    out.push({ text: `hit ${m.obstaclesHit.join(', ')}`, kind: 'warn', title: 'overlapped an obstacle' });
  if (m.fled && m.legal) out.push({ text: 'fled', kind: 'bad', title: 'left the play area' });
  if (m.rotated) out.push({ text: 'rotated', kind: 'info', title: 'Koiogran/Segnor/Tallon rotation' });
  return out;
}

/**
 * The list of the scenario's moves, with bumps, obstacle hits and fleeing marked; the playing move lit (the
 * move whose timeline event is the last one started, from the event index the playback driver publishes).
 */
export function MoveLog(_: MoveLogProps) {
  const loaded = useAtomValue(loadedScenarioAtom);
  const eventIndex = useAtomValue(battleEventIndexAtom);
  if (!loaded || loaded.moves.length === 0) return null;
  const current = moveAtEvent(loaded.moveEvents, eventIndex);
  const names = new Map(loaded.timeline.units.map((u) => [u.id, u.name]));
  return (
    <div className="panel move-log" data-testid="move-log">
      <div className="panel-title">Moves</div>
      <ol>
        {loaded.moves.map((m, i) => (
          <li key={i} className={i === current ? 'current' : i < current ? 'done' : ''}>
            <span className="move-ship">{names.get(m.ship) ?? m.ship}</span>
            <span className="move-name">{m.maneuver}</span>
            {badges(m).map((b) => (
              <span key={b.text} className={`badge ${b.kind}`} title={b.title}>
                {b.text}
              </span>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
