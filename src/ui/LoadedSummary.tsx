import { useAtomValue } from 'jotai';
import { viewerNames } from '../state/eventText.ts';
import { battleSummaryText } from '../state/panelText.ts';
import type { LoadedBattle } from '../state/prepareBattle.ts';
import { loadedBattleAtom, loadedScenarioAtom } from '../state/scenarioAtoms.ts';

/** What the panel says about a battle: its title (else its file name) and size, in its rule system's words. */
function battleSummary(battle: LoadedBattle) {
  return battleSummaryText(battle, viewerNames(battle.timeline, battle.system.words));
}

/** Props of LoadedSummary. */
export type LoadedSummaryProps = Record<string, never>;

/** What is loaded: a battle's name, ships, obstacles and rounds, or a scenario's ships, obstacles and moves. */
export function LoadedSummary(_: LoadedSummaryProps) {
  const loaded = useAtomValue(loadedScenarioAtom);
  const battle = useAtomValue(loadedBattleAtom);
  const summary = battle ? battleSummary(battle) : null;
  const moveCount = loaded?.moves.length ?? 0;
  const ships = loaded?.timeline.units.length ?? 0;
  const obstacles = loaded?.playback.obstacles.length ?? 0;
  return (
    <div className="scenario-source" data-testid="scenario-source">
      {summary ? (
        <>
          <span className="source-name" title={battle?.source}>
            {summary.name}
          </span>
          <span className="muted">{summary.detail}</span>
        </>
      ) : loaded ? (
        <>
          <span className="source-name">{loaded.source === 'demo' ? 'Demo battle' : loaded.source}</span>
          <span className="muted">
            {ships} ships · {obstacles} obstacles · {moveCount} moves
          </span>
        </>
      ) : (
        <span className="muted">Loading…</span>
      )}
    </div>
  );
}
