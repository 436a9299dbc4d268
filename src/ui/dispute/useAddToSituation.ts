import { useAtomValue, useSetAtom } from 'jotai';
import type {
  SituationObstacle as ScenarioObstacle,
  SituationShip as ScenarioShip,
} from '../../state/dispute/situation.ts';
import { disputeDispatchAtom, disputeSelectionAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { freshId, idsOf } from '../../state/dispute/history.ts';

/** What the editor's add rows share: where new items go, a fresh id, and the adds. */
export interface SituationAdder {
  /** The play area's centre, mm, where new items are placed. */
  centre: { x: number; y: number };
  /** An id starting with this prefix that no ship or obstacle of the situation has. */
  freshIdFor: (prefix: string) => string;
  /** Adds a ship (one undo step) and selects it. */
  addShip: (ship: ScenarioShip) => void;
  /** Adds an obstacle (one undo step) and selects it. */
  addObstacle: (obstacle: ScenarioObstacle) => void;
}

/** Adding ships and obstacles to the dispute situation, each placed at the mat's centre and then selected. */
export function useAddToSituation(): SituationAdder {
  const situation = useAtomValue(situationAtom);
  const dispatch = useSetAtom(disputeDispatchAtom);
  const setSelection = useSetAtom(disputeSelectionAtom);
  return {
    centre: { x: (situation.playArea?.width ?? 914.4) / 2, y: (situation.playArea?.height ?? 914.4) / 2 },
    freshIdFor: (prefix) => freshId(prefix, idsOf(situation)),
    addShip: (ship) => {
      dispatch({ type: 'add-ship', ship });
      setSelection({ kind: 'ship', id: ship.id });
    },
    addObstacle: (obstacle) => {
      dispatch({ type: 'add-obstacle', obstacle });
      setSelection({ kind: 'obstacle', id: obstacle.id });
    },
  };
}
