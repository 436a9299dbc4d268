import { useAtomValue, useSetAtom } from 'jotai';
import type {
  SituationObstacle as ScenarioObstacle,
  SituationShip as ScenarioShip,
} from '../../state/dispute/situation.ts';
import { disputeDispatchAtom, disputeSelectionAtom, situationAtom } from '../../state/dispute/disputeAtoms.ts';
import { freeSpot } from '../../state/dispute/freeSpot.ts';
import { freshId, idsOf } from '../../state/dispute/history.ts';

/** What the editor's add rows share: where new items go, a fresh id, and the adds. */
export interface SituationAdder {
  /** Where new items are placed, mm: the free spot nearest the mat's centre (never on top of another piece). */
  centre: { x: number; y: number };
  /** An id starting with this prefix that no ship or obstacle of the situation has. */
  freshIdFor: (prefix: string) => string;
  /** Adds a ship (one undo step) and selects it. */
  addShip: (ship: ScenarioShip) => void;
  /** Adds an obstacle (one undo step) and selects it. */
  addObstacle: (obstacle: ScenarioObstacle) => void;
}

/** Adding ships and obstacles to the dispute situation, each placed where the mat is free and then selected. */
export function useAddToSituation(): SituationAdder {
  const situation = useAtomValue(situationAtom);
  const dispatch = useSetAtom(disputeDispatchAtom);
  const setSelection = useSetAtom(disputeSelectionAtom);
  return {
    centre: freeSpot(situation),
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
