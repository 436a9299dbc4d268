import { useAtomValue, useSetAtom } from 'jotai';
import { pauseMovesAtom, playingAtom, playMovesAtom, resetMovesAtom } from '../state/playbackAtoms.ts';
import { loadedScenarioAtom } from '../state/scenarioAtoms.ts';

/** Props of MovesTransport. */
export type MovesTransportProps = Record<string, never>;

/** Play / pause and reset of a scenario's moves (disabled when it has none). */
export function MovesTransport(_: MovesTransportProps) {
  const loaded = useAtomValue(loadedScenarioAtom);
  const playing = useAtomValue(playingAtom);
  const play = useSetAtom(playMovesAtom);
  const pause = useSetAtom(pauseMovesAtom);
  const reset = useSetAtom(resetMovesAtom);
  const moveCount = loaded?.moves.length ?? 0;
  return (
    <div className="button-row">
      <button
        type="button"
        className="primary"
        data-testid="play-moves"
        disabled={moveCount === 0}
        onClick={() => (playing ? pause() : play())}
      >
        {playing ? '❚❚ Pause' : '▶ Play moves'}
      </button>
      <button type="button" data-testid="reset-moves" disabled={moveCount === 0} onClick={() => reset()}>
        ↺ Reset
      </button>
    </div>
  );
}
