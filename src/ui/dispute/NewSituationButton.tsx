import { useAtomValue, useSetAtom } from 'jotai';
import {
  disputeDispatchAtom,
  disputeNoticeAtom,
  disputeSelectionAtom,
  focusedQuestionAtom,
  situationAtom,
} from '../../state/dispute/disputeAtoms.ts';

/** Props of NewSituationButton. */
export type NewSituationButtonProps = Record<string, never>;

/**
 * Clears the table for a new situation: no ships, obstacles or questions on the same play area, as one undo step
 * (Undo brings the old situation back, so nothing is lost).
 */
export function NewSituationButton(_: NewSituationButtonProps) {
  const situation = useAtomValue(situationAtom);
  const dispatch = useSetAtom(disputeDispatchAtom);
  const setSelection = useSetAtom(disputeSelectionAtom);
  const setFocus = useSetAtom(focusedQuestionAtom);
  const setNotice = useSetAtom(disputeNoticeAtom);
  const clear = () => {
    const { ruleset, playArea } = situation;
    dispatch({
      type: 'replace',
      scenario: { ...(ruleset ? { ruleset } : {}), ...(playArea ? { playArea } : {}), ships: [], obstacles: [] },
    });
    setSelection(null);
    setFocus(null);
    setNotice({ tone: 'info', text: 'New situation: the table is clear. Undo brings the last one back.' });
  };
  return (
    <button type="button" data-testid="new-situation" title="Clear the table (Undo brings it back)" onClick={clear}>
      New situation
    </button>
  );
}
