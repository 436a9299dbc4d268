import { useAtomValue, useSetAtom } from 'jotai';
import { disputeDispatchAtom, disputeHistoryAtom } from '../../state/dispute/disputeAtoms.ts';

/** Props of HistoryButtons. */
export type HistoryButtonsProps = Record<string, never>;

/** Undo and redo of the situation's edits, each disabled when there is nothing to take back or bring back. */
export function HistoryButtons(_: HistoryButtonsProps) {
  const history = useAtomValue(disputeHistoryAtom);
  const dispatch = useSetAtom(disputeDispatchAtom);
  return (
    <>
      <button
        type="button"
        data-testid="undo"
        disabled={history.past.length === 0}
        onClick={() => dispatch({ type: 'undo' })}
        title="Ctrl+Z"
      >
        Undo
      </button>
      <button
        type="button"
        data-testid="redo"
        disabled={history.future.length === 0}
        onClick={() => dispatch({ type: 'redo' })}
        title="Ctrl+Shift+Z"
      >
        Redo
      </button>
    </>
  );
}
